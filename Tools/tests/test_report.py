"""The build-time plan (with a fake `build`), the clock-tick wait, key classes, average test
time and the SVG chart."""
import os
import shutil
import tempfile
import unittest
import xml.etree.ElementTree as ET

from tests.support import VIPER_PACKAGE, FixtureCopy, viper_package

from fgtools import buildtime, chart, cli, report, size, tests


class FakeBuilds:
    """Stands in for `swift build`: records each call and answers with SwiftPM-like output
    that compiles exactly the target asked for (or the touched module when rebuilding)."""

    def __init__(self, touched_module=lambda: None):
        self.calls = []
        self.touched_module = touched_module

    def __call__(self, package, scratch, target=None, product=None, check=True):
        self.calls.append((os.path.basename(scratch), target, product))
        os.makedirs(scratch, exist_ok=True)
        compiled = target or self.touched_module() or product
        return 1.0, f"[1/2] Compiling {compiled} File.swift\n[2/2] Linking {product or ''}\n"


class FakeClock:
    def __init__(self):
        self.now = 100.0
        self.slept = []

    def __call__(self):
        return self.now

    def sleep(self, seconds):
        self.slept.append(round(seconds, 3))
        self.now += seconds


class BuildPlanTests(unittest.TestCase):
    def measure(self, names=("Domain", "Login", "footballgather"), **options):
        copy = FixtureCopy(self)
        pkg = copy.package()
        modules = [pkg.module(name) for name in names]
        state = {"touched": None}
        original_utime = os.utime

        def utime(path, times=None, **kwargs):
            for module in pkg.modules:
                if path.startswith(os.path.join(pkg.root, module.path) + os.sep):
                    state["touched"] = module.name
            return original_utime(path, times, **kwargs)

        fake = FakeBuilds(lambda: state["touched"])
        clock = FakeClock()
        builder = buildtime.Builder(pkg, run_build=fake, clock=clock, sleep=clock.sleep)
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        os.utime = utime
        try:
            results, plan = buildtime.measure(pkg, modules, 2, work_root=work, builder=builder, **options)
        finally:
            os.utime = original_utime
        return fake.calls, results, plan

    def test_cleanBuildsOnlyTheAppThenOwnCompilesInDependencyOrderThenIncrementals(self):
        calls, results, plan = self.measure(quick=False)
        clean, rest = calls[:2], calls[2:]
        self.assertEqual([c[1:] for c in clean], [(None, "footballgather")] * 2)
        self.assertNotEqual(clean[0][0], clean[1][0], "each clean build in a fresh folder")
        own, incremental = rest[:-6], rest[-6:]
        self.assertEqual(len({c[0] for c in own}), 2, "one fresh folder per own-compile pass")
        first_pass = [c[1] for c in own if c[0] == own[0][0]]
        self.assertEqual(first_pass[0], "CSQLite", "priming: no other target without dependencies here")
        order = first_pass[1:]
        for module, dependency in (("Login", "Domain"), ("Login", "TerminalUI"), ("TerminalUI", "Domain"),
                                   ("FootballGatherApp", "Login"), ("footballgather", "FootballGatherApp")):
            self.assertLess(order.index(dependency), order.index(module))
        self.assertEqual(len(order), len(set(order)), "every module once per pass")
        self.assertEqual(incremental, [(clean[1][0], None, "footballgather")] * 6,
                         "the incremental rebuilds reuse the last clean folder, no preparing build")
        self.assertEqual(results["Login"]["own"]["runs"], [1.0, 1.0])
        self.assertEqual(results["footballgather"]["clean"]["runs"], [1.0, 1.0])
        self.assertNotIn("clean", results["Login"])
        self.assertEqual(results["Login"]["incremental"]["recompiled"], ["Login"])
        self.assertEqual(plan["priming"]["target"], "CSQLite")

    def test_quickPreparesAFolderAndBuildsNoCleanNorOwn(self):
        calls, results, _ = self.measure(quick=True)
        self.assertEqual(calls, [("incremental", None, "footballgather")] * 7)
        self.assertNotIn("own", results["Login"])
        self.assertNotIn("clean", results["Login"])

    def test_cleanEachAlsoBuildsEveryModuleAlone(self):
        calls, results, _ = self.measure(quick=False, clean_each=True)
        alone = [c[1] for c in calls if c[0].startswith("clean-") and c[1]]
        self.assertEqual(alone, ["Domain", "Domain", "Login", "Login"],
                         "the app's clean build stays the product build")
        self.assertEqual(results["Login"]["clean"]["runs"], [1.0, 1.0])
        self.assertEqual(results["footballgather"]["clean"]["runs"], [1.0, 1.0])

    def test_theAppsCleanBuild_isReported_whenModulesLeaveItsTopModuleOut(self):
        calls, results, plan = self.measure(names=("Gather",), quick=False)
        self.assertEqual([c[1:] for c in calls[:2]], [(None, "footballgather")] * 2, "the clean builds were made")
        self.assertEqual(plan["app_clean"]["footballgather"]["runs"], [1.0, 1.0])
        table = cli.build_times_table(results, plan).splitlines()
        app = [line for line in table if line.startswith("footballgather (whole app)")]
        self.assertEqual(len(app), 1, table)
        self.assertIn("1.00 (1.00–1.00)", app[0])
        self.assertTrue(table[1].startswith("Gather "), table)
        self.assertEqual(cli.app_clean_build(None, plan, viper_package())["runs"], [1.0, 1.0],
                         "Tools/report --modules Gather: the total row's clean build")

    def test_theAppsCleanBuild_isOnItsOwnRowOnce_whenItsTopModuleIsMeasured(self):
        _, results, plan = self.measure(quick=False)
        table = cli.build_times_table(results, plan)
        self.assertNotIn("whole app", table)
        self.assertIn("1.00 (1.00–1.00)", next(line for line in table.splitlines() if line.startswith("footballgather ")))


class ClockTickTests(unittest.TestCase):
    def builder(self):
        clock = FakeClock()
        builder = buildtime.Builder(None, run_build=lambda *a, **k: (0.5, ""), clock=clock, sleep=clock.sleep)
        return builder, clock

    def test_noWaitBeforeTheFirstBuild(self):
        builder, clock = self.builder()
        self.assertEqual(builder.wait_for_clock_tick(), 0.0)
        self.assertEqual(clock.slept, [])

    def test_waitsOnlyTheRemainderOfTheTick(self):
        builder, clock = self.builder()
        builder.build("/s")
        clock.now += 0.4
        builder.wait_for_clock_tick()
        self.assertEqual(clock.slept, [0.7])

    def test_noWaitWhenTheLastBuildFinishedLongEnoughAgo(self):
        builder, clock = self.builder()
        builder.build("/s")
        clock.now += 1.5
        self.assertEqual(builder.wait_for_clock_tick(), 0.0)
        self.assertEqual(clock.slept, [])


if __name__ == "__main__":
    unittest.main()


class KeyClassesAndAverageTests(unittest.TestCase):
    def test_sizeListsEachFilesCodeLinesAndLayerLargestFirst(self):
        sizes = size.measure(viper_package(VIPER_PACKAGE))
        files = sizes["Gather"]["source_files"]
        self.assertEqual(len(files), sizes["Gather"]["files"])
        self.assertEqual(sum(f["code_lines"] for f in files), sizes["Gather"]["code_lines"])
        self.assertEqual([f["code_lines"] for f in files], sorted((f["code_lines"] for f in files), reverse=True))
        self.assertEqual({frozenset(f) for f in files},
                         {frozenset({"path", "layer", "code_lines"}), frozenset({"path", "layer", "code_lines", "sections"})})
        self.assertTrue(all(f["path"].startswith("Modules/Gather/") for f in files))
        # SQLiteStore.swift is named like a store's Store (the role of the unidirectional pattern).
        self.assertEqual({f["layer"] for f in sizes["SQLiteStorage"]["source_files"]}, {"Store"})
        # The Interactor layer: its files, and the contract's sections that declare its protocol and answers.
        interactors = [f for f in files if f["layer"] == "Interactor"]
        contract = next(f for f in files if f["layer"] == "Contract")
        self.assertEqual(sum(contract["sections"].values()), contract["code_lines"])
        self.assertEqual(sum(f["code_lines"] for f in interactors) + contract["sections"].get("Interactor", 0),
                         sizes["Gather"]["layers"]["Interactor"])

    def test_aContractOrProtocolsFile_countsEachMarkedSectionInTheRoleItNames(self):
        copy = FixtureCopy(self)
        copy.write("Modules/Gather/GatherContract.swift", "\n".join([
            "import Foundation", "",
            "// MARK: Interactor", "protocol GatherInteracting {", "    func load()", "}", "",
            "// MARK: - Presenter", "protocol GatherPresenting {}", "",
            "// MARK: What the use cases take and answer", "enum GatherRefusal: Error {", "    case gone", "}", "",
            "// MARK: Helpers", "struct Note {}", ""]))
        before = size.measure(FixtureCopy(self).package())["Gather"]["layers"]

        gather = size.measure(copy.package())["Gather"]

        contract = next(f for f in gather["source_files"] if f["path"].endswith("GatherContract.swift"))
        self.assertEqual(contract["sections"], {"Contract": 2, "Interactor": 6, "Presenter": 1})
        self.assertEqual(contract["code_lines"], 9)
        interactor_files = sum(f["code_lines"] for f in gather["source_files"] if f["layer"] == "Interactor")
        self.assertEqual(gather["layers"]["Interactor"], interactor_files + 6)
        self.assertEqual(gather["layers"]["Contract"], 2)
        self.assertNotEqual(before, gather["layers"])

    def test_theKeyClassesSectionListsFilesPerModuleAndCountsTheFilesWithARole(self):
        data = sample_data()
        text = report.markdown(data)
        self.assertIn("## Key classes: code lines per file", text)
        self.assertIn("| Login | 2 | LoginPresenter.swift | Presenter | 120 |\n"
                      "|  |  | LoginView.swift | View | 60 |\n"
                      "|  |  | Helpers.swift | Other | 20 |\n"
                      "| Domain | 0 | Player.swift | Other | 40 |\n"
                      "| **Total** | 2 | | | 240 |", text)
        self.assertIn("2 in 2 modules", text)

    def test_averageTestTimeIsTheTargetsTimeOverItsTests(self):
        self.assertEqual(tests.average_ms(1.5, 30), 50.0)
        self.assertIsNone(tests.average_ms(None, 3))
        self.assertIsNone(tests.average_ms(1.0, 0))
        text = report.markdown(sample_data())
        self.assertIn("| Test target | Tests | Time (s) | Average per test (ms) |", text)
        self.assertIn("| LoginTests | 27 | 0.50 | 18.5 |", text)
        self.assertIn("process start included", text)


class ChartTests(unittest.TestCase):
    def parse(self, text):
        return ET.fromstring(text)

    def test_eachLabelSitsOnTheMiddleOfItsRowOfBars(self):
        root = self.parse(chart.grouped_bars("T", [("Login", [2.0, 1.0]), ("Domain", [3.0, 0.5])],
                                             [("own", "#00f"), ("incremental", "#f80")], "seconds"))
        rows = [g for g in root.iter(SVG + "g") if g.get("class") == "row"]
        self.assertEqual([r.get("data-label") for r in rows], ["Login", "Domain"])
        for row in rows:
            label = next(t for t in row.iter(SVG + "text") if t.get("class") == "label")
            bars = [r for r in row.iter(SVG + "rect") if r.get("class") == "bar"]
            self.assertEqual(len(bars), 2)
            top = float(bars[0].get("y"))
            bottom = float(bars[-1].get("y")) + float(bars[-1].get("height"))
            self.assertAlmostEqual(float(label.get("y")), (top + bottom) / 2, places=1)
            self.assertEqual(label.get("dominant-baseline"), "middle")
            for bar in bars:
                value = next(t for t in row.iter(SVG + "text") if t.get("class") == "value"
                             and abs(float(t.get("y")) - float(bar.get("y")) - float(bar.get("height")) / 2) < 0.1)
                self.assertEqual(value.get("dominant-baseline"), "middle")

    def test_missingValuesSayNotMeasuredAndDrawNoBar(self):
        root = self.parse(chart.grouped_bars("T", [("Login", [None, 1.0])], [("own", "#00f"), ("inc", "#f80")], "s"))
        bars = [r for r in root.iter(SVG + "rect") if r.get("class") == "bar"]
        self.assertEqual(len(bars), 1)
        missing = [t.text for t in root.iter(SVG + "text") if t.get("class") == "missing"]
        self.assertEqual(missing, ["own: not measured"])

    def test_legendAndAxisWithRoundTicks(self):
        root = self.parse(chart.grouped_bars("T", [("A", [4.69])], [("own", "#00f"), ("inc", "#f80")], "seconds"))
        legend = [t.text for g in root.iter(SVG + "g") if g.get("class") == "legend" for t in g.iter(SVG + "text")]
        self.assertEqual(legend, ["own", "inc"])
        ticks = [t.text for t in root.iter(SVG + "text") if t.get("class") == "tick"]
        self.assertEqual(ticks, ["0", "1", "2", "3", "4", "5"])
        self.assertEqual(chart.axis_ticks(26.64), [0, 10, 20, 30])
        self.assertEqual(chart.axis_ticks(9), [0, 2, 4, 6, 8, 10])

    def test_theReportChartShowsOwnAndIncrementalTheAppsCleanBuildAndUncoveredLines(self):
        root = self.parse(report.svg(sample_data()))
        titles = [t.text for t in root.iter(SVG + "text") if t.get("font-weight") == "bold"]
        self.assertTrue(titles[0].startswith("P: build time per module"))
        self.assertTrue(titles[1].startswith("Clean build of the whole app"))
        self.assertTrue(titles[2].startswith("Uncovered lines per module"))
        values = [t.text for t in root.iter(SVG + "text") if t.get("class") == "value"]
        self.assertIn("10 (90.0 % covered)", values)
        missing = [t.text for t in root.iter(SVG + "text") if t.get("class") == "missing"]
        self.assertIn("lines no test runs: not measured", missing, "Domain has no coverage")
        self.assertIn("own compile (dependencies built): not measured", missing)

    def test_quickModeSaysTheCleanBuildWasNotMeasured(self):
        data = sample_data()
        for row in data["modules"]:
            row["build"].pop("clean", None)
        root = self.parse(report.svg(data))
        missing = [t.text for t in root.iter(SVG + "text") if t.get("class") == "missing"]
        self.assertIn("clean build: not measured", missing)


SVG = "{http://www.w3.org/2000/svg}"


def sample_data():
    """Two modules: Login fully measured, Domain with no coverage and no own compile."""
    return {
        "meta": {"package": "P", "date": "2026-11-23", "machine": "m", "swift": "s", "repeat": 3, "quick": False},
        "modules": [
            {"name": "Login", "kind": "executable", "files": 3, "code_lines": 200, "tests": 27,
             "layers": {"Presenter": 120, "View": 60, "Other": 20},
             "source_files": [{"path": "Modules/Login/LoginPresenter.swift", "layer": "Presenter", "code_lines": 120},
                              {"path": "Modules/Login/LoginView.swift", "layer": "View", "code_lines": 60},
                              {"path": "Modules/Login/Helpers.swift", "layer": "Other", "code_lines": 20}],
             "coverage": {"measured": True, "line_percent": 90.0, "lines": 100, "lines_covered": 90, "layers": {}},
             "build": {"clean": {"median": 20.0, "min": 19.0, "max": 21.0},
                       "own": {"median": 2.0, "min": 1.5, "max": 2.5},
                       "incremental": {"seconds": {"median": 1.0, "min": 0.9, "max": 1.1},
                                       "recompiled": ["Login"], "relinked": ["app"], "touched": "x.swift"}}},
            {"name": "Domain", "kind": "foundation", "files": 1, "code_lines": 40, "tests": 0, "layers": {"Other": 40},
             "source_files": [{"path": "Modules/Domain/Player.swift", "layer": "Other", "code_lines": 40}],
             "coverage": {"measured": False, "line_percent": 0.0, "lines": 0, "lines_covered": 0, "layers": {}},
             "build": {"incremental": {"seconds": {"median": 1.2, "min": 1.0, "max": 1.4},
                                       "recompiled": ["Domain"], "relinked": [], "touched": "y.swift"}}}],
        "test_targets": [{"name": "LoginTests", "tests": 27, "seconds": 0.5, "average_ms": 18.5}],
        "totals": {"files": 4, "code_lines": 240, "tests": 27, "line_percent": 90.0, "clean_build": None},
    }
