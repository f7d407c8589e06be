"""A SwiftPM package's targets read from its manifest alone (`swift package dump-package`):
no dependency is fetched and nothing is built, so a package that depends on unreachable
packages, or builds only for iOS, is read as well as this one. Target paths and files follow
SwiftPM's conventions: a target with no `path` lives in `Sources/<Name>` (or Source/, src/,
srcs/), a test target in `Tests/<Name>`; `sources` narrows and `exclude` removes files."""
import json
import os

from . import swiftmanifest
from .common import ToolError, run_status, swift_executable
from .files import read_manifest

# dump-package's target types, in the words of `swift package describe` (which the rules use).
TYPES = {"regular": "library", "executable": "executable", "test": "test", "system": "system-target",
         "macro": "macro", "plugin": "plugin", "binary": "binary"}
SOURCE_FOLDERS = ("Sources", "Source", "src", "srcs")
SKIPPED = {".build", ".git", ".swiftpm"}


def read(package_path):
    """The package in the shape of `swift package describe --type json`: name and targets with
    type, path, sources (relative to the target's path), target and product dependencies."""
    command = [swift_executable(), "package", "dump-package"]
    status, out, err = run_status(command, cwd=package_path)
    start = out.find("{")
    if status != 0 or start < 0:
        tail = "\n".join((err or out).strip().splitlines()[-10:])
        raise ToolError(f"cannot read the manifest of {package_path} (`swift package dump-package`, status {status}):\n{tail}")
    return describe(json.loads(out[start:]), package_path)


def read_statically(package_path):
    """As `read`, from the manifest's text alone (swiftmanifest.py says what it follows): no Swift is run."""
    return describe(swiftmanifest.parse(read_manifest(os.path.join(package_path, "Package.swift"))), package_path)


def describe(manifest, root):
    targets = manifest.get("targets") or []
    names = {t["name"] for t in targets}
    return {"name": manifest.get("name") or os.path.basename(os.path.abspath(root)),
            "targets": [target(t, names, root) for t in targets]}


def target(entry, target_names, root):
    kind = TYPES.get(entry.get("type"), entry.get("type"))
    path = entry.get("path") or default_path(entry["name"], kind, root)
    own, products = [], []
    for dependency in entry.get("dependencies") or []:
        (how, value), = dependency.items()
        name = value[0]
        if how == "target" or (how == "byName" and name in target_names):
            own.append(name)
        else:
            products.append(name)
    return {"name": entry["name"], "type": kind, "path": os.path.normpath(path),
            "sources": swift_sources(root, path, entry.get("sources"), entry.get("exclude") or []),
            "target_dependencies": own, "product_dependencies": products}


def default_path(name, kind, root):
    if kind == "test":
        return os.path.join("Tests", name)
    if kind == "plugin":
        return os.path.join("Plugins", name)
    for folder in SOURCE_FOLDERS:
        if os.path.isdir(os.path.join(root, folder, name)):
            return os.path.join(folder, name)
    return os.path.join("Sources", name)


def swift_sources(root, path, sources, exclude):
    """The Swift files of a target, relative to its path, sorted."""
    base = os.path.join(root, path)
    excluded = [os.path.normpath(e) for e in exclude]
    found = []
    for start in [os.path.join(base, s) for s in sources] if sources is not None else [base]:
        if os.path.isfile(start):
            found.append(os.path.relpath(start, base))
            continue
        for directory, folders, files in os.walk(start):
            folders[:] = sorted(f for f in folders if f not in SKIPPED and not f.startswith("."))
            found += [os.path.relpath(os.path.join(directory, f), base) for f in files if f.endswith(".swift")]
    return sorted({f for f in found if f.endswith(".swift")
                   and not any(f == e or f.startswith(e + os.sep) for e in excluded)})
