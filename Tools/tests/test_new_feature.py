"""Tools/new-feature: the files it writes, the names it refuses, and (slow) the new feature built,
tested and checked in a copy of this repository with no edit by hand (or, with
FOOTBALLGATHER_NEW_FEATURE_IN_PLACE=1, in this checkout itself, on its build: CI's clone)."""
import os
import shutil
import subprocess
import tempfile
import unittest

from tests.support import REPO, TOOLS
from fgtools import newfeature

MANIFEST = '''// swift-tools-version:6.0
let features = [
    feature("Login", services: ["AuthenticationInterface"]),
    feature("PlayerList", services: ["PlayersInterface"]),
]
let targets = [.target(name: "Domain", path: "Modules/Domain")]
'''


class NewFeatureTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="fg-new-feature-")
        self.addCleanup(shutil.rmtree, self.root, ignore_errors=True)
        with open(os.path.join(self.root, "Package.swift"), "w", encoding="utf-8") as handle:
            handle.write(MANIFEST)

    def read(self, path):
        with open(os.path.join(self.root, path), encoding="utf-8") as handle:
            return handle.read()

    def test_writesItsContractTheRolesItsWordingAndATestFilePerRole_andAddsTheFeatureToTheManifest(self):
        written = newfeature.write("MatchStats", self.root)

        self.assertEqual(sorted(written), sorted(
            [f"Modules/MatchStats/MatchStats{role}.swift"
             for role in ("Entity", "Contract", "Interactor", "Presenter", "Router", "View", "ViewModel", "Module", "Wording")]
            + [f"Tests/MatchStatsTests/MatchStats{role}Tests.swift"
               for role in ("Interactor", "Presenter", "Router", "View", "Module")]
            + ["Package.swift"]))
        self.assertIn('    feature("PlayerList", services: ["PlayersInterface"]),\n    feature("MatchStats", services: []),\n]\n',
                      self.read("Package.swift"))
        contract = self.read("Modules/MatchStats/MatchStatsContract.swift")
        for declaration in ("public protocol MatchStatsInteracting: AnyObject", "public protocol MatchStatsPresenting",
                            "public protocol MatchStatsRouting", "public protocol MatchStatsDisplaying"):
            self.assertEqual(sum(declaration in self.read(path) for path in written if path.startswith("Modules")), 1,
                             declaration)
            self.assertIn(declaration, contract, "every role protocol is in the contract")
        self.assertIn("public protocol MatchStatsEntity", self.read("Modules/MatchStats/MatchStatsEntity.swift"))
        modules = "".join(self.read(path) for path in written if path.startswith("Modules"))
        self.assertNotIn("associatedtype", modules)
        self.assertNotIn("Presenter<", modules)
        self.assertIn('static let title = "Match stats"', self.read("Modules/MatchStats/MatchStatsWording.swift"))
        self.assertNotIn("__", "".join(self.read(path) for path in written), "every placeholder is filled in")

    def test_refusesANameThatIsNoFeatureName_orIsTaken_andWritesNothing(self):
        os.makedirs(os.path.join(self.root, "Modules", "Scoreboard"))
        for name, why in (("scoreboard", "UpperCamelCase"), ("Score board", "UpperCamelCase"), ("Domain", "a module of the package"),
                          ("Foundation", "toolchain"), ("Protocol", "toolchain"),
                          ("Login", "is a feature already"), ("Scoreboard", "exists already"),
                          ("ScoreTests", "already")):
            problem = newfeature.problem_with(name, self.root)
            self.assertIsNotNone(problem, name)
            self.assertIn(why, problem)
        self.assertEqual(self.read("Package.swift"), MANIFEST)

    def test_theCommandLine_exitsTwoOnARefusedName_andPrintsWhatToAddToTheAppOnSuccess(self):
        tool = os.path.join(TOOLS, "new-feature")
        refused = subprocess.run([tool, "Login", "--package-path", self.root], capture_output=True, text=True)
        self.assertEqual(refused.returncode, 2)
        self.assertIn("is a feature already", refused.stderr)

        made = subprocess.run([tool, "Scoreboard", "--package-path", self.root], capture_output=True, text=True)
        self.assertEqual(made.returncode, 0, made.stderr)
        self.assertIn("Modules/Scoreboard/ScoreboardInteractor.swift", made.stdout)
        self.assertIn("SignedInScreen(ScoreboardModule.build(user: user, navigator: navigator)", made.stdout)
        self.assertIn("swift test --filter ScoreboardTests", made.stdout)


@unittest.skipUnless(os.environ.get("FOOTBALLGATHER_SLOW_TESTS"), "builds a copy of the package: slow (CI runs it)")
class NewFeatureBuildsTests(unittest.TestCase):
    def package(self):
        """A copy of this repository, built from nothing; or, in place, this checkout, whose build is
        then incremental (a clean build of the whole package is what makes the copy slow). In place,
        the manifest is put back and the new folders removed afterwards, even when the test fails."""
        if not os.environ.get("FOOTBALLGATHER_NEW_FEATURE_IN_PLACE"):
            copy = os.path.join(tempfile.mkdtemp(prefix="fg-new-feature-build-"), "repo")
            self.addCleanup(shutil.rmtree, os.path.dirname(copy), ignore_errors=True)
            shutil.copytree(REPO, copy, ignore=shutil.ignore_patterns(".build*", ".git", "*.profraw"))
            return copy
        made = [os.path.join(REPO, "Modules", "Scoreboard"), os.path.join(REPO, "Tests", "ScoreboardTests")]
        for folder in made:
            if os.path.exists(folder):
                self.skipTest(f"{folder} exists: not touching it")
        manifest = os.path.join(REPO, "Package.swift")
        with open(manifest, "rb") as handle:
            original = handle.read()

        def put_back():
            for folder in made:
                shutil.rmtree(folder, ignore_errors=True)
            with open(manifest, "wb") as handle:
                handle.write(original)
        self.addCleanup(put_back)
        return REPO

    def test_aNewFeature_buildsPassesItsTestsAndTheArchitectureCheck_withNoEditByHand(self):
        copy = self.package()

        def run(*command):
            result = subprocess.run(command, cwd=copy, capture_output=True, text=True)
            self.assertEqual(result.returncode, 0, f"{' '.join(command)}:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}")
            return result.stdout

        run("Tools/new-feature", "Scoreboard")
        run("swift", "build", "--build-tests")
        tested = run("swift", "test", "--skip-build", "--filter", "ScoreboardTests")
        self.assertRegex(tested, r"Test run with 9 tests in 5 suites passed")
        run("Tools/architecture-check")
        run("swift", "format", "lint", "--strict", "-r", "Modules/Scoreboard", "Tests/ScoreboardTests")


if __name__ == "__main__":
    unittest.main()
