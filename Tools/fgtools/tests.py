"""Test counts (from `swift test list`) and test time per test target."""
import re

from .common import progress, run, swift_executable

TEST_ID = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)\.\S+$")


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


def time_test_targets(package, scratch, extra_flags=()):
    """Wall time of `swift test --skip-build --filter '^Target\\.'` for each test target (built already)."""
    times = {}
    for target in package.test_targets:
        name = target["name"]
        progress("tests", f"timing {name}")
        seconds, _, _ = run([swift_executable(), "test", "--skip-build", "--scratch-path", scratch, *extra_flags,
                             "--filter", f"^{name}\\."], cwd=package.root)
        times[name] = round(seconds, 2)
    return times


def average_ms(seconds, count):
    """Milliseconds per test: the target's wall time (process start included) over its tests."""
    if seconds is None or not count:
        return None
    return round(1000.0 * seconds / count, 1)
