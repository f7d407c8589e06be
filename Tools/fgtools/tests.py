"""Test counts (counted in the model's test files, or from `swift test list`) and test time per
test target; which files are test code by their names when no manifest or project file says."""
import os
import re

from .common import progress, run, swift_executable
from .conditions import PLATFORMS, active_code, host, platform_label
from .files import read_source
from .lines import code_only

TEST_ID = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)\.\S+$")
# XCTest runs an instance method named test… that takes no parameters and is not private: a helper
# `func testLogin(as user: User)`, a `private func testHelper()` or a `static func testData()` is no test.
XCTEST_FUNCTION = re.compile(r"\bfunc\s+test\w*\s*\(\s*\)")
NOT_A_TEST = re.compile(r"\b(?:private|fileprivate|static|class)\b")
SWIFT_TESTING_TEST = re.compile(r"@Test\b")
# Quick's examples: `it("…")` and a focused `fit("…")` in a spec (a QuickSpec or AsyncSpec subclass);
# a disabled `xit` is not run, so it is not counted, as a test in an `#if` branch not built is not.
QUICK_SPEC = re.compile(r"\b(?:QuickSpec|AsyncSpec)\b")
QUICK_EXAMPLE = re.compile(r"(?<![\w.])f?it\s*\(")


def count_test_functions(text, target=None):
    """Test functions in a file's code (not in its comments or string literals, nor in an `#if`
    branch the compiler would not build on `target`, by default this machine): as `swift test list`
    would list them, a parameterised `@Test` once; in a Quick spec each `it` and `fit` example."""
    code = active_code(code_only(text), target)
    quick = len(QUICK_EXAMPLE.findall(code)) if QUICK_SPEC.search(code) else 0
    return xctest_functions(code) + len(SWIFT_TESTING_TEST.findall(code)) + quick


def xctest_functions(code):
    """XCTest's test methods in code (comments and strings blanked): `func test…()` with no
    parameters, declared neither private, fileprivate, static nor class (the modifiers before it on
    its line, after the last brace or semicolon)."""
    found = 0
    for match in XCTEST_FUNCTION.finditer(code):
        before = re.split(r"[{};]", code[code.rfind("\n", 0, match.start()) + 1:match.start()])[-1]
        if not NOT_A_TEST.search(before):
            found += 1
    return found


def platforms_of_tests(text):
    """{frozenset of PLATFORMS names: test functions built on those platforms alone} of a file: a test
    outside any `#if` is built on every platform, one in `#if os(macOS)` on macOS alone; a test no
    platform builds (`#if false`, a flag never set) is left out. Counted line by line, as
    count_test_functions counts a file."""
    code = code_only(text)
    lines = {}     # line number: [tests on it, the platforms that build it]
    for name, target in PLATFORMS.items():
        active = active_code(code, target)
        quick = bool(QUICK_SPEC.search(active))
        for number, line in enumerate(active.split("\n")):
            found = (xctest_functions(line) + len(SWIFT_TESTING_TEST.findall(line))
                     + (len(QUICK_EXAMPLE.findall(line)) if quick else 0))
            if found:
                lines.setdefault(number, [found, set()])[1].add(name)
    counts = {}
    for found, names in lines.values():
        counts[frozenset(names)] = counts.get(frozenset(names), 0) + found
    return counts


def platforms_per_target(app):
    """{test target: {"tests": its tests on any platform, "only": {what a share needs ("macOS only",
    "not on Linux"): tests}}} for the test targets some of whose tests not every platform builds."""
    found = {}
    for target in app.test_targets:
        split = {}
        for test_file in app.test_files_in(target["name"]):
            for names, count in platforms_of_tests(read_source(app.path_of(test_file.path))).items():
                split[names] = split.get(names, 0) + count
        only = {}
        for names, count in split.items():
            if len(names) < len(PLATFORMS):
                only[platform_label(names)] = only.get(platform_label(names), 0) + count
        if only:
            found[target["name"]] = {"tests": sum(split.values()),
                                     "only": dict(sorted(only.items(), key=lambda item: (-item[1], item[0])))}
    return found


def platforms_text(name, found, here=None):
    """"RSCoreTests: 73 tests, 2 of them macOS only (71 counted here, on Linux)"."""
    shares = ", ".join(f"{count} of them {label}" for label, count in found["only"].items())
    text = f"{name}: {found['tests']} test{'' if found['tests'] == 1 else 's'}, {shares}"
    return text + (f" ({here} counted here, on {host()['os']})" if here is not None else "")


def count_in_files(app):
    """{test file path: test functions counted in it} for every test file of the app's model."""
    counts = {}
    for test_file in app.test_files:
        counts[test_file.path] = count_test_functions(read_source(app.path_of(test_file.path)))
    return counts


def per_target(app, counts):
    """{test target: test functions counted in its files} for every test target the app declares."""
    return {target["name"]: sum(counts[t.path] for t in app.test_files_in(target["name"]))
            for target in app.test_targets}


def per_module(app, counts):
    """{module: test functions counted in the files that test it}, a file of a test target shared by
    several modules counted for each of them (attribute counts each test once)."""
    return {m.name: sum(counts[t.path] for t in app.test_files_of(m)) for m in app.modules}


def units_of_files(app, counts):
    """[(test target, or the file when it is in none; its tests; the modules it tests)] of the test
    files counted in `counts` ({path: tests}), one unit per target and set of modules: a file that
    names its module tests that module alone, any other the modules its target tests."""
    names = {m.name for m in app.modules}
    units = {}
    for test_file in app.test_files:
        if test_file.module in names:
            tested = (test_file.module,)
        else:
            tested = tuple(m.name for m in app.modules if test_file.target and test_file.target in m.test_targets)
        key = (test_file.target or test_file.path, tested)
        units[key] = units.get(key, 0) + counts.get(test_file.path, 0)
    return [(label, count, list(tested)) for (label, tested), count in units.items()]


def units_of_targets(app, counts):
    """[(test target, its tests, the modules it tests)] from `counts` ({test target: tests}, as
    `swift test list` gives them)."""
    return [(name, count, [m.name for m in app.modules if name in m.test_targets]) for name, count in sorted(counts.items())]


def attribute(modules, units, shown=None):
    """Each test counted once, in one row of a module table: {"modules": {module: the tests of the
    test targets that test it alone}, "shared": {module: the tests of the targets it shares with
    other modules}, "several_modules": {"tests", "targets": {target: {"tests", "modules"}}} (each such
    target once), "no_module": {"tests", "targets": {target: tests}}, "tests": the sum of the three}.
    `units`: [(test target, tests, [modules it tests])]. With `shown` (the names of the modules a
    table shows), a target that tests none of them counts nowhere, and "no_module" is empty: the
    table's Total is then the tests of the modules shown."""
    shown = set(modules) if shown is None else set(shown)
    found = {"modules": dict.fromkeys(modules, 0), "shared": {},
             "several_modules": {"tests": 0, "targets": {}}, "no_module": {"tests": 0, "targets": {}}}
    for label, count, tested in units:
        if len(tested) == 1:
            found["modules"][tested[0]] = found["modules"].get(tested[0], 0) + count
        elif tested and count and shown & set(tested):
            entry = found["several_modules"]["targets"].setdefault(label, {"tests": 0, "modules": sorted(tested)})
            entry["tests"] += count
            found["several_modules"]["tests"] += count
            for name in tested:
                found["shared"][name] = found["shared"].get(name, 0) + count
        elif not tested and count and shown == set(modules):
            found["no_module"]["targets"][label] = found["no_module"]["targets"].get(label, 0) + count
            found["no_module"]["tests"] += count
    found["tests"] = (sum(count for name, count in found["modules"].items() if name in shown)
                      + found["several_modules"]["tests"] + found["no_module"]["tests"])
    return found


def apply_attribution(data, found):
    """Each module row's `tests` (the tests counted in its row) and `shared_tests` (those of a test
    target it shares, counted once below the modules), `totals.tests` and `tests_outside_modules`
    of report.json from attribute's answer: the Total is the rows' tests and the rows below them."""
    for row in data["modules"]:
        row["tests"] = found["modules"].get(row["name"], 0)
        row.pop("shared_tests", None)
        if found["shared"].get(row["name"]):
            row["shared_tests"] = found["shared"][row["name"]]
    data["tests_outside_modules"] = {"several_modules": found["several_modules"], "no_module": found["no_module"]}
    data["totals"]["tests"] = found["tests"]
    return data


def cell(row):
    """A module's Tests cell: the tests counted in its row, and in parentheses those of a test target
    it shares with other modules, counted once in the row of tests of several modules: "12", "(20)",
    "3 (+20)"."""
    shared = row.get("shared_tests")
    if not shared:
        return str(row["tests"])
    return f"({shared})" if not row["tests"] else f"{row['tests']} (+{shared})"


def outside_rows(data):
    """[(label, tests, what it holds)] of the rows of a module table below its modules, whose tests
    the Total adds: the test targets of several modules, each once, and those of no module."""
    found = data.get("tests_outside_modules") or {}
    rows = []
    several = found.get("several_modules") or {}
    if several.get("tests"):
        rows.append((SEVERAL_LABEL, several["tests"], listed(
            f"{name} {entry['tests']} ({len(entry['modules'])} modules: {listed(entry['modules'])})"
            for name, entry in sorted(several["targets"].items()))))
    none = found.get("no_module") or {}
    if none.get("tests"):
        rows.append((NONE_LABEL, none["tests"], listed(f"{name} {count}" for name, count in sorted(none["targets"].items()))))
    return rows


def listed(names, most=10):
    """"A, B, C", the first `most` and how many more."""
    names = list(names)
    more = f" and {len(names) - most} more" if len(names) > most else ""
    return ", ".join(names[:most]) + more


SEVERAL_LABEL, NONE_LABEL = "Tests of several modules", "Tests of no module"
ATTRIBUTION_NOTE = ("*Tests*: each test counted once, in one row. A test target that tests one module counts in its "
                    "row (`LoginTests` for Login, `AppTests` for the App; a target named after no module, "
                    "`StorageTests`, tests the modules it depends on whose names contain its stem; a source tree's "
                    "test file, the module it names); one that tests several modules counts once, in *Tests of "
                    "several modules*, its tests in parentheses in each of their rows; one that tests none, in "
                    "*Tests of no module*. The Total adds up the rows; with `--modules`, the modules shown and the "
                    "test targets they share.")


def attribution_note(markdown=True):
    """How the Tests column attributes tests, as a table's note (plain for a terminal)."""
    return ATTRIBUTION_NOTE if markdown else ATTRIBUTION_NOTE.replace("*", "").replace("`", "")


TEST_HELPER_FOLDERS = {"testhelpers", "testhelper", "testsupport", "mocks", "fakes", "stubs"}
# MockLoginService, LoginServiceMock, ClientMocks: a stand-in for tests or previews, whatever it sits beside.
MOCK_NAME = re.compile(r"^Mock(?:[A-Z0-9_]|$)|[a-z0-9_]Mocks?$")


def is_mock_name(name):
    return bool(MOCK_NAME.search(name))


def is_test_helper(path):
    """Test code that is no test: a Mock… file, or one below TestHelpers/, Mocks/, Fakes/ or Stubs/."""
    folders = path.split(os.sep)[:-1]
    return (any(folder.lower() in TEST_HELPER_FOLDERS for folder in folders)
            or is_mock_name(os.path.splitext(os.path.basename(path))[0]))


def parse_test_list(output):
    """`swift test list` prints one id per line: Target.Suite/test(), Target.freeFunction()."""
    counts = {}
    for line in output.splitlines():
        match = TEST_ID.match(line.strip())
        if match:
            counts[match.group(1)] = counts.get(match.group(1), 0) + 1
    return counts


def count_tests(package, scratch, extra_flags=()):
    progress("tests", "listing tests (swift test list)")
    _, out, _ = run([swift_executable(), "test", "list", "--scratch-path", scratch, *extra_flags], cwd=package.root)
    counts = parse_test_list(out)
    for target in package.test_targets:
        counts.setdefault(target["name"], 0)
    return counts


def time_test_targets(package, scratch, profiles=None):
    """Wall time of `swift test --skip-build --filter '^Target\\.'` for each test target (built already).
    With `profiles` (a folder), the tests were built for coverage: their profiles are written there and
    never merged, so the time is the tests' own (and a profile left unreadable by a killed child, which
    would fail the merge, is no failure)."""
    env = None
    if profiles:
        os.makedirs(profiles, exist_ok=True)
        env = {**os.environ, "LLVM_PROFILE_FILE": os.path.join(profiles, "%p.profraw")}
    times = {}
    for target in package.test_targets:
        name = target["name"]
        progress("tests", f"timing {name}")
        seconds, _, _ = run([swift_executable(), "test", "--skip-build", "--scratch-path", scratch,
                             "--filter", f"^{name}\\."], cwd=package.root, env=env)
        times[name] = round(seconds, 2)
    return times


def average_ms(seconds, count):
    """Milliseconds per test: the target's wall time (process start included) over its tests."""
    if seconds is None or not count:
        return None
    return round(1000.0 * seconds / count, 1)
