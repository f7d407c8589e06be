"""Running commands, progress lines and the few facts about the toolchain."""
import os
import re
import secrets
import shutil
import subprocess
import sys
import threading
import time


class ToolError(Exception):
    """A failure with a message for the user; the tools exit non-zero with it."""


# What must not reach a terminal raw from a name in a tree: C0 and C1 control characters but the line
# break and the tab (ESC starts an escape sequence, BEL ends one), DEL, and Unicode's bidirectional
# controls (which reorder what is shown); and the lone surrogates Python gives a file name's bytes
# that are not UTF-8 (which no terminal could be sent).
UNPRINTABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def printable(text):
    """The text with each control character written out as Python writes it (`\\x1b`, `\\u202e`):
    a folder named `a<ESC>]0;title<BEL>b` is shown as `a\\x1b]0;title\\x07b`, and cannot retitle or
    recolour the terminal."""
    return UNPRINTABLE.sub(lambda match: ascii(match.group())[1:-1], text)


class PrintableStream:
    """A stream (stdout, stderr) that writes everything through `printable`: the tools' one gate to
    the terminal, so no line they print carries a name's control characters raw. JSON keeps the
    true names: json.dumps writes them escaped already."""

    def __init__(self, stream):
        self.stream = stream

    def write(self, text):
        return self.stream.write(printable(text))

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def __getattr__(self, name):
        return getattr(self.stream, name)


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


# What SwiftPM says, and then waits, when another SwiftPM process holds the build folder's lock.
WAITING_FOR_LOCK = "Another instance of SwiftPM is already running"


def run_status(command, cwd, env=None):
    """Runs a command that may fail; returns (exit status, stdout, stderr). Git, and SwiftPM's calls
    of git, take no optional lock: `git status` in a tree read then never rewrites its .git/index.
    SwiftPM waiting for another SwiftPM process's lock is said at once, not when it is over."""
    env = {**(os.environ if env is None else env), "GIT_OPTIONAL_LOCKS": "0"}
    try:
        process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   errors="replace", env=env)
    except FileNotFoundError as error:
        raise ToolError(f"cannot run {command[0]}: {error}") from error
    with process:
        out = []
        reader = threading.Thread(target=lambda: out.append(process.stdout.read()))
        reader.start()
        err = []
        for line in process.stderr:
            err.append(line)
            if WAITING_FOR_LOCK in line:
                progress(os.path.basename(command[0]), f"waiting: {line.strip()}")
        reader.join()
        process.wait()
    return process.returncode, "".join(out), "".join(err)


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
    os.replace: a symbolic link of that name is replaced, never followed. Markdown, SVG and CSV are
    written printable (no control character of a name in the tree), JSON with the true names (json
    escapes them; a file name's bytes that are not UTF-8 are written \\udcff, a JSON escape too)."""
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
            with os.fdopen(descriptor, "w", encoding="utf-8", errors="backslashreplace") as handle:
                handle.write(text if name.endswith(".json") else printable(text))
            os.replace(temporary, path)
        except OSError as error:
            if os.path.lexists(temporary):
                os.remove(temporary)
            raise ToolError(f"cannot write {path}: {error}") from error
