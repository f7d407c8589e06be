"""The Swift files of a folder as every reader walks it: build products, checkouts of other
people's code and Xcode's bundles are not the app's."""
import os
import re
import stat

from .names import MANIFEST

# A Swift file larger than this is no one's code (a generated blob, or a file that is not Swift at
# all): it is skipped unread, and said. The largest files of real apps are well under 1 MB.
MAX_SOURCE_BYTES = 4 * 1024 * 1024
TOO_LARGE = "larger than 4 MB"
NOT_TEXT = "not text"           # a NUL byte, or not UTF-8
# A link to nothing, a named pipe or a device named .swift, or a file this user cannot open.
NOT_READABLE = "not readable"
SKIPPED_FOLDERS = {".build", ".git", ".swiftpm", "Carthage", "DerivedData", "Pods", "build", "fastlane", "vendor"}


def walk(root):
    """os.walk below root, in a stable order, leaving out the folders no reader reads."""
    for directory, folders, files in os.walk(root):
        # .build-NAME and .build_NAME are SwiftPM's other scratch paths (the Tools' own .build-fgtools among them).
        folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS and not f.startswith((".build-", ".build_"))
                            and not f.endswith((".xcassets", ".xcodeproj")))
        yield directory, folders, files


def source_problem(path):
    """Why the Swift file at path is skipped: TOO_LARGE, NOT_TEXT, NOT_READABLE; None for a file to read."""
    return read_checked(path)[1]


def read_source(path):
    """The text of the Swift file at path; "" for one that is skipped (too large, not text, not a
    readable file): it has no code to count."""
    return read_checked(path)[0]


def read_checked(path):
    """(text, None) of a Swift file to read, ("", why) of one skipped; the file is read at most
    once, and not at all when it is too large or not a regular file (a named pipe would never end)."""
    try:
        found = os.stat(path)
        if not stat.S_ISREG(found.st_mode):
            return "", NOT_READABLE
        if found.st_size > MAX_SOURCE_BYTES:
            return "", TOO_LARGE
        with open(path, "rb") as handle:
            data = handle.read(MAX_SOURCE_BYTES + 1)
    except OSError:
        return "", NOT_READABLE
    if len(data) > MAX_SOURCE_BYTES:
        return "", TOO_LARGE
    if b"\0" in data:
        return "", NOT_TEXT
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return "", NOT_TEXT
    return text.replace("\r\n", "\n").replace("\r", "\n"), None     # as open() in text mode reads it


def read_manifest(path, limit=MAX_SOURCE_BYTES):
    """The text of a manifest or project file in the tree (Package.swift, Project.swift, project.yml,
    project.pbxproj), characters that are not UTF-8 replaced; ValueError for one larger than `limit`
    bytes or not a regular file (a named pipe would never end), read not at all."""
    found = os.stat(path)
    if not stat.S_ISREG(found.st_mode):
        raise ValueError("not a regular file")
    if found.st_size > limit:
        raise ValueError(f"larger than {limit // (1024 * 1024)} MB")
    with open(path, encoding="utf-8", errors="replace") as handle:
        return handle.read()


def swift_files(root):
    """Every Swift file below root but a package manifest (Package.swift, Package@swift-6.0.swift)."""
    found = []
    for directory, _, files in walk(root):
        found += [os.path.relpath(os.path.join(directory, name), root) for name in sorted(files)
                  if name.endswith(".swift") and not MANIFEST.match(name)]
    return found


def package_folders(root):
    """The folders below root (not root itself) that hold a Package.swift, relative to root."""
    return [f for f in folders_holding(root, "Package.swift") if f != "."]


def folders_holding(root, *names):
    """The folders at or below root that hold a file of one of these names, relative to root ("." for root)."""
    return [os.path.relpath(directory, root) for directory, _, files in walk(root) if any(n in files for n in names)]


def glob_pattern(glob):
    """A regular expression for a glob of a project manifest (Tuist's `Sources/**`, XcodeGen's
    `**/*Tests.swift`); a glob naming a folder matches everything below it."""
    glob = glob.strip("/")
    expression = ""
    index = 0
    while index < len(glob):
        if glob.startswith("**/", index):
            expression, index = expression + "(?:.*/)?", index + 3
        elif glob.startswith("**", index):
            expression, index = expression + ".*", index + 2
        elif glob[index] == "*":
            expression, index = expression + "[^/]*", index + 1
        elif glob[index] == "?":
            expression, index = expression + "[^/]", index + 1
        else:
            expression, index = expression + re.escape(glob[index]), index + 1
    return re.compile(expression + "(?:/.*)?$")


def matching(paths, globs):
    """The paths (relative, with /) that one of the globs matches."""
    patterns = [glob_pattern(g) for g in globs]
    return [p for p in paths if any(pattern.match(p) for pattern in patterns)]
