"""Tests of the right manifest: a root Package.swift whose targets hold almost none of the tree's
Swift code, beside an app's project, is not the app's (Element X's builds its tools): module-size,
report and architecture-check read the app beside it and say so; a report whose modules hold less
than half the tree's code that is not test code exits 2 with a warning; architecture-check never
says "ok" for no module. Swift reads the manifests; nothing is built."""
import contextlib
import io
import json
import os
import shutil
import tempfile
import unittest
from unittest import mock

from tests.test_reading import write
from fgtools import cli, treetotal

TOOLS_MANIFEST = """// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "DevTools",
    targets: [
        .target(name: "Lint", path: "Tools/Sources/Lint"),
    ]
)
"""
XCODEGEN = """name: Chat
targets:
  Chat:
    type: application
    platform: iOS
    sources: [Chat]
"""
SCREEN = "final class {0}ViewModel {{\n" + "".join(f"    let value{i} = {i}\n" for i in range(30)) + "}}\n"


def run(tool, *argv):
    out, err = io.StringIO(), io.StringIO()
    failed = (1, "", "error: cannot build here\n")
    with mock.patch.object(cli, "run_status", return_value=failed), \
            mock.patch.object(cli, "swift_version", return_value="swift 6"), \
            contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main(tool, list(argv))
    return status, out.getvalue(), err.getvalue()


class ToolsManifestBesideAnAppTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="fgtools-manifest-")
        self.addCleanup(shutil.rmtree, self.root, True)
        write(self.root, "Package.swift", TOOLS_MANIFEST.replace("Tools/Sources/Lint", "Sources/Lint"))
        write(self.root, "Sources/Lint/Lint.swift", "struct Lint {}\n")
        write(self.root, "project.yml", XCODEGEN)
        for name in ("Login", "Rooms", "Settings"):
            write(self.root, f"Chat/{name}/{name}ViewModel.swift", SCREEN.format(name))
            write(self.root, f"Chat/{name}/{name}View.swift", f"struct {name}View {{}}\n")

    LINE = "holds 1 of the tree's 100 Swift code lines (1.0 %): reading the app beside it (project.yml) instead"

    def test_moduleSize_readsTheApp_andSaysSo(self):
        status, out, err = run("module-size", "--package-path", self.root, "--json")
        self.assertEqual(status, 0)
        self.assertIn(self.LINE, err)
        names = {m["name"] for m in json.loads(out)["modules"]}
        self.assertTrue({"Login", "Rooms", "Settings"} <= names, names)
        self.assertNotIn("Lint", names)

    def test_report_readsTheApp_buildsNothing_andSaysSo(self):
        out = os.path.join(self.root, "out")
        status, printed, err = run("report", "--package-path", self.root, "--out", out)
        self.assertEqual(status, 0, err)
        self.assertIn(self.LINE, err)
        self.assertIn("- **Read**: the Package.swift at", printed)
        with open(os.path.join(out, "report.json"), encoding="utf-8") as handle:
            data = json.load(handle)
        self.assertEqual(data["meta"]["attribution"]["code_lines"], 99)
        self.assertIn(self.LINE, data["meta"]["read_instead"])
        self.assertEqual(data["meta"]["tree"]["parts"]["app code"], 99)

    def test_architectureCheck_readsTheApp(self):
        status, _, err = run("architecture-check", "--package-path", self.root)
        self.assertIn(self.LINE, err)
        self.assertIn("checked: the dependency rules of", err)
        self.assertNotIn("ok: 0 modules", err)


class NoModuleTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="fgtools-manifest-")
        self.addCleanup(shutil.rmtree, self.root, True)

    def test_architectureCheck_ofNoModule_isNoOk(self):
        write(self.root, "Package.swift", TOOLS_MANIFEST.replace(".target(", ".executableTarget("))
        write(self.root, "Tools/Sources/Lint/main.swift", "print(1)\n")
        status, _, err = run("architecture-check", "--package-path", self.root)
        self.assertEqual(status, 1)
        self.assertIn("nothing checked:", err)
        self.assertNotIn("ok:", err)

    def test_report_ofAPackageHoldingUnderHalf_exits2_withAWarning(self):
        write(self.root, "Package.swift", TOOLS_MANIFEST.replace("Tools/Sources/Lint", "Sources/Lint"))
        write(self.root, "Sources/Lint/Lint.swift", "struct Lint {}\n")
        # 32 lines no reader reads; with the manifest's 7, 40 code lines of which the module holds 1.
        write(self.root, "Pods/Big/Big.swift", SCREEN.format("Big"))
        out = os.path.join(self.root, "out")
        status, printed, err = run("report", "--package-path", self.root, "--out", out)
        self.assertEqual(status, 2)
        warning = ("Warning: the modules hold 1 of the tree's 40 code lines that are not test code (2.5 %): "
                   "the figures leave out more than half of the app")
        self.assertIn(f"[report] {warning}", err)
        self.assertIn(f"- **{warning}**", printed)
        self.assertTrue(os.path.exists(os.path.join(out, "report.json")))


class WarningTests(unittest.TestCase):
    def test_halfOrMoreInModules_isNoWarning(self):
        parts = {"app code": 50, "test code": 500, "mocks and test support": 10,
                 "tooling and code in no target": 40, "unread": 10}
        self.assertIsNone(treetotal.warning({"code_lines": 610, "parts": parts}))
        parts["unread"] = 11
        self.assertIn("50 of the tree's 101", treetotal.warning({"code_lines": 611, "parts": parts}))


if __name__ == "__main__":
    unittest.main()
