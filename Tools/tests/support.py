"""What the Tools' tests share: paths, fixtures, and copies of the VIPER fixture
package that a test may break without a Swift build."""
import contextlib
import io
import json
import os
import shutil
import sys
import tempfile

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(TOOLS)
FIXTURES = os.path.join(TOOLS, "tests", "fixtures")
VIPER_PACKAGE = os.path.join(FIXTURES, "VIPERPackage")
if TOOLS not in sys.path:
    sys.path.insert(0, TOOLS)

from fgtools import package, rules  # noqa: E402


def write(root, relative, text):
    """Writes `text` at `relative` under `root`, making the folders it needs."""
    path = os.path.join(root, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def fixture(name):
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as handle:
        return handle.read()


def viper_description():
    with open(os.path.join(VIPER_PACKAGE, "describe.json"), encoding="utf-8") as handle:
        return json.load(handle)


def viper_package(root="/pkg", declared=None):
    """The VIPER fixture as the tools see it, from its saved description."""
    return package.from_description(viper_description(), root, declared or rules.load())


class FixtureCopy:
    """A copy of the VIPER fixture package in a temporary folder. Its saved description
    follows the files: each target's sources are listed again from its folder, as
    `swift package describe` would, so a test can add, rename or delete files."""

    def __init__(self, test_case):
        parent = tempfile.mkdtemp(prefix="fgtools-")
        test_case.addCleanup(shutil.rmtree, parent, True)
        self.root = os.path.join(parent, "VIPERPackage")
        shutil.copytree(VIPER_PACKAGE, self.root)
        self.description = viper_description()

    def path(self, relative):
        return os.path.join(self.root, relative)

    def read(self, relative):
        with open(self.path(relative), encoding="utf-8") as handle:
            return handle.read()

    def write(self, relative, text):
        os.makedirs(os.path.dirname(self.path(relative)), exist_ok=True)
        with open(self.path(relative), "w", encoding="utf-8") as handle:
            handle.write(text)

    def append(self, relative, text):
        self.write(relative, self.read(relative) + text)

    def replace(self, relative, old, new):
        text = self.read(relative)
        if old not in text:
            raise AssertionError(f"{old!r} is not in {relative}")
        self.write(relative, text.replace(old, new))

    def rename(self, relative, new_relative):
        os.rename(self.path(relative), self.path(new_relative))

    def remove(self, relative):
        os.remove(self.path(relative))

    def target(self, name):
        return next(t for t in self.description["targets"] if t["name"] == name)

    def add_dependency(self, target, dependency):
        self.target(target).setdefault("target_dependencies", []).append(dependency)

    def remove_target(self, name):
        self.description["targets"] = [t for t in self.description["targets"] if t["name"] != name]

    def package(self, declared=None):
        for target in self.description["targets"]:
            folder = self.path(target.get("path", ""))
            if target.get("type") == "system-target" or not os.path.isdir(folder):
                continue
            target["sources"] = sorted(
                os.path.relpath(os.path.join(directory, name), folder)
                for directory, _, files in os.walk(folder) for name in files if name.endswith(".swift"))
        return package.from_description(self.description, self.root, declared or rules.load())


def module_size_json(test, root):
    """`Tools/module-size --source-tree root --json`, run in this process, as JSON (it must exit 0)."""
    from fgtools import cli
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        test.assertEqual(cli.main("module-size", ["--source-tree", root, "--json"]), 0)
    return json.loads(out.getvalue())


def report_with_a_failed_build(root, out, error, *args):
    """`Tools/report --package-path root --out out [args]` with every swift call failing with `error`
    (nothing built), its output swallowed; (report.md, report.json as data)."""
    from unittest import mock
    from fgtools import cli
    with mock.patch.object(cli, "run_status", return_value=(1, "", error)), \
            mock.patch.object(cli, "swift_version", return_value="swift 6"), \
            contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        cli.main("report", ["--package-path", root, "--out", out, *args])
    with open(os.path.join(out, "report.md"), encoding="utf-8") as handle:
        text = handle.read()
    with open(os.path.join(out, "report.json"), encoding="utf-8") as handle:
        return text, json.load(handle)

