"""`--feature NAME=PATH` and `--features FILE`: the user's word on which files make a feature, over
whatever a reader found (a package's targets, a local package's, Tuist's or XcodeGen's, or the
folder layout).

Every Swift file at or below PATH belongs to the feature NAME, and so do the test files below PATH
and the test targets of a target PATH takes whole; nothing outside PATH joins NAME by its name. The
rest of a target PATH cuts through stays where it was, and still sees the files it lost: one target
compiles them. Files only move, so the code lines attributed stay what they were."""
import os

from .common import ToolError
from .model import Module
from .names import deepest
from .rules import KindRule

FEATURE_RULE = KindRule(kind="feature", about="a feature given with --feature NAME=PATH")


def parse(specs, root):
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


def read_file(path):
    """A mapping file: one NAME=PATH per line; blank lines and lines starting with # are skipped."""
    try:
        with open(path, encoding="utf-8") as handle:
            return [line.strip() for line in handle if line.strip() and not line.strip().startswith("#")]
    except OSError as error:
        raise ToolError(f"cannot read the feature mapping {path}: {error.strerror}") from error


def apply(app, overrides):
    """The app with every module's files below a PATH moved to its feature NAME (`overrides` as
    `parse` gives them); a module left with no file is gone, and a test file below PATH tests NAME."""
    if not overrides:
        return app
    app.given_features = dict(overrides)    # what the files' history is attributed by (changecoupling)
    taken, origins, kept = split(app.modules, overrides)
    renamed = {m.name: f"{m.name} ({m.path or '.'})" for m in kept if m.name in taken}
    for module in kept:     # a module outside PATH named like NAME is not NAME
        module.name = renamed.get(module.name, module.name)
    features = {name: feature(name, sorted(sources), origins[name], app.rules) for name, sources in taken.items()}
    gone = {m.name: name for name, found in origins.items() for m, whole in found if whole}
    # A dependency names a target: of the modules taken whole, those compiled apart.
    gone_targets = {m.name: name for name, found in origins.items() for m, whole in found if whole and m.compiled_apart}
    for module in kept:
        module.compiled_with += [name for name in features if any(m is module for m, _ in origins[name])]
        module.dependencies = sorted({gone_targets.get(d) or renamed.get(d, d) for d in module.dependencies}
                                     - {module.name})
    for test_file in app.test_files:
        folder = deepest(test_file.path, overrides)
        if folder is not None and overrides[folder] in features:
            test_file.module = overrides[folder]
        elif test_file.module in gone or test_file.module in renamed:
            test_file.module = gone.get(test_file.module) or renamed[test_file.module]
    app.modules = sorted(kept + list(features.values()),
                         key=lambda m: (app.rules.table_rank(m.kind), m.group or "", m.name.lower()))
    return app


def split(modules, overrides):
    """({NAME: the files it takes}, {NAME: [(module it takes them from, whether it takes it whole)]},
    the modules that keep files, each with those files alone)."""
    taken, origins, kept = {}, {}, []
    for module in modules:
        moved = {}
        for source in module.sources:
            folder = deepest(source, overrides)
            if folder is not None:
                moved.setdefault(overrides[folder], []).append(source)
        rest = [s for s in module.sources if deepest(s, overrides) is None]
        for name, sources in moved.items():
            taken.setdefault(name, []).extend(sources)
            origins.setdefault(name, []).append((module, not rest and len(moved) == 1))
        if rest:
            module.sources = rest
            kept.append(module)
    return taken, origins, kept


def feature(name, sources, origins, rules):
    """The feature NAME of the files it took from `origins` [(module, taken whole)]: the test targets
    and dependencies of the modules it took whole, and, seen from its code, what every one of them saw
    (the rest of a target it cut through included)."""
    modules = [m for m, _ in origins]
    whole = {m.name for m, all_of_it in origins if all_of_it}
    taken = set(sources)
    return Module(name=name, path=os.path.commonpath(sources) if len(sources) > 1 else os.path.dirname(sources[0]),
                  kind="feature", dependencies=sorted({d for m in modules for d in m.dependencies} - whole - {name}),
                  sources=sources, rule=FEATURE_RULE, rules=rules,
                  test_targets=[t for m, all_of_it in origins if all_of_it for t in m.test_targets],
                  compiled_apart=all(m.compiled_apart for m in modules),
                  compiled_with=[m.name for m, all_of_it in origins if not all_of_it],
                  targets=sorted({t for m in modules if m.compiled_apart for t in (m.targets or [m.name])}),
                  declared={s: d for m in modules for s, d in m.declared.items() if s in taken})
