"""The reader of a SwiftPM package: its manifest's targets as the model of the app (model.App):
modules (non-test targets of the app's code) with their kind, files and test targets, and the
test targets' files; kinds come from the rules."""
import os
import re

from . import declarations, manifest
from .files import package_folders, swift_files
from .model import App, Module, TestFile
from .tests import is_test_helper
from .names import (APP_FOLDERS, FEATURE_SUFFIX, SPLIT_FEATURE_CORE, SPLIT_FEATURE_INTERFACES, deepest,
                    feature_by_prefix, is_test_file)

# The roles that make a screen: a target holding one named after it (Players with PlayersView) is a feature.
SCREEN_ROLES = ("ViewController", "Presenter", "ViewModel", "Interactor", "Router", "Coordinator", "View", "Module",
                "Reducer", "Screen")


# This repository: the one tree the Tools build in place, and whose manifest they run unless told.
OWN_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def is_own_tree(path):
    """True for this repository's own working tree."""
    return os.path.realpath(path) == os.path.realpath(OWN_ROOT)


def load(package_path, rules, run_manifest=False):
    """The package's model. Its manifest is Swift, and `swift package dump-package` runs it: only
    this repository's, or any with `run_manifest`; another package's is read as text (no code of the
    tree read is run)."""
    runs = run_manifest or is_own_tree(package_path)
    description = manifest.read(package_path) if runs else manifest.read_statically(package_path)
    package = from_description(description, package_path, rules)
    package.not_compiled = files_in_no_target(package_path, description, rules)
    return package


def files_in_no_target(root, description, rules):
    """The app's Swift files below root that no target compiles: not test code, tools or another
    package's (a folder below with a Package.swift of its own)."""
    compiled, others = target_files(description), package_folders(root)
    return [p for p in swift_files(root) if p not in compiled and rules.is_app_code(p) and not is_test_file(p)
            and not deepest(p, others)]


def target_files(description):
    """Every Swift file any target of a described package compiles, relative to its root."""
    return {os.path.join(t.get("path", ""), s) for t in description.get("targets", [])
            for s in t.get("sources", []) if s.endswith(".swift")}


def from_description(description, root, rules):
    targets = description.get("targets", [])
    tests = [t for t in targets if t.get("type") == "test"]
    system, other, modules, details, helpers = [], [], [], {}, []
    for target in targets:
        if target.get("type") in ("test", "macro", "plugin"):
            continue
        rule = rules.kind_rule(target)
        if rule.kind == "system":
            system.append(target["name"])
            continue
        path = target.get("path", "")
        if not rules.is_app_code(path):
            other.append(target["name"])
            details[target["name"]] = {
                "dependencies": sorted(target.get("target_dependencies", []) + target.get("product_dependencies", [])),
                "sources": len([s for s in target.get("sources", []) if s.endswith(".swift")])}
            continue
        sources = sorted(os.path.join(path, s) for s in target.get("sources", []) if s.endswith(".swift"))
        # A test helper (a Mock… file, Mocks/, TestHelpers/…) is test code whichever target compiles it.
        helpers += [TestFile(s, module=target["name"]) for s in sources if is_test_helper(s)]
        if sources and all(is_test_helper(s) for s in sources):
            other.append(target["name"])
            details[target["name"]] = {"dependencies": sorted(target.get("target_dependencies", [])
                                                              + target.get("product_dependencies", [])),
                                       "sources": len(sources)}
            continue
        sources = [s for s in sources if not is_test_helper(s)]
        declared = declarations.read(root, sources, rules)
        modules.append(Module(
            name=target["name"],
            path=path,
            kind=("feature" if rule.kind == "library" and is_feature_target(target["name"], sources, rules, declared)
                  else rule.kind),
            dependencies=sorted(target.get("target_dependencies", []) + target.get("product_dependencies", [])),
            sources=sources,
            rule=rule,
            rules=rules,
            declared=declared,
        ))
    names = {m.name for m in modules}
    has_app_library = any(m.kind == "app" for m in modules)
    for test in tests:
        tested = [m for m in modules if test_target_matches(test["name"], m, names, has_app_library)]
        for module in tested or shared_test_target_modules(test, modules):
            module.test_targets.append(test["name"])
    modules = one_module_per_split_feature(modules)
    modules.sort(key=lambda m: (rules.table_rank(m.kind), m.group or "", m.name.lower()))
    test_targets = [{"name": t["name"], "path": t.get("path", ""),
                     "dependencies": sorted(t.get("target_dependencies", []))} for t in tests]
    return App(description.get("name", os.path.basename(root)), root, modules, test_targets, sorted(system),
               sorted(other), rules, details, test_files=test_files_of_targets(tests) + helpers_of(helpers, modules))


def helpers_of(helpers, modules):
    """The test helpers app targets compile, each counting for its target's module when it is one."""
    names = {t for m in modules for t in (m.name, *m.targets)}
    owner = {t: m.name for m in modules for t in (m.name, *m.targets)}
    return [TestFile(h.path, module=owner[h.module] if h.module in names else None) for h in helpers]


def test_files_of_targets(tests):
    """Every Swift file a test target compiles, with the target's name."""
    return [TestFile(os.path.join(t.get("path", ""), source), target=t["name"])
            for t in tests for source in sorted(t.get("sources", [])) if source.endswith(".swift")]


def test_target_matches(test_name, module, module_names, has_app_library=True):
    """LoginTests tests Login; AppTests tests the App targets (App/…)."""
    stem = re.sub(r"Tests$", "", test_name)
    if stem == module.name:
        return True
    # AppTests belongs to the composition root (or to the executable when the App is one target).
    return stem == "App" and "App" not in module_names and module.kind == ("app" if has_app_library else "executable")


def shared_test_target_modules(test, modules):
    """A test target named after no module (StorageTests, one contract suite for every store)
    tests the modules it depends on whose names contain its stem (SQLiteStorage, StorageSupport…)."""
    stem = re.sub(r"Tests$", "", test["name"])
    dependencies = set(test.get("target_dependencies", []))
    return [m for m in modules if stem and stem in m.name and m.name in dependencies]


def is_feature_target(name, sources, rules, declared=None):
    """A target of another package's layout (kind library) is a feature when its name says so
    (HomeFeature), it holds a screen named after it (Players with PlayersViewController.swift, or
    PlayersListView.swift: a name that starts with the target's, or its singular's, word by word), or its code declares
    one (`@Reducer struct Players`, `class PlayersViewModel: ObservableObject`). A <Name>Core target
    whose code declares the screen <Name> is one too (isowords' GameCore: `@Reducer struct Game`)."""
    if FEATURE_SUFFIX.search(name) and sources:
        return True
    named = [split[0] for split in map(rules.split_role, sources) if split and split[1] in SCREEN_ROLES]
    declared_screens = [d.screen for d in (declared or {}).values() if d.screen]
    # A plural target holds its screens by their singular too (Ice Cubes' Lists: ListEditView, ListCreateView).
    names = [name, name[:-1]] if name.endswith("s") and len(name) > 2 else [name]
    if any(screen in names or feature_by_prefix(screen, names) for screen in named + declared_screens):
        return True
    # Every file of a Core is named like a reducer (HapticsCore.swift): only its code says so.
    return bool(split_feature_name(name)) and split_feature_name(name) in declared_screens


def one_module_per_split_feature(modules):
    """The Composable Architecture's older package shape, a feature's reducer in <Name>Core and its
    views in <Name>SwiftUI or <Name>UIKit beside it, as the one feature <Name>: its targets' files,
    test targets and dependencies together, reached by an import of any of them; a <Name>Core that
    declares its screen alone is the feature <Name> too. Only when no module is already named <Name>."""
    by_name = {m.name: m for m in modules}
    merged = {}
    for core in modules:
        name = split_feature_name(core.name)
        parts = [by_name[name + s] for s in SPLIT_FEATURE_INTERFACES if name and name + s in by_name]
        if not (parts or (name and core.kind == "feature")) or name in by_name:
            continue
        group = [core] + parts
        merged[name] = Module(
            name=name, path=os.path.commonpath([m.path for m in group]),
            kind="app" if name in APP_FOLDERS else "feature" if core.kind in ("library", "feature") else core.kind,
            dependencies=sorted({d for m in group for d in m.dependencies} - {m.name for m in group}),
            sources=sorted(s for m in group for s in m.sources), rule=core.rule, rules=core.rules,
            test_targets=[t for m in group for t in m.test_targets], targets=[m.name for m in group],
            declared={s: d for m in group for s, d in m.declared.items()})
    if not merged:
        return modules
    joined = {t: name for name, module in merged.items() for t in module.targets}
    modules = [m for m in modules if m.name not in joined] + list(merged.values())
    for module in modules:
        module.dependencies = sorted({joined.get(d, d) for d in module.dependencies} - {module.name})
    return modules


def split_feature_name(name):
    """Login for LoginCore; None for any other name."""
    core = SPLIT_FEATURE_CORE
    return name[:-len(core)] if name.endswith(core) and len(name) > len(core) and name[0].isupper() else None
