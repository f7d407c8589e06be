"""Line and function coverage per module and per layer, from llvm-cov's own per-file numbers."""
import glob
import json
import os
import re
import shutil

from .common import ToolError, failure, progress, run, run_status, swift_executable, toolchain_tool


CORRUPT_PROFILE = "invalid instrumentation profile data"
ALL_PASSED = re.compile(r"^✔ Test run with \d+ tests? .*passed", re.MULTILINE)


CHILD_PROFILES = "codecov-child-processes"   # the tests' children write here (Tests/TestSupport/CoverageProfile.swift)


def run_tests_with_coverage(package, scratch):
    """Builds and runs every test with coverage; returns (test binary, profdata): SwiftPM's merge of
    the test processes' profiles, plus the profiles of the processes the tests started (the app's
    binary run end to end), which SwiftPM does not read."""
    binary, profdata, _ = run_coverage_tests(package, scratch)
    return binary, profdata


def test_command(scratch, test_filter=None, skip_build=False):
    """`swift test` with coverage, in `scratch`: only the tests `test_filter` matches (a regular
    expression over `Target.Suite/test()`), without building when `skip_build`."""
    return [swift_executable(), "test", "--enable-code-coverage", "--scratch-path", scratch,
            *(["--skip-build"] if skip_build else []), *(["--filter", test_filter] if test_filter else [])]


def run_coverage_tests(package, scratch, test_filter=None, skip_build=False):
    """As run_tests_with_coverage, for the tests `test_filter` matches (all by default); returns
    (test binary, profdata, the tests' output: stdout, where SwiftPM passes Swift Testing's lines on, then stderr). The profiles of an earlier run are cleared first, so
    the figures are this run's alone."""
    what = f"the tests matching {test_filter}" if test_filter else "the tests"
    progress("coverage", f"{'running' if skip_build else 'building and running'} {what} with coverage "
                         "(swift test --enable-code-coverage)")
    children = os.path.join(scratch, "debug", CHILD_PROFILES)
    shutil.rmtree(children, ignore_errors=True)
    for stale in glob.glob(os.path.join(scratch, "debug", "codecov", "*.profraw")):
        os.remove(stale)
    command = test_command(scratch, test_filter, skip_build)
    status, out, err = run_status(command, cwd=package.root)
    profdata = os.path.join(scratch, "debug", "codecov", "default.profdata")
    if status != 0:
        # A package whose tests leave a damaged profile in SwiftPM's folder (this one no longer does).
        if CORRUPT_PROFILE not in out + err or not ALL_PASSED.search(out):
            raise failure(command, status, out, err)
        merge_readable_profiles(sorted(glob.glob(os.path.join(os.path.dirname(profdata), "*.profraw"))), profdata)
    binaries = glob.glob(os.path.join(scratch, "debug", "*PackageTests.xctest"))
    if not os.path.exists(profdata) or not binaries:
        raise ToolError(f"no coverage data under {scratch}/debug after swift test")
    child_profiles = sorted(glob.glob(os.path.join(children, "*.profraw")))
    if not child_profiles:
        return binaries[0], profdata, f"{out}\n{err}"
    combined = os.path.join(scratch, "debug", "codecov", "with-child-processes.profdata")
    merge_readable_profiles([profdata, *child_profiles], combined, f"{len(child_profiles)} child process(es)")
    return binaries[0], combined, f"{out}\n{err}"


def merge_readable_profiles(profiles, profdata, what=None):
    """Merges the profiles llvm-profdata can read, and says how many it left out: a process killed
    while it wrote its profile leaves an unreadable one, which must not cost the others."""
    _, _, err = run([toolchain_tool("llvm-profdata"), "merge", "-sparse", "--failure-mode=all", *profiles,
                     "-o", profdata], cwd=os.path.dirname(profdata))
    unreadable = err.count(CORRUPT_PROFILE)
    if what:
        progress("coverage", f"merged the profiles of {what}" + (f", leaving out {unreadable} unreadable" if unreadable else ""))
    elif unreadable or profiles:
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


def totals(result):
    """The total over the modules of `result`: lines and covered lines (functions too) summed, the
    percentages from the sums (not an average of the modules' percentages)."""
    measured = [row for row in result.values() if row["measured"]]
    sums = {key: sum(row[key] for row in measured)
            for key in ("lines_covered", "lines", "functions_covered", "functions")}
    return {"measured": bool(measured), "modules": len(result), "modules_measured": len(measured), **sums,
            "line_percent": percent(sums["lines_covered"], sums["lines"]),
            "function_percent": percent(sums["functions_covered"], sums["functions"])}


def percent(covered, count):
    return round(100.0 * covered / count, 2) if count else 0.0


def measure(package, scratch):
    binary, profdata = run_tests_with_coverage(package, scratch)
    progress("coverage", "reading llvm-cov export")
    return aggregate(package, per_file(export_summary(binary, profdata), package.root))


def measure_tests(package, scratch, test_filter):
    """Coverage per module by the tests `test_filter` matches alone, built already in `scratch`
    (`swift build --build-tests --enable-code-coverage`); returns (that, the tests' output)."""
    binary, profdata, out = run_coverage_tests(package, scratch, test_filter, skip_build=True)
    return aggregate(package, per_file(export_summary(binary, profdata), package.root)), out
