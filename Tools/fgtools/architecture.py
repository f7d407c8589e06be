"""The architecture rules of the rules file, checked on the package description and on
the code of every module; and the module graph as Mermaid.

Each problem is one line that starts with the file it is about (Package.swift for a
declared dependency, a module folder for a missing file) and says the rule it breaks."""
import os
import re

from .files import read_source
from .lines import code_only, count_code_lines, line_numbers, string_literals
from .rules import ANYTHING

IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)")
PROTOCOL = re.compile(r"\bprotocol\s+([A-Za-z_][A-Za-z0-9_]*)")
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def import_lines(text):
    """(line number, module) for every import in the code (not in comments or strings)."""
    found = []
    for number, line in enumerate(code_only(text).splitlines(), start=1):
        match = IMPORT.match(line)
        if match:
            found.append((number, match.group(1)))
    return found


def imports_of(text):
    return sorted({module for _, module in import_lines(text)})


def declared_protocols(text):
    return PROTOCOL.findall(code_only(text))


def first_uses(text, wanted):
    """{identifier: the line it is first used on} for the wanted identifiers, in code only."""
    found = {}
    for number, line in enumerate(code_only(text).splitlines(), start=1):
        for name in IDENTIFIER.findall(line):
            if name in wanted:
                found.setdefault(name, number)
    return found


def construct_pattern(construct):
    """`@convention(c)` also matches `@convention( c )`; a word matches as a whole word."""
    tokens = re.findall(r"\w+|\S", construct)
    pattern = r"\s*".join(re.escape(token) for token in tokens)
    if re.match(r"\w", construct):
        pattern = r"(?<![\w@])" + pattern
    if re.search(r"\w$", construct):
        pattern += r"(?!\w)"
    return re.compile(pattern)


class Sources:
    """The text of the package's files, each read once."""

    def __init__(self, root):
        self.root = root
        self.texts = {}

    def text(self, relative):
        if relative not in self.texts:
            self.texts[relative] = read_source(os.path.join(self.root, relative))
        return self.texts[relative]


def check(package):
    """The broken rules, one line each (empty when all hold)."""
    sources = Sources(package.root)
    problems = []
    for module in package.modules:
        problems += dependency_problems(package, module, sources)
    problems += feature_problems(package, sources)
    for module in package.modules:
        if package.rules.words and module.rule.kind in package.rules.words.kinds:
            problems += words_problems(package, module, sources)
    problems += code_problems(package, sources)
    return problems


# What the rules reach: another package's modules and files may lie outside every rule

SAMPLE = 5


def scope(package):
    """Which modules and files the rules check here. The kinds' rules match by folder and name, and the
    code rules read only their folders, so on another package's layout much may go unchecked."""
    rules = package.rules
    dependencies = [m.name for m in package.modules if m.rule.may_depend_on is not None]
    features = [m.name for m in package.modules if m.rule.kind == "feature"]
    files = [s for m in package.modules for s in m.sources]
    checked = [s for s in files if rules.is_checked_code(s)]
    unchecked_modules = [m.name for m in package.modules if m.name not in dependencies and m.name not in features
                         and not any(rules.is_checked_code(s) for s in m.sources)]
    return {"modules": len(package.modules), "dependency_rules": dependencies, "feature_rules": features,
            "code_folders": rules.code_under, "code_files": len(checked),
            "unchecked_modules": unchecked_modules, "unchecked_files": [s for s in files if s not in checked]}


def scope_text(found):
    """What was checked, and what was not: one line each."""
    folders = ", ".join(f"{folder}/" for folder in found["code_folders"])
    lines = [f"checked: the dependency rules of {len(found['dependency_rules'])} of {found['modules']} modules, "
             f"the feature rules of {len(found['feature_rules'])} features, file size and forbidden constructs in "
             f"{found['code_files']} files under {folders}"]
    if found["unchecked_modules"]:
        names = found["unchecked_modules"]
        lines.append(f"not checked: {len(names)} module(s) no rule reaches (no dependency rule, not a feature by the "
                     f"rules' folders, no file under {folders}): {sample(names)}")
    if found["unchecked_files"]:
        files = found["unchecked_files"]
        lines.append(f"not checked: {len(files)} Swift file(s) outside {folders} (file size, forbidden constructs): "
                     f"{sample(files)}")
    return lines


def sample(items):
    return ", ".join(items[:SAMPLE]) + (f", … ({len(items) - SAMPLE} more)" if len(items) > SAMPLE else "")


# Dependencies: declared in Package.swift and imported by the code

def allowed(package, module, other):
    """Whether `module` may depend on `other` (a name of this package or not)."""
    may = module.rule.may_depend_on
    if may is None or may == ANYTHING:
        return True
    return other in may or package.kind_of(other) in may


def rule_text(package, module):
    article = "an" if module.kind[:1] in "aeiou" else "a"
    subject = module.name if module.rule.names else f"{article} {module.kind} module"
    may = module.rule.may_depend_on
    kinds = {rule.kind for rule in package.rules.kinds}
    listed = [f"{entry} targets" if entry in kinds else entry for entry in may]
    return f"{subject} may depend on {', '.join(listed) if listed else 'nothing'}"


def described(package, name):
    kind = package.kind_of(name)
    if kind:
        return f"{name} ({kind})"
    if name in package.other_targets:
        return f"{name} (not the app's code)"
    return name


def dependency_problems(package, module, sources):
    may = module.rule.may_depend_on
    if may is None or may == ANYTHING:
        return []
    problems = []
    for dependency in module.dependencies:
        if not allowed(package, module, dependency):
            problems.append(f"Package.swift: {module.name} depends on {described(package, dependency)}; "
                            f"rule: {rule_text(package, module)}")
    own_targets = set(package.system_targets) | set(package.other_targets) | {m.name for m in package.modules}
    for source in module.sources:
        for number, imported in import_lines(sources.text(source)):
            if imported != module.name and imported in own_targets and not allowed(package, module, imported):
                problems.append(f"{source}:{number}: imports {described(package, imported)}; "
                                f"rule: {rule_text(package, module)}")
    return problems


# Features: role files, protocols, test target, the service interfaces it uses, no service outside the Interactor

def service_protocols(package, sources):
    """The protocols declared by the modules of the kinds `services.declared_by` names (the service interfaces)."""
    kinds = package.rules.service_kinds
    found = set()
    for module in package.modules:
        if module.kind in kinds:
            for source in module.sources:
                found.update(declared_protocols(sources.text(source)))
    return found


def feature_problems(package, sources):
    features = [m for m in package.modules if m.rule.kind == "feature"]
    if not features:
        return []
    services = service_protocols(package, sources)
    problems = []
    if not services:
        kinds = ", ".join(package.rules.service_kinds)
        problems.append(f"Package.swift: no {kinds} module declares a protocol; "
                        f"rule: the service protocols are declared in the {kinds} modules")
    graph = dependency_graph(package)
    for feature in features:
        problems += shape_problems(package, feature, sources)
        problems += test_target_problems(package, feature, graph)
        problems += one_shape_problems(package, feature, sources)
        problems += imported_dependency_problems(package, feature, sources)
        problems += service_problems(package, feature, sources, services)
    return problems


def imported_dependency_problems(package, feature, sources):
    """A feature's dependencies of the kinds `features.dependencies_imported` names (the service interfaces)
    are exactly those its files import: one declared and never imported is refused, and so is one imported
    and not declared."""
    kinds = package.rules.imported_dependency_kinds
    if not kinds:
        return []
    rule = (f"rule: a feature depends on exactly the {', '.join(kinds)} modules its files import, "
            "so the manifest says which services it uses")
    imported = {}
    for source in feature.sources:
        for number, name in import_lines(sources.text(source)):
            imported.setdefault(name, (source, number))
    problems = []
    for dependency in feature.dependencies:
        if package.kind_of(dependency) in kinds and dependency not in imported:
            problems.append(f"Package.swift: {feature.name} depends on {described(package, dependency)}, "
                            f"which none of its files imports; {rule}")
    for name, (source, number) in sorted(imported.items(), key=lambda item: item[1]):
        if package.kind_of(name) in kinds and name not in feature.dependencies:
            problems.append(f"{source}:{number}: imports {described(package, name)}, "
                            f"which Package.swift does not list for {feature.name}; {rule}")
    return problems


ASSOCIATED_TYPE = re.compile(r"\bassociatedtype\b")
RESULT_OPENS = re.compile(r"\bResult<")
PROTOCOL_OPENS = re.compile(r"\bprotocol\s+(\w+)")
FUNCTION_OPENS = re.compile(r"\bfunc\s+(\w+)\s*\(")
SERVICE_ERROR = re.compile(r"\bServiceError\b")


def one_shape_problems(package, feature, sources):
    """The one shape: no associated type, refusals thrown (not in a Result), no typed text reaching the
    Interactor or Presenter, no ServiceError in the Presenter."""
    rules = package.rules
    problems = []
    protocols = {f"{feature.name}Interacting", f"{feature.name}Presenting"}
    for source in sorted(feature.sources):
        if not rules.is_checked_code(source):
            continue
        code = code_only(sources.text(source))
        line_of = line_numbers(code)

        def at(position):
            return f"{source}:{line_of(position)}"
        for match in ASSOCIATED_TYPE.finditer(code):
            problems.append(f"{at(match.start())}: associatedtype; rule: a feature's protocols use its entity protocol, "
                            "with no associated type")
        for start, end in results_of_refusal(code):
            problems.append(f"{at(start)}: {code[start:end]}; rule: a use case refuses by throwing its refusal "
                            "(typed throws), never in a Result")
        if rules.layer_of(source) in rules.service_error_free_roles:
            for match in SERVICE_ERROR.finditer(code):
                problems.append(f"{at(match.start())}: ServiceError; rule: the Interactor says what a store's error means, "
                                f"no {'/'.join(rules.service_error_free_roles)} names ServiceError")
        for protocol, start, body in protocol_bodies(code, protocols):
            if protocol.endswith("Interacting"):
                for name, answer, offset in unthrown_answers(body):
                    if answer not in rules.unthrown_answers:
                        problems.append(f"{source}:{line_of(start + offset)}: {protocol}.{name} answers {answer} without "
                                        f"throws({feature.name}Refusal); rule: an async use case throws its refusal, "
                                        "answers nothing, or answers one of one_shape.unthrown_answers")
            for name, parameter, offset in text_parameters(body, rules.text_parameter_names):
                if name in rules.line_allowed_in:
                    continue
                line = line_of(start + offset)
                problems.append(f"{source}:{line}: {protocol}.{name} takes {parameter}: String; rule: the View alone "
                                "reads typed text and calls a typed method")
    return problems


def words_problems(package, feature, sources):
    """String literals a user reads (their own text holds a letter) in the files of a feature (or a module
    of another kind `features.words.kinds` names) that are not Wording, but for those an allowance of
    `features.words` names (a command the View reads, …)."""
    words = package.rules.words
    if words is None:
        return []
    problems = []
    for source in sorted(feature.sources):
        if not package.rules.is_checked_code(source) or feature.layer_of(source) in words.wording_roles:
            continue
        text = sources.text(source)
        code = code_only(text)
        line_of = line_numbers(text)
        for start, end, own in string_literals(text):
            if not words.reads_as_words(own):
                continue
            line_start = text.rfind("\n", 0, start) + 1
            line_end = text.find("\n", end)
            before, after = code[line_start:start], code[end:len(text) if line_end < 0 else line_end]
            if words.allowance(source, own, before, after) is None:
                literal = text[start:end] if end - start <= 40 else text[start:start + 37] + "…"
                problems.append(f"{source}:{line_of(start)}: {literal} is words a user reads, outside Wording; rule: every "
                                f"sentence a user sees is in a {'/'.join(words.wording_roles)} file, but for what "
                                "features.words allows (a command the View reads, its key and label, a file name)")
    return problems


def results_of_refusal(code):
    """(start, end) of each `Result<…Refusal>` in the code: `Result<` and, up to the first `>` after
    it, text ending in `Refusal`. One pass: a `Result<` never closed does not read the rest of the
    text again."""
    done = 0
    for opening in RESULT_OPENS.finditer(code):
        if opening.start() < done:
            continue
        close = code.find(">", opening.end())
        if close < 0:
            return
        inside = opening.end()
        end = close
        while end > inside and code[end - 1].isspace():
            end -= 1
        if end - inside >= len("Refusal") and code.startswith("Refusal", end - len("Refusal")):
            yield opening.start(), close + 1
            done = close + 1


def protocol_bodies(code, names):
    """(name, offset of the body, body) of each protocol named in `names` declared in `code`; the
    text of a body is not searched for another (Swift nests no protocol in a protocol)."""
    done = 0
    for match in PROTOCOL_OPENS.finditer(code):
        if match.start() < done:
            continue
        opening = code.find("{", match.end())
        if opening < 0:
            return
        done = opening + 1
        if match.group(1) not in names:
            continue
        depth, index = 1, opening + 1
        while index < len(code) and depth:
            depth += {"{": 1, "}": -1}.get(code[index], 0)
            index += 1
        done = index
        yield match.group(1), opening + 1, code[opening + 1:index]


def unthrown_answers(body):
    """(function, answer, offset) of each async `func` in a protocol's body that answers something and
    throws nothing (that a throw is typed is the one shape's other rule's)."""
    for function in FUNCTION_OPENS.finditer(body):
        end = body.find("\n", function.end())
        signature = body[function.start():end if end >= 0 else len(body)]
        after = signature[signature.rfind(")") + 1:]
        if not re.search(r"\basync\b", after) or re.search(r"\bthrows\b", after) or "->" not in after:
            continue
        yield function.group(1), after.split("->", 1)[1].strip().split()[0], function.start()


def text_parameters(body, names):
    """(function, parameter, offset) of each `func` parameter of type String whose name is one of `names`."""
    done = 0
    for function in FUNCTION_OPENS.finditer(body):
        if function.start() < done:
            continue
        close = body.find(")", function.end())
        if close < 0:
            return
        done = close + 1
        for parameter in body[function.end():close].split(","):
            label_and_type = parameter.split(":", 1)
            if len(label_and_type) < 2 or label_and_type[1].strip() != "String":
                continue
            words = label_and_type[0].split()
            if words and words[-1] in names:
                yield function.group(1), words[-1], function.start()


def shape_problems(package, feature, sources):
    """The seven role files, the contract file, the five protocols and the test target of one feature."""
    rules = package.rules
    problems = []
    for role in rules.viper_roles:
        expected = os.path.join(feature.path, rules.role_file(feature.name, role))
        if expected not in feature.sources:
            problems.append(f"{feature.path}: lacks {os.path.basename(expected)}; "
                            f"rule: every feature has a file per role ({', '.join(rules.viper_roles)})")
    contract = rules.contract_file(feature.name)
    if contract and os.path.join(feature.path, contract) not in feature.sources:
        problems.append(f"{feature.path}: lacks {contract}; rule: every feature's role protocols and outcome "
                        "and refusal types are in its contract file")
    declared = set()
    for source in feature.sources:
        declared.update(declared_protocols(sources.text(source)))
    protocols = rules.protocols(feature.name)
    for protocol in protocols:
        if protocol not in declared:
            problems.append(f"{feature.path}: declares no protocol {protocol}; "
                            f"rule: every feature declares {', '.join(protocols)}")
    test_target = rules.test_target(feature.name)
    if test_target not in {t["name"] for t in package.test_targets}:
        problems.append(f"Package.swift: feature {feature.name} has no test target {test_target}; "
                        "rule: every feature has its test target")
    return problems


def dependency_graph(package):
    """{target: the targets it depends on} as Package.swift declares them: modules (by every name an
    import reaches them by), targets that are not the app's code (test support) and test targets."""
    graph = {}
    for module in package.modules:
        for name in module.import_names:
            graph[name] = list(module.dependencies)
    for name, details in package.other_target_details.items():
        graph[name] = list(details.get("dependencies", []))
    for test in package.test_targets:
        graph[test["name"]] = list(test.get("dependencies", []))
    return graph


def reached(graph, start, stops, goes_past):
    """(target, path from start) of each target `stops` accepts that start reaches, by its shortest path;
    the search goes on past no such target, nor past one `goes_past` refuses."""
    paths, queue, found = {start: [start]}, [start], []
    while queue:
        current = queue.pop(0)
        for dependency in sorted(graph.get(current, [])):
            if dependency in paths:
                continue
            paths[dependency] = paths[current] + [dependency]
            if stops(dependency):
                found.append((dependency, paths[dependency]))
            elif goes_past(dependency):
                queue.append(dependency)
    return found


def may_reach(package, module, kinds):
    """Whether the rules let a module's own dependencies hold a module of the kinds (the App's may)."""
    may = module.rule.may_depend_on
    if may is None or may == ANYTHING:
        return True
    return any(entry in kinds or package.kind_of(entry) in kinds for entry in may)


def test_target_problems(package, feature, graph):
    """The stores (modules of the kinds `features.test_target_free_of` names) a feature's test target
    reaches, directly or through test support: a feature's tests stand on its interfaces' doubles. The
    search goes past no module that may not depend on a store: the dependency rules refuse what it reaches."""
    kinds = package.rules.test_target_free_of
    test_target = package.rules.test_target(feature.name)
    if not kinds or test_target not in graph:
        return []
    rule = (f"rule: a feature's tests stand on its interfaces' doubles, so its test target reaches no "
            f"{', '.join(kinds)} module, directly or through another target")

    def goes_past(name):
        module = package.module(name)
        return module is None or may_reach(package, module, kinds)
    return [f"Package.swift: {test_target} depends on {described(package, store)} by {' → '.join(path)}; {rule}"
            for store, path in reached(graph, test_target, lambda name: package.kind_of(name) in kinds, goes_past)]


def service_problems(package, feature, sources, services):
    """Presenter, View and Router files (companions included) that name a service protocol."""
    free = package.rules.service_free_roles
    problems = []
    for source in feature.sources:
        layer = feature.layer_of(source)
        if layer not in free:
            continue
        for service, line in sorted(first_uses(sources.text(source), services).items()):
            problems.append(f"{source}:{line}: a {layer} file refers to the service {service}; "
                            f"rule: {', '.join(free)} files never touch a service (only the Interactor does)")
    return problems


# Code: size of each file, forbidden constructs

def code_problems(package, sources):
    rules = package.rules
    patterns = {construct: construct_pattern(construct) for construct in rules.forbidden}
    folders = ", ".join(f"{folder}/" for folder in rules.code_under)
    problems = []
    for module in package.modules:
        for source in module.sources:
            if not rules.is_checked_code(source):
                continue
            text = sources.text(source)
            count = count_code_lines(text)
            if count > rules.max_code_lines:
                problems.append(f"{source}: {count} code lines; rule: no file in {folders} has more than "
                                f"{rules.max_code_lines} code lines")
            code = code_only(text)
            if module.rule.kind == "feature":
                problems += live_defaults(source, code, rules)
            for construct, pattern in patterns.items():
                matches = list(pattern.finditer(code))
                if matches:
                    line = code.count("\n", 0, matches[0].start()) + 1
                    more = f" ({len(matches)} times)" if len(matches) > 1 else ""
                    problems.append(f"{source}:{line}: uses {construct}{more}; rule: no {construct} in {folders} "
                                    f"({rules.forbidden[construct]})")
    return problems


def live_defaults(source, code, rules):
    """A feature builds no live thing itself: `= SystemClock()`, `.current`, `Date.init` are the App's to give."""
    problems = []
    line_of = line_numbers(code)
    for pattern, reason in rules.live_defaults.items():
        for match in re.finditer(pattern, code):
            line = line_of(match.start())
            problems.append(f"{source}:{line}: {match.group(0).strip()} under a feature folder; rule: {reason}")
    return problems


# The module graph

STYLES = {"feature": "feature", "pattern": "pattern", "foundation": "foundation", "interface": "interface", "storage": "storage",
          "app": "app", "executable": "app", "system": "system"}


def mermaid(package):
    lines = ["graph TD"]
    shown = {m.name for m in package.modules} | set(package.system_targets)
    for module in package.modules:
        for dependency in module.dependencies:
            if dependency in shown:
                lines.append(f"    {module.name} --> {dependency}")
    for module in package.modules:
        lines.append(f"    class {module.name} {STYLES.get(module.kind, 'library')}")
    for name in package.system_targets:
        if any(name in m.dependencies for m in package.modules):
            lines.append(f"    class {name} system")
    lines += [
        "    classDef feature fill:#e3f2fd,stroke:#1565c0",
        "    classDef pattern fill:#e0f7fa,stroke:#00838f",
        "    classDef foundation fill:#e8f5e9,stroke:#2e7d32",
        "    classDef interface fill:#fffde7,stroke:#f9a825",
        "    classDef storage fill:#fff3e0,stroke:#ef6c00",
        "    classDef app fill:#f3e5f5,stroke:#6a1b9a",
        "    classDef system fill:#fafafa,stroke:#9e9e9e,stroke-dasharray:3 3",
        "    classDef library fill:#eeeeee,stroke:#616161",
    ]
    return "\n".join(lines)
