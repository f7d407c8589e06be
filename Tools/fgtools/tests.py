"""Test counts (from `swift test list`) and test time per test target; which files are test code
by their names when no manifest or project file says."""
import os
import re

from .common import progress, run, swift_executable

TEST_ID = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)\.\S+$")
TEST_FILE_NAME = re.compile(r"(?:Tests|Spec)\.swift$")
TEST_HELPER_FOLDERS = {"testhelpers", "testhelper", "testsupport", "mocks", "fakes", "stubs"}
# MockLoginService, LoginServiceMock, ClientMocks: a stand-in for tests or previews, whatever it sits beside.
MOCK_NAME = re.compile(r"^Mock(?:[A-Z0-9_]|$)|[a-z0-9_]Mocks?$")


def is_test_file_name(path):
    """A file named …Tests.swift or …Spec.swift (XCTest, Quick) is a test file wherever it sits."""
    return bool(TEST_FILE_NAME.search(os.path.basename(path)))


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
