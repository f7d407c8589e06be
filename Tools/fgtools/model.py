"""The one model of an app that every reader makes and every measurement reads.

A reader (a SwiftPM manifest in package.py, a folder layout and its Xcode projects in
sourcetree.py) says what the app is: its modules, each with its kind, declared dependencies,
source files and test targets; its test files, each with the module or test target it tests;
and what it left out. Sizes, tests, coupling and change coupling are measured from this model
alone, never from the readers."""
import os
from dataclasses import dataclass, field

from .names import feature_name
from .rules import KindRule

# How the modules were found: a package's targets, or the folders of a source tree.
PACKAGE = "package (not built)"
SOURCE_TREE = "source tree"

@dataclass
class Module:
    name: str
    path: str
    kind: str                      # a kind of the rules: foundation, storage, feature, app, executable, library…
    dependencies: list
    sources: list                  # paths relative to the app's root
    rule: KindRule
    rules: object = field(repr=False)
    test_targets: list = field(default_factory=list)
    # A target of its own sees only what it imports; a folder of a bigger target sees that target's files.
    compiled_apart: bool = True
    # Modules whose files one target compiles with this one's (a target a --feature PATH cut through).
    compiled_with: list = field(default_factory=list)
    # The targets whose files it holds, when its name is none of theirs: an import of one names it.
    targets: list = field(default_factory=list)
    # {source: declarations.Declared} of the sources whose code was read: what it declares decides
    # its role where its name disagrees. A source not read has the role its name gives.
    declared: dict = field(default_factory=dict, repr=False)

    @property
    def group(self):
        """The store's backend folder (SQLite, Remote…) for a grouped kind; None otherwise."""
        return self.rule.group_of(self.path)

    @property
    def kind_label(self):
        return f"{self.kind} ({self.group})" if self.group else self.kind

    def layer_of(self, source):
        by_name = self.rules.layer_in_feature(source, self.feature) if self.kind == "feature" else self.rules.layer_of(source)
        return self.rules.role_from(by_name, self.declared.get(source), source)

    @property
    def import_names(self):
        """The names an import line or a declared dependency reaches this module by."""
        return {self.name, *self.targets}

    @property
    def feature(self):
        """The feature's name as its authors made it (Home for HomeFeature); None for other kinds."""
        return feature_name(self.name) if self.kind == "feature" else None


@dataclass
class TestFile:
    path: str                       # relative to the app's root
    module: str = None              # the module it tests, when its folder or name says so
    target: str = None              # the test target that compiles it, when a manifest says so
    by: str = None                  # how testfeatures.py found the feature it tests, when no reader did


@dataclass
class App:
    name: str
    root: str
    modules: list
    test_targets: list             # [{"name", "path", "dependencies"}] a manifest declares
    system_targets: list
    other_targets: list            # targets that are not the app's code (test support, tools)
    rules: object = field(repr=False)
    other_target_details: dict = field(default_factory=dict)   # name -> {"dependencies", "sources"} (file count)
    test_files: list = field(default_factory=list)
    source: str = PACKAGE           # how the modules were found: PACKAGE or SOURCE_TREE
    from_manifest: bool = True      # a SwiftPM manifest was read (a build could measure more)
    one_target: str = None          # a package's one target, when its folders were read as a source tree
    xcode_projects: list = field(default_factory=list)   # where targets and their files were read from
    not_compiled: list = field(default_factory=list)     # Swift files of the tree no target compiles
    manifests: list = field(default_factory=list)        # package, Tuist and XcodeGen manifests read within a tree
    given_features: dict = field(default_factory=dict)   # {path: NAME} given with --feature: the user's word
    repository: str = None          # of the git checkout the tree is in: its origin,
    folder: str = None              # the tree's folder in it,
    revision: str = None            # and its commit
    # {why: [paths]} of the Swift files left unread (files.TOO_LARGE, files.NOT_TEXT): in no module, not counted.
    skipped: dict = field(default_factory=dict)

    def module(self, name):
        return next((m for m in self.modules if m.name == name), None)

    def kind_of(self, name):
        """The kind of a module or system target of this app; None for anything else (Foundation…)."""
        if name in self.system_targets:
            return "system"
        module = self.module(name)
        return module.kind if module else None

    def test_files_of(self, module):
        """The test files that test a module: those that name it, and those of its test targets
        that name no other module (a test file --feature moved counts once, for its feature)."""
        return [t for t in self.test_files
                if t.module == module.name or (not t.module and t.target and t.target in module.test_targets)]

    def test_files_in(self, target_name):
        return [t for t in self.test_files if t.target == target_name]

    def path_of(self, relative):
        return os.path.join(self.root, relative)

    def moved_under(self, folder):
        """This app's modules, test targets and test files with their paths relative to the folder
        above `folder` (a local package read on its own, joining the app it is part of)."""
        def moved(path):
            return os.path.normpath(os.path.join(folder, path))

        for module in self.modules:
            module.path = moved(module.path)
            module.sources = [moved(s) for s in module.sources]
            module.declared = {moved(s): d for s, d in module.declared.items()}
        for target in self.test_targets:
            target["path"] = moved(target["path"])
        for test_file in self.test_files:
            test_file.path = moved(test_file.path)
        return self
