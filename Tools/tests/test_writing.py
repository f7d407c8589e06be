"""What the Tools write and where: outputs only into --out, by one writer that never writes through a
symbolic link nor outside its folder."""
import contextlib
import hashlib
import io
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

from tests.support import FIXTURES, REPO, TOOLS
from fgtools import buildtime, cli, coverage
from fgtools.common import ToolError, write_outputs

MVVM_APP = os.path.join(FIXTURES, "XcodeTrees", "MVVMApp")
VIPER_APP = os.path.join(FIXTURES, "XcodeTrees", "VIPERApp")


def temporary_folder(test_case):
    folder = tempfile.mkdtemp(prefix="fgtools-writing-")
    test_case.addCleanup(shutil.rmtree, folder, True)
    return folder


class WriterTests(unittest.TestCase):
    def test_writesEachTextUnderItsName_andLeavesNoTemporaryFile(self):
        out = os.path.join(temporary_folder(self), "new", "out")
        write_outputs(out, {"a.md": "A\n", "b.json": "{}\n"})
        write_outputs(out, {"a.md": "again\n"})
        self.assertEqual(sorted(os.listdir(out)), ["a.md", "b.json"])
        with open(os.path.join(out, "a.md"), encoding="utf-8") as handle:
            self.assertEqual(handle.read(), "again\n")

    def test_aLinkInTheFolderIsReplaced_notFollowed(self):
        parent = temporary_folder(self)
        out, elsewhere = os.path.join(parent, "out"), os.path.join(parent, "elsewhere.md")
        os.makedirs(out)
        with open(elsewhere, "w", encoding="utf-8") as handle:
            handle.write("keep me\n")
        os.symlink(elsewhere, os.path.join(out, "a.md"))
        os.symlink(os.path.join(parent, "missing.md"), os.path.join(out, "b.md"))
        write_outputs(out, {"a.md": "written\n", "b.md": "also\n"})
        with open(elsewhere, encoding="utf-8") as handle:
            self.assertEqual(handle.read(), "keep me\n")
        self.assertFalse(os.path.islink(os.path.join(out, "a.md")))
        self.assertFalse(os.path.lexists(os.path.join(parent, "missing.md")))
        with open(os.path.join(out, "a.md"), encoding="utf-8") as handle:
            self.assertEqual(handle.read(), "written\n")

    def test_aNameThatIsNotAPlainFileName_isRefused_andNothingIsWritten(self):
        parent = temporary_folder(self)
        out = os.path.join(parent, "out")
        for name in ("../x.md", "sub/x.md", "..", ".", "", "/tmp/x.md"):
            with self.subTest(name=name), self.assertRaises(ToolError):
                write_outputs(out, {"ok.md": "", name: "text"})
        self.assertEqual(os.listdir(parent), [])


class CompareOutputTests(unittest.TestCase):
    def compare(self, out, *extra):
        return subprocess.run([sys.executable, os.path.join(TOOLS, "compare"), MVVM_APP, VIPER_APP, "--out", out,
                               *extra], capture_output=True, text=True)

    def test_nameWithAFolderIsRefused_inOneLine_andNothingIsWritten(self):
        parent = temporary_folder(self)
        out = os.path.join(parent, "out")
        for name in ("../x", "a/b"):
            with self.subTest(name=name):
                completed = self.compare(out, "--name", name)
                self.assertEqual(completed.returncode, 1)
                self.assertEqual(completed.stderr.strip().count("\n"), 0, completed.stderr)
                self.assertIn("not a plain file name", completed.stderr)
        self.assertEqual(os.listdir(parent), [])

    def test_aLinkPlacedInOutIsNotFollowed(self):
        parent = temporary_folder(self)
        out, target = os.path.join(parent, "out"), os.path.join(parent, "target.md")
        os.makedirs(out)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write("not yours\n")
        os.symlink(target, os.path.join(out, "compare.md"))
        completed = self.compare(out)
        self.assertEqual(completed.returncode, 0, completed.stderr)
        with open(target, encoding="utf-8") as handle:
            self.assertEqual(handle.read(), "not yours\n")
        self.assertFalse(os.path.islink(os.path.join(out, "compare.md")))
        with open(os.path.join(out, "compare.md"), encoding="utf-8") as handle:
            self.assertIn("MVVMApp", handle.read())


def snapshot(root):
    """Every file, folder and link below root (root too): its kind, size, modification time in
    nanoseconds, and a file's content hash or a link's target."""
    found = {}
    for folder, folders, files in os.walk(root):
        for name in [".", *folders, *files]:
            path = os.path.normpath(os.path.join(folder, name))
            info = os.lstat(path)
            if os.path.islink(path):
                found[path] = ("link", os.readlink(path))
            elif os.path.isdir(path):
                found[path] = ("folder", info.st_mtime_ns)
            else:
                with open(path, "rb") as handle:
                    digest = hashlib.sha256(handle.read()).hexdigest()
                found[path] = ("file", info.st_size, info.st_mtime_ns, digest)
    return found


def swiftpm_like(command, cwd, env=None):
    """A build that fails as SwiftPM's would, after writing what SwiftPM writes beside the manifest:
    Package.resolved and the scratch folder (.build-fgtools/… when the Tools ask for it there)."""
    with open(os.path.join(cwd, "Package.resolved"), "w", encoding="utf-8") as handle:
        handle.write("{}\n")
    if "--scratch-path" in command:
        os.makedirs(os.path.join(cwd, command[command.index("--scratch-path") + 1]), exist_ok=True)
    return 1, "", "error: no such module 'SwiftUI'\n"


def swiftpm_like_run(command, cwd, check=True, env=None):
    status, out, err = swiftpm_like(command, cwd, env)
    raise ToolError(f"`{' '.join(command)}` failed (status {status}):\n{err}")


class ReadingWritesNothingTests(unittest.TestCase):
    """A package and an Xcode source tree in a git work tree of their own, whose index is out of date
    (a file's time changed since it was added, as after a checkout): every Tool that reads them
    leaves every file, folder and link of the tree as it was, .git included."""

    def setUp(self):
        self.temp = temporary_folder(self)
        self.tree = os.path.join(self.temp, "app")
        self.package = os.path.join(self.tree, "ModularPackage")
        self.source_tree = os.path.join(self.tree, "MVVMApp")
        shutil.copytree(os.path.join(FIXTURES, "ModularPackage"), self.package)
        shutil.copytree(MVVM_APP, self.source_tree)
        git = ["git", "-C", self.tree, "-c", "user.name=Test", "-c", "user.email=test@example.invalid"]
        for arguments in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "fixture"]):
            subprocess.run(git + arguments, check=True, capture_output=True)
        os.utime(os.path.join(self.package, "Package.swift"), ns=(10**18, 10**18))
        self.out = os.path.join(self.temp, "out")
        self.scratch = os.path.join(self.temp, "system-temporary")
        os.makedirs(self.scratch)
        self.before = snapshot(self.tree)

    def run_tool(self, tool, *argv):
        with mock.patch.object(tempfile, "tempdir", self.scratch), \
                mock.patch.object(cli, "run_status", side_effect=swiftpm_like), \
                mock.patch.object(coverage, "run_status", side_effect=swiftpm_like), \
                mock.patch.object(buildtime, "run", side_effect=swiftpm_like_run), \
                mock.patch.object(cli, "swift_version", return_value="swift 6"), \
                contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
            status = cli.main(tool, list(argv))
        return status, err.getvalue()

    def assertTreeUnchanged(self):
        after = snapshot(self.tree)
        changed = sorted(os.path.relpath(path, self.tree) for path in set(after) | set(self.before)
                         if after.get(path) != self.before.get(path))
        self.assertEqual(changed, [])
        self.assertEqual(os.listdir(self.scratch), [], "a temporary build folder was left behind")

    def test_report_writesOnlyIntoOut_andBuildsACopyElsewhere(self):
        status, err = self.run_tool("report", "--package-path", self.package, "--out", self.out)
        self.assertEqual(status, 0, err)
        self.assertIn("copying", err)
        self.assertTreeUnchanged()
        self.assertEqual(sorted(os.listdir(self.out)), ["report-coupling.csv", "report.json", "report.md", "report.svg"])
        with open(os.path.join(self.out, "report.json"), encoding="utf-8") as handle:
            self.assertIn(f'"package_path": "{self.package}"', handle.read())

    def test_reportWithoutOut_writesIntoATemporaryFolder_notIntoTheTree(self):
        status, err = self.run_tool("report", "--package-path", self.package)
        self.assertEqual(status, 0, err)
        self.assertEqual(snapshot(self.tree), self.before, "the tree changed")
        [folder] = os.listdir(self.scratch)
        self.assertTrue(folder.startswith("fgtools-ModularPackage-"), folder)
        self.assertIn("report.md", os.listdir(os.path.join(self.scratch, folder, "report")))

    def test_coverageAndBuildTimes_buildACopy(self):
        for tool in ("coverage", "build-times"):
            with self.subTest(tool=tool):
                status, err = self.run_tool(tool, "--package-path", self.package)
                self.assertEqual(status, 1)
                self.assertIn("no such module", err)
                self.assertTreeUnchanged()

    def test_moduleSize_architectureCheck_compare_changeCoupling_readOnly(self):
        for tool, *argv in (("module-size", "--package-path", self.package, "--run-tests"),
                            ("module-size", "--package-path", self.source_tree),
                            ("architecture-check", "--package-path", self.package),
                            ("compare", self.package, self.source_tree, "--out", self.out),
                            ("change-coupling", self.source_tree)):
            with self.subTest(tool=tool, argv=argv):
                status, err = self.run_tool(tool, *argv)
                self.assertIn(status, (0, 1), err)
                self.assertTreeUnchanged()
        self.assertIn("compare.md", os.listdir(self.out))


class BuildFolderTests(unittest.TestCase):
    def test_theToolsOwnTree_isBuiltInPlace_inItsBuildFgtools(self):
        with cli.build_folder(REPO, "test") as (root, base):
            self.assertEqual((root, base), (REPO, os.path.join(REPO, ".build-fgtools")))
        self.assertEqual(cli.default_out(REPO, "report"), os.path.join(REPO, ".build-fgtools", "report"))

    def test_anotherTree_isCopiedWithoutGitNorBuildFolders_andTheCopyIsRemoved(self):
        temp = temporary_folder(self)
        tree, scratch = os.path.join(temp, "App"), os.path.join(temp, "tmp")
        for relative in ("Package.swift", "Sources/A/A.swift", ".git/HEAD", ".build/debug/x", ".build-fgtools/y",
                         ".swiftpm/configuration/mirrors.json"):
            os.makedirs(os.path.dirname(os.path.join(tree, relative)), exist_ok=True)
            with open(os.path.join(tree, relative), "w", encoding="utf-8") as handle:
                handle.write(relative)
        os.makedirs(scratch)
        with mock.patch.object(tempfile, "tempdir", scratch), contextlib.redirect_stderr(io.StringIO()):
            with cli.build_folder(tree, "test") as (root, base):
                copied = sorted(os.path.relpath(os.path.join(folder, name), root)
                                for folder, _, names in os.walk(root) for name in names)
                self.assertTrue(root.startswith(scratch + os.sep) and base.startswith(scratch + os.sep))
                self.assertFalse(base.startswith(root + os.sep))
            out = cli.default_out(tree, "report")
        self.assertEqual(copied, [".swiftpm/configuration/mirrors.json", "Package.swift", "Sources/A/A.swift"])
        self.assertEqual(os.listdir(scratch), [])
        self.assertTrue(out.startswith(os.path.join(scratch, "fgtools-App-")), out)
        self.assertEqual(os.path.basename(out), "report")


if __name__ == "__main__":
    unittest.main()
