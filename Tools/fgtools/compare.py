"""Reports side by side: one row per feature matched by name, totals, and the Key Metrics of
the FootballGather article series (lines per key class, number of key classes, unit tests,
coverage of the Gather feature, clean and incremental build, average test time).

A side is a saved report.json (Tools/report, or `Tools/module-size --source-tree … --json`), a
SwiftPM package, or any Swift source tree. Figures a side has no measurement of are None,
shown as "not measured", never as a number."""
import json
import os

from . import changecoupling, chart, coupling, macreports, patternlab, reading, summary, unbuilt
from .report import build_median
from . import package as package_reader
from .common import ToolError, median
from .names import feature_name

NOT_MEASURED = chart.MISSING
KEY_CLASS_ROWS = 10


# Reading the sides

def parse_spec(spec):
    """LABEL=PATH or PATH."""
    label, separator, path = spec.partition("=")
    if separator and label and "/" not in label and path:
        return label, path
    return None, spec


def load_side(spec, rules):
    label, given = parse_spec(spec)
    path = os.path.abspath(os.path.expanduser(given))
    if os.path.isfile(path):
        try:
            with open(path, encoding="utf-8") as handle:
                data = json.load(handle)
        except (OSError, json.JSONDecodeError) as error:
            raise ToolError(f"cannot read the report {path}: {error}") from error
        if not isinstance(data, dict) or not isinstance(data.get("modules"), list) or "meta" not in data:
            raise ToolError(f"{path} is not a report.json of Tools/report (no meta and modules)")
        data["meta"].setdefault("source", "report")
        if "coupling" not in data:
            data["coupling"] = coupling_of_saved_report(path, data, rules)
    elif os.path.isdir(path):
        app = reading.read(path, rules)
        data = unbuilt.report(app)
        data["change_coupling"] = changecoupling.of_work_tree(path, app)
    else:
        raise ToolError(f"{path} is neither a report.json nor a folder")
    # As typed: a committed comparison names no machine's folders.
    return {"label": label or default_label(data, path), "path": given, "data": data}


def apply_mac_files(sides, files):
    """`--xccov LABEL=FILE` and the like: the Mac's figures of one side, read into its data."""
    given = {}
    for kind, specs in files.items():
        for spec in specs or []:
            label, path = parse_spec(spec)
            if label is None:
                raise ToolError(f"name the side of {spec}: LABEL=FILE, LABEL one of {', '.join(s['label'] for s in sides)}")
            side = next((s for s in sides if s["label"] == label), None)
            if side is None:
                raise ToolError(f"no side is labelled {label} (sides: {', '.join(s['label'] for s in sides)})")
            if kind in given.setdefault(label, {}):
                raise ToolError(f"two files of the same kind for the side {label}: {given[label][kind]} and {path}")
            given[label][kind] = path
    for side in sides:
        if side["label"] in given:
            macreports.apply(side["data"], **given[side["label"]])


def coupling_of_saved_report(path, data, rules):
    """A report saved before coupling was measured: read from its package when that is here (the
    package the report's folder is in, or the one at its recorded path); None otherwise."""
    for root in (enclosing_package(os.path.dirname(path)), data["meta"].get("package_path")):
        if root and reading.has_manifest(root):
            package = package_reader.load(root, rules)
            if package.name == data["meta"].get("package"):
                return coupling.measure(package)
    return None


def enclosing_package(folder):
    """The nearest folder at or above `folder` with a Package.swift, or None."""
    while folder and folder != os.path.dirname(folder):
        if reading.has_manifest(folder):
            return folder
        folder = os.path.dirname(folder)
    return None


def default_label(data, path):
    if data["meta"].get("source") == "source tree":
        return os.path.basename(path.rstrip(os.sep))
    return data["meta"].get("package") or os.path.basename(path)


# Figures of one side

def feature_key(name):
    """Login, LoginFeature and loginScene match one another."""
    return feature_name(name).lower()


def features(data):
    return [row for row in data["modules"] if row["kind"] == "feature"]


def line_percent(row):
    coverage = row.get("coverage") or {}
    return coverage.get("line_percent") if coverage.get("measured", True) and coverage else None


def clean_build(data):
    """The app's clean build: the executable's (or the top module's) clean build."""
    totals = data.get("totals") or {}
    if totals.get("clean_build"):
        return totals["clean_build"]["median"]
    values = [build_median(row, "clean") for row in data["modules"] if row["kind"] in ("executable", "app")]
    values = [v for v in values if v is not None]
    return max(values) if values else None


def incremental_build(data):
    """Touching one feature's file and rebuilding the app: the median over the features."""
    return median([v for v in (build_median(row, "incremental") for row in features(data)) if v is not None])


def average_test_ms(data):
    timed = [t for t in data.get("test_targets") or [] if t.get("seconds") is not None]
    tests = sum(t["tests"] for t in timed)
    return round(1000.0 * sum(t["seconds"] for t in timed) / tests, 1) if tests else None


def key_classes(data):
    """The files of the features that play a role (ViewController, Presenter, …), largest first."""
    found = []
    for row in features(data):
        for entry in row.get("source_files") or []:
            if entry["layer"] != "Other":
                found.append({"module": row["name"], "file": os.path.basename(entry["path"]),
                              "layer": entry["layer"], "code_lines": entry["code_lines"]})
    return sorted(found, key=lambda f: (-f["code_lines"], f["file"]))


def side_summary(side):
    data = side["data"]
    rows = data["modules"]
    feature_rows = features(data)
    gather = next((row for row in feature_rows if feature_key(row["name"]) == "gather"), None)
    classes = key_classes(data)
    return {
        "features": len(feature_rows),
        "feature_code_lines": sum(r["code_lines"] for r in feature_rows),
        "other_code_lines": sum(r["code_lines"] for r in rows if r["kind"] != "feature"),
        "code_lines": sum(r["code_lines"] for r in rows),
        "files": sum(r["files"] for r in rows),
        "tests": (data.get("totals") or {}).get("tests", sum(r.get("tests", 0) for r in rows)),
        "line_percent": (data.get("totals") or {}).get("line_percent"),
        "key_classes": len(classes) if any(r.get("source_files") for r in feature_rows) else None,
        "key_class_lines": sum(c["code_lines"] for c in classes) if classes else None,
        "gather_line_percent": line_percent(gather) if gather else None,
        "clean_build": clean_build(data),
        "incremental_build": incremental_build(data),
        "average_test_ms": average_test_ms(data),
    }


# The comparison

def compare(sides, rules):
    labels = [side["label"] for side in sides]
    if len(set(labels)) != len(labels):
        raise ToolError(f"two sides have the same label ({', '.join(labels)}): name them with LABEL=PATH")
    order, names = [], {}
    for side in sides:
        for row in features(side["data"]):
            key = feature_key(row["name"])
            if key not in names:
                names[key] = row["name"]
                order.append(key)
    per_feature = []
    for key in order:
        entry = {"name": names[key], "sides": {}}
        for side in sides:
            row = next((r for r in features(side["data"]) if feature_key(r["name"]) == key), None)
            entry["sides"][side["label"]] = None if row is None else {
                "module": row["name"], "files": row["files"], "code_lines": row["code_lines"],
                "tests": row.get("tests"), "line_percent": line_percent(row), "layers": row["layers"],
                "own_compile": build_median(row, "own"), "incremental": build_median(row, "incremental"),
                "mac_build": (row.get("mac_build") or {}).get("seconds")}
        per_feature.append(entry)
    others = {}
    for side in sides:
        for row in side["data"]["modules"]:
            if row["kind"] != "feature":
                others.setdefault(row["name"], {})[side["label"]] = row["code_lines"]
    return {
        "schema": 1,
        "sides": [{"label": s["label"], "path": s["path"], "source": s["data"]["meta"].get("source", "report"),
                   **{key: s["data"]["meta"].get(key) for key in
                      ("package", "repository", "folder", "revision", "date", "machine", "not_measured", "mac")}}
                  for s in sides],
        "layer_order": rules.layer_columns,
        "features": per_feature,
        "unmatched": {e["name"]: [label for label, row in e["sides"].items() if row]
                      for e in per_feature if any(row is None for row in e["sides"].values())},
        "other_modules": others,
        "summary": {s["label"]: side_summary(s) for s in sides},
        "attribution": {s["label"]: summary.attribution(s["data"]) for s in sides},
        "key_classes": {s["label"]: key_classes(s["data"]) for s in sides},
        "coupling": {s["label"]: s["data"].get("coupling") for s in sides},
        "change_coupling": {s["label"]: s["data"].get("change_coupling") for s in sides},
        # The match screen in its patterns, as the sides' reports measured it (only a report.json has it).
        patternlab.KEY: {s["label"]: s["data"][patternlab.KEY] for s in sides if s["data"].get(patternlab.KEY)},
    }


# Markdown

def cell(value, unit="", digits=None):
    """A figure; "–" for one the side has not (the table at the top says, once per side, which and why)."""
    if value is None:
        return "–"
    if digits is not None:
        return f"{value:.{digits}f}{unit}"
    return f"{value}{unit}"


def describe_side(side):
    mac = side.get("mac") or []
    read = "".join(f"; {source['what']} from {macreports.provenance(source)}" for source in mac)
    return describe_measured(side) + read


def describe_measured(side):
    if side["source"] == "source tree":
        where = f"`{side['folder']}` of {side['repository']}" if side.get("repository") else f"`{side['path']}`"
        commit = f" at commit `{side['revision']}`" if side.get("revision") else " (not in a git checkout: no commit)"
        return f"source tree {where}{commit}; code and test functions read from the files"
    if side["source"] == "package (not built)":
        return f"SwiftPM package {side['package']}, read without building (code and test functions only)"
    return f"Tools/report of the package {side['package']}, {side['date']}, {side['machine']}"


def not_measured_of(side):
    """What the side has no figure for, said once: its reasons grouped ("coverage, test times: a source
    tree is not built"); "nothing left out" for a side measured whole."""
    reasons = {}
    for what, reason in (side.get("not_measured") or {}).items():
        reasons.setdefault(reason.removeprefix("not measured").strip(" :()") or "not measured", []).append(
            what.replace("_", " "))
    return "; ".join(f"{', '.join(sorted(whats))} ({why})" for why, whats in reasons.items()) or "nothing left out"


def measured_by(entries, key, minimum=2):
    """A column is shown when at least two sides (or the only side) have the figure."""
    return sum(1 for entry in entries if entry and entry.get(key) is not None) >= min(minimum, len(entries))


def layer_columns(result, rows):
    seen = {layer for row in rows if row for layer, lines in row["layers"].items() if lines}
    ordered = [layer for layer in result["layer_order"] if layer in seen]
    return ordered + sorted(seen - set(ordered))


def table_per_feature(result, labels):
    """A table per feature: files, code lines, tests and code lines per layer on each side."""
    out = ["## Per feature", ""]
    for feature in result["features"]:
        rows = [feature["sides"][label] for label in labels]
        layers = layer_columns(result, rows)
        extra = [(key, title, digits, unit) for key, title, digits, unit in (
            ("line_percent", "Line coverage", 1, " %"), ("own_compile", "Own compile (s)", 2, ""),
            ("incremental", "Incremental (s)", 2, ""), ("mac_build", "Mac build (s)", 2, ""))
            if measured_by(rows, key, 1 if key == "mac_build" else 2)]
        out += [f"### {feature['name']}", "",
                "| Side | Files | Code lines | Tests | " + "".join(f"{t} | " for _, t, _, _ in extra)
                + " | ".join(layers) + " |",
                "| --- | ---: | ---: | ---: | " + "---: | " * len(extra) + " | ".join("---:" for _ in layers) + " |"]
        for label, row in zip(labels, rows):
            if row is None:
                out.append(f"| {label} | no such feature |" + " |" * (2 + len(extra) + len(layers)))
                continue
            out.append(f"| {label} | {row['files']} | {row['code_lines']} | {cell(row['tests'])} | "
                       + "".join(f"{cell(row[key], unit, digits)} | " for key, _, digits, unit in extra)
                       + " | ".join(str(row["layers"].get(layer) or "") for layer in layers) + " |")
        out.append("")
    return out


def features_in_one_table(result, labels):
    """Many features: one row each, code lines and tests per side; the rest of their figures
    (files, layers, coverage, build times) are in the JSON."""
    out = ["## Per feature", "",
           f"{len(result['features'])} features: their code lines and tests per side; files, code lines per layer, "
           "coverage and build times are in the JSON (`features`).", "",
           "| Feature | " + " | ".join(f"{label}: code lines | {label}: tests" for label in labels) + " |",
           "| --- |" + " ---: | ---: |" * len(labels)]
    for feature in result["features"]:
        rows = [feature["sides"][label] for label in labels]
        out.append(f"| {feature['name']} | " + " | ".join(
            f"{row['code_lines']} | {cell(row['tests'])}" if row else "– | –" for row in rows) + " |")
    return out + [""]


def unmatched_by_sides(unmatched):
    """One line per set of sides: "only Demo: History, Records" (a long list stays one line)."""
    groups = {}
    for name, present in unmatched.items():
        groups.setdefault(", ".join(present), []).append(name)
    return [f"- only {sides}: {', '.join(f'**{name}**' for name in names)}" for sides, names in groups.items()]


def markdown(result, csv_name=None):
    """The summary first, then how separable each side's features are, a table per feature (one table
    of them all beyond coupling.MATRIX_LIMIT features), the other modules and the Key Metrics.
    `csv_name`: the file the feature × feature tables are written to, for the text to name."""
    labels = [side["label"] for side in result["sides"]]
    summary_of = result["summary"]
    out = ["# Patterns side by side", ""]
    if result.get("command"):
        out += [f"Made with `{result['command']}`.", ""]
    out += ["| Side | What was measured | Not measured (\"–\" in the tables) |", "| --- | --- | --- |"]
    out += [f"| {side['label']} | {describe_side(side)} | {not_measured_of(side)} |" for side in result["sides"]]
    out += [""] + summary.comparison_markdown(result)
    # The match screen in its patterns first: what a team comparing patterns reads before any coupling.
    for label, lab in (result.get(patternlab.KEY) or {}).items():
        out += patternlab.markdown(lab, heading=f"## {patternlab.title(lab)}: {label}")
    out += summary.entangled_markdown(result)
    measured = [label for label in labels if result["coupling"].get(label)]
    out += ["## How separable the features are", ""] if measured else []
    for label in measured:
        out += coupling.markdown(result["coupling"][label], heading=f"### {label}:", csv_name=csv_name)
    found = {label: result["change_coupling"].get(label) for label in labels}
    if any(found.values()):
        out += ["## Which features change together", "", "| Side | Git history |", "| --- | --- |"]
        sources = {side["label"]: side["source"] for side in result["sides"]}
        missing = {label: "not in the saved report" if sources[label] == "report" else "not a git work tree"
                   for label in labels}
        out += [f"| {label} | " + (changecoupling.summary(data) if data else f"not measured ({missing[label]})")
                + " |" for label, data in found.items()]
        out.append("")
        for label, data in found.items():
            if data:
                out += changecoupling.markdown(data, heading=f"### {label}")
    if len(result["features"]) > coupling.MATRIX_LIMIT:
        out += features_in_one_table(result, labels)
    else:
        out += table_per_feature(result, labels)
    if result["unmatched"]:
        out += ["## Features not on every side", ""] + unmatched_by_sides(result["unmatched"]) + [""]
    out += ["## Other modules (code lines)", "", "| Module | " + " | ".join(labels) + " |",
            "| --- |" + " ---: |" * len(labels)]
    for name, counts in result["other_modules"].items():
        out.append(f"| {name} | " + " | ".join(str(counts.get(label, "")) for label in labels) + " |")
    out += ["", "## Key metrics", "", "In the shape of the FootballGather article series' *Key Metrics*.", "",
            "| Side | Key classes | Lines in key classes | Unit tests | Gather line coverage | Clean build (s) | "
            "Incremental build (s) | Average test time (ms) |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for label in labels:
        s = summary_of[label]
        out.append(f"| {label} | {cell(s['key_classes'])} | {cell(s['key_class_lines'])} | {s['tests']} | "
                   f"{cell(s['gather_line_percent'], ' %', 1)} | {cell(s['clean_build'], '', 2)} | "
                   f"{cell(s['incremental_build'], '', 2)} | {cell(s['average_test_ms'], '', 1)} |")
    out += ["", f"### Lines per key class, largest first (the {KEY_CLASS_ROWS} largest of each side)", ""]
    for label in labels:
        classes = result["key_classes"][label]
        if not classes:
            out += [f"**{label}**: no per-file figures in this report (made before they existed).", ""]
            continue
        out += [f"**{label}** — {len(classes)} key classes", "", "| Key class | Feature | Role | Code lines |",
                "| --- | --- | --- | ---: |"]
        out += [f"| {c['file']} | {c['module']} | {c['layer']} | {c['code_lines']} |" for c in classes[:KEY_CLASS_ROWS]]
        if len(classes) > KEY_CLASS_ROWS:
            rest = classes[KEY_CLASS_ROWS:]
            out.append(f"| … {len(rest)} more | | | {sum(c['code_lines'] for c in rest)} in all |")
        out.append("")
    out += ["How to read it: *code lines* are lines that are neither blank nor only comment. A *feature* is a "
            "module of kind feature (a SwiftPM feature target, or in a source tree a feature folder or the screen "
            "a file name names); features match by name (Login matches LoginScene). A *key class* is a file of a "
            "feature whose name ends in a role (ViewController, Presenter, Interactor, Router, ViewModel, "
            "Coordinator, Protocols, Module, Model, Cell, …; the role table is in Tools/architecture-rules.json). "
            "*Tests* are test functions: `swift test list` for a measured package, `func test…` and `@Test` "
            "counted in the files for a source tree, a test file counting for the module its test target, name or folder names, "
            "else for the feature it tests (the type its name names, the types its code names most, its name). "
            "*Clean build* is the app's; *incremental build* the median over the features of touching one file and "
            "rebuilding the app; *average test time* the test targets' wall time over their tests. "
            "\"–\": the side has no such figure (the table at the top says which it lacks, and why).", ""]
    return "\n".join(out)


# The chart

SIDE_COLOURS = ["#1565c0", "#ef6c00", "#2e7d32", "#6a1b9a", "#c62828", "#00838f", "#8d6e63", "#f9a825"]


def svg(result):
    """Grouped bars, a bar per side: code lines per feature, the code of all features beside the
    other modules', and unit tests per feature. Totals have their own axis, so features stay readable."""
    labels = [side["label"] for side in result["sides"]]
    series = [(label, SIDE_COLOURS[index % len(SIDE_COLOURS)]) for index, label in enumerate(labels)]

    def per_feature(key):
        return [(f["name"], [(f["sides"][label] or {}).get(key) for label in labels]) for f in result["features"]]

    figures = result["summary"]
    totals = [("All features", [figures[label]["feature_code_lines"] for label in labels]),
              ("Other modules", [figures[label]["other_code_lines"] for label in labels])]
    options = dict(value_format="{:.0f}", missing="no such feature", width=820)
    panels = [
        chart.panel("Code lines per feature", per_feature("code_lines"), series,
                    "code lines (not blank, not only comment)", note="A bar per side; features matched by name.",
                    **options),
        chart.panel("Code lines in all", totals, series, "code lines",
                    note="Other modules: storage, networking, shared views, the app's composition.", **options),
        chart.panel("Unit tests per feature", per_feature("tests"), series, "test functions", **options),
        chart.panel("Features that name another feature", [
            ("Naming another", [(result["coupling"].get(label) or {}).get("naming_another") for label in labels]),
            ("All features", [(result["coupling"].get(label) or {}).get("of") for label in labels])],
            series, "features", note="Types of one feature named in another's code (imports between targets too).",
            **{**options, "missing": NOT_MEASURED}),
    ]
    return chart.document(panels, width=820)
