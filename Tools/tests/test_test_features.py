"""Tests per feature in every kind of project: a test file of a test target named after no module
(Element X's UnitTests) counts for the feature it tests, read from the type its name names, else
the types its code names, else its name; the rest count for no module, and are counted."""
import contextlib
import io
import os
import unittest

from tests.support import module_size_json
from tests.test_reading import temporary_tree
from fgtools import cli, testfeatures

# An app's code: two screens and a shared service.
CODE = {
    "Login/LoginView.swift": "import SwiftUI\nstruct LoginView: View { var body: some View { Text(\"\") } }\n",
    "Login/LoginViewModel.swift": "final class LoginViewModel { let session = SessionService() }\n",
    "Profile/ProfileView.swift": "import SwiftUI\nstruct ProfileView: View { var body: some View { Text(\"\") } }\n",
    "Profile/ProfileViewModel.swift": "final class ProfileViewModel {}\n",
    "Services/SessionService.swift": "final class SessionService {}\n",
}
TESTS = {
    # Named after a type of Login's: Login's, 2 tests.
    "LoginViewModelTests.swift": "import XCTest\nfinal class LoginViewModelTests: XCTestCase {\n"
                                 "    func testSignsIn() {}\n    func testRefuses() {}\n}\n",
    # Named after nothing: its code names Login's type twice, the shared service once: Login's.
    "SignInFlowTests.swift": "import XCTest\nfinal class SignInFlowTests: XCTestCase {\n"
                             "    func testFlow() { _ = LoginViewModel(); _ = LoginViewModel(); _ = SessionService() }\n}\n",
    # Named after the shared service: it tests shared code, no feature.
    "SessionServiceTests.swift": "import XCTest\nfinal class SessionServiceTests: XCTestCase {\n"
                                 "    func testStarts() { _ = LoginViewModel() }\n}\n",
    # Names no type of the app: its name starts with a feature's.
    "ProfileEditingTests.swift": "import XCTest\nfinal class ProfileEditingTests: XCTestCase {\n"
                                 "    func testEdits() {}\n}\n",
    # Names two screens as often: which one it tests, its code does not say.
    "PreviewSuiteTests.swift": "import XCTest\nfinal class PreviewSuiteTests: XCTestCase {\n"
                               "    func testLogin() { _ = LoginView() }\n    func testProfile() { _ = ProfileView() }\n}\n",
}
PLACED = {"LoginViewModelTests.swift": "Login", "SignInFlowTests.swift": "Login", "ProfileEditingTests.swift": "Profile"}
SUMMARY = {"attributed": {"files": 3, "tests": 4, "features": 2}, "unattributed": {"files": 2, "tests": 3}}


def tree(code_folder, tests_folder, extra):
    files = {os.path.join(code_folder, p): t for p, t in CODE.items()}
    files.update({os.path.join(tests_folder, p): t for p, t in TESTS.items()})
    files.update(extra)
    return files


XCODEGEN = tree("App", "UnitTests", {
    "project.yml": "name: Garden\ntargets:\n  Garden:\n    type: application\n    sources: [App]\n"
                   "  UnitTests:\n    type: bundle.unit-test\n    sources: [UnitTests]\n"
                   "    dependencies:\n      - target: Garden\n"})
TUIST = tree("Projects/App/Sources", "Projects/App/Tests", {
    "Projects/App/Project.swift":
        "import ProjectDescription\n\nlet project = Project(\n    name: \"App\",\n    targets: [\n"
        "        .target(name: \"App\", destinations: .iOS, product: .app, bundleId: \"garden.app\",\n"
        "                sources: [\"Sources/**\"]),\n"
        "        .target(name: \"UnitTests\", destinations: .iOS, product: .unitTests, bundleId: \"garden.tests\",\n"
        "                sources: [\"Tests/**\"], dependencies: [.target(name: \"App\")]),\n    ]\n)\n"})
PACKAGE = tree("Kit/Sources", "Kit/Tests/KitIntegrationTests", {
    "Kit/Package.swift":
        "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n"
        "    targets: [\n        .target(name: \"Services\"),\n"
        "        .target(name: \"Login\", dependencies: [\"Services\"]),\n        .target(name: \"Profile\"),\n"
        "        .testTarget(name: \"KitIntegrationTests\", dependencies: [\"Login\", \"Profile\", \"Services\"]),\n"
        "    ]\n)\n"})


class TestsPerFeatureTests(unittest.TestCase):
    def module_size(self, files):
        return module_size_json(self, temporary_tree(self, files))

    def assertTestsPerFeature(self, data, target):
        tests = {r["name"]: r["tests"] for r in data["modules"]}
        self.assertEqual((tests["Login"], tests["Profile"], tests["Services"]), (3, 1, 0))
        placed = {os.path.basename(t["path"]): t["module"] for t in data["test_files"]}
        self.assertEqual({name: module for name, module in placed.items() if module}, PLACED)
        self.assertEqual({t["target"] for t in data["test_files"]}, {target})
        self.assertEqual(data["meta"]["tests_by_feature"], SUMMARY)
        self.assertEqual({os.path.basename(t["path"]): t.get("by") for t in data["test_files"] if t.get("by")},
                         {"LoginViewModelTests.swift": testfeatures.BY_NAME, "SignInFlowTests.swift": testfeatures.BY_TYPES,
                          "ProfileEditingTests.swift": "its name"})

    def test_anXcodeGenUnitTestTarget_namedAfterNoModule_countsForTheFeaturesItTests(self):
        self.assertTestsPerFeature(self.module_size(XCODEGEN), "UnitTests")

    def test_aTuistUnitTestTarget_namedAfterNoModule_countsForTheFeaturesItTests(self):
        self.assertTestsPerFeature(self.module_size(TUIST), "UnitTests")

    def test_aLocalPackagesTestTarget_namedAfterNoModule_countsForTheFeaturesItTests(self):
        self.assertTestsPerFeature(self.module_size(PACKAGE), "KitIntegrationTests")

    def test_aTestTargetNamedAfterAModule_staysThatModules(self):
        files = dict(PACKAGE)
        files["Kit/Package.swift"] = files["Kit/Package.swift"].replace("KitIntegrationTests", "ServicesTests")
        files = {p.replace("KitIntegrationTests", "ServicesTests"): t for p, t in files.items()}
        data = self.module_size(files)
        self.assertEqual({r["name"]: r["tests"] for r in data["modules"]}, {"Login": 0, "Profile": 0, "Services": 7})
        self.assertEqual(data["meta"]["tests_by_feature"], {"attributed": {"files": 0, "tests": 0, "features": 0},
                                                            "unattributed": {"files": 0, "tests": 0}})

    def test_aFolderWithNoProject_placesByItsTypesTheTestsItsNamesPlaceNowhere(self):
        files = {os.path.join("App", p): t for p, t in CODE.items()}
        files.update({os.path.join("AppTests", p): t for p, t in TESTS.items()})
        data = self.module_size(files)
        placed = {os.path.basename(t["path"]): (t["module"], t.get("by")) for t in data["test_files"]}
        # The layout's reader places a test by the source file its name names (SessionService.swift is
        # the shared folder Services'); the rest are read for what they test.
        self.assertEqual(placed["LoginViewModelTests.swift"], ("Login", None))
        self.assertEqual(placed["SessionServiceTests.swift"], ("Services", None))
        self.assertEqual(placed["SignInFlowTests.swift"], ("Login", testfeatures.BY_TYPES))
        self.assertEqual(placed["PreviewSuiteTests.swift"], (None, None))
        self.assertEqual(data["meta"]["tests_by_feature"], {"attributed": {"files": 1, "tests": 1, "features": 1},
                                                            "unattributed": {"files": 1, "tests": 2}})

    def test_theTextSaysHowManyTestsWereAttributedAndHowManyCountForNoModule(self):
        self.assertEqual(testfeatures.line(SUMMARY),
                         "Tests attributed to a feature by what they test: 4 (3 files, 2 features); "
                         "3 tests (2 files) count for no module.")
        root = temporary_tree(self, XCODEGEN)
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            self.assertEqual(cli.main("module-size", ["--source-tree", root]), 0)
        self.assertIn(testfeatures.line(SUMMARY), out.getvalue())


if __name__ == "__main__":
    unittest.main()
