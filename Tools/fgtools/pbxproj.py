"""An Xcode project's targets and the Swift files each compiles, read from its project.pbxproj
(an old-style property list): file references resolved through their groups, and folders
Xcode 16 keeps in sync (PBXFileSystemSynchronizedRootGroup) with their per-target exceptions."""
import os
import re

from .common import ToolError

TOKEN = re.compile(r'\s+|//[^\n]*|/\*.*?\*/|"(?:[^"\\]|\\.)*"|[^\s{}()=;,"]+|[{}()=;,]', re.DOTALL)
TEST_PRODUCTS = ("com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing")
ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def parse(text):
    """The property list as Python dicts, lists and strings."""
    tokens = [t for t in TOKEN.findall(text) if not (t.isspace() or t.startswith(("//", "/*")))]
    position = 0

    def value():
        nonlocal position
        if position >= len(tokens):
            raise ValueError("the file ends too early")
        token = tokens[position]
        position += 1
        if token == "{":
            result = {}
            while tokens[position] != "}":
                key = value()
                expect("=")
                result[key] = value()
                expect(";")
            position += 1
            return result
        if token == "(":
            result = []
            while tokens[position] != ")":
                result.append(value())
                if tokens[position] == ",":
                    position += 1
            position += 1
            return result
        if token.startswith('"'):
            return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), token[1:-1])
        return token

    def expect(symbol):
        nonlocal position
        if tokens[position] != symbol:
            raise ValueError(f"expected {symbol!r}, found {tokens[position]!r}")
        position += 1

    try:
        return value()
    except (IndexError, ValueError) as error:
        raise ValueError(f"not a property list: {error}") from error


def targets(project_folder):
    """{target name: {"test": bool, "files": [absolute paths of the Swift files it compiles]}}."""
    path = os.path.join(project_folder, "project.pbxproj")
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            data = parse(handle.read())
        objects = data["objects"]
        project = objects[data["rootObject"]]
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise ToolError(f"cannot read {path}: {error}") from error
    source_root = os.path.normpath(os.path.join(os.path.dirname(project_folder), project.get("projectDirPath") or ""))
    parents = {}
    for key, entry in objects.items():
        for child in entry.get("children", []) if isinstance(entry, dict) else []:
            parents[child] = key

    def location(key):
        """The folder or file an object stands for, None for one outside the sources (products, SDKs)."""
        entry = objects.get(key, {})
        tree, own = entry.get("sourceTree", "<group>"), entry.get("path", "")
        if tree == "<absolute>":
            return own
        if tree == "SOURCE_ROOT":
            return os.path.normpath(os.path.join(source_root, own))
        if tree != "<group>":
            return None
        parent = parents.get(key)
        base = location(parent) if parent else source_root
        return None if base is None else os.path.normpath(os.path.join(base, own))

    result = {}
    for key in project.get("targets", []):
        target = objects.get(key, {})
        if target.get("isa") != "PBXNativeTarget":
            continue
        files = set()
        for phase in (objects.get(p, {}) for p in target.get("buildPhases", [])):
            if phase.get("isa") != "PBXSourcesBuildPhase":
                continue
            for build_file in (objects.get(f, {}) for f in phase.get("files", [])):
                found = location(build_file.get("fileRef", "")) if build_file.get("fileRef") else None
                if found and found.endswith(".swift"):
                    files.add(found)
        for group_key in target.get("fileSystemSynchronizedGroups", []):
            folder = location(group_key)
            if folder is None:
                continue
            excluded = set()
            for exception in (objects.get(e, {}) for e in objects.get(group_key, {}).get("exceptions", [])):
                if exception.get("target") == key:
                    excluded.update(os.path.normpath(os.path.join(folder, m)) for m in exception.get("membershipExceptions", []))
            for directory, folders, names in os.walk(folder):
                folders[:] = sorted(f for f in folders if not f.startswith("."))
                files.update(p for p in (os.path.join(directory, n) for n in names if n.endswith(".swift"))
                             if p not in excluded)
        result[target.get("name", key)] = {"test": target.get("productType") in TEST_PRODUCTS, "files": sorted(files)}
    return result
