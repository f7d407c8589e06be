"""An Xcode project's targets and the Swift files each compiles, read from its project.pbxproj
(an old-style property list): file references resolved through their groups, and folders
Xcode 16 keeps in sync (PBXFileSystemSynchronizedRootGroup) with their per-target exceptions."""
import os
import re

from .common import ToolError
from .files import read_manifest

# A comment or a string never closed runs to the end of the text: read once, not once per `/*` or `"`.
TOKEN = re.compile(r'\s+|//[^\n]*|/\*.*?(?:\*/|\Z)|"(?:[^"\\]|\\.)*(?:"|\Z)|[^\s{}()=;,"]+|[{}()=;,]', re.DOTALL)
MAX_PROJECT_BYTES = 64 * 1024 * 1024     # the largest apps' projects are a few MB
MAX_DEPTH = 100         # Xcode nests a few levels; deeper is no project (and would exhaust Python's stack)
TEST_PRODUCTS = ("com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing")
ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def parse(text):
    """The property list as Python dicts, lists and strings."""
    tokens = [t for t in TOKEN.findall(text) if not (t.isspace() or t.startswith(("//", "/*")))]
    position = 0

    def value(depth=0):
        nonlocal position
        if position >= len(tokens):
            raise ValueError("the file ends too early")
        if depth > MAX_DEPTH:
            raise ValueError(f"nested deeper than {MAX_DEPTH} levels")
        token = tokens[position]
        position += 1
        if token == "{":
            result = {}
            while tokens[position] != "}":
                key = value(depth + 1)
                expect("=")
                result[key] = value(depth + 1)
                expect(";")
            position += 1
            return result
        if token == "(":
            result = []
            while tokens[position] != ")":
                result.append(value(depth + 1))
                if tokens[position] == ",":
                    position += 1
            position += 1
            return result
        if token.startswith('"'):
            if len(token) < 2 or not token.endswith('"'):
                raise ValueError("a string is never closed")
            return re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(1)), token[1:-1])
        return token

    def expect(symbol):
        nonlocal position
        if tokens[position] != symbol:
            raise ValueError(f"expected {symbol!r}, found {tokens[position]!r}")
        position += 1

    try:
        return value()
    except IndexError as error:
        raise ValueError("not a property list: the file ends too early") from error
    except ValueError as error:
        raise ValueError(f"not a property list: {error}") from error


class Project:
    """A project.pbxproj's objects, with where each file or folder object stands on disk."""

    def __init__(self, project_folder):
        path = os.path.join(project_folder, "project.pbxproj")
        try:
            data = parse(read_manifest(path, MAX_PROJECT_BYTES))
            self.objects = data["objects"]
            self.project = self.objects[data["rootObject"]]
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise ToolError(f"cannot read {path}: {error}") from error
        self.folder = os.path.dirname(project_folder)
        self.source_root = os.path.normpath(os.path.join(self.folder, self.project.get("projectDirPath") or ""))
        self.parents = {}
        for key, entry in self.objects.items():
            for child in entry.get("children", []) if isinstance(entry, dict) else []:
                self.parents[child] = key

    def location(self, key):
        """The folder or file an object stands for, None for one outside the sources (products, SDKs)."""
        entry = self.objects.get(key, {})
        tree, own = entry.get("sourceTree", "<group>"), entry.get("path", "")
        if tree == "<absolute>":
            return own
        if tree == "SOURCE_ROOT":
            return os.path.normpath(os.path.join(self.source_root, own))
        if tree != "<group>":
            return None
        parent = self.parents.get(key)
        base = self.location(parent) if parent else self.source_root
        return None if base is None else os.path.normpath(os.path.join(base, own))

    def of_kind(self, isa):
        return {key: entry for key, entry in self.objects.items() if isinstance(entry, dict) and entry.get("isa") == isa}


def read(project_folder):
    """(its targets as `targets` gives them, its local packages as `local_packages` gives them)."""
    project = Project(project_folder)
    return targets(project), local_packages(project)


def local_packages(project):
    """The folders of the local Swift packages a project uses (absolute, sorted): those its
    XCLocalSwiftPackageReference objects name, and folders it references that hold a Package.swift
    (as Xcode adds a local package dragged into the project)."""
    project = project if isinstance(project, Project) else Project(project)
    found = {os.path.normpath(os.path.join(project.folder, entry.get("relativePath", "")))
             for entry in project.of_kind("XCLocalSwiftPackageReference").values()}
    for key in project.of_kind("PBXFileReference"):
        folder = project.location(key)
        if folder and os.path.isfile(os.path.join(folder, "Package.swift")):
            found.add(folder)
    return sorted(f for f in found if os.path.isfile(os.path.join(f, "Package.swift")))


def targets(project):
    """{target name: {"test": bool, "files": [absolute paths of the Swift files it compiles]}} of a
    Project or of the project folder (a .xcodeproj) given."""
    project = project if isinstance(project, Project) else Project(project)
    objects, location = project.objects, project.location
    result = {}
    for key in project.project.get("targets", []):
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
