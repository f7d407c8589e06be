"""Every Total adds up its rows: in `Tools/module-size`'s table and JSON, in `report.md`'s and
report.json's module table and key classes, with `--modules` or without. A test is counted once: in
the row of the one module its test target tests, else in a row of its own below the modules (tests
of several modules, tests of no module). Checked on the VIPER fixture with a test target shared by
three interfaces and one that tests no module, and on this repository's own tree."""
import contextlib
import copy
import io
import json
import os
import re
import shutil
import tempfile
import unittest
from unittest import mock

from tests.support import REPO, FixtureCopy, report_with_a_failed_build
from fgtools import cli, reading, report, rules, tests, unbuilt

SHARED_SUITE = """import XCTest

final class DoublesTests: XCTestCase {
    func testTheAuthenticationDouble() {}
    func testThePlayersDouble() {}
}
"""
BEHAVIOUR_SUITE = """import Testing

@Test func scoring() {}
@Test func ending() {}
@Test func halfTime() {}
"""
# InterfaceTests tests the three interfaces (its stem is in their names, it depends on them);
# MatchBehaviourTests names no module, and no module's name holds its stem.
TEST_TARGETS = """        .testTarget(name: "InterfaceTests", dependencies: ["AuthenticationInterface", "PlayersInterface", "GathersInterface"], path: "Tests/InterfaceTests"),
        .testTarget(name: "MatchBehaviourTests", dependencies: ["Gather", "Login"], path: "Tests/MatchBehaviourTests"),
"""
INTERFACES = ["AuthenticationInterface", "GathersInterface", "PlayersInterface"]


def fixture_with_shared_tests(test_case):
    """A copy of the VIPER fixture with a test target of three modules (2 tests) and one of none (3)."""
    fixture = FixtureCopy(test_case)
    fixture.replace("Package.swift", "        .target(name: \"TestSupport\"", TEST_TARGETS + "        .target(name: \"TestSupport\"")
    fixture.write("Tests/InterfaceTests/DoublesTests.swift", SHARED_SUITE)
    fixture.write("Tests/MatchBehaviourTests/BehaviourTests.swift", BEHAVIOUR_SUITE)
    return fixture


def module_size(test_case, *args):
    """`Tools/module-size args` in this process: its output (it must exit 0)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        test_case.assertEqual(cli.main("module-size", list(args)), 0)
    return out.getvalue()


def counted(cell):
    """A Tests cell's figure the Total adds: "12", "3 (+20)"; "(20)" is a shared target's, counted below."""
    match = re.match(r"^(\d+)", cell.strip())
    return int(match.group(1)) if match else 0


def text_table(output):
    """module-size's first table: ({row name: {"files", "code_lines", "tests"} cells}, its Total's
    figures, {label: tests} of the rows below the modules). Its figures are right-aligned: each
    column ends where its header does, and starts where the one before it ends."""
    lines = output.splitlines()
    header = lines[0]
    spans = {key: (header.index(name) - (width - len(name)), header.index(name) + len(name))
             for key, name, width in (("files", "Files", 5), ("code_lines", "Code lines", 10), ("tests", "Tests", 6))}
    rows, below, total = {}, {}, None
    for line in lines[1:]:
        name = line[:header.index("Kind")].strip()
        cells = {key: line[start:end].strip() for key, (start, end) in spans.items()}
        if name.startswith("Tests of "):
            below[name] = int(cells["tests"])
        elif name == "Total":
            total = {key: int(value) for key, value in cells.items()}
            break
        else:
            rows[name] = cells
    return rows, total, below


def markdown_table(text, heading):
    """The table under `heading` of a Markdown report: [[cells]] of its rows, header and rule left out."""
    start = text.index(heading)
    lines = [line for line in text[start:].splitlines()]
    lines = lines[next(index for index, line in enumerate(lines) if line.startswith("|")):]
    table = []
    for line in lines[2:]:
        if not line.startswith("|"):
            break
        table.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return [cell.strip() for cell in lines[0].strip().strip("|").split("|")], table


class TotalsAddUp(unittest.TestCase):
    """The checks every table below shares."""

    def assert_module_table_adds_up(self, text):
        """report.md's module table: Files, Code lines, C-family lines and Tests sum to the Total."""
        header, table = markdown_table(text, "## Modules")
        header = [cell.strip() for cell in header]
        *rows, total = table
        self.assertEqual(total[0], "**Total**")
        for column in ("Files", "Code lines", "C-family lines", "Tests"):
            if column not in header:
                continue
            index = header.index(column)
            with self.subTest(column=column):
                figures = [counted(row[index]) if row[index] else 0 for row in rows]
                self.assertEqual(sum(figures), int(total[index]), f"{column}: {[row[0] for row in rows]}")
        return rows, total

    def assert_key_classes_add_up(self, text):
        _, table = markdown_table(text, "## Key classes: code lines per file")
        *rows, total = table
        self.assertEqual(total[0], "**Total**")
        self.assertEqual(sum(int(row[1]) for row in rows if row[1]), int(total[1]), "key classes")
        self.assertEqual(sum(int(row[4]) for row in rows), int(total[4]), "code lines")

    def assert_json_adds_up(self, data, every_test=True):
        """report.json: each total is its rows' sum, the tests below the modules included; with
        `every_test`, the tests of every test target, each once."""
        rows, totals = data["modules"], data["totals"]
        outside = data["tests_outside_modules"]
        self.assertEqual(totals["files"], sum(row["files"] for row in rows))
        self.assertEqual(totals["code_lines"], sum(row["code_lines"] for row in rows))
        self.assertEqual(totals["tests"], sum(row["tests"] for row in rows) + outside["several_modules"]["tests"]
                         + outside["no_module"]["tests"])
        self.assertEqual(outside["several_modules"]["tests"],
                         sum(entry["tests"] for entry in outside["several_modules"]["targets"].values()))
        self.assertEqual(outside["no_module"]["tests"], sum(outside["no_module"]["targets"].values()))
        if every_test:
            self.assertEqual(totals["tests"], sum(target["tests"] for target in data["test_targets"]))


class FixtureTotalsTests(TotalsAddUp):
    def setUp(self):
        self.copy = fixture_with_shared_tests(self)

    def test_aTestTargetOfSeveralModules_isCountedOnce_andOneOfNoModule_inARowOfItsOwn(self):
        data = json.loads(module_size(self, "--package-path", self.copy.root, "--json"))
        rows = {row["name"]: row for row in data["modules"]}
        for name in INTERFACES:
            self.assertEqual((rows[name]["tests"], rows[name]["shared_tests"]), (0, 2), name)
        self.assertEqual(data["tests_outside_modules"]["several_modules"],
                         {"tests": 2, "targets": {"InterfaceTests": {"tests": 2, "modules": INTERFACES}}})
        self.assertEqual(data["tests_outside_modules"]["no_module"], {"tests": 3, "targets": {"MatchBehaviourTests": 3}})
        self.assertEqual(data["totals"]["tests"], 4 + 2 + 3)
        self.assert_json_adds_up(data)

    def test_moduleSizesTable_addsUpToItsTotal_andSaysHowTestsAreAttributed(self):
        output = module_size(self, "--package-path", self.copy.root)
        rows, total, below = text_table(output)
        self.assertEqual(rows["PlayersInterface"]["tests"], "(2)")
        self.assertEqual(below, {"Tests of several modules": 2, "Tests of no module": 3})
        self.assertEqual(sum(int(row["files"]) for row in rows.values()), total["files"])
        self.assertEqual(sum(int(row["code_lines"]) for row in rows.values()), total["code_lines"])
        self.assertEqual(sum(counted(row["tests"]) for row in rows.values()) + sum(below.values()), total["tests"])
        self.assertEqual(total["tests"], 9)
        self.assertIn("Tests: each test counted once, in one row.", output)
        self.assertIn("InterfaceTests 2 (3 modules: AuthenticationInterface, GathersInterface, PlayersInterface)", output)

    def test_withModules_theTotalIsTheRowsShown_andTheTargetsTheyShare(self):
        output = module_size(self, "--package-path", self.copy.root, "--modules", "Login", "PlayersInterface")
        rows, total, below = text_table(output)
        self.assertEqual(sorted(rows), ["Login", "PlayersInterface"])
        self.assertEqual(below, {"Tests of several modules": 2}, "no module's tests are no shown module's")
        self.assertEqual(total, {"files": sum(int(row["files"]) for row in rows.values()),
                                 "code_lines": sum(int(row["code_lines"]) for row in rows.values()), "tests": 1 + 2})
        data = json.loads(module_size(self, "--package-path", self.copy.root, "--modules", "Login", "--json"))
        self.assertEqual((data["totals"]["tests"], data["tests_outside_modules"]["several_modules"]["tests"]), (1, 0))
        self.assert_json_adds_up(data, every_test=False)

    def test_theReportsTables_addUpToTheirTotals_withModulesOrWithout(self):
        for args in ((), ("--modules", "Gather", "GathersInterface", "SQLiteStorage")):
            out = tempfile.mkdtemp(prefix="fgtools-")
            self.addCleanup(shutil.rmtree, out, True)
            with self.subTest(args=args):
                text, data = report_with_a_failed_build(self.copy.root, out, "error: no such module 'CSQLite'\n", *args)
                rows, total = self.assert_module_table_adds_up(text)
                self.assert_key_classes_add_up(text)
                self.assert_json_adds_up(data, every_test=not args)
                labels = [row[0].split(":")[0] for row in rows if row[0].startswith("*")]
                self.assertEqual(labels, ["*Tests of several modules*"] + ([] if args else ["*Tests of no module*"]))
                self.assertEqual(total[5 if "C-family" in text.split("## Modules")[1].splitlines()[2] else 4],
                                 str(data["totals"]["tests"]))
                self.assertIn(f"{data['totals']['tests']} tests", text.split("## Modules")[0], "the summary says the Total")
                self.assertIn("*Tests*: each test counted once, in one row.", text)

    def test_attribute_countsEachTestOnce(self):
        found = tests.attribute(["A", "B", "C"], [("ATests", 5, ["A"]), ("SharedTests", 4, ["A", "B"]),
                                                  ("SuiteTests", 3, []), ("BTests", 2, ["B"])])
        self.assertEqual(found["modules"], {"A": 5, "B": 2, "C": 0})
        self.assertEqual(found["shared"], {"A": 4, "B": 4})
        self.assertEqual(found["tests"], 5 + 4 + 3 + 2)
        shown = tests.attribute(["A", "B", "C"], [("ATests", 5, ["A"]), ("SharedTests", 4, ["A", "B"]),
                                                  ("SuiteTests", 3, [])], shown=["C"])
        self.assertEqual(shown["tests"], 0, "C is tested by none of them")
        self.assertEqual(tests.cell({"tests": 3, "shared_tests": 4}), "3 (+4)")
        self.assertEqual(tests.cell({"tests": 0, "shared_tests": 4}), "(4)")


    def test_withRunTests_theCountsSwiftTestListGives_areAttributedOnceToo(self):
        listed = {"AppTests": 4, "DomainTests": 6, "GatherTests": 7, "LoginTests": 8, "InterfaceTests": 9,
                  "MatchBehaviourTests": 10}
        with mock.patch.object(cli, "run_status", return_value=(0, "", "")), \
                mock.patch.object(tests, "count_tests", return_value=dict(listed)), \
                mock.patch.object(tests, "time_test_targets", return_value={}):
            data = json.loads(module_size(self, "--package-path", self.copy.root, "--run-tests", "--json"))
            shown = json.loads(module_size(self, "--package-path", self.copy.root, "--run-tests", "--json",
                                           "--modules", "Login", "GathersInterface"))
        self.assertEqual(data["totals"]["tests"], sum(listed.values()))
        self.assert_json_adds_up(data)
        self.assertEqual({row["name"]: row.get("shared_tests") for row in data["modules"] if row.get("shared_tests")},
                         dict.fromkeys(INTERFACES, 9))
        self.assertEqual(shown["totals"]["tests"], 8 + 9)
        self.assert_json_adds_up(shown, every_test=False)

    def test_aBaselineSavedBeforeTestsWereCountedOnce_seesNoChangeInASharedTargetsModules(self):
        now = {"modules": [{"name": "PlayersInterface", "code_lines": 4, "tests": 0, "shared_tests": 2}]}
        before = {"modules": [{"name": "PlayersInterface", "code_lines": 4, "tests": 2}]}
        table, regressions = report.compare(now, before, 1.0, 50.0)
        self.assertIn("| PlayersInterface | +0 | +0 |", table)
        self.assertEqual(regressions, [])


class OwnTreeTotalsTests(TotalsAddUp):
    """This repository, read once as module-size reads it (nothing built): every test of its test
    targets once, and each Total its rows' sum, in the text table, the JSON and the report's Markdown,
    with `--modules` or without."""

    @classmethod
    def setUpClass(cls):
        with contextlib.redirect_stderr(io.StringIO()):
            cls.app = reading.read(REPO, rules.load(), [], tool="module-size")
            cls.data = unbuilt.report(cls.app)

    def shown(self, *names):
        """The data module-size --modules NAMES prints."""
        return unbuilt.shown_only(copy.deepcopy(self.data), set(names), [m.name for m in self.app.modules],
                                  unbuilt.test_units(self.app))

    def test_theJSONsTotals_addUpItsRows_andCountEveryTestOnce(self):
        self.assert_json_adds_up(json.loads(json.dumps(self.data)))
        self.assert_json_adds_up(self.shown("Login", "Gather", "PlayersInterface"), every_test=False)

    def test_theReportsTablesOfThisTree_addUpToTheirTotals(self):
        for data in (self.data, self.shown("Login", "Gather", "PlayersInterface")):
            text = report.markdown({**data, "meta": {**data["meta"], "date": "today", "machine": "m", "swift": "s",
                                                     "repeat": 1, "quick": True}})
            with self.subTest(modules=len(data["modules"])):
                self.assert_module_table_adds_up(text)
                self.assert_key_classes_add_up(text)

    def test_moduleSizesTable_ofThisTree_addsUpToItsTotal(self):
        for data in (self.data, self.shown("Login", "Gather", "PlayersInterface")):
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                cli.print_sizes(data)
            rows, total, below = text_table(out.getvalue())
            with self.subTest(modules=len(rows)):
                self.assertEqual(sum(int(row["files"]) for row in rows.values()), total["files"])
                self.assertEqual(sum(int(row["code_lines"]) for row in rows.values()), total["code_lines"])
                self.assertEqual(sum(counted(row["tests"]) for row in rows.values()) + sum(below.values()), total["tests"])
        self.assertEqual(total["tests"], sum(counted(rows[name]["tests"]) for name in ("Login", "Gather")) + below.get(
            "Tests of several modules", 0))


class CommittedReportTotalsTests(TotalsAddUp):
    """The reports committed in docs/metrics/ add up too: report.md and the report.json it renders, and
    the lab's report-patterns.json (the modules Tools/compare reads of this package's side)."""

    def test_theCommittedReportsTables_addUpToTheirTotals(self):
        for name in ("report.json", "report-patterns.json"):
            with self.subTest(name=name), open(os.path.join(REPO, "docs", "metrics", name), encoding="utf-8") as handle:
                self.assert_json_adds_up(json.load(handle))
        with open(os.path.join(REPO, "docs", "metrics", "report.md"), encoding="utf-8") as handle:
            text = handle.read()
        self.assert_module_table_adds_up(text)
        self.assert_key_classes_add_up(text)


if __name__ == "__main__":
    unittest.main()
