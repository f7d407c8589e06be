"""What the tools read without building anything: a SwiftPM package from its manifest, or any
Swift source tree, in the shape of report.json. Figures only a build gives (build times,
coverage, test times) say they were not measured, and why."""
import os

from . import coupling, size, sourcetree
from . import package as package_model
from .common import progress

NOT_BUILT = ("not measured: nothing is built to read a package (Tools/report measures them where the package builds; "
             "Tools/module-size --run-tests times its tests; Tools/compare takes a saved report.json)")


def has_manifest(path):
    return os.path.exists(os.path.join(path, "Package.swift"))


def read(path, rules, feature_specs=(), tool="compare"):
    """report.json-shaped data of the package or source tree at `path`."""
    if not has_manifest(path):
        progress(tool, f"reading the source tree at {path}")
        return sourcetree.report(sourcetree.load(path, rules, feature_specs))
    progress(tool, f"reading the package at {path} from its manifest (nothing is fetched or built)")
    return read_package(package_model.load(path, rules), feature_specs, tool)


def read_package(package, feature_specs=(), tool="compare"):
    """report.json-shaped data of a package already read from its manifest."""
    path, rules = package.root, package.rules
    if feature_specs or is_one_target_app(package):
        # An app whose code is one target (its screens in folders, its layers beside them) is split
        # the way a source tree is: by its feature folders and screen files.
        progress(tool, f"{package.name}'s code is one target: reading its folders as a source tree")
        data = sourcetree.report(sourcetree.load(path, rules, feature_specs))
        data["meta"]["one_target"] = package.modules[0].name if len(package.modules) == 1 else None
        data["meta"]["not_measured"] = {what: NOT_BUILT for what in ("build_times", "coverage", "test_times")}
        return data
    return package_report(package)


def is_one_target_app(package):
    if len(package.modules) != 1 or package.modules[0].kind == "feature":
        return False
    files = package.modules[0].sources
    found = sourcetree.assign_modules(files, package.rules, {})
    return sum(1 for name, rule in set(found.values()) if rule.kind == "feature") >= 2


def tests_in_files(package):
    """{test target: test functions counted in its files} (`func test…`, `@Test` and Quick's `it(…)` in code)."""
    counts = {}
    for target in package.test_targets:
        count = 0
        for directory, _, files in os.walk(os.path.join(package.root, target["path"])):
            for name in files:
                if name.endswith(".swift"):
                    with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as handle:
                        count += sourcetree.count_test_functions(handle.read())
        counts[target["name"]] = count
    return counts


def package_report(package, not_measured=NOT_BUILT):
    """A package read without building it: code lines, and test functions counted in its test folders."""
    sizes = size.measure(package)
    target_tests = tests_in_files(package)
    rows = [{"name": m.name, "kind": m.kind, "group": m.group, "path": m.path, "dependencies": m.dependencies,
             **sizes[m.name], "test_targets": m.test_targets,
             "tests": sum(target_tests.get(t, 0) for t in m.test_targets), "coverage": None, "build": None}
            for m in package.modules]
    return {"schema": 1,
            "meta": {"package": package.name, "source": "package (not built)", "package_path": package.root,
                     "not_measured": {"build_times": not_measured, "coverage": not_measured, "test_times": not_measured}},
            "modules": rows,
            "test_targets": [{"name": name, "tests": count, "seconds": None, "average_ms": None}
                             for name, count in sorted(target_tests.items())],
            "totals": {"files": sum(r["files"] for r in rows), "code_lines": sum(r["code_lines"] for r in rows),
                       "tests": sum(target_tests.values()), "line_percent": None, "clean_build": None},
            "layer_order": package.rules.layer_columns,
            "coupling": coupling.measure(package)}
