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
    """{module: test functions counted in the files that test it}."""
    return {m.name: sum(counts[t.path] for t in app.test_files_of(m)) for m in app.modules}


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
