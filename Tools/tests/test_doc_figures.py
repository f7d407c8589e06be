"""The figures the README and the Tools guide quote from a committed report under docs/metrics/ equal
what that report holds, as test_lab_figures holds the README's lab table to report-patterns.json: the
mutants a pattern the lab's scores come from and the folder they were read from; the committed
report's run (its time, step by step, its modules, its repeat) and its coupling line; the committed
mutation run (its cap, its seed, its time); the comparison
with the original app's six patterns (features that name another feature, per side) and the lab's run
it is made of. A figure left stale when a report is regenerated fails here."""
import json
import os
import re
import unittest

from tests.support import REPO

README = os.path.join(REPO, "README.md")
TOOLS_GUIDE = os.path.join(REPO, "docs", "tools.md")
METRICS = os.path.join(REPO, "docs", "metrics")


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def committed(name):
    return json.loads(read(os.path.join(METRICS, name)))


def flat(text):
    """Text with its line breaks as spaces: a quoted sentence may wrap anywhere."""
    return re.sub(r"\s+", " ", text)


def quoted(test_case, pattern, text):
    """The match of `pattern` in `text` (it must be there: a figure reworded away fails loudly)."""
    found = re.search(pattern, text)
    test_case.assertIsNotNone(found, f"the text quotes {pattern!r}")
    return found


class ReadmeFiguresTests(unittest.TestCase):
    def setUp(self):
        self.readme = flat(read(README))
        self.lab = committed("report-patterns.json")["pattern_lab"]

    def test_theMutantsAPattern_areTheCommittedRunsMutants(self):
        found = quoted(self, r"mutation scores from (\d+) mutants a pattern", self.readme)
        runs = {row["target"]: (row.get("mutation") or {}).get("run") for row in self.lab["patterns"]}
        self.assertEqual(runs, dict.fromkeys(runs, int(found.group(1))), "every pattern's run had that many mutants")

    def test_theScoresFolder_isTheOneTheCommittedRunRead(self):
        command = quoted(self, r"`Tools/report --patterns-only --mutation (\S+)`", self.readme)
        self.assertEqual(command.group(1), self.lab["mutation_from"])
        survivors = quoted(self, r"\[survivors\]\(([^)]+)\)", self.readme)
        self.assertEqual(survivors.group(1), self.lab["mutation_from"])
        for row in self.lab["patterns"]:
            self.assertTrue(os.path.exists(os.path.join(REPO, row["mutation"]["report"])), row["mutation"]["report"])


class ToolsGuideFiguresTests(unittest.TestCase):
    def setUp(self):
        self.guide = flat(read(TOOLS_GUIDE))

    def test_theCommittedReportsRun_isQuotedAsItsMetaSays(self):
        data = committed("report.json")
        seconds = data["meta"]["tool_seconds"]
        self.assertEqual(int(quoted(self, r"`Tools/report --repeat (\d+) --out docs/metrics`", self.guide).group(1)),
                         data["meta"]["repeat"])
        for words, key in ((r"The committed run took (\d+) s", "total"), (r"the coverage build (\d+) s", "coverage_build"),
                           (r"the coverage run (\d+) s", "coverage"), (r"timing the test targets (\d+) s", "test_times"),
                           (r"the build times (\d+) s", "build_times"), (r"the pattern lab (\d+) s", "pattern_lab")):
            with self.subTest(key=key):
                self.assertEqual(int(quoted(self, words, self.guide).group(1)), round(seconds[key]))
        self.assertEqual(int(quoted(self, r"every one of the (\d+) modules", self.guide).group(1)), len(data["modules"]))

    def test_theCommittedMutationRun_isQuotedAsItsReportsSay(self):
        configs = [json.loads(read(os.path.join(METRICS, "mutation", target, "mutation.json")))["config"]
                   for target in sorted(os.listdir(os.path.join(METRICS, "mutation")))
                   if os.path.exists(os.path.join(METRICS, "mutation", target, "mutation.json"))]
        self.assertTrue(configs)
        found = quoted(self, r"`Tools/mutation --all-patterns --cap (\d+) --out docs/metrics/mutation`", self.guide)
        self.assertEqual({c["cap"] for c in configs}, {int(found.group(1))})
        rerun = quoted(self, r"Run again [^(]*\(`--seed (\d+)`[^)]*\), it took ([\d.]+) minutes \((\d+) s\)", self.guide)
        self.assertEqual({c["seed"] for c in configs}, {int(rerun.group(1))})
        # One build of the copy for all of them, then each target's mutants.
        self.assertEqual(len({c["build_seconds"] for c in configs}), 1)
        seconds = configs[0]["build_seconds"] + sum(c["seconds"] for c in configs)
        self.assertEqual(int(rerun.group(3)), round(seconds))
        self.assertEqual(rerun.group(2), f"{seconds / 60:.1f}")

    def test_thisPackagesCouplingLine_isTheCommittedReports(self):
        coupling = committed("report.json")["coupling"]
        found = quoted(self, r"In this package no feature can import another, and the table shows (\d+) of (\d+)", self.guide)
        self.assertEqual((int(found.group(1)), int(found.group(2))), (coupling["naming_another"], coupling["of"]))

    def test_theComparisonWithTheOriginalApp_quotesEverySidesCoupling(self):
        data = committed("patterns.json")
        sides = {label: (found["naming_another"], found["of"]) for label, found in data["coupling"].items() if found}
        sentence = quoted(self, r"separable each side's features are: ([^.]+)\.", self.guide).group(1)
        ours = quoted(self, r"(\d+) of this package's (\d+) name another feature", sentence)
        said = {"This package": (int(ours.group(1)), int(ours.group(2)))}
        for naming, of, labels in re.findall(r"(\d+) of (\d+) in ([^;,]+(?:, [^;,]+)*?)(?=;|, \d|$)", sentence):
            for label in re.split(r", | and ", labels):
                said[label.strip()] = (int(naming), int(of))
        self.assertEqual(said, sides)

    def test_theComparisonsSide_isTheLabsRun_theReadmeQuotes(self):
        comparison, lab = committed("patterns.json"), committed("report-patterns.json")
        side = next(s for s in comparison["sides"] if s["label"] == "This package")
        self.assertEqual(side["path"], "docs/metrics/report-patterns.json")
        self.assertEqual(comparison["pattern_lab"]["This package"], lab["pattern_lab"])


if __name__ == "__main__":
    unittest.main()
