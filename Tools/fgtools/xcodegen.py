"""The reader of an XcodeGen project: a project.yml (or project.json) read as data (XcodeGen is not
run), its targets in the shape manifest.describe gives a package's, so package.from_description
makes them the model's modules and test targets.

What is read: each target's type (`bundle.unit-test` and `bundle.ui-testing` are test targets,
`application` and app extensions executables, the rest libraries), its `sources` (a path, or
entries with `path`, `includes` and `excludes` globs: test files beside their sources go to the
test target that includes them) and dependencies (`target:` the app's own, the rest products).
Paths are relative to the manifest's folder; `include:`d files and target templates are not read."""
import json
import os

from . import yamlsubset
from .files import matching, swift_files

MANIFESTS = ("project.yml", "project.yaml", "project.json")
TEST_TYPES = {"bundle.unit-test", "bundle.ui-testing"}
RUNNABLE_TYPES = {"application", "app-extension", "watch2-app", "watch2-extension", "tool", "app-clip",
                  "extensionkit-extension"}


def manifest_in(folder):
    """The XcodeGen manifest of a folder, or None."""
    return next((name for name in MANIFESTS if os.path.isfile(os.path.join(folder, name))), None)


def describe(folder):
    """The project at `folder` as {"name", "targets": [{"name", "type", "path", "sources",
    "target_dependencies", "product_dependencies"}]}, paths relative to folder."""
    name = manifest_in(folder)
    with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    data = json.loads(text) if name.endswith(".json") else yamlsubset.parse(text)
    files = swift_files(folder)
    targets = data.get("targets") if isinstance(data, dict) else None
    return {"name": (data or {}).get("name") or os.path.basename(folder),
            "targets": [target(name, spec, files) for name, spec in (targets or {}).items() if isinstance(spec, dict)]}


def target(name, spec, files):
    kind = spec.get("type")
    kind = "test" if kind in TEST_TYPES else "executable" if kind in RUNNABLE_TYPES else "library"
    sources = sorted({f for entry in entries(spec.get("sources")) for f in files_of(entry, files)})
    own, products = [], []
    for dependency in spec.get("dependencies") or []:
        if isinstance(dependency, dict) and dependency.get("target"):
            own.append(dependency["target"].split("/")[-1])       # Project/Target names a target of another project
        elif isinstance(dependency, dict) and dependency:
            products.append(str(next(iter(dependency.values()))))
    path = os.path.commonpath(sources) if len(sources) > 1 else os.path.dirname(sources[0]) if sources else ""
    return {"name": name, "type": kind, "path": path, "sources": [os.path.relpath(s, path or ".") for s in sources],
            "target_dependencies": own, "product_dependencies": products}


def entries(sources):
    """`sources:` as a list of {"path", "includes", "excludes"}."""
    listed = sources if isinstance(sources, list) else [sources] if sources else []
    return [{"path": s} if isinstance(s, str) else s for s in listed if isinstance(s, (str, dict)) and
            (isinstance(s, str) or s.get("path"))]


def files_of(entry, files):
    """The Swift files a source entry takes: below its path, those its includes match, but not its excludes."""
    base = entry["path"].strip("/")
    below = [os.path.relpath(f, base) for f in files if base in (".", "") or f == base or f.startswith(base + "/")]
    if entry.get("includes"):
        below = matching(below, entry["includes"])
    excluded = set(matching(below, entry.get("excludes") or []))
    return [os.path.normpath(os.path.join(base, f)) for f in below if f not in excluded]
