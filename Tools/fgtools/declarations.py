"""What a Swift file's code declares, for what its name cannot say: the role it plays (a `UIView`
subclass is a View, whatever the file is called) and the screen it makes (`@Reducer struct Counter`
is the screen Counter), by the rules' `layers.declared`.

Only the types declared at the top level are read — at the start of a line, in code (comments and
string literals blanked) — with their attributes and what they inherit or conform to: a reducer
nested in another (`@Reducer enum Destination`) is part of that screen, not one of its own. Each file
is read once, with one pass of a regular expression: reading an app of 150 000 lines costs well
under a second."""
import os
import re
from dataclasses import dataclass

from .files import read_checked
from .lines import code_only
from .names import stem

# At most MAX_ATTRIBUTES attributes and MAX_MODIFIERS modifiers: a try from one line start can then not
# run on through every following line of attributes (or of `public`), which made a hostile file's
# reading quadratic.
MAX_ATTRIBUTES, MAX_MODIFIERS = 16, 8
TOP_LEVEL_TYPE = re.compile(
    r"^((?:@[A-Za-z_][\w.]*(?:\([^()\n]*\))?\s+){0,%d})" % MAX_ATTRIBUTES +     # attributes, on lines of their own too
    r"(?:(?:public|internal|package|private|fileprivate|open|final|nonisolated|indirect)\s+){0,%d}" % MAX_MODIFIERS +
    r"(class|struct|enum|actor|typealias|extension)\s+([A-Za-z_][\w.]*)"
    r"(\s*<[^>{\n]*>)?"                                                   # generic parameters
    r"(?:[ \t]*:[ \t]*([^{\n]*))?",                                      # what it inherits or conforms to
    re.MULTILINE)
ATTRIBUTE = re.compile(r"@([A-Za-z_][\w.]*)")
NAME = re.compile(r"[A-Za-z_]\w*")


@dataclass(frozen=True)
class Declared:
    role: str = None                # the role its declarations play, None when they say none
    screen: str = None              # the screen a declaration names (PlayerList for PlayerListFeature)
    types: frozenset = frozenset()  # the types it declares at the top level, aliases too (not those it extends)
    # A companion of a type the app does not declare (UIViewController+Alert.swift, or a file named
    # just like the framework's type it extends, UIViewController.swift): its name says no role and
    # no screen.
    foreign_companion: bool = False
    extends: frozenset = frozenset()    # the types it extends at the top level
    # The generic types it declares at the top level (AnyCoordinator<Route, Event>): each wraps what
    # it is given, so neither its code nor its file's name names a screen.
    generic: frozenset = frozenset()


NOTHING = Declared()


def read(root, paths, rules):
    """{path: Declared} of the Swift files at `paths` (relative to root), each read once; a file that
    cannot be read, or is skipped (files.read_checked: too large, not text), is left out (its name
    alone will speak)."""
    found = {}
    for path in paths:
        text, skipped = read_checked(os.path.join(root, path))
        if not skipped:
            found[path] = of_code(code_only(text), rules)
    own = set().union(*(d.types for d in found.values())) if found else set()
    for path, declared in found.items():
        base = stem(path).split(rules.companion_separator, 1)
        extends_by_name = len(base) == 1 and base[0] in declared.extends
        # A companion that extends a type of the app (GatherStoreReducer+Clock.swift extending
        # GatherReducer) is the app's own, whatever its file is called.
        if (len(base) == 2 or extends_by_name) and not declared.types and base[0] not in own and not declared.extends & own:
            found[path] = Declared(declared.role, None, declared.types, True, declared.extends, declared.generic)
    return found


def of_code(code, rules):
    """What one file's code (comments and strings blanked) declares."""
    found = TOP_LEVEL_TYPE.findall(code)
    declarations = [(kind, name.split(".")[-1], set(ATTRIBUTE.findall(attributes)), supertypes_of(inherited or ""))
                    for attributes, kind, name, _, inherited in found]
    # A generic type (`struct SelectionSounds<Base: Reducer>`) wraps what it is given: no screen.
    generic = {name.split(".")[-1] for _, _, name, parameters, _ in found if parameters}
    types = frozenset(name for kind, name, _, _ in declarations if kind != "extension")
    extends = frozenset(name for kind, name, _, _ in declarations if kind == "extension")
    role = screen = None
    for rule in rules.declared_roles:
        matching = [d for d in declarations if rule.matches(*d)]
        declaration = next((d for d in matching if d[1] not in generic), matching[0] if matching else None)
        if declaration is None and not (rule.code and rule.code.search(code)):
            continue
        role = rule.role
        screen = (screen_named(rule, declaration[1], rules)
                  if declaration and rule.role in rules.screen_roles and declaration[1] not in generic else None)
        break
    return (Declared(role, screen, types, extends=extends, generic=frozenset(generic) & types)
            if role or types or extends else NOTHING)


def supertypes_of(inherited):
    """The names a declaration inherits or conforms to, each without its module or generic
    arguments: `ComposableArchitecture.Reducer, @unchecked Sendable` gives Reducer and Sendable."""
    inherited = without_generic_arguments(re.split(r"\bwhere\b", inherited)[0])
    names = []
    for part in inherited.split(","):
        found = NAME.findall(part.split(".")[-1])
        if found:
            names.append(found[-1])
    return names


def without_generic_arguments(text):
    """The text without its `<…>`, nested ones too (`Reducer<State<A>, B>` is `Reducer`), in one
    pass; a `<` never closed stays, with what follows it."""
    kept, opened = [], []
    for character in text:
        if character == "<":
            opened.append(len(kept))
        elif character == ">" and opened:
            del kept[opened.pop():]
            continue
        kept.append(character)
    return "".join(kept)


def screen_named(rule, name, rules):
    """The screen a type of a screen role names: its name less the role (SettingsVM, SettingsViewModel
    and SettingsFeature are Settings); None for a part of something else (a cell's presenter)."""
    ending = rule.ending_of(name)
    split = rules.split_role(name)
    screen = name[:-len(ending)] if ending else split[0] if split else name
    return None if rules.layer_of(screen) else screen
