"""Command lines of the tools. Each script in Tools/ calls main() with its own name."""
import argparse
import contextlib
import dataclasses
import datetime
import hashlib
import json
import os
import platform
import re
import shlex
import shutil
import sys
import tempfile
import time

from . import (architecture, attribution, benchmark, buildtime, cfamily, changecoupling, compare, coupling, coverage, labmutation,
               macreports, mutation, overrides, patternlab, reading, remote_benchmark, report, rules, size, testfeatures, tests,
               treetotal, unbuilt)
from .common import PrintableStream, ToolError, plain_name, progress, run, run_status, swift_executable, write_outputs
from .model import PACKAGE
from .package import is_own_tree, load

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

DESCRIPTIONS = {
    "architecture-check": "Check the architecture rules of the rules file: dependencies (declared and imported), "
                          "each feature's role files and protocols, each feature's service interfaces exactly as its files "
                          "import them, no store reached by a feature's test target (even through test support), "
                          "no service outside the Interactors, no words a user reads outside Wording, "
                          "file size, forbidden constructs; print the module graph as Mermaid. "
                          "Exits 1 when a rule is broken, with one line per problem.",
    "module-size": "Code lines per module and per layer, files, C-family code lines (C, Objective-C, C++), test "
                   "functions per test target (and how many of them only some platforms build), and how separable the features are (the features whose types each feature names). Reads a package from its manifest and "
                   "an Xcode project by its project.pbxproj: nothing is fetched or built (--run-tests builds the tests "
                   "to count and time them).",
    "coverage": "Line and function coverage per module and per layer (swift test --enable-code-coverage + llvm-cov), "
                "and a total: lines and covered lines summed over the modules, its percentage from the sums "
                "(--json: {\"modules\": …, \"totals\": …}).",
    "build-times": "Build times (median, min, max of --repeat runs): the clean build of the whole app only (the "
                   "modules no other module depends on, an executable as its linked product, each run in a fresh "
                   "folder); per module its own compile (each run one fresh folder: a priming build, then "
                   "`swift build --target M` for every module in dependency order, so each step compiles M alone "
                   "with its dependencies built, no link) and its incremental rebuild (touch one file, rebuild the "
                   "app in the last clean folder).",
    "report": "Everything: Markdown report, JSON with every figure, SVG chart; optional baseline comparison.",
    "compare": "Reports side by side, e.g. this VIPER package beside your MVC or MVVM app: one table per feature "
               "matched by name (code lines per layer, files, tests, coverage and build times where sides have "
               "them), totals, other modules, and the Key Metrics of the FootballGather article series. Writes "
               "Markdown, JSON and an SVG chart.",
    "change-coupling": "Which features change together, from the git history of the repository at PATH: per feature "
                       "the commits that touched it and the share of them that touched another feature too, and the "
                       "pairs of features changed together most. Features are those module-size reads in the tree now; "
                       "merge commits and sweeping commits (too many files or features) are left out.",
    "benchmark": "Runtime benchmarks of the release build (this repository only): cold start, login, a 10 000-player "
                 "list, storage work beside the sqlite3 tool, peak memory; median, min and max of repeated runs. "
                 "With --remote: the app against the stand-in web service on loopback with a delay on every answer "
                 "and a seeded account (log in, History, one match, start and end a match of 22), each step beside "
                 "its request count and lower bound.",
    "mutation": "Mutation testing of the pattern lab: small wrong changes (mutants) of one pattern target's code, each "
                "built and tested in a scratch copy of the package (the user's tree is never written), scored by the "
                "behaviour suite alone and with the pattern's own tests. Writes mutation.json "
                "(mutation-testing-report-schema 2, Stryker's viewer) and mutation.md.",
}


def parser_for(tool):
    parser = argparse.ArgumentParser(prog=f"Tools/{tool}", description=DESCRIPTIONS[tool])
    if tool == "compare":
        parser.add_argument("sides", nargs="+", metavar="[LABEL=]SIDE",
                            help="a saved report.json (Tools/report, or Tools/module-size --source-tree … --json), "
                                 "a SwiftPM package's folder (read without building) or any Swift source tree; "
                                 "LABEL names its column (default: the package or folder name)")
        parser.add_argument("--out", help="output folder (default: .build-fgtools/compare in this repository)")
        parser.add_argument("--name", default="compare", help="file names NAME.md, NAME.json, NAME.svg (default compare)")
        parser.add_argument("--rules", metavar="FILE", default=rules.DEFAULT_PATH,
                            help="the role table and module kinds (default: Tools/architecture-rules.json)")
        add_mac_options(parser, labelled=True)
        return parser
    if tool == "change-coupling":
        parser.add_argument("path", nargs="?", default=REPO_ROOT, metavar="PATH",
                            help="a folder in a git work tree: a SwiftPM package or any Swift source tree "
                                 "(default: this repository); only the history below it is read")
        parser.add_argument("--since", metavar="DATE", help="only commits after DATE (as git log --since takes it)")
        parser.add_argument("--max-files", type=int, default=changecoupling.MAX_FILES, metavar="N",
                            help=f"leave out commits that change more than N files (default {changecoupling.MAX_FILES})")
        parser.add_argument("--max-features", type=int, default=changecoupling.MAX_FEATURES, metavar="M",
                            help=f"leave out commits that touch more than M features (default {changecoupling.MAX_FEATURES})")
        parser.add_argument("--top", type=int, default=changecoupling.TOP, metavar="K",
                            help=f"how many pairs to list (default {changecoupling.TOP})")
        parser.add_argument("--rules", metavar="FILE", default=rules.DEFAULT_PATH,
                            help="the module kinds and layers (default: Tools/architecture-rules.json)")
        parser.add_argument("--json", action="store_true", help="print JSON instead of tables")
        add_feature_options(parser)
        return parser
    parser.add_argument("--package-path", default=REPO_ROOT,
                        help="the SwiftPM package to measure (default: this repository)")
    parser.add_argument("--run-manifest", action="store_true",
                        help="read another package's Package.swift by running it (swift package dump-package) "
                             "instead of as text; this repository's is always run. A build runs it anyway")
    if tool != "benchmark":
        parser.add_argument("--rules", metavar="FILE", default=rules.DEFAULT_PATH,
                            help="the rules file: module kinds, layers, architecture rules "
                                 "(default: Tools/architecture-rules.json)")
    if tool in ("module-size", "coverage", "build-times", "report"):
        parser.add_argument("--modules", nargs="+", metavar="NAME", help="only these modules (default: all)")
    if tool == "module-size":
        add_source_tree_options(parser)
        parser.add_argument("--run-tests", action="store_true",
                            help="also build the package's tests to count them with `swift test list` and time each "
                                 "test target (when it builds here; by default nothing is built: tests are the test "
                                 "functions counted in the files)")
    if tool in ("build-times", "report"):
        parser.add_argument("--repeat", type=int, default=3, help="runs per build measurement (default 3)")
        parser.add_argument("--quick", action="store_true",
                            help="skip clean builds and own compiles (incremental rebuilds only)")
        parser.add_argument("--clean-each", action="store_true",
                            help="also build every module clean alone in a fresh folder, dependencies included "
                                 "(slow: about a quarter of a minute per module and run here)")
    if tool in ("module-size", "coverage", "build-times"):
        parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    if tool in ("module-size", "report"):
        add_mac_options(parser)
    if tool == "benchmark":
        parser.add_argument("--repeat", type=int, default=5, help="runs per measurement (default 5)")
        parser.add_argument("--seed", type=int, default=42, help="seed of the generated data sets (default 42)")
        parser.add_argument("--out", help="output folder (default: .build-fgtools/report in the package)")
        parser.add_argument("--remote", action="store_true",
                            help="measure the web-service mode instead: writes benchmark-remote.md and .json")
        parser.add_argument("--latency", type=int, default=50, metavar="MS",
                            help="with --remote: milliseconds the stand-in adds to every answer (default 50)")
        parser.add_argument("--players", type=int, default=2000, help="with --remote: seeded players (default 2000)")
        parser.add_argument("--matches", type=int, default=1000,
                            help="with --remote: seeded finished matches (default 1000)")
    if tool == "mutation":
        add_mutation_options(parser)
    if tool == "report":
        parser.add_argument("--out", help="output folder (default: .build-fgtools/report in the package)")
        parser.add_argument("--baseline", metavar="FILE", help="a saved report.json to compare with")
        parser.add_argument("--max-coverage-drop", type=float, default=1.0,
                            help="with --baseline: fail when a module's coverage falls more points than this (default 1.0)")
        parser.add_argument("--max-time-increase", type=float, default=50.0,
                            help="with --baseline: fail when a build time grows more percent than this (default 50)")
        parser.add_argument("--skip-build-times", action="store_true", help="no build measurements at all")
        parser.add_argument("--patterns-only", action="store_true",
                            help="only the match screen in its patterns (the rules' pattern_lab: VIPER's feature and "
                                 "every target of kind pattern): files and code lines per role, behaviour-suite and own "
                                 "tests, coverage by the behaviour suite alone and with each pattern's own tests, own "
                                 "compile, the rebuild after touching its scoring rule; a few minutes, not the whole report")
        parser.add_argument("--mutation", metavar="DIR",
                            help="the pattern lab shows the mutation scores Tools/mutation --all-patterns --out DIR "
                                 "wrote (a run of its own: most of an hour for seven patterns)")
    return parser


def add_mac_options(parser, labelled=False):
    """Figures a Mac CI wrote, read and attributed to the modules (macreports)."""
    side = "LABEL=" if labelled else ""
    which = ", for the side LABEL (repeat the option for other sides)" if labelled else ""
    parser.add_argument("--xccov", action="append" if labelled else "store", metavar=f"{side}FILE",
                        help=f"coverage from `xcrun xccov view --report --json`, per module by file path or target name{which}")
    parser.add_argument("--xclogparser", action="append" if labelled else "store", metavar=f"{side}FILE",
                        help=f"build time per target from `xclogparser parse --reporter json` (or flatJson){which}")
    parser.add_argument("--build-timing-summary", action="append" if labelled else "store", metavar=f"{side}FILE",
                        help=f"the output of `xcodebuild -showBuildTimingSummary`: the whole build's task times{which}")


def mac_files(args):
    return {"xccov": args.xccov, "xclogparser": args.xclogparser, "timing_summary": args.build_timing_summary}


def add_mutation_options(parser):
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--target", metavar="NAME", help="the pattern target to mutate (GatherMVC), or its pattern (MVC)")
    which.add_argument("--all-patterns", action="store_true",
                       help="every pattern target of the lab, one after the other (reports in OUT/<Target>/)")
    parser.add_argument("--tests", choices=("own", "suite", "both"), default="both",
                        help="the behaviour suite alone, the pattern's own test target alone, or both (default): "
                             "the suite first, the own tests on what it lets through; both scores reported")
    parser.add_argument("--cap", type=int, metavar="N", help="a seeded sample of N mutants (default: all)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the --cap sample (default 1)")
    parser.add_argument("--timeout", type=float, metavar="SECONDS",
                        help="a test run's time limit (default: 3 times its unmutated run + 30 s)")
    parser.add_argument("--out", help="output folder (default: .build-fgtools/mutation in the package)")


def add_source_tree_options(parser):
    parser.add_argument("--source-tree", metavar="PATH",
                        help="a folder of Swift sources with no Package.swift (an Xcode project's): modules are its "
                             "feature folders and shared folders (also used when --package-path has no Package.swift)")
    add_feature_options(parser)


def add_feature_options(parser):
    parser.add_argument("--feature", action="append", default=[], metavar="NAME=PATH",
                        help="the files at or below PATH are the feature NAME, whichever target or folder holds "
                             "them (repeatable)")
    parser.add_argument("--features", metavar="FILE", help="a file of NAME=PATH lines, as --feature")


def main(tool, argv=None):
    # Every line a tool prints goes through one gate: no control character of a name in the tree
    # (a folder's, a file's, a target's) reaches the terminal raw (common.printable).
    stdout, stderr = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = PrintableStream(stdout), PrintableStream(stderr)
    try:
        return run_command(tool, argv)
    finally:
        sys.stdout, sys.stderr = stdout, stderr


def run_command(tool, argv):
    args = parser_for(tool).parse_args(argv)
    try:
        return COMMANDS[tool](args)
    except ToolError as error:
        print(f"Tools/{tool}: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"Tools/{tool}: interrupted", file=sys.stderr)
        return 130


def load_package(args, tool):
    """The package at --package-path, read where it is (nothing built)."""
    path = package_path(args, tool)
    declared = rules.load(args.rules)
    progress(tool, f"reading the package at {path}")
    package = reading.without_skipped(load(path, declared, args.run_manifest), tool)
    package.origin = path
    return package


def package_path(args, tool):
    path = os.path.abspath(args.package_path)
    if not os.path.exists(os.path.join(path, "Package.swift")):
        raise ToolError(f"{path} has no Package.swift: {tool} builds a SwiftPM package, so this folder's "
                        f"figures are {unbuilt.NOT_MEASURED}; Tools/module-size and Tools/compare read any "
                        f"Swift source tree")
    return path


@contextlib.contextmanager
def package_to_build(args, tool):
    """The package at --package-path, read from the folder it is built in (build_folder): its
    `origin` is where it was read from, its `scratch_base` holds its scratch folders."""
    path = package_path(args, tool)
    declared = rules.load(args.rules)
    with build_folder(path, tool) as (root, base):
        progress(tool, f"reading the package at {path}")
        package = reading.without_skipped(load(root, declared, args.run_manifest), tool)
        package.origin, package.scratch_base = path, base
        yield package


OWN_SCRATCH = ".build-fgtools"


@contextlib.contextmanager
def build_folder(root, tool):
    """(the folder to build in, the folder of its scratch builds) for the tree at `root`. This
    repository builds where it is, its scratch folders in its .build-fgtools/ (ignored by git, as
    SwiftPM's .build). Any other tree is copied into a temporary folder (its .git and build folders
    left out), built there and the folder removed afterwards: SwiftPM writes Package.resolved,
    .swiftpm/ and its build folders beside the manifest, and a build-times run touches files, so
    building a tree in place would write in the tree read."""
    if is_own_tree(root):
        yield root, os.path.join(root, OWN_SCRATCH)
        return
    work = tempfile.mkdtemp(prefix="fgtools-build-")
    try:
        copy = os.path.join(work, os.path.basename(os.path.normpath(root)) or "package")
        progress(tool, f"copying {root} to {copy}, to build it there")
        shutil.copytree(root, copy, symlinks=True,
                        ignore=shutil.ignore_patterns(".git", ".build", ".build-*", ".build_*"))
        yield copy, os.path.join(work, "scratch")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def default_out(root, what):
    """The output folder when no --out is given: .build-fgtools/<what> in this repository; for any
    other tree a folder of the system's temporary folder named after it, never in the tree."""
    if is_own_tree(root):
        return os.path.join(root, OWN_SCRATCH, what)
    real = os.path.realpath(root)
    digest = hashlib.sha1(real.encode("utf-8")).hexdigest()[:8]
    return os.path.join(tempfile.gettempdir(), f"fgtools-{os.path.basename(real) or 'root'}-{digest}", what)


def selected(package, args):
    if not getattr(args, "modules", None):
        return package.modules
    unknown = [name for name in args.modules if not package.module(name)]
    if unknown:
        raise ToolError(f"unknown module(s) {', '.join(unknown)}; modules: {', '.join(m.name for m in package.modules)}")
    return [m for m in package.modules if m.name in args.modules]


def scratch(package, purpose):
    """A scratch folder of the package's builds: in the folder build_folder chose for it."""
    return os.path.join(package.scratch_base, purpose)


def cmd_architecture(args):
    package = load_package(args, "architecture-check")
    beside = reading.app_beside(package.root, package)
    if beside:
        progress("architecture-check", beside)
        package = reading.read_source_tree(package.root, package.rules, tool="architecture-check")
    if not package.modules:
        # "ok: 0 modules follow the rules" would say a check passed that never ran.
        progress("architecture-check", f"nothing checked: {package.root} declares no module")
        return 1
    problems = architecture.check(package)
    print(architecture.mermaid(package))
    found = architecture.scope(package)
    for line in architecture.scope_text(found):
        progress("architecture-check", line)
    if problems:
        print(f"\n{len(problems)} architecture problem(s), rules from {os.path.relpath(package.rules.source)}:",
              file=sys.stderr)
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1
    if found["unchecked_modules"] or found["unchecked_files"]:
        # Saying "follow the rules" here would claim what was never checked.
        progress("architecture-check", f"ok: no rule that applies is broken (rules from "
                                       f"{os.path.relpath(package.rules.source)}); what was not checked is listed above")
    else:
        progress("architecture-check", f"ok: {len(package.modules)} modules follow the rules")
    return 0


def source_tree_path(args):
    """The source tree to read, when the command is given one or the package path has no Package.swift."""
    if getattr(args, "source_tree", None):
        return os.path.abspath(args.source_tree)
    path = os.path.abspath(args.package_path)
    if not os.path.exists(os.path.join(path, "Package.swift")):
        progress("module-size", f"{path} has no Package.swift: reading it as a source tree")
        return path
    return None


def feature_specs(args):
    return list(args.feature) + (overrides.read_file(args.features) if args.features else [])


def print_sizes(data):
    rows = data["modules"]
    w = name_width([r["name"] for r in rows] + [t["name"] for t in data.get("test_targets") or []]
                   + [label for label, _, _ in tests.outside_rows(data)])
    k = max([4, *(len(report.kind_label(r)) for r in rows)])
    other = report.has_c_family(data)
    c_head = f" {'C-family':>8}" if other else ""
    print(f"{'Module':{w}} {'Kind':{k}} {'Files':>5} {'Code lines':>10}{c_head} {'Tests':>6}  Layers")
    for row in rows:
        layers = ", ".join(f"{name} {lines}" for name, lines in row["layers"].items())
        c_lines = f" {report.c_family_lines(row):>8}" if other else ""
        print(f"{row['name']:{w}} {report.kind_label(row):{k}} {row['files']:>5} {row['code_lines']:>10}{c_lines} "
              f"{tests.cell(row):>6}  {layers}")
    blank = f" {'':>8}" if other else ""
    for label, count, holds in tests.outside_rows(data):
        print(f"{label:{w}} {'':{k}} {'':>5} {'':>10}{blank} {count:>6}  {holds}")
    totals = data["totals"]
    c_total = f" {sum(report.c_family_lines(r) for r in rows):>8}" if other else ""
    print(f"{'Total':{w}} {'':{k}} {totals['files']:>5} {totals['code_lines']:>10}{c_total} {totals['tests']:>6}")
    print(tests.attribution_note(markdown=False))
    if data["meta"].get("attribution"):
        print("\n".join(attribution.lines(data["meta"]["attribution"])))
    if data["meta"].get("tree"):
        print(treetotal.text(data["meta"]["tree"]))
    if other:
        print(report.c_family_text(data))
    if data.get("test_targets"):
        print(f"\n{'Test target':{w}} {'Tests':>6} {'Time (s)':>9}")
        for target in data["test_targets"]:
            seconds = target.get("seconds")
            print(f"{target['name']:{w}} {target['tests']:>6} {'–' if seconds is None else f'{seconds:.2f}':>9}")
        conditional = [t for t in data["test_targets"] if t.get("platforms")]
        if conditional:
            print("Tests some platforms only build (in an `#if os(…)`, `canImport(…)` or `targetEnvironment(…)` "
                  "branch): " + "; ".join(tests.platforms_text(t["name"], t["platforms"], t["tests"])
                                          for t in conditional) + ".")
    files = [f for f in data.get("test_files") or [] if f["tests"]]
    if files:
        width = max(len(f["path"]) for f in files)
        print(f"\n{'Test file':{width}} {'Tests':>6}  Module")
        for entry in files:
            tested = entry["module"] or (f"(test target {entry['target']})" if entry.get("target") else
                                         "(none matched: not counted in a module)")
            print(f"{entry['path']:{width}} {entry['tests']:>6}  {tested}")
        helpers = len(data["test_files"]) - len(files)
        if helpers:
            print(f"({helpers} test file(s) without test functions: mocks and helpers)")
    by_feature = data["meta"].get("tests_by_feature")
    if by_feature and (by_feature["attributed"]["files"] or by_feature["unattributed"]["tests"]):
        print(testfeatures.line(by_feature))
    projects, skipped = data["meta"].get("xcode_projects"), data["meta"].get("not_compiled")
    projects = (projects or []) + (data["meta"].get("manifests") or [])
    if projects:
        print(f"\nTargets and their files read from {', '.join(projects)}"
              + (f"; {len(skipped)} Swift file(s) no target compiles, not counted: {', '.join(skipped)}" if skipped else ""))
    if data["meta"].get("mac"):
        print("\n" + "\n".join(macreports.lines(data)))
    if data.get("coupling"):
        print("\n" + coupling.text(data["coupling"]))
    for what, reason in (data["meta"].get("not_measured") or {}).items():
        print(f"{what.replace('_', ' ').capitalize()}: {reason}.")


def measure_tests(package, data):
    """`--run-tests`: test counts from `swift test list` and each test target's time, when the package
    builds here; otherwise they stay counted in the files, and the reason is given. Returns the test
    targets as tests.attribute takes them, or None when nothing was built."""
    with build_folder(package.root, "module-size") as (root, base):
        built = dataclasses.replace(package, root=root)
        folder = os.path.join(base, "tests")
        progress("module-size", "building the tests")
        status, out, err = run_status([swift_executable(), "build", "--build-tests", "--scratch-path", folder], cwd=root)
        if status != 0:
            data["meta"]["not_measured"]["test_times"] = f"not measured: the package does not build here ({build_error(out, err)})"
            return None
        counts = tests.count_tests(built, folder, ["--skip-build"])
        times = tests.time_test_targets(built, folder)
    platforms = {t["name"]: t["platforms"] for t in data.get("test_targets") or [] if t.get("platforms")}
    data["test_targets"] = [{"name": name, "tests": counts.get(name, 0), "seconds": times.get(name),
                             "average_ms": tests.average_ms(times.get(name), counts.get(name, 0)),
                             **({"platforms": platforms[name]} if name in platforms else {})} for name in sorted(counts)]
    units = tests.units_of_targets(package, counts)
    tests.apply_attribution(data, tests.attribute([m.name for m in package.modules], units))
    del data["meta"]["not_measured"]["test_times"]
    return units


# A diagnostic whose kind is error: "error: …", "fatal error: …" or "File.swift:3:5: error: …";
# not a warning whose text happens to hold "error:".
ERROR_LINE = re.compile(r"^(?:.+?:\d+:(?:\d+:)? )?(?:fatal )?error: ")


def build_error(out, err=""):
    """The first error line of a failed build, whole. Stdout and stderr are split apart, so the last
    line of one (a warning without a newline) is never glued to the first of the other."""
    lines = [line.strip() for text in (out, err) for line in text.splitlines() if line.strip()]
    return next((line for line in lines if ERROR_LINE.match(line)), lines[-1] if lines else "no output")


def cmd_module_size(args):
    tree_path = source_tree_path(args)
    declared = rules.load(args.rules)
    if tree_path:
        app = reading.read_source_tree(tree_path, declared, feature_specs(args), tool="module-size")
    else:
        app = reading.read(os.path.abspath(args.package_path), declared, feature_specs(args), tool="module-size",
                           run_manifest=args.run_manifest)
    data = unbuilt.report(app)
    units = None
    if args.run_tests and app.source == PACKAGE:
        units = measure_tests(app, data)
    macreports.apply(data, **mac_files(args))
    if args.modules:
        unknown = sorted(set(args.modules) - {r["name"] for r in data["modules"]})
        if unknown:
            raise ToolError(f"unknown module(s) {', '.join(unknown)}; modules: "
                            f"{', '.join(r['name'] for r in data['modules'])}")
        unbuilt.shown_only(data, set(args.modules), [m.name for m in app.modules], units or unbuilt.test_units(app))
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        print_sizes(data)
    return 0


def cmd_coverage(args):
    with package_to_build(args, "coverage") as package:
        return cmd_coverage_of(args, package)


def cmd_coverage_of(args, package):
    modules = selected(package, args)
    result = coverage.measure(package, scratch(package, "coverage"))
    result = {m.name: result[m.name] for m in modules}
    if args.json:
        print(json.dumps({"modules": result, "totals": coverage.totals(result)}, indent=2))
        return 0
    print(coverage_table(result, modules))
    return 0


def coverage_table(result, modules):
    """One row per module, then the total: lines and functions summed over the modules, the
    percentages from those sums."""
    w = name_width(result)
    k = kind_width(modules)
    lines = [f"{'Module':{w}} {'Kind':{k}} {'Lines':>13} {'Line %':>7} {'Functions':>11} {'Func %':>7}  Layers"]
    for module in modules:
        row = result[module.name]
        start = f"{module.name:{w}} {module.kind_label:{k}}"
        if not row["measured"]:
            lines.append(f"{start} {'–':>13} {0.0:>6.1f}% {'–':>11} {0.0:>6.1f}%  (no test links this module)")
            continue
        layers = ", ".join(f"{name} {entry['line_percent']:.0f}%" for name, entry in row["layers"].items())
        lines.append(f"{start} {row['lines_covered']:>6}/{row['lines']:<6} {row['line_percent']:>6.1f}% "
                     f"{row['functions_covered']:>5}/{row['functions']:<5} {row['function_percent']:>6.1f}%  {layers}")
    total = coverage.totals(result)
    lines.append(f"{'Total':{w}} {'':{k}} {total['lines_covered']:>6}/{total['lines']:<6} {total['line_percent']:>6.1f}% "
                 f"{total['functions_covered']:>5}/{total['functions']:<5} {total['function_percent']:>6.1f}%  "
                 f"{total['modules']} modules summed" + (f"; the {unlinked} no test links add no lines"
                                                          if (unlinked := total['modules'] - total['modules_measured']) else ""))
    return "\n".join(lines)


def name_width(names):
    """The first column: wide enough for every name, and never narrower than 22."""
    return max([22, *map(len, names)])


def shown_path(path, root):
    """Relative to the package when inside it, so a committed report names no machine's folders."""
    path, root = os.path.abspath(path), os.path.abspath(root)
    return os.path.relpath(path, root) if path.startswith(root + os.sep) else path


def kind_width(modules):
    return max([4, *(len(m.kind_label) for m in modules)])


def check_repeat(args):
    if args.repeat < 1:
        raise ToolError("--repeat must be at least 1")


def cmd_build_times(args):
    check_repeat(args)
    with package_to_build(args, "build-times") as package:
        return cmd_build_times_of(args, package)


def cmd_build_times_of(args, package):
    modules = selected(package, args)
    result, plan = buildtime.measure(package, modules, args.repeat, args.quick, scratch(package, "build-times"),
                                     clean_each=args.clean_each)
    if args.json:
        print(json.dumps({"modules": result, "plan": plan}, indent=2))
        return 0
    print(build_times_table(result, plan))
    return 0


def build_times_table(result, plan):
    """The build-times table. The whole app's clean build is made whatever --modules names: when its
    top module is not among them, it gets a row of its own rather than being dropped."""
    apps = {name: entry for name, entry in ((plan or {}).get("app_clean") or {}).items() if name not in result}
    w = name_width([*result, *(f"{name} (whole app)" for name in apps)])
    lines = [f"{'Module':{w}} {'Clean (s)':>22} {'Own (s)':>22} {'Incremental (s)':>22}  Recompiled"]
    for name, row in result.items():
        incremental = row["incremental"]
        lines.append(f"{name:{w}} {report.fmt_seconds(row.get('clean')):>22} {report.fmt_seconds(row.get('own')):>22} "
                     f"{report.fmt_seconds(incremental['seconds']):>22}  {', '.join(incremental['recompiled'])}")
    for name, entry in apps.items():
        lines.append(f"{name + ' (whole app)':{w}} {report.fmt_seconds(entry):>22} {'':>22} {'':>22}  "
                     "(clean build of the app; the other columns only for --modules)")
    return "\n".join(lines)


def app_clean_build(executable, build_plan, package):
    """The whole app's clean build: the executable row's, else the plan's (made even when --modules
    leaves the executable out)."""
    if executable and (executable.get("build") or {}).get("clean"):
        return executable["build"]["clean"]
    app_clean = (build_plan or {}).get("app_clean") or {}
    executables = [m.name for m in package.modules if m.kind == "executable" and m.name in app_clean]
    return app_clean[executables[0]] if executables else None


def machine_description():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores, {cpu}"


def swift_version():
    _, out, _ = run([swift_executable(), "--version"], cwd=REPO_ROOT)
    return out.strip().splitlines()[0] if out.strip() else "swift (unknown version)"


def cmd_report(args):
    check_repeat(args)
    started = time.monotonic()
    path = package_path(args, "report")
    beside = reading.app_beside(path, load(path, rules.load(args.rules), args.run_manifest))
    if beside:
        progress("report", beside)
        return report_of_app_beside(args, path, beside, started)
    with package_to_build(args, "report") as package:
        return cmd_report_of(args, package, started)


def report_of_app_beside(args, path, beside, started):
    """The report of the app whose project sits beside a Package.swift that is not its manifest: read
    by its project, as module-size reads it, nothing built."""
    app = reading.read_source_tree(path, rules.load(args.rules), tool="report")
    data = unbuilt.report(app)
    data["meta"].update({"date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                         "machine": machine_description(), "swift": swift_version(), "repeat": args.repeat,
                         "quick": args.quick, "build_times": False, "read_instead": beside,
                         "tool_seconds": {"total": round(time.monotonic() - started, 1)}})
    macreports.apply(data, **mac_files(args))
    return write_report(args, data, path)


def write_report(args, data, origin, markdown=None, status=0, said=None):
    """report.md (`markdown`, by default the data's), report.json, report.svg and the coupling CSV
    written to --out, the Markdown printed, then `said`; the exit status: `status`, or 2 when the
    modules hold less than half the tree's code that is not test code (a warning line in the
    report's summary and on stderr)."""
    out = os.path.abspath(args.out or default_out(origin, "report"))
    markdown = report.markdown(data) if markdown is None else markdown
    written = {"report.md": markdown, "report.json": report.dump_json(data), "report.svg": report.svg(data),
               report.COUPLING_CSV: report.coupling_csv(data)}
    write_outputs(out, written)
    print(markdown)
    progress("report", f"wrote {', '.join(written)} to {out} in {data['meta']['tool_seconds']['total']} s")
    if said:
        progress("report", said)
    warning = treetotal.warning(data["meta"].get("tree"))
    if warning:
        progress("report", warning)
        return status or 2
    return status


def cmd_report_of(args, package, started):
    if args.mutation and patternlab.applies(package):
        # Read before minutes of building: a wrong folder is said at once.
        labmutation.read(args.mutation, [m.name for _, m in patternlab.patterns(package)])
    if args.patterns_only:
        return report_patterns_only(args, package, started)
    modules = selected(package, args)
    timings = {}

    def timed(name, function):
        begin = time.monotonic()
        value = function()
        timings[name] = round(time.monotonic() - begin, 1)
        return value

    sizes = timed("size", lambda: size.measure(package))
    other = cfamily.measure(package)
    coverage_folder = scratch(package, "coverage")
    progress("report", "building the tests with coverage")
    build_started = time.monotonic()
    status, out, err = run_status([swift_executable(), "build", "--build-tests", "--enable-code-coverage",
                                   "--scratch-path", coverage_folder], cwd=package.root)
    timings["coverage_build"] = round(time.monotonic() - build_started, 1)
    not_measured = {}
    if status != 0:
        # Sizes, tests counted in the files and coupling need no build: the rest says why it is missing.
        reason = f"not measured: the package does not build here ({build_error(out, err)})"
        not_measured = {"coverage": reason, "test_times": reason, "build_times": reason}
        progress("report", reason)
        covered, times, build_plan, builds = {}, {}, None, {}
        counts = tests.per_target(package, tests.count_in_files(package))
    else:
        covered = timed("coverage", lambda: coverage.measure(package, coverage_folder))
        counts = timed("test_list", lambda: tests.count_tests(package, coverage_folder, ["--enable-code-coverage", "--skip-build"]))
        with tempfile.TemporaryDirectory(prefix="test-times-") as profiles:
            times = timed("test_times", lambda: tests.time_test_targets(package, coverage_folder, profiles))
        builds, build_plan = ({}, None) if args.skip_build_times else timed(
            "build_times", lambda: buildtime.measure(package, modules, args.repeat, args.quick,
                                                     scratch(package, "build-times"), clean_each=args.clean_each))
    lab = None
    if status == 0 and patternlab.applies(package):
        own = {name: entry["own"] for name, entry in builds.items() if entry.get("own")}
        lab = timed("pattern_lab", lambda: measure_pattern_lab(args, package, sizes, counts, coverage_folder, own))
    problems = architecture.check(package)
    platforms = tests.platforms_per_target(package)

    rows = []
    for module in modules:
        rows.append({
            "name": module.name, "kind": module.kind, "group": module.group, "path": module.path,
            "dependencies": module.dependencies,
            "files": sizes[module.name]["files"], "code_lines": sizes[module.name]["code_lines"],
            "layers": sizes[module.name]["layers"],
            "source_files": sizes[module.name]["source_files"],
            "c_family": other["modules"][module.name],
            "test_targets": module.test_targets,
            "tests": 0,
            "coverage": covered.get(module.name),
            "build": builds.get(module.name),
        })
    measured = [r["coverage"] for r in rows if r["coverage"] and r["coverage"]["measured"]]
    lines = sum(c["lines"] for c in measured)
    executable = next((r for r in rows if r["kind"] == "executable"), None)
    data = {
        "schema": report.SCHEMA_VERSION,
        "meta": {
            "package": package.name, "package_path": package.origin,
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "machine": machine_description(), "swift": swift_version(),
            "repeat": args.repeat, "quick": args.quick, "build_times": not args.skip_build_times and not not_measured,
            "build_plan": build_plan,
            "tool_seconds": timings,
            "not_measured": not_measured,
            "attribution": attribution.measure(package, sizes),
            "tree": treetotal.measure(package),
            **({"skipped": package.skipped} if package.skipped else {}),
        },
        "modules": rows,
        "test_targets": [{"name": name, "tests": counts.get(name, 0), "seconds": times.get(name),
                          "average_ms": tests.average_ms(times.get(name), counts.get(name, 0)),
                          **({"platforms": platforms[name]} if name in platforms else {})}
                         for name in sorted(counts)],
        "totals": {
            "files": sum(r["files"] for r in rows), "code_lines": sum(r["code_lines"] for r in rows),
            "tests": 0,
            "line_percent": coverage.percent(sum(c["lines_covered"] for c in measured), lines) if lines else None,
            "clean_build": app_clean_build(executable, build_plan, package),
        },
        "c_family": {"in_no_module": other["in_no_module"]},
        "layer_order": package.rules.layer_columns,
        "architecture": {"rules": shown_path(package.rules.source, package.root), "problems": problems},
        "mermaid": architecture.mermaid(package),
        "coupling": coupling.measure(package),
        "change_coupling": changecoupling.of_work_tree(package.origin, package),
    }
    # Each test once: in its module's row, or below the modules; the Total adds them up.
    tests.apply_attribution(data, tests.attribute([m.name for m in package.modules], tests.units_of_targets(package, counts),
                                                  shown=[m.name for m in modules]))
    if lab:
        data[patternlab.KEY] = lab
    macreports.apply(data, **mac_files(args))
    timings["total"] = round(time.monotonic() - started, 1)

    markdown = report.markdown(data)
    status = 0
    if args.baseline:
        try:
            with open(args.baseline, encoding="utf-8") as handle:
                baseline = json.load(handle)
        except (OSError, json.JSONDecodeError) as error:
            raise ToolError(f"cannot read the baseline {args.baseline}: {error}") from error
        table, regressions = report.compare(data, baseline, args.max_coverage_drop, args.max_time_increase)
        markdown += f"\n## Compared with {os.path.basename(args.baseline)} ({baseline['meta']['date']})\n\n{table}\n"
        if regressions:
            markdown += "\nRegressions:\n" + "".join(f"- {r}\n" for r in regressions)
            status = 1
        data["comparison"] = {"baseline": args.baseline, "regressions": regressions}
    said = "regressions against the baseline: " + "; ".join(regressions) if status else None
    return write_report(args, data, package.origin, markdown, status, said)


def coverage_build_command(folder):
    return [swift_executable(), "build", "--build-tests", "--enable-code-coverage", "--scratch-path", folder]


def measure_pattern_lab(args, package, sizes, counts, coverage_folder, own=None):
    """The match screen in its patterns, from the tests built with coverage in `coverage_folder`, with
    the mutation scores `--mutation DIR` names."""
    mutation = None
    if getattr(args, "mutation", None):
        mutation = labmutation.read(args.mutation, [m.name for _, m in patternlab.patterns(package)])
    lab = patternlab.measure(
        package, sizes, counts, lambda test_filter: coverage.measure_tests(package, coverage_folder, test_filter),
        args.repeat, args.quick, args.skip_build_times, scratch(package, "pattern-lab"), own=own,
        build_command=" ".join(["swift", *coverage_build_command(shown_path(coverage_folder, package.root))[1:]]),
        scratch=coverage_folder)
    if mutation is not None:
        lab["mutation_from"] = shown_path(os.path.abspath(args.mutation), package.root)
        for row in lab["patterns"]:
            row["mutation"] = mutation.get(row["target"])
    return lab


def report_patterns_only(args, package, started):
    """`Tools/report --patterns-only`: the pattern lab alone, in report.md and report.json (whose modules
    are read without building, so Tools/compare takes it as a side)."""
    if args.baseline or args.modules:
        raise ToolError("--patterns-only measures the match screen's patterns only: no --baseline nor --modules")
    if not patternlab.applies(package):
        lab = package.rules.pattern_lab
        raise ToolError(f"--patterns-only: the rules ({package.rules.source}) declare no pattern_lab" if not lab else
                        f"--patterns-only: the package has no target {lab.viper}, the pattern lab's VIPER feature")
    sizes = size.measure(package)
    coverage_folder = scratch(package, "coverage")
    progress("report", "building the tests with coverage")
    status, out, err = run_status(coverage_build_command(coverage_folder), cwd=package.root)
    if status != 0:
        raise ToolError(f"the package does not build here ({build_error(out, err)}): the patterns are not measured")
    counts = tests.count_tests(package, coverage_folder, ["--enable-code-coverage", "--skip-build"])
    lab = measure_pattern_lab(args, package, sizes, counts, coverage_folder)
    lab["run_seconds"] = round(time.monotonic() - started, 1)
    data = unbuilt.report(package)
    reason = "not measured: Tools/report --patterns-only measures the match screen's patterns only"
    data["meta"].update({
        "source": "report", "patterns_only": True, "package_path": package.origin,
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": machine_description(), "swift": swift_version(), "repeat": args.repeat, "quick": args.quick,
        "build_times": False, "tool_seconds": {"total": lab["run_seconds"]},
        "not_measured": {what: reason for what in ("coverage", "test_times", "build_times")}})
    data[patternlab.KEY] = lab
    out_folder = os.path.abspath(args.out or default_out(package.origin, "report"))
    markdown = report.patterns_only_markdown(data)
    write_outputs(out_folder, {"report.md": markdown, "report.json": report.dump_json(data)})
    print(markdown)
    progress("report", f"wrote report.md and report.json to {out_folder}: the match screen in "
                       f"{len(lab['patterns'])} pattern(s) took {lab['run_seconds']} s")
    return 0


def cmd_benchmark(args):
    check_repeat(args)
    root = os.path.abspath(args.package_path)
    if not os.path.exists(os.path.join(root, "Tools", "Benchmarks", "main.swift")):
        raise ToolError(f"{root} is not the Football Gather repository (the benchmark measures this app only)")
    if args.remote:
        return cmd_remote_benchmark(args, root)
    started = time.monotonic()
    results = benchmark.measure(root, args.repeat, args.seed, os.path.join(root, ".build-fgtools", "benchmark"))
    data = {"schema": 1, "meta": {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": machine_description(), "swift": swift_version(), "repeat": args.repeat, "seed": args.seed,
        "build": "release", "command": f"Tools/benchmark --repeat {args.repeat}" + (f" --seed {args.seed}" if args.seed != 42 else ""),
        "seconds": round(time.monotonic() - started, 1)}, "results": results}
    keys = benchmark.keypress_table(results)
    text = (f"Benchmarks — {data['meta']['date']}, {data['meta']['machine']}, {data['meta']['swift']}, "
            f"release build, median of {args.repeat} runs; `{data['meta']['command']}`\n\n{benchmark.table(results)}\n"
            + (f"\n{keys}\n" if keys else ""))
    out = os.path.abspath(args.out or os.path.join(root, ".build-fgtools", "report"))
    write_outputs(out, {"benchmark.json": report.dump_json(data), "benchmark.md": text})
    print(text)
    progress("benchmark", f"wrote benchmark.md and benchmark.json to {out} in {data['meta']['seconds']} s")
    return 0


def cmd_remote_benchmark(args, root):
    if args.latency < 0 or args.players < remote_benchmark.MATCH_SIZE or args.matches < 1:
        raise ToolError(f"--remote needs --latency ≥ 0, --players ≥ {remote_benchmark.MATCH_SIZE} and --matches ≥ 1")
    started = time.monotonic()
    results = remote_benchmark.measure(root, args.repeat, args.seed, args.latency, args.players, args.matches)
    data = {"schema": 1, "meta": {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": machine_description(), "swift": swift_version(), "repeat": args.repeat, "seed": args.seed,
        "latency_ms": args.latency, "players": args.players, "matches": args.matches, "build": "release",
        "command": f"Tools/benchmark --remote --repeat {args.repeat}" + (f" --latency {args.latency}" if args.latency != 50 else "")
        + (f" --players {args.players}" if args.players != 2000 else "") + (f" --matches {args.matches}" if args.matches != 1000 else ""),
        "seconds": round(time.monotonic() - started, 1)}, "results": results}
    text = (f"Remote benchmarks — {data['meta']['date']}, {data['meta']['machine']}, {data['meta']['swift']}, "
            f"release build against the stand-in on loopback with {args.latency} ms added to every answer, "
            f"{args.players} players and {args.matches} finished matches, median of {args.repeat} runs\n\n"
            f"{remote_benchmark.table(results, args.latency)}\n")
    out = os.path.abspath(args.out or os.path.join(root, ".build-fgtools", "report"))
    write_outputs(out, {"benchmark-remote.json": report.dump_json(data), "benchmark-remote.md": text})
    print(text)
    progress("benchmark", f"wrote benchmark-remote.md and benchmark-remote.json to {out} in {data['meta']['seconds']} s")
    return 0


def cmd_compare(args):
    if len(args.sides) < 2:
        raise ToolError("give at least two sides to compare")
    plain_name(args.name)
    declared = rules.load(args.rules)
    sides = [compare.load_side(spec, declared) for spec in args.sides]
    compare.apply_mac_files(sides, mac_files(args))
    result = compare.compare(sides, declared)
    result["command"] = " ".join(["Tools/compare", *map(shlex.quote, sys.argv[1:])])
    out = os.path.abspath(args.out or os.path.join(REPO_ROOT, ".build-fgtools", "compare"))
    csv_name = f"{args.name}-coupling.csv"
    markdown = compare.markdown(result, csv_name)
    written = {f"{args.name}.md": markdown, f"{args.name}.json": report.dump_json(result),
               f"{args.name}.svg": compare.svg(result), csv_name: coupling.csv_text(result["coupling"])}
    write_outputs(out, written)
    print(markdown)
    progress("compare", f"wrote {', '.join(written)} to {out}")
    return 0


def cmd_change_coupling(args):
    root = os.path.abspath(args.path)
    if not os.path.isdir(root):
        raise ToolError(f"{root} is not a folder")
    if args.max_files < 1 or args.max_features < 1 or args.top < 1:
        raise ToolError("--max-files, --max-features and --top must be at least 1")
    changecoupling.head_of(root)
    progress("change-coupling", f"reading the modules of {root} (nothing is built), then its git log")
    app = reading.read(root, rules.load(args.rules), feature_specs(args), tool="change-coupling")
    data = changecoupling.measure(root, app, args.since, args.max_files, args.max_features, args.top)
    print(json.dumps(data, indent=2) if args.json else changecoupling.text(data))
    return 0


def cmd_mutation(args):
    mutation.check(args)
    package = load_package(args, "mutation")
    return mutation.command(args, package, os.path.abspath(args.out or default_out(package.root, "mutation")))


COMMANDS = {
    "mutation": cmd_mutation,
    "change-coupling": cmd_change_coupling,
    "compare": cmd_compare,
    "benchmark": cmd_benchmark,
    "architecture-check": cmd_architecture,
    "module-size": cmd_module_size,
    "coverage": cmd_coverage,
    "build-times": cmd_build_times,
    "report": cmd_report,
}
