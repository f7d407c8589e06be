"""Tests of the architecture check: every rule passes on the VIPER fixture package
and fails on a copy that breaks it, with one line naming the file and the rule.
Run: python3 -m unittest discover -s Tools/tests -t Tools"""
import argparse
import io
import json
import os
import unittest
from unittest import mock

from tests.support import FIXTURES, REPO, FixtureCopy, fixture, viper_package
from fgtools import architecture, cli, manifest, package, rules
from fgtools.lines import count_code_lines, string_literals

LOGIN = "Modules/Login"
MODULAR = os.path.join(FIXTURES, "ModularPackage")
ROLES = ["Entity", "Interactor", "Presenter", "Router", "View", "ViewModel", "Module"]
WORDS = "is words a user reads, outside Wording"


def but_words(problems):
    """The problems of every rule but the words rule: for a test that puts a string literal in a feature's
    file to check another rule reads it as no code."""
    return [problem for problem in problems if WORDS not in problem]


class WellFormedPackageTests(unittest.TestCase):
    def test_theFixturePackagePassesEveryRule(self):
        self.assertEqual(architecture.check(FixtureCopy(self).package()), [])

    def test_everyProblemLineStartsWithTheFileItIsAbout(self):
        copy = FixtureCopy(self)
        copy.add_dependency("Login", "Gather")
        copy.replace("Modules/Gather/GatherPresenter.swift", "@MainActor\npublic final class",
                     "import Login\n\n@MainActor\npublic final class")
        copy.remove("Modules/Login/LoginRouter.swift")
        for problem in architecture.check(copy.package()):
            path = problem.split(":", 1)[0]
            self.assertTrue(os.path.exists(copy.path(path)), problem)
            self.assertIn("; rule: ", problem)


class DependencyRuleTests(unittest.TestCase):
    def test_failsWhenAFeatureDependsOnAnotherFeature(self):
        copy = FixtureCopy(self)
        copy.add_dependency("Login", "Gather")
        self.assertEqual(architecture.check(copy.package()), [
            "Package.swift: Login depends on Gather (feature); rule: a feature module may depend on Domain, TerminalUI, Presentation, MatchScreen, interface targets"])

    def test_failsWhenAFeatureImportsAnotherFeature(self):
        copy = FixtureCopy(self)
        copy.replace("Modules/Login/LoginPresenter.swift", "import Domain\n", "import Domain\nimport Gather\n")
        self.assertEqual(architecture.check(copy.package()), [
            "Modules/Login/LoginPresenter.swift:2: imports Gather (feature); "
            "rule: a feature module may depend on Domain, TerminalUI, Presentation, MatchScreen, interface targets"])

    def test_failsWhenAFeatureDependsOnAStoreOrImportsASystemLibrary(self):
        copy = FixtureCopy(self)
        copy.add_dependency("Gather", "SQLiteStorage")
        copy.replace("Modules/Gather/GatherInteractor.swift", "import Domain\n", "import Domain\n@preconcurrency import CSQLite\n")
        problems = architecture.check(copy.package())
        self.assertEqual(len(problems), 2, problems)
        self.assertTrue(problems[0].startswith("Package.swift: Gather depends on SQLiteStorage (storage); rule:"))
        self.assertTrue(problems[1].startswith("Modules/Gather/GatherInteractor.swift:2: imports CSQLite (system); rule:"))

    def test_aStoreMayUseStorageSupportAndSystemLibrariesButNotAnotherStore(self):
        copy = FixtureCopy(self)
        copy.add_dependency("RemoteStorage", "SQLiteStorage")
        copy.replace("Modules/Storage/InMemory/InMemoryStore.swift", "import Domain\n", "import Domain\nimport RemoteStorage\n")
        rule = "rule: a storage module may depend on Domain, StorageSupport, interface targets, system targets"
        self.assertEqual(architecture.check(copy.package()), [
            f"Modules/Storage/InMemory/InMemoryStore.swift:2: imports RemoteStorage (storage); {rule}",
            f"Package.swift: RemoteStorage depends on SQLiteStorage (storage); {rule}"])

    def test_failsWhenAFoundationReachesBeyondWhatItMayUse(self):
        copy = FixtureCopy(self)
        copy.replace("Modules/Domain/Player.swift", "public struct", "import TerminalUI\n\npublic struct")
        copy.add_dependency("TerminalUI", "InMemoryStorage")
        self.assertEqual(architecture.check(copy.package()), [
            "Modules/Domain/Player.swift:1: imports TerminalUI (foundation); rule: Domain may depend on nothing",
            "Package.swift: TerminalUI depends on InMemoryStorage (storage); rule: TerminalUI may depend on nothing"])

    def test_failsWhenTheAppsCodeUsesTestSupport(self):
        copy = FixtureCopy(self)
        copy.replace("Modules/Gather/GatherModule.swift", "import Domain\n", "import Domain\nimport TestSupport\n")
        self.assertEqual(architecture.check(copy.package()), [
            "Modules/Gather/GatherModule.swift:2: imports TestSupport (not the app's code); "
            "rule: a feature module may depend on Domain, TerminalUI, Presentation, MatchScreen, interface targets"])

    def test_theAppMayDependOnAnything(self):
        copy = FixtureCopy(self)
        copy.add_dependency("FootballGatherApp", "StorageSupport")
        copy.replace("App/footballgather/main.swift", "import FootballGatherApp\n", "import FootballGatherApp\nimport Login\n")
        self.assertEqual(architecture.check(copy.package()), [])

    def test_importsInCommentsAndStringsAreNotImports(self):
        copy = FixtureCopy(self)
        copy.append("Modules/Login/LoginView.swift", '\n/*\nimport Gather\n*/\nlet note = """\nimport Gather\n"""\n')
        self.assertEqual(but_words(architecture.check(copy.package())), [])

    def test_readsImportLines(self):
        self.assertEqual(architecture.imports_of("import Foundation\n@testable import Login\nimport struct Domain.Player\n"
                                                 "// import Gather\n@preconcurrency import CSQLite\n"),
                         ["CSQLite", "Domain", "Foundation", "Login"])


class FeatureShapeTests(unittest.TestCase):
    def test_failsWhenAFeatureLacksAnyOfItsSevenRoleFiles(self):
        for role in ROLES:
            with self.subTest(role=role):
                copy = FixtureCopy(self)
                # Renamed, not deleted: the protocols it declares stay declared.
                copy.rename(f"{LOGIN}/Login{role}.swift", f"{LOGIN}/Renamed.swift")
                self.assertEqual(architecture.check(copy.package()), [
                    f"{LOGIN}: lacks Login{role}.swift; rule: every feature has a file per role "
                    "(Entity, Interactor, Presenter, Router, View, ViewModel, Module)"])

    def test_aRoleFileOutsideTheFeaturesFolder_doesNotCount_evenInATargetItsOtherPatternsShare(self):
        copy = FixtureCopy(self)
        copy.write("Modules/Patterns/MatchScreen/GatherViewModel.swift", copy.read("Modules/Gather/GatherViewModel.swift"))
        copy.remove("Modules/Gather/GatherViewModel.swift")
        copy.description["targets"].append({"name": "MatchScreen", "type": "library",
                                            "path": "Modules/Patterns/MatchScreen", "target_dependencies": ["Domain"]})
        self.assertEqual(architecture.check(copy.package()), [
            "Modules/Gather: lacks GatherViewModel.swift; rule: every feature has a file per role "
            "(Entity, Interactor, Presenter, Router, View, ViewModel, Module)"])

    def test_failsWhenAFeatureDoesNotDeclareAnyOfItsFiveProtocols(self):
        declarations = {"LoginInteracting": "LoginContract", "LoginPresenting": "LoginContract",
                        "LoginRouting": "LoginContract", "LoginDisplaying": "LoginContract", "LoginEntity": "LoginEntity"}
        for protocol, file in declarations.items():
            with self.subTest(protocol=protocol):
                copy = FixtureCopy(self)
                copy.replace(f"{LOGIN}/{file}.swift", f"protocol {protocol}", f"protocol Old{protocol}")
                self.assertEqual(architecture.check(copy.package()), [
                    f"{LOGIN}: declares no protocol {protocol}; rule: every feature declares LoginInteracting, "
                    "LoginPresenting, LoginRouting, LoginDisplaying, LoginEntity"])

    def test_aProtocolMayHaveAPrimaryAssociatedTypeAndBeDeclaredInAnyFileOfTheFeature(self):
        self.assertEqual(architecture.declared_protocols("public protocol PlayerListInteracting<Player>: AnyObject {}"),
                         ["PlayerListInteracting"])
        copy = FixtureCopy(self)
        text = copy.read(f"{LOGIN}/LoginRouter.swift")
        copy.write(f"{LOGIN}/LoginRouter.swift", "")
        copy.write(f"{LOGIN}/LoginRouter+Navigation.swift", text)
        self.assertEqual(architecture.check(copy.package()), [])

    def test_aProtocolNamedInACommentOrAStringIsNotDeclared(self):
        copy = FixtureCopy(self)
        copy.replace(f"{LOGIN}/LoginContract.swift", "public protocol LoginRouting", "public protocol Navigating")
        copy.append(f"{LOGIN}/LoginContract.swift", '// protocol LoginRouting\nlet text = "protocol LoginRouting"\n')
        self.assertEqual(len(but_words(architecture.check(copy.package()))), 1)

    def test_failsWhenAFeatureHasNoTestTarget(self):
        copy = FixtureCopy(self)
        copy.remove_target("LoginTests")
        self.assertEqual(architecture.check(copy.package()), [
            "Package.swift: feature Login has no test target LoginTests; rule: every feature has its test target"])


class FeatureTestTargetRuleTests(unittest.TestCase):
    """A feature's test target reaches no store (features.test_target_free_of), directly or through test support."""
    RULE = ("rule: a feature's tests stand on its interfaces' doubles, so its test target reaches no storage module, "
            "directly or through another target")

    def test_failsWhenAFeatureTestTargetDependsOnAStore(self):
        copy = FixtureCopy(self)
        copy.add_dependency("LoginTests", "SQLiteStorage")
        self.assertEqual(architecture.check(copy.package()), [
            f"Package.swift: LoginTests depends on SQLiteStorage (storage) by LoginTests → SQLiteStorage; {self.RULE}"])

    def test_failsWhenAFeatureTestTargetReachesAStoreThroughTestSupport(self):
        copy = FixtureCopy(self)
        copy.add_dependency("GatherTests", "StoreTestSupport")
        self.assertEqual(architecture.check(copy.package()), [
            "Package.swift: GatherTests depends on InMemoryStorage (storage) by GatherTests → StoreTestSupport → "
            f"InMemoryStorage; {self.RULE}"])

        copy = FixtureCopy(self)
        copy.add_dependency("StoreTestSupport", "SQLiteStorage")
        copy.add_dependency("TestSupport", "StoreTestSupport")
        self.assertEqual(architecture.check(copy.package()), [
            f"Package.swift: GatherTests depends on {store} (storage) by GatherTests → TestSupport → StoreTestSupport → "
            f"{store}; {self.RULE}" for store in ("InMemoryStorage", "SQLiteStorage")] + [
            f"Package.swift: LoginTests depends on {store} (storage) by LoginTests → TestSupport → StoreTestSupport → "
            f"{store}; {self.RULE}" for store in ("InMemoryStorage", "SQLiteStorage")])

    def test_failsWhenAFeatureTestTargetReachesAStoreThroughTheApp_butReportsAStoreAFeatureReachesOnce(self):
        copy = FixtureCopy(self)
        copy.add_dependency("LoginTests", "FootballGatherApp")
        self.assertEqual(architecture.check(copy.package()), [
            f"Package.swift: LoginTests depends on {store} (storage) by LoginTests → FootballGatherApp → {store}; "
            f"{self.RULE}" for store in ("InMemoryStorage", "RemoteStorage", "SQLiteStorage")])

        copy = FixtureCopy(self)
        copy.add_dependency("Login", "InMemoryStorage")
        self.assertEqual(architecture.check(copy.package()), [
            "Package.swift: Login depends on InMemoryStorage (storage); rule: a feature module may depend on Domain, "
            "TerminalUI, Presentation, MatchScreen, interface targets"])

    def test_theAppsTestsMayLinkAStore(self):
        copy = FixtureCopy(self)
        copy.add_dependency("AppTests", "SQLiteStorage")
        self.assertIn("StoreTestSupport", copy.target("AppTests")["target_dependencies"])
        self.assertEqual(architecture.check(copy.package()), [])

    def test_theStoreKindsComeFromTheRulesFile(self):
        with open(rules.DEFAULT_PATH, encoding="utf-8") as handle:
            data = json.load(handle)
        self.assertEqual(data["features"]["test_target_free_of"]["kinds"], ["storage"])
        del data["features"]["test_target_free_of"]
        copy = FixtureCopy(self)
        copy.add_dependency("LoginTests", "StoreTestSupport")
        self.assertEqual(architecture.check(copy.package(rules.Rules(data, "changed rules"))), [])
        data["features"]["test_target_free_of"] = {"kinds": ["store"]}
        with self.assertRaises(cli.ToolError):
            rules.Rules(data, "changed rules")

    def test_thisPackagesFeatureTestsLinkNoStore_andStoreTestSupportWouldBringOne(self):
        pkg = package.load(REPO, rules.load())
        features = [m for m in pkg.modules if m.kind == "feature"]
        graph = architecture.dependency_graph(pkg)
        self.assertGreaterEqual(len(features), 10)
        self.assertTrue(all(pkg.rules.test_target(f.name) in graph for f in features))
        self.assertEqual([p for f in features for p in architecture.test_target_problems(pkg, f, graph)], [])
        next(t for t in pkg.test_targets if t["name"] == "LoginTests")["dependencies"].append("StoreTestSupport")
        problems = architecture.test_target_problems(pkg, pkg.module("Login"), architecture.dependency_graph(pkg))
        self.assertIn("Package.swift: LoginTests depends on InMemoryStorage (storage) by LoginTests → StoreTestSupport → "
                      f"InMemoryStorage; {self.RULE}", problems)


class ServiceRuleTests(unittest.TestCase):
    RULE = "rule: Presenter, View, Router files never touch a service (only the Interactor does)"

    def test_failsWhenAPresenterViewOrRouterFileOrACompanionRefersToAService(self):
        cases = {"Modules/Login/LoginPresenter.swift": "Presenter", "Modules/Login/LoginView.swift": "View",
                 "Modules/Login/LoginRouter.swift": "Router", "Modules/Gather/GatherView+Rows.swift": "View"}
        for path, layer in cases.items():
            with self.subTest(path=path):
                copy = FixtureCopy(self)
                lines = copy.read(path).count("\n")
                copy.append(path, "\nfunc load(from players: any PlayersService) async throws -> Int {\n"
                                  "    try await players.players().count\n}\n")
                self.assertEqual(architecture.check(copy.package()), [
                    f"{path}:{lines + 2}: a {layer} file refers to the service PlayersService; {self.RULE}"])

    def test_theInteractorModuleAndEntityMayReferToServices(self):
        copy = FixtureCopy(self)
        copy.append("Modules/Gather/GatherEntity.swift", "\npublic typealias GatherStore = any GathersService\n")
        copy.append("Modules/Gather/GatherInteractor+Countdown.swift", "\nlet anyStore: (any GathersService)? = nil\n")
        self.assertEqual(architecture.check(copy.package()), [])

    def test_aServiceNamedInACommentOrAStringIsNoReference(self):
        copy = FixtureCopy(self)
        self.assertIn("AuthenticationService", copy.read("Modules/Login/LoginPresenter.swift"))
        copy.append("Modules/Login/LoginView.swift", '/* GathersService */\nlet hint = "\\(1) PlayersService"\n')
        self.assertEqual(but_words(architecture.check(copy.package())), [])

    def test_aReferenceInsideAStringInterpolationIsCode(self):
        copy = FixtureCopy(self)
        copy.append("Modules/Login/LoginView.swift", 'let kind = "\\(String(describing: (any PlayersService).self))"\n')
        self.assertEqual(len(architecture.check(copy.package())), 1)

    def test_theServicesAreTheProtocolsTheInterfaceModulesDeclare(self):
        copy = FixtureCopy(self)
        self.assertEqual(architecture.service_protocols(copy.package(), architecture.Sources(copy.root)),
                         {"AuthenticationService", "PlayersService", "GathersService"})
        copy.append("Modules/Services/Gathers/GathersService.swift", "\npublic protocol ScoresService: Sendable {}\n")
        line = copy.read("Modules/Gather/GatherRouter.swift").count("\n") + 2
        copy.append("Modules/Gather/GatherRouter.swift", "\nlet scores: (any ScoresService)? = nil\n")
        problems = architecture.check(copy.package())
        self.assertEqual(len(problems), 1)
        self.assertIn(f"GatherRouter.swift:{line}: a Router file refers to the service ScoresService", problems[0])

    def test_failsWhenNoInterfaceModuleDeclaresAProtocol(self):
        copy = FixtureCopy(self)
        for path in ("Modules/Services/Authentication/AuthenticationService.swift", "Modules/Services/Players/PlayersService.swift",
                     "Modules/Services/Gathers/GathersService.swift"):
            copy.replace(path, "public protocol", "public struct")
        self.assertEqual(architecture.check(copy.package()), [
            "Package.swift: no interface module declares a protocol; rule: the service protocols are declared in the "
            "interface modules"])


class ServiceInterfaceTests(unittest.TestCase):
    RULE = ("rule: a feature depends on exactly the interface modules its files import, so the manifest says which "
            "services it uses")

    def test_failsWhenAFeatureDependsOnAServiceInterfaceNoneOfItsFilesImports(self):
        copy = FixtureCopy(self)
        copy.add_dependency("Login", "PlayersInterface")
        self.assertEqual(architecture.check(copy.package()), [
            f"Package.swift: Login depends on PlayersInterface (interface), which none of its files imports; {self.RULE}"])

    def test_failsWhenAFeatureImportsAServiceInterfaceItDoesNotDependOn(self):
        copy = FixtureCopy(self)
        copy.replace("Modules/Gather/GatherInteractor.swift", "import GathersInterface\n",
                     "import GathersInterface\nimport PlayersInterface\n")
        self.assertEqual(architecture.check(copy.package()), [
            "Modules/Gather/GatherInteractor.swift:3: imports PlayersInterface (interface), which Package.swift does "
            f"not list for Gather; {self.RULE}"])

    def test_oneImportingFileIsEnough_andAnImportInACommentIsNone(self):
        copy = FixtureCopy(self)
        copy.replace("Modules/Gather/GatherModule.swift", "import GathersInterface\n", "// import GathersInterface\n")
        self.assertEqual(architecture.check(copy.package()), [])
        copy.replace("Modules/Gather/GatherInteractor.swift", "import GathersInterface\n", "")
        self.assertEqual(len(architecture.check(copy.package())), 1)

    def test_anInterfaceDependsOnDomainOnly(self):
        copy = FixtureCopy(self)
        copy.add_dependency("PlayersInterface", "TerminalUI")
        copy.replace("Modules/Services/Gathers/GathersService.swift", "/* protocol", "import PlayersInterface\n\n/* protocol")
        self.assertEqual(architecture.check(copy.package()), [
            "Modules/Services/Gathers/GathersService.swift:3: imports PlayersInterface (interface); "
            "rule: an interface module may depend on Domain",
            "Package.swift: PlayersInterface depends on TerminalUI (foundation); rule: an interface module may depend on Domain"])


class CodeRuleTests(unittest.TestCase):
    def test_failsWhenAFileInModulesOrAppHasMoreThan250CodeLines(self):
        for path in ("Modules/Storage/SQLite/SQLiteStore.swift", "App/FootballGatherApp/AppComposition.swift"):
            with self.subTest(path=path):
                copy = FixtureCopy(self)
                missing = 250 - count_code_lines(copy.read(path))
                copy.append(path, "// a comment is no code line\n\n" * 300 + "let x = 1\n" * missing)
                self.assertEqual(architecture.check(copy.package()), [])
                copy.append(path, "let y = 2\n")
                self.assertEqual(architecture.check(copy.package()), [
                    f"{path}: 251 code lines; rule: no file in Modules/, App/ has more than 250 code lines"])

    def test_failsOnEachForbiddenConstructInCodeButNotInCommentsOrStrings(self):
        uses = {"dlopen": "let handle = dlopen(nil, 0)",
                "unsafeBitCast": "let bits = unsafeBitCast(1, to: UInt.self)",
                "@convention(c)": "let entry: @convention( c ) () -> Void = {}",
                "@_cdecl": "@_cdecl(\"fg_start\") func start() {}"}
        for construct, use in uses.items():
            with self.subTest(construct=construct):
                copy = FixtureCopy(self)
                path = "Modules/Storage/Remote/RemoteStore.swift"
                copy.append(path, f'\n// {use}\nlet text = "{construct}"\n')
                self.assertEqual(architecture.check(copy.package()), [])
                line = copy.read(path).count("\n") + 1
                copy.append(path, f"{use}\n{use}\n")
                problems = architecture.check(copy.package())
                self.assertEqual(len(problems), 1, problems)
                self.assertTrue(problems[0].startswith(f"{path}:{line}: uses {construct} (2 times); "
                                                       f"rule: no {construct} in Modules/, App/ ("), problems[0])

    def test_aNameThatOnlyContainsAForbiddenWordIsAllowed(self):
        copy = FixtureCopy(self)
        copy.append("Modules/Storage/Remote/RemoteStore.swift", "let mydlopen = 1\nlet dlopenCount = 2\n")
        self.assertEqual(architecture.check(copy.package()), [])

    def test_aFeatureBuildsNoLiveThingAsADefault_theAppAndStoresMay(self):
        uses = ["    init(clock: any WallClock = SystemClock()) {}", "    init(zone: TimeZone = .current) {}",
                "    let notice = OfflineNotice(now: Date.init)", "    init(copies: any LastLoadedCopies = NoLastLoadedCopies()) {}"]
        for use in uses:
            with self.subTest(use=use):
                copy = FixtureCopy(self)
                path = "Modules/Login/LoginInteractor.swift"
                copy.append(path, f'\n// {use}\nlet text = "= SystemClock()"\n')
                self.assertEqual(but_words(architecture.check(copy.package())), [], "comments and strings are no code")
                copy.append(path, f"struct Live {{\n{use}\n}}\n")
                problems = but_words(architecture.check(copy.package()))
                self.assertEqual(len(problems), 1, problems)
                self.assertTrue(problems[0].startswith(path + ":") and "under a feature folder" in problems[0], problems)
                other = FixtureCopy(self)
                other.append("Modules/Storage/Remote/RemoteStore.swift", f"struct Live {{\n{use}\n}}\n")
                self.assertEqual(architecture.check(other.package()), [])

    def test_everyFeatureHasItsContractFile(self):
        copy = FixtureCopy(self)
        self.assertEqual(architecture.check(copy.package()), [])
        copy.remove(f"{LOGIN}/LoginContract.swift")
        problems = architecture.check(copy.package())
        self.assertIn(f"{LOGIN}: lacks LoginContract.swift; rule: every feature's role protocols and outcome and refusal "
                      "types are in its contract file", problems)

    def test_everyFeatureFollowsTheOneShape(self):
        copy = FixtureCopy(self)
        copy.append(f"{LOGIN}/LoginInteractor.swift", "func old() -> Result<Int, LoginRefusal> { .success(1) }\n")
        copy.append(f"{LOGIN}/LoginContract.swift",
                    "protocol LoginScreen {\n    associatedtype User: LoginEntity\n}\n"
                    "protocol LoginPresenting {\n    func didEnterUnknownCommand(_ line: String)\n"
                    "    func didAnswer(_ answer: String)\n    func didEnterUsername(_ username: String)\n}\n"
                    "protocol LoginInteracting {\n    func peek() async -> Int\n    func logIn() async throws(LoginRefusal) -> Int\n"
                    "    func forget() async\n    func share(_ block: String) async -> ShareFileOutcome\n}\n")
        copy.append(f"{LOGIN}/LoginPresenter.swift", "let failure: ServiceError? = nil\n// ServiceError in a comment\n")
        problems = architecture.check(copy.package())
        rules = ["associatedtype; rule: a feature's protocols use its entity protocol",
                 "Result<Int, LoginRefusal>; rule: a use case refuses by throwing its refusal",
                 "LoginPresenting.didAnswer takes answer: String; rule: the View alone reads typed text",
                 "LoginInteracting.peek answers Int without throws(LoginRefusal); rule: an async use case throws its refusal",
                 "ServiceError; rule: the Interactor says what a store's error means"]
        for rule in rules:
            self.assertEqual(len([p for p in problems if rule in p]), 1, (rule, problems))
        self.assertEqual(len(problems), len(rules), problems)

    def test_readsTheStringParametersOfAProtocolsFunctions(self):
        body = "func a(_ text: String)\nfunc b(with answer: String, count: Int)\nfunc c(_ line: Substring)\nfunc d(name: String)"
        self.assertEqual([(f, p) for f, p, _ in architecture.text_parameters(body, ["answer", "text", "line"])],
                         [("a", "text"), ("b", "answer")])

    def test_testsAndToolsAreNotCheckedForCodeRules(self):
        copy = FixtureCopy(self)
        self.assertIn("@convention(c)", copy.read("Tests/TestSupport/Roster.swift"))
        copy.append("Tests/TestSupport/Roster.swift", "let many = 1\n" * 300)
        self.assertEqual(architecture.check(copy.package()), [])


class WordsRuleTests(unittest.TestCase):
    """Every sentence a user sees is in Wording: a string literal with a letter in a feature's file that
    is not Wording is refused, but for what the rules file allows (features.words)."""
    RULE = ("rule: every sentence a user sees is in a Wording file, but for what features.words allows (a command the "
            "View reads, its key and label, a file name)")

    def words(self, copy, declared=None):
        return [p for p in architecture.check(copy.package(declared)) if WORDS in p]

    def test_theFixturesWordsAreInItsWordingFile_andNowhereElse(self):
        copy = FixtureCopy(self)
        self.assertIn('"Welcome, \\(username)."', copy.read(f"{LOGIN}/LoginWording.swift"))
        self.assertEqual(self.words(copy), [])

    def test_aFixtureOfCommandsKeysLabelsMarksAndFileNames_passes(self):
        copy = FixtureCopy(self)
        copy.write(f"{LOGIN}/LoginView+Passes.swift", fixture("words/LoginView+Passes.swift"))
        self.assertEqual(architecture.check(copy.package()), [])

    def test_aFixtureOfHeadingsSentencesAndHelp_failsOnEachOfThem(self):
        copy = FixtureCopy(self)
        path = f"{LOGIN}/LoginView+Fails.swift"
        copy.write(path, fixture("words/LoginView+Fails.swift"))
        self.assertEqual(architecture.check(copy.package()), [
            f'{path}:6: "Player" {WORDS}; {self.RULE}',
            f'{path}:6: "Pos" {WORDS}; {self.RULE}',
            f'{path}:9: "Date: " {WORDS}; {self.RULE}',
            f'{path}:9: "match" {WORDS}; {self.RULE}',
            f'{path}:9: "matches" {WORDS}; {self.RULE}',
            f'{path}:12: "Back to the list of players." {WORDS}; {self.RULE}'])

    def test_aSentenceInAnyRoleButWording_isRefused(self):
        for role in ["Interactor", "Presenter", "Router", "View", "ViewModel", "Module", "Entity", "Contract"]:
            with self.subTest(role=role):
                copy = FixtureCopy(self)
                path = f"{LOGIN}/Login{role}.swift"
                line = copy.read(path).count("\n") + 1
                copy.append(path, 'let hint = "Type b to go back."\n')
                self.assertEqual(self.words(copy), [f'{path}:{line}: "Type b to go back." {WORDS}; {self.RULE}'])

    def test_aPatternOfTheMatchScreen_isReadToo(self):
        copy = FixtureCopy(self)
        path = "Modules/Patterns/GatherMVC/GatherMVCView.swift"
        copy.write(path, 'let title = "Match"\n')
        copy.write("Modules/Patterns/GatherMVC/GatherMVCWording.swift", 'let note = "Ends at full time."\n')
        copy.description["targets"].append({"name": "GatherMVC", "type": "library", "path": "Modules/Patterns/GatherMVC",
                                            "target_dependencies": ["Domain"]})
        self.assertEqual(architecture.check(copy.package()), [f'{path}:1: "Match" {WORDS}; {self.RULE}'])

    def test_aWordingCompanion_storesAndTheApp_mayHoldWords(self):
        copy = FixtureCopy(self)
        for path in (f"{LOGIN}/LoginWording+Help.swift", "Modules/Storage/Remote/RemoteStore.swift",
                     "App/FootballGatherApp/AppComposition.swift"):
            copy.write(path, (copy.read(path) if os.path.exists(copy.path(path)) else "") + 'let hint = "Type b to go back."\n')
        self.assertEqual(architecture.check(copy.package()), [])

    def test_anExceptionNamesItsFileAndItsLiterals(self):
        def excepted(data):
            data["features"]["words"]["exceptions"] = [
                {"file": f"{LOGIN}/LoginView.swift", "literals": ["debug"], "why": "what a test prints"}]
        with open(rules.DEFAULT_PATH, encoding="utf-8") as handle:
            data = json.load(handle)
        excepted(data)
        declared = rules.Rules(data, "changed rules")
        copy = FixtureCopy(self)
        copy.append(f"{LOGIN}/LoginView.swift", 'let a = "debug"\n')
        copy.append(f"{LOGIN}/LoginPresenter.swift", 'let b = "debug"\n')
        problems = self.words(copy, declared)
        self.assertEqual(len(problems), 1, problems)
        self.assertTrue(problems[0].startswith(f'{LOGIN}/LoginPresenter.swift:'), problems)

    def test_everyAllowanceAndExceptionOfTheRulesFileSaysWhy(self):
        words = rules.load().words
        self.assertEqual(sorted({a.category for a in words.allowed}), ["command", "command key", "command label", "file name"])
        self.assertTrue(all(len(a.why) > 20 for a in words.allowed))
        self.assertTrue(all(len(why) > 20 and literals for literals, why in words.exceptions.values()))

    def test_readsEachLiteralsOwnText_oneInAnInterpolationOnItsOwn(self):
        text = 'let a = "n: \\(n == 1 ? "one" : "\\(n)") left" // "c"\n/* "d" */ let b = #"x \\(y)"#\nlet c = """\n  hi\n  """\n'
        self.assertEqual([own for _, _, own in string_literals(text)], ["n:  left", "one", "", "x \\(y)", "\n  hi\n  "])


class ScopeTests(unittest.TestCase):
    """What the rules reached is said: on another package's layout they may reach nothing."""

    def report(self, pkg):
        err = io.StringIO()
        with mock.patch.object(cli, "load_package", return_value=pkg), mock.patch("sys.stderr", err), \
                mock.patch("sys.stdout", io.StringIO()):
            status = cli.cmd_architecture(argparse.Namespace())
        return status, err.getvalue()

    def test_onThisLayoutEveryModuleAndFileIsChecked(self):
        status, err = self.report(FixtureCopy(self).package())
        self.assertEqual(status, 0)
        self.assertIn("checked: the dependency rules of 13 of 13 modules, the feature rules of 2 features, "
                      "file size and forbidden constructs in 30 files under Modules/, App/", err)
        self.assertNotIn("not checked", err)
        self.assertIn("ok: 13 modules follow the rules", err)

    def test_anotherLayoutSaysWhichModulesAndFilesNoRuleReached(self):
        described = manifest.describe({"name": "ModularSample", "targets": [
            {"name": "ApiClient", "type": "regular"}, {"name": "Styleguide", "type": "regular"},
            {"name": "HomeFeature", "type": "regular", "dependencies": [{"byName": ["ApiClient", None]}]},
            {"name": "SettingsFeature", "type": "regular"},
            {"name": "HomeFeatureTests", "type": "test", "dependencies": [{"byName": ["HomeFeature", None]}]}]},
            MODULAR)
        status, err = self.report(package.from_description(described, MODULAR, rules.load()))
        self.assertEqual(status, 0)
        self.assertIn("checked: the dependency rules of 0 of 4 modules, the feature rules of 0 features, "
                      "file size and forbidden constructs in 0 files under Modules/, App/", err)
        self.assertIn("not checked: 4 module(s) no rule reaches (no dependency rule, not a feature by the rules' "
                      "folders, no file under Modules/, App/): HomeFeature, SettingsFeature, ApiClient, Styleguide", err)
        self.assertIn("not checked: 6 Swift file(s) outside Modules/, App/ (file size, forbidden constructs): "
                      "Sources/HomeFeature/Home.swift, ", err)
        self.assertIn("… (1 more)", err)
        self.assertNotIn("follow the rules", err)
        self.assertIn("ok: no rule that applies is broken", err)


class RulesFileTests(unittest.TestCase):
    def rules_with(self, change):
        with open(rules.DEFAULT_PATH, encoding="utf-8") as handle:
            data = json.load(handle)
        change(data)
        return rules.Rules(data, "changed rules")

    def test_theCheckReadsItsLimitsFromTheRulesFile(self):
        def limit(data):
            data["code"]["max_code_lines"] = 10
            data["code"]["forbidden"] = {"print": "output goes through the Terminal"}
        problems = architecture.check(FixtureCopy(self).package(self.rules_with(limit)))
        self.assertIn("Modules/Login/LoginPresenter.swift: 21 code lines; rule: no file in Modules/, App/ has more "
                      "than 10 code lines", problems)
        self.assertIn("App/footballgather/main.swift:6: uses print; rule: no print in Modules/, App/ "
                      "(output goes through the Terminal)", problems)

    def test_theKindsComeFromTheRulesFile(self):
        def storage_is_a_foundation(data):
            kinds = data["kinds"]["match_order"]
            kinds.insert(0, {"kind": "foundation", "under": "Modules/Storage", "may_depend_on": ["Domain"]})
        pkg = viper_package(declared=self.rules_with(storage_is_a_foundation))
        self.assertEqual(pkg.module("SQLiteStorage").kind, "foundation")
        self.assertIn("Package.swift: SQLiteStorage depends on StorageSupport (foundation); rule: a foundation module "
                      "may depend on Domain", architecture.check(FixtureCopy(self).package(self.rules_with(storage_is_a_foundation))))


class MermaidTests(unittest.TestCase):
    def test_drawsEveryDependencyAndStylesEachKind(self):
        text = architecture.mermaid(viper_package())
        self.assertTrue(text.startswith("graph TD"))
        self.assertIn("    Login --> TerminalUI", text)
        self.assertIn("    SQLiteStorage --> CSQLite", text)
        self.assertIn("    footballgather --> FootballGatherApp", text)
        self.assertIn("    class StorageSupport storage", text)
        self.assertIn("    class Gather feature", text)
        self.assertIn("    class CSQLite system", text)
        self.assertNotIn("TestSupport", text)


if __name__ == "__main__":
    unittest.main()
