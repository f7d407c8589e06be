"""Any folder of Swift sources — an Xcode project's, with no Package.swift — read as the
tools read a package: modules with their files, and test files with their test functions.

Modules come from the folder layout (or an Xcode project's targets), in this order:
1. `--feature NAME=PATH` overrides: every Swift file at or below PATH belongs to NAME, test files
   included, and no file outside PATH joins NAME by its name or its folder's.
2. Feature folders: a folder holding a role file named after it (Modules/Login/LoginPresenter.swift)
   is the feature Login, with everything below it (Cells/ included).
3. Features named by their files: the name before a screen role (LoginViewController.swift,
   PlayerListViewModel.swift) is a feature when it has a ViewController or at least two roles
   (EmptyView.swift alone is a shared view, not a feature). A file beside a feature's screen file
   whose name starts with the feature's name (ViewControllers/GatherTimeHandler.swift) joins it.
4. Everything else is grouped by its first folder below the app's source folder (Networking,
   Storage, Utils…); files directly in it, or in a folder App or Application, form the module App.
Test files are those below a folder whose name ends in Tests (FootballGatherTests, …UITests), or
named …Tests.swift or …Spec.swift wherever they sit; test helpers (Mock… files, Mocks/, TestHelpers/,
Fakes/, Stubs/) are test code whichever target compiles them."""
import datetime
import os
import re
import subprocess
from dataclasses import dataclass, field

from . import coupling, pbxproj, size
from .common import ToolError, progress
from .conditions import active_code
from .lines import code_only
from .package import FEATURE_SUFFIX, SCREEN_ROLES, Module, Package, feature_name
from .rules import KindRule
from .tests import is_test_file_name, is_test_helper

SKIPPED_FOLDERS = {".build", ".git", ".swiftpm", "Carthage", "DerivedData", "Pods", "build", "fastlane", "vendor"}
APP_FOLDERS = {"App", "Application"}
# The roles of a layered app's layer folders (Interactors/, Repositories/, Presenters/…): such a file
# counts for the feature its name names. Models and services stay shared, whatever their names.
LAYER_ROLES = ("Interactor", "Repository", "Presenter", "Screen", "ViewModel", "Reducer", "Worker")
MANIFEST = re.compile(r"^Package(@swift-[\d.]+)?\.swift$")
XCTEST_FUNCTION = re.compile(r"\bfunc\s+test\w*\s*\(")
SWIFT_TESTING_TEST = re.compile(r"@Test\b")
# Quick's examples: `it("…")` and a focused `fit("…")` in a spec (a QuickSpec or AsyncSpec subclass);
# a disabled `xit` is not run, so it is not counted, as a test in an `#if` branch not built is not.
QUICK_SPEC = re.compile(r"\b(?:QuickSpec|AsyncSpec)\b")
QUICK_EXAMPLE = re.compile(r"(?<![\w.])f?it\s*\(")

FEATURE_RULE = KindRule(kind="feature", about="a screen of the app, found from the folder layout and file names")
APP_RULE = KindRule(kind="app", about="the files directly in the app's source folder, or in App/ or Application/")
LIBRARY_RULE = KindRule(kind="library", about="a folder of code the features share (Networking, Storage, Utils…)")


@dataclass
class TestFile:
    path: str                       # relative to the tree
    tests: int                      # XCTest `func test…`, Swift Testing `@Test` and Quick `it(…)`
    module: str = None              # the module it tests, when its folder or name says so


@dataclass
class SourceTree(Package):
    test_files: list = field(default_factory=list)
    xcode_projects: list = field(default_factory=list)   # where targets and their files were read from
    not_compiled: list = field(default_factory=list)     # Swift files of the tree no target compiles
    repository: str = None          # of the git checkout the tree is in: its origin,
    folder: str = None              # the tree's folder in it,
    revision: str = None            # and its commit


def count_test_functions(text, target=None):
    """Test functions in a file's code (not in its comments or string literals, nor in an `#if`
    branch the compiler would not build on `target`, by default this machine): as `swift test list`
    would list them, a parameterised `@Test` once; in a Quick spec each `it` and `fit` example."""
    code = active_code(code_only(text), target)
    quick = len(QUICK_EXAMPLE.findall(code)) if QUICK_SPEC.search(code) else 0
    return len(XCTEST_FUNCTION.findall(code)) + len(SWIFT_TESTING_TEST.findall(code)) + quick


def swift_files(root):
    """Every Swift file below root but a package manifest (Package.swift, Package@swift-6.0.swift)."""
    found = []
    for directory, folders, files in os.walk(root):
        folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS and not f.endswith((".xcassets", ".xcodeproj")))
        found += [os.path.relpath(os.path.join(directory, name), root) for name in sorted(files)
                  if name.endswith(".swift") and not (directory == root and MANIFEST.match(name))]
    return found


def is_test_file(path):
    """Below a folder whose name ends in Tests, or named …Tests.swift or …Spec.swift wherever it sits."""
    return any(part.endswith("Tests") for part in path.split(os.sep)[:-1]) or is_test_file_name(path)


def is_test_code(path):
    return is_test_file(path) or is_test_helper(path)


def stem(path):
    return os.path.basename(path)[:-len(".swift")]


def source_root(app_files):
    """The folder all app files share (an Xcode project's FootballGather/), "" when there is none."""
    tops = {path.split(os.sep)[0] for path in app_files if os.sep in path}
    at_root = any(os.sep not in path for path in app_files)
    return tops.pop() if len(tops) == 1 and not at_root else ""


def parse_overrides(specs, root):
    """`NAME=PATH` pairs (PATH relative to the tree, or absolute inside it) into {relative path: NAME}."""
    overrides = {}
    for spec in specs or []:
        name, separator, path = spec.partition("=")
        if not separator or not name or not path:
            raise ToolError(f"--feature {spec!r}: expected NAME=PATH, e.g. Login=Scenes/Login")
        relative = os.path.relpath(os.path.join(root, path), root)
        if relative.startswith(".."):
            raise ToolError(f"--feature {spec!r}: {path} is outside {root}")
        if not os.path.exists(os.path.join(root, relative)):
            raise ToolError(f"--feature {spec!r}: {path} does not exist in {root}")
        overrides[relative] = name
    return overrides


def read_feature_file(path):
    """A mapping file: one NAME=PATH per line; blank lines and lines starting with # are skipped."""
    try:
        with open(path, encoding="utf-8") as handle:
            return [line.strip() for line in handle if line.strip() and not line.strip().startswith("#")]
    except OSError as error:
        raise ToolError(f"cannot read the feature mapping {path}: {error.strerror}") from error


def is_under(path, folder):
    return folder == "." or path == folder or path.startswith(folder + os.sep)


def deepest(path, folders):
    """The deepest of `folders` that holds `path`, or None."""
    return max((f for f in folders if is_under(path, f)), key=len, default=None)


def feature_folders(app_files, rules):
    """{folder: feature} for folders named <Name>Feature, <Name>Scene or <Name>Module (the feature
    <Name>), and folders holding a role file named after them, whatever the folder's case
    (views/turnips/TurnipsView.swift is the feature Turnips, spelt as its files spell it)."""
    folders = {}
    for path in app_files:
        folder = os.path.dirname(path)
        name = os.path.basename(folder)
        if name and FEATURE_SUFFIX.search(name):
            folders[folder] = feature_name(name)
        elif (name and stem(path).lower().startswith(name.lower()) and rules.layer_of(path)
              and len(stem(path)) > len(name)):
            folders[folder] = stem(path)[:len(name)]
    return folders


def named_features(paths, rules):
    """Feature names from screen-role files: a ViewController, or two roles of one name."""
    roles = {}
    for path in paths:
        name, role = rules.split_role(path) or (None, None)
        if role not in SCREEN_ROLES:
            continue
        # A cell's presenter (PlayerTableViewCellPresenter) names a cell, not a screen.
        if not rules.layer_of(name) and name not in APP_FOLDERS:
            roles.setdefault(name, set()).add(role)
    return {name for name, found in roles.items() if "ViewController" in found or len(found) >= 2}


def feature_by_prefix(name, features):
    """The longest feature name that starts `name` as a whole word (Gather for GatherTimeHandler)."""
    matches = [f for f in features if name == f or (name.startswith(f) and name[len(f)].isupper())]
    return max(matches, key=len) if matches else None


def assign_modules(app_files, rules, overrides):
    """{relative path: (module name, kind rule)} for every app file."""
    base = source_root(app_files)
    assigned = {}
    # A name given with --feature is the user's mapping: files outside its PATH never join it by name.
    claimed = set(overrides.values())
    found = feature_folders([p for p in app_files if not deepest(p, overrides)], rules)
    for folders in (overrides, {folder: name for folder, name in found.items() if name not in claimed}):
        for path in app_files:
            folder = deepest(path, folders)
            if path not in assigned and folder is not None:
                assigned[path] = (folders[folder], FEATURE_RULE)
    rest = [p for p in app_files if p not in assigned]
    named = named_features(rest, rules) - claimed
    # A feature's other files sit beside its screen files (ViewControllers/GatherTimeHandler.swift);
    # Networking/Models/GatherServiceModels.swift is networking code, whatever its name.
    feature_folders_by_name = {}
    for path in rest:
        name, role = rules.split_role(path) or (None, None)
        if name in named and role in SCREEN_ROLES:
            feature_folders_by_name.setdefault(os.path.dirname(path), set()).add(name)
    features = (set(named) | {name for name, rule in assigned.values() if rule is FEATURE_RULE}) - claimed
    for path in rest:
        feature = (feature_by_prefix(stem(path), feature_folders_by_name.get(os.path.dirname(path), set()))
                   or layer_feature(path, features, rules))
        if feature:
            assigned[path] = (feature, FEATURE_RULE)
            continue
        below = os.path.relpath(path, base) if base else path
        folder = below.split(os.sep)[0] if os.sep in below else ""
        if folder in claimed:       # a shared folder named like a --feature NAME is not that feature
            folder += "/"
        is_app = folder.lower() in {f.lower() for f in APP_FOLDERS} | {""}     # app/ as App/
        assigned[path] = ("App", APP_RULE) if is_app else (folder, LIBRARY_RULE)
    return assigned


def words(name):
    return re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", name)


def layer_feature(path, features, rules):
    """In a layered app (Interactors/CountriesInteractor.swift beside UI/CountriesList/), a file of a
    layer role counts for the one feature whose name and the file's name start one another, word by
    word (Countries and CountriesList); otherwise it stays in its shared folder."""
    name, role = rules.split_role(path) or (None, None)
    if role not in LAYER_ROLES:
        return None
    mine = words(name)
    matches = [f for f in features if words(f)[:len(mine)] == mine or mine[:len(words(f))] == words(f)]
    return matches[0] if len(matches) == 1 else None


def test_module(path, modules, module_of_stem, claimed=()):
    """The module a test file tests: the source file its name names (LoginServiceTests.swift tests
    LoginService.swift), a folder named after a module, or a feature its name starts with; never by
    name a feature given with --feature (`claimed`): its tests are those below its PATH and those of
    its files."""
    tested = re.sub(r"(?:Tests?|Spec)$", "", stem(path))
    if tested in module_of_stem:
        return module_of_stem[tested]
    by_folder = {name.lower(): name for name in modules if name not in claimed}    # tests/turnips/ for Turnips
    for part in reversed(path.split(os.sep)[:-1]):
        if part.lower() in by_folder:
            return by_folder[part.lower()]
    return feature_by_prefix(tested, [m.name for m in modules.values() if m.kind == "feature" and m.name not in claimed])


def git(root, *arguments):
    """A line git prints about the checkout the tree is in; None outside git or without git."""
    try:
        completed = subprocess.run(["git", "-C", root, *arguments], capture_output=True, text=True)
    except OSError:
        return None
    return completed.stdout.strip() if completed.returncode == 0 else None


def checkout_of(root):
    """(repository, folder in it, commit) of the checkout the tree is in, each None when unknown."""
    revision = git(root, "rev-parse", "HEAD")
    if not revision:
        return None, None, None
    remote = git(root, "config", "--get", "remote.origin.url") or None
    if remote and remote.startswith("https://") and remote.endswith(".git"):
        remote = remote[:-len(".git")]
    folder = (git(root, "rev-parse", "--show-prefix") or "").rstrip("/") or "."
    if git(root, "status", "--porcelain", "--", "."):
        revision += " with uncommitted changes"
    return remote, folder, revision


def xcode_projects(root):
    """The .xcodeproj folders in the tree (not in Pods, Carthage…), relative to it."""
    found = []
    for directory, folders, _ in os.walk(root):
        found += [os.path.relpath(os.path.join(directory, f), root) for f in folders
                  if f.endswith(".xcodeproj") and os.path.isfile(os.path.join(directory, f, "project.pbxproj"))]
        folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS and not f.endswith((".xcassets", ".xcodeproj")))
    return sorted(found)


def compiled_files(root):
    """(projects, {relative path: True for a test target's file, False for an app target's}) from the
    tree's Xcode projects; a file no target compiles is absent. ([], {}) with no project."""
    projects, compiled = [], {}
    for project in xcode_projects(root):
        try:
            found = pbxproj.targets(os.path.join(root, project))
        except ToolError as error:
            progress("module-size", f"{error}: files are read by the folder layout instead")
            continue
        projects.append(project)
        for target in found.values():
            for path in target["files"]:
                relative = os.path.relpath(path, root)
                if not relative.startswith(".."):
                    compiled[relative] = compiled.get(relative, True) and target["test"]
    return projects, compiled


def load(root, rules, feature_specs=()):
    root = os.path.abspath(root)
    if not os.path.isdir(root):
        raise ToolError(f"{root} is not a folder")
    files = swift_files(root)
    projects, compiled = compiled_files(root)
    if projects:
        # A test helper an app target compiles (a Mock… for previews) is test code all the same.
        app_files = [p for p in files if compiled.get(p) is False and not is_test_helper(p)]
        tested = [p for p in files if p in compiled and (compiled[p] or is_test_helper(p))]
    else:
        app_files = [p for p in files if not is_test_code(p)]
        tested = [p for p in files if is_test_code(p)]
    if not app_files:
        raise ToolError(f"{root} has no Swift source files (outside test folders)" if not projects else
                        f"no target of {', '.join(projects)} compiles a Swift file in {root}")
    overrides = parse_overrides(feature_specs, root)
    assigned = assign_modules(app_files, rules, overrides)
    modules = {}
    for path in app_files:
        name, rule = assigned[path]
        module = modules.get(name)
        if module is None:
            module = modules[name] = Module(name=name, path="", kind=rule.kind, dependencies=[], sources=[],
                                            rule=rule, rules=rules)
        module.sources.append(path)
    for module in modules.values():
        module.path = os.path.commonpath(module.sources) if len(module.sources) > 1 else os.path.dirname(module.sources[0])
    module_of_stem = {stem(p): assigned[p][0] for p in app_files}
    test_files = []
    for path in tested:
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as handle:
            count = count_test_functions(handle.read())
        folder = deepest(path, overrides)
        module = (overrides[folder] if folder is not None and overrides[folder] in modules
                  else test_module(path, modules, module_of_stem, set(overrides.values())))
        test_files.append(TestFile(path, count, module))
    ordered = sorted(modules.values(), key=lambda m: (rules.table_rank(m.kind), m.name.lower()))
    return SourceTree(name=os.path.basename(root), root=root, modules=ordered, test_targets=[], system_targets=[],
                      other_targets=[], rules=rules, test_files=test_files, xcode_projects=projects,
                      not_compiled=[p for p in files if p not in compiled] if projects else [], **dict(zip(
                          ("repository", "folder", "revision"), checkout_of(root))))


def tests_per_module(tree):
    counts = {m.name: 0 for m in tree.modules}
    for test_file in tree.test_files:
        if test_file.module:
            counts[test_file.module] += test_file.tests
    return counts


NOT_MEASURED = "not measured (no SwiftPM package)"


def report(tree, label=None):
    """The tree in the shape of report.json: figures that need a build say they were not measured."""
    sizes = size.measure(tree)
    tests = tests_per_module(tree)
    rows = [{"name": m.name, "kind": m.kind, "group": None, "path": m.path, "dependencies": [],
             **sizes[m.name], "test_targets": [], "tests": tests[m.name], "coverage": None, "build": None}
            for m in tree.modules]
    return {
        "schema": 1,
        "meta": {"package": label or tree.name, "source": "source tree", "package_path": tree.root,
                 "repository": tree.repository, "folder": tree.folder, "revision": tree.revision,
                 "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                 "not_measured": {"build_times": NOT_MEASURED, "coverage": NOT_MEASURED, "test_times": NOT_MEASURED},
                 "xcode_projects": tree.xcode_projects, "not_compiled": tree.not_compiled},
        "modules": rows,
        "test_targets": [],
        "test_files": [{"path": t.path, "tests": t.tests, "module": t.module} for t in tree.test_files],
        "totals": {"files": sum(r["files"] for r in rows), "code_lines": sum(r["code_lines"] for r in rows),
                   "tests": sum(t.tests for t in tree.test_files), "line_percent": None, "clean_build": None},
        "layer_order": tree.rules.layer_columns,
        "coupling": coupling.measure(tree),
    }
