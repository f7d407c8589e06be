"""The mutants of Swift source: where each operator of Tools/mutation changes the code, found in the
code alone (comments and string literals blanked by lines.code_only, so nothing in them is ever
mutated), listed in a stable order so a seeded sample is the same for the same tree.

The operators carry Muter's names where Muter has one (RelationalOperatorReplacement,
ChangeLogicalConnector, SwapTernary, RemoveSideEffects), so scores read alike. The code is
swift-format'ed: a binary operator is surrounded by spaces, so `Array<Int>`, `->` and a unary
minus are never taken for one."""
import bisect
import random
import re
from dataclasses import dataclass

from . import lines

RELATIONAL = "RelationalOperatorReplacement"
LOGICAL = "ChangeLogicalConnector"
TERNARY = "SwapTernary"
SIDE_EFFECTS = "RemoveSideEffects"
BOOLEAN = "BooleanLiteral"
ARITHMETIC = "ArithmeticOperatorReplacement"
NEGATE = "NegateConditional"
OPERATORS = (RELATIONAL, LOGICAL, TERNARY, SIDE_EFFECTS, BOOLEAN, ARITHMETIC, NEGATE)

SWAPS = {
    RELATIONAL: {"==": "!=", "!=": "==", "<": ">", ">": "<", "<=": ">=", ">=": "<="},
    LOGICAL: {"&&": "||", "||": "&&"},
    ARITHMETIC: {"+": "-", "-": "+", "*": "/", "/": "*"},
}
# An operator with a space on each side; a longer one first, so `<=` is never read as `<`.
BINARY = re.compile(r"(?<= )(==|!=|<=|>=|&&|\|\||[<>+\-*/])(?= )")
DECLARING = re.compile(r"\b(?:func|operator)\s*$")
BOOLEAN_LITERAL = re.compile(r"(?<![\w.$])(true|false)(?![\w:])")
CONDITIONAL = re.compile(r"(?<![\w.#$])(if|guard)[ \t]+")
# Conditions that bind or match are not Boolean expressions: `if let`, `if case`, `guard var`…
BINDING = re.compile(r"(?:let|var|case)\b|#(?:un)?available\b")
TERNARY_MARK = re.compile(r"(?<= )\?(?= )")
CALL = re.compile(r"(?m)^[ \t]*((?:try[ \t]+)?(?:await[ \t]+)?)([A-Za-z_]\w*(?:\??\.[A-Za-z_]\w*)*)\(")
NOT_A_CALL = {"if", "guard", "switch", "while", "for", "return", "throw", "case", "let", "var", "repeat", "defer",
              "func", "init", "catch", "do", "else", "in", "is", "as", "where"}
# Calls whose removal only trades a crash or a build error for nothing: not side effects worth a build.
NOT_REMOVED = {"fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure"}
# After a statement that is a whole call, the next code goes on with a new statement, not an operator.
CONTINUES = set(".?!+-*/%=&|<>^~:,)]")
OPENING, CLOSING = "([{", ")]}"
COMPUTED = re.compile(r"\bvar\s+\w+\s*:")
CASE_LABEL = re.compile(r"^\s*(?:case\b.*|default\s*):\s*$")


@dataclass(frozen=True)
class Mutant:
    """One change of one file: `original` at text[start:end] becomes `replacement`. Lines and
    columns start at 1; the end is exclusive, as mutation-testing-report-schema reads them."""
    path: str
    start: int
    end: int
    line: int
    column: int
    end_line: int
    end_column: int
    operator: str
    original: str
    replacement: str

    @property
    def key(self):
        return (self.path, self.line, self.column, self.operator, self.end, self.replacement)


def apply(text, mutant):
    """The file's text with the mutant in it."""
    if text[mutant.start:mutant.end] != mutant.original:
        raise ValueError(f"{mutant.path}:{mutant.line}:{mutant.column} no longer reads {mutant.original!r}")
    return text[:mutant.start] + mutant.replacement + text[mutant.end:]


class Positions:
    """Line and column (both from 1) of an offset in a text."""

    def __init__(self, text):
        self.starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def of(self, offset):
        line = bisect.bisect_right(self.starts, offset)
        return line, offset - self.starts[line - 1] + 1


def find(text, path, operators=OPERATORS):
    """Every mutant of one Swift file's text, in the stable order (line, column, operator)."""
    code = lines.code_only(text)
    positions = Positions(text)
    spans = []
    for operator, start, end, replacement in candidates(code, text, operators):
        line, column = positions.of(start)
        end_line, end_column = positions.of(end)
        spans.append(Mutant(path, start, end, line, column, end_line, end_column, operator, text[start:end],
                            replacement))
    return sorted(spans, key=lambda m: m.key)


def candidates(code, text, operators):
    """(operator, start, end, replacement) found in the code (`text` only where a rule needs the strings)."""
    found = []
    if {RELATIONAL, LOGICAL, ARITHMETIC} & set(operators):
        found += [c for c in binary_operators(code) if c[0] in operators and not joins_strings(text, c)]
    if BOOLEAN in operators:
        found += [(BOOLEAN, m.start(), m.end(), "false" if m.group() == "true" else "true")
                  for m in BOOLEAN_LITERAL.finditer(code)]
    if NEGATE in operators:
        found += negated_conditions(code, text)
    if TERNARY in operators:
        found += swapped_ternaries(code, text)
    if SIDE_EFFECTS in operators:
        found += removed_calls(code, lines.blanked(text, (lines.COMMENT,)))
    return found


def line_of(code, offset):
    start = code.rfind("\n", 0, offset) + 1
    end = code.find("\n", offset)
    return code[start:end if end >= 0 else len(code)]


def binary_operators(code):
    """The spaced binary operators, but not in a compiler directive (`#if a && b`) nor where an
    operator is declared (`static func == (`)."""
    for match in BINARY.finditer(code):
        before = code[max(0, match.start() - 40):match.start()]
        if line_of(code, match.start()).lstrip().startswith("#") or DECLARING.search(before):
            continue
        token = match.group()
        operator = next(name for name, swaps in SWAPS.items() if token in swaps)
        yield operator, match.start(), match.end(), SWAPS[operator][token]


def joins_strings(text, candidate):
    """True for `+` beside a string literal: `\"a\" - b` would only fail the build."""
    operator, start, end, _ = candidate
    if operator != ARITHMETIC:
        return False
    before, after = text[:start].rstrip(), text[end:].lstrip()
    return before.endswith('"') or after.startswith('"') or after.startswith('#"')


def scan(code, start, stop):
    """Walks the code from `start` at bracket depth 0 and returns the first offset where
    `stop(offset, depth)` holds, or None when a bracket closes below depth 0 first."""
    depth = 0
    for index in range(start, len(code)):
        if stop(index, depth):
            return index
        char = code[index]
        if char in OPENING:
            depth += 1
        elif char in CLOSING:
            depth -= 1
            if depth < 0:
                return None
    return len(code) if stop(len(code), depth) else None


def negated_conditions(code, text):
    """`if c {` → `if !(c) {`, `guard c else` → `guard !(c) else`: a single Boolean condition only
    (no binding, no pattern, no list of conditions)."""
    found = []
    for match in CONDITIONAL.finditer(code):
        start = match.end()
        if BINDING.match(code, start):
            continue
        if match.group(1) == "if":
            end = scan(code, start, lambda i, depth: depth == 0 and i < len(code) and code[i] in "{,")
        else:
            end = scan(code, start, lambda i, depth: depth == 0 and i < len(code) and (
                code[i] == "," or (code.startswith("else", i) and not is_word(code, i - 1)
                                   and not is_word(code, i + 4))))
        if end is None or end >= len(code) or code[end] == ",":
            continue
        condition_end = start + len(code[start:end].rstrip())
        if condition_end > start:
            found.append((NEGATE, start, condition_end, f"!({text[start:condition_end]})"))
    return found


def is_word(code, index):
    return 0 <= index < len(code) and (code[index].isalnum() or code[index] == "_")


def swapped_ternaries(code, text):
    """`c ? a : b` → `c ? b : a`, for a ternary whose two branches are on one line."""
    found = []
    for match in TERNARY_MARK.finditer(code):
        a_start = match.end() + 1
        colon = branch_end(code, a_start, ternary=True)
        if colon is None:
            continue
        b_start = colon + 2
        b_end = branch_end(code, b_start, ternary=False)
        if b_end is None:
            continue
        a_end = a_start + len(code[a_start:colon].rstrip())
        b_end = b_start + len(code[b_start:b_end].rstrip())
        if a_end <= a_start or b_end <= b_start:
            continue
        found.append((TERNARY, a_start, b_end, f"{text[b_start:b_end]} : {text[a_start:a_end]}"))
    return found


def branch_end(code, start, ternary):
    """Where a ternary's true branch ends (its ` : `, nested ternaries skipped) or its false
    branch ends (a closing bracket, a comma or the line's end); None past the line. The true
    branch's end is the offset of its colon."""
    nested = [0]

    def stop(index, depth):
        if index >= len(code) or code[index] == "\n":
            return True
        if depth:
            return False
        if ternary and code.startswith(" ? ", index - 1):
            nested[0] += 1
        if ternary and code.startswith(" : ", index - 1) and code[index] == ":":
            if nested[0] == 0:
                return True
            nested[0] -= 1
        return not ternary and code[index] == ","

    end = scan(code, start, stop)
    if ternary:
        return end if end is not None and end < len(code) and code[end] == ":" else None
    if end is None:
        # A bracket closed the false branch: it ends there.
        return closing_of(code, start)
    return end


def closing_of(code, start):
    """The offset of the first bracket that closes below the depth at `start`, on the same line."""
    depth = 0
    for index in range(start, len(code)):
        char = code[index]
        if char == "\n":
            return None
        depth += 1 if char in OPENING else -1 if char in CLOSING else 0
        if depth < 0:
            return index
    return None


def removed_calls(code, with_strings):
    """A statement that is one call, its result unused (`delegate?.didChange(self)`,
    `try await gathers.movePlayer(…)`): removed. It starts a line after the end of a statement and
    nothing goes on after its closing parenthesis (no trailing closure, no chained call)."""
    found = []
    for match in CALL.finditer(code):
        name = match.group(2)
        first, last = name.split(".")[0].rstrip("?"), name.split(".")[-1]
        if first in NOT_A_CALL or last == "init" or last in NOT_REMOVED or first in NOT_REMOVED:
            continue
        opening = match.end() - 1
        closing = scan(code, opening + 1, lambda i, depth: depth == 0 and i < len(code) and code[i] == ")")
        if closing is None or closing >= len(code):
            continue
        if code[closing + 1:].split("\n", 1)[0].strip():
            continue
        after = code[closing + 1:].lstrip()
        if after and after[0] in CONTINUES:
            continue
        start = match.start(1) if match.group(1) else match.start(2)
        if not starts_statement(code, with_strings, match.start()) or gives_value(code, match.start(), closing, name):
            continue
        found.append((SIDE_EFFECTS, start, closing + 1, ""))
    return found


def gives_value(code, line_start, closing, name):
    """True for a call that is surely a value, not a side effect: a type's initialiser or static
    function (`Dictionary(…)`, `Wording.clock(…)`), or the only expression of a body that returns
    (`-> T {` or a computed `var x: T {`): removing it only fails the build."""
    if name[0].isupper():
        return True
    before, after = code[:line_start].rstrip(), code[closing + 1:].lstrip()
    if not (before.endswith("{") and after.startswith("}")):
        return False
    opening = line_of(code, len(before) - 1)
    return "->" in opening or bool(COMPUTED.search(opening))


def starts_statement(code, with_strings, line_start):
    """True when the line at `line_start` begins a statement: the code before it ends a statement
    or opens a block (not an operator, a comma or an open bracket), or it follows a case label."""
    before = with_strings[:line_start].rstrip()
    if not before:
        return True
    last = before[-1]
    if last == ":":
        return bool(CASE_LABEL.match(line_of(code, len(before) - 1)))
    return last in "{});]\"" or last.isalnum() or last == "_"


def ordered(mutants):
    """The stable order: file, line, column, operator."""
    return sorted(mutants, key=lambda m: m.key)


def sample(mutants, cap, seed):
    """`cap` mutants drawn with random.Random(seed) from the ordered list, given back in that order:
    the same for the same tree and seed."""
    every = ordered(mutants)
    if cap is None or cap >= len(every):
        return every
    chosen = set(random.Random(seed).sample(range(len(every)), cap))
    return [m for index, m in enumerate(every) if index in chosen]
