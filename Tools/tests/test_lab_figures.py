"""The README's figures for the pattern lab come from the committed report: every code line count,
own test count and coverage its table quotes, and the date it names, equal what
docs/metrics/report-patterns.json holds (Tools/report --patterns-only --out docs/metrics, renamed), so a
figure left stale by a change fails here."""
import json
import os
import re
import unittest

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
README = os.path.join(REPOSITORY, "README.md")
REPORT = os.path.join(REPOSITORY, "docs", "metrics", "report-patterns.json")
ROW = re.compile(r"^\| [^|]+ \(`(?P<target>Gather\w*)`\) \|[^|]*\| (?P<code>\d+) \| (?P<tests>\d+) \| "
                 r"(?P<alone>[\d.]+ %) / (?P<with_own>[\d.]+ %) \|"
                 r"(?: (?P<mutants_alone>[\d.]+ %|–) / (?P<mutants_with_own>[\d.]+ %|–) \|)?"
                 r"(?: (?P<change>\d+, \+\d+ −\d+, \+\d+ −\d+) \|)?$")
# The half-time change's cost as the README writes it: files, code lines added and removed, test lines added and removed.
SHARED = re.compile(r"shared part: (?P<change>\d+ files, \+\d+ −\d+ code lines, \+\d+ −\d+ test lines)")


def percent(entry):
    """A coverage as the README writes it: one decimal, none when it is whole (99.4 %, 100 %)."""
    return f"{entry['line_percent']:.1f}".removesuffix(".0") + " %"


def score(value):
    """A mutation score as the README writes it; – when the run measured none."""
    return "–" if value is None else percent({"line_percent": value})


def change(row, files=""):
    """A change's cost as the README writes it: "4, +6 −1, +30 −2" (`files` after the file count)."""
    code, test = row["code_lines"], row["test_lines"]
    return (f"{row['files']}{files}, +{code['added']} −{code['removed']}{' code lines' if files else ''}, "
            f"+{test['added']} −{test['removed']}{' test lines' if files else ''}")


def lab_section(text):
    start = text.index("## The match screen in ")
    return text[start:text.index("\n## ", start + 1)]


class LabFiguresTests(unittest.TestCase):
    def setUp(self):
        with open(README, encoding="utf-8") as handle:
            self.section = lab_section(handle.read())
        with open(REPORT, encoding="utf-8") as handle:
            self.lab = json.load(handle)["pattern_lab"]

    def test_everyRowOfTheReadmesTable_quotesTheCommittedReport(self):
        rows = [ROW.match(line) for line in self.section.splitlines() if line.startswith("| ") and "`Gather" in line]
        self.assertTrue(rows and all(rows), "every row of the table reads as | Pattern (`Target`) | … | code | tests | a / b |")
        measured = {row["target"]: row for row in self.lab["patterns"]}
        self.assertEqual(sorted(row["target"] for row in rows), sorted(measured), "a row per pattern the report measured")
        for row in rows:
            entry = measured[row["target"]]
            with self.subTest(target=row["target"]):
                self.assertEqual(int(row["code"]), entry["code_lines"])
                self.assertEqual(int(row["tests"]), entry["own_tests"]["tests"])
                self.assertEqual(row["alone"], percent(entry["coverage"]["behaviour"]))
                self.assertEqual(row["with_own"], percent(entry["coverage"]["with_own_tests"]))
                if row["mutants_alone"] is not None:
                    scores = (entry.get("mutation") or {}).get("scores", {})
                    self.assertEqual(row["mutants_alone"], score(scores.get("behaviour")))
                    self.assertEqual(row["mutants_with_own"], score(scores.get("with_own_tests")))
                if row["change"] is not None:
                    self.assertEqual(row["change"], change(self.half_time[entry["pattern"]]))

    def test_theHalfTimeChangesSharedPart_quotesTheCommittedReport(self):
        quoted = SHARED.search(self.section)
        if quoted or "Half-time" in self.section:
            self.assertIsNotNone(quoted, "the section says what the shared part of the half-time change cost")
            self.assertEqual(quoted["change"], change(self.half_time["shared"], files=" files"))

    @property
    def half_time(self):
        return {row["pattern"]: row for row in (self.lab.get("changes") or {}).get("half-time", [])}

    def test_theSectionNamesTheReportsDate_andHowManyPatterns(self):
        quoted = re.search(r"`Tools/report --patterns-only[^`]*`\s*\((\d{4}-\d\d-\d\d)\)", self.section)
        self.assertIsNotNone(quoted, "the section names the run its figures come from, and its date")
        self.assertEqual(quoted.group(1), self.lab["date"][:10])
        words = {5: "five", 6: "six", 7: "seven", 8: "eight"}
        self.assertTrue(self.section.startswith(f"## The match screen in {words[len(self.lab['patterns'])]} patterns"))

    def test_percent_isWrittenAsTheReadmeWritesIt(self):
        self.assertEqual(percent({"line_percent": 99.44}), "99.4 %")
        self.assertEqual(percent({"line_percent": 100.0}), "100 %")
        self.assertEqual(percent({"line_percent": 98.75}), "98.8 %")


if __name__ == "__main__":
    unittest.main()
