"""The report: Markdown shaped like the "Key Metrics" tables, JSON with every raw
figure, an SVG chart, and the comparison with a saved baseline."""
import json

from . import cfamily, changecoupling, chart, coupling, macreports, patternlab, summary, tests

SCHEMA_VERSION = 1
COUPLING_CSV = "report-coupling.csv"


def fmt_seconds(entry):
    if not entry:
        return "–"
    return f"{entry['median']:.2f} ({entry['min']:.2f}–{entry['max']:.2f})"


def fmt_percent(value, measured=True):
    return f"{value:.1f} %" if measured else "0.0 % (no test links it)"


def module_rows(data):
    return data["modules"]


def c_family_lines(row):
    return (row.get("c_family") or {}).get("code_lines", 0)


def has_c_family(data):
    """True when a module, or no module, holds C-family code (a report saved before it was counted has none)."""
    return (any(c_family_lines(row) for row in data["modules"])
            or bool(((data.get("c_family") or {}).get("in_no_module") or {}).get("files")))


def c_family_text(data):
    """The line that says the C-family code lines by language, and what no module holds."""
    found = {"modules": {row["name"]: row.get("c_family") or cfamily.empty() for row in data["modules"]},
             "in_no_module": (data.get("c_family") or {}).get("in_no_module") or {**cfamily.empty(), "folders": {}}}
    return cfamily.text(found)


def markdown(data):
    meta = data["meta"]
    builds = ("build times: not measured (below: why)" if (meta.get("not_measured") or {}).get("build_times") else
              f"build times: median (min–max) of {meta['repeat']} run(s)"
              f"{' — quick: no clean builds nor own compiles' if meta['quick'] else ''}")
    out = [f"# Key metrics — {meta['package']}", "", f"Measured {meta['date']} on {meta['machine']}, {meta['swift']}; {builds}.", ""]
    out += summary.report_markdown(data) + ["## Modules", ""]
    other = has_c_family(data)
    out += ["| Module | Kind | Files | Code lines |" + (" C-family lines |" if other else "") + " Tests | Line coverage | "
            "Clean build (s) | Own compile (s) | Incremental (s) | Recompiled (and relinked) after touching one file |",
            "| --- | --- | ---: | ---: |" + (" ---: |" if other else "") + " ---: | ---: | ---: | ---: | ---: | --- |"]
    for row in module_rows(data):
        build = row.get("build") or {}
        incremental = build.get("incremental") or {}
        coverage = row.get("coverage") or {}
        recompiled = ", ".join(incremental.get("recompiled", [])) or "–"
        if incremental.get("relinked"):
            recompiled += "; relinked " + ", ".join(incremental["relinked"])
        touched = incremental.get("touched", "").rsplit("/", 1)[-1]
        out.append(f"| {row['name']} | {kind_label(row)} | {row['files']} | {row['code_lines']} | "
                   + (f"{c_family_lines(row)} | " if other else "") + f"{tests.cell(row)} | "
                   f"{fmt_percent(coverage.get('line_percent', 0.0), coverage.get('measured', False)) if coverage else '–'} | "
                   f"{fmt_seconds(build.get('clean'))} | {fmt_seconds(build.get('own'))} | "
                   f"{fmt_seconds(incremental.get('seconds'))} | {recompiled}{f' ({touched})' if touched else ''} |")
    for label, count, holds in tests.outside_rows(data):
        out.append(f"| *{label}*: {holds} | | | | " + ("| " if other else "") + f"{count} | | | | | |")
    totals = data["totals"]
    out.append(f"| **Total** | | {totals['files']} | {totals['code_lines']} | "
               + (f"{sum(c_family_lines(r) for r in module_rows(data))} | " if other else "") + f"{totals['tests']} | "
               f"{fmt_percent(totals['line_percent']) if totals.get('line_percent') is not None else '–'} | "
               f"{fmt_seconds(totals.get('clean_build'))} | | | |")
    out += ["", TOTAL_NOTE + " " + tests.attribution_note()]
    if other:
        out += ["", c_family_text(data)]
    if any((row.get("coverage") or {}).get("measured") for row in module_rows(data)):
        out += ["", LINES_NOTE]
    out += ["", "## Code lines per layer", ""]
    layers = layer_names(data)
    out += ["| Module | " + " | ".join(layers) + " |", "| --- |" + " ---: |" * len(layers)]
    for row in module_rows(data):
        out.append(f"| {row['name']} | " + " | ".join(str(row["layers"].get(l, 0) or "") for l in layers) + " |")
    out += feature_layer_totals(data, layers)
    if any(row.get("coverage") for row in module_rows(data)):
        out += ["", "## Line coverage per layer", ""]
        out += ["| Module | " + " | ".join(layers) + " |", "| --- |" + " ---: |" * len(layers)]
        for row in module_rows(data):
            cells = []
            for layer in layers:
                entry = (row.get("coverage") or {}).get("layers", {}).get(layer)
                cells.append(f"{entry['line_percent']:.1f} %" if entry else "")
            out.append(f"| {row['name']} | " + " | ".join(cells) + " |")
    out += key_classes(data)
    if data.get("test_targets"):
        out += ["", "## Tests per test target", "",
                "| Test target | Tests | Time (s) | Average per test (ms) |", "| --- | ---: | ---: | ---: |"]
        for target in data["test_targets"]:
            seconds, average = target.get("seconds"), target.get("average_ms")
            out.append(f"| {target['name']} | {target['tests']} | {'' if seconds is None else f'{seconds:.2f}'} | "
                       f"{'' if average is None else f'{average:.1f}'} |")
        out += ["", "*Time* is the wall time of `swift test --skip-build --filter '^<Target>\\.'` for the target, "
                "process start included (coverage instrumentation on); *average per test* is that time / tests."]
        conditional = [t for t in data["test_targets"] if t.get("platforms")]
        if conditional:
            out += ["", "Tests some platforms only build (in an `#if os(…)`, `canImport(…)` or `targetEnvironment(…)` "
                    "branch), counted in the files: " + "; ".join(
                        tests.platforms_text(t["name"], t["platforms"], t["tests"]) for t in conditional) + "."]
    if data.get(patternlab.KEY):
        out += [""] + patternlab.markdown(data[patternlab.KEY])
    if data.get("coupling"):
        out += [""] + coupling.markdown(data["coupling"], csv_name=COUPLING_CSV)
    if data.get("change_coupling"):
        out += [""] + changecoupling.markdown(data["change_coupling"])
    if meta.get("mac"):
        out += [""] + macreports.markdown(data)
    for what, reason in (meta.get("not_measured") or {}).items():
        out += ["", f"*{what.replace('_', ' ').capitalize()}*: {reason}."]
    if data.get("mermaid"):
        out += ["", "## Module graph", "", "```mermaid", data["mermaid"], "```"]
    out += ["", "Columns: *Kind* comes from the rules file (foundation, interface, storage with its backend folder, feature, "
            "app, executable; library for anything the rules do not name). *Code lines* are lines that are neither "
            "blank nor only comment. *Tests* counts the test functions `swift test list` reports for the module's "
            "test target, each test once (under the table: how). *Line coverage* is covered over executable lines, llvm-cov's per-file counts summed over the module folder. "
            f"{build_notes(meta)} In the per-layer tables a file counts in the "
            "role its name ends with (`<Feature><Role>.swift`, or a companion `<Feature><Role>+<Topic>.swift`), "
            "*Other* is every other file, and the *All features* rows sum the feature modules and give each "
            "layer's share of their code lines.", ""]
    return "\n".join(out)


def patterns_only_markdown(data):
    """`Tools/report --patterns-only`: the heading and the match screen's section alone."""
    meta = data["meta"]
    return "\n".join([f"# Key metrics — {meta['package']}: the match screen's patterns only", "",
                      f"Measured {meta['date']} on {meta['machine']}, {meta['swift']}; `Tools/report --patterns-only` "
                      "(the rest of the report is not measured: run `Tools/report` for it).", ""]
                     + patternlab.markdown(data[patternlab.KEY]))


TOTAL_NOTE = ("In the **Total** row *Files*, *Code lines* and *C-family lines* add up the rows above it; its "
              "*Line coverage* is theirs together (covered over executable lines), its *Clean build* the whole app's, "
              "no sum.")
LINES_NOTE = ("*Code lines* count every source line neither blank nor only comment; *Line coverage* is over "
              "executable lines as llvm-cov counts them, the lines of code that runs (function, initialiser, accessor "
              "and closure bodies), not type declarations or imports: the two line counts differ.")


def build_notes(meta):
    """What each build column includes, for the footer."""
    plan = meta.get("build_plan") or {}
    priming = plan.get("priming") or {}
    if plan.get("clean") == "every module alone":
        clean = ("*Clean build* builds the module alone in a fresh scratch folder, dependencies included "
                 "(`--clean-each`); the executable's is the whole app (`swift build --product`).")
    else:
        clean = ("*Clean build* is measured for the whole app only: the top module(s), which no other module "
                 "depends on, each in a fresh scratch folder per run (an executable as its product, "
                 "`swift build --product`, linking included); the other rows have none.")
    prime = f" (`swift build --target {priming['target']}`)" if priming.get("target") else ""
    return (f"{clean} *Own compile* is `swift build --target <Module>` in one fresh folder per run where every "
            f"module is built in dependency order after a priming build{prime} that pays SwiftPM's planning and "
            "the compiler's first start: the module's own compile (no link) with its dependencies already built. "
            "The first module to import a system module the priming target does not (Foundation, say) also pays "
            "the compiler's first load of it into the folder's module cache. "
            "*Incremental* touches the named file and rebuilds the app product (a module the app does not link: "
            "every target), listing the targets SwiftPM compiled and the products it relinked.")


def key_classes(data):
    """Per module the files, largest first, with their layer: files with a role are the key classes."""
    rows = [row for row in module_rows(data) if row.get("source_files")]
    if not rows:
        return []
    counts = {row["name"]: sum(1 for f in row["source_files"] if f["layer"] != "Other") for row in rows}
    out = ["", "## Key classes: code lines per file", "",
           f"Key classes are the files with a role (layer other than *Other*): {sum(counts.values())} in "
           f"{len(rows)} modules.", "",
           "| Module | Key classes | File | Layer | Code lines |", "| --- | ---: | --- | --- | ---: |"]
    for row in rows:
        for index, entry in enumerate(row["source_files"]):
            first = index == 0
            out.append(f"| {row['name'] if first else ''} | {counts[row['name']] if first else ''} | "
                       f"{entry['path'].rsplit('/', 1)[-1]} | {entry['layer']} | {entry['code_lines']} |")
    out.append(f"| **Total** | {sum(counts.values())} | | | "
               f"{sum(f['code_lines'] for row in rows for f in row['source_files'])} |")
    return out


def layer_names(data):
    """The layer columns: the order the rules gave (data["layer_order"]), else by name with Other last."""
    seen = set()
    for row in module_rows(data):
        seen.update(row["layers"].keys())
    ordered = [layer for layer in data.get("layer_order", []) if layer in seen]
    rest = sorted(seen - set(ordered) - {"Other"})
    return ordered + rest + (["Other"] if "Other" in seen and "Other" not in ordered else [])


def kind_label(row):
    return f"{row['kind']} ({row['group']})" if row.get("group") else row["kind"]


def feature_layer_totals(data, layers):
    """Code lines per layer summed over the feature modules, and each layer's share of them."""
    features = [row for row in module_rows(data) if row["kind"] == "feature"]
    if not features:
        return []
    sums = {layer: sum(row["layers"].get(layer, 0) for row in features) for layer in layers}
    total = sum(sums.values())
    shares = [f"{100.0 * sums[layer] / total:.1f} %" if total and sums[layer] else "" for layer in layers]
    return [f"| **All features** | " + " | ".join(str(sums[layer] or "") for layer in layers) + " |",
            f"| **Share of feature code** | " + " | ".join(shares) + " |"]


OWN_COLOUR, INCREMENTAL_COLOUR, CLEAN_COLOUR, UNCOVERED_COLOUR = "#1565c0", "#ef6c00", "#6a1b9a", "#c62828"


def svg(data):
    """Three panels: own compile and incremental rebuild per module; the app's clean build;
    uncovered lines per module (with the coverage percentage beside each bar)."""
    rows = module_rows(data)
    meta = data["meta"]
    repeat = meta.get("repeat", 1)
    top = [row["name"] for row in rows if (row.get("build") or {}).get("clean")]  # the app's top module(s)
    panels = [chart.panel(
        f"{meta['package']}: build time per module (median of {repeat})",
        [(row["name"], [build_median(row, "own"), build_median(row, "incremental")]) for row in rows],
        [("own compile (dependencies built)", OWN_COLOUR), ("incremental (touch one file, rebuild app)",
                                                            INCREMENTAL_COLOUR)],
        "seconds")]
    clean_rows = [(row["name"], [build_median(row, "clean")]) for row in rows if row["name"] in top]
    executable = next((row["name"] for row in rows if row["kind"] == "executable"), None)
    largest_own = max([build_median(row, "own") or 0.0 for row in rows] + [0.0])
    panels.append(chart.panel(
        "Clean build of the whole app (fresh scratch folder, every module compiled, linked)",
        clean_rows or [(executable or meta["package"], [None])], [("clean build", CLEAN_COLOUR)], "seconds",
        note=(f"Its own axis: the longest own compile above is {largest_own:.2f} s." if clean_rows
              else "Not measured: quick mode or build times skipped.")))
    coverage_groups, labels = [], {}
    for index, row in enumerate(rows):
        entry = row.get("coverage") or {}
        if not entry.get("measured"):
            coverage_groups.append((row["name"], [None]))
            continue
        uncovered = entry["lines"] - entry["lines_covered"]
        coverage_groups.append((row["name"], [uncovered]))
        labels[(index, 0)] = f"{uncovered} ({entry['line_percent']:.1f} % covered)"
    total = data.get("totals", {}).get("line_percent")
    panels.append(chart.panel(
        "Uncovered lines per module" + (f" (line coverage of all modules: {total:.1f} %)" if total is not None else ""),
        coverage_groups, [("lines no test runs", UNCOVERED_COLOUR)], "uncovered lines", value_format="{:.0f}",
        value_labels=labels, note="The shorter the bar, the better; the label gives the module's line coverage."))
    return chart.document(panels)


def compare(current, baseline, max_coverage_drop, max_time_increase):
    """Deltas per module against a saved report; regressions are coverage drops beyond
    `max_coverage_drop` points and build-time increases beyond `max_time_increase` %."""
    base_rows = {row["name"]: row for row in module_rows(baseline)}
    lines = ["| Module | Code lines | Tests | Coverage | Clean build | Incremental |",
             "| --- | ---: | ---: | ---: | ---: | ---: |"]
    regressions = []
    for row in module_rows(current):
        old = base_rows.get(row["name"])
        if not old:
            lines.append(f"| {row['name']} | new | new | new | new | new |")
            continue
        cov_new = (row.get("coverage") or {}).get("line_percent")
        cov_old = (old.get("coverage") or {}).get("line_percent")
        cov_delta = None if cov_new is None or cov_old is None else cov_new - cov_old
        if cov_delta is not None and -cov_delta > max_coverage_drop:
            regressions.append(f"{row['name']}: coverage fell {-cov_delta:.1f} points ({cov_old:.1f} → {cov_new:.1f} %)")
        deltas = []
        for key in ("clean", "incremental"):
            new_time, old_time = build_median(row, key), build_median(old, key)
            if new_time is None or old_time is None or old_time == 0:
                deltas.append("–")
                continue
            change = 100.0 * (new_time - old_time) / old_time
            deltas.append(f"{change:+.0f} %")
            if change > max_time_increase:
                regressions.append(f"{row['name']}: {key} build {change:+.0f} % ({old_time:.2f} → {new_time:.2f} s)")
        lines.append(f"| {row['name']} | {row['code_lines'] - old['code_lines']:+d} | {tests_of(row) - tests_of(old):+d} | "
                     f"{'–' if cov_delta is None else f'{cov_delta:+.1f}'} | {deltas[0]} | {deltas[1]} |")
    for name in sorted(set(base_rows) - {row["name"] for row in module_rows(current)}):
        lines.append(f"| {name} | removed | | | | |")
    return "\n".join(lines), regressions


def tests_of(row):
    """The tests of a module's test targets, a target it shares with other modules included: what a
    report saved before tests were counted once gave it."""
    return row["tests"] + row.get("shared_tests", 0)


def build_median(row, key):
    build = row.get("build") or {}
    entry = build.get(key)
    if key == "incremental" and entry:
        entry = entry.get("seconds")
    return entry["median"] if entry else None


def coupling_csv(data):
    """The feature × feature table of report.json as CSV (coupling.csv_text), the package as its side."""
    return coupling.csv_text({data["meta"]["package"]: data.get("coupling")})


def dump_json(data):
    return json.dumps(data, indent=2, sort_keys=False, ensure_ascii=False) + "\n"
