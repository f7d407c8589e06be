"""One total for one tree: every Swift and C-family code line below the app's folder (as cloc
counts them: a file of each, wherever it sits, the version control folders left out), split into
parts that sum to it — the app's code (its modules), test code, mocks and test support, tooling
and code no target compiles (manifests, scripts, files in no target, C-family code in no module),
and what no reader reads (folders of others' code or build products: Pods/, Carthage/, vendor/,
build/, fastlane/…; a Swift file skipped as not text, too large or not readable, counted as cloc
would when it can be). Other languages (Python, Ruby, shell, JavaScript…) are not counted."""
import os

from . import cfamily
from .files import MAX_SOURCE_BYTES, read_checked, read_manifest, swift_files
from .lines import count_code_lines
from .names import MANIFEST
from .tests import is_test_helper

APP, TESTS, SUPPORT, TOOLING, UNREAD = ("app code", "test code", "mocks and test support",
                                        "tooling and code in no target", "unread")
PARTS = (APP, TESTS, SUPPORT, TOOLING, UNREAD)
VERSION_CONTROL = {".git", ".hg", ".svn", ".bzr"}
NOT_COUNTED = "other languages (Python, Ruby, shell, JavaScript…) not counted"


def every_file(root):
    """Every Swift and C-family file below root, relative to it: all folders but version control's."""
    for directory, folders, names in os.walk(root):
        folders[:] = sorted(f for f in folders if f not in VERSION_CONTROL)
        for name in sorted(names):
            if name.endswith(".swift") or cfamily.language_of(name):
                yield os.path.relpath(os.path.join(directory, name), root)


def measure(app):
    """{"code_lines": the tree's total, "parts": {part: code lines}, "files": {part: files}} of the
    app's tree, the parts summing to the total."""
    in_module = {s for m in app.modules for s in m.sources}
    test_files = {t.path for t in app.test_files}
    skipped = {p for paths in (app.skipped or {}).values() for p in paths}
    read = set(swift_files(app.root)) | set(cfamily.files_of(app.root))
    c_owned = cfamily.owners(app.modules)
    parts, files = dict.fromkeys(PARTS, 0), dict.fromkeys(PARTS, 0)
    for path in every_file(app.root):
        full = app.path_of(path)
        swift = path.endswith(".swift")
        if swift:
            text, why = read_checked(full)
            lines = count_code_lines(text) if not why else unread_lines(full)
        else:
            try:
                lines = cfamily.count_code_lines(read_manifest(full))
            except (OSError, ValueError):
                lines = 0
        if path in skipped or (path not in read and not (swift and MANIFEST.match(os.path.basename(path)))):
            part = UNREAD
        elif path in in_module or (not swift and cfamily.owner(path, c_owned) is not None):
            part = APP
        elif path in test_files:
            part = SUPPORT if is_test_helper(path) else TESTS
        else:
            part = TOOLING
        parts[part] += lines
        files[part] += 1
    return {"code_lines": sum(parts.values()), "parts": parts, "files": files}


def unread_lines(path):
    """The code lines of a Swift file no reader reads, as cloc counts one: bytes that are not UTF-8
    replaced; none for a file holding a NUL byte (cloc takes it for binary) or not readable, nor
    one larger than 4 MB (left unopened, as the readers leave it)."""
    try:
        text = read_manifest(path, MAX_SOURCE_BYTES)
    except (OSError, ValueError):
        return 0
    return 0 if "\0" in text else count_code_lines(text)


def text(found):
    """"Code lines in the tree, Swift and C-family: 156674 = app code … + unread 0; other languages
    … not counted"."""
    parts = " + ".join(f"{part} {found['parts'][part]}" for part in PARTS)
    return (f"Code lines in the tree, Swift, C, Objective-C and C++ (as cloc counts them): {found['code_lines']} = {parts}; "
            f"{NOT_COUNTED}.")


HALF = 50.0     # percent of the tree's code (not test code) a module must hold for a report to stand alone


def in_modules(found):
    """(code lines in modules, the tree's code lines that are not test code, percent) of a tree total."""
    parts = found["parts"]
    of = found["code_lines"] - parts[TESTS] - parts[SUPPORT]
    return parts[APP], of, (100.0 * parts[APP] / of if of else 100.0)


def warning(found):
    """"Warning: …" when the modules hold less than half the tree's code that is not test code; else None."""
    if not found:
        return None
    held, of, share = in_modules(found)
    if share >= HALF:
        return None
    return (f"Warning: the modules hold {held} of the tree's {of} code lines that are not test code ({share:.1f} %): "
            f"the figures leave out more than half of the app")
