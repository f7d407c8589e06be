"""Tests of reading Xcode-project source trees, the role table across patterns, and
Tools/compare, on the committed fixtures: two small apps in the shape of MVVM and VIPER
(fixtures/XcodeTrees) and two saved reports (fixtures/compare-*.json)."""
import json
import os
import subprocess
import sys
import tempfile
import unittest
from xml.etree import ElementTree

from tests.support import FIXTURES, TOOLS
from fgtools import compare, declarations, rules, sourcetree, tests, unbuilt
from fgtools.common import ToolError

TREES = os.path.join(FIXTURES, "XcodeTrees")
SVG = "{http://www.w3.org/2000/svg}"
MVVM_APP = os.path.join(TREES, "MVVMApp")
VIPER_APP = os.path.join(TREES, "VIPERApp")


def naive_code_lines(root, relative_paths):
    """An independent count, valid for the fixtures (a block comment starts its line, ends one):
    not blank, not only //, not inside /* … */."""
    total = 0
    for path in relative_paths:
        in_block = False
        with open(os.path.join(root, path), encoding="utf-8") as handle:
            for line in (raw.strip() for raw in handle):
                if in_block or line.startswith("/*"):
                    in_block = "*/" not in line
                elif line and not line.startswith("//"):
                    total += 1
    return total


class RoleTableTests(unittest.TestCase):
    def setUp(self):
        self.rules = rules.load()

    def test_rolesOfEveryPatternComeFromTheFileName(self):
        expected = {
            "LoginViewController.swift": "ViewController", "LoginViewModel.swift": "ViewModel",
            "LoginPresenter.swift": "Presenter", "LoginInteractor.swift": "Interactor", "LoginRouter.swift": "Router",
            "LoginCoordinator.swift": "Coordinator", "LoginProtocols.swift": "Protocols", "LoginWorker.swift": "Worker",
            "PlayersDataSource.swift": "DataSource", "PlayerTableViewCell.swift": "Cell", "LoginService.swift": "Service",
            "LoginView.swift": "View", "LoginModule.swift": "Module", "LoginEntity.swift": "Entity",
        }
        for name, role in expected.items():
            self.assertEqual(self.rules.layer_of(name), role, name)

    def test_aliasesNameTheRoleAsAnotherPatternSpellsIt(self):
        self.assertEqual(self.rules.layer_of("LoginModels.swift"), "Model")
        self.assertEqual(self.rules.layer_of("LoginAssembly.swift"), "Module")
        self.assertEqual(self.rules.layer_of("LoginConfigurator.swift"), "Module")
        self.assertEqual(self.rules.split_role("GatherModels+Mapping.swift"), ("Gather", "Model"))

    def test_theLongestSpellingWinsAndABareRoleIsNoRole(self):
        self.assertEqual(self.rules.layer_of("PlayerTableViewCellPresenter.swift"), "Presenter")
        self.assertEqual(self.rules.layer_of("GatherViewController.swift"), "ViewController")
        self.assertIsNone(self.rules.layer_of("Services.swift"))
        self.assertIsNone(self.rules.layer_of("GatherTimeHandler.swift"))

    def test_theMatchScreensPatternsRolesComeFromTheirNames(self):
        expected = {
            "GatherMVCController.swift": "Controller", "GatherMVCView.swift": "View", "GatherMVCModel.swift": "Model",
            "GatherMVVMViewModel.swift": "ViewModel", "GatherMVVMCoordinator.swift": "Coordinator",
            "GatherStoreState.swift": "State", "GatherStoreAction.swift": "Action", "GatherStoreActions.swift": "Action",
            "GatherStoreReducer.swift": "Reducer", "GatherStoreReducer+Score.swift": "Reducer",
            "GatherStoreEffect.swift": "Effect", "GatherStoreEffects+Saving.swift": "Effect",
            "GatherStore.swift": "Store", "GatherStoreView.swift": "View",
        }
        for name, role in expected.items():
            self.assertEqual(self.rules.layer_of(name), role, name)
        # A name that spells the Reducer plays it even when its code declares none (a companion
        # extends its type); a name that only hints at it (Core, the feature's own name) does not.
        extension = declarations.Declared(types=frozenset())
        self.assertEqual(self.rules.role_from("Reducer", extension, "Modules/Patterns/GatherStore/GatherStoreReducer+Score.swift"),
                         "Reducer")
        self.assertIsNone(self.rules.role_from("Reducer", extension, "Sources/Home/HomeCore.swift"))
        self.assertIsNone(self.rules.role_from("Reducer", extension, "Sources/HomeFeature/Home.swift"))

    def test_anAliasMustNameADeclaredRole(self):
        with open(rules.DEFAULT_PATH, encoding="utf-8") as handle:
            data = json.load(handle)
        data["layers"]["aliases"]["Scene"] = "Stage"
        with self.assertRaises(ToolError) as raised:
            rules.Rules(data, "broken.json")
        self.assertIn("Stage", str(raised.exception))


class SourceTreeTests(unittest.TestCase):
    def setUp(self):
        self.rules = rules.load()

    def modules(self, root, specs=()):
        tree = sourcetree.load(root, self.rules, specs)
        return tree, {m.name: m for m in tree.modules}

    def test_mvvmFeaturesAreNamedByTheirScreenFiles(self):
        _, modules = self.modules(MVVM_APP)
        self.assertEqual(list(modules), ["Gather", "Login", "Networking", "Views", "App"])
        self.assertEqual(modules["Gather"].kind, "feature")
        self.assertEqual(sorted(os.path.basename(s) for s in modules["Gather"].sources),
                         ["GatherClock.swift", "GatherViewController.swift", "GatherViewModel.swift"])
        # LoginService.swift starts with Login but is networking code: it is not beside a Login screen file.
        self.assertEqual(modules["Networking"].sources, [os.path.join("Demo", "Networking", "LoginService.swift")])
        # EmptyView.swift is one View alone: a shared view, not a feature.
        self.assertEqual(modules["Views"].kind, "library")
        self.assertEqual(modules["App"].sources, [os.path.join("Demo", "AppDelegate.swift")])

    def test_viperFeaturesAreTheirFoldersWithEverythingBelow(self):
        _, modules = self.modules(VIPER_APP)
        self.assertEqual(list(modules), ["Gather", "Login", "Records", "Networking", "App"])
        self.assertIn(os.path.join("Demo", "Modules", "Gather", "Cells", "ScoreCell.swift"), modules["Gather"].sources)
        self.assertEqual(modules["App"].sources, [os.path.join("Demo", "Application", "AppModule.swift")])
        self.assertEqual(modules["Gather"].path, os.path.join("Demo", "Modules", "Gather"))

    def test_codeLinesAgreeWithAnIndependentCount(self):
        for root in (MVVM_APP, VIPER_APP):
            tree, _ = self.modules(root)
            data = unbuilt.report(tree)
            for row, module in zip(data["modules"], tree.modules):
                self.assertEqual(row["code_lines"], naive_code_lines(root, module.sources), (root, row["name"]))
        data = unbuilt.report(sourcetree.load(MVVM_APP, self.rules))
        gather = next(r for r in data["modules"] if r["name"] == "Gather")
        # A block comment's lines are no code: GatherViewController.swift has 6 code lines of 9.
        self.assertEqual(gather["layers"], {"ViewModel": 7, "ViewController": 6, "Other": 4})
        self.assertEqual(gather["source_files"][0], {"path": os.path.join("Demo", "ViewModels", "GatherViewModel.swift"),
                                                     "layer": "ViewModel", "code_lines": 7})

    def test_testFunctionsAreCountedInCodeAndMappedToModules(self):
        tree, _ = self.modules(MVVM_APP)
        counts = tests.count_in_files(tree)
        files = {os.path.basename(t.path): (counts[t.path], t.module) for t in tree.test_files}
        # Three XCTest functions; the commented-out one, the helper and the one in a string are not tests.
        self.assertEqual(files["GatherViewModelTests.swift"], (3, "Gather"))
        # Swift Testing's @Test; LoginServiceTests tests LoginService.swift, which is networking code.
        self.assertEqual(files["LoginServiceTests.swift"], (2, "Networking"))
        self.assertEqual(files["MockSession.swift"], (0, None))
        self.assertEqual(tests.per_module(tree, counts), {"Gather": 3, "Login": 0, "Networking": 2, "Views": 0, "App": 0})

    def test_aFeatureOverrideWinsOverTheLayout(self):
        _, modules = self.modules(MVVM_APP, ["Auth=Demo/Networking", "Auth=Demo/ViewControllers/LoginViewController.swift"])
        self.assertEqual(sorted(os.path.basename(s) for s in modules["Auth"].sources),
                         ["LoginService.swift", "LoginViewController.swift"])
        # What is left of Login is one ViewModel: no screen, so it counts with its folder.
        self.assertNotIn("Login", modules)
        self.assertEqual(modules["ViewModels"].sources, [os.path.join("Demo", "ViewModels", "LoginViewModel.swift")])

    def test_badOverridesAndFoldersSayWhatIsWrong(self):
        for spec, words in (("Login", "NAME=PATH"), ("Login=Nowhere", "does not exist"), ("Login=../..", "outside")):
            with self.assertRaises(ToolError) as raised:
                sourcetree.load(MVVM_APP, self.rules, [spec])
            self.assertIn(words, str(raised.exception))
        with self.assertRaises(ToolError):
            sourcetree.load(os.path.join(MVVM_APP, "Demo.xcodeproj"), self.rules)

    def test_figuresThatNeedABuildSayTheyWereNotMeasured(self):
        data = unbuilt.report(sourcetree.load(VIPER_APP, self.rules))
        self.assertEqual(data["meta"]["not_measured"]["coverage"], "not measured (no SwiftPM package)")
        self.assertTrue(all(row["coverage"] is None and row["build"] is None for row in data["modules"]))
        self.assertEqual(data["totals"]["tests"], 3)


    def test_moduleSizeReadsAFolderWithoutPackageSwiftAsASourceTree(self):
        completed = subprocess.run([sys.executable, os.path.join(TOOLS, "module-size"), "--package-path", MVVM_APP],
                                   capture_output=True, text=True)
        self.assertEqual(completed.returncode, 0, completed.stderr)
        self.assertIn("has no Package.swift: reading it as a source tree", completed.stderr)
        rows = {line.split()[0]: line.split()[1:5] for line in completed.stdout.splitlines()[1:7] if line.strip()}
        self.assertEqual(rows["Gather"], ["feature", "3", "17", "3"])
        self.assertEqual(rows["Total"], ["8", "39", "5"])
        self.assertIn(["DemoTests/LoginServiceTests.swift", "2", "Networking"],
                      [line.split() for line in completed.stdout.splitlines()])
        self.assertIn("not measured (no SwiftPM package)", completed.stdout)

    def test_toolsThatBuildSayASourceTreeIsNotMeasured(self):
        for tool in ("coverage", "build-times"):
            completed = subprocess.run([sys.executable, os.path.join(TOOLS, tool), "--package-path", MVVM_APP],
                                       capture_output=True, text=True)
            self.assertEqual(completed.returncode, 1, tool)
            self.assertIn("figures are not measured (no SwiftPM package)", completed.stderr)


class CompareTests(unittest.TestCase):
    def setUp(self):
        self.rules = rules.load()
        self.sides = [compare.load_side(os.path.join(FIXTURES, "compare-viper.json"), self.rules),
                      compare.load_side("MVC=" + os.path.join(FIXTURES, "compare-mvc.json"), self.rules)]
        self.result = compare.compare(self.sides, self.rules)

    def test_featuresMatchByNameAndUnmatchedOnesAreListed(self):
        names = [f["name"] for f in self.result["features"]]
        self.assertEqual(names, ["Gather", "Login", "History", "Settings"])
        login = next(f for f in self.result["features"] if f["name"] == "Login")
        # LoginScene on the MVC side is the same feature as Login.
        self.assertEqual(login["sides"]["MVC"]["module"], "LoginScene")
        self.assertEqual(self.result["unmatched"], {"History": ["Demo"], "Settings": ["MVC"]})

    def test_keyMetricsComeFromTheReportsFigures(self):
        viper, mvc = self.result["summary"]["Demo"], self.result["summary"]["MVC"]
        self.assertEqual(viper["gather_line_percent"], 97.5)
        self.assertEqual(viper["clean_build"], 20.0)
        self.assertEqual(viper["incremental_build"], 1.5)   # median of the features' 1.0, 1.5 and 2.0
        self.assertEqual(viper["average_test_ms"], 50.0)    # 3 s over 60 tests
        self.assertEqual(viper["key_classes"], 3)
        self.assertEqual(viper["key_class_lines"], 150)
        self.assertIsNone(mvc["gather_line_percent"])
        self.assertEqual([c["file"] for c in self.result["key_classes"]["Demo"]],
                         ["GatherPresenter.swift", "GatherInteractor.swift", "LoginPresenter.swift"])

    def test_markdownHasATablePerFeatureAndSaysWhatWasNotMeasured(self):
        text = compare.markdown(self.result)
        gather = text.split("### Gather", 1)[1].split("###", 1)[0]
        # Coverage is a column where both sides have it; here only Demo has: it is in the Key metrics.
        self.assertIn("| Demo | 3 | 120 | 40 | 50 | 60 |  | 10 |", gather)
        self.assertIn("| MVC | 1 | 200 | 5 |  |  | 200 |  |", gather)
        self.assertIn("| Demo | 3 | 150 | 60 | 97.5 % | 20.00 | 1.50 | 50.0 |", text)
        self.assertIn("| MVC | 3 | 310 | 13 | – | – | – | – |", text)
        # What a side could not measure is said once, at the top, not in every cell.
        self.assertIn("| MVC | source tree", text)
        self.assertIn("code and test functions read from the files | coverage (no SwiftPM package) |", text)
        self.assertIn("| Demo | Tools/report of the package Demo, 2026-11-20 10:00 UTC, Linux x86_64, 2 cores | nothing left out |",
                      text)
        self.assertIn("| MVC | 3 | 400 | 310 | 5 | 13 | – | – |", text)
        self.assertNotIn("| not measured |", text)
        self.assertIn("| Demo | no such feature |", text.split("### Settings", 1)[1])
        self.assertIn("- only Demo: **History**", text)
        self.assertIn("## Key metrics", text)

    def test_theChartHasABarPerSideForEachFeature_andSaysWhichFeatureASideLacks(self):
        root = ElementTree.fromstring(compare.svg(self.result))
        rows = {}
        for row in root.iter(SVG + "g"):
            if row.get("class") == "row":
                rows.setdefault(row.get("data-label"), row)   # the first panel's: code lines
        gather = [bar.find(SVG + "title").text for bar in rows["Gather"].iter(SVG + "rect")]
        self.assertIn("Demo: 120", gather)
        self.assertIn("MVC: 200", gather)
        history = [text.text for text in rows["History"].iter(SVG + "text") if text.get("class") == "missing"]
        self.assertIn("MVC: no such feature", history)
        self.assertIn("Other modules", rows)

    def test_twoSidesWithOneLabelAreRefused(self):
        with self.assertRaises(ToolError):
            compare.compare([self.sides[0], self.sides[0]], self.rules)

    def test_theCommandComparesAReportWithSourceTrees(self):
        with tempfile.TemporaryDirectory() as out:
            completed = subprocess.run(
                [sys.executable, os.path.join(TOOLS, "compare"), os.path.join(FIXTURES, "compare-viper.json"),
                 MVVM_APP, "VIPER=" + VIPER_APP, "--out", out, "--name", "patterns"],
                capture_output=True, text=True)
            self.assertEqual(completed.returncode, 0, completed.stderr)
            self.assertEqual(sorted(os.listdir(out)), ["patterns-coupling.csv", "patterns.json", "patterns.md", "patterns.svg"])
            with open(os.path.join(out, "patterns.json"), encoding="utf-8") as handle:
                result = json.load(handle)
        self.assertEqual([s["label"] for s in result["sides"]], ["Demo", "MVVMApp", "VIPER"])
        gather = next(f for f in result["features"] if f["name"] == "Gather")
        self.assertEqual(gather["sides"]["MVVMApp"]["code_lines"], 17)
        self.assertEqual(gather["sides"]["VIPER"]["tests"], 3)
        self.assertIn("### Records", completed.stdout)

    def test_aPackageIsReadWithoutBuildingAndItsScreenTargetsAreFeatures(self):
        side = compare.load_side(os.path.join(FIXTURES, "MVCPackage"), self.rules)
        rows = {row["name"]: row for row in side["data"]["modules"]}
        self.assertEqual(rows["Players"]["kind"], "feature")   # holds PlayersViewController.swift
        self.assertEqual(rows["Core"]["kind"], "library")
        self.assertEqual(rows["Players"]["tests"], 2)
        self.assertIsNone(rows["Players"]["coverage"])

    def test_oneSideIsNoComparison(self):
        completed = subprocess.run([sys.executable, os.path.join(TOOLS, "compare"), MVVM_APP],
                                   capture_output=True, text=True)
        self.assertEqual(completed.returncode, 1)
        self.assertIn("at least two", completed.stderr)


if __name__ == "__main__":
    unittest.main()
