"""Test counts (counted in the model's test files, or from `swift test list`) and test time per
test target; which files are test code by their names when no manifest or project file says."""
import os
import re

from .common import progress, run, swift_executable
from .conditions import active_code
from .files import read_source
from .lines import code_only

TEST_ID = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)\.\S+$")
XCTEST_FUNCTION = re.compile(r"\bfunc\s+test\w*\s*\(")
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
    return len(XCTEST_FUNCTION.findall(code)) + len(SWIFT_TESTING_TEST.findall(code)) + quick


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
