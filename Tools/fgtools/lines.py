"""Reading Swift source as code, comments and string literals: code lines (not
blank, not only comment) and the code alone (for rules that match identifiers).
Swift's block comments nest, "//" inside a string literal is not a comment, and
the expression inside a string's interpolation "\\(…)" is code.

The scanner jumps from one mark that can change what follows (`//`, `/*`, a quote,
a parenthesis in an interpolation) to the next with a regular expression: reading
a large app character by character in Python took seconds."""
import bisect
import functools
import re

COMMENT, STRING = "comment", "string"
IN_CODE = re.compile(r'//|/\*|#*"')
IN_INTERPOLATION = re.compile(r'//|/\*|#*"|[()]')
BLOCK_COMMENT_MARK = re.compile(r"/\*|\*/")
NOT_A_LINE_BREAK = re.compile(r"[^\n]")
LINE_BREAK = re.compile(r"\n")


@functools.lru_cache(maxsize=None)
def string_marks(delimiter, hashes):
    """In a literal opened by `hashes` #s and `delimiter`: its escape (`\\`, `\\#`…) or its end."""
    return re.compile(re.escape("\\" + "#" * hashes) + "|" + re.escape(delimiter + "#" * hashes))


class Spans:
    """The comments and string literals of a text as (start, end, kind), in order; a span that
    continues the one before it, of the same kind, extends it."""

    def __init__(self):
        self.found = []

    def add(self, start, end, kind):
        if self.found and self.found[-1][1] == start and self.found[-1][2] == kind:
            self.found[-1] = (self.found[-1][0], end, kind)
        elif end > start:
            self.found.append((start, end, kind))


@functools.lru_cache(maxsize=4096)
def non_code(text):
    """((start, end, COMMENT or STRING), …) of `text` (a literal's quotes included): the rest is code.
    Kept for the texts read last: sizes, declarations and coupling read each file's text again."""
    return tuple(scan(text).found)


def string_literals(text):
    """(start, end, own text) of each string literal of `text`, in order of their starts. A literal's own
    text is what lies between its delimiters outside its interpolations, escapes as written; a literal
    inside another's interpolation ("\\(n == 1 ? "match" : "matches")") is one of its own."""
    literals = []
    scan(text, literals)
    return sorted(literals)


def scan(text, literals=None):
    """The comments and string literals of `text` as Spans; with `literals`, each literal's (start, end,
    own text) is added to it as well, as it ends."""
    spans, n, i = Spans(), len(text), 0
    # Open string literals and interpolations, innermost last: ["string", delimiter, hashes, start,
    # its own text's parts (None when literals are not asked for)] or ["interpolation", open parentheses].
    stack = []
    while i < n:
        top = stack[-1] if stack else None
        if top and top[0] == "string":
            i = in_string(text, i, top, stack, spans, literals)
            continue
        mark = (IN_INTERPOLATION if top else IN_CODE).search(text, i)
        if not mark:
            break
        i, token = mark.start(), mark.group()
        if token == "//":
            end = text.find("\n", i)
            end = n if end < 0 else end
        elif token == "/*":
            end = block_comment_end(text, i)
        elif token.endswith('"'):
            opening = i + len(token) - 1
            delimiter = '"""' if text.startswith('"""', opening) else '"'
            stack.append(["string", delimiter, len(token) - 1, i, None if literals is None else []])
            spans.add(i, opening + len(delimiter), STRING)
            i = opening + len(delimiter)
            continue
        else:
            i = in_parentheses(i, token, top, stack, spans)
            continue
        spans.add(i, end, COMMENT)
        i = end
    return spans


def in_string(text, i, top, stack, spans, literals):
    """Reads a string literal from `i` to its next escape or its end; returns where to go on."""
    _, delimiter, hashes, start, parts = top
    n = len(text)
    mark = string_marks(delimiter, hashes).search(text, i)
    if not mark:
        spans.add(i, n, STRING)
        if parts is not None:
            literals.append((start, n, "".join(parts) + text[i:]))
        return n
    if mark.group().startswith("\\"):
        after = mark.end()
        if after < n and text[after] == "(":
            spans.add(i, after + 1, STRING)
            if parts is not None:
                parts.append(text[i:mark.start()])
            stack.append(["interpolation", 1])
            return after + 1
        spans.add(i, min(after + 1, n), STRING)     # the escaped character is the literal's
        if parts is not None:
            parts.append(text[i:min(after + 1, n)])
        return after + 1
    spans.add(i, mark.end(), STRING)
    if parts is not None:
        literals.append((start, mark.end(), "".join(parts) + text[i:mark.start()]))
    stack.pop()
    return mark.end()


def in_parentheses(i, token, top, stack, spans):
    """A parenthesis inside an interpolation: the one closing it ends the interpolation."""
    top[1] += 1 if token == "(" else -1
    if top[1] == 0:
        spans.add(i, i + 1, STRING)
        stack.pop()
    return i + 1


def block_comment_end(text, start):
    """Where the block comment opened at `start` ends, nested ones inside it (the text's end if never)."""
    depth = 0
    for mark in BLOCK_COMMENT_MARK.finditer(text, start):
        depth += 1 if mark.group() == "/*" else -1
        if depth == 0:
            return mark.end()
    return len(text)


def blanked(text, kinds):
    """The text with the spans of `kinds` blanked out (line breaks kept, so line numbers and columns hold)."""
    pieces, done = [], 0
    for start, end, kind in non_code(text):
        if kind in kinds:
            pieces += [text[done:start], NOT_A_LINE_BREAK.sub(" ", text[start:end])]
            done = end
    return "".join(pieces) + text[done:]


def code_lines(text):
    """Numbers (1-based) of the lines that hold code or a string literal."""
    return {number for number, line in enumerate(blanked(text, (COMMENT,)).split("\n"), 1) if line.strip()}


def count_code_lines(text):
    return len(code_lines(text))


def code_lines_by_mark(text, numbers):
    """{section: code lines} of a file cut at its `// MARK:` lines, given its code line `numbers`
    (as `code_lines` finds them): the section is the mark's text (`// MARK: - View` is "View"),
    None before the first mark."""
    starts, names = [None], [None]
    for number, line in enumerate(text.split("\n"), 1):
        match = re.match(r"\s*//\s*MARK:\s*(?:-\s*)?(.*)$", line)
        if match:
            starts.append(number)
            names.append(match.group(1).strip())
    counts, marks = {}, starts[1:]
    for line in numbers:
        section = names[bisect.bisect_right(marks, line)]
        counts[section] = counts.get(section, 0) + 1
    return counts


def line_numbers(text):
    """A function giving the line (1-based) a position of the text is on: one pass over the text,
    however many positions are asked."""
    breaks = [match.start() for match in LINE_BREAK.finditer(text)]
    return lambda position: bisect.bisect_left(breaks, position) + 1


def code_only(text):
    """The text with every comment and string literal blanked out (line breaks kept, so
    line numbers and columns still hold): what rules about identifiers read."""
    return blanked(text, (COMMENT, STRING))
