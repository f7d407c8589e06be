"""The dependency rules of DESIGN.md, checked on the package description and on
the import lines of every source file; and the module graph as Mermaid."""
import os
import re

from .package import LOADED_AT_RUN_TIME, VIPER_ROLES

IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def imports_of(text):
    return sorted({m.group(1) for m in map(IMPORT.match, text.splitlines()) if m})


def check(package):
    """Returns the list of broken rules (empty when all hold)."""
    problems = []
    features = [m for m in package.modules if m.kind == "feature"]
    feature_names = {m.name for m in features}
    storage_like = {m.name for m in package.modules if m.kind == "storage"} | set(package.system_targets)
    allowed_for_storage = {m.name for m in package.modules if m.kind in ("storage", "app", "executable")}
    allowed = {
        "Domain": set(),
        "TerminalUI": {"Domain"},
        "Storage": {"Domain", "HTTPTransport", *package.system_targets},
        "HTTPTransport": set(),
        "URLSessionTransport": {"HTTPTransport"},
    }
    for module in package.modules:
        declared = set(module.dependencies)
        if module.kind == "feature":
            for dependency in sorted(declared):
                if dependency in feature_names:
                    problems.append(f"{module.name} depends on feature {dependency}: features never depend on each other")
                elif dependency in storage_like:
                    problems.append(f"{module.name} depends on {dependency}: features never depend on storage")
                elif dependency not in ("Domain", "TerminalUI"):
                    problems.append(f"{module.name} depends on {dependency}: features depend only on Domain and TerminalUI")
            missing = [role for role in VIPER_ROLES
                       if os.path.join(module.path, f"{module.name}{role}.swift") not in module.sources]
            for role in missing:
                problems.append(f"{module.path} lacks {module.name}{role}.swift (every feature has the six role files)")
            if not module.test_targets:
                problems.append(f"feature {module.name} has no test target {module.name}Tests")
        elif module.name in allowed:
            for dependency in sorted(declared - allowed[module.name]):
                problems.append(f"{module.name} depends on {dependency}, which DESIGN.md does not allow")
        for dependency in sorted(declared & LOADED_AT_RUN_TIME):
            problems.append(f"{module.name} depends on {dependency}: the app loads it at run time (only for --server), "
                            "so local runs never load the network stack; only tests may link it")
        problems += import_problems(package, module, feature_names, storage_like, allowed_for_storage)
    for test in package.test_targets:
        problems += import_problems(package, test, feature_names, storage_like, allowed_for_storage | {test["name"]},
                                    is_test=True)
    return problems


def import_problems(package, target, feature_names, storage_like, allowed_for_storage, is_test=False):
    name = target["name"] if isinstance(target, dict) else target.name
    path = target["path"] if isinstance(target, dict) else target.path
    kind = None if isinstance(target, dict) else target.kind
    problems = []
    folder = os.path.join(package.root, path)
    for directory, _, files in os.walk(folder):
        for filename in sorted(files):
            if not filename.endswith(".swift"):
                continue
            file_path = os.path.join(directory, filename)
            relative = os.path.relpath(file_path, package.root)
            with open(file_path, encoding="utf-8", errors="replace") as handle:
                imported = imports_of(handle.read())
            for module in imported:
                if module in storage_like and not is_test and name not in allowed_for_storage:
                    problems.append(f"{relative} imports {module}: only the storage modules, the App and tests may")
                if kind == "feature" and module in feature_names and module != name:
                    problems.append(f"{relative} imports feature {module}: features never import each other")
    return problems


def mermaid(package):
    lines = ["graph TD"]
    shown = {m.name for m in package.modules} | set(package.system_targets)
    for module in package.modules:
        for dependency in module.dependencies:
            if dependency in shown:
                lines.append(f"    {module.name} --> {dependency}")
    styles = {"feature": "feature", "foundation": "foundation", "storage": "storage", "app": "app", "executable": "app"}
    for module in package.modules:
        lines.append(f"    class {module.name} {styles.get(module.kind, 'library')}")
    lines += [
        "    classDef feature fill:#e3f2fd,stroke:#1565c0",
        "    classDef foundation fill:#e8f5e9,stroke:#2e7d32",
        "    classDef storage fill:#fff3e0,stroke:#ef6c00",
        "    classDef app fill:#f3e5f5,stroke:#6a1b9a",
        "    classDef library fill:#eeeeee,stroke:#616161",
    ]
    return "\n".join(lines)
