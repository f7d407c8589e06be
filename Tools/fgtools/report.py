"""The report: Markdown shaped like the "Key Metrics" tables, JSON with every raw
figure, an SVG chart, and the comparison with a saved baseline."""
import html
import json

SCHEMA_VERSION = 1


def fmt_seconds(entry):
    if not entry:
        return "–"
    return f"{entry['median']:.2f} ({entry['min']:.2f}–{entry['max']:.2f})"


def fmt_percent(value, measured=True):
    return f"{value:.1f} %" if measured else "0.0 % (no test links it)"


def module_rows(data):
    return data["modules"]


def markdown(data):
    meta = data["meta"]
    out = [f"# Key metrics — {meta['package']}", "",
           f"Measured {meta['date']} on {meta['machine']}, {meta['swift']}; build times: median (min–max) "
           f"of {meta['repeat']} run(s){' — quick: no clean builds' if meta['quick'] else ''}.", ""]
    out += ["| Module | Kind | Files | Code lines | Tests | Line coverage | Clean build (s) | Own compile (s) | "
            "Incremental (s) | Recompiled (and relinked) after touching one file |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    for row in module_rows(data):
        build = row.get("build") or {}
        incremental = build.get("incremental") or {}
        coverage = row.get("coverage") or {}
        recompiled = ", ".join(incremental.get("recompiled", [])) or "–"
        if incremental.get("relinked"):
            recompiled += "; relinked " + ", ".join(incremental["relinked"])
        touched = incremental.get("touched", "").rsplit("/", 1)[-1]
        out.append(f"| {row['name']} | {kind_label(row)} | {row['files']} | {row['code_lines']} | {row['tests']} | "
                   f"{fmt_percent(coverage.get('line_percent', 0.0), coverage.get('measured', False)) if coverage else '–'} | "
                   f"{fmt_seconds(build.get('clean'))} | {fmt_seconds(build.get('own'))} | "
                   f"{fmt_seconds(incremental.get('seconds'))} | {recompiled}{f' ({touched})' if touched else ''} |")
    totals = data["totals"]
    out.append(f"| **Total** | | {totals['files']} | {totals['code_lines']} | {totals['tests']} | "
               f"{fmt_percent(totals['line_percent']) if totals.get('line_percent') is not None else '–'} | "
               f"{fmt_seconds(totals.get('clean_build'))} | | | |")
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
    if data.get("test_targets"):
        out += ["", "## Tests per test target", "", "| Test target | Tests | Time (s) |", "| --- | ---: | ---: |"]
        for target in data["test_targets"]:
            seconds = target.get("seconds")
            out.append(f"| {target['name']} | {target['tests']} | {'' if seconds is None else f'{seconds:.2f}'} |")
    if data.get("mermaid"):
        out += ["", "## Module graph", "", "```mermaid", data["mermaid"], "```"]
    out += ["", "Columns: *Kind* comes from the rules file (foundation, storage with its backend folder, feature, "
            "app, executable; library for anything the rules do not name). *Code lines* are lines that are neither "
            "blank nor only comment. *Tests* counts the test functions `swift test list` reports for the module's "
            "test target(s); a test target named after no module (one suite for every store, say `StorageTests`) "
            "counts for each module it depends on whose name contains its stem. *Line coverage* is llvm-cov's per-file line counts summed over the module folder. "
            "*Clean build* builds the target alone in a fresh scratch folder, dependencies included; *own compile* "
            "rebuilds only the module with its dependencies already built; *incremental* touches the named file and "
            "rebuilds the app, listing the targets SwiftPM compiled. In the per-layer tables a file counts in the "
            "role its name ends with (`<Feature><Role>.swift`, or a companion `<Feature><Role>+<Topic>.swift`), "
            "*Other* is every other file, and the *All features* rows sum the feature modules and give each "
            "layer's share of their code lines.", ""]
    return "\n".join(out)


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


def svg(data):
    """Two bars per module: clean (or incremental) build time and line coverage."""
    rows = module_rows(data)
    bar_height, gap, label_width, chart_width = 14, 10, 150, 300
    height = 70 + len(rows) * (2 * bar_height + gap)
    width = label_width + 2 * chart_width + 80
    use_clean = any((r.get("build") or {}).get("clean") for r in rows)
    def seconds(row):
        build = row.get("build") or {}
        entry = build.get("clean") if use_clean else (build.get("incremental") or {}).get("seconds")
        return entry["median"] if entry else 0.0
    longest = max([seconds(r) for r in rows] + [0.001])
    title = f"{data['meta']['package']}: {'clean build' if use_clean else 'incremental build'} time and line coverage per module"
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="12">',
             f'<rect width="100%" height="100%" fill="white"/>',
             f'<text x="10" y="20" font-size="14" font-weight="bold">{html.escape(title)}</text>',
             f'<text x="{label_width}" y="45" fill="#1565c0">build time (s, median)</text>',
             f'<text x="{label_width + chart_width + 40}" y="45" fill="#2e7d32">line coverage (%)</text>']
    y = 60
    for row in rows:
        coverage = (row.get("coverage") or {}).get("line_percent", 0.0)
        time_width = chart_width * seconds(row) / longest
        cover_width = chart_width * coverage / 100.0
        parts += [
            f'<text x="{label_width - 8}" y="{y + bar_height + 4}" text-anchor="end">{html.escape(row["name"])}</text>',
            f'<rect x="{label_width}" y="{y}" width="{time_width:.1f}" height="{bar_height}" fill="#1565c0"/>',
            f'<text x="{label_width + time_width + 4:.1f}" y="{y + 11}">{seconds(row):.2f}</text>',
            f'<rect x="{label_width + chart_width + 40}" y="{y + bar_height}" width="{cover_width:.1f}" height="{bar_height}" fill="#2e7d32"/>',
            f'<text x="{label_width + chart_width + 44 + cover_width:.1f}" y="{y + bar_height + 11}">{coverage:.1f}</text>',
        ]
        y += 2 * bar_height + gap
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


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
        lines.append(f"| {row['name']} | {row['code_lines'] - old['code_lines']:+d} | {row['tests'] - old['tests']:+d} | "
                     f"{'–' if cov_delta is None else f'{cov_delta:+.1f}'} | {deltas[0]} | {deltas[1]} |")
    for name in sorted(set(base_rows) - {row["name"] for row in module_rows(current)}):
        lines.append(f"| {name} | removed | | | | |")
    return "\n".join(lines), regressions


def build_median(row, key):
    build = row.get("build") or {}
    entry = build.get(key)
    if key == "incremental" and entry:
        entry = entry.get("seconds")
    return entry["median"] if entry else None


def dump_json(data):
    return json.dumps(data, indent=2, sort_keys=False, ensure_ascii=False) + "\n"
