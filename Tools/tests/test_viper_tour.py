"""docs/viper-tour.md links files and line ranges: each must exist, and the lines must still hold the
names the text gives them, so the tour can't silently point at code that moved."""
import os
import re
import shutil
import tempfile
import unittest

from tests.support import REPO

TOUR = os.path.join(REPO, "docs", "viper-tour.md")
LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
LINES = re.compile(r"^L(\d+)(?:-L(\d+))?$")


def slug(heading):
    """A Markdown heading's anchor as code hosts make it: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def named(text):
    """The identifier a link's text names in backticks: `GatherView.handle(_:)` → handle; None without one."""
    code = re.search(r"`([^`]+)`", text)
    if not code:
        return None
    name = code.group(1).split("(")[0].rstrip(".")
    return name.split(".")[-1] or None


def declares(line, name):
    """Whether a line of Swift declares `name`: a func, a property, a case, a type (an init for `init`)."""
    if name == "init":
        return re.search(r"\binit\s*[(<?]", line) is not None
    keywords = r"func|var|let|case|struct|enum|class|actor|protocol|extension|typealias"
    return re.search(rf"\b(?:{keywords})\s+{re.escape(name)}\b", line) is not None


def broken_links(markdown_path):
    """One line per link of the file that leads nowhere, or to lines that no longer hold the name it gives."""
    with open(markdown_path, encoding="utf-8") as handle:
        text = handle.read()
    problems = []
    for label, target in LINK.findall(text):
        if re.match(r"^[a-z]+://", target) or target.startswith("mailto:"):
            continue
        path, _, anchor = target.partition("#")
        resolved = os.path.normpath(os.path.join(os.path.dirname(markdown_path), path)) if path else markdown_path
        where = f"[{label}]({target})"
        if not os.path.exists(resolved):
            problems.append(f"{where}: no such file {path}")
            continue
        if not anchor or os.path.isdir(resolved):
            continue
        with open(resolved, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        lines_anchor = LINES.match(anchor)
        if lines_anchor:
            first = int(lines_anchor.group(1))
            last = int(lines_anchor.group(2) or first)
            if not 1 <= first <= last <= len(lines):
                problems.append(f"{where}: lines {first}-{last} are not in the file ({len(lines)} lines)")
                continue
            name = named(label)
            stem = os.path.splitext(os.path.basename(resolved))[0]
            if name and name != stem and not declares(lines[first - 1], name):
                problems.append(f"{where}: line {first} does not declare {name}")
        elif resolved.endswith(".md"):
            anchors = {slug(line.lstrip("#")) for line in lines if line.startswith("#")}
            if anchor not in anchors:
                problems.append(f"{where}: no heading #{anchor} in {path or os.path.basename(markdown_path)}")
    return problems


class ViperTourTests(unittest.TestCase):
    def test_everyLinkOfTheTour_leadsToLinesThatStillHoldWhatTheTextNames(self):
        self.assertEqual(broken_links(TOUR), [])

    def test_theTourLinksEveryRoleOfTheFeature_andIsLinkedFromTheReadme(self):
        with open(TOUR, encoding="utf-8") as handle:
            tour = handle.read()
        # The words every pattern of the match screen shares are MatchScreen's.
        for role, folder in (("View", "Gather"), ("Presenter", "Gather"), ("Interactor", "Gather"),
                             ("ViewModel", "Gather"), ("Wording", "MatchScreen")):
            self.assertIn(f"../Modules/{folder}/Gather{role}.swift#L", tour, role)
        with open(os.path.join(REPO, "README.md"), encoding="utf-8") as handle:
            self.assertIn("(docs/viper-tour.md)", handle.read())

    def test_aLinksFirstLine_mustDeclareTheNameItGives_notMerelyUseIt(self):
        self.assertTrue(declares("    @Test func aGoal_counts() async throws {", "aGoal_counts"))
        self.assertTrue(declares("    public static func goals(_ goals: TeamGoals) -> String {", "goals"))
        self.assertTrue(declares("    public init(players: [GatherPlayer]) {", "init"))
        self.assertFalse(declares("        await presenter.didChangeScore(of: .teamA, by: 1)", "didChangeScore"))
        self.assertFalse(declares("    var scorers: [String] { viewModel.scorers }", "viewModel"))

    def test_aMovedFile_aShortenedFile_orCodeThatMovedAway_isReported(self):
        root = tempfile.mkdtemp(prefix="fg-tour-")
        self.addCleanup(shutil.rmtree, root, ignore_errors=True)
        os.makedirs(os.path.join(root, "docs"))
        with open(os.path.join(root, "Code.swift"), "w", encoding="utf-8") as handle:
            handle.write("struct Code {\n    func handle() {}\n}\n")
        doc = os.path.join(root, "docs", "tour.md")
        with open(doc, "w", encoding="utf-8") as handle:
            handle.write("# Tour\n\n"
                         "[`Code.handle()`](../Code.swift#L2-L2) [`Code.handle()`](../Moved.swift#L2) "
                         "[`Code.handle()`](../Code.swift#L3-L9) [`Code.render()`](../Code.swift#L1-L3) "
                         "[top](#tour) [missing](#nowhere)\n")

        problems = broken_links(doc)

        self.assertEqual(len(problems), 4, problems)
        self.assertIn("no such file ../Moved.swift", problems[0])
        self.assertIn("lines 3-9 are not in the file", problems[1])
        self.assertIn("line 1 does not declare render", problems[2])
        self.assertIn("no heading #nowhere", problems[3])


if __name__ == "__main__":
    unittest.main()
