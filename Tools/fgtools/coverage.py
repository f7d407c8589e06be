"""Line and function coverage per module and per layer, from llvm-cov's own per-file numbers."""
import glob
import json
import os
import re

from .common import ToolError, failure, progress, run, run_status, swift_executable, toolchain_tool


CORRUPT_PROFILE = "invalid instrumentation profile data"
ALL_PASSED = re.compile(r"^✔ Test run with \d+ tests? .*passed", re.MULTILINE)


def run_tests_with_coverage(package, scratch):
    """Builds and runs every test with coverage; returns (test binary, profdata)."""
    progress("coverage", "building and running the tests with coverage (swift test --enable-code-coverage)")
    command = [swift_executable(), "test", "--enable-code-coverage", "--scratch-path", scratch]
    status, out, err = run_status(command, cwd=package.root)
    profdata = os.path.join(scratch, "debug", "codecov", "default.profdata")
    if status != 0:
        if CORRUPT_PROFILE not in out + err or not ALL_PASSED.search(out):
            raise failure(command, status, out, err)
        merge_readable_profiles(os.path.dirname(profdata), profdata)
    binaries = glob.glob(os.path.join(scratch, "debug", "*PackageTests.xctest"))
    if not os.path.exists(profdata) or not binaries:
        raise ToolError(f"no coverage data under {scratch}/debug after swift test")
    return binaries[0], profdata


def merge_readable_profiles(folder, profdata):
    """Every test passed but SwiftPM's merge stopped at an unreadable profile (a child process
    killed while writing it): merge the readable ones, and say how many were left out."""
    profiles = sorted(glob.glob(os.path.join(folder, "*.profraw")))
    _, _, err = run([toolchain_tool("llvm-profdata"), "merge", "-sparse", "--failure-mode=all", *profiles,
                     "-o", profdata], cwd=folder)
    unreadable = err.count(CORRUPT_PROFILE)
    progress("coverage", f"left out {unreadable} unreadable profile(s) of {len(profiles)} (a process killed while "
                         "writing its profile); the figures come from the others")


def export_summary(binary, profdata):
    _, out, _ = run([toolchain_tool("llvm-cov"), "export", "-summary-only", binary,
                     f"-instr-profile={profdata}"], cwd=os.path.dirname(binary))
    return json.loads(out)


def per_file(export, root):
    """{relative path: (lines covered, lines, functions covered, functions)} for files under root."""
    root = os.path.realpath(root) + os.sep
    files = {}
    for data in export.get("data", []):
        for entry in data.get("files", []):
            path = os.path.realpath(entry["filename"])
            if not path.startswith(root):
                continue
            summary = entry["summary"]
            files[path[len(root):]] = (summary["lines"]["covered"], summary["lines"]["count"],
                                       summary["functions"]["covered"], summary["functions"]["count"])
    return files


def aggregate(package, files):
    """Sums llvm-cov's per-file counts by module folder and by layer. Modules no test
    links are absent from llvm-cov's report: they are listed with 0 %, not left out."""
    result = {}
    for module in package.modules:
        totals = [0, 0, 0, 0]
        layers = {}
        for source in module.sources:
            counts = files.get(source)
            if counts is None:
                continue
            totals = [a + b for a, b in zip(totals, counts)]
            layer = module.layer_of(source) or "Other"
            layer_totals = layers.setdefault(layer, [0, 0])
            layer_totals[0] += counts[0]
            layer_totals[1] += counts[1]
        measured = any(source in files for source in module.sources)
        result[module.name] = {
            "measured": measured,
            "lines_covered": totals[0], "lines": totals[1],
            "line_percent": percent(totals[0], totals[1]) if measured else 0.0,
            "functions_covered": totals[2], "functions": totals[3],
            "function_percent": percent(totals[2], totals[3]) if measured else 0.0,
            "layers": {name: {"lines_covered": layers[name][0], "lines": layers[name][1],
                              "line_percent": percent(*layers[name])}
                       for name in package.rules.layer_order(layers)},
        }
    return result


def percent(covered, count):
    return round(100.0 * covered / count, 2) if count else 0.0


def measure(package, scratch):
    binary, profdata = run_tests_with_coverage(package, scratch)
    progress("coverage", "reading llvm-cov export")
    return aggregate(package, per_file(export_summary(binary, profdata), package.root))
