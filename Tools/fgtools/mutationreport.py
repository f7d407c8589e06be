"""Tools/mutation's reports: mutation.json in the mutation-testing-report-schema that Stryker's
HTML viewer (mutation-testing-elements) reads, and mutation.md for people: per file and in total,
killed / survived / not built / timed out and the score, by the behaviour suite alone and with the
pattern's own tests, and each survivor's line before and after."""
import json

from . import mutants
from .common import write_outputs

# The official schema this report follows (packages/report-schema of stryker-mutator/
# mutation-testing-elements, report-schema 3.9.0); its major version 2 is what the viewer checks.
SCHEMA_URL = ("https://raw.githubusercontent.com/stryker-mutator/mutation-testing-elements/master/"
              "packages/report-schema/src/mutation-testing-report-schema.json")
SCHEMA_VERSION = "2"
THRESHOLDS = {"high": 80, "low": 60}
STATUSES = ("Killed", "Survived", "CompileError", "Timeout")
LABELS = {"suite": "behaviour suite alone", "own": "own tests alone", "combined": "with own tests"}
HOW_SCORED = ("*Score* = killed / (killed + survived + timed out), as Stryker computes it: a mutant that does not "
              "build (*not built*, Stryker's CompileError) does not count. A mutant is *killed* when a test run "
              "fails, *survived* when every run passes, *timed out* when a run goes past its limit (its process "
              "group killed). *With own tests*: killed when the behaviour suite or the pattern's own tests kill it; "
              "the own tests run only on a mutant the suite did not kill.")


def columns(run):
    """[(label, key of the status)]: the behaviour suite alone and with own tests, or the one run."""
    kinds = list(run["filters"])
    if len(kinds) == 1:
        return [(LABELS[kinds[0]] if kinds[0] == "own" else "behaviour suite", kinds[0])]
    return [(LABELS["suite"], "suite"), (LABELS["combined"], "combined")]


def status_of(result, key):
    if key == "combined":
        return result["status"]
    return result["statuses"].get(key) or result["status"]


def counts(results, key):
    found = {status: 0 for status in STATUSES}
    for result in results:
        found[status_of(result, key)] += 1
    return found


def score(found):
    """Percent killed of the mutants that built, or None when none did."""
    counted = found["Killed"] + found["Survived"] + found["Timeout"]
    return round(100 * found["Killed"] / counted, 1) if counted else None


def mutant_entry(run, result):
    mutant = result["mutant"]
    entry = {
        "id": run["ids"][mutant.key], "mutatorName": mutant.operator, "replacement": mutant.replacement,
        "description": description(mutant),
        "location": {"start": {"line": mutant.line, "column": mutant.column},
                     "end": {"line": mutant.end_line, "column": mutant.end_column}},
        "status": result["status"], "statusReason": result["reason"],
        "duration": int(result["seconds"] * 1000),
    }
    if result["killed_by"]:
        entry["killedBy"] = result["killed_by"]
    return entry


def description(mutant):
    if mutant.operator == mutants.SIDE_EFFECTS:
        return f"removed `{' '.join(mutant.original.split())}`"
    return f"`{' '.join(mutant.original.split())}` → `{' '.join(mutant.replacement.split())}`"


def json_report(run, results, sources, root):
    """The report as mutation-testing-report-schema (version 2) has it; what the schema has no field
    for (the status by the behaviour suite alone, the scores, the run's settings) is in `config`."""
    files = {path: {"language": "swift", "source": text, "mutants": []} for path, text in sources.items()}
    for result in results:
        files[result["mutant"].path]["mutants"].append(mutant_entry(run, result))
    config = {key: run[key] for key in ("target", "tests", "test_targets", "filters", "cap", "seed", "mutants_found",
                                        "baseline_seconds", "timeouts", "build_seconds", "seconds")}
    config["scores"] = {label: score(counts(results, key)) for label, key in columns(run)}
    if "suite" in run["filters"] and len(run["filters"]) > 1:
        config["status_by_behaviour_suite_alone"] = {run["ids"][r["mutant"].key]: status_of(r, "suite")
                                                     for r in results}
    return {"$schema": SCHEMA_URL, "schemaVersion": SCHEMA_VERSION, "thresholds": dict(THRESHOLDS),
            "projectRoot": root, "files": files, "config": config,
            "framework": {"name": "Tools/mutation (Football Gather)", "version": "1"}}


def percent(value):
    return "–" if value is None else f"{value:.1f} %"


def count_cells(found):
    return (f"{found['Killed']} | {found['Survived']} | {found['CompileError']} | {found['Timeout']} | "
            f"{percent(score(found))}")


def before_after(mutant, source):
    """The mutant's lines in the file and in the mutant (a removed call reads "(removed)")."""
    before = source.split("\n")[mutant.line - 1:mutant.end_line]
    mutated = mutants.apply(source, mutant).split("\n")
    after = mutated[mutant.line - 1:mutant.line + mutant.replacement.count("\n")]
    if not "".join(after).strip():
        after = [before[0][:len(before[0]) - len(before[0].lstrip())] + "(removed)"]
    return before, after


def markdown(run, results, sources):
    shown = columns(run)
    chosen = len(results)
    sampled = (f"{chosen} of the {run['mutants_found']} mutants found, drawn with seed {run['seed']}"
               if chosen < run["mutants_found"] else f"all {chosen} mutants found")
    tests = "; ".join(f"{LABELS.get(kind, kind).replace(' alone', '')}: {run['test_targets'][kind]} "
                      f"(`--filter '{run['filters'][kind]}'`, {run['baseline_seconds'][kind]:.0f} s unmutated, "
                      f"limit {run['timeouts'][kind]:.0f} s)" for kind in run["filters"])
    out = [f"# Mutation testing: {run['target']}", "",
           f"{sampled} in {run['target']}'s {len(sources)} files; tests {tests}. The run took "
           f"{run['seconds'] / 60:.1f} min after the unmutated build ({run['build_seconds']:.0f} s).", "",
           "## Scores", "", "| Tests | Killed | Survived | Not built | Timed out | Score |",
           "| --- | ---: | ---: | ---: | ---: | ---: |"]
    out += [f"| {label} | {count_cells(counts(results, key))} |" for label, key in shown]
    out += ["", HOW_SCORED, "", f"## Per file ({shown[-1][0]})", "",
            "| File | Mutants | Killed | Survived | Not built | Timed out | Score |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for path in sources:
        in_file = [r for r in results if r["mutant"].path == path]
        if in_file:
            out.append(f"| {path} | {len(in_file)} | {count_cells(counts(in_file, shown[-1][1]))} |")
    out += ["", "## Mutants by operator", "", "| Operator | Mutants | Killed | Survived | Not built | Timed out | Score |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for operator in mutants.OPERATORS:
        of_kind = [r for r in results if r["mutant"].operator == operator]
        if of_kind:
            out.append(f"| {operator} | {len(of_kind)} | {count_cells(counts(of_kind, shown[-1][1]))} |")
    out += survivors(results, sources, shown)
    return "\n".join(out) + "\n"


def survivors(results, sources, shown):
    """Each mutant the tests let through, then those only the own tests caught."""
    out = ["", "## Survivors", ""]
    alive = [r for r in results if r["status"] in ("Survived", "Timeout")]
    out += ["None: every mutant that built was killed."] if not alive else []
    for result in alive:
        out += survivor(result, sources)
    if len(shown) > 1:
        caught = [r for r in results if r["status"] == "Killed" and status_of(r, "suite") != "Killed"]
        out += ["", "## Survived the behaviour suite, killed by the own tests", ""]
        out += ["None."] if not caught else []
        for result in caught:
            out += survivor(result, sources)
    return out


def survivor(result, sources):
    mutant = result["mutant"]
    before, after = before_after(mutant, sources[mutant.path])
    timed_out = " (timed out)" if result["status"] == "Timeout" else ""
    return ([f"- {mutant.path}:{mutant.line} {mutant.operator}{timed_out}", "", "  ```diff"]
            + [f"  - {line.strip()}" for line in before] + [f"  + {line.strip()}" for line in after] + ["  ```", ""])


def write(folder, data, text):
    write_outputs(folder, {"mutation.json": json.dumps(data, indent=2, ensure_ascii=False) + "\n", "mutation.md": text})
