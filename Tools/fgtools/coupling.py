"""How separable the features are: for each feature, the other features whose declared types
(class, struct, enum, protocol, actor, typealias) its code names, how often, and which names.

Names are read in code only (not in comments or string literals). A private or fileprivate
type is never counted (nothing outside its file can name it), nor a name declared in more than
one module (it cannot be told whose it is), nor one the feature declares itself. In a package a
feature can only name what it imports, so there a reference counts only when the feature's
target imports the other's (an import line or a declared dependency); a source tree is one
module, where everything is visible."""
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


def declared_types(code):
    """The types a file's code declares for others to name (not private or fileprivate)."""
    names = set()
    for match in DECLARATION.finditer(code):
        name = match.group(2)
        line_start = code.rfind("\n", 0, match.start()) + 1
        if name in NOT_A_NAME or HIDDEN.search(code[line_start:match.start()]):
            continue
        names.add(name)
    return names


def measure(package):
    """The feature × feature table of a package or source tree (anything with modules of a kind)."""
    codes = {}
    for module in package.modules:
        texts = []
        for source in module.sources:
            with open(os.path.join(package.root, source), encoding="utf-8", errors="replace") as handle:
                texts.append(code_only(handle.read()))
        codes[module.name] = texts
    owners = {}
    for module in package.modules:
        for name in set().union(*(declared_types(code) for code in codes[module.name])):
            owners.setdefault(name, set()).add(module.name)
    feature_modules = [m for m in package.modules if m.kind == "feature"]
    label = {m.name: m.feature or m.name for m in feature_modules}
    one_module = getattr(package, "test_files", None) is not None     # a source tree
    rows = {}
    for module in feature_modules:
        imported = set(module.dependencies)
        for code in codes[module.name]:
            imported.update(IMPORT.findall(code))
        imports = sorted(label[m.name] for m in feature_modules if m.name in imported and m is not module)
        counts = {}
        for code in codes[module.name]:
            for name in IDENTIFIER.findall(code):
                owner = owners.get(name)
                if not owner or len(owner) != 1:
                    continue
                (other,) = owner
                if other == module.name or other not in label or not (one_module or other in imported):
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
