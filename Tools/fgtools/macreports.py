"""Figures a Mac CI already writes, read here and attributed to the modules of an app the Tools read:
coverage from `xcrun xccov view --report --json`, build time per target from XCLogParser's JSON
report (`xclogparser parse --reporter json` or `flatJson`), and the whole build's task times from
`xcodebuild -showBuildTimingSummary`. Nothing is run; each file says where its figures came from
(the file, and the machine and date when the file has them)."""
import datetime
import json
import os
import re

from .common import ToolError
from .names import feature_name

# Xcode's products: the target is the name before the extension (SpinCombine.framework, App.app).
PRODUCT = re.compile(r"\.(framework|app|appex|xctest|bundle|dylib|a|o)$")
# XCLogParser's target steps: "Build target MobiusCore", "Build target App of project App with configuration Debug".
TARGET_TITLE = re.compile(r"^Build target (.+?)(?: of project .+?)?(?: with configuration .+)?$")
# A line of the Build Timing Summary: "CompileSwiftSources (3 tasks) | 31.747 seconds".
TIMING_LINE = re.compile(r"^\s*(\S+) \((\d+) tasks?\) \| ([\d.]+) seconds\s*$")
# The line xcodebuild ends with: "** BUILD SUCCEEDED ** [27.238 sec]".
BUILD_RESULT = re.compile(r"^\s*\*\* BUILD (SUCCEEDED|FAILED) \*\*(?: \[([\d.]+) sec\])?")


def load_json(path, what):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ToolError(f"cannot read the {what} {path}: {error}") from error


def file_date(path):
    """The file's modification time, for a format that carries no date of its own."""
    stamp = datetime.datetime.fromtimestamp(os.path.getmtime(path), datetime.timezone.utc)
    return stamp.strftime("%Y-%m-%d %H:%M UTC")


def target_name(name):
    return PRODUCT.sub("", name or "")


# Reading the three formats

def read_xccov(path):
    """{targets: [{name, covered, executable, files: [{path, covered, executable}]}]} of an xccov report."""
    data = load_json(path, "xccov report")
    if not isinstance(data, dict) or not isinstance(data.get("targets"), list):
        raise ToolError(f"{path} is not the JSON of `xcrun xccov view --report --json` (no targets)")
    targets = []
    for target in data["targets"]:
        if not isinstance(target, dict):
            continue
        files = [{"path": str(f.get("path") or f.get("name") or ""), "covered": int(f.get("coveredLines") or 0),
                  "executable": int(f.get("executableLines") or 0)}
                 for f in target.get("files") or [] if isinstance(f, dict)]
        targets.append({"name": str(target.get("name") or ""), "covered": int(target.get("coveredLines") or 0),
                        "executable": int(target.get("executableLines") or 0), "files": files})
    return {"targets": targets}


def steps_of(node):
    """Every step of XCLogParser's tree (json reporter) or list (flatJson reporter)."""
    if isinstance(node, list):
        for item in node:
            yield from steps_of(item)
    elif isinstance(node, dict):
        yield node
        yield from steps_of(node.get("subSteps") or [])


def read_xclogparser(path):
    """{machine, date, build: {title, seconds, status}, targets: {name: {seconds, compile_seconds}}}."""
    data = load_json(path, "XCLogParser report")
    steps = list(steps_of(data))
    if not steps or not any(isinstance(s.get("type"), str) and "subSteps" in s for s in steps):
        raise ToolError(f"{path} is not the JSON of `xclogparser parse --reporter json` (no steps)")
    main = next((s for s in steps if s.get("type") == "main"), None)
    targets = {}
    for step in steps:
        if step.get("type") != "target":
            continue
        match = TARGET_TITLE.match(str(step.get("title") or ""))
        if not match:
            continue  # "Prepare build", a scheme's pre-actions: no target's
        entry = targets.setdefault(match.group(1), {"seconds": 0.0, "compile_seconds": None})
        entry["seconds"] = round(entry["seconds"] + float(step.get("duration") or 0), 3)
        if step.get("compilationDuration") is not None:
            entry["compile_seconds"] = round((entry["compile_seconds"] or 0.0) + float(step["compilationDuration"]), 3)
    first = main or steps[0]
    return {"machine": first.get("machineName"), "date": first.get("startDate"),
            "build": {"title": first.get("title"), "seconds": first.get("duration"), "status": first.get("buildStatus")}
            if main else None,
            "targets": targets}


def read_timing_summary(path):
    """{tasks: [{task, count, seconds}], seconds, result}: the Build Timing Summary block of xcodebuild's
    output (the whole build's task kinds; xcodebuild prints no target there), and the build's wall
    time when the output has its `** BUILD SUCCEEDED ** [N sec]` line."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
    except OSError as error:
        raise ToolError(f"cannot read the build timing summary {path}: {error}") from error
    if "Build Timing Summary" not in text:
        raise ToolError(f"{path} has no `Build Timing Summary` block of `xcodebuild -showBuildTimingSummary`")
    tasks, seconds, result = [], None, None
    for line in text[text.index("Build Timing Summary"):].splitlines():
        if match := TIMING_LINE.match(line):
            tasks.append({"task": match.group(1), "count": int(match.group(2)), "seconds": float(match.group(3))})
        elif match := BUILD_RESULT.match(line):
            result = match.group(1).lower()
            seconds = float(match.group(2)) if match.group(2) else None
    return {"tasks": tasks, "seconds": seconds, "result": result}


# Attributing them to the modules

def module_by_name(rows, name):
    """The row named `name`, else the one whose feature name is the same (LoginFeature for Login)."""
    return (next((r for r in rows if r["name"] == name), None)
            or next((r for r in rows if feature_name(r["name"]).lower() == feature_name(name).lower()), None))


def module_by_path(rows, path):
    """The module whose folder holds `path` (an absolute path of the Mac it was measured on): the
    deepest module folder that appears whole in it."""
    probe = "/" + path.replace("\\", "/").strip("/")
    found = [r for r in rows if r.get("path") and f"/{r['path'].strip('/')}/" in probe]
    return max(found, key=lambda r: len(r["path"]), default=None)


def attribute_xccov(rows, report):
    """{module: {lines, lines_covered}} and what no module holds: a file by its path, else by its
    target's name; a target without files by its name. Test bundles' (`.xctest`) files are test code."""
    found, tests, unattributed = {}, 0, []
    for target in report["targets"]:
        is_tests = target["name"].endswith(".xctest")
        by_name = module_by_name(rows, target_name(target["name"]))
        if not target["files"]:
            if by_name and not is_tests:
                add(found, by_name["name"], target["executable"], target["covered"])
            else:
                unattributed.append(target["name"])
            continue
        for entry in target["files"]:
            row = module_by_path(rows, entry["path"]) or (None if is_tests else by_name)
            if row and not is_tests:
                add(found, row["name"], entry["executable"], entry["covered"], layer_of(row, entry["path"]))
            elif is_tests:
                tests += 1
            else:
                unattributed.append(entry["path"])
    return found, tests, unattributed


def layer_of(row, path):
    """The layer the module's reading gave the file at `path` (an absolute path of the Mac), if any."""
    probe = "/" + path.replace("\\", "/").strip("/")
    return next((f["layer"] for f in row.get("source_files") or []
                 if probe.endswith("/" + f["path"].replace("\\", "/").strip("/"))), None)


def add(found, name, lines, covered, layer=None):
    entry = found.setdefault(name, {"lines": 0, "lines_covered": 0, "layers": {}})
    entry["lines"] += lines
    entry["lines_covered"] += covered
    if layer:
        part = entry["layers"].setdefault(layer, {"lines": 0, "lines_covered": 0})
        part["lines"] += lines
        part["lines_covered"] += covered


def percent(covered, lines):
    return round(100.0 * covered / lines, 1) if lines else 0.0


def apply(data, xccov=None, xclogparser=None, timing_summary=None):
    """Fill `data` (report.json-shaped) with the figures of the files given: a module's coverage where
    none was measured here, `mac_build` per module, and `meta.mac` saying which figure came from
    which file, machine and date. Returns data."""
    rows = data["modules"]
    sources = []
    if xccov:
        report = read_xccov(xccov)
        found, test_files, unattributed = attribute_xccov(rows, report)
        for row in rows:
            entry = found.get(row["name"])
            if entry and not (row.get("coverage") or {}).get("measured"):
                for part in entry["layers"].values():
                    part["line_percent"] = percent(part["lines_covered"], part["lines"])
                row["coverage"] = {"measured": True, **entry, "line_percent": percent(entry["lines_covered"], entry["lines"]),
                                   "from": "xccov"}
        measured = [r["coverage"] for r in rows if (r.get("coverage") or {}).get("measured")]
        lines = sum(c["lines"] for c in measured)
        if found:
            data["totals"]["line_percent"] = percent(sum(c["lines_covered"] for c in measured), lines) if lines else None
            (data["meta"].get("not_measured") or {}).pop("coverage", None)
        sources.append({"what": "coverage", "format": "xccov", "file": os.path.basename(xccov),
                        "machine": None, "date": None, "file_date": file_date(xccov),
                        "modules": sorted(found), "targets": [t["name"] for t in report["targets"]],
                        "test_files": test_files, "not_attributed": unattributed})
    if xclogparser:
        log = read_xclogparser(xclogparser)
        attributed, unattributed = [], []
        for name, entry in sorted(log["targets"].items()):
            row = module_by_name(rows, name)
            if row:
                row["mac_build"] = {"target": name, **entry}
                attributed.append(row["name"])
            else:
                unattributed.append(name)
        if attributed:
            (data["meta"].get("not_measured") or {}).pop("build_times", None)
        sources.append({"what": "build time per target", "format": "XCLogParser", "file": os.path.basename(xclogparser),
                        "machine": log["machine"], "date": log["date"], "file_date": file_date(xclogparser),
                        "build": log["build"], "modules": attributed, "not_attributed": unattributed})
    if timing_summary:
        summary = read_timing_summary(timing_summary)
        sources.append({"what": "the whole build's task times", "format": "Build Timing Summary",
                        "file": os.path.basename(timing_summary), "machine": None, "date": None,
                        "file_date": file_date(timing_summary), **summary})
    if sources:
        data["meta"]["mac"] = sources
    return data


# Saying it

def provenance(source):
    """"xccov-spin.json (xccov; no machine nor date in the file, file modified 2026-12-06 09:10 UTC)"."""
    where = []
    if source.get("machine"):
        where.append(f"machine {source['machine']}")
    if source.get("date"):
        where.append(f"started {source['date']}")
    if not where:
        where.append(f"no machine nor date in the file, file modified {source['file_date']}")
    return f"{source['file']} ({source['format']}; {', '.join(where)})"


def lines(data):
    """What a Mac measured, as printed by module-size and written in report.md: one line per file,
    then the modules' figures."""
    sources = (data.get("meta") or {}).get("mac") or []
    if not sources:
        return []
    out = ["Measured on a Mac, read here:"]
    for source in sources:
        text = f"- {source['what']} from {provenance(source)}"
        if source["format"] == "xccov":
            text += (f": {len(source['modules'])} module(s) by file path or target name"
                     + (f", {source['test_files']} file(s) of test bundles not counted" if source["test_files"] else "")
                     + (f", {len(source['not_attributed'])} in no module" if source["not_attributed"] else ""))
        elif source["format"] == "XCLogParser":
            build = source.get("build") or {}
            text += (f": {len(source['modules'])} module(s) by target name"
                     + (f"; not a module: {', '.join(source['not_attributed'])}" if source["not_attributed"] else "")
                     + (f"; the build \"{build['title']}\" {build['status']}, {build['seconds']} s" if build else ""))
        else:
            whole = sum(t["seconds"] for t in source["tasks"])
            text += (f": {len(source['tasks'])} kinds of task, {whole:.3f} s of task time in all (tasks run side by side)"
                     + (f"; the build {source['result']} in {source['seconds']} s" if source.get("seconds") is not None else
                        "; no `** BUILD SUCCEEDED **` line, so no wall time")
                     + "; xcodebuild gives these per kind of task, not per target: no module's")
        out.append(text)
    rows = [r for r in data["modules"] if (r.get("coverage") or {}).get("from") == "xccov" or r.get("mac_build")]
    if rows:
        width = max(len("Module"), *(len(r["name"]) for r in rows))
        out.append(f"{'Module':{width}} {'Lines':>13} {'Line %':>7} {'Build (s)':>10} {'Compile (s)':>12}")
        for row in rows:
            coverage, build = row.get("coverage") or {}, row.get("mac_build") or {}
            covered = f"{coverage['lines_covered']}/{coverage['lines']}" if coverage.get("from") == "xccov" else "–"
            line_percent = f"{coverage['line_percent']:.1f}%" if coverage.get("from") == "xccov" else "–"
            seconds = f"{build['seconds']:.3f}" if build else "–"
            compile_seconds = f"{build['compile_seconds']:.3f}" if build.get("compile_seconds") is not None else "–"
            out.append(f"{row['name']:{width}} {covered:>13} {line_percent:>7} {seconds:>10} {compile_seconds:>12}")
    timing = next((s for s in sources if s["format"] == "Build Timing Summary"), None)
    if timing and timing["tasks"]:
        width = max(len("Task"), *(len(t["task"]) for t in timing["tasks"]))
        out.append(f"{'Task':{width}} {'Tasks':>6} {'Seconds':>9}")
        out += [f"{t['task']:{width}} {t['count']:>6} {t['seconds']:>9.3f}" for t in timing["tasks"]]
    return out


def markdown(data):
    """The same for report.md: the files as a list, the tables as they print."""
    found = lines(data)
    if not found:
        return []
    listed = [line for line in found[1:] if line.startswith("- ")]
    tables = [line for line in found[1:] if not line.startswith("- ")]
    note = (["", "*Line coverage* of these modules is xccov's: covered over executable lines as Xcode counts them, "
             "its per-file counts summed over the module's folder (a file by its path, else by its target's name)."]
            if any(s["format"] == "xccov" for s in data["meta"]["mac"]) else [])
    return ["## Measured on a Mac, read here", "", *listed, *note] + (["", "```text", *tables, "```"] if tables else [])
