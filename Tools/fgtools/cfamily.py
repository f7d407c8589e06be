"""The C-family code beside an app's Swift: C, Objective-C, C++ and their headers, counted as cloc
counts them (a code line is neither blank nor only comment), per module and for the files no
module holds. A file counts for the module of its folder, or else of the nearest folder above it
that a module holds: a target's folder is its module's, any other folder the module's with the most
Swift files in it. A C or Objective-C target of a package (its files in a folder of their own) is a
module of its own.

C's comments do not nest (`/* /* */` ends at the first `*/`), and a `//` or `/*` inside a string
or character literal is no comment."""
import os
import re

from .files import read_manifest, walk

# cloc's names for the languages of these extensions.
LANGUAGES = {".c": "C", ".m": "Objective-C", ".mm": "Objective-C++", ".cpp": "C++",
             ".h": "C/C++ Header", ".hpp": "C/C++ Header"}
MARK = re.compile(r"//|/\*|\"|'")
LITERAL_END = {'"': re.compile(r'(?:\\.|[^"\\\n])*"?'), "'": re.compile(r"(?:\\.|[^'\\\n])*'?")}
NOT_A_LINE_BREAK = re.compile(r"[^\n]")


def language_of(path):
    """cloc's name for the language of a C-family file; None for any other file."""
    return LANGUAGES.get(os.path.splitext(path)[1].lower())


def without_comments(text):
    """The text with its comments blanked out (line breaks kept); string and character literals stay."""
    pieces, done, i, n = [], 0, 0, len(text)
    while i < n:
        mark = MARK.search(text, i)
        if not mark:
            break
        token, start = mark.group(), mark.start()
        if token in ('"', "'"):
            i = LITERAL_END[token].match(text, mark.end()).end()
            continue
        if token == "//":
            end = text.find("\n", start)
            # A backslash at a line's end carries a line comment on to the next line.
            while end >= 0 and text[max(start, end - 2):end].rstrip("\r").endswith("\\"):
                end = text.find("\n", end + 1)
        else:
            end = text.find("*/", start + 2)
            end = end + 2 if end >= 0 else -1
        end = n if end < 0 else end
        pieces += [text[done:start], NOT_A_LINE_BREAK.sub(" ", text[start:end])]
        done = i = end
    return "".join(pieces) + text[done:]


def count_code_lines(text):
    """Lines neither blank nor only comment."""
    return sum(1 for line in without_comments(text).split("\n") if line.strip())


def files_of(root):
    """Every C-family file below root (build products and others' checkouts left out), relative to it."""
    found = []
    for directory, _, names in walk(root):
        found += [os.path.relpath(os.path.join(directory, name), root) for name in sorted(names) if language_of(name)]
    return found


def owners(modules):
    """{folder: the module that holds it}: a target's own folder is its module's; any other folder is
    the module's that has the most Swift files directly in it (the first by name on a tie)."""
    found = {m.path: m for m in modules if m.compiled_apart and m.path not in ("", ".")}
    counts = {}
    for module in modules:
        for source in module.sources:
            folder = counts.setdefault(os.path.dirname(source), {})
            folder[module.name] = folder.get(module.name, 0) + 1
    by_name = {m.name: m for m in modules}
    for folder, held in counts.items():
        if folder not in found:
            found[folder] = by_name[min(held, key=lambda name: (-held[name], name))]
    return found


def owner(path, folders):
    """The module of the nearest folder at or above the file's that a module holds (`owners`); None
    when there is none."""
    folder = os.path.dirname(path)
    while True:
        if folder in folders:
            return folders[folder]
        if not folder:
            return None
        folder = os.path.dirname(folder)


def empty():
    return {"files": 0, "code_lines": 0, "languages": {}}


def add(entry, language, lines):
    entry["files"] += 1
    entry["code_lines"] += lines
    counted = entry["languages"].setdefault(language, {"files": 0, "code_lines": 0})
    counted["files"] += 1
    counted["code_lines"] += lines


def measure(app):
    """{"modules": {module: {files, code_lines, languages{language: {files, code_lines}}}},
    "in_no_module": {files, code_lines, languages, folders{folder: files}}} of the app's C-family files."""
    modules = {m.name: empty() for m in app.modules}
    outside = {**empty(), "folders": {}}
    folders = owners(app.modules)
    for path in files_of(app.root):
        try:
            # As a manifest is read: characters that are not UTF-8 replaced (cloc counts a Latin-1 file too),
            # one that is not a regular file or is larger than 4 MB not at all.
            lines = count_code_lines(read_manifest(app.path_of(path)))
        except (OSError, ValueError):
            continue
        module = owner(path, folders)
        if module is None:
            add(outside, language_of(path), lines)
            folder = os.path.dirname(path) or "."
            outside["folders"][folder] = outside["folders"].get(folder, 0) + 1
        else:
            add(modules[module.name], language_of(path), lines)
    return {"modules": modules, "in_no_module": outside}


def holds_files(root, folder):
    """True when the folder (relative to root) holds a C-family file, at any depth."""
    return folder not in ("", ".") and bool(files_of(os.path.join(root, folder)))


def text(found, shown=5):
    """One plain line: the C-family code lines of the modules, by language, and what no module holds
    (how many files, how many lines, and the folders they sit in); None when the app has none."""
    inside = [entry for entry in found["modules"].values() if entry["files"]]
    outside = found["in_no_module"]
    if not inside and not outside["files"]:
        return None
    languages = {}
    for entry in inside:
        for language, counted in entry["languages"].items():
            languages[language] = languages.get(language, 0) + counted["code_lines"]
    files = sum(e["files"] for e in inside)
    line = (f"C-family code lines in modules (as cloc counts them): {sum(e['code_lines'] for e in inside)} "
            f"in {files} file{'' if files == 1 else 's'}"
            + (" (" + ", ".join(f"{name} {lines}" for name, lines in sorted(languages.items())) + ")" if languages else ""))
    if outside["files"]:
        folders = sorted(outside["folders"].items(), key=lambda f: (-f[1], f[0]))
        more = f" and {len(folders) - shown} more folder(s)" if len(folders) > shown else ""
        line += (f"; {outside['files']} C-family file{'' if outside['files'] == 1 else 's'} ({outside['code_lines']} "
                 f"code lines) in no module: " + ", ".join(f"{folder} ({count})" for folder, count in folders[:shown]) + more)
    else:
        line += "; none in no module"
    return line + "."
