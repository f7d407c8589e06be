"""Tests of the summary that opens Tools/compare's and Tools/report's Markdown, on an app of 137
features generated for the purpose: every expected figure below is worked out by hand from the
shape the generator gives the app, never by the code under test."""
import csv
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from tests.support import TOOLS
from fgtools import changecoupling, compare, report, rules, summary

FEATURES = 137
HUBS = range(120, 130)       # Screen120…Screen129: named by many
NAMERS = range(60, 70)       # Screen060…Screen069: name many
BOTH_WAYS = [(5, 6), (130, 131)]


def screen(index):
    return f"Screen{index:03d}"


def named_by_app(index):
    """The features `index` names, and the type it names of each: the shape of the generated app.

    - a chain: every feature names the next one's Presenter (Screen136 names Screen000's);
    - hub k (Screen120+k) is named, by its View, by Screen000 … Screen(59 - 4k): 60 - 4k features;
    - namer k (Screen060+k) names the View of 48 - 3k features from Screen072 on;
    - Screen006 names Screen005's View and Screen131 names Screen130's: with the chain, both ways."""
    names = {screen((index + 1) % FEATURES): "Presenter"}
    for k, hub in enumerate(HUBS):
        if index < 60 - 4 * k:
            names[screen(hub)] = "View"
    if index in NAMERS:
        k = index - NAMERS.start
        names.update({screen(other): "View" for other in range(72, 72 + 48 - 3 * k)})
    for first, second in BOTH_WAYS:
        if index == second:
            names[screen(first)] = "View"
    return names


def write_app(root):
    """Features/ScreenNNN/ScreenNNNView.swift and ScreenNNNPresenter.swift for each of the 137 features;
    the Presenter names the types of the features `named_by_app` gives."""
    for index in range(FEATURES):
        name = screen(index)
        folder = os.path.join(root, "Features", name)
        os.makedirs(folder)
        with open(os.path.join(folder, f"{name}View.swift"), "w", encoding="utf-8") as handle:
            handle.write(f"struct {name}View {{\n    let title = \"{name}\"\n}}\n")
        uses = "\n".join(f"        _ = {other}{role}.self" for other, role in named_by_app(index).items())
        with open(os.path.join(folder, f"{name}Presenter.swift"), "w", encoding="utf-8") as handle:
            handle.write(f"final class {name}Presenter {{\n    func link() {{\n{uses}\n    }}\n}}\n")
    with open(os.path.join(root, "AppDelegate.swift"), "w", encoding="utf-8") as handle:
        handle.write("final class AppDelegate {}\n")


# By hand: a namer names 48 - 3k features from Screen072 on, and the next one in the chain (not in that range).
NAMES_MOST = [(screen(60 + k), 48 - 3 * k + 1) for k in range(10)]
# A hub is named by 60 - 4k features, and by the one before it in the chain (Screen119+k, not among them).
NAMED_MOST = [(screen(120 + k), 60 - 4 * k + 1) for k in range(10)]


class GeneratedApp:
    """The 137-feature app in a temporary folder, for one test class."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="fgtools-137-")
        cls.root = os.path.join(cls.folder, "BigApp")
        write_app(cls.root)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder, True)


class ComparisonSummaryTests(GeneratedApp, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.out = os.path.join(cls.folder, "out")
        cls.completed = subprocess.run(
            [sys.executable, os.path.join(TOOLS, "compare"), f"Before={cls.root}", f"After={cls.root}",
             "--out", cls.out, "--name", "big"], capture_output=True, text=True)
        with open(os.path.join(cls.out, "big.md"), encoding="utf-8") as handle:
            cls.markdown = handle.read()
        with open(os.path.join(cls.out, "big.json"), encoding="utf-8") as handle:
            cls.result = json.load(handle)

    def summary(self):
        """The summary's totals and, under their own heading, the most entangled features."""
        return self.markdown.split("## Summary", 1)[1].split("\n## How separable", 1)[0]

    def test_theMarkdownOfA137FeatureComparisonStaysUnder30KB(self):
        self.assertEqual(self.completed.returncode, 0, self.completed.stderr)
        self.assertLess(len(self.markdown.encode("utf-8")), 30 * 1024)

    def test_theSummaryComesFirstWithTotalsAndTheCouplingLine(self):
        self.assertLess(self.markdown.index("## Summary"), self.markdown.index("## How separable"))
        summary = self.summary()
        # 137 features of two files, and AppDelegate.swift: 275 files. Code lines: a View has 3, a
        # Presenter 4 and one per type it names (904 in all, below), AppDelegate 1: 411 + 548 + 904 + 1.
        self.assertIn("| Before | 137 | 1864 | 1863 | 275 | 0 | – | 137 of 137 |", summary)

    def test_theSummaryListsTheFeaturesThatNameTheMostOthers(self):
        table = self.summary().split("name the most other features", 1)[1].split("\n\n", 2)[1]
        rows = [line.split(" | ")[:2] for line in table.splitlines()[2:]]
        self.assertEqual([(name.lstrip("| "), int(count)) for name, count in rows], NAMES_MOST)
        self.assertIn("Screen072 1 (Screen072View)", table)

    def test_theSummaryListsTheFeaturesNamedByTheMostOthers_withTheTypesTheyName(self):
        table = self.summary().split("named by the most other features", 1)[1].split("\n\n", 2)[1]
        rows = [line.split(" | ")[:2] for line in table.splitlines()[2:]]
        self.assertEqual([(name.lstrip("| "), int(count)) for name, count in rows], NAMED_MOST)
        first = table.splitlines()[2]
        # Screen120's View is named by 60 features, its Presenter by one (Screen119, in the chain).
        self.assertIn("Screen120View (60), Screen120Presenter (1)", first)

    def test_theSummaryListsThePairsThatNameEachOtherBothWays(self):
        pairs = self.summary().split("name each other both ways", 1)[1]
        self.assertIn("| Screen005 ↔ Screen006 | 1 (Screen006Presenter) | 1 (Screen005View) |", pairs)
        self.assertIn("| Screen130 ↔ Screen131 | 1 (Screen131Presenter) | 1 (Screen130View) |", pairs)
        self.assertEqual(pairs.split("\n## ", 1)[0].count("↔"), 4)     # two pairs on each side

    def test_beyond20FeaturesTheMatrixIsInTheJsonAndTheCsvNotTheMarkdown(self):
        self.assertNotIn("| Feature names → |", self.markdown)
        self.assertIn("big-coupling.csv", self.markdown)
        self.assertEqual(len(self.result["coupling"]["Before"]["features"]), FEATURES)
        with open(os.path.join(self.out, "big-coupling.csv"), encoding="utf-8", newline="") as handle:
            rows = list(csv.DictReader(handle))
        before = [row for row in rows if row["side"] == "Before"]
        # 137 chain links, hubs 60+56+…+24 = 420, namers 48+45+…+21 = 345, and two links back.
        self.assertEqual(len(before), 137 + 420 + 345 + 2)
        hub = next(row for row in before if row["feature"] == "Screen000" and row["names"] == "Screen120")
        self.assertEqual((hub["references"], hub["types"]), ("1", "Screen120View"))

    def test_theSummaryIsInTheJsonToo(self):
        entangled = self.result["coupling"]["Before"]["entangled"]
        self.assertEqual([(e["feature"], e["features"]) for e in entangled["names_most"]], NAMES_MOST)
        self.assertEqual([(e["feature"], e["features"]) for e in entangled["named_most"]], NAMED_MOST)
        self.assertEqual([p["features"] for p in entangled["both_ways"]],
                         [["Screen005", "Screen006"], ["Screen130", "Screen131"]])


class ReportSummaryTests(GeneratedApp, unittest.TestCase):
    def setUp(self):
        side = compare.load_side(self.root, rules.load())
        self.data = side["data"]
        self.data["meta"].update(date="2026-11-28 12:00 UTC", machine="a machine", swift="Swift 6", repeat=1,
                                 quick=True)
        self.markdown = report.markdown(self.data)

    def test_theReportOpensWithTheSummary(self):
        summary = self.markdown.split("## Summary", 1)[1].split("\n## ", 1)[0]
        self.assertLess(self.markdown.index("## Summary"), self.markdown.index("| Module | Kind |"))
        self.assertIn("features that name another feature: 137 of 137", summary)
        self.assertIn(f"| {NAMES_MOST[0][0]} | {NAMES_MOST[0][1]} |", summary)
        self.assertIn(f"| {NAMED_MOST[-1][0]} | {NAMED_MOST[-1][1]} |", summary)
        self.assertNotIn("| Feature names → |", self.markdown)

    def test_theCsvHasOneRowPerCellOfTheMatrix(self):
        text = report.coupling_csv(self.data)
        rows = list(csv.DictReader(io.StringIO(text)))
        self.assertEqual(len(rows), 137 + 420 + 345 + 2)
        self.assertEqual({row["side"] for row in rows}, {"BigApp"})


class ChangeCouplingTableTests(unittest.TestCase):
    def test_beyond20FeaturesTheTableListsThe20ChangedMost(self):
        rows = [{"name": screen(i), "commits": i % 30, "shared": 0, "shared_percent": None} for i in range(FEATURES)]
        data = {"meta": {"revision": "0" * 40, "since": None, "max_files": 50, "max_features": 5},
                "commits": {"counted": 1, "merges_left_out": 0, "sweeping_left_out": 0, "touching_a_feature": 1},
                "features": rows, "pairs": []}
        table = [line for line in changecoupling.markdown(data) if line.startswith("| Screen")]
        # 29 commits: Screen029, 059, 089 and 119; 28: Screen028, 058, …: the 20 most are those of 29 to 25.
        self.assertEqual(len(table), 20)
        self.assertEqual([line.split(" | ")[0] for line in table[:5]],
                         ["| Screen029", "| Screen059", "| Screen089", "| Screen119", "| Screen028"])
        self.assertIn("| … 117 more features (in the JSON) | | | |", changecoupling.markdown(data))


class AttributionTests(unittest.TestCase):
    def test_theShareAttributedIsGivenWhenTheReaderKnowsAllTheCodeAndWarnsAbove5PercentLeftOut(self):
        text = summary.attribution_text({"code_lines": 900, "of": 1000, "files_in_no_target": ["Old/Legacy.swift"]})
        self.assertEqual(text, "900 of 1000 Swift code lines attributed to a module (90.0 %) — **more than 5 % of "
                               "the code is in no module: the figures miss it**; 1 Swift file in no target, not "
                               "counted (listed in the JSON)")
        self.assertEqual(summary.attribution_text({"code_lines": 960, "of": 1000}),
                         "960 of 1000 Swift code lines attributed to a module (96.0 %)")


if __name__ == "__main__":
    unittest.main()
