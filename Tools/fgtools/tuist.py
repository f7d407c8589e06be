"""The reader of a Tuist project: a Project.swift read as text (Tuist is not run), its targets in the
shape manifest.describe gives a package's, so package.from_description makes them the model's
modules and test targets.

What is read: each `.target(…)` (or `Target(…)`) with its name, product (`.unitTests` and
`.uiTests` are test targets, `.app` and other runnable products executables, the rest libraries),
`sources` globs and dependencies (`.target(name:)` and `.project(target:path:)` are the app's own,
the rest products). A Project.swift whose targets a helper makes (`Project.module(name: …)`) is
read as one module, named and depending as the helper's call says (else after its folder), its
Tests folders being its test target's.
Manifests, plugins and templates are not app code (MANIFESTS, NOT_CODE_FOLDERS), nor what `tuist
generate` writes to a Derived/ folder (TuistBundle+Home.swift, TuistAssets+Home.swift…), committed or not."""
import os

from . import swiftmanifest
from .files import matching, read_manifest, swift_files
from .names import is_test_file

MANIFESTS = {"Project.swift", "Workspace.swift", "Tuist.swift", "Config.swift", "Plugin.swift", "Dependencies.swift",
             "Template.swift", "Package.swift"}
# Tuist's own folder (helpers, templates, the Package.swift of its dependencies), plugins, and the
# Derived/ folder where `tuist generate` writes resource accessors and Info.plists.
NOT_CODE_FOLDERS = {"Tuist", "Plugins", "Derived"}
TEST_PRODUCTS = {"unitTests", "uiTests"}
RUNNABLE_PRODUCTS = {"app", "appClip", "appExtension", "watch2App", "watch2Extension", "commandLineTool", "macro",
                     "tvTopShelfExtension", "messagesExtension", "stickerPackExtension", "extensionKitExtension"}
TARGET_CALLS = {"target", "Target"}


def is_manifest_or_tooling(path):
    """True for a Tuist manifest and for files of Tuist's folder or of a plugin: never app code."""
    return os.path.basename(path) in MANIFESTS or is_tooling(path)


def is_tooling(path):
    """True below Tuist's own folder, a plugin's or a Derived/ folder of generated code."""
    return any(part in NOT_CODE_FOLDERS for part in path.split(os.sep)[:-1])


def describe_root(folder):
    """As describe, for the tree's root: a root project whose targets a helper makes holds the whole
    app, not one module, so it gives no targets and its folders are read by their layout."""
    return describe(folder, helper_made_is_one_module=False)


def describe(folder, helper_made_is_one_module=True):
    """The project at `folder` (holding a Project.swift) as {"name", "targets": [{"name", "type",
    "path", "sources", "target_dependencies", "product_dependencies"}]}, paths relative to folder."""
    project = swiftmanifest.call_in(read_manifest(os.path.join(folder, "Project.swift")), "Project", constant="project")
    files = [f for f in swift_files(folder) if not is_manifest_or_tooling(f)]
    calls = (project.argument("targets") if project else None) or []
    targets = [target(call, files) for call in calls
               if isinstance(call, swiftmanifest.Call) and call.name in TARGET_CALLS and isinstance(call.argument("name"), str)]
    name = project.argument("name") if project and isinstance(project.argument("name"), str) else os.path.basename(folder)
    if not targets and helper_made_is_one_module:
        targets = folder_as_module(name, files, project)
    return {"name": name, "targets": targets}


def target(call, files):
    kind = kind_of(call)
    sources = matching(files, globs(call.argument("sources"), "Tests/**" if kind == "test" else "Sources/**"))
    own, products = dependencies(call)
    return as_described(call.argument("name"), kind, sources, own, products)


def kind_of(call):
    """The describe type of a target (or helper) call's `product:`: test, executable or library."""
    product = call.argument("product")
    product = product.name if isinstance(product, swiftmanifest.Name) else None
    return "test" if product in TEST_PRODUCTS else "executable" if product in RUNNABLE_PRODUCTS else "library"


def dependencies(call):
    """(the app's own targets, products) a call's `dependencies:` names."""
    own, products = [], []
    for dependency in call.argument("dependencies") or []:
        if isinstance(dependency, swiftmanifest.Call) and dependency.name in ("target", "project"):
            name = dependency.argument("name") or dependency.argument("target")
            own += [name] if isinstance(name, str) else []
        elif isinstance(dependency, swiftmanifest.Call):
            name = dependency.argument("name") or dependency.argument("product") or dependency.arguments[0][1]
            products += [name] if isinstance(name, str) else []
    return own, products


def globs(value, default):
    """The globs a `sources:` argument gives: a string, an array of strings, or a call holding one."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [v for v in value if isinstance(v, str)] or [default]
    if isinstance(value, swiftmanifest.Call):
        return next((globs(v, default) for _, v in value.arguments if isinstance(v, (str, list))), [default])
    return [default]


def folder_as_module(name, files, helper_call=None):
    """A project whose targets a helper makes: its folder is one module (of the helper's product and
    dependencies, when its call says), its Tests folders its tests."""
    tests = [f for f in files if is_test_file(f)]
    sources = [f for f in files if f not in tests]
    kind, (own, products) = (kind_of(helper_call), dependencies(helper_call)) if helper_call else ("library", ([], []))
    return ([as_described(name, kind, sources, own, products)] if sources else []) + (
        [as_described(f"{name}Tests", "test", tests, [name] if sources else [], [])] if tests else [])


def as_described(name, kind, sources, own, products):
    """A target in manifest.describe's shape: its folder is the one all its sources share."""
    path = os.path.commonpath(sources) if len(sources) > 1 else os.path.dirname(sources[0]) if sources else ""
    return {"name": name, "type": kind, "path": path,
            "sources": sorted(os.path.relpath(s, path or ".") for s in sources),
            "target_dependencies": own, "product_dependencies": products}
