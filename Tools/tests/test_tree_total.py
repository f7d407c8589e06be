"""Tests of the one total of a tree (treetotal.py): every Swift and C-family code line below the
app's folder, in parts that sum to it, as module-size and the report print it."""
import contextlib
import io
import json
import os
import shutil
import tempfile
import unittest

from tests.test_reading import write
from fgtools import cli, rules, sourcetree, treetotal

TREE = {
    # App code: two code lines each, a comment and a blank line not counted.
    "App/Login/LoginView.swift": "// the screen\nstruct LoginView {\n}\n\n",
    "App/Login/LoginPresenter.swift": "final class LoginPresenter {\n}\n",
    "App/Login/Bridge.m": "/* C-family in a module */\nint bridge(void) {\n  return 1;\n}\n",
    # Test code: four lines; a mock: one line.
    "App/LoginTests/LoginPresenterTests.swift":
        "import XCTest\nfinal class LoginPresenterTests: XCTestCase {\n    func testShows() {}\n}\n",
    "App/LoginTests/Mocks/MockLoginService.swift": "final class MockLoginService {}\n",
    # Tooling: a local package's manifest (not code) two code lines (its first line is a comment).
    "Packages/Kit/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n",
    # Unread: folders no reader reads, Swift and C.
    "Pods/Lib/Lib.swift": "public struct Lib {}\n",
    "Pods/Lib/lib.c": "int lib(void) { return 0; }\n",
    # Not counted: another language.
    "Scripts/tool.py": "print('hi')\n",
}


class TreeTotalTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="fgtools-tree-")
        for path, text in TREE.items():
            write(self.root, path, text)

    def tearDown(self):
        shutil.rmtree(self.root)

    def test_parts_sum_to_every_swift_and_c_family_line(self):
        app = sourcetree.load(self.root, rules.load(rules.DEFAULT_PATH))
        found = treetotal.measure(app)
        self.assertEqual(found["parts"], {"app code": 7, "test code": 4, "mocks and test support": 1,
                                          "tooling and code in no target": 2, "unread": 2})
        self.assertEqual(found["code_lines"], 16)
        self.assertEqual(found["files"]["unread"], 2)

    def test_module_size_prints_the_total_and_its_json_holds_it(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            self.assertEqual(cli.main("module-size", ["--source-tree", self.root]), 0)
        self.assertIn("Code lines in the tree, Swift, C, Objective-C and C++ (as cloc counts them): 16 = app code 7 + "
                      "test code 4 + mocks and test support 1 + tooling and code in no target 2 + unread 2; "
                      "other languages (Python, Ruby, shell, JavaScript…) not counted.", out.getvalue())
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            cli.main("module-size", ["--source-tree", self.root, "--json"])
        self.assertEqual(json.loads(out.getvalue())["meta"]["tree"]["code_lines"], 16)

    def test_a_swift_file_not_utf8_is_unread_and_counted_as_cloc_counts_it(self):
        with open(os.path.join(self.root, "App/Login/Latin.swift"), "wb") as handle:
            handle.write(b"let name = \"caf\xe9\"\n")
        app = sourcetree.load(self.root, rules.load(rules.DEFAULT_PATH))
        from fgtools import reading
        with contextlib.redirect_stderr(io.StringIO()):
            app = reading.without_skipped(app, "test")
        found = treetotal.measure(app)
        self.assertEqual(found["parts"]["unread"], 3)
        self.assertEqual(found["code_lines"], 17)


if __name__ == "__main__":
    unittest.main()
