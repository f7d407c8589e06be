"""A Package.swift read as text, without running Swift: the `Package(…)` call's name and targets, in
the shape `swift package dump-package` prints (manifest.describe takes it from there).

Reading a local package of an Xcode app this way costs milliseconds, where dump-package costs a
second or more per package, and needs no toolchain. What is read: each target's name, type,
dependencies (a name, `.target(name:)`, `.product(name:package:)`, `.byName(name:)`), `path`,
`sources` and `exclude`, given as string literals, as arrays, or as a `let` constant of the
manifest (`targets: targets`, `[a] + b`). What a manifest computes otherwise (a function that
builds a path, a `map` over names) is not followed: such a target falls back to SwiftPM's
default folder, or is missed."""
import re

# A comment or a multi-line string never closed runs to the end of the text: read once, not once per
# `/*` or `"""`.
TOKEN = re.compile(r'\s+|//[^\n]*|/\*.*?(?:\*/|\Z)|""".*?(?:"""|\Z)|"(?:[^"\\\n]|\\.)*"|[A-Za-z_][A-Za-z0-9_]*|.',
                   re.DOTALL)
# Package.swift's target factories, in dump-package's words.
TARGET_TYPES = {"target": "regular", "executableTarget": "executable", "testTarget": "test", "macro": "macro",
                "plugin": "plugin", "systemLibrary": "system", "binaryTarget": "binary"}
CLOSING = {"(": ")", "[": "]", "{": "}"}
DECLARATIONS = {"let", "var", "func", "struct", "class", "enum", "extension", "import"}
# Where a value ends: a separator, a closing bracket, or the next declaration (a value has no line end).
VALUE_ENDS = {",", ")", "]", "}", ":"} | DECLARATIONS


class Call:
    def __init__(self, name, arguments):
        self.name, self.arguments = name, arguments    # arguments: [(label or None, value)]

    def argument(self, label):
        return next((value for found, value in self.arguments if found == label), None)


class Name:
    def __init__(self, name):
        self.name = name


def tokens_of(text):
    return [t for t in TOKEN.findall(text) if not (t.isspace() or t.startswith(("//", "/*")))]


def string_value(token):
    return token[3:-3] if token.startswith('"""') else token[1:-1]


class Parser:
    """Swift expressions as far as a manifest needs them: calls, arrays, strings and names."""

    def __init__(self, tokens):
        self.tokens, self.position, self.constants = tokens + [")"], 0, {}

    def peek(self, offset=0):
        index = self.position + offset
        return self.tokens[index] if index < len(self.tokens) else ")"

    def take(self):
        token = self.peek()
        self.position += 1
        return token

    def value(self):
        """One argument or element: its parts up to a comma or a closing bracket; arrays joined by `+`."""
        parts = []
        while self.peek() not in VALUE_ENDS:
            part = self.primary()
            if part is not None:
                parts.append(self.constants.get(part.name, part) if isinstance(part, Name) else part)
        arrays = [p for p in parts if isinstance(p, list)]
        if arrays and len(arrays) == len([p for p in parts if not isinstance(p, Name)]):
            return [item for array in arrays for item in array]
        return next((p for p in parts if not isinstance(p, Name)), parts[0] if parts else None)

    def primary(self):
        token = self.take()
        if token == "[":
            return self.array()
        if token in ("(", "{"):
            self.skip_to(CLOSING[token])
            return None
        if token.startswith('"'):
            return string_value(token)
        if token == "." and re.match(r"[A-Za-z_]", self.peek()):
            token = self.take()
        if re.match(r"[A-Za-z_]", token):
            if self.peek() == "(":
                self.take()
                return Call(token, self.arguments())
            return Name(token)
        return None

    def array(self):
        items = []
        while self.peek() != "]":
            item = self.value()
            if self.peek() == ":":          # a dictionary literal: its values are not a manifest's concern
                self.take()
                self.value()
            elif item is not None:
                items.append(item)
            if self.peek() == ",":
                self.take()
        self.take()
        return items

    def arguments(self):
        found = []
        while self.peek() != ")":
            label = None
            if re.match(r"[A-Za-z_]", self.peek()) and self.peek(1) == ":":
                label = self.take()
                self.take()
            found.append((label, self.value()))
            if self.peek() in (",", ":", "]", "}"):
                self.take()
        self.take()
        return found

    def skip_to(self, closing):
        """Past the bracket that closes the one just taken (a closure's body, a parenthesised expression)."""
        depth = 1
        while depth and self.position < len(self.tokens):
            token = self.take()
            depth += 1 if token in CLOSING else -1 if token in CLOSING.values() else 0

    def skip_type_annotation(self):
        """Past `: [Target.Dependency]` to the `=` of a constant (or to the next declaration)."""
        depth = 0
        while self.position < len(self.tokens) - 1 and not (depth == 0 and self.peek() in DECLARATIONS | {"="}):
            token = self.take()
            depth += 1 if token in CLOSING else -1 if token in CLOSING.values() else 0

    def call_named(self, callee):
        """The first `callee(…)` call of the file (`Package(…)`, Tuist's `Project(…)`), after reading
        the `let` constants declared before it."""
        while self.position < len(self.tokens) - 1:
            token = self.take()
            if token in ("let", "var") and re.match(r"[A-Za-z_]", self.peek()):
                name = self.take()
                self.skip_type_annotation()
                if self.peek() == "=":
                    self.take()
                    self.constants[name] = self.value()
                    if isinstance(self.constants[name], Call) and self.constants[name].name == callee:
                        return self.constants[name]
            elif token == callee and self.peek() == "(":
                self.take()
                return Call(callee, self.arguments())
        return None


def call_in(text, callee, constant=None):
    """The first `callee(…)` call of a Swift manifest's text, else the call the `constant` is set to
    (`let project = Project.module(…)` gives the helper's call), else None."""
    parser = Parser(tokens_of(text))
    found = parser.call_named(callee) or parser.constants.get(constant)
    return found if isinstance(found, Call) else None


def parse(text):
    """The manifest in dump-package's shape: {"name", "targets": [{"name", "type", "path", "sources",
    "exclude", "dependencies"}]}; a manifest with no `Package(…)` gives no targets. Targets added
    after the call (`package.targets.append(contentsOf: […])`, `.append(.target(…))`, `+= […]`) are
    read too, in an `if` as well."""
    tokens = tokens_of(text)
    parser = Parser(tokens)
    package = parser.call_named("Package")
    if not isinstance(package, Call):
        return {"name": None, "targets": []}
    targets = package.argument("targets")
    targets = (targets if isinstance(targets, list) else []) + appended_targets(tokens, parser.constants)
    return {"name": package.argument("name") if isinstance(package.argument("name"), str) else None,
            "targets": [target(t) for t in targets if isinstance(t, Call) and t.name in TARGET_TYPES
                        and isinstance(t.argument("name"), str)]}


def appended_targets(tokens, constants):
    """The targets a manifest adds to its package after making it: `<package>.targets.append(…)`,
    `.append(contentsOf: …)` and `<package>.targets += …`."""
    found = []
    for index in range(len(tokens) - 4):
        if tokens[index] != "." or tokens[index + 1] != "targets":
            continue
        parser = Parser(tokens[index + 2:])
        parser.constants = constants
        if parser.peek() == "." and parser.peek(1) == "append" and parser.peek(2) == "(":
            parser.position += 3
            for _, value in parser.arguments():
                found += value if isinstance(value, list) else [value]
        elif parser.peek() == "+" and parser.peek(1) == "=":
            parser.position += 2
            value = parser.value()
            found += value if isinstance(value, list) else []
    return found


def target(call):
    strings = lambda label: [s for s in call.argument(label) or [] if isinstance(s, str)]  # noqa: E731
    path = call.argument("path")
    sources = call.argument("sources")
    return {"name": call.argument("name"), "type": TARGET_TYPES[call.name],
            "path": path if isinstance(path, str) else None,
            "sources": strings("sources") if isinstance(sources, list) else None,
            "exclude": strings("exclude"),
            "dependencies": [d for d in map(dependency, call.argument("dependencies") or []) if d]}


def dependency(value):
    """A dependency as dump-package writes it: {"byName"|"target"|"product": [name, …]}."""
    if isinstance(value, str):
        return {"byName": [value, None]}
    if isinstance(value, Call) and isinstance(value.argument("name"), str):
        how = value.name if value.name in ("target", "product") else "byName"
        return {how: [value.argument("name"), value.argument("package")]}
    return None
