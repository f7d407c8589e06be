"""Tests of the tests some platforms only build (tests.platforms_of_tests): each test counted with the
platforms whose `#if` branch holds it, and per test target what each share of its tests needs."""
import contextlib
import io
import shutil
import tempfile
import unittest

from tests.support import report_with_a_failed_build
from tests.test_languages import OBJC, STORE_PACKAGE
from tests.test_reading import temporary_tree
from fgtools import cli, conditions, report, rules, sourcetree, tests, unbuilt

PLATFORM_SUITE = """import XCTest

final class ClockTests: XCTestCase {
    func testEverywhere() {}
    func testEverywhereToo() {}

    #if os(macOS)
    func testOnTheMac() {}
    #elseif canImport(UIKit)
    func testWithUIKit() {}
    #endif

    #if targetEnvironment(simulator)
    func testInTheSimulator() {}
    #endif

    #if !os(Linux)
    func testAwayFromLinux() {}
    #else
    func testOnLinux() {}
    #endif

    #if false
    func testNowhere() {}
    #endif
    // func testCommentedOut() {}
}
"""


class PlatformsOfTestsTests(unittest.TestCase):
    def test_eachTestCountsWithThePlatformsThatBuildIt(self):
        found = {conditions.platform_label(names): count for names, count in tests.platforms_of_tests(PLATFORM_SUITE).items()}
        self.assertEqual(found, {"every platform": 2, "macOS only": 1, "iOS or tvOS or visionOS only": 1,
                                 "iOS simulator only": 1, "not on Linux": 1, "Linux only": 1})

    def test_conditionsOfApplePlatformsAreReadOnEach(self):
        platforms = conditions.PLATFORMS
        self.assertTrue(conditions.evaluate("canImport(UIKit)", platforms["iOS"]))
        self.assertFalse(conditions.evaluate("canImport(UIKit)", platforms["macOS"]))
        self.assertTrue(conditions.evaluate("canImport(AppKit)", platforms["macOS"]))
        self.assertFalse(conditions.evaluate("canImport(AppKit)", platforms["Mac Catalyst"]))
        self.assertTrue(conditions.evaluate("os(iOS) && targetEnvironment(macCatalyst)", platforms["Mac Catalyst"]))
        self.assertFalse(conditions.evaluate("targetEnvironment(simulator)", platforms["iOS"]))
        self.assertTrue(conditions.evaluate("canImport(SwiftUI)", platforms["watchOS"]))
        self.assertFalse(conditions.evaluate("canImport(SwiftUI)", platforms["Linux"]))

    def test_labelsSayWhatAShareNeeds(self):
        label = conditions.platform_label
        self.assertEqual(label({"macOS"}), "macOS only")
        self.assertEqual(label({"iOS", "iOS simulator", "Mac Catalyst"}), "iOS only")
        self.assertEqual(label(set(conditions.PLATFORMS) - {"iOS", "iOS simulator", "Mac Catalyst"}), "not on iOS")
        self.assertEqual(label(set(conditions.PLATFORMS)), "every platform")


class PerTestTargetTests(unittest.TestCase):
    def setUp(self):
        root = temporary_tree(self, {
            "Modules/Store/Package.swift": STORE_PACKAGE,
            "Modules/Store/Sources/Store/Store.swift": "public struct Store {}\n",
            "Modules/Store/Tests/StoreTests/ClockTests.swift": PLATFORM_SUITE,
            "Modules/Store/Tests/StoreTests/PlainTests.swift": "import Testing\n\n@Test func plain() {}\n",
            "Shop/ShopApp.swift": "struct ShopApp {}\n",
            "Shop/Utils/Clock.swift": "struct Clock {}\n",
        })
        self.tree = sourcetree.load(root, rules.load())

    def test_aTargetSaysHowManyOfItsTestsEachPlatformNeeds(self):
        self.assertEqual(tests.platforms_per_target(self.tree), {"StoreTests": {"tests": 8, "only": {
            "Linux only": 1, "iOS or tvOS or visionOS only": 1, "iOS simulator only": 1, "macOS only": 1,
            "not on Linux": 1}}})

    def test_moduleSizeAndTheReportSayIt(self):
        data = unbuilt.report(self.tree)
        target, = data["test_targets"]
        self.assertEqual((target["platforms"]["tests"], target["tests"]), (8, 4 if conditions.host()["os"] == "Linux" else target["tests"]))
        here = target["tests"]
        said = ("StoreTests: 8 tests, 1 of them Linux only, 1 of them iOS or tvOS or visionOS only, 1 of them "
                "iOS simulator only, 1 of them macOS only, 1 of them not on Linux "
                f"({here} counted here, on {conditions.host()['os']})")
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            cli.print_sizes(data)
        self.assertIn(said, printed.getvalue())
        data["meta"].update({"date": "2026-12-06", "machine": "m", "swift": "s", "repeat": 1, "quick": False})
        self.assertIn(said, report.markdown(data))

    def test_aTargetWhoseTestsEveryPlatformBuildsSaysNothing(self):
        data = unbuilt.report(self.tree)
        data["test_targets"][0].pop("platforms")
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            cli.print_sizes(data)
        self.assertNotIn("some platforms only build", printed.getvalue())


class ReportTests(unittest.TestCase):
    def test_theReportOfAPackageSaysItsCFamilyLinesAndItsPlatformTests(self):
        root = temporary_tree(self, {
            "Package.swift": STORE_PACKAGE,
            "Sources/Store/Store.swift": "import StoreObjC\n\npublic struct Store {}\n",
            "Sources/StoreObjC/Store.m": OBJC,
            "Sources/StoreObjC/include/Store.h": "@interface Store\n@end\n",
            "Tests/StoreTests/ClockTests.swift": PLATFORM_SUITE,
        })
        out = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, out, True)
        text, data = report_with_a_failed_build(root, out, "error: no such module 'StoreObjC'\n")
        self.assertIn("| StoreObjC | library | 0 | 0 | 10 |", text)
        self.assertIn("C-family code lines in modules (as cloc counts them): 10 in 2 files", text)
        self.assertIn("StoreTests: 7 tests, 1 of them Linux only, 1 of them iOS or tvOS or visionOS only", text)
        self.assertEqual({r["name"]: r["c_family"]["code_lines"] for r in data["modules"]}, {"Store": 0, "StoreObjC": 10})
        self.assertEqual(data["c_family"]["in_no_module"]["files"], 0)
        self.assertEqual(data["test_targets"][0]["platforms"]["tests"], 7)


if __name__ == "__main__":
    unittest.main()
