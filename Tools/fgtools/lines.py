"""Reading Swift source as code, comments and string literals: code lines (not
blank, not only comment) and the code alone (for rules that match identifiers).
Swift's block comments nest, "//" inside a string literal is not a comment, and
the expression inside a string's interpolation "\\(…)" is code."""

import functools
import re

CODE, COMMENT, STRING = 0, 1, 2
# The characters where code may turn into something else (a comment, a string, an interpolation's
# end): everything between them is code, skipped at once.
CODE_TURNS = re.compile(r'[/#"]')
INTERPOLATION_TURNS = re.compile(r'[/#"()]')
STRING_TURNS = re.compile(r'["\\]')
NOT_CODE_RUNS = re.compile(rb"[\x01\x02]+")


@functools.lru_cache(maxsize=8)
def classify(text):
    """One kind per character of `text`: CODE, COMMENT or STRING (a literal's quotes included)."""
    kinds = bytearray(len(text))
    n = len(text)
    # Open string literals and interpolations, innermost last:
    # ["string", delimiter, hashes] or ["interpolation", open parentheses].
    stack = []
    i = 0

    def mark(start, end, kind):
        kinds[start:end] = bytes([kind]) * (end - start)

    while i < n:
        top = stack[-1] if stack else None
        if top and top[0] == "string":
            _, delimiter, hashes = top
            escape = "\\" + "#" * hashes
            if text.startswith(escape, i):
                after = i + len(escape)
                if after < n and text[after] == "(":
                    mark(i, after + 1, STRING)
                    stack.append(["interpolation", 1])
                    i = after + 1
                    continue
                mark(i, min(after + 1, n), STRING)
                i = after + 1
                continue
            closing = delimiter + "#" * hashes
            if text.startswith(closing, i):
                mark(i, i + len(closing), STRING)
                stack.pop()
                i += len(closing)
                continue
            found = STRING_TURNS.search(text, i + 1)
            end = found.start() if found else n
            mark(i, end, STRING)
            i = end
            continue
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            mark(i, end, COMMENT)
            i = end
            continue
        if text.startswith("/*", i):
            start, depth = i, 0
            while i < n:
                if text.startswith("/*", i):
                    depth += 1
                    i += 2
                elif text.startswith("*/", i):
                    depth -= 1
                    i += 2
                    if depth == 0:
                        break
                else:
                    i += 1
            mark(start, i, COMMENT)
            continue
        c = text[i]
        if c in "#\"":
            j = i
            while j < n and text[j] == "#":
                j += 1
            if j < n and text[j] == '"':
                delimiter = '"""' if text.startswith('"""', j) else '"'
                mark(i, j + len(delimiter), STRING)
                stack.append(["string", delimiter, j - i])
                i = j + len(delimiter)
                continue
        if top and top[0] == "interpolation":
            if c == "(":
                top[1] += 1
            elif c == ")":
                top[1] -= 1
                if top[1] == 0:
                    mark(i, i + 1, STRING)
                    stack.pop()
                    i += 1              # back in the string: its own rules read the next character
                    continue
        found = (INTERPOLATION_TURNS if top else CODE_TURNS).search(text, i + 1)
        i = found.start() if found else n
    return bytes(kinds)


def code_lines(text):
    """Numbers (1-based) of the lines that hold code or a string literal."""
    kinds = classify(text)
    lines = set()
    start = 0
    for number, line in enumerate(text.split("\n"), 1):
        end = start + len(line)
        if kinds.find(COMMENT, start, end) < 0:
            if line.strip():
                lines.add(number)
        elif any(kinds[start + k] != COMMENT and not c.isspace() for k, c in enumerate(line)):
            lines.add(number)
        start = end + 1
    return lines


def count_code_lines(text):
    return len(code_lines(text))


def code_lines_by_mark(text):
    """{section: code lines} of a file cut at its `// MARK:` lines: the section is the mark's
    text (`// MARK: - View` is "View"), None before the first mark."""
    starts = [(number, match.group(1).strip()) for number, line in enumerate(text.split("\n"), 1)
              for match in [re.match(r"\s*//\s*MARK:\s*(?:-\s*)?(.*)$", line)] if match]
    counts = {}
    for line in code_lines(text):
        section = None
        for number, name in starts:
            if number > line:
                break
            section = name
        counts[section] = counts.get(section, 0) + 1
    return counts


def code_only(text):
    """The text with every comment and string literal blanked out (line breaks kept, so
    line numbers and columns still hold): what rules about identifiers read."""
    kinds = classify(text)
    pieces, start = [], 0
    for run in NOT_CODE_RUNS.finditer(kinds):
        pieces += [text[start:run.start()], re.sub(r"[^\n]", " ", text[run.start():run.end()])]
        start = run.end()
    return "".join(pieces + [text[start:]])
