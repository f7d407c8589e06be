"""Tests of the languages beside Swift (cfamily.py): C-family code lines as cloc counts them, per
module and in no module, and where module-size and the report show them."""
import contextlib
import io
import json
import os
import unittest

from tests.test_reading import temporary_tree
from fgtools import cfamily, cli, report, rules, sourcetree, unbuilt

OBJC = """// Store.m
#import "Store.h"

/* A block comment
   over three lines, // not a line comment
*/
@implementation Store   // a comment after code

- (NSString *)path {
    return @"http://example.com/*not a comment*/"; /* one */ /* two */
}
    /* a comment */ int after = 1;
- (char)quote { return '"'; } // the quote is a character
@end
"""

STORE_PACKAGE = """// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Store",
    targets: [
        .target(name: "StoreObjC", path: "Sources/StoreObjC"),
        .target(name: "Store", dependencies: ["StoreObjC"]),
        .testTarget(name: "StoreTests", dependencies: ["Store"]),
    ]
)
"""


class CodeLinesTests(unittest.TestCase):
    def test_blankLinesAndCommentsAreNoCode_aStringHoldingCommentMarksIs(self):
        # #import, @implementation, - (NSString…, return, }, int after, - (char)quote, @end
        self.assertEqual(cfamily.count_code_lines(OBJC), 8)

    def test_blockCommentsDoNotNest(self):
        self.assertEqual(cfamily.count_code_lines("/* a /* b */\nint x;\n/* c */\n"), 1)

    def test_aLineCommentEndingInABackslashGoesOnToTheNextLine(self):
        self.assertEqual(cfamily.count_code_lines("// one \\\n still a comment\nint x;\n"), 1)

    def test_anUnendedBlockCommentRunsToTheEnd(self):
        self.assertEqual(cfamily.count_code_lines("int x;\n/* never ended\nint y;\n"), 1)

    def test_languagesAreNamedAsClocNamesThem(self):
        self.assertEqual([cfamily.language_of(p) for p in ("a.m", "a.mm", "a.c", "a.h", "a.cpp", "a.hpp", "a.swift")],
                         ["Objective-C", "Objective-C++", "C", "C/C++ Header", "C++", "C/C++ Header", None])


class PerModuleTests(unittest.TestCase):
    def setUp(self):
        self.root = temporary_tree(self, {
            "Modules/Store/Package.swift": STORE_PACKAGE,
            "Modules/Store/Sources/Store/Store.swift": "import StoreObjC\n\npublic struct Store {}\n",
            "Modules/Store/Sources/StoreObjC/Store.m": OBJC,
            "Modules/Store/Sources/StoreObjC/include/Store.h": "// Store.h\n@interface Store\n@end\n",
            "Modules/Store/Tests/StoreTests/StoreTests.swift": "import XCTest\nfinal class StoreTests: XCTestCase {\n"
                                                              "    func testOne() {}\n}\n",
            "Shop/ShopApp.swift": "struct ShopApp {}\n",
            "Shop/Utils/Clock.swift": "struct Clock {}\n",
            "Shop/Utils/Legacy/Clock.c": "/* C */\nint ticks(void) {\n    return 1;\n}\n",
            "Scripts/tool.cpp": "int main() {\n\n    return 0; // done\n}\n",
        })
        self.tree = sourcetree.load(self.root, rules.load())

    def test_aCTargetIsAModuleOfItsOwn_aFileCountsForTheNearestFolderAModuleHolds(self):
        found = cfamily.measure(self.tree)
        self.assertEqual(found["modules"]["StoreObjC"], {"files": 2, "code_lines": 10, "languages": {
            "Objective-C": {"files": 1, "code_lines": 8}, "C/C++ Header": {"files": 1, "code_lines": 2}}})
        self.assertEqual(found["modules"]["Utils"]["code_lines"], 3)
        self.assertEqual(found["modules"]["Store"]["code_lines"], 0)
        self.assertEqual(found["in_no_module"], {"files": 1, "code_lines": 3, "folders": {"Scripts": 1},
                                                 "languages": {"C++": {"files": 1, "code_lines": 3}}})

    def test_moduleSizeShowsAColumnAndSaysWhatNoModuleHolds(self):
        data = unbuilt.report(self.tree)
        rows = {row["name"]: row for row in data["modules"]}
        self.assertEqual((rows["StoreObjC"]["files"], rows["StoreObjC"]["code_lines"]), (0, 0))
        self.assertEqual(rows["StoreObjC"]["c_family"]["code_lines"], 10)
        self.assertEqual(data["c_family"]["in_no_module"]["folders"], {"Scripts": 1})
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            cli.print_sizes(data)
        lines = printed.getvalue().splitlines()
        self.assertIn("C-family", lines[0])
        store_objc = next(line for line in lines if line.startswith("StoreObjC "))
        self.assertEqual(store_objc.split()[2:6], ["0", "0", "10", "0"])
        self.assertIn("C-family code lines in modules (as cloc counts them): 13 in 3 files (C 3, C/C++ Header 2, "
                      "Objective-C 8); 1 C-family file (3 code lines) in no module: Scripts (1).", lines)
        json.dumps(data)

    def test_theReportHasTheColumnAndTheLine(self):
        data = unbuilt.report(self.tree)
        data["meta"].update({"date": "2026-12-06", "machine": "m", "swift": "s", "repeat": 1, "quick": False})
        text = report.markdown(data)
        self.assertIn("| Code lines | C-family lines | Tests |", text)
        self.assertIn("| StoreObjC | library | 0 | 0 | 10 | 0 |", text)
        self.assertIn("1 C-family file (3 code lines) in no module: Scripts (1).", text)

    def test_anAppOfSwiftAloneShowsNoColumn(self):
        os.remove(os.path.join(self.root, "Shop", "Utils", "Legacy", "Clock.c"))
        os.remove(os.path.join(self.root, "Scripts", "tool.cpp"))
        for name in ("Store.m", os.path.join("include", "Store.h")):
            os.remove(os.path.join(self.root, "Modules", "Store", "Sources", "StoreObjC", name))
        data = unbuilt.report(sourcetree.load(self.root, rules.load()))
        self.assertNotIn("StoreObjC", [row["name"] for row in data["modules"]])
        self.assertFalse(report.has_c_family(data))
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            cli.print_sizes(data)
        self.assertNotIn("C-family", printed.getvalue())


if __name__ == "__main__":
    unittest.main()
