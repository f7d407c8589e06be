"""Tools/change-coupling on a throwaway git repository whose history is known commit by commit."""
import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

from tests.support import FIXTURES, TOOLS, report_with_a_failed_build
from fgtools import changecoupling, cli, compare, package, rules, sourcetree

ENV = {**os.environ, "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
       "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com", "GIT_CONFIG_GLOBAL": os.devnull}
OLD, NEW = "2020-01-01T12:00:00", "2024-01-01T12:00:00"


class History:
    """A folder layout the tools read as features Login, Gather and Records (Modules/<F>/<F>Presenter
    and <F>View), a shared Networking folder and a test folder, built commit by commit."""

    def __init__(self, root):
        self.root = root
        self.git("init", "-q", "-b", "main")

    def git(self, *arguments, date=NEW):
        env = {**ENV, "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date}
        subprocess.run(["git", *arguments], cwd=self.root, env=env, check=True, capture_output=True)

    def commit(self, text, change=(), delete=(), date=NEW, message=None):
        for path in change:
            full = os.path.join(self.root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "a", encoding="utf-8") as handle:
                handle.write(f"// {text}\n")
        for path in delete:
            os.remove(os.path.join(self.root, path))
        self.git("add", "-A")
        self.git("commit", "-q", "-m", message or text, date=date)


def feature(name, *roles):
    return [f"Modules/{name}/{name}{role}.swift" for role in roles or ("Presenter", "View")]


def build(root):
    """Commits c1…c13 and a merge; the figures the tests expect are counted from this list."""
    h = History(root)
    h.commit("c1", ["README.md", "Networking/Client.swift"], date=OLD)                      # no feature
    h.commit("c2", feature("Login"), date=OLD)                                              # Login
    h.commit("c3", feature("Gather"), date=OLD)                                             # Gather
    h.commit("c4", feature("Records"), date=OLD)                                            # Records
    h.commit("c5", feature("Login", "Presenter") + feature("Gather", "Presenter"))          # Login, Gather
    h.commit("c6", feature("Gather", "View") + feature("Records", "View") + ["Networking/Client.swift"])
    h.commit("c7", feature("Login", "View") + feature("Gather", "View"))                    # Login, Gather
    h.commit("c8", ["Modules/Gather/GatherTimer.swift", "Modules/Legacy/Legacy.swift"])    # Gather (+ gone)
    h.commit("c9", feature("Records", "View"),                                              # Gather, Records
             delete=["Modules/Gather/GatherTimer.swift", "Modules/Legacy/Legacy.swift"])
    h.commit("c10", ["AppTests/LoginPresenterTests.swift", "AppTests/Support/Fakes.swift"])  # Login (+ a helper)
    h.commit("c11", [f"docs/page{i}.md" for i in range(50)] + feature("Login", "View"))   # sweeping: 51 files
    h.git("checkout", "-q", "-b", "side")
    h.commit("c12", feature("Records", "Presenter") + feature("Login", "Presenter"))        # Records, Login
    h.git("checkout", "-q", "main")
    h.commit("c13", ["README.md"])                                                          # no feature
    h.git("merge", "-q", "--no-ff", "-m", "merge side", "side")                             # left out
    return h


class ChangeCouplingTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.parent = tempfile.mkdtemp(prefix="fgtools-history-")
        cls.root = os.path.join(cls.parent, "App")
        os.makedirs(cls.root)
        build(cls.root)
        cls.tree = sourcetree.load(cls.root, rules.load())

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.parent, True)

    def measure(self, **options):
        return changecoupling.measure(self.root, self.tree, **options)

    def test_eachFeatureHasItsCommitsAndTheShareItSharedWithAnotherFeature(self):
        rows = {row["name"]: row for row in self.measure()["features"]}
        self.assertEqual(rows["Login"], {"name": "Login", "commits": 5, "shared": 3, "shared_percent": 60.0})
        self.assertEqual(rows["Gather"], {"name": "Gather", "commits": 6, "shared": 4, "shared_percent": 66.7})
        self.assertEqual(rows["Records"], {"name": "Records", "commits": 4, "shared": 3, "shared_percent": 75.0})
        self.assertEqual(sorted(rows), ["Gather", "Login", "Records"])

    def test_pairsAreRankedByCommitsWithEachSidesShare(self):
        data = self.measure()
        self.assertEqual(data["pairs"], [
            {"features": ["Gather", "Login"], "commits": 2, "percent_of": {"Gather": 33.3, "Login": 40.0}},
            {"features": ["Gather", "Records"], "commits": 2, "percent_of": {"Gather": 33.3, "Records": 50.0}},
            {"features": ["Login", "Records"], "commits": 1, "percent_of": {"Login": 20.0, "Records": 25.0}},
        ])
        self.assertEqual([p["features"] for p in self.measure(top=1)["pairs"]], [["Gather", "Login"]])

    def test_mergeAndSweepingCommitsAreLeftOutAndCounted(self):
        data = self.measure()
        self.assertEqual(data["commits"], {"non_merge": 13, "merges_left_out": 1, "sweeping_left_out": 1,
                                           "counted": 12, "touching_a_feature": 10})
        self.assertEqual([(s["files"], s["features"]) for s in data["sweeping"]], [(51, 1)])
        # With at most one feature a commit, c5, c6, c7, c9 and c12 sweep too: no pair is left.
        narrow = self.measure(max_features=1)
        self.assertEqual(narrow["commits"]["sweeping_left_out"], 6)
        self.assertEqual(narrow["pairs"], [])
        self.assertEqual({r["name"]: r["commits"] for r in narrow["features"]}, {"Gather": 2, "Login": 2, "Records": 1})

    def test_goneFilesCountForTheirFolderAndTheRestIsSaidNotAttributed(self):
        data = self.measure()
        # Feature files: 2 each in c2-c7 and c9 and c12, 1 in c8 (the gone GatherTimer) and c10 (the test).
        self.assertEqual(data["files"], {"feature": 18, "other_module": 2, "not_app_code": 1, "not_attributed": 2,
                                         "not_swift": 2})
        self.assertEqual(data["not_attributed"], ["Modules/Legacy/Legacy.swift"])

    def test_sinceReadsOnlyTheLaterCommits(self):
        data = self.measure(since="2023-01-01")
        self.assertEqual(data["commits"]["non_merge"], 9)
        self.assertEqual({r["name"]: (r["commits"], r["shared"]) for r in data["features"]},
                         {"Gather": (5, 4), "Login": (4, 3), "Records": (3, 3)})

    def test_theCommandPrintsTheDefaultsTheTableAndTheSameFiguresAsJSON(self):
        tool = os.path.join(TOOLS, "change-coupling")
        out = subprocess.run([sys.executable, tool, self.root], capture_output=True, text=True, check=True).stdout
        self.assertIn("1 sweeping commits left out (more than 50 files or more than 5 features", out)
        self.assertIn("2 could not be attributed (1 paths", out)
        self.assertRegex(out, r"\nGather\s+6\s+4\s+66\.7 %\n")
        self.assertRegex(out, r"\nGather \+ Records\s+2\s+33\.3 %\s+50\.0 %\n")
        raw = subprocess.run([sys.executable, tool, self.root, "--json", "--max-files", "60"],
                             capture_output=True, text=True, check=True).stdout
        data = json.loads(raw)
        self.assertEqual(data["meta"]["max_files"], 60)
        self.assertEqual(data["commits"]["sweeping_left_out"], 0)
        self.assertEqual(next(r for r in data["features"] if r["name"] == "Login")["commits"], 6)

    def test_aFeatureGivenByPath_holdsItsHistory_andAGoneFileOutsideItNamedLikeItIsNotIts(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            self.assertEqual(cli.main("change-coupling", [self.root, "--json", "--feature", "Legacy=Networking"]), 0)
        data = json.loads(out.getvalue())
        # Networking/Client.swift is Legacy's: c1 alone, c6 with Gather and Records. The gone
        # Modules/Legacy/Legacy.swift was never below Networking/, so it is still nobody's.
        self.assertEqual({r["name"]: (r["commits"], r["shared"]) for r in data["features"]}["Legacy"], (2, 1))
        self.assertEqual(data["not_attributed"], ["Modules/Legacy/Legacy.swift"])

    def test_aFolderOutsideGitSaysSo(self):
        with tempfile.TemporaryDirectory() as folder:
            os.makedirs(os.path.join(folder, "Modules", "Login"))
            done = subprocess.run([sys.executable, os.path.join(TOOLS, "change-coupling"), folder],
                                  capture_output=True, text=True, env={**ENV, "GIT_CEILING_DIRECTORIES": folder})
        self.assertEqual(done.returncode, 1)
        self.assertIn("is not in a git work tree", done.stderr)


class TwinCommitTests(unittest.TestCase):
    def test_aSideBranchsCommitIsReadEvenWhenItsMergeChangesNothing(self):
        with tempfile.TemporaryDirectory() as root:
            h = History(root)
            h.commit("base", feature("Login") + feature("Gather"))
            h.git("checkout", "-q", "-b", "side")
            h.commit("twin", feature("Login", "View") + feature("Gather", "View"))
            h.git("checkout", "-q", "main")
            # The same change on main as a commit of its own (another message): the merge changes nothing.
            h.commit("twin", feature("Login", "View") + feature("Gather", "View"), message="twin on main")
            h.git("merge", "-q", "--no-ff", "-m", "merge side", "side")
            data = changecoupling.measure(root, sourcetree.load(root, rules.load()))
        self.assertEqual(data["commits"]["non_merge"], 3)
        self.assertEqual(data["pairs"][0]["commits"], 3)


class ReportAndCompareTests(unittest.TestCase):
    """Tools/report and Tools/compare add the same figures when a side is a git work tree."""

    def setUp(self):
        self.parent = tempfile.mkdtemp(prefix="fgtools-sides-")
        self.addCleanup(shutil.rmtree, self.parent, True)

    def test_compareAddsTheLineAndTablesOfEachSideInGit_andSaysWhichIsNot(self):
        in_git = os.path.join(self.parent, "App")
        os.makedirs(in_git)
        build(in_git)
        outside = os.path.join(self.parent, "Copy")
        shutil.copytree(in_git, outside, ignore=shutil.ignore_patterns(".git"))
        with mock.patch.dict(os.environ, {"GIT_CEILING_DIRECTORIES": self.parent}), \
                contextlib.redirect_stderr(io.StringIO()):
            sides = [compare.load_side(path, rules.load()) for path in (in_git, outside)]
            saved = os.path.join(self.parent, "saved.json")
            with open(saved, "w", encoding="utf-8") as handle:
                json.dump({**sides[1]["data"], "meta": {**sides[1]["data"]["meta"], "source": "report"}}, handle)
            sides.append(compare.load_side(f"Saved={saved}", rules.load()))
        text = compare.markdown(compare.compare(sides, rules.load()))
        self.assertIn("| App | 12 commits counted (1 merges and 1 sweeping commits left out), 10 touching a feature; "
                      "features that changed with another: 3 of 3 |", text)
        self.assertIn("| Copy | not measured (not a git work tree) |", text)
        self.assertIn("| Saved | not measured (not in the saved report) |", text)
        self.assertIn("### App\n", text)
        self.assertIn("| Gather | 6 | 4 | 66.7 % |", text)
        self.assertIn("| Gather + Records | 2 | 33.3 % | 50.0 % |", text)
        self.assertNotIn("### Copy\n", text)

    def test_reportAddsThemForAPackageInGit_evenWhenItDoesNotBuild(self):
        root = os.path.join(self.parent, "ModularPackage")
        shutil.copytree(os.path.join(FIXTURES, "ModularPackage"), root)
        h = History(root)
        h.git("add", "-A")
        h.git("commit", "-q", "-m", "all")                                                 # both features
        h.commit("c2", ["Sources/HomeFeature/Home.swift", "Sources/SettingsFeature/SettingsView.swift"])
        h.commit("c3", ["Sources/HomeFeature/HomeView.swift"])
        out = os.path.join(self.parent, "out")
        text, _ = report_with_a_failed_build(root, out, "error: Failed to clone repository https://unreachable.invalid/x\n")
        self.assertIn("## Which features change together\n\n3 commits counted (0 merges and 0 sweeping commits left "
                      "out), 3 touching a feature; features that changed with another: 2 of 2.", text)
        self.assertIn("| HomeFeature | 3 | 2 | 66.7 % |", text)
        self.assertIn("| SettingsFeature | 2 | 2 | 100.0 % |", text)
        self.assertIn("| HomeFeature + SettingsFeature | 2 | 66.7 % | 100.0 % |", text)
        with open(os.path.join(out, "report.json"), encoding="utf-8") as handle:
            self.assertNotIn("path", json.load(handle)["change_coupling"]["meta"])


class PackageAttributionTests(unittest.TestCase):
    """In a package, files count for their target, test files for the target their test target tests."""

    def setUp(self):
        description = {"name": "P", "targets": [
            {"name": "Login", "type": "library", "path": "Modules/Login",
             "sources": ["LoginPresenter.swift", "LoginView.swift"]},
            {"name": "Gather", "type": "library", "path": "Modules/Gather",
             "sources": ["GatherPresenter.swift", "GatherView.swift"]},
            {"name": "Domain", "type": "library", "path": "Modules/Domain", "sources": ["Player.swift"]},
            {"name": "LoginTests", "type": "test", "path": "Tests/LoginTests", "target_dependencies": ["Login"]},
        ]}
        self.attribution = changecoupling.Attribution(package.from_description(description, "/p", rules.load()))

    def test_filesCountForTheirTargetNowOrTheFolderTheyWereIn(self):
        of = self.attribution.module_of
        self.assertEqual(self.attribution.features, ["Gather", "Login"])
        self.assertEqual(of("Modules/Login/LoginView.swift", True), "Login")
        self.assertEqual(of("Tests/LoginTests/LoginViewTests.swift", True), "Login")
        # A file still there that the target leaves out is no one's; gone, it would be its folder's.
        self.assertIsNone(of("Modules/Login/Excluded.swift", True))
        self.assertEqual(of("Modules/Gather/Gone.swift"), "Gather")
        self.assertEqual(of("Modules/Domain/Gone.swift"), "Domain")
        self.assertEqual(of("Tests/GatherTests/GoneTests.swift"), "Gather")
        self.assertEqual(of("Sources/Gather/Gone.swift"), "Gather")
        self.assertIsNone(of("Modules/Old/Old.swift"))
        self.assertIsNone(of("Tools/fixtures/Modules/Login/LoginView.swift"))
        self.assertFalse(self.attribution.is_app_code("Package.swift"))


if __name__ == "__main__":
    unittest.main()
