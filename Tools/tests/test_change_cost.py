"""What one change cost each pattern, read from commit trailers (Tools/fgtools/changecost.py): on the
pattern lab's fixture made a git repository, a shared commit and one per pattern, each counted by hand."""
import subprocess
import unittest

from fgtools import changecost, patternlab
from tests.test_pattern_lab import lab_package

CONTROLLER = "Modules/Patterns/GatherMVC/GatherMVCController.swift"
MODEL = "Modules/Patterns/GatherMVC/GatherMVCModel.swift"
STATE = "Modules/Patterns/GatherStore/GatherStoreState.swift"
TEST = "Tests/GatherMVCTests/GatherMVCControllerTests.swift"


class ChangeCostTests(unittest.TestCase):
    def setUp(self):
        self.package = lab_package(self, shared=False)
        self.root = self.package.root
        self.git("init", "-q", "-b", "main")
        self.git("add", "-A")
        self.commit("The lab as it stands")

    def git(self, *arguments):
        return subprocess.run(["git", "-c", "user.name=T", "-c", "user.email=t@example.com", *arguments], cwd=self.root,
                              check=True, capture_output=True, text=True).stdout

    def commit(self, message, *trailers):
        self.git("add", "-A")
        body = message + ("\n\n" + "\n".join(trailers) if trailers else "")
        self.git("commit", "-q", "--allow-empty", "-m", body)
        return self.git("rev-parse", "HEAD").strip()

    def write(self, path, text):
        with open(f"{self.root}/{path}", "w", encoding="utf-8") as handle:
            handle.write(text)

    def read(self, path):
        with open(f"{self.root}/{path}", encoding="utf-8") as handle:
            return handle.read()

    def halfTime(self):
        """The shared rule in Domain, then MVC (code and a test), then the store (code only)."""
        self.write("Modules/Domain/Half.swift", "// The half.\npublic enum Half {\n    case first, second\n}\n")
        shared = self.commit("Half-time: the rule", "Pattern-change: half-time", "Pattern: shared")
        self.write(CONTROLLER, self.read(CONTROLLER).replace("        model.teamA += 1\n",
                                                             "        model.teamA += 1\n\n        // Why.\n        half = 2\n"))
        self.write(MODEL, "struct GatherMVCModel {\n    var teamA = 1\n    var half = 1\n}\n")
        self.write(TEST, self.read(TEST) + "\n@Test func halfTime() {\n    #expect(true)\n}\n")
        mvc = self.commit("Half-time in MVC", "Pattern-change: half-time", "Pattern: mvc")
        self.write(STATE, "struct GatherStoreState {\n    var teamA = 0\n    var half = 1\n}\n")
        store = self.commit("Half-time in the store", "Pattern-change: half-time", "Pattern: store")
        self.commit("Unrelated")
        return shared, mvc, store

    def test_eachPatternsCommit_isARow_theSharedModelsFirst_withItsLinesCountedAsTheTablesCountThem(self):
        shared, mvc, store = self.halfTime()

        changes = changecost.measure(self.package, ["VIPER", "MVC", "Store"], measure_recompiles=False)

        self.assertEqual(list(changes), ["half-time"])
        rows = changes["half-time"]
        self.assertEqual([row["pattern"] for row in rows], ["shared", "MVC", "Store"])
        self.assertEqual([row["commits"] for row in rows], [[shared], [mvc], [store]])
        # Domain/Half.swift: 3 code lines, its comment not counted.
        self.assertEqual(rows[0]["code_lines"], {"added": 3, "removed": 0})
        self.assertEqual(rows[0]["targets"], ["Domain"])
        # MVC: one line added in the controller (the comment and the blank do not count), one line
        # changed and one added in the model; three test lines.
        self.assertEqual(rows[1]["files"], 3)
        self.assertEqual(rows[1]["code_lines"], {"added": 3, "removed": 1})
        self.assertEqual(rows[1]["test_lines"], {"added": 3, "removed": 0})
        self.assertEqual(rows[1]["targets"], ["GatherMVC", "GatherMVCTests"])
        self.assertEqual(rows[2]["code_lines"], {"added": 1, "removed": 0})
        self.assertEqual(rows[2]["test_lines"], {"added": 0, "removed": 0})
        self.assertIsNone(rows[2]["recompiled"])

    def test_twoCommitsForOnePattern_areSummed_andAPatternTheLabDoesNotHaveKeepsItsTrailersName(self):
        self.write(MODEL, "struct GatherMVCModel {\n    var teamA = 0\n    var half = 1\n}\n")
        first = self.commit("Half-time in MVC", "Pattern-change: half-time", "Pattern: MVC")
        self.write(MODEL, "struct GatherMVCModel {\n    var teamA = 0\n}\n")
        second = self.commit("Half-time in MVC, undone", "Pattern-change: half-time", "Pattern: mvc")
        self.write("Modules/Patterns/GatherStore/GatherStoreView.swift", "struct V {}\n")
        self.commit("Half-time in MVP-C", "Pattern-change: half-time", "Pattern: mvp-c")

        rows = changecost.measure(self.package, ["VIPER", "MVC", "Store"], measure_recompiles=False)["half-time"]

        self.assertEqual([row["pattern"] for row in rows], ["MVC", "mvp-c"])
        self.assertEqual(rows[0]["commits"], [first, second])
        self.assertEqual(rows[0]["code_lines"], {"added": 1, "removed": 1})
        self.assertEqual(rows[0]["files"], 2)

    def test_recompiled_isWhatTheCommitsBuildCompiledAfterItsParents_inAClone(self):
        _, mvc, _ = self.halfTime()
        built = []

        def build(folder, scratch):
            head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=folder, capture_output=True, text=True).stdout.strip()
            built.append(head)
            self.assertNotEqual(folder, self.root)
            return "[1/3] Compiling GatherMVC GatherMVCModel.swift\n[2/3] Compiling GatherMVCTests X.swift\n" if head == mvc else ""

        status = self.git("status", "--porcelain")
        changes = changecost.measure(self.package, ["VIPER", "MVC", "Store"], build=build, sleep=lambda seconds: None)

        rows = {row["pattern"]: row for row in changes["half-time"]}
        self.assertEqual(rows["MVC"]["recompiled"], ["GatherMVC", "GatherMVCTests"])
        self.assertEqual(rows["Store"]["recompiled"], [])
        self.assertEqual(len(built), 6)
        self.assertEqual(self.git("status", "--porcelain"), status)

    def test_aTreeWithNoSuchCommits_orNoGit_hasNoChanges_andTheLabsMarkdownNoSection(self):
        self.assertEqual(changecost.measure(self.package, ["VIPER"], measure_recompiles=False), {})
        self.assertEqual(changecost.markdown({}), [])
        self.assertNotIn("What the change", "\n".join(patternlab.markdown(
            {"patterns": [], "behaviour_suite": {"target": "S", "tests": 0}, "date": "d", "seconds": 1, "viper": "Gather",
             "kind": "pattern", "repeat": 1, "commands": [], "changes": {}})))

    def test_theMarkdown_isATablePerChange_withTheSharedModelNamed(self):
        self.halfTime()
        lines = changecost.markdown(changecost.measure(self.package, ["VIPER", "MVC", "Store"], measure_recompiles=False))

        self.assertEqual(lines[0], '### What the change "half-time" cost each pattern')
        rows = [line for line in lines if line.startswith("| ") and not line.startswith(("| Pattern", "| ---"))]
        self.assertTrue(rows[0].startswith("| shared model |"))
        self.assertIn("| 3 | +3 / −1 | +3 / −0 | GatherMVC, GatherMVCTests | not measured |", rows[1])


if __name__ == "__main__":
    unittest.main()
