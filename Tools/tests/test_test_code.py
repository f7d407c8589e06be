"""Tests of what counts as test code in a tree no manifest or project file describes: test files
beside their sources (`…Tests.swift`, `…Spec.swift`) and test helpers (`Mock…`, `TestHelpers/`,
`Fakes/`, `Stubs/`) are test code, never a feature nor a type a feature names."""
import os
import shutil
import tempfile
import unittest

from tests.test_reading import write
from fgtools import coupling, package, rules, sourcetree, tests, unbuilt

APP = {
    "App/AppDelegate.swift": "final class AppDelegate {}\n",
    "App/Login/LoginView.swift": "struct LoginView { let preview = MockProfileData() }\n",
    "App/Login/LoginViewModel.swift": "final class LoginViewModel {}\n",
    # XCTest beside its source, naming a test helper.
    "App/Login/LoginViewModelTests.swift":
        "import XCTest\nfinal class LoginViewModelTests: XCTestCase {\n"
        "    func testSignsIn() { _ = MockProfileViewModel() }\n    func testRefuses() { _ = ProfileView() }\n}\n",
    "App/Profile/ProfileView.swift": "struct ProfileView {}\n",
    # A stand-in for previews in app code: a Mock… type is nobody's feature.
    "App/Profile/ProfileViewModel.swift": "final class ProfileViewModel {}\nstruct MockProfileData {}\n",
    # A Quick spec beside its source.
    "App/Profile/ProfileSpec.swift":
        "import Quick\nfinal class ProfileSpec: QuickSpec {\n    override class func spec() {\n"
        "        it(\"shows the name\") {}\n        it(\"hides the email\") {}\n    }\n}\n",
    # Mock… files: a ViewModel and a View of one name would make the feature MockProfile.
    "App/Mocks/MockProfileViewModel.swift": "final class MockProfileViewModel { let view = MockProfileView() }\n",
    "App/Mocks/MockProfileView.swift": "struct MockProfileView {}\n",
    "App/TestHelpers/LoginFixtures.swift": "enum LoginFixtures { static let name = \"Ann\" }\n",
    "App/Fakes/FakeClock.swift": "struct FakeClock {}\n",
    "App/Stubs/StubResponses.swift": "enum StubResponses {}\n",
}
HELPERS = ["App/Fakes/FakeClock.swift", "App/Mocks/MockProfileView.swift", "App/Mocks/MockProfileViewModel.swift",
           "App/Stubs/StubResponses.swift", "App/TestHelpers/LoginFixtures.swift"]


class TestCodeInASourceTreeTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, self.root, True)
        for path, text in APP.items():
            write(self.root, path, text)
        self.tree = sourcetree.load(self.root, rules.load())

    def test_testFilesBesideTheirSourcesAreTestsNotAppCode(self):
        sources = {m.name: sorted(m.sources) for m in self.tree.modules}
        self.assertEqual(sources["Login"], ["App/Login/LoginView.swift", "App/Login/LoginViewModel.swift"])
        self.assertEqual(sources["Profile"], ["App/Profile/ProfileView.swift", "App/Profile/ProfileViewModel.swift"])
        counts = tests.count_in_files(self.tree)
        found = {t.path: (counts[t.path], t.module) for t in self.tree.test_files}
        self.assertEqual(found["App/Login/LoginViewModelTests.swift"], (2, "Login"))
        self.assertEqual(found["App/Profile/ProfileSpec.swift"], (2, "Profile"))

    def test_testHelpersAreTestCode_neverAModuleNorAFeature(self):
        self.assertEqual(sorted(m.name for m in self.tree.modules), ["App", "Login", "Profile"])
        counts = tests.count_in_files(self.tree)
        helpers = sorted(t.path for t in self.tree.test_files if counts[t.path] == 0)
        self.assertEqual(helpers, HELPERS)

    def test_aFeatureNamingAMockTypeOrATestHelperNamesNoOtherFeature(self):
        result = coupling.measure(self.tree)
        self.assertEqual(result["features"]["Login"]["names"], {})
        self.assertEqual(result["line"], "features that name another feature: 0 of 2")


class MocksInAPackageTargetTests(unittest.TestCase):
    def test_aMockTypeOrAMockFileInAFeatureTargetIsNothingAnotherFeatureNames(self):
        root = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, root, True)
        write(root, "Sources/ProfileFeature/ProfileView.swift", "public struct ProfileView {}\npublic struct MockProfile {}\n")
        write(root, "Sources/ProfileFeature/Mocks/ProfileClientMock.swift", "public struct ProfileClientMock {}\n")
        write(root, "Sources/LoginFeature/LoginView.swift",
              "import ProfileFeature\nstruct LoginView { let a = MockProfile(); let b = ProfileClientMock() }\n")
        description = {"name": "App", "path": root, "targets": [
            {"name": "ProfileFeature", "type": "library", "path": "Sources/ProfileFeature", "module_type": "SwiftTarget",
             "sources": ["ProfileView.swift", "Mocks/ProfileClientMock.swift"]},
            {"name": "LoginFeature", "type": "library", "path": "Sources/LoginFeature", "module_type": "SwiftTarget",
             "sources": ["LoginView.swift"], "target_dependencies": ["ProfileFeature"]}]}
        result = coupling.measure(package.from_description(description, root, rules.load()))
        self.assertEqual(result["features"]["Login"]["names"], {})
        self.assertEqual(result["features"]["Login"]["imports"], ["Profile"])


class HelpersAManifestCompilesTests(unittest.TestCase):
    """A test helper is test code whichever target compiles it: an app target of an XcodeGen project
    (Mocks/ beside the sources, for previews), a target of nothing but mocks, a package's target."""

    def test_anXcodeGenAppTargetsMocks_areTestCode_andATargetOfMocksIsNoModule(self):
        root = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, root, True)
        write(root, "project.yml", "name: Chat\ntargets:\n  Chat:\n    type: application\n    sources: [Chat]\n"
              "    dependencies:\n      - target: ClientMocks\n"
              "  ClientMocks:\n    type: framework\n    sources: [ClientMocks]\n")
        write(root, "Chat/Rooms/RoomsView.swift", "struct RoomsView {\n    let client = RoomsClientMock()\n}\n")
        write(root, "Chat/Rooms/RoomsViewModel.swift", "final class RoomsViewModel {}\n")
        write(root, "Chat/Mocks/RoomsClientMock.swift", "struct RoomsClientMock {\n    var rooms = 0\n}\n")
        write(root, "Chat/Mocks/Generated/GeneratedMocks.swift", "struct SessionMock {}\n")
        write(root, "ClientMocks/MockClient.swift", "struct MockClient {}\nstruct MockRoom {}\n")
        tree = sourcetree.load(root, rules.load())
        self.assertEqual({m.name: sorted(m.sources) for m in tree.modules},
                         {"Chat": ["Chat/Rooms/RoomsView.swift", "Chat/Rooms/RoomsViewModel.swift"]})
        self.assertEqual(sorted(t.path for t in tree.test_files),
                         ["Chat/Mocks/Generated/GeneratedMocks.swift", "Chat/Mocks/RoomsClientMock.swift",
                          "ClientMocks/MockClient.swift"])
        data = unbuilt.report(tree)
        self.assertEqual(data["meta"]["attribution"], {"code_lines": 4, "of": 4, "files_in_no_target": []})

    def test_aPackageTargetsMockFile_isTestCode_notItsModulesCode(self):
        root = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, root, True)
        write(root, "Sources/ProfileFeature/ProfileView.swift", "public struct ProfileView {}\n")
        write(root, "Sources/ProfileFeature/Mocks/ProfileClientMock.swift", "public struct ProfileClientMock {}\n")
        description = {"name": "App", "path": root, "targets": [
            {"name": "ProfileFeature", "type": "library", "path": "Sources/ProfileFeature", "module_type": "SwiftTarget",
             "sources": ["ProfileView.swift", "Mocks/ProfileClientMock.swift"]}]}
        app = package.from_description(description, root, rules.load())
        self.assertEqual([(m.name, m.sources) for m in app.modules],
                         [("ProfileFeature", ["Sources/ProfileFeature/ProfileView.swift"])])
        self.assertEqual([(t.path, t.module) for t in app.test_files],
                         [("Sources/ProfileFeature/Mocks/ProfileClientMock.swift", "ProfileFeature")])


if __name__ == "__main__":
    unittest.main()


class HelpersNamedTestTests(unittest.TestCase):
    """XCTest runs `func test…()` instance methods that take nothing and are not private: a helper
    named test… that is private, static or takes parameters is not counted."""

    SUITE = """import XCTest

final class LoginTests: XCTestCase {
    func testLogsIn() {}
    func testRefusesAnEmptyName() async throws {}
    @MainActor func testShowsTheError() {}
    private func testHelper() {}
    fileprivate func testOtherHelper() {}
    static func testData() -> [String] { [] }
    class func testFixture() {}
    func testLogin(as name: String) {}
    func testWith<T>(_ value: T) {}
    func tested() {}
}
class Inline: XCTestCase { func testInline() {} }
"""

    def test_only_the_methods_xctest_runs(self):
        self.assertEqual(tests.count_test_functions(self.SUITE), 5,
                         "testLogsIn, testRefusesAnEmptyName, testShowsTheError, tested, testInline")

    def test_platform_count_agrees(self):
        self.assertEqual(sum(tests.platforms_of_tests(self.SUITE).values()), 5)
