"""Features as the authors named them: test support, build tooling and shared components that the
layout would read as screens (Other/UserIndicator, UITests/, Scripts/Templates/) are kept apart from
the features, the headline coupling figure counts features alone, an app's shared folders are rows
of their own, and a folder its authors named …Screen is a feature."""
import unittest

from tests.support import module_size_json
from tests.test_reading import temporary_tree
from fgtools import sourcetree

VIEW = "import SwiftUI\nstruct {0}View: View {{ var body: some View {{ {1} }} }}\n"
APP = {
    "project.yml": "name: Garden\ntargets:\n  Garden:\n    type: application\n    sources:\n      - Garden\n"
                   "      - Scripts\n      - Widgets\n      - path: GardenTests\n        includes: [TestingHooks.swift]\n"
                   "  GardenTests:\n    type: bundle.unit-test\n    sources:\n      - path: GardenTests\n"
                   "        excludes: [TestingHooks.swift]\n",
    # What the app compiles for its tests, in its test target's folder; the tests test Login.
    "GardenTests/TestingHooks.swift": "enum TestingHooks { static var on = false }\n",
    "GardenTests/LoginViewModelTests.swift": "import XCTest\nfinal class LoginViewModelTests: XCTestCase {\n"
                                             "    func testSignsIn() { _ = LoginViewModel() }\n}\n",
    # A folder of the app named like another folder of the tree.
    "Garden/Sources/Widgets/WidgetHints.swift": "enum WidgetHints {}\n",
    "Widgets/WidgetBundle.swift": "enum WidgetBundle {}\n",
    "Garden/Sources/GardenApp.swift": "@main struct GardenApp {}\n",
    # Two screens: Login names Profile's view and the shared toast; Profile names the toast.
    "Garden/Sources/Screens/Login/LoginView.swift": VIEW.format("Login", "ProfileView(); ToastView()"),
    "Garden/Sources/Screens/Login/LoginViewModel.swift": "final class LoginViewModel {}\n",
    "Garden/Sources/Screens/Profile/ProfileView.swift": VIEW.format("Profile", "ToastView()"),
    "Garden/Sources/Screens/Profile/ProfileViewModel.swift": "final class ProfileViewModel {}\n",
    # A component every screen shows, in the authors' folder of shared code.
    "Garden/Sources/Other/Toast/ToastView.swift": VIEW.format("Toast", "Text(\"\")"),
    "Garden/Sources/Other/Toast/ToastPresenter.swift": "final class ToastPresenter {}\n",
    # What the app target compiles for its UI tests.
    "Garden/Sources/UITests/UITestsView.swift": VIEW.format("UITests", "LoginView()"),
    "Garden/Sources/UITests/UITestsViewModel.swift": "final class UITestsViewModel {}\n",
    # Shared code beside the screens, and a screen its authors named by its folder alone.
    "Garden/Sources/Services/SessionService.swift": "final class SessionService {}\n",
    "Garden/Sources/Screens/CreatePollScreen/PollOptions.swift": "struct PollOptions {}\n",
    "Garden/Sources/Screens/CreatePollScreen/PollDraft.swift": "struct PollDraft {}\n",
    # A new screen's template, compiled to keep it building.
    "Scripts/Templates/Template/TemplateView.swift": VIEW.format("Template", "Text(\"\")"),
    "Scripts/Templates/Template/TemplateViewModel.swift": "final class TemplateViewModel {}\n",
}


class ApartFromFeaturesTests(unittest.TestCase):
    def module_size(self, files):
        return module_size_json(self, temporary_tree(self, files))

    def test_testSupportToolingAndSharedComponents_areNoFeatures_andKeepTheirRows(self):
        data = self.module_size(APP)
        kinds = {r["name"]: (r["kind"], r["files"]) for r in data["modules"]}
        # The app's folders are read from its own source folder, Garden/Sources, beside Scripts/: its
        # shared folders are rows of their own, not one row Garden; its Widgets/ is not the tree's.
        self.assertEqual(kinds, {"Login": ("feature", 2), "Profile": ("feature", 2), "CreatePollScreen": ("feature", 2),
                                 "Toast": ("library", 2), "Services": ("library", 1), "Garden/Widgets": ("library", 1),
                                 "Widgets": ("library", 1), "Garden": ("library", 1), "UITests": ("test support", 2),
                                 "GardenTests": ("test support", 1), "Template": ("tooling", 2)})
        # The tests in the test support's folder count for what they test, not for the folder.
        self.assertEqual({r["name"]: r["tests"] for r in data["modules"] if r["tests"]}, {"Login": 1})
        # Nothing is dropped: every line still counts.
        self.assertEqual(data["meta"]["attribution"]["code_lines"], data["meta"]["attribution"]["of"])

    def test_theHeadlineCouplingFigure_countsFeaturesAlone(self):
        data = self.module_size(APP)
        self.assertEqual(data["coupling"]["line"], "features that name another feature: 1 of 3")
        self.assertEqual(data["coupling"]["features"]["Login"]["names"],
                         {"Profile": {"references": 1, "types": ["ProfileView"]}})

    def test_aHiddenFolder_isTooling(self):
        data = self.module_size({
            "App/Login/LoginView.swift": VIEW.format("Login", "Text(\"\")"),
            "App/Login/LoginViewModel.swift": "final class LoginViewModel {}\n",
            "App/.tuist-bin/Runner/RunnerView.swift": VIEW.format("Runner", "Text(\"\")"),
            "App/.tuist-bin/Runner/RunnerViewModel.swift": "final class RunnerViewModel {}\n"})
        self.assertEqual({r["name"]: r["kind"] for r in data["modules"]}, {"Login": "feature", "Runner": "tooling"})

    def test_aPackageInAHiddenFolderOrBelowScripts_isTooling(self):
        manifest = ("// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n"
                    "    name: \"{0}\",\n    targets: [.executableTarget(name: \"{0}\")]\n)\n")
        data = self.module_size({
            "App/Login/LoginView.swift": VIEW.format("Login", "Text(\"\")"),
            "App/Login/LoginViewModel.swift": "final class LoginViewModel {}\n",
            ".tuist-bin/Package.swift": manifest.format("Runner"),
            ".tuist-bin/Sources/Runner/main.swift": "print(1)\n",
            "Scripts/Lint/Package.swift": manifest.format("Lint"),
            "Scripts/Lint/Sources/Lint/main.swift": "print(2)\n"})
        self.assertEqual({r["name"]: r["kind"] for r in data["modules"]},
                         {"Login": "feature", "Runner": "tooling", "Lint": "tooling"})
        # A module at the tree's root (its path ".") is below no hidden folder.
        self.assertEqual([sourcetree.is_tooling(p) for p in ("./", "./App/A.swift", "App/.bin/A.swift")],
                         [False, False, True])

    def test_aTreeOfSharedAndPlatformFolders_keepsTheScreensInShared(self):
        data = self.module_size({
            "Shared/Login/LoginView.swift": VIEW.format("Login", "Text(\"\")"),
            "Shared/Login/LoginViewModel.swift": "final class LoginViewModel {}\n",
            "iOS/Profile/ProfileView.swift": VIEW.format("Profile", "LoginView()"),
            "iOS/Profile/ProfileViewModel.swift": "final class ProfileViewModel {}\n"})
        self.assertEqual({r["name"]: r["kind"] for r in data["modules"]}, {"Login": "feature", "Profile": "feature"})

    def test_aScreenOnTwoPlatforms_isOneFeature_withItsSharedPart(self):
        # NetNewsWire's shape: Mac/AccountStats, iOS/AccountStats and Shared/AccountStats.
        data = self.module_size({
            "iOS/Stats/StatsView.swift": VIEW.format("Stats", "Text(\"\")"),
            "iOS/Stats/StatsViewModel.swift": "final class StatsViewModel {}\n",
            "Mac/Stats/StatsWindowController.swift": "final class StatsWindowController {}\n",
            "Mac/Sidebar/SidebarViewController.swift": "final class SidebarViewController {}\n",
            "Mac/About/AboutInfo.swift": "enum AboutInfo {}\n",
            "Shared/Stats/StatsFigures.swift": "struct StatsFigures {}\n",
            "Shared/Dinosaurs/DinosaursView.swift": VIEW.format("Dinosaurs", "Text(\"\")"),
            "Shared/Dinosaurs/DinosaursViewModel.swift": "final class DinosaursViewModel {}\n"})
        files = {r["name"]: (r["kind"], r["files"]) for r in data["modules"]}
        self.assertEqual(files["Stats"], ("feature", 4))
        # The platforms' shared folders are rows of their own, not one row Mac.
        self.assertEqual(files["About"], ("library", 1))
        self.assertNotIn("Mac", files)


if __name__ == "__main__":
    unittest.main()
