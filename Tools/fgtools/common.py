"""Running commands, progress lines and the few facts about the toolchain."""
import os
import shutil
import subprocess
import sys
import time


class ToolError(Exception):
    """A failure with a message for the user; the tools exit non-zero with it."""


def progress(tool, message):
    print(f"[{tool}] {message}", file=sys.stderr, flush=True)


def run(command, cwd, check=True, env=None):
    """Runs a command, returns (seconds, stdout, stderr)."""
    start = time.monotonic()
    status, out, err = run_status(command, cwd, env)
    seconds = time.monotonic() - start
    if check and status != 0:
        raise failure(command, status, out, err)
    return seconds, out, err


def failure(command, status, out, err):
    """The error of a command that failed: the command, its status and the end of its output."""
    tail = "\n".join((out + err).strip().splitlines()[-25:])
    return ToolError(f"`{' '.join(command)}` failed (status {status}):\n{tail}")


def run_status(command, cwd, env=None):
    """Runs a command that may fail; returns (exit status, stdout, stderr)."""
    try:
        completed = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=env)
    except FileNotFoundError as error:
        raise ToolError(f"cannot run {command[0]}: {error}") from error
    return completed.returncode, completed.stdout, completed.stderr


def swift_executable():
    """`swift` on PATH, or the program $FGTOOLS_SWIFT names (the tests' fake swift)."""
    swift = os.environ.get("FGTOOLS_SWIFT") or shutil.which("swift")
    if not swift:
        raise ToolError("swift is not on PATH: install the Swift toolchain first")
    return swift


def toolchain_tool(name):
    """llvm-cov / llvm-profdata next to swift: the system ones may be too old for its profiles."""
    path = os.path.join(os.path.dirname(os.path.realpath(swift_executable())), name)
    if os.path.exists(path):
        return path
    found = shutil.which(name)
    if not found:
        raise ToolError(f"{name} not found next to swift or on PATH")
    return found


def median(values):
    ordered = sorted(values)
    if not ordered:
        return None
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


def stats(values):
    return {"median": median(values), "min": min(values), "max": max(values), "runs": list(values)} if values else None
