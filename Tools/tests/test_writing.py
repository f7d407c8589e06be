"""What the Tools write and where: outputs only into --out, by one writer that never writes through a
symbolic link nor outside its folder."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from tests.support import FIXTURES, TOOLS
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


if __name__ == "__main__":
    unittest.main()
