"""The pattern lab's mutation scores, read from what `Tools/mutation --all-patterns --out DIR` wrote
(DIR/<Target>/mutation.json, or DIR/mutation.json for a run of one target): per pattern, the score
by the behaviour suite alone and with the pattern's own tests, the mutants found and run, and the
survivors. A mutation run takes the better part of an hour for seven patterns, so the report reads
one made before (`Tools/report --patterns-only --mutation DIR`) and names it, rather than making one."""
import json
import os

from .common import ToolError
from .mutationreport import LABELS

SUITE, WITH_OWN = LABELS["suite"], LABELS["combined"]


def read(folder, targets):
    """{target: entry} for every target the folder has a report of; a target it has none of is left out."""
    if not os.path.isdir(folder):
        raise ToolError(f"--mutation {folder}: no such folder (write one with Tools/mutation --all-patterns --out DIR)")
    found = {}
    for target in targets:
        for path in (os.path.join(folder, target, "mutation.json"), os.path.join(folder, "mutation.json")):
            entry = entry_of(path, target)
            if entry:
                found[target] = entry
                break
    if not found:
        raise ToolError(f"--mutation {folder}: no mutation.json of any pattern target ({', '.join(targets)})")
    return found


def entry_of(path, target):
    if not os.path.isfile(path):
        return None
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    config = data.get("config") or {}
    if config.get("target") != target:
        return None
    statuses = [m["status"] for file in data.get("files", {}).values() for m in file.get("mutants", [])]
    survivors = [f"{path_}:{m['location']['start']['line']} ({m['mutatorName']})"
                 for path_, file in data.get("files", {}).items() for m in file.get("mutants", []) if m["status"] == "Survived"]
    return {"report": path, "mutants_found": config.get("mutants_found"), "run": len(statuses), "cap": config.get("cap"),
            "seed": config.get("seed"), "scores": {"behaviour": config.get("scores", {}).get(SUITE),
                                                   "with_own_tests": config.get("scores", {}).get(WITH_OWN)},
            "not_built": statuses.count("CompileError"), "survivors": survivors}


def score_cell(value):
    return "–" if value is None else f"{value:.1f} %"


def markdown(rows, folder):
    """A table: a row per pattern the mutation run covered."""
    measured = [row for row in rows if row.get("mutation")]
    if not measured:
        return []
    out = ["### How well each pattern's tests catch a bug: mutation score", "",
           f"Read from `{folder}` (written by `Tools/mutation --all-patterns`; its mutation.md per target lists "
           "every survivor). Score = killed / (killed + survived + timed out); a mutant that does not build does "
           "not count.", "",
           "| Pattern | Mutants found | Run (cap, seed) | Not built | Score: behaviour suite alone | "
           "Score: with own tests | Survivors (with own tests) |",
           "| --- | ---: | --- | ---: | ---: | ---: | --- |"]
    for row in measured:
        entry = row["mutation"]
        out.append(f"| {row['pattern']} | {entry['mutants_found']} | {entry['run']} ({entry['cap'] or 'all'}, "
                   f"{entry['seed']}) | {entry['not_built']} | {score_cell(entry['scores']['behaviour'])} | "
                   f"{score_cell(entry['scores']['with_own_tests'])} | {', '.join(entry['survivors']) or 'none'} |")
    return out + [""]
