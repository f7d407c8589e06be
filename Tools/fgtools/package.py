"""The package as the tools see it: modules (non-test targets of the app's code), their
kind, files and test targets, and each file's layer; kinds and layers come from the rules."""
import os
import re
from dataclasses import dataclass, field

from . import manifest
from .rules import KindRule

# A target or folder named <Name>Feature, <Name>Scene or <Name>Module is the feature <Name>.
FEATURE_SUFFIX = re.compile(r"(?<=[a-z0-9])(Feature|Scene|Module)$")
# The roles that make a screen: a target holding one named after it (Players with PlayersView) is a feature.
SCREEN_ROLES = ("ViewController", "Presenter", "ViewModel", "Interactor", "Router", "Coordinator", "View", "Module",
                "Reducer", "Screen")


def feature_name(name):
    """Login for LoginFeature, LoginScene and LoginModule; the name itself otherwise."""
    return FEATURE_SUFFIX.sub("", name)


@dataclass
class Module:
    name: str
    path: str
    kind: str                      # a kind of the rules: foundation, storage, feature, app, executable, library…
    dependencies: list
    sources: list                  # paths relative to the package root
    rule: KindRule
    rules: object = field(repr=False)
    test_targets: list = field(default_factory=list)

    @property
    def group(self):
        """The store's backend folder (SQLite, Remote…) for a grouped kind; None otherwise."""
        return self.rule.group_of(self.path)

    @property
    def kind_label(self):
        return f"{self.kind} ({self.group})" if self.group else self.kind

    def layer_of(self, source):
        return self.rules.layer_in_feature(source, self.feature) if self.kind == "feature" else self.rules.layer_of(source)

    @property
    def feature(self):
        """The feature's name as its authors made it (Home for HomeFeature); None for other kinds."""
        return feature_name(self.name) if self.kind == "feature" else None


@dataclass
class Package:
    name: str
    root: str
    modules: list
    test_targets: list             # [{"name", "path", "dependencies"}]
    system_targets: list
    other_targets: list            # targets that are not the app's code (test support, tools)
    rules: object = field(repr=False)
    other_target_details: dict = field(default_factory=dict)   # name -> {"dependencies", "sources"} (file count)

    def module(self, name):
        return next((m for m in self.modules if m.name == name), None)

    def kind_of(self, name):
        """The kind of a module or system target of this package; None for anything else (Foundation…)."""
        if name in self.system_targets:
            return "system"
        module = self.module(name)
        return module.kind if module else None


def load(package_path, rules):
    return from_description(manifest.read(package_path), package_path, rules)


def from_description(description, root, rules):
    targets = description.get("targets", [])
    tests = [t for t in targets if t.get("type") == "test"]
    system, other, modules, details = [], [], [], {}
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
        modules.append(Module(
            name=target["name"],
            path=path,
            kind="feature" if rule.kind == "library" and is_feature_target(target["name"], sources, rules) else rule.kind,
            dependencies=sorted(target.get("target_dependencies", []) + target.get("product_dependencies", [])),
            sources=sources,
            rule=rule,
            rules=rules,
        ))
    names = {m.name for m in modules}
    has_app_library = any(m.kind == "app" for m in modules)
    for test in tests:
        tested = [m for m in modules if test_target_matches(test["name"], m, names, has_app_library)]
        for module in tested or shared_test_target_modules(test, modules):
            module.test_targets.append(test["name"])
    modules.sort(key=lambda m: (rules.table_rank(m.kind), m.group or "", m.name.lower()))
    test_targets = [{"name": t["name"], "path": t.get("path", ""),
                     "dependencies": sorted(t.get("target_dependencies", []))} for t in tests]
    return Package(description.get("name", os.path.basename(root)), root, modules, test_targets, sorted(system), sorted(other), rules, details)


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


def is_feature_target(name, sources, rules):
    """A target of another package's layout (kind library) is a feature when its name says so
    (HomeFeature) or it holds a screen named after it (Players with PlayersViewController.swift)."""
    if FEATURE_SUFFIX.search(name) and sources:
        return True
    screens = {(name, role) for role in SCREEN_ROLES}
    return any(rules.split_role(source) in screens for source in sources)
