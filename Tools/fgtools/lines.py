"""Counting code lines: not blank, not only comment. Swift's block comments nest,
and "//" inside a string literal is code."""


def code_lines(text):
    """Numbers (1-based) of the lines that hold code."""
    lines = set()
    depth = 0            # block comment nesting
    string = None        # None, '"', '"""'; raw strings keep their hash count
    hashes = 0
    line = 1
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
            continue
        if depth:
            if text.startswith("/*", i):
                depth += 1
                i += 2
            elif text.startswith("*/", i):
                depth -= 1
                i += 2
            else:
                i += 1
            continue
        if string:
            if not c.isspace():
                lines.add(line)
            closing = string + "#" * hashes
            if c == "\\" and hashes == 0:
                i += 2
                continue
            if text.startswith(closing, i):
                i += len(closing)
                string = None
                continue
            i += 1
            continue
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
            continue
        if text.startswith("/*", i):
            depth = 1
            i += 2
            continue
        if c == "#" or c == '"':
            j = i
            while j < n and text[j] == "#":
                j += 1
            if j < n and text[j] == '"':
                hashes = j - i
                string = '"""' if text.startswith('"""', j) else '"'
                lines.add(line)
                i = j + len(string)
                continue
        if not c.isspace():
            lines.add(line)
        i += 1
    return lines


def count_code_lines(text):
    return len(code_lines(text))
