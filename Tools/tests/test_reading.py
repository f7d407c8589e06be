"""Tests of what the tools read without building: a package from its manifest alone (a modular
app in the shape of a Composable Architecture package whose dependency can't be fetched), a
layered app with an Xcode project (a file in no target), project.pbxproj itself, and the
feature × feature coupling table (fixtures/ModularPackage, fixtures/LayeredApp)."""
import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest
from unittest import mock

from tests import support
from tests.support import FIXTURES, REPO, TOOLS, write
from tests.test_compare import MVVM_APP, naive_code_lines
from fgtools import (attribution, cli, compare, coupling, declarations, files, manifest, model, names, package, pbxproj, reading,
                     rules, sourcetree, swiftmanifest, tests, unbuilt, yamlsubset)
from fgtools.lines import code_only
from fgtools.common import ToolError

MODULAR = os.path.join(FIXTURES, "ModularPackage")
LAYERED = os.path.join(FIXTURES, "LayeredApp")
LOCAL_PACKAGE_APP = os.path.join(FIXTURES, "LocalPackageApp")
TUIST_APP = os.path.join(FIXTURES, "TuistApp")
XCODEGEN_APP = os.path.join(FIXTURES, "XcodeGenApp")
REDUCER_APP = os.path.join(FIXTURES, "ReducerApp")
SPLIT_FEATURE_PACKAGE = os.path.join(FIXTURES, "SplitFeaturePackage")
CORE_PACKAGE = os.path.join(FIXTURES, "CorePackage")
UIKIT_APP = os.path.join(FIXTURES, "UIKitApp")
APPENDED_TARGETS_PACKAGE = os.path.join(FIXTURES, "AppendedTargetsPackage")


def kinds_and_sizes(tree):
    """Each module of `tree` by name: its kind and how many sources it holds."""
    return {m.name: (m.kind, len(m.sources)) for m in tree.modules}


def temporary_tree(test_case, files):
    """A folder holding {relative path: text}, removed when the test ends."""
    root = tempfile.mkdtemp(prefix="fgtools-")
    test_case.addCleanup(shutil.rmtree, root, True)
    for relative, text in files.items():
        write(root, relative, text)
    return root


class ManifestTests(unittest.TestCase):
    def setUp(self):
        self.rules = rules.load()

    def test_aPackageWithAnUnreachableDependency_isReadFromItsManifest_withoutFetchingOrBuilding(self):
        copy = os.path.join(tempfile.mkdtemp(prefix="fgtools-"), "ModularPackage")
        self.addCleanup(shutil.rmtree, os.path.dirname(copy), True)
        shutil.copytree(MODULAR, copy)
        started = time.monotonic()
        data = unbuilt.report(reading.read(copy, self.rules))
        self.assertLess(time.monotonic() - started, 10)
        self.assertFalse(os.path.exists(os.path.join(copy, ".build", "checkouts")))
        self.assertFalse(os.path.exists(os.path.join(copy, "Package.resolved")))
        rows = {r["name"]: r for r in data["modules"]}
        self.assertEqual({n: r["kind"] for n, r in rows.items()},
                         {"HomeFeature": "feature", "SettingsFeature": "feature", "ApiClient": "library",
                          "Styleguide": "library"})
        self.assertEqual(rows["HomeFeature"]["path"], os.path.join("Sources", "HomeFeature"))
        self.assertEqual(rows["HomeFeature"]["dependencies"],
                         ["ApiClient", "ComposableArchitecture", "SettingsFeature", "Styleguide"])
        self.assertEqual(rows["HomeFeature"]["layers"], {"View": 8, "Reducer": 12})
        self.assertEqual(rows["ApiClient"]["layers"], {"Client": 3})
        self.assertEqual((rows["HomeFeature"]["tests"], data["totals"]["tests"]), (2, 2))
        for name, row in rows.items():
            sources = package.load(copy, self.rules).module(name).sources
            self.assertEqual(row["code_lines"], naive_code_lines(copy, sources), name)
        self.assertIn("nothing is built", data["meta"]["not_measured"]["coverage"])

    def test_targetPathsFollowSwiftPMsConventions_andSourcesAndExcludeNarrowThem(self):
        root = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, root, True)
        for path in ("src/Core/A.swift", "src/Core/Old/B.swift", "Custom/C.swift", "Custom/Skip/D.swift",
                     "Custom/E.swift", "Tests/CoreTests/T.swift", "src/Core/readme.md"):
            write(root, path, "let x = 1\n")
        described = manifest.describe({"name": "P", "targets": [
            {"name": "Core", "type": "regular", "exclude": ["Old"], "dependencies": [{"byName": ["Lib", None]}]},
            {"name": "App", "type": "executable", "path": "Custom", "sources": ["C.swift", "Skip"], "exclude": ["Skip/D.swift"],
             "dependencies": [{"target": ["Core", None]}, {"product": ["Parser", "swift-parser", None, None]}]},
            {"name": "CoreTests", "type": "test", "dependencies": [{"byName": ["Core", None]}]},
            {"name": "CSQLite", "type": "system", "dependencies": []}]}, root)
        targets = {t["name"]: t for t in described["targets"]}
        self.assertEqual((targets["Core"]["path"], targets["Core"]["sources"]), (os.path.join("src", "Core"), ["A.swift"]))
        self.assertEqual(targets["Core"]["product_dependencies"], ["Lib"])
        self.assertEqual((targets["App"]["type"], targets["App"]["sources"]), ("executable", ["C.swift"]))
        self.assertEqual((targets["App"]["target_dependencies"], targets["App"]["product_dependencies"]), (["Core"], ["Parser"]))
        self.assertEqual((targets["CoreTests"]["path"], targets["CoreTests"]["sources"]),
                         (os.path.join("Tests", "CoreTests"), ["T.swift"]))
        self.assertEqual(targets["CSQLite"]["type"], "system-target")

    def test_aManifestThatCannotBeRead_saysSoWithSwiftPMsWords(self):
        root = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, root, True)
        write(root, "Package.swift", "this is not a manifest\n")
        with self.assertRaises(ToolError) as raised:
            manifest.read(root)
        self.assertIn("cannot read the manifest", str(raised.exception))

    def test_thisPackageIsReadAsSwiftPMDescribesIt(self):
        """The manifest reading gives this repository's targets exactly as `swift package describe` does."""
        result = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=REPO, capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stderr[-2000:])
        described = json.loads(result.stdout[result.stdout.find("{"):])

        def essentials(targets):
            return sorted((t["name"], t["type"], t["path"], tuple(s for s in t.get("sources", []) if s.endswith(".swift")),
                           tuple(sorted(t.get("target_dependencies", []))), tuple(sorted(t.get("product_dependencies", []))))
                          for t in targets)
        self.assertEqual(essentials(manifest.read(REPO)["targets"]), essentials(described["targets"]))


class ModelTests(unittest.TestCase):
    """Every reader hands back the one model of an app (model.App), and the measurements read that
    model alone: a model made by hand is measured as one a reader made."""

    def setUp(self):
        self.rules = rules.load()

    def assertIsTheModel(self, app):
        self.assertIsInstance(app, model.App)
        self.assertTrue(app.modules and all(isinstance(m, model.Module) for m in app.modules))
        self.assertTrue(all(isinstance(t, model.TestFile) for t in app.test_files))
        for module in app.modules:
            self.assertTrue(module.sources and all(os.path.isfile(app.path_of(s)) for s in module.sources), module.name)
        for test_file in app.test_files:
            self.assertTrue(os.path.isfile(app.path_of(test_file.path)), test_file.path)

    def test_theManifestReader_givesTheModel_withEachTestTargetsFiles(self):
        app = package.from_description(support.viper_description(), support.VIPER_PACKAGE, self.rules)
        self.assertIsTheModel(app)
        self.assertEqual((app.source, app.from_manifest, all(m.compiled_apart for m in app.modules)), (model.PACKAGE, True, True))
        login = app.module("Login")
        self.assertEqual(login.test_targets, ["LoginTests"])
        self.assertEqual([t.path for t in app.test_files_of(login)], [os.path.join("Tests", "LoginTests", "LoginViewTests.swift")])
        self.assertEqual({t.target for t in app.test_files}, {t["name"] for t in app.test_targets})

    def test_theFolderReader_givesTheModel_withTheModuleEachTestFileTests(self):
        app = sourcetree.load(LAYERED, self.rules)
        self.assertIsTheModel(app)
        self.assertEqual((app.source, app.from_manifest, any(m.compiled_apart for m in app.modules)), (model.SOURCE_TREE, False, False))
        self.assertEqual([(t.path, t.module, t.target) for t in app.test_files],
                         [(os.path.join("UnitTests", "CountriesInteractorTests.swift"), "CountriesList", None)])
        self.assertEqual(app.xcode_projects, ["Countries.xcodeproj"])      # the project file's targets, read within

    def test_aOneTargetPackage_readByItsFolders_isTheModelToo_andRemembersItsManifest(self):
        one_target = {"name": "Demo", "targets": [{"name": "Demo", "type": "executable", "path": "Demo",
                                                    "sources": [os.path.relpath(s, "Demo") for m in
                                                                sourcetree.load(MVVM_APP, self.rules).modules
                                                                for s in m.sources]}]}
        app = reading.split_by_folders(package.from_description(one_target, MVVM_APP, self.rules))
        self.assertIsTheModel(app)
        self.assertEqual((app.source, app.from_manifest, app.one_target), (model.SOURCE_TREE, True, "Demo"))
        self.assertIn("Gather", [m.name for m in app.modules if m.kind == "feature"])

    def test_theMeasurementsReadTheModelAlone(self):
        root = temporary_tree(self, {
            "Login/LoginView.swift": "import Profile\n\nstruct LoginView {\n    let card: ProfileCard\n}\n",
            "Profile/ProfileCard.swift": "struct ProfileCard {}\n",
            "LoginTests/LoginViewTests.swift": "import XCTest\n\nfinal class T: XCTestCase {\n    func testA() {}\n}\n"})
        feature = rules.KindRule(kind="feature")
        app = model.App(name="Hand", root=root, rules=self.rules, test_targets=[{"name": "LoginTests", "path": "LoginTests"}],
                        system_targets=[], other_targets=[],
                        modules=[model.Module("Login", "Login", "feature", ["Profile"], ["Login/LoginView.swift"], feature,
                                              self.rules, ["LoginTests"]),
                                 model.Module("Profile", "Profile", "feature", [], ["Profile/ProfileCard.swift"], feature,
                                              self.rules)],
                        test_files=[model.TestFile("LoginTests/LoginViewTests.swift", target="LoginTests")])
        data = unbuilt.report(app)
        rows = {r["name"]: r for r in data["modules"]}
        self.assertEqual({n: (r["code_lines"], r["tests"], r["layers"]) for n, r in rows.items()},
                         {"Login": (4, 1, {"View": 4}), "Profile": (1, 0, {"Other": 1})})
        self.assertEqual(data["coupling"]["features"]["Login"]["names"], {"Profile": {"references": 1, "types": ["ProfileCard"]}})
        self.assertEqual(data["test_targets"], [{"name": "LoginTests", "tests": 1, "seconds": None, "average_ms": None}])


class FeatureNamingTests(unittest.TestCase):
    def test_targetsAndFoldersNamedFeatureSceneOrModule_areFeaturesByTheirName(self):
        self.assertEqual([names.feature_name(n) for n in ("HomeFeature", "LoginScene", "ProfileModule", "Module", "Styleguide")],
                         ["Home", "Login", "Profile", "Module", "Styleguide"])
        root = temporary_tree(self, {"App/ProfileScene/Avatar.swift": "struct Avatar {}\n",
                                     "App/ProfileScene/Helpers/Format.swift": "enum Format {}\n",
                                     "App/Shared/Colors.swift": "enum Colors {}\n", "App/Shared/More.swift": "enum More {}\n"})
        tree = sourcetree.load(root, rules.load())
        self.assertEqual(kinds_and_sizes(tree),
                         {"Profile": ("feature", 2), "Shared": ("library", 2)})

    def test_aTopFolderNamedLikeAFeature_isThatFeature(self):
        root = temporary_tree(self, {"Features/Backpack/Scene/BackpackViewController.swift": "final class BackpackViewController {}\n",
                                     "Features/Backpack/Scene/BackpackPresenter.swift": "final class BackpackPresenter {}\n",
                                     "Features/Backpack/Helpers/Format.swift": "enum Format {}\n"})
        tree = sourcetree.load(root, rules.load())
        self.assertEqual(kinds_and_sizes(tree), {"Backpack": ("feature", 3)})

    def test_folderNamesMatchWhateverTheirCase(self):
        root = temporary_tree(self, {
            "Src/views/turnips/TurnipsView.swift": "struct TurnipsView {}\n",
            "Src/views/turnips/Rows.swift": "struct Rows {}\n",
            "Src/Views/Carrots/CarrotsView.swift": "struct CarrotsView {}\n",
            "Src/application/Boot.swift": "enum Boot {}\n",
            "Src/networking/Client.swift": "enum Client {}\n",
            "SrcTests/turnips/RowsSortingTests.swift": "import XCTest\nfinal class T: XCTestCase { func testA() {} }\n",
        })
        tree = sourcetree.load(root, rules.load())
        self.assertEqual(kinds_and_sizes(tree),
                         {"Turnips": ("feature", 2), "Carrots": ("feature", 1), "App": ("app", 1),
                          "networking": ("library", 1)})
        self.assertEqual([t.module for t in tree.test_files], ["Turnips"])    # by its folder turnips/

    def test_aFolderIsNamedByWholeWordsOfItsFilesNames_neverByPartOfAWord(self):
        root = temporary_tree(self, {
            "Src/views/turnips/TurnipsView.swift": "struct TurnipsView {}\n",
            # UserListSubscribeView starts with "userLists" only if a word is cut: no feature UserListS.
            "Src/views/userLists/UserListSubscribeView.swift": "struct UserListSubscribeView {}\n",
            "Src/views/userLists/UserListRow.swift": "struct UserListRow {}\n",
            # The app's flat folder podcasts/ is no feature PodcastS holding everything beside this screen.
            "Src/podcasts/PodcastSettingsViewController.swift": "final class PodcastSettingsViewController {}\n",
            "Src/podcasts/Formatting.swift": "enum Formatting {}\n",
        })
        tree = sourcetree.load(root, rules.load())
        self.assertEqual(kinds_and_sizes(tree),
                         {"Turnips": ("feature", 1), "PodcastSettings": ("feature", 1), "podcasts": ("library", 1),
                          "views": ("library", 2)})

    def test_aFolderIsAFeatureByAScreensFile_notByAWorkerOrAServiceNamedAfterIt(self):
        root = temporary_tree(self, {
            "Bank/Scenes/Login/LoginInteractor.swift": "final class LoginInteractor {\n    let worker = APIWorker()\n"
                                                       "    let biometrics = BiometricsService()\n}\n",
            "Bank/Scenes/Login/LoginViewController.swift": "final class LoginViewController {}\n",
            "Bank/Scenes/Login/LoginWorker.swift": "final class LoginWorker {}\n",
            # Shared code in folders named like the one file that serves from them.
            "Bank/Shared/Worker/API/APIWorker.swift": "final class APIWorker {}\n",
            "Bank/Core/Biometrics/BiometricsService.swift": "final class BiometricsService {}\n",
            "Bank/Core/Biometrics/BiometricsRepository.swift": "final class BiometricsRepository {}\n"})
        tree = sourcetree.load(root, rules.load())
        self.assertEqual(kinds_and_sizes(tree),
                         {"Login": ("feature", 3), "Shared": ("library", 1), "Core": ("library", 2)})
        self.assertEqual(coupling.measure(tree)["line"], "features that name another feature: 0 of 1")

    def test_theFileNamedLikeItsFeature_isItsReducer_andABareRoleIsNone(self):
        declared = rules.load()
        self.assertEqual(declared.layer_in_feature("Sources/HomeFeature/Home.swift", "Home"), "Reducer")
        self.assertEqual(declared.layer_of("HomeFeature.swift"), "Reducer")
        self.assertEqual(declared.layer_of("GameCore.swift"), "Reducer")
        self.assertEqual(declared.layer_of("ApiLiveKey.swift"), "Live")
        self.assertEqual(declared.layer_of("CountriesWebRepository.swift"), "Repository")
        self.assertIsNone(declared.layer_of("Client.swift"))


def files_and_layers(app):
    """{module: (kind, {file name: layer})} as module-size measures them."""
    return {r["name"]: (r["kind"], {os.path.basename(f["path"]): f["layer"] for f in r["source_files"]})
            for r in unbuilt.report(app)["modules"]}


class ScratchFolderTests(unittest.TestCase):
    def test_aSecondScratchPath_isNotTheAppsCode(self):
        # Tools/report builds in .build-fgtools/coverage, where SwiftPM writes the tests' runner.swift.
        with tempfile.TemporaryDirectory() as root:
            for path in ("Sources/App/App.swift", ".build-fgtools/coverage/debug/runner.swift", ".build_ci/x.swift",
                         ".build/debug/y.swift"):
                os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
                with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
                    handle.write("let x = 1\n")
            self.assertEqual(files.swift_files(root), [os.path.join("Sources", "App", "App.swift")])


class DeclarationTests(unittest.TestCase):
    """Features and roles from what the code declares where names say otherwise or nothing: a
    reducer, a view controller, a view model or a presenter names a screen; a UIView subclass is a
    View, an NSManagedObject an Entity, and a file is a Reducer only when it declares one."""

    def setUp(self):
        self.rules = rules.load()

    def declared(self, code):
        return declarations.of_code(code_only(code), self.rules)

    def test_onlyTopLevelTypesInCodeAreRead(self):
        nested = self.declared("@Reducer\npublic struct PlayerListFeature {\n    @Reducer enum Destination {}\n}\n")
        self.assertEqual((nested.role, nested.screen, nested.types), ("Reducer", "PlayerList", {"PlayerListFeature"}))
        self.assertEqual(self.declared('// final class Fake: UIView {}\nlet text = """\nclass Fake: UIView\n"""\n'),
                         declarations.NOTHING)
        self.assertEqual(self.declared("struct Counter: ComposableArchitecture.Reducer {}\n").screen, "Counter")
        # The older TCA's reducer is a value, not a type: a Reducer that names no screen.
        old = self.declared("let counterReducer = Reducer<CounterState, CounterAction, Void> { _, _, _ in .none }\n")
        self.assertEqual((old.role, old.screen), ("Reducer", None))
        self.assertEqual(self.declared("@MainActor final class SettingsVM: ObservableObject {}\n").screen, "Settings")
        self.assertEqual(self.declared("class LoginViewController: BaseViewController, UITableViewDataSource {}\n").role,
                         "ViewController")
        # A cell's presenter is a Presenter, and names a cell, not a screen.
        cell = self.declared("final class PlayerTableViewCellPresenter {}\n")
        self.assertEqual((cell.role, cell.screen), ("Presenter", None))

    def test_aCompanionExtendingOneOfTheAppsTypes_isTheAppsOwn_whateverItsFileIsCalled(self):
        # GatherStoreReducer+Clock.swift extends GatherReducer, declared beside it: a Reducer, not an
        # extension of a framework type (which plays no role).
        with tempfile.TemporaryDirectory() as root:
            files = {
                "GatherStoreReducer.swift": "enum GatherReducer {\n    static func reduce() {}\n}\n",
                "GatherStoreReducer+Clock.swift": "extension GatherReducer {\n    static func start() {}\n}\n",
                "UIViewController+Alert.swift": "extension UIViewController {\n    func alert() {}\n}\n",
            }
            for name, text in files.items():
                with open(os.path.join(root, name), "w", encoding="utf-8") as handle:
                    handle.write(text)
            found = declarations.read(root, list(files), self.rules)
        self.assertFalse(found["GatherStoreReducer+Clock.swift"].foreign_companion)
        self.assertEqual(self.rules.role_from("Reducer", found["GatherStoreReducer+Clock.swift"], "GatherStoreReducer+Clock.swift"),
                         "Reducer")
        self.assertTrue(found["UIViewController+Alert.swift"].foreign_companion)

    def test_aGenericReducerWrapsAnother_andNamesNoScreen(self):
        found = declarations.of_code("@Reducer\npublic struct Echo<Base: Reducer> {}\n\n"
                                     "@Reducer\nstruct Counter {}\n", self.rules)
        self.assertEqual((found.role, found.screen), ("Reducer", "Counter"))
        found = declarations.of_code("@Reducer\npublic struct Echo<Base: Reducer> {}\n", self.rules)
        self.assertEqual((found.role, found.screen), ("Reducer", None))

    def test_aFileNamingAnAliasItExtends_isTheAppsOwn(self):
        # Gather's view model is the board every match screen draws (GatherViewModel = GatherBoard):
        # GatherViewModel.swift declares the alias and extends it, so it is a ViewModel, not a
        # framework type's extension.
        with tempfile.TemporaryDirectory() as root:
            text = "public typealias GatherViewModel = GatherBoard\n\nextension GatherViewModel {\n    init() {}\n}\n"
            with open(os.path.join(root, "GatherViewModel.swift"), "w", encoding="utf-8") as handle:
                handle.write(text)
            found = declarations.read(root, ["GatherViewModel.swift"], self.rules)
        self.assertEqual(found["GatherViewModel.swift"].types, {"GatherViewModel"})
        self.assertFalse(found["GatherViewModel.swift"].foreign_companion)
        self.assertEqual(self.rules.role_from("ViewModel", found["GatherViewModel.swift"], "GatherViewModel.swift"), "ViewModel")

    def test_aSingleTargetAppOfReducers_isOneFeaturePerReducer_itsFilesNamedLikeItJoiningIt(self):
        expected = {
            "Counter": ("feature", {"Counter.swift": "Reducer", "CounterView.swift": "View"}),
            # StopwatchCore.swift is named like a reducer and declares none.
            "Stopwatch": ("feature", {"Stopwatch.swift": "Reducer", "StopwatchView.swift": "View",
                                      "StopwatchCore.swift": "Other"}),
            # The reducer History sits in HistoryFeature.swift; HistoryRow declares a view.
            "History": ("feature", {"HistoryFeature.swift": "Reducer", "HistoryView.swift": "View",
                                    "HistoryRow.swift": "View"}),
            # The root reducer AppFeature holds every screen and is none.
            "App": ("app", {"AppFeature.swift": "Reducer", "TallyApp.swift": "Other", "Formatting.swift": "Other"}),
        }
        app_target = sourcetree.load(REDUCER_APP, self.rules)          # the project's one app target
        self.assertEqual(files_and_layers(app_target), expected)
        self.assertEqual([(t.path, t.module) for t in app_target.test_files],
                         [(os.path.join("TallyTests", "CounterTests.swift"), "Counter")])
        self.assertEqual(files_and_layers(sourcetree.load(os.path.join(REDUCER_APP, "Tally"), self.rules)), expected)
        one_target = package.from_description({"name": "Tally", "targets": [
            {"name": "Tally", "type": "executable", "path": "Tally",
             "sources": sorted(os.listdir(os.path.join(REDUCER_APP, "Tally")))}]}, REDUCER_APP, self.rules)
        self.assertTrue(reading.is_one_target_app(one_target))
        self.assertEqual(sorted(m.name for m in reading.split_by_folders(one_target, tool="test").modules),
                         ["App", "Counter", "History", "Stopwatch"])

    def test_rolesComeFromDeclarations_whereNamesDisagree(self):
        found = files_and_layers(sourcetree.load(UIKIT_APP, self.rules))
        # Basket.swift is named like its folder, as a feature's reducer would be, and is a UIView.
        self.assertEqual(found["Basket"], ("feature", {"Basket.swift": "View", "BasketViewController.swift": "ViewController",
                                                       "BasketPresenter.swift": "Presenter"}))
        self.assertEqual(found["Model"], ("library", {"Order+CoreDataClass.swift": "Entity",
                                                      "Order+CoreDataProperties.swift": "Entity"}))

    def test_anExtensionsFolderOfAFrameworksTypes_isNoFeature(self):
        found = files_and_layers(sourcetree.load(UIKIT_APP, self.rules))
        self.assertNotIn("UI", found)
        self.assertEqual(found["Extensions"], ("library", {"UIViewController+Alert.swift": "Other",
                                                          "UIViewController+Keyboard.swift": "Other",
                                                          "UIView+Shadow.swift": "Other"}))

    def test_aFileNamedJustLikeTheFrameworksTypeItExtends_namesNoFeature(self):
        root = temporary_tree(self, {
            "Social/Extension/UIViewController.swift": "import UIKit\n\nextension UIViewController {\n"
                                                       "    func showError() {}\n}\n",
            "Social/Extension/UIAlertController.swift": "extension UIAlertController {\n    func addCancel() {}\n}\n",
            "Social/Extension/UIView+Gesture.swift": "extension UIView {\n    func onTap() {}\n}\n",
            "Social/Scene/Profile/ProfileViewController.swift": "final class ProfileViewController: UIViewController {}\n",
            "Social/Scene/Profile/ProfileViewController+Layout.swift": "extension ProfileViewController {}\n",
            "Social/Scene/Profile/ProfileViewModel.swift": "final class ProfileViewModel {}\n"})
        found = files_and_layers(sourcetree.load(root, self.rules))
        self.assertEqual(found, {
            "Profile": ("feature", {"ProfileViewController.swift": "ViewController", "ProfileViewModel.swift": "ViewModel",
                                    "ProfileViewController+Layout.swift": "ViewController"}),
            "Extension": ("library", {"UIViewController.swift": "Other", "UIAlertController.swift": "Other",
                                      "UIView+Gesture.swift": "Other"})})

    def test_aGenericWrappersFiles_nameNoFeature(self):
        # AnyCoordinator.swift and AnyRouter.swift erase the types they are given (Bitwarden
        # Authenticator's): a Coordinator and a Router of one name, but Any is no screen.
        root = temporary_tree(self, {
            "Shared/Utilities/AnyCoordinator.swift": "open class AnyCoordinator<Route, Event>: Coordinator {}\n",
            "Shared/Utilities/AnyRouter.swift": "open class AnyRouter<Event, Route>: Router {}\n",
            "Shared/Settings/SettingsCoordinator.swift": "final class SettingsCoordinator: Coordinator {}\n",
            "Shared/Settings/SettingsView.swift": "struct SettingsView: View {}\n"})
        found = {name: kind for name, (kind, _) in files_and_layers(sourcetree.load(root, self.rules)).items()}
        self.assertEqual(found, {"Settings": "feature", "Utilities": "library"})

    def test_aScreenNamedOnlyByItsCode_isAFeature_withTheFilesBesideItNamedLikeIt(self):
        found = files_and_layers(sourcetree.load(UIKIT_APP, self.rules))
        self.assertEqual(found["Checkout"], ("feature", {"Checkout.swift": "ViewController", "CheckoutSummary.swift": "Other"}))
        self.assertEqual(found["Settings"], ("feature", {"SettingsVM.swift": "ViewModel", "SettingsForm.swift": "View"}))
        self.assertNotIn("Screens", found)
        # In a layered app the layout gives the screen: a presenter of a layer folder joins the one it names.
        root = temporary_tree(self, {
            "Countries/UI/CountriesList/CountriesListView.swift": "struct CountriesListView: View {}\n",
            "Countries/Presenters/CountriesPresenter.swift": "final class CountriesPresenter {}\n",
            "Countries/Presenters/ImagesPresenter.swift": "final class ImagesPresenter {}\n"})
        self.assertEqual({m.name: sorted(os.path.basename(s) for s in m.sources) for m in sourcetree.load(root, self.rules).modules},
                         {"CountriesList": ["CountriesListView.swift", "CountriesPresenter.swift"],
                          "Images": ["ImagesPresenter.swift"]})

    def test_aScreensSingularAndPluralFolders_andItsViewsFolder_areOneFeature_whenUnambiguous(self):
        tree = sourcetree.load(UIKIT_APP, self.rules)
        found = files_and_layers(tree)
        self.assertEqual(sorted(found["Player"][1]), ["PlayerPresenter.swift", "PlayerViewController.swift",
                                                      "PlayersDataSource.swift", "PlayersView.swift"])
        self.assertEqual(sorted(found["Profile"][1]), ["ProfileView.swift", "ProfileViewController.swift",
                                                       "ProfileViewModel.swift"])
        self.assertEqual([t.module for t in tree.test_files], ["Basket"])
        self.assertEqual(unbuilt.report(tree)["meta"]["attribution"], {"code_lines": 97, "of": 97, "files_in_no_target": []})
        # Two screens, a player's and the list of players, stay two.
        root = temporary_tree(self, {
            "Team/Player/PlayerViewController.swift": "final class PlayerViewController: UIViewController {}\n",
            "Team/Players/PlayersViewController.swift": "final class PlayersViewController: UIViewController {}\n",
            "Team/Players/PlayersView.swift": "final class PlayersView: UIView {}\n"})
        self.assertEqual(sorted(m.name for m in sourcetree.load(root, self.rules).modules), ["Player", "Players"])

    def test_aCoreTargetAndItsViewsTargets_areOneFeature(self):
        app = package.from_description(manifest.read_statically(SPLIT_FEATURE_PACKAGE), SPLIT_FEATURE_PACKAGE, self.rules)
        self.assertEqual({m.name: (m.kind, m.dependencies, m.test_targets, m.targets) for m in app.modules}, {
            "Game": ("feature", ["ComposableArchitecture"], ["GameCoreTests"], ["GameCore", "GameSwiftUI", "GameUIKit"]),
            "Login": ("feature", ["AuthenticationClient", "ComposableArchitecture", "Game"], ["LoginSwiftUITests"],
                      ["LoginCore", "LoginSwiftUI"]),
            "AuthenticationClient": ("library", [], [], [])})
        data = unbuilt.report(app)
        self.assertEqual({r["name"]: (r["files"], r["tests"], r["layers"]) for r in data["modules"]}, {
            "Game": (3, 2, {"View": 12, "Reducer": 19, "ViewController": 11}),
            "Login": (2, 1, {"View": 11, "Reducer": 17}), "AuthenticationClient": (1, 0, {"Client": 6})})
        # LoginSwiftUI imports GameSwiftUI: the feature Login imports and names the feature Game.
        self.assertEqual(data["coupling"]["features"]["Login"], {"names": {"Game": {"references": 1, "types": ["GameView"]}},
                                                                 "imports": ["Game"], "named_by": []})

    def test_aCoreTargetDeclaringItsScreen_isThatFeature_notOneWrappingAnyReducerNorAView(self):
        app = package.from_description(manifest.read_statically(CORE_PACKAGE), CORE_PACKAGE, self.rules)
        # BoardCore declares the reducer Board; EchoCore's reducer is generic (it wraps another), and
        # TileCore holds a view and no reducer: both stay libraries, as their names say nothing.
        self.assertEqual({m.name: (m.kind, m.test_targets, m.targets) for m in app.modules}, {
            "Board": ("feature", ["BoardCoreTests"], ["BoardCore"]), "EchoCore": ("library", [], []),
            "TileCore": ("library", [], []), "App": ("library", [], [])})
        self.assertEqual(app.module("App").dependencies, ["Board"])
        self.assertEqual({r["name"]: (r["files"], r["tests"], r["layers"]) for r in unbuilt.report(app)["modules"]}["Board"],
                         (2, 1, {"View": 9, "Reducer": 21}))

    def test_aTargetHoldingScreensNamedAfterIt_isAFeature_notOneHoldingOnlySharedViews(self):
        root = temporary_tree(self, {
            "Packages/Conversations/Package.swift": "import PackageDescription\nlet package = Package(name: \"Conversations\", "
                                                    "targets: [.target(name: \"Conversations\"), .target(name: \"DesignSystem\")])\n",
            # No ConversationsView: its screens are the list and the detail, named after the target all the same.
            "Packages/Conversations/Sources/Conversations/List/ConversationsListView.swift": "struct ConversationsListView {}\n",
            "Packages/Conversations/Sources/Conversations/Detail/ConversationDetailView.swift": "struct ConversationDetailView {}\n",
            "Packages/Conversations/Sources/DesignSystem/Views/AvatarView.swift": "struct AvatarView {}\n",
            "Packages/Conversations/Sources/DesignSystem/DesignTokens.swift": "enum DesignTokens {}\n"})
        tree = sourcetree.load(root, self.rules)
        self.assertEqual({m.name: m.kind for m in tree.modules}, {"Conversations": "feature", "DesignSystem": "library"})

    def test_aPluralTargetHoldingScreensNamedAfterItsSingular_isAFeature(self):
        root = temporary_tree(self, {
            "Packages/Lists/Package.swift": "import PackageDescription\nlet package = Package(name: \"Lists\", "
                                            "targets: [.target(name: \"Lists\"), .target(name: \"Tokens\")])\n",
            "Packages/Lists/Sources/Lists/Edit/ListEditView.swift": "struct ListEditView {}\n",
            "Packages/Lists/Sources/Lists/Create/ListCreateViewModel.swift": "final class ListCreateViewModel {}\n",
            # A shared kit's view named after no screen of its target: Tokens stays a library.
            "Packages/Lists/Sources/Tokens/AvatarView.swift": "struct AvatarView {}\n"})
        self.assertEqual({m.name: m.kind for m in sourcetree.load(root, self.rules).modules},
                         {"Lists": "feature", "Tokens": "library"})

    def test_aPackageOfFeatures_isReadTheSame_whereverItSits(self):
        at_root = package.from_description(manifest.read_statically(SPLIT_FEATURE_PACKAGE), SPLIT_FEATURE_PACKAGE,
                                           self.rules)
        root = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, root, True)
        shutil.copytree(SPLIT_FEATURE_PACKAGE, os.path.join(root, "App", "Packages", "Noughts"))
        write(root, "App/NoughtsApp.swift", "@main\nstruct NoughtsApp {}\n")
        # A package whose target says nothing by its name: its code declares the screen Settings.
        write(root, "Modules/Settings/Package.swift", 'import PackageDescription\nlet package = Package(name: "Settings", '
              'targets: [.target(name: "Settings"), .target(name: "Theme")])\n')
        write(root, "Modules/Settings/Sources/Settings/Settings.swift", "@Reducer\nstruct Settings {}\n")
        write(root, "Modules/Settings/Sources/Theme/Colors.swift", "enum Colors {}\n")
        tree = sourcetree.load(root, self.rules)
        kinds = {m.name: m.kind for m in tree.modules}
        self.assertEqual({n: k for n, k in kinds.items() if n in {m.name for m in at_root.modules}},
                         {m.name: m.kind for m in at_root.modules})
        self.assertEqual((kinds["Settings"], kinds["Theme"], kinds["App"]), ("feature", "library", "app"))


class WholeAppTests(unittest.TestCase):
    """An Xcode app's local packages are read from their manifests (as text: nothing is run), their
    targets becoming the app's modules, and every output says how much of the app was read."""

    def setUp(self):
        self.rules = rules.load()

    def test_aLocalPackageOfAnXcodeApp_givesItsTargetsAsModules_andItsTestTarget(self):
        app = sourcetree.load(LOCAL_PACKAGE_APP, self.rules)
        self.assertEqual({m.name: (m.kind, m.path) for m in app.modules},
                         {"CartFeature": ("feature", os.path.join("Packages", "Features", "Sources", "CartFeature")),
                          "CatalogFeature": ("feature", os.path.join("Packages", "Features", "Sources", "CatalogFeature")),
                          "App": ("app", "Shop")})
        self.assertEqual(app.module("CartFeature").dependencies, ["CatalogFeature"])
        self.assertEqual(app.manifests, [os.path.join("Packages", "Features", "Package.swift")])
        data = unbuilt.report(app)
        rows = {r["name"]: r for r in data["modules"]}
        self.assertEqual({n: (r["files"], r["code_lines"], r["tests"]) for n, r in rows.items()},
                         {"CartFeature": (1, 9, 2), "CatalogFeature": (1, 11, 0), "App": (1, 8, 0)})
        self.assertEqual(data["test_targets"], [{"name": "CartFeatureTests", "tests": 2, "seconds": None, "average_ms": None}])
        # The manifest is no code, and nothing is left out.
        self.assertEqual(data["totals"]["files"], 3)
        self.assertEqual(data["meta"]["attribution"], {"code_lines": 28, "of": 28, "files_in_no_target": []})
        # CartFeature imports CatalogFeature, so the Product it names is Catalog's.
        self.assertEqual(data["coupling"]["features"]["Cart"]["names"], {"Catalog": {"references": 1, "types": ["Product"]}})

    def test_moduleSizeCountsTheLocalPackagesCode_andSaysHowMuchItRead(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            status = cli.main("module-size", ["--source-tree", LOCAL_PACKAGE_APP, "--json"])
        data = json.loads(out.getvalue())
        self.assertEqual(status, 0)
        self.assertEqual([(r["name"], r["kind"], r["code_lines"], r["tests"]) for r in data["modules"]],
                         [("CartFeature", "feature", 9, 2), ("CatalogFeature", "feature", 11, 0), ("App", "app", 8, 0)])
        self.assertEqual((data["totals"]["code_lines"], data["totals"]["tests"]), (28, 2))
        self.assertEqual(data["meta"]["attribution"], {"code_lines": 28, "of": 28, "files_in_no_target": []})

    def test_theProjectFilesLocalPackageReference_isRead(self):
        self.assertEqual(pbxproj.local_packages(os.path.join(LOCAL_PACKAGE_APP, "Shop.xcodeproj")),
                         [os.path.join(LOCAL_PACKAGE_APP, "Packages", "Features")])

    def test_aManifestReadAsText_givesWhatSwiftPMDescribes(self):
        static = {t["name"]: t for t in manifest.read_statically(support.VIPER_PACKAGE)["targets"]}
        for described in support.viper_description()["targets"]:
            found = static[described["name"]]
            self.assertEqual((found["type"], found["path"], found["sources"], sorted(found["target_dependencies"])),
                             (described["type"], described["path"], described["sources"],
                              sorted(described.get("target_dependencies", []))), described["name"])

    def test_aManifestsConstantsArraysAndCommentsAreFollowed(self):
        parsed = swiftmanifest.parse("""
            // let package = Package(name: "Commented")
            let shared: [Target.Dependency] = ["Core", .product(name: "Lib", package: "lib")]
            let package = Package(
                name: "Demo",
                targets: [
                    .target(name: "Core", path: "Sources/Core", exclude: ["Old.swift"]),
                    .target(name: "Home", dependencies: shared + [.target(name: "Extra")]),
                ] + [.testTarget(name: "HomeTests", dependencies: ["Home"])]
            )
        """)
        self.assertEqual(parsed["name"], "Demo")
        self.assertEqual([(t["name"], t["type"], t["path"], t["exclude"]) for t in parsed["targets"]],
                         [("Core", "regular", "Sources/Core", ["Old.swift"]), ("Home", "regular", None, []),
                          ("HomeTests", "test", None, [])])
        self.assertEqual(parsed["targets"][1]["dependencies"],
                         [{"byName": ["Core", None]}, {"product": ["Lib", "lib"]}, {"target": ["Extra", None]}])

    def test_targetsAddedAfterThePackageIsMade_areRead_inAnIfToo(self):
        with open(os.path.join(APPENDED_TARGETS_PACKAGE, "Package.swift"), encoding="utf-8") as handle:
            parsed = swiftmanifest.parse(handle.read())
        self.assertEqual([(t["name"], t["type"], t["dependencies"]) for t in parsed["targets"]], [
            ("SharedModels", "regular", []),
            ("BoardFeature", "regular", [{"byName": ["SharedModels", None]}, {"byName": ["Styleguide", None]}]),
            ("BoardFeatureTests", "test", [{"byName": ["BoardFeature", None]}]),
            ("ScoreServer", "regular", [{"byName": ["SharedModels", None]}]),
            ("Styleguide", "regular", [])])

    def test_anAppsProjectBelowThePackageItBuildsFrom_addsItsOwnFiles(self):
        app = sourcetree.load(APPENDED_TARGETS_PACKAGE, self.rules)
        self.assertEqual({m.name: (m.kind, m.sources) for m in app.modules}, {
            "BoardFeature": ("feature", ["Sources/BoardFeature/BoardView.swift"]),
            "ScoreServer": ("library", ["Sources/ScoreServer/Scores.swift"]),
            "SharedModels": ("library", ["Sources/SharedModels/Mark.swift"]),
            "Styleguide": ("library", ["Sources/Styleguide/Palette.swift"]),
            "iOS": ("library", ["App/iOS/NoughtsApp.swift"])})      # a folder below the project's App/
        data = unbuilt.report(app)
        self.assertEqual(data["meta"]["attribution"], {"code_lines": 25, "of": 25, "files_in_no_target": []})
        self.assertEqual(data["test_targets"], [{"name": "BoardFeatureTests", "tests": 1, "seconds": None, "average_ms": None}])

    def test_whatWasLeftOut_isSaid_andWarnedOfAboveFivePercent(self):
        found = unbuilt.report(sourcetree.load(LAYERED, self.rules))["meta"]["attribution"]
        self.assertEqual(found, {"code_lines": 30, "of": 34,
                                 "files_in_no_target": [os.path.join("Countries", "Repositories", "OldRepository.swift")]})
        self.assertEqual(attribution.lines(found), [
            "30 of 34 Swift code lines attributed to a module (88.2 %); 1 file in no target: "
            "Countries/Repositories/OldRepository.swift.",
            "Warning: 11.8 % of the Swift code (4 lines) is in no module: the figures leave it out."])
        whole = unbuilt.report(sourcetree.load(LOCAL_PACKAGE_APP, self.rules))
        sides = [{"label": "Layered", "path": LAYERED, "data": unbuilt.report(sourcetree.load(LAYERED, self.rules))},
                 {"label": "Shop", "path": LOCAL_PACKAGE_APP, "data": whole}]
        result = compare.compare(sides, self.rules)
        self.assertEqual(result["attribution"]["Shop"], {"code_lines": 28, "of": 28, "files_in_no_target": []})
        text = compare.markdown(result)
        self.assertIn("- **Layered**: 30 of 34 Swift code lines attributed to a module (88.2 %) — **more than 5 %", text)
        self.assertIn("- **Shop**: 28 of 28 Swift code lines attributed to a module (100.0 %).", text)


class GeneratedProjectTests(unittest.TestCase):
    """Tuist and XcodeGen projects are read from their manifests (nothing is run): their targets are
    the app's modules, their test targets' files its tests, and manifests, plugins and templates no code."""

    def module_size(self, root):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            self.assertEqual(cli.main("module-size", ["--source-tree", root, "--json"]), 0)
        return json.loads(out.getvalue())

    def test_aTuistWorkspace_givesAModulePerProjectTarget_andItsTests(self):
        data = self.module_size(TUIST_APP)
        self.assertEqual([(r["name"], r["kind"], r["code_lines"], r["tests"]) for r in data["modules"]],
                         [("Domain", "foundation", 3, 0), ("HomeFeature", "feature", 15, 2),
                          ("SettingsFeature", "feature", 4, 1), ("App", "executable", 8, 0)])
        # Workspace.swift, the Project.swift files, Tuist/ (helpers, templates), Plugins/ and what
        # `tuist generate` wrote to a Derived/ folder (committed, as 3dollars-in-my-pocket's are) are no code.
        self.assertEqual((data["totals"]["code_lines"], data["meta"]["attribution"]["of"]), (30, 30))
        self.assertEqual([t["name"] for t in data["test_targets"]], ["HomeFeatureTests", "SettingsFeatureTests"])
        dependencies = {r["name"]: r["dependencies"] for r in data["modules"]}
        self.assertEqual(dependencies["HomeFeature"], ["Charts", "Domain"])
        self.assertEqual(dependencies["SettingsFeature"], ["Domain"])        # as its helper's call says

    def test_anXcodeGenProject_putsTestsBesideTheirSourcesInItsTestTarget(self):
        data = self.module_size(XCODEGEN_APP)
        self.assertEqual([(r["name"], r["kind"], r["code_lines"], r["tests"]) for r in data["modules"]],
                         [("Garden", "feature", 18, 2), ("Market", "feature", 4, 0), ("TurnipKit", "library", 3, 0),
                          ("App", "app", 7, 0)])
        self.assertEqual(data["test_targets"], [{"name": "TurnipTests", "tests": 2, "seconds": None, "average_ms": None}])
        # The mock beside the sources is test code of the test target, never app code nor a feature.
        self.assertEqual({t["path"]: (t["module"], t["target"]) for t in data["test_files"]},
                         {os.path.join("Turnip", "Garden", "GardenViewModelTests.swift"): ("Garden", "TurnipTests"),
                          os.path.join("Turnip", "Garden", "MockGardenService.swift"): ("Garden", "TurnipTests")})
        self.assertEqual(data["meta"]["attribution"], {"code_lines": 32, "of": 32, "files_in_no_target": []})
        self.assertEqual(data["meta"]["manifests"], ["project.yml"])

    def test_anXcodeGenSpecNamedForXcodegenSpec_isRead_andItsFrameworkOfScreensSplitByFolders(self):
        root = temporary_tree(self, {
            "project-app.yml": "name: Turnip\ntargets:\n  Turnip:\n    type: application\n    sources:\n"
                               "      - path: App\n        excludes: ['**/*Tests.swift']\n"
                               "    dependencies:\n      - target: TurnipShared\n"
                               "  TurnipShared:\n    type: framework\n    sources:\n      - path: Shared\n"
                               "        excludes: ['**/*Tests.swift']\n"
                               "  TurnipSharedTests:\n    type: bundle.unit-test\n    sources:\n      - path: Shared\n"
                               "        includes: ['**/*Tests.swift']\n      - path: GlobalTestSupport\n",
            "project-ci.yml": "jobs:\n  build: {}\n",          # a spec's name, but no project
            "App/TurnipApp.swift": "struct TurnipApp {}\n",
            "Shared/UI/Market/MarketView.swift": "struct MarketView {}\n",
            "Shared/UI/Market/MarketViewModel.swift": "final class MarketViewModel {}\n",
            "Shared/UI/Market/MarketViewModelTests.swift": "import XCTest\nfinal class T: XCTestCase { func testA() {} }\n",
            "Shared/UI/Garden/GardenView.swift": "struct GardenView {}\n",
            "Shared/UI/Garden/GardenProcessor.swift": "final class GardenProcessor {}\n",
            "Shared/UI/Garden/GardenViewModel.swift": "final class GardenViewModel {}\n",
            "Shared/Core/Prices.swift": "enum Prices {}\n",
            # Helpers only a test target compiles, in a folder named for no test.
            "GlobalTestSupport/Support/TurnipTestCase.swift": "import XCTest\nclass TurnipTestCase: XCTestCase {}\n"})
        tree = sourcetree.load(root, rules.load())
        self.assertEqual(tree.manifests, ["project-app.yml"])
        # The framework holds the app's screens in folders: they are its features, as an app target's are.
        self.assertEqual(kinds_and_sizes(tree),
                         {"Market": ("feature", 2), "Garden": ("feature", 3), "Core": ("library", 1),
                          "Turnip": ("executable", 1)})
        self.assertEqual(sorted((t.path, t.target, t.module) for t in tree.test_files),
                         [("GlobalTestSupport/Support/TurnipTestCase.swift", "TurnipSharedTests", None),
                          ("Shared/UI/Market/MarketViewModelTests.swift", "TurnipSharedTests", "Market")])
        self.assertTrue(reading.has_project(root))

    def test_aTuistWorkspaceOfFeatureModules_keepsEachModuleWhole_andAnAppTargetsFoldersAreReadFromItsOwn(self):
        # 3dollars-in-my-pocket's shape: helper-made projects under Modules/Feature/ and Modules/Core/,
        # the app's target in App/Targets/<name>/Sources with screens of its own.
        helper = 'import ProjectDescription\nlet project = Project.module(name: "{}")\n'
        root = temporary_tree(self, {
            "Workspace.swift": 'import ProjectDescription\nlet workspace = Workspace(name: "Dex", projects: ["App", "Modules/**"])\n',
            "Tuist/ProjectDescriptionHelpers/Project+Module.swift": "extension Project { static func module() {} }\n",
            "Modules/Feature/Home/Project.swift": helper.format("Home"),
            "Modules/Feature/Home/Targets/Home/Sources/HomeViewController.swift": "final class HomeViewController {}\n",
            "Modules/Feature/Home/Targets/Home/Sources/HomeViewModel.swift": "final class HomeViewModel {}\n",
            # A feature module of screens none named after it: the authors' feature Account, whole.
            "Modules/Feature/Account/Project.swift": helper.format("Account"),
            "Modules/Feature/Account/Targets/Account/Sources/AccountRouting.swift": "enum AccountRouting {}\n",
            "Modules/Feature/Account/Targets/Account/Sources/Signin/SigninViewController.swift": "final class SigninViewController {}\n",
            "Modules/Feature/Account/Targets/Account/Sources/Nickname/NicknameViewController.swift": "final class NicknameViewController {}\n",
            # Shared views in folders named after them: the library DesignSystem still, no feature Loading.
            "Modules/Core/DesignSystem/Project.swift": helper.format("DesignSystem"),
            "Modules/Core/DesignSystem/Sources/Loading/LoadingView.swift": "final class LoadingView {}\n",
            "Modules/Core/DesignSystem/Sources/Loading/LoadingViewModel.swift": "final class LoadingViewModel {}\n",
            "Modules/Core/DesignSystem/Sources/Toast/ToastView.swift": "final class ToastView {}\n",
            "Modules/Core/DesignSystem/Sources/Toast/ToastViewModel.swift": "final class ToastViewModel {}\n",
            "Modules/Core/DesignSystem/Sources/Colors.swift": "enum Colors {}\n",
            "App/Project.swift": 'import ProjectDescription\nlet project = Project(name: "App", targets: [\n'
                                 '    .target(name: "Dex", product: .app, sources: ["Targets/Dex/Sources/**"])])\n',
            "App/Targets/Dex/Sources/AppDelegate.swift": "final class AppDelegate {}\n",
            "App/Targets/Dex/Sources/Network/Client.swift": "final class Client {}\n",
            "App/Targets/Dex/Sources/domain/splash/SplashViewController.swift": "final class SplashViewController {}\n",
            "App/Targets/Dex/Sources/domain/main/MainViewController.swift": "final class MainViewController {}\n"})
        tree = sourcetree.load(root, rules.load())
        self.assertEqual(kinds_and_sizes(tree),
                         {"Home": ("feature", 2), "Account": ("feature", 3), "DesignSystem": ("library", 5),
                          "Splash": ("feature", 1), "Main": ("feature", 1), "Network": ("library", 1),
                          "App": ("app", 1)})

    def test_aRootProjectWhoseTargetsAHelperMakes_isReadByItsLayout(self):
        root = temporary_tree(self, {
            "Project.swift": 'import ProjectDescription\nlet project = Project.app(name: "Dex", modules: [module("Home")])\n',
            "Tuist/ProjectDescriptionHelpers/App.swift": "extension Project { static func app() {} }\n",
            "Features/Home/HomeViewController.swift": "final class HomeViewController {}\n",
            "Features/Home/HomePresenter.swift": "final class HomePresenter {}\n"})
        tree = sourcetree.load(root, rules.load())
        self.assertEqual(kinds_and_sizes(tree), {"Home": ("feature", 2)})
        self.assertEqual(tree.not_compiled, [])

    def test_aFileTwoTargetsCompile_countsOnceForTheNearestTarget_andIncludedManifestsAreRead(self):
        root = temporary_tree(self, {
            "project.yml": "name: Dex\ninclude:\n  - path: Widget/target.yml\ntargets:\n  Dex:\n    type: application\n"
                           "    sources: [Dex, Widget/Sources]\n    postBuildScripts:\n      - script: |\n"
                           "          echo 'targets: none'\n",
            "Widget/target.yml": "targets:\n  Widget:\n    type: app-extension\n    sources:\n      - path: Sources\n",
            "Dex/DexApp.swift": "struct DexApp {}\n",
            "Widget/Sources/WidgetEntry.swift": "struct WidgetEntry {}\n"})
        tree = sourcetree.load(root, rules.load())
        self.assertEqual({m.name: m.sources for m in tree.modules},
                         {"Dex": [os.path.join("Dex", "DexApp.swift")],
                          "Widget": [os.path.join("Widget", "Sources", "WidgetEntry.swift")]})

    def test_aPackageOfToolsBesideAnAppsProject_leavesTheProjectToBeRead(self):
        root = temporary_tree(self, {
            "Package.swift": '// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: "Scripts", '
                             'targets: [.executableTarget(name: "Lint", path: "Tools/Lint")])\n',
            "Tools/Lint/main.swift": "print(1)\n",
            "project.yml": "name: Dex\ntargets:\n  Dex:\n    type: application\n    sources: [Dex]\n",
            "Dex/DexApp.swift": "struct DexApp {}\n"})
        app = reading.read(root, rules.load(), tool="test")
        self.assertEqual(([m.name for m in app.modules], app.manifests), (["Dex"], ["project.yml"]))

    def test_theYamlOfAnXcodeGenProjectIsRead(self):
        parsed = yamlsubset.parse("name: A # comment\ntargets:\n  A:\n    sources: [X, 'Y']\n    dependencies:\n"
                                  "    - target: B\n      link: false\n    - {package: C}\n")
        self.assertEqual(parsed, {"name": "A", "targets": {"A": {"sources": ["X", "Y"], "dependencies": [
            {"target": "B", "link": "false"}, {"package": "C"}]}}})


class XcodeProjectTests(unittest.TestCase):
    def test_theLayeredAppsFilesComeFromItsTargets_andItsLayersJoinTheFeatureTheyName(self):
        tree = sourcetree.load(LAYERED, rules.load())
        modules = {m.name: sorted(os.path.basename(s) for s in m.sources) for m in tree.modules}
        self.assertEqual(modules, {
            "CountriesList": ["CountriesInteractor.swift", "CountriesListView.swift"],
            "CountryDetails": ["CountryDetailsView.swift"],
            "Core": ["AppEnvironment.swift"],
            "Interactors": ["ImagesInteractor.swift"],                   # names no feature: shared, listed
            "Repositories": ["CountriesWebRepository.swift"],            # Countries+Web starts no feature's name
        })
        self.assertEqual(tree.not_compiled, [os.path.join("Countries", "Repositories", "OldRepository.swift")])
        counts = tests.count_in_files(tree)
        self.assertEqual([(t.path, counts[t.path], t.module) for t in tree.test_files],
                         [(os.path.join("UnitTests", "CountriesInteractorTests.swift"), 2, "CountriesList")])
        data = unbuilt.report(tree)
        self.assertEqual(data["meta"]["xcode_projects"], ["Countries.xcodeproj"])
        self.assertEqual(data["totals"]["code_lines"], 30)

    def test_aFeatureGivenWithItsPath_holdsWhatIsBelowIt_withAProjectFileToo_andNothingJoinsItByName(self):
        # The project's Interactors/CountriesInteractor.swift joins CountriesList by name without a mapping.
        tree = sourcetree.load(LAYERED, rules.load(), ["CountriesList=Countries/UI/CountriesList",
                                                        "CountriesList=UnitTests"])
        modules = {m.name: sorted(os.path.basename(s) for s in m.sources) for m in tree.modules}
        self.assertEqual(modules["CountriesList"], ["CountriesListView.swift"])
        self.assertEqual(modules["Interactors"], ["CountriesInteractor.swift", "ImagesInteractor.swift"])
        self.assertEqual([(t.path, t.module) for t in tree.test_files],      # below a PATH of the feature
                         [(os.path.join("UnitTests", "CountriesInteractorTests.swift"), "CountriesList")])

    def test_withoutAProjectFile_aFeaturesPathHoldsItsTests_andAFileOutsideItNamedLikeItStaysOutside(self):
        root = temporary_tree(self, {
            "App/Screens/Auth/LoginViewController.swift": "final class LoginViewController {}\n",
            "App/Screens/Auth/AuthTests/FlowTests.swift": "import XCTest\nfinal class FlowTests: XCTestCase { func testA() {} }\n",
            "App/Shared/LoginViewController.swift": "final class SharedLoginViewController {}\n",
            "App/Shared/LoginHelper.swift": "struct LoginHelper {}\n",
            "App/Login/LoginPresenter.swift": "final class LoginPresenter {}\n",
            "AppTests/LoginFlowTests.swift": "import XCTest\nfinal class LoginFlowTests: XCTestCase { func testB() {} }\n",
        })
        tree = sourcetree.load(root, rules.load(), ["Login=App/Screens/Auth"])
        modules = {m.name: sorted(m.sources) for m in tree.modules}
        self.assertEqual(modules["Login"], [os.path.join("App", "Screens", "Auth", "LoginViewController.swift")])
        self.assertEqual(sorted(modules), ["Login", "Login/", "Shared"])     # the folder Login/ is not the feature
        self.assertEqual(len(modules["Shared"]), 2)
        self.assertEqual({t.path: t.module for t in tree.test_files},
                         {os.path.join("App", "Screens", "Auth", "AuthTests", "FlowTests.swift"): "Login",
                          os.path.join("AppTests", "LoginFlowTests.swift"): None})

    def test_synchronizedFolders_quotedStrings_andExceptionsPerTarget(self):
        root = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, root, True)
        for path in ("My App/A.swift", "My App/Sub/B.swift", "My App/Preview.swift", "Tests/T.swift"):
            write(root, path, "let x = 1\n")
        write(root, "P.xcodeproj/project.pbxproj", """// !$*UTF8*$!
{ archiveVersion = 1; objects = {
  F1 /* My App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = "My App"; sourceTree = "<group>"; };
  F2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Tests; sourceTree = "<group>"; };
  E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Preview.swift, ); target = N1; };
  G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
  N1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (F1, ); name = "My \\"App\\""; productType = "com.apple.product-type.application"; };
  N2 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (F2, ); name = Tests; productType = "com.apple.product-type.bundle.unit-test"; };
  R0 = {isa = PBXProject; mainGroup = G0; targets = (N1, N2, ); };
}; rootObject = R0; }""")
        found = pbxproj.targets(os.path.join(root, "P.xcodeproj"))
        relative = {name: (t["test"], [os.path.relpath(f, root) for f in t["files"]]) for name, t in found.items()}
        self.assertEqual(relative, {'My "App"': (False, [os.path.join("My App", "A.swift"), os.path.join("My App", "Sub", "B.swift")]),
                                    "Tests": (True, [os.path.join("Tests", "T.swift")])})

    def test_anUnreadableProjectFile_isAClearError_andTheTreeFallsBackToItsFolders(self):
        with self.assertRaises(ValueError):
            pbxproj.parse("{ objects = { A = ( B, ; }")
        root = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, root, True)
        write(root, "P.xcodeproj/project.pbxproj", "{ archiveVersion = 1; }")
        write(root, "App/LoginViewController.swift", "final class LoginViewController {}\n")
        with self.assertRaises(ToolError):
            pbxproj.targets(os.path.join(root, "P.xcodeproj"))
        tree = sourcetree.load(root, rules.load())
        self.assertEqual(([m.name for m in tree.modules], tree.xcode_projects), (["Login"], []))


class FeatureOverManifestTests(unittest.TestCase):
    """--feature NAME=PATH moves the files below PATH out of whatever module a reader put them in: a
    local package's target, a Tuist or XcodeGen target, a package's own; the rest of a target stays
    where it was, and every code line stays attributed."""

    def setUp(self):
        self.rules = rules.load()

    def module_size(self, root, *specs, features_file=None):
        out = io.StringIO()
        arguments = (["--source-tree", root, "--json"] + [a for spec in specs for a in ("--feature", spec)]
                     + (["--features", features_file] if features_file else []))
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            self.assertEqual(cli.main("module-size", arguments), 0)
        return json.loads(out.getvalue())

    def test_aLocalPackagesTargetBelowPath_isTheFeature_withItsTestTarget(self):
        data = self.module_size(LOCAL_PACKAGE_APP, "Cart=Packages/Features/Sources/CartFeature")
        self.assertEqual([(r["name"], r["kind"], r["code_lines"], r["tests"], r["test_targets"]) for r in data["modules"]],
                         [("Cart", "feature", 9, 2, ["CartFeatureTests"]), ("CatalogFeature", "feature", 11, 0, []),
                          ("App", "app", 8, 0, [])])
        self.assertEqual(data["meta"]["attribution"], {"code_lines": 28, "of": 28, "files_in_no_target": []})
        # Cart still imports CatalogFeature as its target did, so it still names Catalog's Product.
        self.assertEqual(data["coupling"]["features"]["Cart"]["names"], {"Catalog": {"references": 1, "types": ["Product"]}})

    def test_aPathThroughATuistTarget_movesItsFilesAlone_andTheRestStillSeesThem(self):
        data = self.module_size(TUIST_APP, "Front=Projects/HomeFeature/Sources/HomeView.swift")
        rows = {r["name"]: r for r in data["modules"]}
        self.assertEqual({n: ([os.path.basename(f["path"]) for f in r["source_files"]], r["tests"]) for n, r in rows.items()
                          if n in ("Front", "HomeFeature")},
                         {"Front": (["HomeView.swift"], 0), "HomeFeature": (["HomeViewModel.swift"], 2)})
        self.assertEqual((data["totals"]["code_lines"], data["totals"]["tests"]), (30, 3))
        self.assertEqual(data["meta"]["attribution"]["code_lines"], 30)
        # One target compiles both halves: the view names the view model without an import.
        self.assertEqual(data["coupling"]["features"]["Front"]["names"],
                         {"Home": {"references": 2, "types": ["HomeViewModel"]}})
        whole = self.module_size(TUIST_APP, "Home=Projects/HomeFeature")
        self.assertEqual([(r["name"], r["files"], r["tests"]) for r in whole["modules"] if r["kind"] == "feature"],
                         [("Home", 2, 2), ("SettingsFeature", 1, 1)])

    def test_anXcodeGenFolderWithItsTestsBesideIt_isTheFeature_andATargetTakenWholeToo(self):
        mapping = os.path.join(temporary_tree(self, {"features.txt": "# the garden's screens\nPlot=Turnip/Garden\n"}),
                               "features.txt")
        data = self.module_size(XCODEGEN_APP, "Sowing=Kit", features_file=mapping)
        self.assertEqual([(r["name"], r["kind"], r["code_lines"], r["tests"]) for r in data["modules"]],
                         [("Market", "feature", 4, 0), ("Plot", "feature", 18, 2), ("Sowing", "feature", 3, 0),
                          ("App", "app", 7, 0)])
        self.assertEqual({t["path"]: t["module"] for t in data["test_files"]},
                         {os.path.join("Turnip", "Garden", "GardenViewModelTests.swift"): "Plot",
                          os.path.join("Turnip", "Garden", "MockGardenService.swift"): "Plot"})
        self.assertEqual(data["meta"]["attribution"], {"code_lines": 32, "of": 32, "files_in_no_target": []})

    def test_aTargetOutsidePathNamedLikeTheFeature_isNotIt(self):
        tree = sourcetree.load(LOCAL_PACKAGE_APP, self.rules, ["CatalogFeature=Shop"])
        catalog = os.path.join("Packages", "Features", "Sources", "CatalogFeature")
        self.assertEqual({m.name: m.sources for m in tree.modules},
                         {"CatalogFeature": [os.path.join("Shop", "ShopApp.swift")],
                          f"CatalogFeature ({catalog})": [os.path.join(catalog, "CatalogView.swift")],
                          "CartFeature": [os.path.join("Packages", "Features", "Sources", "CartFeature", "CartView.swift")]})
        self.assertEqual(tree.module("CartFeature").dependencies, [f"CatalogFeature ({catalog})"])

    def test_aScreenTheCodeDeclaresOutsidePath_doesNotJoinTheFeatureByItsName(self):
        root = temporary_tree(self, {
            "Screens/Auth/AuthFlow.swift": "struct AuthFlow {}\n",
            "Screens/Login.swift": "@Reducer\nstruct Login {}\n",
            "Screens/LoginView.swift": "struct LoginView: View {}\n"})
        tree = sourcetree.load(root, self.rules, ["Login=Screens/Auth"])
        self.assertEqual({m.name: sorted(os.path.basename(s) for s in m.sources) for m in tree.modules},
                         {"Login": ["AuthFlow.swift"], "App": ["Login.swift", "LoginView.swift"]})

    def test_aPackagesOwnTargets_stayTargets_besideTheFeatureGivenByPath(self):
        found = package.from_description(manifest.read_statically(MODULAR), MODULAR, self.rules)
        app = reading.split_by_folders(found, ["Home=Sources/HomeFeature"], tool="test")
        self.assertEqual(app.source, model.PACKAGE)
        self.assertEqual({m.name: (m.kind, m.compiled_apart, m.test_targets) for m in app.modules},
                         {"ApiClient": ("library", True, []), "Styleguide": ("library", True, []),
                          "Home": ("feature", True, ["HomeFeatureTests"]), "SettingsFeature": ("feature", True, [])})
        self.assertEqual(app.module("Home").dependencies, ["ApiClient", "ComposableArchitecture", "SettingsFeature", "Styleguide"])
        data = unbuilt.report(app)
        self.assertEqual(data["coupling"]["features"]["Home"]["imports"], ["Settings"])
        self.assertEqual({r["name"]: r["tests"] for r in data["modules"]}["Home"], 2)


class CouplingTests(unittest.TestCase):
    def test_aFeatureNamesAnothersTypesOnlyInCode_neverItsPrivateOnes_andOnlyWhatItImports(self):
        result = coupling.measure(package.load(MODULAR, rules.load()))
        self.assertEqual(result["features"]["Home"]["names"],
                         {"Settings": {"references": 3, "types": ["Settings", "SettingsView"]}})
        self.assertEqual(result["features"]["Home"]["imports"], ["Settings"])
        self.assertEqual(result["features"]["Settings"], {"names": {}, "imports": [], "named_by": ["Home"]})
        self.assertEqual(result["line"], "features that name another feature: 1 of 2")

    def test_inASourceTree_everythingIsVisible_butANameDeclaredTwiceIsNobodys(self):
        root = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, root, True)
        write(root, "App/Modules/Login/LoginViewController.swift",
              "final class LoginViewController { let next = ListViewController(); let row = Row() }\nstruct Row {}\n")
        write(root, "App/Modules/List/ListViewController.swift",
              "final class ListViewController { let row = Row(); let s = \"LoginViewController\" }\n"
              "struct Row {}\nfileprivate class Secret {}\n")
        write(root, "App/Modules/Detail/DetailViewController.swift", "final class DetailViewController { let s: Secret? = nil }\n")
        result = coupling.measure(sourcetree.load(root, rules.load()))
        self.assertEqual(result["features"]["Login"]["names"],
                         {"List": {"references": 1, "types": ["ListViewController"]}})
        self.assertEqual(result["features"]["List"]["names"], {})          # a string and a shared name don't count
        self.assertEqual(result["features"]["Detail"]["names"], {})        # a fileprivate type is nobody else's
        self.assertEqual((result["naming_another"], result["of"]), (1, 3))

    def test_attributesMembersNestedAndFrameworkNames_areNoOtherFeaturesTypes(self):
        root = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, root, True)
        write(root, "App/Features/Profile/ProfileView.swift",
              "import SwiftUI\nstruct ProfileView: View {\n    struct State { var name = \"\" }\n    enum Data { case empty }\n"
              "    enum Visibility { case shown }\n    enum Language { case en }\n    var body: some View { Text(\"Profile\") }\n}\n"
              "struct Timer {}\n")
        write(root, "App/Features/Editor/EditorView.swift",
              "import SwiftUI\nstruct EditorView: View {\n    @State private var state = 0\n    let data: Data\n"
              "    let visibility: Visibility = .automatic\n    let timer: Timer? = nil\n    let kind = Foundation.Data.self\n"
              "    var body: some View { Text(\"\\(self\n        .state)\") }\n}\n")
        write(root, "App/Features/Settings/SettingsView.swift",
              "import SwiftUI\nstruct SettingsView: View {\n    let profile = ProfileView()\n    var draft: ProfileView.State\n"
              "    var body: some View { profile }\n}\n")
        result = coupling.measure(sourcetree.load(root, rules.load()))
        self.assertEqual(result["features"]["Editor"]["names"], {})      # @State, Data, Visibility, Timer: not Profile's
        self.assertEqual(result["features"]["Settings"]["names"],        # ProfileView.State names ProfileView once
                         {"Profile": {"references": 2, "types": ["ProfileView"]}})
        self.assertEqual((result["naming_another"], result["of"]), (1, 3))

    def test_thisPackagesFeaturesNameNoOtherFeature(self):
        result = coupling.measure(package.load(REPO, rules.load()))
        self.assertEqual((result["naming_another"], result["of"]), (0, 10))
        self.assertTrue(all(not row["names"] and not row["imports"] for row in result["features"].values()))


    def test_aReportSavedBeforeCoupling_getsItFromItsPackage_whenThatIsHere(self):
        folder = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, folder, True)
        for name, expected in (("ModularSample", "features that name another feature: 1 of 2"), ("Another", None)):
            path = os.path.join(folder, f"{name}.json")
            with open(path, "w", encoding="utf-8") as handle:
                json.dump({"meta": {"package": name, "package_path": MODULAR}, "modules": []}, handle)
            side = compare.load_side(path, rules.load())
            self.assertEqual((side["data"]["coupling"] or {}).get("line"), expected)


class CommandLineReadingTests(unittest.TestCase):
    def test_moduleSizeReadsAPackageThatCannotBuildHere_inSeconds_andPrintsTheCouplingLine(self):
        started = time.monotonic()
        completed = subprocess.run([sys.executable, os.path.join(TOOLS, "module-size"), "--package-path", MODULAR],
                                   capture_output=True, text=True)
        self.assertEqual(completed.returncode, 0, completed.stderr)
        self.assertLess(time.monotonic() - started, 10)
        self.assertIn("features that name another feature: 1 of 2", completed.stdout)
        self.assertRegex(completed.stdout, r"HomeFeature\s+feature\s+2\s+20\s+2")
        self.assertFalse(os.path.exists(os.path.join(MODULAR, ".build-fgtools")))

    def test_reportOnAPackageThatDoesNotBuild_keepsSizesAndSaysWhyTheRestIsMissing(self):
        out = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, out, True)
        failed = (1, "", "error: Failed to clone repository https://unreachable.invalid/swift-composable-architecture\n")
        with mock.patch.object(cli, "run_status", return_value=failed), \
                mock.patch.object(cli, "swift_version", return_value="swift 6"), \
                contextlib.redirect_stdout(io.StringIO()):
            status = cli.main("report", ["--package-path", MODULAR, "--out", out])
        self.assertEqual(status, 0)
        with open(os.path.join(out, "report.md"), encoding="utf-8") as handle:
            text = handle.read()
        self.assertIn("*Coverage*: not measured: the package does not build here (error: Failed to clone", text)
        self.assertIn("features that name another feature: 1 of 2", text)
        self.assertIn("; build times: not measured (below: why).", text)
        self.assertRegex(text, r"\| HomeFeature \| feature \| 2 \| 20 \| 2 \|")

    def test_reportQuotesTheFirstErrorLineOfTheFailedBuild_whole_notAWarning(self):
        out = tempfile.mkdtemp(prefix="fgtools-")
        self.addCleanup(shutil.rmtree, out, True)
        warning = ("warning: 'modularsample': found 2 file(s) which are unhandled; explicitly declare them as "
                   "resources or exclude from the target, a text that mentions error: in passing")
        error = ("/tmp/ModularPackage/Sources/HomeFeature/HomeView.swift:3:8: error: no such module 'SwiftUI' "
                 + "(a long line that must not be cut) " * 12).strip()
        # The warning ends stdout with no newline; the error opens stderr.
        failed = (1, "Building for debugging...\n" + warning, error + "\nerror: fatalError\n")
        with mock.patch.object(cli, "run_status", return_value=failed), \
                mock.patch.object(cli, "swift_version", return_value="swift 6"), \
                contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            cli.main("report", ["--package-path", MODULAR, "--out", out])
        with open(os.path.join(out, "report.json"), encoding="utf-8") as handle:
            reason = json.load(handle)["meta"]["not_measured"]["coverage"]
        self.assertGreater(len(error), 300)
        self.assertEqual(reason, f"not measured: the package does not build here ({error})")

    def test_anErrorLineIsADiagnosticOfKindError(self):
        self.assertEqual(cli.build_error("warning: x error: y\nfatal error: z\n"), "fatal error: z")
        self.assertEqual(cli.build_error("a\n", "error: b\n"), "error: b")
        self.assertEqual(cli.build_error("warning: only\n"), "warning: only")


if __name__ == "__main__":
    unittest.main()
