"""Tests of the Tools' own logic, on small committed fixtures.
Run: python3 -m unittest discover -s Tools/tests -t Tools"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(TOOLS)
FIXTURES = os.path.join(TOOLS, "tests", "fixtures")
sys.path.insert(0, TOOLS)

from fgtools import architecture, buildtime, coverage, lines, package, report, tests  # noqa: E402


def fixture(name):
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as handle:
        return handle.read()


def fixture_package():
    return package.from_description(json.loads(fixture("describe.json")), "/pkg")


class LineCountingTests(unittest.TestCase):
    def test_countsCodeButNotBlanksOrComments(self):
        self.assertEqual(lines.code_lines(fixture("Sample.swift.txt")), {2, 7, 8, 11, 12, 14, 15, 16, 17})

    def test_stringsWithEscapedQuotesDoNotEndEarly(self):
        self.assertEqual(lines.count_code_lines('let a = "x\\" // y"\n// comment\n'), 1)

    def test_equalsAnIndependentCountOnEveryFileOfThisRepository(self):
        """A naive count (strip, drop blanks and // lines) must agree wherever it is valid:
        files without block comments and multi-line strings."""
        checked = 0
        for folder in ("Modules", "App", "Tests"):
            for directory, _, files in os.walk(os.path.join(REPO, folder)):
                for name in files:
                    if not name.endswith(".swift"):
                        continue
                    with open(os.path.join(directory, name), encoding="utf-8") as handle:
                        text = handle.read()
                    if "/*" in text or '"""' in text:
                        continue
                    naive = sum(1 for line in text.splitlines() if line.strip() and not line.strip().startswith("//"))
                    self.assertEqual(lines.count_code_lines(text), naive, name)
                    checked += 1
        self.assertGreater(checked, 20)


class LayerTests(unittest.TestCase):
    def test_classifiesByTheRoleAtTheEndOfTheFileName(self):
        self.assertEqual(package.layer_of("LoginPresenter.swift"), "Presenter")
        self.assertEqual(package.layer_of("PlayerListView.swift"), "View")
        self.assertEqual(package.layer_of("PlayersViewController.swift"), "ViewController")
        self.assertEqual(package.layer_of("PlayersViewModel.swift"), "ViewModel")
        self.assertEqual(package.layer_of("GatherModule.swift"), "Module")
        self.assertIsNone(package.layer_of("View.swift"))
        self.assertIsNone(package.layer_of("SafeText.swift"))


class PackageTests(unittest.TestCase):
    def test_findsModulesKindsAndTheirTestTargets(self):
        pkg = fixture_package()
        kinds = {m.name: m.kind for m in pkg.modules}
        self.assertEqual(kinds["Domain"], "foundation")
        self.assertEqual(kinds["Storage"], "storage")
        self.assertEqual(kinds["Login"], "feature")
        self.assertEqual(kinds["FootballGatherApp"], "app")
        self.assertEqual(kinds["footballgather"], "executable")
        self.assertNotIn("TestSupport", kinds)
        self.assertNotIn("CSQLite", kinds)
        self.assertEqual(pkg.module("Login").test_targets, ["LoginTests"])
        self.assertEqual(pkg.module("FootballGatherApp").test_targets, ["AppTests"])
        self.assertEqual(pkg.module("footballgather").test_targets, [])
        self.assertIn("Modules/Login/LoginPresenter.swift", pkg.module("Login").sources)


class TestListTests(unittest.TestCase):
    def test_countsTestsPerTarget(self):
        self.assertEqual(tests.parse_test_list(fixture("test-list.txt") + "Building for debugging...\n"),
                         {"DomainTests": 3, "LoginTests": 2, "AppTests": 3})


class CoverageTests(unittest.TestCase):
    def test_sumsLlvmCovPerFileNumbersByModuleAndLayer(self):
        pkg = fixture_package()
        files = coverage.per_file(json.loads(fixture("llvm-cov-export.json")), "/pkg")
        self.assertNotIn("/elsewhere/Other.swift", files)
        result = coverage.aggregate(pkg, files)
        login = result["Login"]
        self.assertEqual((login["lines_covered"], login["lines"]), (140, 150))
        self.assertAlmostEqual(login["line_percent"], 93.33)
        self.assertAlmostEqual(login["function_percent"], 93.33)
        self.assertEqual(login["layers"]["Presenter"]["line_percent"], 90.0)
        self.assertEqual(login["layers"]["View"]["line_percent"], 100.0)
        self.assertEqual(result["Domain"]["line_percent"], 25.0)

    def test_listsModulesNoTestTouchesAtZero(self):
        result = coverage.aggregate(fixture_package(), {})
        self.assertEqual(result["PlayerList"]["line_percent"], 0.0)
        self.assertFalse(result["PlayerList"]["measured"])


class BuildOutputTests(unittest.TestCase):
    def test_readsTheTargetsSwiftPMCompiled(self):
        self.assertEqual(buildtime.recompiled_targets(fixture("build-incremental.txt")), ["Login", "FootballGatherApp"])

    def test_readsTheProductsSwiftPMRelinked(self):
        self.assertEqual(buildtime.relinked_products(fixture("build-incremental.txt")), ["footballgather"])

    def test_touchesThePresenterOfAFeature(self):
        self.assertEqual(buildtime.touched_file(fixture_package().module("Login")), "Modules/Login/LoginPresenter.swift")
        self.assertEqual(buildtime.touched_file(fixture_package().module("footballgather")), "App/footballgather/main.swift")

    def test_dependencyClosureOfTheApp(self):
        closure = buildtime.dependency_closure(fixture_package(), "footballgather")
        self.assertTrue({"Login", "Domain", "Storage", "FootballGatherApp"} <= closure)


class ArchitectureTests(unittest.TestCase):
    def make_package(self, files, login_dependencies=("Domain", "TerminalUI"), extra_targets=()):
        root = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, root)
        for path, text in files.items():
            os.makedirs(os.path.join(root, os.path.dirname(path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
                handle.write(text)
        roles = ["Entity", "Interactor", "Presenter", "Router", "View", "Module"]
        description = {"name": "P", "targets": [
            {"name": "Domain", "path": "Modules/Domain", "type": "library", "sources": ["D.swift"]},
            {"name": "TerminalUI", "path": "Modules/TerminalUI", "type": "library", "sources": ["T.swift"]},
            {"name": "Storage", "path": "Modules/Storage", "type": "library", "sources": ["S.swift"],
             "target_dependencies": ["Domain", "CSQLite"]},
            {"name": "CSQLite", "path": "Modules/CSQLite", "type": "system-target"},
            {"name": "Login", "path": "Modules/Login", "type": "library",
             "sources": [f"Login{r}.swift" for r in roles if os.path.exists(os.path.join(root, f"Modules/Login/Login{r}.swift"))],
             "target_dependencies": list(login_dependencies)},
            {"name": "Gather", "path": "Modules/Gather", "type": "library",
             "sources": [f"Gather{r}.swift" for r in roles], "target_dependencies": ["Domain", "TerminalUI"]},
            {"name": "LoginTests", "path": "Tests/LoginTests", "type": "test", "target_dependencies": ["Login"]},
            {"name": "GatherTests", "path": "Tests/GatherTests", "type": "test", "target_dependencies": ["Gather"]},
            *extra_targets,
        ]}
        return package.from_description(description, root)

    def feature_files(self, name, extra=""):
        return {f"Modules/{name}/{name}{r}.swift": ("import Domain\n" + (extra if r == "Presenter" else ""))
                for r in ["Entity", "Interactor", "Presenter", "Router", "View", "Module"]}

    def test_passesAWellFormedPackage(self):
        pkg = self.make_package({**self.feature_files("Login"), **self.feature_files("Gather")})
        self.assertEqual(architecture.check(pkg), [])

    def test_failsWhenAFeatureImportsAnother(self):
        pkg = self.make_package({**self.feature_files("Login", "import Gather\n"), **self.feature_files("Gather")})
        problems = architecture.check(pkg)
        self.assertEqual(len(problems), 1)
        self.assertIn("imports feature Gather", problems[0])

    def test_failsWhenAFeatureDependsOnStorageOrImportsSQLite(self):
        pkg = self.make_package({**self.feature_files("Login", "@preconcurrency import CSQLite\n"),
                                 **self.feature_files("Gather")},
                                login_dependencies=("Domain", "TerminalUI", "Storage"))
        problems = architecture.check(pkg)
        self.assertTrue(any("depends on Storage" in p for p in problems))
        self.assertTrue(any("imports CSQLite" in p for p in problems))

    def network_targets(self, app_dependencies):
        return [
            {"name": "HTTPTransport", "path": "Modules/HTTPTransport", "type": "library", "sources": ["H.swift"]},
            {"name": "URLSessionTransport", "path": "Modules/URLSessionTransport", "type": "library",
             "sources": ["U.swift"], "target_dependencies": ["HTTPTransport"]},
            {"name": "App", "path": "App/App", "type": "library", "sources": ["A.swift"],
             "target_dependencies": list(app_dependencies)},
        ]

    def test_failsWhenTheAppLinksTheNetworkStackItLoadsAtRunTime(self):
        features = {**self.feature_files("Login"), **self.feature_files("Gather")}
        loading = self.make_package(features, extra_targets=self.network_targets(["Storage", "HTTPTransport"]))
        self.assertEqual(architecture.check(loading), [])
        self.assertEqual({m.name: m.kind for m in loading.modules}["URLSessionTransport"], "storage")
        linking = self.make_package(features, extra_targets=self.network_targets(["Storage", "URLSessionTransport"]))
        self.assertEqual(architecture.check(linking), [
            "App depends on URLSessionTransport: the app loads it at run time (only for --server), "
            "so local runs never load the network stack; only tests may link it"])

    def test_failsWhenARoleFileOrTheTestTargetIsMissing(self):
        files = {**self.feature_files("Login"), **self.feature_files("Gather")}
        del files["Modules/Login/LoginRouter.swift"]
        pkg = self.make_package(files)
        self.assertEqual(architecture.check(pkg), ["Modules/Login lacks LoginRouter.swift (every feature has the six role files)"])

    def test_readsImportLines(self):
        self.assertEqual(architecture.imports_of("import Foundation\n@testable import Login\nimport struct Domain.Player\n// import Gather\n"),
                         ["Domain", "Foundation", "Login"])

    def test_mermaidDrawsEveryDependency(self):
        text = architecture.mermaid(fixture_package())
        self.assertTrue(text.startswith("graph TD"))
        self.assertIn("Login --> TerminalUI", text)
        self.assertIn("footballgather --> FootballGatherApp", text)


def sample_report(coverage_percent=90.0, clean=10.0):
    return {
        "schema": 1,
        "meta": {"package": "P", "date": "2026-11-23", "machine": "m", "swift": "s", "repeat": 3, "quick": False},
        "modules": [{"name": "Login", "kind": "feature", "files": 6, "code_lines": 300, "tests": 27,
                     "layers": {"Presenter": 120, "View": 60},
                     "coverage": {"measured": True, "line_percent": coverage_percent, "lines": 100, "lines_covered": 90,
                                  "layers": {"Presenter": {"line_percent": 95.0, "lines": 50, "lines_covered": 47}}},
                     "build": {"clean": {"median": clean, "min": clean - 1, "max": clean + 1},
                               "own": {"median": 2.0, "min": 1.5, "max": 2.5},
                               "incremental": {"seconds": {"median": 1.0, "min": 0.9, "max": 1.1},
                                               "recompiled": ["Login"], "relinked": ["app"],
                                               "touched": "Modules/Login/LoginPresenter.swift"}}}],
        "test_targets": [{"name": "LoginTests", "tests": 27, "seconds": 0.5}],
        "totals": {"files": 6, "code_lines": 300, "tests": 27, "line_percent": 90.0,
                   "clean_build": {"median": 10.0, "min": 9.0, "max": 11.0}},
        "mermaid": "graph TD\n    Login --> Domain",
    }


class ReportTests(unittest.TestCase):
    def test_markdownHasTheKeyMetricsRow(self):
        text = report.markdown(sample_report())
        self.assertIn("| Login | feature | 6 | 300 | 27 | 90.0 % | 10.00 (9.00–11.00) | 2.00 (1.50–2.50) | "
                      "1.00 (0.90–1.10) | Login; relinked app (LoginPresenter.swift) |", text)
        self.assertIn("| **Total** | | 6 | 300 | 27 | 90.0 % |", text)
        self.assertIn("```mermaid", text)

    def test_svgIsWellFormedXml(self):
        import xml.etree.ElementTree as ElementTree
        root = ElementTree.fromstring(report.svg(sample_report()))
        self.assertTrue(root.tag.endswith("svg"))
        self.assertEqual(len([e for e in root.iter() if e.tag.endswith("rect")]), 3)

    def test_baselineComparisonFlagsRegressionsBeyondTheThresholds(self):
        table, regressions = report.compare(sample_report(88.0, 16.0), sample_report(90.0, 10.0), 1.0, 50.0)
        self.assertIn("| Login | +0 | +0 | -2.0 | +60 % | +0 % |", table)
        self.assertEqual(len(regressions), 2)
        _, none = report.compare(sample_report(89.5, 12.0), sample_report(90.0, 10.0), 1.0, 50.0)
        self.assertEqual(none, [])


class CommandLineTests(unittest.TestCase):
    def run_tool(self, tool, *args):
        return subprocess.run([sys.executable, os.path.join(TOOLS, tool), *args], capture_output=True, text=True)

    def test_everyToolHasHelp(self):
        for tool in ("architecture-check", "module-size", "coverage", "build-times", "report"):
            result = self.run_tool(tool, "--help")
            self.assertEqual(result.returncode, 0, tool)
            self.assertIn("--package-path", result.stdout)

    def test_aPathWithoutAPackageFailsClearly(self):
        result = self.run_tool("architecture-check", "--package-path", tempfile.gettempdir())
        self.assertEqual(result.returncode, 1)
        self.assertIn("has no Package.swift", result.stderr)

    def test_architectureCheckPassesOnThisRepository(self):
        result = self.run_tool("architecture-check")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("graph TD", result.stdout)

    def test_architectureCheckFailsOnABrokenCopyOfThisRepository(self):
        """A copy of this repository where one feature imports another must fail the check."""
        parent = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, parent)
        work = os.path.join(parent, "copy")
        shutil.copytree(REPO, work, ignore=shutil.ignore_patterns(".build*", ".git", ".swiftpm"))
        presenter = os.path.join(work, "Modules", "PlayerAdd", "PlayerAddPresenter.swift")
        with open(presenter, encoding="utf-8") as handle:
            text = handle.read()
        with open(presenter, "w", encoding="utf-8") as handle:
            handle.write("import Login\n" + text)
        result = self.run_tool("architecture-check", "--package-path", work)
        self.assertEqual(result.returncode, 1)
        self.assertIn("PlayerAddPresenter.swift imports feature Login", result.stderr)

    def test_reportMeasuresAnotherPackage(self):
        """The MVC fixture package, measured like this one (no build times: they are slow)."""
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work)
        copy = os.path.join(work, "MVCPackage")
        shutil.copytree(os.path.join(FIXTURES, "MVCPackage"), copy)
        result = self.run_tool("report", "--package-path", copy, "--skip-build-times", "--out", os.path.join(work, "out"))
        self.assertEqual(result.returncode, 0, result.stderr[-3000:])
        with open(os.path.join(work, "out", "report.json"), encoding="utf-8") as handle:
            data = json.load(handle)
        rows = {row["name"]: row for row in data["modules"]}
        self.assertEqual(set(rows), {"Core", "Players"})
        self.assertEqual(rows["Players"]["tests"], 2)
        self.assertEqual(rows["Players"]["layers"], {"Model": 8, "ViewController": 12})
        self.assertTrue(0 < rows["Players"]["coverage"]["line_percent"] < 100)
        with open(os.path.join(work, "out", "report.md"), encoding="utf-8") as handle:
            self.assertRegex(handle.read(), r"\| Players \| library \| 2 \| 20 \| 2 \|")


if __name__ == "__main__":
    unittest.main()
