"""How separable the features are: for each feature, the other features whose declared types
(class, struct, enum, protocol, actor, typealias) its code names, how often, and which names.

Names are read in code only (not in comments or string literals). A reference counts when it
names a top-level type another feature declares: a nested one (`Profile.State`) is named through
its outer type, which counts; `State` alone, an attribute (`@State`) or a member (`x.Data`) is not
another feature's. Nor does a name count that the standard library or a framework the file
imports also declares (framework-names.json: `Data` may be Foundation's), a private or fileprivate
type (nothing outside its file can name it), a name declared at the top level of more than one
module (it cannot be told whose it is), or one the feature declares itself, at any depth. A
feature that is a target of its own (a package's) can only name what it imports, so there a
reference counts only when the feature's target imports the other's (an import line or a declared
dependency); the folders of one target (a source tree's) see one another."""
import json
import os
import re

from .lines import code_only

DECLARATION = re.compile(r"\b(class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)")
HIDDEN = re.compile(r"\b(private|fileprivate)\b[^\n{=]*$")
IDENTIFIER = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:class|struct|enum|protocol|func|var|let|typealias)\s+)?"
                    r"([A-Za-z_][A-Za-z0-9_]*)", re.MULTILINE)
NOT_A_NAME = {"func", "var", "let", "subscript", "init"}
SAMPLE = 3
FRAMEWORK_NAMES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "framework-names.json")


def declared_types(code, top_level_only=False):
    """The types a file's code declares for others to name (not private or fileprivate); with
    `top_level_only`, only those outside every brace (not nested in a type or a function)."""
    names = set()
    depth = depths(code) if top_level_only else None
    for match in DECLARATION.finditer(code):
        name = match.group(2)
        line_start = code.rfind("\n", 0, match.start()) + 1
        if name in NOT_A_NAME or HIDDEN.search(code[line_start:match.start()]):
            continue
        if depth is not None and depth(match.start()):
            continue
        names.add(name)
    return names


def depths(code):
    """A function giving the brace depth at a position of the code (comments and strings blanked)."""
    opened, level = [], 0
    for char in code:
        opened.append(level)
        level += 1 if char == "{" else -1 if char == "}" else 0
    return lambda position: opened[position]


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
    return standard.union(*(frameworks.get(name, set()) for name in IMPORT.findall(code)))


def references(code):
    """The type names the code may refer to: identifiers neither an attribute (`@State`) nor a
    member (`.state`, `x.Data`, also after a line break)."""
    for match in IDENTIFIER.finditer(code):
        before = match.start() - 1
        while before >= 0 and code[before].isspace():
            before -= 1
        if before < 0 or code[before] not in "@.":
            yield match.group(0)


def measure(app):
    """The feature × feature table of a package or source tree (the model of an app)."""
    codes = {}
    for module in app.modules:
        texts = []
        for source in module.sources:
            with open(os.path.join(app.root, source), encoding="utf-8", errors="replace") as handle:
                texts.append(code_only(handle.read()))
        codes[module.name] = texts
    owners, own = {}, {}
    for module in app.modules:
        for name in set().union(*(declared_types(code, top_level_only=True) for code in codes[module.name])):
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
            imported.update(IMPORT.findall(code))
        imports = sorted(label[m.name] for m in feature_modules if m.name in imported and m is not module)
        counts = {}
        for code in codes[module.name]:
            theirs = framework_names(code, library)
            for name in references(code):
                owner = owners.get(name)
                if not owner or len(owner) != 1 or name in theirs or name in own[module.name]:
                    continue
                (other,) = owner
                if other == module.name or other not in label or not (sees(module, modules[other]) or other in imported):
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
    entangled = sum(1 for row in rows.values() if row["names"] or row["imports"])
    return {"features": rows, "naming_another": entangled, "of": len(rows),
            "line": f"features that name another feature: {entangled} of {len(rows)}"}


def sees(module, other):
    """True when a module sees another's types without importing it: both are folders of one target."""
    return not module.compiled_apart and not other.compiled_apart


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


def markdown(result, heading="##"):
    """A feature × feature table: the row's feature names the column's so many times."""
    rows = result["features"]
    out = [f"{heading} {result['line']}", ""]
    if not rows:
        return out + ["No features found.", ""]
    names = list(rows)
    out += ["| Feature names → | " + " | ".join(names) + " | Named by |",
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
