"""The Tools' tests, every module in a process of its own, one more at once than the machine has
cores: the same tests `python3 -m unittest discover -s Tools/tests -t Tools` runs, in under half the
time on two cores (many wait on a child process or a socket, not a core). Prints each module that failed
with its output, then one line: tests, failures, seconds. Exit status 0 when every module passed.

    python3 Tools/tests/run.py [-j N]
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import time

TESTS = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(TESTS)
RAN = re.compile(r"^Ran (\d+) tests? in", re.MULTILINE)
SKIPPED = re.compile(r"skipped=(\d+)")


def modules():
    """The test modules, the longest first (the size of a file stands in for its time), so the
    last to start are the short ones and no core waits long on a single module at the end."""
    names = [name for name in os.listdir(TESTS) if name.startswith("test_") and name.endswith(".py")]
    names.sort(key=lambda name: -os.path.getsize(os.path.join(TESTS, name)))
    return [name[:-3] for name in names]


def run(module):
    started = time.monotonic()
    completed = subprocess.run([sys.executable, "-m", "unittest", f"tests.{module}"], cwd=TOOLS,
                               capture_output=True, text=True)
    output = completed.stdout + completed.stderr
    ran = RAN.search(output)
    return module, completed.returncode, int(ran.group(1)) if ran else 0, time.monotonic() - started, output


def main(argv=None):
    parser = argparse.ArgumentParser(prog="Tools/tests/run.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("-j", type=int, default=(os.cpu_count() or 1) + 1, metavar="N",
                        help="modules run at once (default: one more than the machine's cores)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    failed, tests, skipped = [], 0, 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.j)) as pool:
        for module, status, count, _, output in pool.map(run, modules()):
            tests += count
            skipped += sum(int(n) for n in SKIPPED.findall(output.rsplit("\n", 3)[-2] if output.strip() else ""))
            if status != 0:
                failed.append(module)
                print(f"== {module} failed (exit {status})\n{output}", file=sys.stderr)
    seconds = time.monotonic() - started
    verdict = f"FAILED: {', '.join(failed)}" if failed else "OK"
    print(f"Tools' tests: {tests} tests in {len(modules())} modules, {skipped} skipped, in {seconds:.1f} s: {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
