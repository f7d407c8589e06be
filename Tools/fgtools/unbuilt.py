"""What the tools measure without building anything, from the model of an app (model.App), in the
shape of report.json. Figures only a build gives (build times, coverage, test times) say they
were not measured, and why."""
import datetime

from . import attribution, cfamily, coupling, coverage, size, testfeatures, tests, treetotal
from .model import PACKAGE

NOT_BUILT = ("not measured: nothing is built to read a package (Tools/report measures them where the package builds; "
             "Tools/module-size --run-tests times its tests; Tools/compare takes a saved report.json)")
NOT_MEASURED = "not measured (no SwiftPM package)"


def report(app):
    """report.json-shaped data of an app: code lines, test functions counted in its test files, coupling."""
    sizes = size.measure(app)
    other = cfamily.measure(app)
    counts = tests.count_in_files(app)
    target_tests = tests.per_target(app, counts)
    platforms = tests.platforms_per_target(app)
    rows = [{"name": m.name, "kind": m.kind, "group": m.group, "path": m.path, "dependencies": m.dependencies,
             **sizes[m.name], "c_family": other["modules"][m.name], "test_targets": m.test_targets, "tests": 0, "coverage": None,
             "build": None}
            for m in app.modules]
    data = {"schema": 1, "meta": {**meta(app), "attribution": attribution.measure(app, sizes),
                                  "tree": treetotal.measure(app), "tests_by_feature": testfeatures.summary(app, counts)},
            "modules": rows,
            "test_targets": [{"name": name, "tests": count, "seconds": None, "average_ms": None,
                              **({"platforms": platforms[name]} if name in platforms else {})}
                             for name, count in sorted(target_tests.items())],
            "c_family": {"in_no_module": other["in_no_module"]}}
    if app.source != PACKAGE:
        data["test_files"] = [{"path": t.path, "tests": counts[t.path], "module": t.module,
                               **({"target": t.target} if t.target else {}), **({"by": t.by} if t.by else {})}
                              for t in app.test_files]
    data["totals"] = {"files": sum(r["files"] for r in rows), "code_lines": sum(r["code_lines"] for r in rows),
                      "tests": 0, "line_percent": None, "clean_build": None}
    tests.apply_attribution(data, tests.attribute([m.name for m in app.modules], test_units(app, counts)))
    data["layer_order"] = app.rules.layer_columns
    data["coupling"] = coupling.measure(app)
    return data


def test_units(app, counts=None):
    """The app's test files as tests.attribute takes them, counted in the files."""
    return tests.units_of_files(app, tests.count_in_files(app) if counts is None else counts)


def shown_only(data, names, modules, units):
    """`data` with the module rows named in `names` alone, its Total theirs: files and code lines
    summed over them, line coverage over their lines, tests counted once as tests.attribute counts
    them for a table that shows them (`modules`: every module's name; `units` as attribute takes them)."""
    rows = [row for row in data["modules"] if row["name"] in names]
    data["modules"] = rows
    totals = data["totals"]
    totals["files"], totals["code_lines"] = sum(r["files"] for r in rows), sum(r["code_lines"] for r in rows)
    measured = [r["coverage"] for r in rows if (r.get("coverage") or {}).get("measured")]
    lines = sum(c["lines"] for c in measured)
    if totals.get("line_percent") is not None or lines:
        totals["line_percent"] = coverage.percent(sum(c["lines_covered"] for c in measured), lines) if lines else None
    return tests.apply_attribution(data, tests.attribute(modules, units, shown=names))


def meta(app):
    """Where the figures come from, and why those a build gives are missing."""
    reason = NOT_BUILT if app.from_manifest else NOT_MEASURED
    not_measured = {what: reason for what in ("build_times", "coverage", "test_times")}
    skipped = {"skipped": app.skipped} if app.skipped else {}
    if app.source == PACKAGE:
        return {"package": app.name, "source": app.source, "package_path": app.root, "not_measured": not_measured,
                **skipped}
    found = {"package": app.name, "source": app.source, "package_path": app.root,
             "repository": app.repository, "folder": app.folder, "revision": app.revision,
             "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
             "not_measured": not_measured, "xcode_projects": app.xcode_projects, "not_compiled": app.not_compiled,
             **skipped}
    if app.manifests:
        found["manifests"] = app.manifests
    if app.from_manifest:
        found["one_target"] = app.one_target
    return found
