"""Every store a test builds measures its timeouts on a test clock: a store on the wall clock
fails its requests with "no answer within 10 s" on a loaded machine. This finds each call of a
store's initialiser in the tests that passes no `clock:`."""
import os
import re
import sys

# The initialisers whose timeouts run on a clock given as `clock:` (ContinuousClock unless told).
INITIALISERS = ("RemoteStore", "RemoteClient")
CALL = re.compile(r"(?<![\w.])(" + "|".join(INITIALISERS) + r")\s*\(")
CLOCK = re.compile(r"(?<![\w.])clock\s*:")


def blank_comments_and_strings(text):
    """`text` with comments and the insides of string literals as spaces, new lines kept, so
    positions and line numbers stay those of the file."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text[i] == '"':
            quote = '"""' if text.startswith('"""', i) else '"'
            j = i + len(quote)
            while j < n and not text.startswith(quote, j):
                j += 2 if text[j] == "\\" else 1
            end = min(n, j + len(quote))
            out.append(quote + re.sub(r"[^\n]", " ", text[i + len(quote):j]) + text[j:end])
            i = end
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def calls_without_clock(text):
    """(line, initialiser) of each call in Swift source `text` that passes no `clock:`."""
    code = blank_comments_and_strings(text)
    found = []
    for match in CALL.finditer(code):
        depth, j = 1, match.end()
        while j < len(code) and depth > 0:
            depth += {"(": 1, ")": -1}.get(code[j], 0)
            j += 1
        if not CLOCK.search(code[match.end():j]):
            found.append((code.count("\n", 0, match.start()) + 1, match.group(1)))
    return found


def check(tests_folder):
    """One line per call without a clock, naming the file (relative to the folder's parent) and line."""
    root = os.path.dirname(os.path.abspath(tests_folder))
    problems = []
    for directory, folders, files in os.walk(tests_folder):
        folders.sort()
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            for line, initialiser in calls_without_clock(text):
                problems.append(f"{os.path.relpath(path, root)}:{line}: {initialiser}(…) without clock: "
                                "give it a test clock (SteppedClock, ImmediateClock), not the wall clock")
    return problems


def main(arguments):
    """Checks the Tests folder given (default: this repository's); exit status 1 on a problem."""
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    folder = arguments[0] if arguments else os.path.join(repo, "Tests")
    problems = check(folder)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0
