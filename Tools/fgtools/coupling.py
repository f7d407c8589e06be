"""How separable the features are: for each feature, the other features whose declared types
(class, struct, enum, protocol, actor, typealias) its code names, how often, and which names.

Names are read in code only (not in comments or string literals). A reference counts when it
names a top-level type another feature declares: a nested one (`Profile.State`) is named through
its outer type, which counts; `State` alone, an attribute (`@State`) or a member (`x.Data`) is not
another feature's. Nor does a name count that the standard library or a framework the file
imports also declares (framework-names.json: `Data` may be Foundation's), a private or fileprivate
type (nothing outside its file can name it), a name declared at the top level of more than one
module (it cannot be told whose it is), one the feature declares itself, at any depth, nor a test
helper (a `Mock…` or `…Mock` type, a file in `Mocks/`, `TestHelpers/`, `Fakes/` or `Stubs/`): test
code, whichever target holds it. A feature that is a target of its own (a package's) can only name
what it imports, so there a reference counts only when the feature's target imports the other's
(an import line or a declared dependency); the folders of one target (a source tree's) see one
another."""
import bisect
import csv
import io
import json
import os
import re

from .files import read_source
from .lines import code_only
from .tests import is_mock_name, is_test_helper

DECLARATION = re.compile(r"\b(class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)")
# What makes a declaration on the same line hidden (private, fileprivate), and what ends that.
HIDING = re.compile(r"\b(?:private|fileprivate)\b|[\n{=]")
IDENTIFIER = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")
AFTER_AT_OR_DOT = re.compile(r"[@.]\s*(?=[A-Za-z_])")      # ends where an attribute's or a member's name starts
BRACE = re.compile(r"[{}]")
# Matched against one line at a time: no part of it can run on into the next lines (linear in the text).
IMPORT = re.compile(r"\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?"
                    r"([A-Za-z_][A-Za-z0-9_]*)")
NOT_A_NAME = {"func", "var", "let", "subscript", "init"}
SAMPLE = 3
TOP = 10                # the most entangled features a summary lists
MATRIX_LIMIT = 20       # beyond this many features the table is in the JSON and CSV only
PAIRS_SHOWN = 20        # pairs naming each other both ways a summary lists (all of them in the JSON)
NAMES_SHOWN = 3         # features or types a summary's cell lists before "… N more"
FRAMEWORK_NAMES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "framework-names.json")


def declared_types(code, top_level_only=False):
    """The types a file's code declares for others to name (not private or fileprivate); with
    `top_level_only`, only those outside every brace (not nested in a type or a function)."""
    names = set()
    depth = depths(code) if top_level_only else None
    marks, hidden = HIDING.finditer(code), False
    mark = next(marks, None)
    for match in DECLARATION.finditer(code):
        name = match.group(2)
        # private or fileprivate before it on its line, with no `{` or `=` between: one pass over the text.
        while mark is not None and mark.end() <= match.start():
            hidden = mark.group() not in "\n{="
            mark = next(marks, None)
        if name in NOT_A_NAME or hidden:
            continue
        if depth is not None and depth(match.start()):
            continue
        names.add(name)
    return names


def depths(code):
    """A function giving the brace depth at a position of the code (comments and strings blanked):
    the braces opened before it less those closed."""
    positions, levels = [], [0]
    for brace in BRACE.finditer(code):
        positions.append(brace.start())
        levels.append(levels[-1] + (1 if brace.group() == "{" else -1))
    return lambda position: levels[bisect.bisect_left(positions, position)]


def load_framework_names(path=FRAMEWORK_NAMES):
    """(standard library names, {framework: names, those of the frameworks it brings in included})."""
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    frameworks = {name: set(names) for name, names in data["frameworks"].items()}
    for name, brought in data["implies"].items():
        frameworks[name] = frameworks.get(name, set()).union(*(frameworks.get(b, set()) for b in brought))
    return set(data["standard library"]), frameworks


def framework_names(code, library):
    """The names this file's code may mean as the standard library's or an imported framework's."""
    standard, frameworks = library
    return standard.union(*(frameworks.get(name, set()) for name in imported_modules(code)))


def imported_modules(code):
    """The modules the code's import lines name (`@testable import X`, `import struct X.Y`)."""
    found = []
    for line in code.split("\n"):
        if "import" in line:
            match = IMPORT.match(line)
            if match:
                found.append(match.group(1))
    return found


def references(code):
    """The type names the code may refer to: identifiers neither an attribute (`@State`) nor a
    member (`.state`, `x.Data`, also after a line break)."""
    after_at_or_dot = {mark.end() for mark in AFTER_AT_OR_DOT.finditer(code)}
    return [match.group(0) for match in IDENTIFIER.finditer(code) if match.start() not in after_at_or_dot]


def measure(app):
    """The feature × feature table of a package or source tree (the model of an app)."""
    codes = {}
    for module in app.modules:
        texts = []
        for source in (s for s in module.sources if not is_test_helper(s)):     # test code, whatever holds it
            texts.append(code_only(read_source(os.path.join(app.root, source))))
        codes[module.name] = texts
    owners, own = {}, {}
    for module in app.modules:
        for name in set().union(*(declared_types(code, top_level_only=True) for code in codes[module.name])):
            if not is_mock_name(name):      # a stand-in for tests or previews is no feature's type
                owners.setdefault(name, set()).add(module.name)
        own[module.name] = set().union(*(declared_types(code) for code in codes[module.name]))
    library = load_framework_names()
    feature_modules = [m for m in app.modules if m.kind == "feature"]
    modules = {m.name: m for m in app.modules}
    label = {m.name: m.feature or m.name for m in feature_modules}
    rows = {}
    for module in feature_modules:
        imported = set(module.dependencies)
        for code in codes[module.name]:
            imported.update(imported_modules(code))
        imports = sorted(label[m.name] for m in feature_modules if m.import_names & imported and m is not module)
        counts = {}
        for code in codes[module.name]:
            theirs = framework_names(code, library)
            for name in references(code):
                owner = owners.get(name)
                if not owner or len(owner) != 1 or name in theirs or name in own[module.name]:
                    continue
                (other,) = owner
                if other == module.name or other not in label or not (sees(module, modules[other])
                                                                      or modules[other].import_names & imported):
                    continue
                counts.setdefault(label[other], {}).setdefault(name, 0)
                counts[label[other]][name] += 1
        rows[label[module.name]] = {
            "names": {other: {"references": sum(found.values()),
                              "types": [n for n, _ in sorted(found.items(), key=lambda i: (-i[1], i[0]))[:SAMPLE]]}
                      for other, found in sorted(counts.items())},
            "imports": imports,
        }
    for feature, row in rows.items():
        row["named_by"] = sorted(other for other, r in rows.items() if feature in r["names"])
    naming_another = sum(1 for row in rows.values() if row["names"] or row["imports"])
    return {"features": rows, "naming_another": naming_another, "of": len(rows),
            "line": f"features that name another feature: {naming_another} of {len(rows)}",
            "entangled": entangled(rows)}


# The most entangled features

def entangled(rows, top=TOP):
    """The `top` features that name the most others, the `top` named by the most others, and every
    pair that names each other both ways: what a summary lists."""
    return {"names_most": names_most(rows, top), "named_most": named_most(rows, top), "both_ways": both_ways(rows)}


def by_count(entries):
    """Most features first, then most references, then by name: one order, whatever the input's."""
    return sorted(entries, key=lambda e: (-e["features"], -e["references"], e["feature"]))


def names_most(rows, top=TOP):
    """The features whose code names the most other features, each with what it names (most first)."""
    found = []
    for feature, row in rows.items():
        if row["names"]:
            named = sorted(row["names"].items(), key=lambda item: (-item[1]["references"], item[0]))
            found.append({"feature": feature, "features": len(named),
                          "references": sum(entry["references"] for _, entry in named),
                          "names": [{"feature": other, **entry} for other, entry in named]})
    return by_count(found)[:top]


def named_most(rows, top=TOP):
    """The features whose types the most other features name, each with those types (named by the
    most features first) and the features that name it."""
    found = []
    for feature in rows:
        naming = {other: row["names"][feature] for other, row in rows.items() if feature in row["names"]}
        if not naming:
            continue
        namers = {}
        for entry in naming.values():
            for name in entry["types"]:
                namers[name] = namers.get(name, 0) + 1
        found.append({"feature": feature, "features": len(naming),
                      "references": sum(entry["references"] for entry in naming.values()),
                      "types": [{"type": name, "features": count}
                                for name, count in sorted(namers.items(), key=lambda item: (-item[1], item[0]))],
                      "named_by": sorted(naming, key=lambda other: (-naming[other]["references"], other))})
    return by_count(found)[:top]


def both_ways(rows):
    """The pairs of features that name each other, each way's references and types; by name."""
    pairs = []
    for feature, row in sorted(rows.items()):
        for other, entry in sorted(row["names"].items()):
            back = rows.get(other, {}).get("names", {}).get(feature)
            if back and feature < other:
                pairs.append({"features": [feature, other], "references": [entry["references"], back["references"]],
                              "types": [entry["types"], back["types"]]})
    return pairs


def sees(module, other):
    """True when a module sees another's types without importing it: both are folders of one target,
    or parts of one target that --feature cut in two."""
    return (not module.compiled_apart and not other.compiled_apart) or other.name in module.compiled_with


def describe_row(row):
    named = [f"{other} {entry['references']} ({', '.join(entry['types'])})" for other, entry in row["names"].items()]
    imported = [f"imports {other}" for other in row["imports"] if other not in row["names"]]
    return "; ".join(named + imported) or "–"


def text(result):
    """The table as module-size prints it: per feature what it names and who names it."""
    rows = result["features"]
    if not rows:
        return "How separable the features are: no features found."
    width = max(len("Feature"), *map(len, rows))
    out = [f"How separable the features are — {result['line']}",
           f"{'Feature':{width}}  {'Named by':24}  Names (references, most named types)"]
    for feature, row in rows.items():
        out.append(f"{feature:{width}}  {', '.join(row['named_by']) or '–':24}  {describe_row(row)}")
    return "\n".join(out)


def markdown(result, heading="##", csv_name=None):
    """A feature × feature table: the row's feature names the column's so many times. Beyond
    MATRIX_LIMIT features it would be unreadable: then only where the table is (JSON, CSV)."""
    rows = result["features"]
    out = [f"{heading} {result['line']}", ""]
    if not rows:
        return out + ["No features found.", ""]
    if len(rows) > MATRIX_LIMIT:
        where = f"`coupling` in the JSON and `{csv_name}` (a row per feature and feature it names)" if csv_name \
            else "`coupling` in the JSON"
        return out + [f"The {len(rows)} × {len(rows)} table is in {where}: more than {MATRIX_LIMIT} features "
                      "make a table no one reads. The summary lists the most entangled.", ""]
    return out + matrix(rows)


def matrix(rows):
    """The table itself, then the types each feature names of each other one."""
    names = list(rows)
    out = ["| Feature names → | " + " | ".join(names) + " | Named by |",
           "| --- |" + " ---: |" * len(names) + " --- |"]
    for feature, row in rows.items():
        cells = []
        for other in names:
            entry = row["names"].get(other)
            cell = str(entry["references"]) if entry else ""
            if other in row["imports"]:
                cell = (cell + " " if cell else "") + "(imports)"
            cells.append("·" if other == feature else cell)
        out.append(f"| {feature} | " + " | ".join(cells) + f" | {', '.join(row['named_by']) or '–'} |")
    named = [f"- {feature} → {other}: {', '.join(entry['types'])}"
             for feature, row in rows.items() for other, entry in row["names"].items()]
    out += ["", "A cell counts the references the row's code makes to types (class, struct, enum, protocol, actor, "
            "typealias) the column's feature declares, in code, not in comments or strings; *(imports)*: the row's "
            "target imports the column's." + (" The types most named:" if named else ""), ""]
    return out + (named + [""] if named else [])


# The summary's tables

def entangled_of(result):
    """The most entangled features of a result, measured before the summary existed or not."""
    return result.get("entangled") or entangled(result["features"])


def summary_markdown(result, heading="###", side=""):
    """The most entangled features and the pairs that name each other both ways, as tables."""
    def said(text):
        return [f"**{side}**: {text}" if side else text[0].upper() + text[1:], ""]

    if not result["features"]:
        return said("no features found.")
    found = entangled_of(result)
    if not found["names_most"]:
        return said("no feature names another feature's types.")
    prefix = f"{side}: the" if side else "The"
    return (names_most_table(found["names_most"], f"{heading} {prefix} features that name the most other features")
            + named_most_table(found["named_most"], f"{heading} {prefix} features named by the most other features")
            + both_ways_table(found["both_ways"], f"{heading} {prefix} features that name each other both ways"))


def first_few(items, shown=NAMES_SHOWN, separator=", "):
    """The first `shown` items, and how many more there are."""
    more = f"{separator}… {len(items) - shown} more" if len(items) > shown else ""
    return separator.join(items[:shown]) + more


def titled_table(title, columns, rows):
    """A Markdown table under `title`: `columns` as (heading, alignment: "---" or "---:"), rows of cells."""
    return [title, "", "| " + " | ".join(heading for heading, _ in columns) + " |",
            "| " + " | ".join(alignment for _, alignment in columns) + " |",
            *("| " + " | ".join(str(cell) for cell in row) + " |" for row in rows), ""]


def names_most_table(entries, title):
    rows = [[entry["feature"], entry["features"], entry["references"],
             first_few([f"{n['feature']} {n['references']} ({', '.join(n['types'])})" for n in entry["names"]],
                       separator="; ")] for entry in entries]
    return titled_table(title, [("Feature", "---"), ("Features it names", "---:"), ("References", "---:"),
                                ("What it names most (references, types)", "---")], rows)


def named_most_table(entries, title):
    rows = [[entry["feature"], entry["features"], entry["references"],
             first_few([f"{t['type']} ({t['features']})" for t in entry["types"]]), first_few(entry["named_by"])]
            for entry in entries]
    return titled_table(title, [("Feature", "---"), ("Features naming it", "---:"), ("References", "---:"),
                                ("Its types they name (features naming each)", "---"),
                                ("Named by (most references first)", "---")], rows)


def both_ways_table(pairs, title):
    if not pairs:
        return [title, "", "None.", ""]
    rows = [[" ↔ ".join(pair["features"])]
            + [f"{count} ({', '.join(types)})" for count, types in zip(pair["references"], pair["types"])]
            for pair in pairs[:PAIRS_SHOWN]]
    if len(pairs) > PAIRS_SHOWN:
        rows.append([f"… {len(pairs) - PAIRS_SHOWN} more pairs (in the JSON)", "", ""])
    return titled_table(title, [("Pair", "---"), ("References → (types)", "---"), ("References ← (types)", "---")],
                        rows)


# The table as CSV

CSV_COLUMNS = ["side", "feature", "names", "references", "types", "imports"]


def csv_text(results):
    """{side: coupling result} as CSV, a row per feature and feature it names or imports: the
    non-empty cells of each side's feature × feature table, with the types most named."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for side, result in results.items():
        for feature, row in (result or {}).get("features", {}).items():
            for other in sorted(set(row["names"]) | set(row["imports"])):
                entry = row["names"].get(other) or {"references": 0, "types": []}
                writer.writerow([side, feature, other, entry["references"], " ".join(entry["types"]),
                                 "yes" if other in row["imports"] else ""])
    return buffer.getvalue()
