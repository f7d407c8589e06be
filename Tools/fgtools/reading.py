"""The one way into an app: pick the reader its folder calls for and hand back its model.

A folder with a Package.swift is read from its manifest (package.py), any other — or one whose
Package.swift holds no app code beside an app's project — by its folder layout, Xcode projects and
their manifests (sourcetree.py). A package whose code is one target, with its screens in
folders, is read by its folder layout too. Features given with --feature move their files out of
whatever module a reader put them in (overrides.py). Everything the tools measure without building
starts from what `read` returns (model.App)."""
import os

from . import overrides
from . import package as package_reader
from . import sourcetree, testfeatures, xcodegen
from .common import progress
from .files import read_checked, read_source, swift_files
from .lines import count_code_lines

PROJECT_MANIFESTS = {"Project.swift", "Workspace.swift", "project.yml", "project.yaml", "project.json"}
# A Package.swift whose targets hold less than this share of the tree's Swift code lines, beside an
# app's project, is not the app's manifest (Element X's root Package.swift builds its tools).
ALMOST_NONE = 5.0


def has_manifest(path):
    return os.path.exists(os.path.join(path, "Package.swift"))


def read(path, rules, feature_specs=(), tool="compare", run_manifest=False):
    """The model of the package or source tree at `path` (`run_manifest`: package.load's)."""
    if not has_manifest(path):
        return read_source_tree(path, rules, feature_specs, tool)
    progress(tool, f"reading the package at {path} from its manifest (nothing is fetched or built)")
    package = package_reader.load(path, rules, run_manifest)
    beside = app_beside(path, package)
    if beside:
        # A Package.swift of tools beside an app's project (Element X's): the project is the app.
        progress(tool, beside)
        return read_source_tree(path, rules, feature_specs, tool)
    return without_skipped(split_by_folders(package, feature_specs, tool), tool)


def app_beside(path, package):
    """The line that says why the app's project beside the Package.swift at `path` is read instead of
    it: the package's targets hold almost none (less than ALMOST_NONE percent) of the tree's Swift
    code lines, and an Xcode project, a Tuist or an XcodeGen manifest sits beside it; else None."""
    if not has_project(path):
        return None
    tree = sum(count_code_lines(read_source(os.path.join(path, p))) for p in swift_files(path))
    held = sum(count_code_lines(read_source(package.path_of(s))) for m in package.modules for s in m.sources)
    share = 100.0 * held / tree if tree else 100.0
    if package.modules and share >= ALMOST_NONE:
        return None
    projects = sorted(n for n in os.listdir(path) if n.endswith(".xcodeproj") or n in PROJECT_MANIFESTS)
    projects += [os.path.basename(m) for m in xcodegen.manifests_in(path) if os.path.basename(m) not in projects]
    return (f"the Package.swift at {path} holds {held} of the tree's {tree} Swift code lines ({share:.1f} %): "
            f"reading the app beside it ({', '.join(projects)}) instead")


def without_skipped(app, tool):
    """The app without the Swift files no reader reads (larger than 4 MB, not text: a NUL byte or
    not UTF-8, or not a readable file: a link to nothing, a named pipe), in app.skipped and said on
    stderr: they are in no module, no test file, and no figure; its test files that count for no
    module given the feature they test (testfeatures.py)."""
    paths = {s for m in app.modules for s in m.sources} | {t.path for t in app.test_files} | set(app.not_compiled)
    skipped = {}
    for path in sorted(paths):
        why = read_checked(app.path_of(path))[1]
        if why:
            skipped.setdefault(why, []).append(path)
    gone = {p for found in skipped.values() for p in found}
    if gone:
        for module in app.modules:
            module.sources = [s for s in module.sources if s not in gone]
            module.declared = {s: d for s, d in module.declared.items() if s not in gone}
        app.test_files = [t for t in app.test_files if t.path not in gone]
        app.not_compiled = [p for p in app.not_compiled if p not in gone]
    app.skipped = skipped
    for line in skipped_lines(skipped):
        progress(tool, line)
    # Every reader's test files that no module claimed count for the feature they test.
    return testfeatures.attribute(app)


def skipped_lines(skipped, shown=5):
    """One line per reason: "skipped: 2 files that are not text: a.swift, b.swift"."""
    lines = []
    for why, paths in sorted(skipped.items()):
        more = f", … {len(paths) - shown} more" if len(paths) > shown else ""
        files = "file that is" if len(paths) == 1 else "files that are"
        lines.append(f"skipped: {len(paths)} {files} {why}: {', '.join(paths[:shown])}{more}")
    return lines


def has_project(path):
    """True when the folder holds an Xcode project or a Tuist or XcodeGen manifest."""
    return (any(name.endswith(".xcodeproj") or name in PROJECT_MANIFESTS for name in os.listdir(path))
            or bool(xcodegen.manifests_in(path)))


def read_source_tree(path, rules, feature_specs=(), tool="compare"):
    """The model of a folder read by its layout, whatever manifest it holds."""
    progress(tool, f"reading the source tree at {path}")
    return without_skipped(sourcetree.load(path, rules, feature_specs), tool)


def split_by_folders(package, feature_specs=(), tool="compare"):
    """The package as it is (its files below a --feature PATH moved to that feature), or, when its
    code is one target (its screens in folders, its layers beside them), its folders read as a
    source tree."""
    if not is_one_target_app(package):
        return overrides.apply(package, overrides.parse(feature_specs, package.root))
    progress(tool, f"{package.name}'s code is one target: reading its folders as a source tree")
    app = sourcetree.load(package.root, package.rules, feature_specs)
    app.from_manifest = True
    app.one_target = package.modules[0].name if len(package.modules) == 1 else None
    return app


def is_one_target_app(package):
    if len(package.modules) != 1 or package.modules[0].kind == "feature":
        return False
    files = package.modules[0].sources
    found = sourcetree.assign_modules(files, package.rules, {}, package.modules[0].declared)
    return sum(1 for name, rule in set(found.values()) if rule.kind == "feature") >= 2
