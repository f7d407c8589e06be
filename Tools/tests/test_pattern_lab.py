"""The match screen in every pattern (Tools/report's pattern lab), with no build: the patterns found in
a copy of the VIPER fixture given two pattern targets (and, with rules that declare `shared`, the
MatchScreen target they share), their roles, the tests and cases read from saved `swift test list`
and `swift test` outputs, the scoring-rule map, the targets a rebuild compiled, and the section in
report.md, report.json and Tools/compare. This package's own rules declare no shared target: its
patterns share Presentation, as every screen does."""
import contextlib
import io
import json
import os
import shutil
import tempfile
import unittest
from unittest import mock

from tests.support import FixtureCopy, fixture
from tests.test_report import FakeBuilds, FakeClock

from fgtools import buildtime, cli, compare, patternlab, report, rules, size, tests
from fgtools.common import ToolError

STORE_RULE = "Modules/Patterns/GatherStore/GatherStoreReducer+Score.swift"

SHARED = "MatchScreen"

SHARED_FILES = {
    "Modules/Patterns/MatchScreen/GatherWording.swift": "public enum GatherWording {\n    public static let title = \"Match\"\n}\n",
    "Modules/Patterns/MatchScreen/GatherBoard.swift": "public struct GatherBoard {\n    public var score = \"0 : 0\"\n}\n",
    "Modules/Patterns/MatchScreen/MatchScreenBuilding.swift": "public protocol MatchScreenBuilding {}\n",
}

PATTERN_FILES = {
    "Modules/Patterns/GatherMVC/GatherMVCController.swift": (
        "import TerminalUI\n\n/// Takes the lines typed.\nfinal class GatherMVCController {\n    var model = GatherMVCModel()\n"
        "    func goal() {\n        model.teamA += 1\n    }\n}\n"),
    "Modules/Patterns/GatherMVC/GatherMVCModel.swift": "struct GatherMVCModel {\n    var teamA = 0\n}\n",
    "Modules/Patterns/GatherMVC/GatherMVCView.swift": "struct GatherMVCView {\n    let text: String\n}\n",
    "Modules/Patterns/GatherStore/GatherStore.swift": "final class GatherStore {\n    var state = GatherStoreState()\n}\n",
    "Modules/Patterns/GatherStore/GatherStoreState.swift": "struct GatherStoreState {\n    var teamA = 0\n}\n",
    "Modules/Patterns/GatherStore/GatherStoreAction.swift": "enum GatherStoreAction {\n    case goal\n}\n",
    "Modules/Patterns/GatherStore/GatherStoreReducer.swift": "struct GatherStoreReducer {\n    func reduce() {}\n}\n",
    STORE_RULE: "extension GatherStoreReducer {\n    func score(_ state: inout GatherStoreState) {\n        state.teamA += 1\n    }\n}\n",
    "Modules/Patterns/GatherStore/GatherStoreEffects.swift": "enum GatherStoreEffects {\n    case save\n}\n",
    "Modules/Patterns/GatherStore/Formatting.swift": "let separator = \" : \"\n",
    "Tests/GatherMVCTests/GatherMVCControllerTests.swift": "import Testing\n\n@Test func aGoal() {}\n",
}


def rules_sharing(data, shared):
    """A copy of the rules `data` whose pattern_lab declares the target `shared`, of kind foundation
    (matched before the pattern kind, whose folder it lies in), that patterns and features may use."""
    data = json.loads(json.dumps(data))
    data["pattern_lab"]["shared"] = shared
    kinds = data["kinds"]["match_order"]
    for entry in kinds:
        if entry["kind"] in ("pattern", "feature"):
            entry["may_depend_on"] = entry["may_depend_on"] + [shared]
    first_pattern = next(i for i, entry in enumerate(kinds) if entry["kind"] == "pattern")
    kinds.insert(first_pattern, {"kind": "foundation", "names": [shared],
                                 "may_depend_on": ["Domain", "TerminalUI", "interface"],
                                 "about": "what every pattern of the screen shares"})
    return data


def lab_package(test_case, scoring_rule=None, shared=True):
    """The VIPER fixture with GatherMVC and GatherStore beside Gather (the App links the two patterns),
    and rules whose pattern_lab declares `scoring_rule` (the shipped map by default). With `shared`,
    the patterns and Gather use MatchScreen too, and the rules (a copy of this package's) declare it
    the lab's `shared` target; without, the rules are a copy of this package's that declares none."""
    copy = FixtureCopy(test_case)
    for path, text in PATTERN_FILES.items():
        copy.write(path, text)
    base = ["Domain", "TerminalUI"]
    copy.description["targets"] += [
        {"name": "GatherMVC", "type": "library", "path": "Modules/Patterns/GatherMVC", "target_dependencies": list(base)},
        {"name": "GatherStore", "type": "library", "path": "Modules/Patterns/GatherStore", "target_dependencies": list(base)},
        {"name": "GatherMVCTests", "type": "test", "path": "Tests/GatherMVCTests", "target_dependencies": ["GatherMVC"]},
    ]
    if shared:
        for path, text in SHARED_FILES.items():
            copy.write(path, text)
        copy.replace("Modules/Patterns/GatherMVC/GatherMVCController.swift", "import TerminalUI\n", f"import {SHARED}\n")
        copy.description["targets"].append(
            {"name": SHARED, "type": "library", "path": "Modules/Patterns/MatchScreen", "target_dependencies": list(base)})
        for target in ("Gather", "GatherMVC", "GatherStore"):
            copy.add_dependency(target, SHARED)
    for pattern in ("GatherMVC", "GatherStore"):
        copy.add_dependency("FootballGatherApp", pattern)
    with open(rules.DEFAULT_PATH, encoding="utf-8") as handle:
        data = json.load(handle)
    if shared:
        data = rules_sharing(data, SHARED)
    else:
        data["pattern_lab"].pop("shared", None)
    if scoring_rule is not None:
        data["pattern_lab"]["scoring_rule"] = scoring_rule
    path = copy.path("rules.json")
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(data, handle)
    return copy.package(rules.load(path))


def coverage_row(covered, lines):
    return {"measured": True, "lines_covered": covered, "lines": lines, "line_percent": round(100.0 * covered / lines, 2),
            "functions_covered": 1, "functions": 1, "function_percent": 100.0, "layers": {}}


class PatternsAndRolesTests(unittest.TestCase):
    def setUp(self):
        self.package = lab_package(self)
        self.sizes = size.measure(self.package)

    def test_VIPERsFeatureAndEveryTargetOfKindPattern_areThePatterns_namedByWhatFollowsGather(self):
        self.assertTrue(patternlab.applies(self.package))
        self.assertEqual([(name, module.name) for name, module in patternlab.patterns(self.package)],
                         [("VIPER", "Gather"), ("MVC", "GatherMVC"), ("Store", "GatherStore")])
        self.assertEqual(self.package.rules.pattern_lab.shared, "MatchScreen")
        self.assertEqual(self.package.module("MatchScreen").kind, "shared")
        self.assertEqual(self.package.module("GatherMVC").test_targets, ["GatherMVCTests"])

    def test_aPatternsFilesAndCodeLines_countInTheRolesTheirNamesGive(self):
        store = patternlab.roles(self.sizes["GatherStore"], self.package.rules)
        self.assertEqual({role: entry["files"] for role, entry in store.items()},
                         {"Action": 1, "Effect": 1, "Reducer": 2, "State": 1, "Store": 1, "Other": 1})
        self.assertEqual(list(store)[-1], "Other")
        # The companion declares no type of its own: its name says Reducer.
        self.assertEqual(store["Reducer"]["code_lines"], 3 + 5)
        self.assertEqual(sum(e["code_lines"] for e in store.values()), self.sizes["GatherStore"]["code_lines"])
        mvc = patternlab.roles(self.sizes["GatherMVC"], self.package.rules)
        self.assertEqual(mvc, {"View": {"files": 1, "code_lines": 3}, "Controller": {"files": 1, "code_lines": 7},
                               "Model": {"files": 1, "code_lines": 3}})

    def test_VIPERsRoles_countEachFileWhole_theContractNotSplit(self):
        viper = patternlab.roles(self.sizes["Gather"], self.package.rules)
        self.assertEqual(viper["Interactor"]["files"], 2)
        contract = next(f for f in self.sizes["Gather"]["source_files"] if f["layer"] == "Contract")
        self.assertEqual(viper["Contract"]["code_lines"], contract["code_lines"])
        self.assertEqual(sum(e["files"] for e in viper.values()), self.sizes["Gather"]["files"])


class SharedCodeTests(unittest.TestCase):
    def test_theMatchsCodeInTargetsEveryScreenShares_isCountedFromTheRulesGlobs_onARowOfItsOwn(self):
        package = lab_package(self, shared=False)
        root = package.root
        for path, text in {"Modules/Domain/Match.swift": "// Rules.\npublic enum MatchRule {\n\n    case full\n}\n",
                           "Modules/MatchScreen/GatherWording.swift": "enum GatherWording {}\n",
                           "Modules/Presentation/LoginWording.swift": "enum LoginWording {}\n"}.items():
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
                handle.write(text)

        code = patternlab.shared_code(package, package.rules.pattern_lab.shared_code)

        # The match screen's own target is the lab's shared row, not this one.
        self.assertEqual(code["files"], ["Modules/Domain/Match.swift"])
        self.assertEqual(code["code_lines"], 3)
        self.assertIsNone(patternlab.shared_code(package, ()))


class ScoringRuleTests(unittest.TestCase):
    def test_theShippedMap_declaresEachPatternsRule_andAPatternMissingFromItIsNotDeclared(self):
        repository = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        shipped = lab_package(self).rules.pattern_lab.scoring_rule
        self.assertEqual(sorted(shipped), ["Gather", "GatherMVC", "GatherMVP", "GatherMVPC", "GatherMVVM", "GatherStore", "GatherVIP"])
        # Each applies the one rule, Domain's: none declares its own.
        for target, path in shipped.items():
            with open(os.path.join(repository, path), encoding="utf-8") as handle:
                text = handle.read()
                self.assertIn("MatchScoreChange(", text, target)
                self.assertNotIn("func apply(to progress: inout GatherProgress", text, target)
        only_viper = lab_package(self, {"about": "read", "Gather": "Modules/Gather/GatherInteractor.swift"})
        lab = only_viper.rules.pattern_lab
        self.assertEqual(patternlab.scoring_rule(lab, only_viper.module("Gather")),
                         {"file": "Modules/Gather/GatherInteractor.swift"})
        self.assertEqual(patternlab.scoring_rule(lab, only_viper.module("GatherMVC")),
                         {"file": None, "not_measured": "not declared"})

    def test_aDeclaredFile_mustBeOneOfThePatternsTarget(self):
        package = lab_package(self, {"about": "read", "GatherStore": STORE_RULE,
                                     "GatherMVC": "Modules/Patterns/GatherStore/GatherStore.swift"})
        lab = package.rules.pattern_lab
        self.assertEqual(set(lab.scoring_rule), {"GatherStore", "GatherMVC"}, "`about` is no target")
        self.assertEqual(patternlab.scoring_rule(lab, package.module("GatherStore")), {"file": STORE_RULE})
        self.assertEqual(patternlab.scoring_rule(lab, package.module("GatherMVC"))["not_measured"],
                         "not measured: Modules/Patterns/GatherStore/GatherStore.swift is not a file of GatherMVC")

    def test_aMapThatNamesNoSwiftFile_orAKindTheRulesLack_isRefused(self):
        with open(rules.DEFAULT_PATH, encoding="utf-8") as handle:
            data = json.load(handle)
        for change in ({"scoring_rule": {"Gather": "Modules/Gather"}}, {"kind": "patterns"}):
            broken = json.loads(json.dumps(data))
            broken["pattern_lab"].update(change)
            with self.assertRaises(ToolError):
                rules.Rules(broken, "broken.json")
        del data["pattern_lab"]
        self.assertIsNone(rules.Rules(data, "none.json").pattern_lab, "another package's rules need none")

    def test_theSharedTarget_isOptional_thisPackageNamesMatchScreen(self):
        with open(rules.DEFAULT_PATH, encoding="utf-8") as handle:
            data = json.load(handle)
        self.assertEqual(rules.Rules(data, "own.json").pattern_lab.shared, "MatchScreen")
        del data["pattern_lab"]["shared"]
        self.assertIsNone(rules.Rules(data, "without.json").pattern_lab.shared)
        self.assertEqual(rules.Rules(rules_sharing(data, "Shared"), "sharing.json").pattern_lab.shared, "Shared")


class TestCountingTests(unittest.TestCase):
    def test_theSuitesTestsComeFromTheList_aParameterisedTestOnce(self):
        counts = tests.parse_test_list(fixture("pattern-lab/test-list.txt"))
        self.assertEqual(counts["MatchBehaviourTests"], 4)
        self.assertEqual((counts["GatherTests"], counts["GatherMVCTests"]), (3, 1))

    def test_aPatternsCases_areTheCasesNamingIt_eachOnce(self):
        found = patternlab.cases_per_pattern(fixture("pattern-lab/behaviour-run.txt"), ["VIPER", "MVC", "Store"])
        # Swift 6.3's "Test case passing … started." lines and earlier toolchains' "Passing …" lines, a case's
        # "passed after" line counted with its start once. VIPER: two stores in two tests, the clock once, and
        # the verbose line of a test with a display name; VIPERish is another pattern, an issue's line and the
        # app's own "Passing the ball to Ann" no case.
        self.assertEqual(found["VIPER"], {"tests": 4, "cases": 6})
        self.assertEqual(found["MVC"], {"tests": 3, "cases": 4})
        self.assertEqual(found["Store"], {"tests": 0, "cases": 0})

    def test_labelledArguments_keepValuesWithCommasAndDropTheVerboseTypeName(self):
        self.assertEqual(patternlab.labelled_arguments("pattern → VIPER (MatchBehaviourTests.MatchPattern), store → sqlite"),
                         [("pattern", "VIPER"), ("store", "sqlite")])
        self.assertEqual(patternlab.labelled_arguments("lines → a+, b+, pattern → MVC"),
                         [("lines", "a+, b+"), ("pattern", "MVC")])


class RebuildTests(unittest.TestCase):
    def test_theTargetsRecompiled_areReadFromTheCompilingLines(self):
        output = fixture("pattern-lab/rebuild-scoring-rule.txt")
        self.assertEqual(buildtime.recompiled_targets(output), ["Gather", "FootballGatherApp"])
        self.assertEqual(buildtime.relinked_products(output), ["footballgather"])

    def measure_builds(self, package, declared, quick=False, own=None):
        state = {"touched": []}
        original_utime = os.utime

        def utime(path, times=None, **kwargs):
            if times is None and "ns" not in kwargs:          # a touch, not the times put back
                state["touched"].append(os.path.relpath(path, package.root))
            return original_utime(path, times, **kwargs)

        def touched_module():
            if not state["touched"]:
                return None
            return next(m.name for m in package.modules if state["touched"][-1] in m.sources)

        fake = FakeBuilds(touched_module)
        clock = FakeClock()
        builder = buildtime.Builder(package, run_build=fake, clock=clock, sleep=clock.sleep)
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        modules = [package.module(n) for n in ("Gather", "GatherMVC", "GatherStore", "MatchScreen")]
        os.utime = utime
        try:
            result = patternlab.measure_builds(package, modules, declared, 2, quick, work, builder, own)
        finally:
            os.utime = original_utime
        return fake.calls, state["touched"], result

    def test_ownCompilesThenTheAppInTheLastFolder_thenARebuildPerDeclaredScoringRule(self):
        package = lab_package(self, {"Gather": "Modules/Gather/GatherInteractor.swift", "GatherStore": STORE_RULE})
        declared = {"Gather": "Modules/Gather/GatherInteractor.swift", "GatherStore": STORE_RULE}
        calls, touched, (own, rebuilt, priming) = self.measure_builds(package, declared)
        self.assertEqual(touched, [declared["Gather"]] * 2 + [STORE_RULE] * 2)
        passes = sorted({c[0] for c in calls if c[0].startswith("own-")})
        self.assertEqual(len(passes), 2, "one fresh folder per own-compile pass")
        last = [c for c in calls if c[0] == calls[-1][0]]
        self.assertEqual([c[2] for c in last[-5:]], ["footballgather"] * 5,
                         "the app built, then rebuilt twice per rule, in the last own-compile folder")
        self.assertEqual(own["GatherStore"]["runs"], [1.0, 1.0])
        self.assertEqual(own["MatchScreen"]["runs"], [1.0, 1.0])
        self.assertEqual(rebuilt["GatherStore"]["touched"], STORE_RULE)
        self.assertEqual(rebuilt["GatherStore"]["recompiled"], ["GatherStore"])
        self.assertEqual(rebuilt["Gather"]["relinked"], ["footballgather"])
        self.assertNotIn("GatherMVC", rebuilt, "not declared: nothing touched")
        self.assertEqual(priming["target"], "CSQLite")

    def test_ownCompilesMeasuredAlready_areTakenAsTheyAre(self):
        package = lab_package(self)
        given = {name: {"median": 2.0, "min": 2.0, "max": 2.0, "runs": [2.0]}
                 for name in ("Gather", "GatherMVC", "GatherStore", "MatchScreen")}
        calls, _, (own, rebuilt, priming) = self.measure_builds(
            package, {"Gather": "Modules/Gather/GatherInteractor.swift"}, own=given)
        self.assertEqual(own, given)
        self.assertIsNone(priming)
        self.assertEqual([c[1:] for c in calls], [(None, "footballgather")] * 3, "the app once, two rebuilds")


class SectionTests(unittest.TestCase):
    """measure() with the runs and builds faked, and what report and compare show of it."""

    def lab(self, shared=True, **options):
        package = lab_package(self, {"Gather": "Modules/Gather/GatherInteractor.swift", "GatherStore": STORE_RULE},
                              shared=shared)
        self.package = package
        counts = tests.parse_test_list(fixture("pattern-lab/test-list.txt"))
        runs = []

        def run_tests(test_filter):
            runs.append(test_filter)
            if test_filter == "^MatchBehaviourTests\\.":
                return ({"Gather": coverage_row(60, 100), "GatherMVC": coverage_row(30, 40),
                         "GatherStore": coverage_row(20, 50), "MatchScreen": coverage_row(9, 10)},
                        fixture("pattern-lab/behaviour-run.txt"))
            return {"Gather": coverage_row(90, 100), "GatherMVC": coverage_row(38, 40)}, ""

        def builds(package, modules, declared, repeat, quick, work_root, builder=None, own=None):
            self.declared = declared
            self.built = [m.name for m in modules]
            seconds = {"median": 1.5, "min": 1.0, "max": 2.0, "runs": [1.0, 1.5, 2.0]}
            return ({m.name: seconds for m in modules},
                    {name: {"touched": path, "seconds": seconds, "recompiled": [name, "FootballGatherApp"],
                            "relinked": ["footballgather"], "varied": False, "rebuilt": "footballgather"}
                     for name, path in declared.items()}, None)

        original = patternlab.measure_builds
        patternlab.measure_builds = builds
        try:
            with mock.patch("sys.stderr", new_callable=io.StringIO) as err:
                lab = patternlab.measure(package, size.measure(package), counts, run_tests, 3, False,
                                         options.get("skip_builds", False), "/unused",
                                         scratch=package.root + "/.build-fgtools/coverage")
        finally:
            patternlab.measure_builds = original
        self.progress = err.getvalue()
        return lab, runs

    def test_oneRunOfTheSuiteAlone_thenOnePerPatternWithItsOwnTests(self):
        lab, runs = self.lab()
        self.assertEqual(runs, ["^MatchBehaviourTests\\.", "^(MatchBehaviourTests|GatherTests)\\.",
                                "^(MatchBehaviourTests|GatherMVCTests)\\."], "GatherStore has no test target")
        self.assertEqual(self.declared, {"Gather": "Modules/Gather/GatherInteractor.swift", "GatherStore": STORE_RULE})
        viper, mvc, store = lab["patterns"]
        self.assertEqual((viper["pattern"], mvc["pattern"], store["pattern"]), ("VIPER", "MVC", "Store"))
        self.assertEqual(viper["behaviour"], {"tests": 4, "cases": 6})
        # GatherInteractorTests.swift: 12 lines, one blank.
        self.assertEqual(viper["own_tests"], {"targets": ["GatherTests"], "tests": 3, "code_lines": 11})
        self.assertEqual(viper["coverage"]["behaviour"]["line_percent"], 60.0)
        self.assertEqual(viper["coverage"]["with_own_tests"]["line_percent"], 90.0)
        self.assertEqual(store["coverage"]["with_own_tests"], "not measured: no test target of its own")
        self.assertEqual(mvc["scoring_rule"], {"file": None, "not_measured": "not declared"})
        self.assertEqual(store["scoring_rule"]["recompiled"], ["GatherStore", "FootballGatherApp"])
        self.assertEqual(lab["shared"]["target"], "MatchScreen")
        self.assertEqual(lab["shared"]["coverage"]["behaviour"]["lines_covered"], 9)
        self.assertIn(", sharing MatchScreen", self.progress)
        self.assertEqual(lab["behaviour_suite"], {"target": "MatchBehaviourTests", "tests": 4})
        self.assertIn("swift test --enable-code-coverage --scratch-path .build-fgtools/coverage --skip-build "
                      "--filter '^(MatchBehaviourTests|GatherTests)\\.', then llvm-cov export -summary-only "
                      "<the tests' binary> -instr-profile=<its profdata>", lab["commands"])
        self.assertIn(f"touch {STORE_RULE}; swift build --product footballgather", lab["commands"])

    def test_theMarkdownHasOneTable_aRowPerPattern_andTheSharedLinesOnce(self):
        lab, _ = self.lab()
        text = "\n".join(patternlab.markdown(lab))
        self.assertTrue(text.startswith("## The match screen in three patterns\n"))
        rows = [line for line in text.splitlines() if line.startswith("| ")]
        self.assertEqual(len(rows), 2 + 3 + 1, rows)
        viper = next(r for r in rows if r.startswith("| VIPER |"))
        self.assertIn("| 4 tests, 6 cases | 3 (GatherTests, 11 code lines) | 60.0 % (60/100) | 90.0 % (90/100) | 1.50 (1.00–2.00) | "
                      "1.50 (1.00–2.00) (GatherInteractor.swift) | Gather, FootballGatherApp; relinked footballgather |", viper)
        mvc = next(r for r in rows if r.startswith("| MVC |"))
        self.assertIn("| View 3 (1), Controller 7 (1), Model 3 (1) | 3 of 4 tests, 4 cases | 1 (GatherMVCTests, 2 code lines) |", mvc)
        self.assertIn("| not declared | – |", mvc)
        store = next(r for r in rows if r.startswith("| Store |"))
        self.assertIn("| 0 of 4 tests, 0 cases | no test target |", store)
        self.assertIn("(GatherStoreReducer+Score.swift)", store)
        self.assertTrue(rows[-1].startswith("| *shared by all three* | MatchScreen | 3 |"), rows[-1])
        self.assertIn("90.0 % (9/10)", rows[-1])
        self.assertIn("Commands, in the order they ran:", text)
        self.assertIn("`swift test list --skip-build --enable-code-coverage --scratch-path .build-fgtools/coverage`", text)
        self.assertIn("`Test case passing 2 arguments pattern → VIPER, store → sqlite to … started.`", text,
                      "says how tests are counted")

    def test_withoutBuilds_everyRebuildSaysWhy(self):
        lab, _ = self.lab(skip_builds=True)
        self.assertEqual(lab["not_measured"], {"builds": "not measured: --skip-build-times"})
        viper, mvc, _ = lab["patterns"]
        self.assertEqual(viper["scoring_rule"]["not_measured"], "not measured: --skip-build-times")
        self.assertEqual(mvc["scoring_rule"]["not_measured"], "not declared")
        self.assertIsNone(viper["own_compile"])

    def test_aLoneVIPER_saysSoInItsTitleAndSharedRow(self):
        lab, _ = self.lab()
        lab["patterns"] = lab["patterns"][:1]
        text = "\n".join(patternlab.markdown(lab))
        self.assertTrue(text.startswith("## The match screen in one pattern\n"))
        self.assertIn("| *shared (one pattern so far)* | MatchScreen |", text)
        self.assertIn("every target of kind pattern (0 here)", text)

    def test_reportAndCompare_showTheSameTable_fromReportJSON(self):
        lab, _ = self.lab()
        self.report_and_compare(lab)

    def report_and_compare(self, lab):
        """Writes `lab` in a report.json as --patterns-only does, reads it back, and checks that
        report.md's table shows again, row for row, in Tools/compare of two sides; returns the table."""
        lab["run_seconds"] = 312.4
        package = self.package
        data = cli.unbuilt.report(package)
        data["meta"].update({"source": "report", "date": "2026-11-30 10:00 UTC", "machine": "m", "swift": "s",
                             "patterns_only": True})
        data[patternlab.KEY] = lab
        text = report.patterns_only_markdown(data)
        self.assertIn("one run of `Tools/report --patterns-only` that took 312 s, the tests' build included", text)
        table = [line for line in text.splitlines() if line.startswith("| ")]
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder, True)
        path = os.path.join(folder, "report.json")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(report.dump_json(data))
        with open(path, encoding="utf-8") as handle:
            self.assertEqual(json.load(handle)[patternlab.KEY], lab, "report.json keeps every figure")
        declared = rules.load()
        sides = [compare.load_side(f"Lab={path}", declared), compare.load_side(f"Again={path}", declared)]
        result = compare.compare(sides, declared)
        self.assertEqual(set(result[patternlab.KEY]), {"Lab", "Again"})
        shown = compare.markdown(result)
        self.assertIn("## The match screen in three patterns: Lab", shown)
        self.assertIn("## The match screen in three patterns: Again", shown)
        # A team comparing patterns reads the lab first: right after the summary, before the coupling.
        self.assertLess(shown.index("## Summary"), shown.index("## The match screen in three patterns: Lab"))
        later = [shown.find(heading) for heading in ("## The most entangled", "## How separable", "## Per feature", "## Key metrics")]
        self.assertLess(shown.index("## The match screen in three patterns: Again"), min(i for i in later if i >= 0))
        for row in table:
            self.assertEqual(shown.count(row), 2, row)
        return table

    def test_aLabWithNoSharedTarget_measuresEveryPattern_andShowsNoSharedRow(self):
        lab, runs = self.lab(shared=False)
        self.assertIsNone(self.package.rules.pattern_lab.shared, "these rules name no shared target")
        self.assertIsNone(self.package.module("MatchScreen"))
        self.assertIsNone(lab["shared"])
        self.assertEqual(runs, ["^MatchBehaviourTests\\.", "^(MatchBehaviourTests|GatherTests)\\.",
                                "^(MatchBehaviourTests|GatherMVCTests)\\."])
        self.assertEqual([row["pattern"] for row in lab["patterns"]], ["VIPER", "MVC", "Store"])
        self.assertEqual(lab["patterns"][0]["coverage"]["behaviour"]["line_percent"], 60.0)
        self.assertEqual(lab["patterns"][1]["coverage"]["with_own_tests"]["line_percent"], 95.0)
        self.assertEqual(sorted(self.built), ["Gather", "GatherMVC", "GatherStore"], "own compiles of the patterns only")
        self.assertIn("the match screen in VIPER (Gather), MVC (GatherMVC), Store (GatherStore)\n", self.progress)
        self.assertNotIn("sharing", self.progress)
        text = "\n".join(patternlab.markdown(lab))
        rows = [line for line in text.splitlines() if line.startswith("| ")]
        self.assertEqual(len(rows), 2 + 3, rows)
        self.assertNotIn("shared", text.split("Commands, in the order they ran:")[0])

    def test_aMeasureOfTheTestsWithNoSharedTarget_hasARowPerPatternOnly(self):
        package = lab_package(self, shared=False)
        found = patternlab.patterns(package)
        tested, _, failed = patternlab.measure_tests(
            package, found, lambda test_filter: ({"Gather": coverage_row(60, 100)}, ""))
        self.assertEqual(set(tested), {"Gather", "GatherMVC", "GatherStore"}, "no None key")
        self.assertEqual(failed, {})

    def test_reportAndCompare_showAReportJSONWhoseSharedIsNull_withoutASharedRow(self):
        lab, _ = self.lab(shared=False)
        table = self.report_and_compare(lab)
        self.assertEqual(len(table), 2 + 3, table)
        self.assertFalse(any("shared" in row for row in table), table)

    def test_theFullReport_hasTheSection_afterTheTestsPerTarget(self):
        lab, _ = self.lab()
        data = cli.unbuilt.report(lab_package(self))
        data["meta"].update({"date": "d", "machine": "m", "swift": "s", "repeat": 3, "quick": False})
        data[patternlab.KEY] = lab
        text = report.markdown(data)
        self.assertIn("## The match screen in three patterns", text)
        self.assertIn("one run (", text)
        self.assertLess(text.index("## Tests per test target"), text.index("## The match screen in three patterns"))


class CommandLineTests(unittest.TestCase):
    def run_report(self, package, *options):
        with mock.patch.object(cli, "package_to_build", return_value=contextlib.nullcontext(package)), \
                mock.patch("sys.stderr", new_callable=io.StringIO) as err:
            status = cli.main("report", ["--patterns-only", *options])
        return status, err.getvalue()

    def test_patternsOnly_takesNoBaselineNorModules(self):
        for options in (("--baseline", "report.json"), ("--modules", "Gather")):
            status, err = self.run_report(lab_package(self), *options)
            self.assertEqual(status, 1)
            self.assertIn("--patterns-only measures the match screen's patterns only", err)

    def test_aMutationFolderWithoutAReportOfAnyPattern_isRefusedBeforeAnyBuild(self):
        with tempfile.TemporaryDirectory() as folder, mock.patch.object(cli, "run_status") as build:
            status, err = self.run_report(lab_package(self), "--mutation", folder)
        self.assertEqual(status, 1)
        self.assertIn(f"--mutation {folder}: no mutation.json of any pattern target (Gather, GatherMVC, GatherStore)", err)
        build.assert_not_called()

    def test_patternsOnly_onAPackageWithoutTheLab_saysWhatIsMissing(self):
        package = lab_package(self)
        package.modules = [m for m in package.modules if m.name != "Gather"]
        status, err = self.run_report(package)
        self.assertEqual(status, 1)
        self.assertIn("the package has no target Gather, the pattern lab's VIPER feature", err)


if __name__ == "__main__":
    unittest.main()
