"""Running commands, progress lines and the few facts about the toolchain."""
import os
import secrets
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
    """Runs a command that may fail; returns (exit status, stdout, stderr). Git, and SwiftPM's calls
    of git, take no optional lock: `git status` in a tree read then never rewrites its .git/index."""
    env = {**(os.environ if env is None else env), "GIT_OPTIONAL_LOCKS": "0"}
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


def plain_name(name, what="--name"):
    """Refuses a file name that is not one plain name: no folder in it, not `.` nor `..`."""
    if (not name or name in (".", "..") or "/" in name or os.sep in name or (os.altsep and os.altsep in name)
            or "\0" in name):
        raise ToolError(f"{what} {name!r} is not a plain file name (no folder, no ..): give the folder with --out")
    return name


def write_outputs(folder, texts):
    """{file name: text} written into `folder` (made when missing): the one way the Tools write their
    outputs. Each name must be a plain file name. Each text goes into a new file of its own in the
    same folder (created exclusively, so never through a link), which then takes the name with
    os.replace: a symbolic link of that name is replaced, never followed."""
    for name in texts:
        plain_name(name, "file name")
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as error:
        raise ToolError(f"cannot make the output folder {folder}: {error}") from error
    for name, text in texts.items():
        path = os.path.join(folder, name)
        temporary = os.path.join(folder, f".{name}.{secrets.token_hex(6)}.tmp")
        try:
            descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o666)
            with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
                handle.write(text)
            os.replace(temporary, path)
        except OSError as error:
            if os.path.lexists(temporary):
                os.remove(temporary)
            raise ToolError(f"cannot write {path}: {error}") from error
