"""The package as the tools see it: modules (non-test targets), their files,
their test targets and, for files named <Feature><Role>.swift, their layer."""
import os
import re
from dataclasses import dataclass, field

from .common import describe_package

VIPER_ROLES = ["Entity", "Interactor", "Presenter", "Router", "View", "Module"]
# Other patterns' roles, so a team's MVC or MVVM variant splits by layer too.
# Longest first: "ViewController" must win over "Controller" and "View".
OTHER_ROLES = ["ViewController", "ViewModel", "Coordinator", "Controller", "Model"]
ROLES = sorted(VIPER_ROLES + OTHER_ROLES, key=len, reverse=True)
FOUNDATIONS = {"Domain", "TerminalUI", "Storage"}
# Storage and its seam to the network: HTTP as values, and URLSession behind it
# (a library the app loads at run time, never links).
STORAGE = {"Storage", "HTTPTransport", "URLSessionTransport"}
LOADED_AT_RUN_TIME = {"URLSessionTransport"}


@dataclass
class Module:
    name: str
    path: str
    kind: str                      # foundation, feature, storage, app, executable, library
    dependencies: list
    sources: list                  # paths relative to the package root
    test_targets: list = field(default_factory=list)

    def layer_of(self, source):
        return layer_of(os.path.basename(source))


@dataclass
class Package:
    name: str
    root: str
    modules: list
    test_targets: list             # [{"name", "path", "dependencies"}]
    system_targets: list

    def module(self, name):
        return next((m for m in self.modules if m.name == name), None)


def layer_of(filename):
    """The role a file plays, from its name (LoginPresenter.swift → Presenter); None if it has none."""
    stem = filename[:-len(".swift")] if filename.endswith(".swift") else filename
    for role in ROLES:
        if stem.endswith(role) and len(stem) > len(role) and stem[0].isupper():
            return role
    return None


def load(package_path):
    description = describe_package(package_path)
    return from_description(description, package_path)


def from_description(description, root):
    targets = description.get("targets", [])
    system = [t["name"] for t in targets if t.get("type") == "system-target"]
    tests = [t for t in targets if t.get("type") == "test"]
    modules = []
    for target in targets:
        if target.get("type") in ("test", "system-target", "macro", "plugin"):
            continue
        path = target.get("path", "")
        if path.split("/")[0] in ("Tests", "Tools"):
            continue  # test support and measurement tools are not the app's code
        sources = sorted(os.path.join(path, s) for s in target.get("sources", []) if s.endswith(".swift"))
        modules.append(Module(
            name=target["name"],
            path=path,
            kind=classify(target, sources),
            dependencies=sorted(target.get("target_dependencies", []) + target.get("product_dependencies", [])),
            sources=sources,
        ))
    names = {m.name for m in modules}
    has_app_library = any(m.kind == "app" for m in modules)
    for test in tests:
        for module in modules:
            if test_target_matches(test["name"], module, names, has_app_library):
                module.test_targets.append(test["name"])
    modules.sort(key=lambda m: (KIND_ORDER.get(m.kind, 9), m.name.lower()))
    test_targets = [{"name": t["name"], "path": t.get("path", ""),
                     "dependencies": sorted(t.get("target_dependencies", []))} for t in tests]
    return Package(description.get("name", os.path.basename(root)), root, modules, test_targets, system)


KIND_ORDER = {"foundation": 0, "storage": 1, "feature": 2, "library": 3, "app": 4, "executable": 5}


def classify(target, sources):
    name, path = target["name"], target.get("path", "")
    if target.get("type") == "executable":
        return "executable"
    if path.startswith("App/") or path == "App":
        return "app"
    if name in STORAGE:
        return "storage"
    if name in FOUNDATIONS:
        return "foundation"
    if path.startswith("Modules/") and any(layer_of(os.path.basename(s)) in VIPER_ROLES for s in sources):
        return "feature"
    if path.startswith("Modules/"):
        return "feature"
    return "library"


def test_target_matches(test_name, module, module_names, has_app_library=True):
    """LoginTests tests Login; AppTests tests the App targets (App/…)."""
    stem = re.sub(r"Tests$", "", test_name)
    if stem == module.name:
        return True
    # AppTests belongs to the composition root (or to the executable when the App is one target).
    return stem == "App" and "App" not in module_names and module.kind == ("app" if has_app_library else "executable")
