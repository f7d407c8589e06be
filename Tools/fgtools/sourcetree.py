"""The reader of any folder of Swift sources — an Xcode project's, with no Package.swift — as the
model of the app (model.App): modules with their files, and test files with the module each tests.

Modules come from the folder layout (or an Xcode project's targets), in this order:
1. `--feature NAME=PATH` overrides: every Swift file at or below PATH belongs to NAME, test files
   included, and no file outside PATH joins NAME by its name or its folder's (overrides.py then
   takes the manifests' files below PATH too).
2. Feature folders: a folder holding a role file named after it (Modules/Login/LoginPresenter.swift)
   is the feature Login, with everything below it (Cells/ included).
3. Features named by their files: the name before a screen role (LoginViewController.swift,
   PlayerListViewModel.swift) is a feature when it has a ViewController or at least two roles
   (EmptyView.swift alone is a shared view, not a feature). A file beside a feature's screen file
   whose name starts with the feature's name (ViewControllers/GatherTimeHandler.swift) joins it.
   Screens the code declares (declarations.py: `@Reducer struct Counter`, a UIViewController
   subclass, a view model or presenter class) are features too where the layout gives none; a
   companion of a framework's type (UIViewController+Alert.swift) names none, and one screen's
   singular and plural folders (Player/, Players/) are one feature when that is unambiguous.
4. Everything else is grouped by its first folder below the app's source folder (Networking,
   Storage, Utils…); files directly in it, or in a folder App or Application, form the module App.
   A folder its authors named …Screen is a feature; in a tree of several top folders, one holding
   features is read from its own source folder (ElementX/Sources/Services is Services).
Kept apart from the features: tooling (Scripts/, hidden folders), test support (below a …Tests
or test helpers' folder) and shared components (a screen-like folder below Other/, Shared/,
Common/, Components/, App/ or Application/).
Test files are those below a folder whose name ends in Tests (FootballGatherTests, …UITests), or
named …Tests.swift or …Spec.swift wherever they sit; test helpers (Mock… files, Mocks/, TestHelpers/,
Fakes/, Stubs/) are test code whichever target compiles them.

Local packages (those an Xcode project references, and any Package.swift below the tree), Tuist
projects (Project.swift) and XcodeGen projects (project.yml) are read from their manifests, as text:
their targets are modules, their test targets' files test files."""
import os
import re
import subprocess

from . import cfamily, declarations, manifest, overrides as feature_overrides, pbxproj, tuist, xcodegen
from .files import SKIPPED_FOLDERS, folders_holding, package_folders, swift_files
from . import package as package_reader
from .common import ToolError, progress
from .model import SOURCE_TREE, App, Module, TestFile
from .names import (APP_FOLDERS, FEATURE_SUFFIX, deepest, feature_by_prefix, feature_name, is_test_file, is_under,
                    stem)
from .package import SCREEN_ROLES
from .rules import KindRule
from .tests import TEST_HELPER_FOLDERS, is_test_helper

# The roles of a layered app's layer folders (Interactors/, Repositories/, Presenters/…): such a file
# counts for the feature its name names. Models and services stay shared, whatever their names.
LAYER_ROLES = ("Interactor", "Repository", "Presenter", "Screen", "ViewModel", "Reducer", "Worker")

FEATURE_RULE = KindRule(kind="feature", about="a screen of the app, found from the folder layout and file names")
APP_RULE = KindRule(kind="app", about="the files directly in the app's source folder, or in App/ or Application/")
LIBRARY_RULE = KindRule(kind="library", about="a folder of code the features share (Networking, Storage, Utils…)")
SHARED_RULE = KindRule(kind="library", about="a component the features share, in a folder of shared code "
                                            "(Other/, Shared/, Common/, Components/, App/ or Application/)")
TEST_SUPPORT_RULE = KindRule(kind="test support", about="code an app target compiles for its tests, below a folder "
                                                        "named …Tests or a test helpers' folder: no feature")
TOOLING_RULE = KindRule(kind="tooling", about="build tooling: below a Scripts/ folder or a hidden one (.tuist-bin)")
# The folders of code the features share: a screen-like component in one is no feature (Other/UserIndicator).
SHARED_FOLDERS = {"other", "others", "shared", "common", "components"} | {f.lower() for f in APP_FOLDERS}
TOOLING_FOLDERS = {"scripts"}


def is_test_code(path):
    return is_test_file(path) or is_test_helper(path)


def source_root(app_files):
    """The folder all app files share (an Xcode project's FootballGather/), "" when there is none."""
    tops = {path.split(os.sep)[0] for path in app_files if os.sep in path}
    at_root = any(os.sep not in path for path in app_files)
    return tops.pop() if len(tops) == 1 and not at_root else ""


def feature_folders(app_files, rules):
    """{folder: feature} for folders named <Name>Feature, <Name>Scene or <Name>Module (the feature
    <Name>), and folders holding a screen's role file named after them, whatever the folder's case
    (views/turnips/TurnipsView.swift is the feature Turnips, spelt as its files spell it); the name
    is whole words of the file's (userLists/UserListSubscribeView.swift names no feature UserListS)."""
    folders = {}
    for path in app_files:
        folder = os.path.dirname(path)
        name = os.path.basename(folder)
        if name and FEATURE_SUFFIX.search(name):
            folders[folder] = feature_name(name)
        elif name and starts_with_words(stem(path), name) and rules.layer_of(path) in SCREEN_ROLES:
            folders[folder] = stem(path)[:len(name)]
    return folders


def starts_with_words(name, start):
    """True when `name` begins with `start`, whatever its case, and goes on with a word of its own:
    TurnipsView with turnips, not PodcastSettings with podcasts."""
    rest = name[len(start):]
    return name.lower().startswith(start.lower()) and (rest[:1].isupper() or rest[:1].isdigit())


def named_features(paths, rules, declared=None):
    """Feature names from screen-role files: a ViewController, or two roles of one name (a role the
    file's code denies not counted: StopwatchCore.swift declaring no reducer is no Reducer; a file
    declaring its name's type generic, AnyCoordinator<Route, Event>, names none)."""
    roles = {}
    for path in paths:
        name, role = rules.split_role(path) or (None, None)
        role = rules.role_from(role, (declared or {}).get(path), path)
        if name is None or role not in SCREEN_ROLES:
            continue
        # A generic wrapper's file (AnyCoordinator.swift: `class AnyCoordinator<Route, Event>`) names
        # no screen: Any is no feature.
        if stem(path) in getattr((declared or {}).get(path), "generic", ()):
            continue
        # A cell's presenter (PlayerTableViewCellPresenter) names a cell, not a screen.
        if not rules.layer_of(name) and name not in APP_FOLDERS:
            roles.setdefault(name, set()).add(role)
    return {name for name, found in roles.items() if "ViewController" in found or len(found) >= 2}


def assign_modules(app_files, rules, overrides, declared=None, base=None):
    """{relative path: (module name, kind rule)} for every app file; `declared` ({path:
    declarations.Declared}) names the screens the code declares where the layout gives none, and
    keeps a framework type's companion (UIViewController+Alert.swift) from naming one. `base`: the
    folder whose subfolders group the rest (the app's source folder unless given: a target's own)."""
    declared = declared or {}
    base = source_root(app_files) if base is None else base
    naming = {p for p in app_files if not (p in declared and declared[p].foreign_companion)}
    assigned = {}
    # A name given with --feature is the user's mapping: files outside its PATH never join it by name.
    claimed = set(overrides.values())
    found = feature_folders([p for p in app_files if p in naming and not deepest(p, overrides)], rules)
    for folders in (overrides, {folder: name for folder, name in found.items() if name not in claimed}):
        for path in app_files:
            folder = deepest(path, folders)
            if path not in assigned and folder is not None:
                assigned[path] = (folders[folder], FEATURE_RULE)
    rest = [p for p in app_files if p not in assigned]
    by_names = named_features([p for p in rest if p in naming], rules, declared) - claimed
    laid_out = (by_names | {name for name, rule in assigned.values() if rule is FEATURE_RULE}) - claimed
    screens = declared_screens(rest, declared, claimed, laid_out)
    named = by_names | set(screens.values())
    beside = screen_folders([p for p in rest if p in naming], named, screens, rules)
    features = laid_out | named
    tops = source_roots(app_files, assigned, base)
    tops_of_tree = {p.split(os.sep)[0] for p in app_files if os.sep in p} if tops else set()
    for path in rest:
        feature = screens.get(path) or (path in naming and (
            feature_by_prefix(stem(path), beside.get(os.path.dirname(path), set()))
            or layer_feature(path, features, rules) or view_feature(path, features, rules)))
        if feature:
            assigned[path] = (feature, FEATURE_RULE)
            continue
        below = os.path.relpath(path, base) if base else path
        top = below.split(os.sep)[0]
        if top in tops:     # ElementX/Sources/Services/… in a tree of several apps: Services
            below = os.path.relpath(path, tops[top])
            # Its files directly in its source folder keep its name (DuckDuckGo/AppDelegate.swift).
            below = below if os.sep in below else os.path.join(top, below)
        screen = screen_folder(below)
        if screen and screen not in claimed:
            assigned[path] = (screen, FEATURE_RULE)
            continue
        folder = below.split(os.sep)[0] if os.sep in below else ""
        if top in tops and folder != top and folder in tops_of_tree:
            folder = f"{top}/{folder}"     # named like another top folder, apart from it: DuckDuckGo/Widgets
        if folder in claimed:       # a shared folder named like a --feature NAME is not that feature
            folder += "/"
        is_app = folder.lower() in {f.lower() for f in APP_FOLDERS} | {""}     # app/ as App/
        # A top folder named like a feature (Backpack/ beside the screen BackpackViewController) is its.
        assigned[path] = (("App", APP_RULE) if is_app else (folder, FEATURE_RULE) if folder in features
                          else (folder, LIBRARY_RULE))
    return apart_from_features(joined_forms(assigned, claimed, declared, rules), base)


# A folder its authors named a screen (Screens/CreatePollScreen/ of PollFormScreen… files).
SCREEN_FOLDER = re.compile(r"[a-z0-9]Screen$")


def screen_folder(below):
    """The deepest folder of a path that its authors named a screen, or None."""
    return next((f for f in reversed(below.split(os.sep)[:-1]) if SCREEN_FOLDER.search(f)), None)


def source_roots(app_files, assigned, base):
    """{top folder below base: the folder its files share} for the top folders that hold a feature:
    in a tree of several top folders (ElementX/, NSE/, Tools/), an app's shared folders are read
    from its own source folder (ElementX/Sources/Services is the module Services, not one module
    ElementX of every shared folder)."""
    if base:
        return {}
    tops = {}
    for path in app_files:
        if os.sep in path:
            tops.setdefault(path.split(os.sep)[0], []).append(path)
    featured = {path.split(os.sep)[0] for path, (_, rule) in assigned.items() if rule is FEATURE_RULE}
    return {top: os.path.commonpath([os.path.dirname(p) for p in paths])
            for top, paths in tops.items() if top in featured and len(tops) > 1}


def apart_from_features(assigned, base):
    """The assignment with what is no feature kept apart: tooling (below Scripts/ or a hidden
    folder), test support (a feature folder below a folder named …Tests, TestHelpers/, Mocks/…) and
    shared components (a feature folder below Other/, Shared/, Common/, Components/, App/ or
    Application/: Other/UserIndicator), each keeping its name. A tree of several top folders
    (Shared/, iOS/, macOS/) is read from below them: its Shared/ holds screens too."""
    found = {}
    for path, (name, rule) in assigned.items():
        folders = path.split(os.sep)[:-1]
        below = (os.path.relpath(path, base).split(os.sep)[:-1] if base else folders[1:])
        if is_tooling(path):
            rule = TOOLING_RULE
        elif rule in (FEATURE_RULE, LIBRARY_RULE) and any(is_test_folder(f) for f in folders):
            rule = TEST_SUPPORT_RULE
        elif rule is FEATURE_RULE and any(f.lower() in SHARED_FOLDERS for f in below):
            rule = SHARED_RULE
        found[path] = (name, rule)
    return found


def is_tooling(path):
    """Below a Scripts/ folder or a hidden one (.tuist-bin/): build tooling, not the app's code."""
    return any((f.startswith(".") and f not in (".", "..")) or f.lower() in TOOLING_FOLDERS
               for f in path.split(os.sep)[:-1])


def is_test_folder(folder):
    return folder.endswith("Tests") or folder.lower() in TEST_HELPER_FOLDERS


def declared_screens(paths, declared, claimed, features):
    """{path: the feature of the screen its code declares} (`@Reducer struct Counter`, `class
    LoginViewController: UIViewController`) for the files the layout put in no feature: a new one,
    unless the layout already gives it (`features`): a layer's presenter or view model
    (Presenters/CountriesPresenter.swift) counts for the one feature it names, as layer_feature
    says. The app's root is no screen."""
    found = {}
    for path in paths:
        screen = declared[path].screen if path in declared else None
        if not screen or screen in APP_FOLDERS or screen in claimed:
            continue
        layer = declared[path].role in LAYER_ROLES and screen not in features
        found[path] = (word_match(screen, features) or screen) if layer else screen
    return found


def screen_folders(paths, named, screens, rules):
    """{folder: the features whose screen files sit in it}: a feature's other files sit beside them
    (ViewControllers/GatherTimeHandler.swift, CounterView.swift beside Counter.swift);
    Networking/Models/GatherServiceModels.swift is networking code, whatever its name."""
    folders = {}
    for path in paths:
        name, role = rules.split_role(path) or (None, None)
        for feature in (name if role in SCREEN_ROLES else None, screens.get(path)):
            if feature in named:
                folders.setdefault(os.path.dirname(path), set()).add(feature)
    return folders


def view_feature(path, features, rules):
    """A feature's own view, wherever it sits: Views/CounterView.swift is Counter's."""
    name, role = rules.split_role(path) or (None, None)
    return name if role == "View" and name in features else None


# A feature's name in another form: the plural of a singular one, or the name of its view.
FORM_SUFFIXES = ("s", "es", "View")


def joined_forms(assigned, claimed, declared, rules):
    """The assignment with one screen's features made one: a screen whose files sit in a singular
    and a plural folder (Player/ and Players/), or in its own folder and its view's (Profile/ and
    ProfileView/), is the one of the two that is a screen; only when that is unambiguous: each of
    the two has no other such partner, and exactly one of them is a screen."""
    features = {name for name, rule in assigned.values() if rule is FEATURE_RULE} - claimed
    pairs = [(name, name + suffix) for name in features for suffix in FORM_SUFFIXES if name + suffix in features]
    partners = {}
    for name in (n for pair in pairs for n in pair):
        partners[name] = partners.get(name, 0) + 1
    screens = screen_features(assigned, declared, rules)
    joins = {}
    for one, other in pairs:
        if partners[one] == partners[other] == 1 and (one in screens) != (other in screens):
            joins.update({other: one} if one in screens else {one: other})
    return {path: (joins.get(name, name), rule) if rule is FEATURE_RULE else (name, rule)
            for path, (name, rule) in assigned.items()}


def screen_features(assigned, declared, rules):
    """The features that are a screen of their own: a file of theirs declares the screen, or is
    named after it with a screen's role its code does not deny (PlayerViewController.swift)."""
    found = set()
    for path, (name, rule) in assigned.items():
        split = rules.split_role(path)
        role = rules.role_from(split[1], declared.get(path), path) if split else None
        if rule is FEATURE_RULE and ((split and split[0] == name and role in rules.screen_roles)
                                     or (path in declared and declared[path].screen == name)):
            found.add(name)
    return found


def words(name):
    return re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", name)


def layer_feature(path, features, rules):
    """In a layered app (Interactors/CountriesInteractor.swift beside UI/CountriesList/), a file of a
    layer role counts for the one feature whose name and the file's name start one another, word by
    word (Countries and CountriesList); otherwise it stays in its shared folder."""
    name, role = rules.split_role(path) or (None, None)
    return word_match(name, features) if role in LAYER_ROLES else None


def word_match(name, features):
    """The one feature whose name and `name` start one another, word by word (Countries and
    CountriesList); None when none or several do."""
    mine = words(name)
    matches = [f for f in features if words(f)[:len(mine)] == mine or mine[:len(words(f))] == words(f)]
    return matches[0] if len(matches) == 1 else None


def test_module(path, modules, module_of_stem, claimed=()):
    """The module a test file tests: the source file its name names (LoginServiceTests.swift tests
    LoginService.swift), a folder named after a module, or a feature its name starts with; never by
    name a feature given with --feature (`claimed`): its tests are those below its PATH and those of
    its files."""
    tested = re.sub(r"(?:Tests?|Spec)$", "", stem(path))
    if tested in module_of_stem:
        return module_of_stem[tested]
    by_folder = {name.lower(): name for name in modules if name not in claimed}    # tests/turnips/ for Turnips
    for part in reversed(path.split(os.sep)[:-1]):
        if part.lower() in by_folder:
            return by_folder[part.lower()]
    return feature_by_prefix(tested, [m.name for m in modules.values() if m.kind == "feature" and m.name not in claimed])


def git(root, *arguments):
    """A line git prints about the checkout the tree is in; None outside git or without git."""
    try:
        completed = subprocess.run(["git", "--no-optional-locks", "-C", root, *arguments], capture_output=True, text=True)
    except OSError:
        return None
    return completed.stdout.strip() if completed.returncode == 0 else None


def checkout_of(root):
    """(repository, folder in it, commit) of the checkout the tree is in, each None when unknown."""
    revision = git(root, "rev-parse", "HEAD")
    if not revision:
        return None, None, None
    remote = git(root, "config", "--get", "remote.origin.url") or None
    if remote and remote.startswith("https://") and remote.endswith(".git"):
        remote = remote[:-len(".git")]
    folder = (git(root, "rev-parse", "--show-prefix") or "").rstrip("/") or "."
    if git(root, "status", "--porcelain", "--", "."):
        revision += " with uncommitted changes"
    return remote, folder, revision


def xcode_projects(root):
    """The .xcodeproj folders in the tree (not in Pods, Carthage…), relative to it."""
    found = []
    for directory, folders, _ in os.walk(root):
        found += [os.path.relpath(os.path.join(directory, f), root) for f in folders
                  if f.endswith(".xcodeproj") and os.path.isfile(os.path.join(directory, f, "project.pbxproj"))]
        folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS and not f.endswith((".xcassets", ".xcodeproj")))
    return sorted(found)


def compiled_files(root):
    """(projects, {relative path: True for a test target's file, False for an app target's}, local
    packages' folders) from the tree's Xcode projects; a file no target compiles is absent."""
    projects, compiled, packages = [], {}, set()
    for project in xcode_projects(root):
        try:
            found, local_packages = pbxproj.read(os.path.join(root, project))
        except ToolError as error:
            progress("module-size", f"{error}: files are read by the folder layout instead")
            continue
        projects.append(project)
        for target in found.values():
            for path in target["files"]:
                relative = os.path.relpath(path, root)
                if not relative.startswith(".."):
                    compiled[relative] = compiled.get(relative, True) and target["test"]
        packages.update(os.path.relpath(folder, root) for folder in local_packages)
    return projects, compiled, sorted(p for p in packages if not p.startswith(".."))


def manifest_readers(root, referenced):
    """{folder: (manifest, reader)} of the manifests in the tree, read as text: local packages (those
    a project references, and any Package.swift below root), Tuist and XcodeGen projects. A Tuist
    tree's own folder and plugins are tooling: a Package.swift there is no package of the app."""
    found = {folder: ("Package.swift", manifest.read_statically) for folder in set(referenced) | set(package_folders(root))}
    found.update({folder: ("Project.swift", tuist.describe if folder != "." else tuist.describe_root)
                  for folder in folders_holding(root, "Project.swift")})
    found.update({folder: (xcodegen.manifest_in(os.path.join(root, folder)), xcodegen.describe)
                  for folder in xcodegen.folders(root)})
    if is_tuist_tree(found):
        found = {f: r for f, r in found.items() if not tuist.is_tooling(os.path.join(f, r[0]))}
    return found


def is_tuist_tree(readers):
    return any(manifest == "Project.swift" for manifest, _ in readers.values())


# What a manifest read as text (Package.swift, Project.swift, project.yml or .json) can raise when it
# is not what it seems: the tree is read on without it.
MALFORMED = (RecursionError, ValueError, TypeError, AttributeError, KeyError, IndexError)


def read_manifests(root, readers, rules, unreadable=None):
    """{folder: (its targets as a model, moved under its folder; the Swift files they compile)} for
    each manifest's folder (relative to root) whose targets could be read; the folders of the others
    are read by their layout (and added to `unreadable`, when one is given, if they could not be read)."""
    found = {}
    unreadable = set() if unreadable is None else unreadable
    for folder, (name, reader) in sorted(readers.items()):
        try:
            description = reader(os.path.join(root, folder))
        except MALFORMED as error:
            # A hostile or broken manifest (nested thousands deep, truncated, of the wrong shape): one
            # line naming it, and its folder is read by the layout.
            why = "nested too deeply" if isinstance(error, RecursionError) else f"{type(error).__name__}: {error}"
            progress("module-size", f"cannot read {os.path.normpath(os.path.join(root, folder, name))}: {why}: "
                                    "its folder is read by its layout instead")
            unreadable.add(folder)      # not read: no output names it as read
            continue
        if not description["targets"]:
            continue
        app = package_reader.from_description(description, os.path.join(root, folder), rules)
        found[folder] = (app.moved_under(folder), {os.path.normpath(os.path.join(folder, f))
                                                   for f in package_reader.target_files(description)})
    return found


def load(root, rules, feature_specs=()):
    root = os.path.abspath(root)
    if not os.path.isdir(root):
        raise ToolError(f"{root} is not a folder")
    projects, compiled, referenced = compiled_files(root)
    readers = manifest_readers(root, referenced)
    unreadable = set()
    manifests = read_manifests(root, readers, rules, unreadable)
    files, in_manifests = files_outside_manifests(root, readers, manifests)
    claimed = set().union(*(targets for _, targets in manifests.values()))
    # An app's own files below the package it builds from (isowords' App/ below its Package.swift):
    # no target of the package compiles them, a project does.
    files += [p for p in in_manifests if p not in claimed and p in compiled]
    in_manifests = [p for p in in_manifests if p in claimed or p not in compiled]
    if projects:
        # A test helper an app target compiles (a Mock… for previews) is test code all the same.
        app_files = [p for p in files if compiled.get(p) is False and not is_test_helper(p)]
        tested = [p for p in files if p in compiled and (compiled[p] or is_test_helper(p))]
    else:
        app_files = [p for p in files if not is_test_code(p)]
        tested = [p for p in files if is_test_code(p)]
    if not app_files and not manifests:
        raise ToolError(f"{root} has no Swift source files (outside test folders)" if not projects else
                        f"no target of {', '.join(projects)} compiles a Swift file in {root}")
    overrides = feature_overrides.parse(feature_specs, root)
    modules, test_files = folder_modules(app_files, tested, rules, overrides, declarations.read(root, app_files, rules))
    local = [app for app, _ in manifests.values()]
    one_module_per_file([m for app in local for m in app.modules])
    for app, _ in manifests.values():
        # A target of no Swift file is left out, but a C or Objective-C target (RSDatabaseObjC) is a module.
        app.modules = [m for m in app.modules if m.sources or cfamily.holds_files(root, m.path)]
    # The manifests that name a feature of the authors' (3dollars-in-my-pocket's Modules/Feature/Home).
    with_features = {folder for folder, (app, _) in manifests.items() if any(m.kind == "feature" for m in app.modules)}
    for folder, (app, _) in manifests.items():
        # A generated project's framework may hold the app's screens (Bitwarden's AuthenticatorShared)
        # where the manifests name no feature; a package's targets are its authors' modules, and so are
        # a generated project's frameworks once its manifests name features of their own.
        generated = readers[folder][1] is not manifest.read_statically
        split_app_targets(app, rules, overrides, ("executable", "library") if generated and not with_features
                          else ("executable",))
        if generated and with_features:
            frameworks_beside_features(app, folder, with_features, rules)
    not_compiled = [p for p in files if p not in compiled] if projects else []
    tree = App(name=os.path.basename(root), root=root, rules=rules,
               modules=list(modules.values()) + [m for app in local for m in app.modules],
               test_targets=[t for app in local for t in app.test_targets],
               system_targets=[t for app in local for t in app.system_targets],
               other_targets=[t for app in local for t in app.other_targets],
               test_files=test_files + [t for app in local for t in app.test_files], source=SOURCE_TREE,
               from_manifest=False, xcode_projects=projects,
               manifests=[os.path.normpath(os.path.join(f, r[0])) for f, r in sorted(readers.items())
                          if f not in unreadable],
               not_compiled=not_compiled + [p for p in in_manifests if p not in claimed],
               **dict(zip(("repository", "folder", "revision"), checkout_of(root))))
    # The manifests' modules too: --feature is the user's word over every reader's.
    tree = feature_overrides.apply(tree, overrides)
    for module in tree.modules:
        # A manifest's target below Scripts/ or a hidden folder (.tuist-bin/Package.swift) is tooling too.
        if module.path and is_tooling(os.path.join(module.path, "")):
            module.kind = TOOLING_RULE.kind
    tree.modules = sorted(unique_names(tree.modules), key=lambda m: (rules.table_rank(m.kind), m.name.lower()))
    return tree


def one_module_per_file(modules):
    """A file that several targets compile (an extension's code its app compiles too) counts once:
    for the target whose folder is nearest to it."""
    owners = {}
    for module in modules:
        for source in module.sources:
            owner = owners.get(source)
            if owner is None or (len(module.path) > len(owner.path) and is_under(source, module.path)):
                owners[source] = module
    for module in modules:
        module.sources = [s for s in module.sources if owners[s] is module]


def unique_names(modules):
    """The modules, a name that two of them bear (an App folder in two targets) followed by its path."""
    counts = {}
    for module in modules:
        counts[module.name] = counts.get(module.name, 0) + 1
    for module in modules:
        if counts[module.name] > 1:
            module.name = f"{module.name} ({module.path or '.'})"
    return modules


def files_outside_manifests(root, readers, manifests):
    """(the tree's Swift files no manifest places, those below a manifest's folder); Tuist's tooling
    and manifests are neither."""
    outside, inside = [], []
    for path in swift_files(root):
        if not (is_tuist_tree(readers) and tuist.is_manifest_or_tooling(path)):
            (inside if deepest(path, manifests) else outside).append(path)
    return outside, inside


def folder_modules(app_files, tested, rules, overrides, declared=None, base=None):
    """({name: module} of the app files grouped by the layout, [TestFile] of the test files, each
    with the module it tests); `declared`: what each app file's code declares; `base` as
    assign_modules takes it."""
    declared = declared or {}
    assigned = assign_modules(app_files, rules, overrides, declared, base)
    modules = {}
    for path in app_files:
        name, rule = assigned[path]
        module = modules.get(name)
        if module is None:
            module = modules[name] = Module(name=name, path="", kind=rule.kind, dependencies=[], sources=[],
                                            rule=rule, rules=rules, compiled_apart=False)
        module.sources.append(path)
        if path in declared:
            module.declared[path] = declared[path]
    for module in modules.values():
        module.path = os.path.commonpath(module.sources) if len(module.sources) > 1 else os.path.dirname(module.sources[0])
    module_of_stem = {stem(p): assigned[p][0] for p in app_files}
    # Test support is no module a test tests by its folder (DuckDuckGoTests/, 441 tests beside 13 lines).
    testable = {n: m for n, m in modules.items() if m.kind != TEST_SUPPORT_RULE.kind}
    test_files = []
    for path in tested:
        folder = deepest(path, overrides)
        module = (overrides[folder] if folder is not None and overrides[folder] in modules
                  else test_module(path, testable, module_of_stem, set(overrides.values())))
        test_files.append(TestFile(path, module))
    return modules, test_files


def split_app_targets(app, rules, overrides=None, kinds=("executable",)):
    """An app target of a manifest whose folders hold two features or more (its screens in folders)
    is read by its layout, as a package whose code is one target is: its folders become modules,
    and its test targets' files count for the module each names (never by name a --feature NAME).
    `kinds`: the kinds of target that may be such an app, a generated project's framework too."""
    for target in [m for m in app.modules if m.kind in kinds]:
        base = own_folder(target)
        if features_held(target, rules, base) < 2:
            continue
        tests = [t for t in app.test_files if t.target in target.test_targets]
        # Its folders are read from its own (App/Targets/Dex/Sources/Network/ is the module Network).
        parts, named = folder_modules(target.sources, [t.path for t in tests], rules, overrides or {}, target.declared,
                                      base)
        for test_file, found_module in zip(tests, named):
            test_file.module = found_module.module
        app.modules = [m for m in app.modules if m is not target] + list(parts.values())


def own_folder(target):
    """The folder a target's files are read from: its own, when it has one below the tree's root."""
    return target.path if target.path not in ("", ".") else None


def features_held(target, rules, base=None):
    """How many features the layout finds in a target's files."""
    found = assign_modules(target.sources, rules, {}, target.declared, base)
    return sum(1 for _, rule in set(found.values()) if rule.kind == "feature")


def frameworks_beside_features(app, folder, with_features, rules):
    """A generated project's framework that holds two screens or more, in a folder beside a feature's
    manifest (Modules/Feature/Membership beside Modules/Feature/Home), is a feature of the authors'
    as its manifest names it, whole; one beside shared code (Modules/Core/DesignSystem with its
    LoadingView and ToastView) stays the library it is."""
    parent = os.path.dirname(folder)
    if not any(os.path.dirname(other) == parent for other in with_features if other != folder):
        return
    for module in app.modules:
        if module.kind == "library" and features_held(module, rules, own_folder(module)) >= 2:
            module.kind = "feature"
