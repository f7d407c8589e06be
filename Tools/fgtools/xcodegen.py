"""The reader of an XcodeGen project: a project.yml (or project.json) read as data (XcodeGen is not
run), its targets in the shape manifest.describe gives a package's, so package.from_description
makes them the model's modules and test targets.

What is read: each target's type (`bundle.unit-test` and `bundle.ui-testing` are test targets,
`application` and app extensions executables, the rest libraries), its `sources` (a path, or
entries with `path`, `includes` and `excludes` globs: test files beside their sources go to the
test target that includes them) and dependencies (`target:` the app's own, the rest products).
Paths are relative to the manifest's folder, or to the folder of the `include:`d file that names
them; target templates are not read."""
import json
import os
import re

from . import yamlsubset
from .files import matching, read_manifest, swift_files, walk

MANIFESTS = ("project.yml", "project.yaml", "project.json")
# A spec named otherwise for `xcodegen --spec` (Bitwarden's project-bwa.yml), read when it declares targets.
OTHER_NAMES = re.compile(r"^project[-_.][\w.-]+\.(?:yml|yaml|json)$")
TARGETS_KEY = re.compile(r'^(?:targets|"targets")\s*:', re.MULTILINE)
TEST_TYPES = {"bundle.unit-test", "bundle.ui-testing"}
RUNNABLE_TYPES = {"application", "app-extension", "watch2-app", "watch2-extension", "tool", "app-clip",
                  "extensionkit-extension"}


def manifest_in(folder):
    """The XcodeGen manifest of a folder (the first, when specs named otherwise share it), or None."""
    found = manifests_in(folder)
    return found[0] if found else None


def manifests_in(folder):
    """The XcodeGen specs of a folder: its project.yml (.yaml, .json), else every project-<name>.yml
    (.yaml, .json) that declares targets, as `xcodegen --spec` reads one."""
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    fixed = [name for name in MANIFESTS if name in names and os.path.isfile(os.path.join(folder, name))]
    return fixed[:1] or [name for name in names if OTHER_NAMES.match(name) and declares_targets(os.path.join(folder, name))]


def declares_targets(path):
    try:
        return bool(TARGETS_KEY.search(read_manifest(path)))
    except (OSError, ValueError):
        return False


def folders(root):
    """The folders at or below root holding an XcodeGen spec, relative to root ("." for root)."""
    return [os.path.relpath(directory, root) for directory, _, _ in walk(root) if manifests_in(directory)]


def describe(folder):
    """The project at `folder` as {"name", "targets": [{"name", "type", "path", "sources",
    "target_dependencies", "product_dependencies"}]}, paths relative to folder; the targets of
    every spec of the folder."""
    files = swift_files(folder)
    targets, project = {}, None
    for manifest in manifests_in(folder):
        data = read(os.path.join(folder, manifest))
        project = project or data.get("name")
        for base, found in targets_of(folder, manifest, data):
            targets.update({name: (base, spec) for name, spec in found.items() if isinstance(spec, dict)})
    return {"name": project or os.path.basename(folder),
            "targets": [target(name, spec, files, base) for name, (base, spec) in targets.items()]}


def read(path):
    text = read_manifest(path)
    data = json.loads(text) if path.endswith(".json") else yamlsubset.parse(text)
    return data if isinstance(data, dict) else {}


def targets_of(folder, relative, data, seen=()):
    """[(the folder its paths are relative to, {target: spec})] of a manifest and the files it includes."""
    base = os.path.dirname(relative)
    found = [(base, data.get("targets") or {})]
    for entry in data.get("include") or []:
        path = entry.get("path") if isinstance(entry, dict) else entry
        included = os.path.normpath(os.path.join(base, str(path)))
        if path and included not in seen and os.path.isfile(os.path.join(folder, included)):
            found += targets_of(folder, included, read(os.path.join(folder, included)), (*seen, relative))
    return found


def target(name, spec, files, base=""):
    kind = spec.get("type")
    kind = "test" if kind in TEST_TYPES else "executable" if kind in RUNNABLE_TYPES else "library"
    sources = sorted({f for entry in entries(spec.get("sources"), base) for f in files_of(entry, files)})
    own, products = [], []
    for dependency in spec.get("dependencies") or []:
        if isinstance(dependency, dict) and dependency.get("target"):
            own.append(dependency["target"].split("/")[-1])       # Project/Target names a target of another project
        elif isinstance(dependency, dict) and dependency:
            products.append(str(next(iter(dependency.values()))))
    path = os.path.commonpath(sources) if len(sources) > 1 else os.path.dirname(sources[0]) if sources else ""
    return {"name": name, "type": kind, "path": path, "sources": [os.path.relpath(s, path or ".") for s in sources],
            "target_dependencies": own, "product_dependencies": products}


def entries(sources, base=""):
    """`sources:` as a list of {"path", "includes", "excludes"}, paths relative to the project's folder."""
    listed = sources if isinstance(sources, list) else [sources] if sources else []
    found = [{"path": s} if isinstance(s, str) else s for s in listed
             if isinstance(s, str) or (isinstance(s, dict) and isinstance(s.get("path"), str))]
    return [{**entry, "path": os.path.normpath(os.path.join(base, entry["path"]))} for entry in found]


def files_of(entry, files):
    """The Swift files a source entry takes: below its path, those its includes match, but not its excludes."""
    base = entry["path"].strip("/")
    below = [os.path.relpath(f, base) for f in files if base == "." or f == base or f.startswith(base + "/")]
    if entry.get("includes"):
        below = matching(below, entry["includes"])
    excluded = set(matching(below, entry.get("excludes") or []))
    return [os.path.normpath(os.path.join(base, f)) for f in below if f not in excluded]
