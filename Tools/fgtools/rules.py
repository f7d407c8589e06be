"""The rules the tools check and the words they share (module kinds, layers), read from
one declared file: Tools/architecture-rules.json, or another one given with --rules."""
import json
import os
import re
from dataclasses import dataclass

from .common import ToolError

DEFAULT_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "architecture-rules.json")
ANYTHING = "anything"


def is_under(path, folder):
    """True for the folder itself and anything below it."""
    path, folder = path.strip("/"), folder.strip("/")
    return path == folder or path.startswith(folder + "/")


@dataclass(frozen=True)
class KindRule:
    kind: str
    target_type: str = None
    names: tuple = None
    under: str = None
    may_depend_on: object = None       # None (not checked), ANYTHING, or a tuple of module names and kinds
    grouped: bool = False
    about: str = ""

    def matches(self, target):
        if self.target_type is not None and target.get("type") != self.target_type:
            return False
        if self.names is not None and target["name"] not in self.names:
            return False
        return self.under is None or is_under(target.get("path", ""), self.under)

    def group_of(self, path):
        """The folder right below `under` (a store's backend), when the kind is grouped."""
        if not self.grouped or not self.under:
            return None
        rest = path.strip("/")[len(self.under.strip("/")):].strip("/")
        return rest.split("/")[0] if rest else None


FALLBACK = KindRule(kind="library", about="matches no entry of the rules")


@dataclass(frozen=True)
class WordsAllowance:
    """Where a literal with letters outside Wording is no words a user reads (the rules' `features.words.allowed`):
    `before` matches the end of the code before it on its line, `after` the start of the code after it, `literal`
    its own text whole; each only when given."""
    category: str
    why: str
    before: object = None     # compiled regular expressions, or None
    after: object = None
    literal: object = None

    def allows(self, own, before, after):
        return ((self.before is None or self.before.search(before) is not None)
                and (self.after is None or self.after.match(after) is not None)
                and (self.literal is None or self.literal.fullmatch(own) is not None))


@dataclass(frozen=True)
class WordsRule:
    """Every sentence a user reads is in Wording (the rules' `features.words`): in a file of a module of the
    `kinds` whose layer is none of the `wording_roles`, a string literal whose own text holds a letter, once
    `not_letters` (escapes, format specifiers) are taken out, is words, unless an allowance's category or an
    exception (a file and the literals it may hold) names it."""
    kinds: tuple
    wording_roles: tuple
    not_letters: object
    allowed: tuple
    exceptions: dict          # {file: ({own text}, why)}

    def reads_as_words(self, own):
        return any(character.isalpha() for character in self.not_letters.sub("", own))

    def allowance(self, source, own, before, after):
        """The category or exception that allows the literal, or None when it is words out of place."""
        excepted = self.exceptions.get(source)
        if excepted and own in excepted[0]:
            return "exception"
        return next((a.category for a in self.allowed if a.allows(own, before, after)), None)


@dataclass(frozen=True)
class PatternLab:
    """One screen in several patterns, measured side by side (the rules' `pattern_lab`): VIPER's
    feature `viper`, and every target of kind `kind`, each named by what follows the feature's name
    (GatherMVC is MVC); `behaviour_suite` the test target that plays every behaviour on each of them,
    and `scoring_rule` the file of each target that holds the rule a change of the score goes through
    (touched to time the rebuild). `shared` is the target they all share, shown once on a row of its
    own, or None when the rules name none (this package's patterns share Presentation, as every screen
    does; another package may declare a target of their own). `shared_code` names the files (globs from
    the package's root) of the code every pattern uses inside targets shared with other screens (the
    match model in Domain, the match screen's parts of Presentation): counted on a row of their own."""
    viper: str
    viper_name: str
    kind: str
    shared: object              # a target's name, or None
    behaviour_suite: str
    scoring_rule: dict
    shared_code: tuple = ()

    def pattern_name(self, target):
        """VIPER for the feature; MVC for GatherMVC; the target's own name when it does not start with it."""
        if target == self.viper:
            return self.viper_name
        rest = target[len(self.viper):] if target.startswith(self.viper) else ""
        return rest if rest[:1].isupper() else target

    def scoring_rule_of(self, target):
        """The file (relative to the package) declared for a target, or None when none is declared."""
        return self.scoring_rule.get(target)


@dataclass(frozen=True)
class DeclaredRole:
    """A role a file plays by what its code declares (layers.declared.roles): a top-level type of
    one of `kinds`, named with one of `named_ending`, and marked by one of `attributes`,
    `supertypes` or a supertype's `supertypes_ending` (each condition only when given); or `code`
    matched anywhere in the file's code."""
    role: str
    kinds: tuple = ()
    named_ending: tuple = ()
    attributes: tuple = ()
    supertypes: tuple = ()
    supertypes_ending: tuple = ()
    code: object = None         # a compiled regular expression, or None

    def matches(self, kind, name, attributes, supertypes):
        """True for a declaration (`struct`, its name, its attributes, what it inherits or conforms to)."""
        marked = self.attributes or self.supertypes or self.supertypes_ending
        if not (marked or self.kinds or self.named_ending):
            return False
        if self.kinds and kind not in self.kinds:
            return False
        if self.named_ending and not self.ending_of(name):
            return False
        return not marked or bool(set(attributes) & set(self.attributes) or set(supertypes) & set(self.supertypes)
                                  or any(s.endswith(e) for s in supertypes for e in self.supertypes_ending))

    def ending_of(self, name):
        """The longest of `named_ending` the name ends with (and is more than), else None."""
        return max((e for e in self.named_ending if name.endswith(e) and len(name) > len(e)), key=len, default=None)


class Rules:
    def __init__(self, data, source):
        self.source = source
        try:
            self._read(data)
        except (KeyError, TypeError, ValueError, AttributeError, re.error) as error:
            raise ToolError(f"{source} is not a valid rules file: {type(error).__name__} {error}") from error

    def _read(self, data):
        self.not_app_code = strings(data["not_app_code"]["under"])
        kinds = data["kinds"]
        self.kinds = [kind_rule(entry) for entry in kinds["match_order"]]
        self.table_order = strings(kinds["table_order"])
        declared = {rule.kind for rule in self.kinds}
        for rule in self.kinds:
            if isinstance(rule.may_depend_on, str) and rule.may_depend_on != ANYTHING:
                raise ValueError(f"may_depend_on of {rule.kind} is {rule.may_depend_on!r}: a list or \"{ANYTHING}\"")
        if "feature" not in declared:
            raise ValueError("no kind \"feature\" in kinds.match_order")
        layers = data["layers"]
        self.viper_roles = strings(layers["viper"])
        self.other_roles = strings(layers["other_patterns"])
        self.role_aliases = {str(spelling): str(role) for spelling, role in layers.get("aliases", {}).items()}
        unknown = sorted(set(self.role_aliases.values()) - set(self.viper_roles + self.other_roles))
        if unknown:
            raise ValueError(f"aliases name roles {unknown} that are neither layers.viper nor layers.other_patterns")
        # Longest first: "ViewController" must win over "Controller" and "View".
        self.roles_longest_first = sorted(self.viper_roles + self.other_roles + list(self.role_aliases),
                                          key=len, reverse=True)
        sections = layers.get("sections", {})
        self.sectioned_layers = strings(sections.get("in", []))
        self.section_aliases = {str(mark): str(role) for mark, role in sections.get("aliases", {}).items()}
        self.companion_separator = layers["companion_separator"]
        self.feature_named_file = layers.get("feature_named_file")
        declared_by_code = layers.get("declared", {})
        self.declared_roles = [declared_role(entry) for entry in declared_by_code.get("roles", [])]
        self.screen_roles = strings(declared_by_code.get("screens", []))
        self.only_when_declared = strings(declared_by_code.get("only_when_declared", []))
        unknown = sorted(({r.role for r in self.declared_roles} | set(self.screen_roles + self.only_when_declared))
                         - set(self.viper_roles + self.other_roles))
        if unknown:
            raise ValueError(f"layers.declared names roles {unknown} that are neither layers.viper nor layers.other_patterns")
        features = data["features"]
        self.role_file_template = template(features["role_file"], "{feature}", "{role}")
        self.protocol_templates = [template(t, "{feature}") for t in strings(features["protocols"])]
        self.test_target_template = template(features["test_target"], "{feature}")
        self.test_target_free_of = strings(features.get("test_target_free_of", {}).get("kinds", []))
        contract = features.get("contract", {})
        self.contract_file_template = template(contract["file"], "{feature}") if contract else None
        shape = features.get("one_shape", {})
        self.text_parameter_names = strings(shape.get("text_parameter_names", []))
        self.line_allowed_in = strings(shape.get("line_allowed_in", []))
        self.unthrown_answers = {str(name): str(why) for name, why in shape.get("unthrown_answers", {}).items()}
        self.service_error_free_roles = strings(shape.get("service_error_free_roles", []))
        self.service_free_roles = strings(features["service_free_roles"])
        self.words = words_rule(features["words"]) if "words" in features else None
        self.live_defaults = {str(pattern): str(reason) for pattern, reason in features.get("live_defaults", {}).items()
                              if pattern != "about"}
        unknown = sorted(set(self.service_free_roles) - set(self.viper_roles))
        if unknown:
            raise ValueError(f"service_free_roles {unknown} are not layers.viper roles")
        self.imported_dependency_kinds = strings(features.get("dependencies_imported", []))
        self.service_kinds = strings(data["services"]["declared_by"])
        unknown = sorted(set(self.imported_dependency_kinds + self.service_kinds + self.test_target_free_of) - declared)
        if unknown:
            raise ValueError(f"features.dependencies_imported, features.test_target_free_of or services.declared_by "
                             f"name kinds {unknown} that are not in kinds.match_order")
        self.pattern_lab = pattern_lab(data["pattern_lab"], declared) if "pattern_lab" in data else None
        code = data["code"]
        self.code_under = strings(code["under"])
        self.max_code_lines = int(code["max_code_lines"])
        self.forbidden = {str(name): str(reason) for name, reason in code["forbidden"].items()}

    # Modules and kinds

    def is_app_code(self, path):
        return not any(is_under(path, folder) for folder in self.not_app_code)

    def kind_rule(self, target):
        return next((rule for rule in self.kinds if rule.matches(target)), FALLBACK)

    def table_rank(self, kind):
        return self.table_order.index(kind) if kind in self.table_order else len(self.table_order)

    # Layers

    def layer_of(self, filename):
        """The role a file plays, from its name: LoginPresenter.swift and its companion
        LoginPresenter+Errors.swift are Presenter; None when it has none."""
        split = self.split_role(filename)
        return split[1] if split else None

    def split_role(self, filename):
        """(name, role) of a role file — the name Login and the role Model for LoginModels.swift — else None."""
        stem = os.path.basename(filename)
        stem = stem[:-len(".swift")] if stem.endswith(".swift") else stem
        stem = stem.split(self.companion_separator, 1)[0]
        for spelling in self.roles_longest_first:
            if stem.endswith(spelling) and len(stem) > len(spelling) and stem[0].isupper():
                return stem[:-len(spelling)], self.role_aliases.get(spelling, spelling)
        return None

    def layer_in_feature(self, filename, feature):
        """The role of a feature's file: as layer_of, and the file named just like the feature
        (Home.swift in HomeFeature: its state and actions) plays `feature_named_file`."""
        stem = os.path.basename(filename)
        stem = stem[:-len(".swift")] if stem.endswith(".swift") else stem
        if self.feature_named_file and stem.split(self.companion_separator, 1)[0] == feature:
            return self.feature_named_file
        return self.layer_of(filename)

    def role_from(self, by_name, declared, filename=None):
        """The role of a file whose name says `by_name` and whose code declares `declared`
        (declarations.Declared, None when it was not read): what the code declares wins; a role of
        `only_when_declared` (Reducer) is played only when the code declares it, or when the file's
        name spells the role itself (GatherStoreReducer+Score.swift, not HomeCore.swift nor Home.swift);
        an extension of a type the app does not declare (UIViewController+Alert.swift) plays none."""
        if declared is None:
            return by_name
        if declared.foreign_companion:
            return None
        if declared.role:
            return declared.role
        if by_name in self.only_when_declared and not (filename and self.spells_role(filename, by_name)):
            return None
        return by_name

    def spells_role(self, filename, role):
        """True when the file's name ends with the role as the role itself is spelt (LoginReducer.swift
        and its companion LoginReducer+Score.swift for Reducer), not as an alias spells it (LoginCore)."""
        stem = os.path.basename(filename)
        stem = stem[:-len(".swift")] if stem.endswith(".swift") else stem
        stem = stem.split(self.companion_separator, 1)[0]
        return self.split_role(stem) == (stem[:-len(role)], role) and stem.endswith(role)

    def layer_of_section(self, mark, file_layer):
        """The layer a `// MARK:` section of a sectioned file counts in: the role its mark names
        (or an alias of one), else the file's own layer."""
        role = self.section_aliases.get(mark, mark)
        return role if role in self.viper_roles or role in self.other_roles else file_layer

    @property
    def layer_columns(self):
        return self.viper_roles + sorted(self.other_roles) + ["Other"]

    def layer_order(self, seen):
        """The columns of a per-layer table: VIPER roles in their order, other roles, then Other."""
        seen = set(seen)
        ordered = [layer for layer in self.viper_roles if layer in seen]
        return ordered + sorted(seen - set(self.viper_roles) - {"Other"}) + (["Other"] if "Other" in seen else [])

    # Features

    def role_file(self, feature, role):
        return self.role_file_template.replace("{feature}", feature).replace("{role}", role)

    def contract_file(self, feature):
        """The feature's contract file, or None when the rules name none."""
        return self.contract_file_template.replace("{feature}", feature) if self.contract_file_template else None

    def protocols(self, feature):
        return [t.replace("{feature}", feature) for t in self.protocol_templates]

    def test_target(self, feature):
        return self.test_target_template.replace("{feature}", feature)

    # Code

    def is_checked_code(self, path):
        return path.endswith(".swift") and any(is_under(path, folder) for folder in self.code_under)


def strings(value):
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise TypeError(f"expected a list of strings, got {value!r}")
    return list(value)


def template(value, *placeholders):
    if not isinstance(value, str) or not all(p in value for p in placeholders):
        raise ValueError(f"{value!r} must contain {', '.join(placeholders)}")
    return value


def words_rule(entry):
    def pattern(allowance, key):
        return re.compile(allowance[key]) if key in allowance else None
    allowed = tuple(WordsAllowance(category=str(a["category"]), why=str(a["why"]), before=pattern(a, "before"),
                                   after=pattern(a, "after"), literal=pattern(a, "literal")) for a in entry["allowed"])
    exceptions = {}
    for exception in entry.get("exceptions", []):
        exceptions[str(exception["file"])] = (set(strings(exception["literals"])), str(exception["why"]))
    return WordsRule(kinds=tuple(strings(entry["kinds"])), wording_roles=tuple(strings(entry["wording_roles"])),
                     not_letters=re.compile(entry["not_letters"]), allowed=allowed, exceptions=exceptions)


def kind_rule(entry):
    may = entry.get("may_depend_on")
    return KindRule(
        kind=entry["kind"],
        target_type=entry.get("target_type"),
        names=tuple(strings(entry["names"])) if "names" in entry else None,
        under=entry.get("under"),
        may_depend_on=tuple(strings(may)) if isinstance(may, list) else may,
        grouped=bool(entry.get("grouped", False)),
        about=entry.get("about", ""),
    )


def pattern_lab(entry, kinds):
    """The `pattern_lab` entry; its `kind` must be one of kinds.match_order, its `shared` is optional."""
    if entry["kind"] not in kinds:
        raise ValueError(f"pattern_lab.kind {entry['kind']!r} is not a kind of kinds.match_order")
    rules_of = entry.get("scoring_rule", {})
    scoring = {str(target): path for target, path in rules_of.items() if target != "about"}
    for target, path in scoring.items():
        if not isinstance(path, str) or not path.endswith(".swift"):
            raise ValueError(f"pattern_lab.scoring_rule of {target} is {path!r}: a Swift file's path in the package")
    shared = entry.get("shared")
    return PatternLab(viper=str(entry["viper"]), viper_name=str(entry.get("viper_name", "VIPER")), kind=entry["kind"],
                      shared=None if shared is None else str(shared), behaviour_suite=str(entry["behaviour_suite"]),
                      scoring_rule=scoring, shared_code=tuple(strings(entry.get("shared_code", {}).get("files", []))))


def declared_role(entry):
    code = entry.get("code")
    return DeclaredRole(
        role=str(entry["role"]),
        **{key: tuple(strings(entry[key])) for key in ("kinds", "named_ending", "attributes", "supertypes",
                                                         "supertypes_ending") if key in entry},
        code=re.compile(code, re.MULTILINE) if code else None,
    )


def load(path=None):
    path = path or DEFAULT_PATH
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except OSError as error:
        raise ToolError(f"cannot read the rules file {path}: {error.strerror}") from error
    except json.JSONDecodeError as error:
        raise ToolError(f"{path} is not valid JSON: {error}") from error
    return Rules(data, path)
