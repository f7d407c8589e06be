"""The match screen in every pattern (the pattern lab): VIPER's feature and every target of the
rules' pattern kind (MVC, MVVM, MVP, VIP, a store…), measured in one run and shown in one table, a row per
pattern, with the target they all share beside them once when the rules name one (`pattern_lab.shared`;
this package's patterns share Presentation, as every screen does, and name none).

Per pattern: files and code lines per role; the behaviour suite's tests and the cases of it that
played the pattern, and its own test target's tests; line coverage of its target by the behaviour
suite alone and with its own tests too; its own compile; the rebuild of the app after touching the
file that holds its scoring rule (declared in the rules' `pattern_lab.scoring_rule`), and the targets
recompiled. Which targets take part is read from the package and the rules, never listed here."""
import glob
import os
import re
import shutil
import tempfile
import time

from . import buildtime, changecost, labmutation, lines
from .common import ToolError, progress

KEY = "pattern_lab"
NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}

# Swift Testing prints a line for each case of a parameterised test as it starts, the arguments
# labelled: "◇ Test case passing 2 arguments pattern → VIPER, store → sqlite to goals(pattern:store:) started."
# (Swift 6.3), "◇ Passing 2 arguments pattern → VIPER, store → sqlite to goals(pattern:store:)" (earlier).
CASE_LINE = re.compile(r"\b(?:Test case passing|Passing) \d+ arguments? (.+) to (\S+|\"[^\"]*\")"
                       r"(?: started\.| (?:passed|failed) after .*)?\s*$")
LABEL = re.compile(r"(?:^|, )([A-Za-z_]\w*) → ")
# With --verbose each argument is followed by its type: "pattern → VIPER (MatchBehaviourTests.MatchPattern)".
TYPE_NAME = re.compile(r" \((?:[A-Za-z_]\w*\.)+[A-Za-z_][\w.<>, ]*\)$")

HOW_TESTS_ARE_COUNTED = (
    "*Behaviour suite*: its tests are its test functions as `swift test list` lists them (a parameterised test "
    "once); a pattern's are those of them that ran a case for it, and its *cases* the cases that did: the "
    "lines Swift Testing prints as each case starts (`Test case passing 2 arguments pattern → VIPER, store → sqlite to … "
    "started.`), "
    "an argument's value being the pattern's name. *Own tests*: the test functions `swift test list` lists for "
    "the pattern's own test target(s).")


# What takes part

def applies(package):
    """True when the rules declare a pattern lab and the package has its VIPER feature."""
    lab = package.rules.pattern_lab
    return bool(lab and package.module(lab.viper))


def patterns(package):
    """[(pattern name, module)]: VIPER's feature first, then every module of the lab's kind."""
    lab = package.rules.pattern_lab
    viper = package.module(lab.viper)
    found = ([viper] if viper else []) + [m for m in package.modules if m.kind == lab.kind]
    return [(lab.pattern_name(module.name), module) for module in found]


def roles(entry, rules):
    """{role: {"files", "code_lines"}} of a module's size entry: each file counted whole in the role its
    name (or its code) gives, in the rules' layer order, Other last."""
    found = {}
    for source in entry["source_files"]:
        role = found.setdefault(source["layer"], {"files": 0, "code_lines": 0})
        role["files"] += 1
        role["code_lines"] += source["code_lines"]
    return {layer: found[layer] for layer in rules.layer_order(found)}


def scoring_rule(lab, module):
    """{"file": path} of the file declared to hold the module's scoring rule, or with `not_measured`
    saying why there is none to touch."""
    path = lab.scoring_rule_of(module.name)
    if path is None:
        return {"file": None, "not_measured": "not declared"}
    path = os.path.normpath(path)
    if path not in module.sources:
        return {"file": path, "not_measured": f"not measured: {path} is not a file of {module.name}"}
    return {"file": path}


# Reading test output

def labelled_arguments(text):
    """[(label, value)] of Swift Testing's "pattern → VIPER, store → sqlite"."""
    marks = list(LABEL.finditer(text))
    found = []
    for index, mark in enumerate(marks):
        end = marks[index + 1].start() if index + 1 < len(marks) else len(text)
        found.append((mark.group(1), TYPE_NAME.sub("", text[mark.end():end])))
    return found


def cases_per_pattern(output, names):
    """{pattern: {"tests": test functions that ran a case for it, "cases": its cases}} from the lines
    Swift Testing prints as each case of a parameterised test starts; a case is the pattern's when one
    of its arguments is the pattern's name (`pattern → VIPER`). A case is counted once, whatever the
    lines around it."""
    seen = {name: set() for name in names}
    for line in output.splitlines():
        match = CASE_LINE.search(line.strip())
        if not match:
            continue
        arguments, test = match.group(1), match.group(2)
        values = {value for _, value in labelled_arguments(arguments)}
        for name in names:
            if name in values:
                seen[name].add((test, arguments))
    return {name: {"tests": len({test for test, _ in cases}), "cases": len(cases)} for name, cases in seen.items()}


# Measuring

def covered(result, name):
    """A module's line coverage out of a coverage.aggregate result."""
    row = (result or {}).get(name)
    if not row:
        return None
    return {"measured": row["measured"], "lines_covered": row["lines_covered"], "lines": row["lines"],
            "line_percent": row["line_percent"]}


def test_filter(*targets):
    """The `swift test --filter` of these test targets' tests: `^(A|B)\\.`."""
    return f"^({'|'.join(targets)})\\." if len(targets) > 1 else f"^{targets[0]}\\."


def run_or_reason(run_tests, what):
    """(coverage result, output) of run_tests(what), or (None, None, the reason it failed)."""
    try:
        result, output = run_tests(what)
        return result, output, None
    except ToolError as error:
        first = str(error).strip().splitlines()[0]
        return None, None, f"not measured: {first}"


def measure_tests(package, found, run_tests):
    """Coverage and cases per pattern from one run of the behaviour suite alone and, per pattern with a
    test target of its own, one run of the suite with it. `run_tests(filter)` gives (coverage result,
    output). Returns ({target: {"behaviour", "with_own_tests", "cases"}}, [filters run], {what: reason}),
    with the behaviour coverage of the rules' shared target too when they name one."""
    lab = package.rules.pattern_lab
    runs, failed = [], {}
    suite = test_filter(lab.behaviour_suite)
    runs.append(suite)
    alone, output, reason = run_or_reason(run_tests, suite)
    if reason:
        failed["behaviour_suite"] = reason
    cases = cases_per_pattern(output or "", [name for name, _ in found])
    result = {lab.shared: {"behaviour": covered(alone, lab.shared) or reason}} if lab.shared else {}
    for name, module in found:
        entry = {"behaviour": covered(alone, module.name) or reason, "cases": None if reason else cases[name]}
        if module.test_targets:
            both = test_filter(lab.behaviour_suite, *module.test_targets)
            runs.append(both)
            together, _, why = run_or_reason(run_tests, both)
            entry["with_own_tests"] = covered(together, module.name) or why
        else:
            entry["with_own_tests"] = "not measured: no test target of its own"
        result[module.name] = entry
    return result, runs, failed


def measure_builds(package, modules, declared, repeat, quick, work_root, builder=None, own=None):
    """Own compiles of `modules` (those `own` does not give already; none when `quick`) and, for each
    module with a file in `declared` ({module: path}), the rebuild of the app after touching it, in
    the folder of the last own-compile pass (else a fresh one) once the app is built there.
    Returns ({module: own stats}, {module: incremental entry}, the priming build)."""
    builder = builder or buildtime.Builder(package)
    own = dict(own or {})
    os.makedirs(work_root, exist_ok=True)
    work = tempfile.mkdtemp(prefix="pattern-lab-", dir=work_root)
    originals, incremental, priming, folder = {}, {}, None, None
    try:
        missing = [m for m in modules if m.name not in own]
        if missing and not quick:
            times, priming, folder = buildtime.measure_own(builder, package, missing, repeat, work, keep_last=True)
            own.update(times)
        touched = [m for m in modules if m.name in declared]
        if touched:
            folder = folder or os.path.join(work, "incremental")
            product = buildtime.app_product(package)
            linked = buildtime.dependency_closure(package, product) if product else set()
            if product:
                progress("pattern-lab", f"building the app in the rebuild folder (swift build --product {product})")
                builder.build(folder, product=product)
            if not product or any(m.name not in linked for m in touched):
                progress("pattern-lab", "building every target in the rebuild folder (swift build)")
                builder.build(folder)
            for module in touched:
                rebuild = product if module.name in linked else None
                try:
                    entry = buildtime.measure_incremental(builder, package, module, rebuild, repeat, folder, originals,
                                                          source=declared[module.name])
                except ToolError as error:
                    # One pattern's stale build costs only its own cell.
                    entry = {"not_measured": f"not measured: {str(error).splitlines()[0]}"}
                entry["rebuilt"] = rebuild or "all targets"
                incremental[module.name] = entry
    finally:
        buildtime.restore_times(originals)
        shutil.rmtree(work, ignore_errors=True)
    return {m.name: own.get(m.name) for m in modules}, incremental, priming


def measure(package, sizes, counts, run_tests, repeat, quick, skip_builds, work_root, own=None, builder=None,
            build_command=None, scratch=None):
    """The pattern lab's figures (report.json's `pattern_lab`). `sizes`: size.measure of the package;
    `counts`: {test target: tests} from `swift test list`; `run_tests(filter)`: (coverage result, output)
    of the tests the filter matches, built already; `own`: own compiles measured already."""
    if not applies(package):
        raise ToolError("the rules declare no pattern lab (pattern_lab) or the package has no target "
                        f"{getattr(package.rules.pattern_lab, 'viper', '')!s}".rstrip())
    started = time.monotonic()
    lab = package.rules.pattern_lab
    found = patterns(package)
    shared = package.module(lab.shared) if lab.shared else None
    progress("pattern-lab", "the match screen in " + ", ".join(f"{name} ({m.name})" for name, m in found)
             + (f", sharing {shared.name}" if shared else ""))
    tested, runs, not_measured = measure_tests(package, found, run_tests)
    rules = {m.name: scoring_rule(lab, m) for _, m in found}
    modules = [m for _, m in found] + ([shared] if shared else [])
    if skip_builds:
        not_measured["builds"] = "not measured: --skip-build-times"
        compiled, rebuilt, priming = {}, {}, None
    else:
        declared = {name: rule["file"] for name, rule in rules.items() if "not_measured" not in rule}
        compiled, rebuilt, priming = measure_builds(package, modules, declared, repeat, quick, work_root, builder, own)
        if quick and not own:
            not_measured["own_compile"] = "not measured: --quick (no own compiles)"
    rows = []
    for name, module in found:
        rule = dict(rules[module.name])
        if module.name in rebuilt:
            rule.update(rebuilt[module.name])
        elif skip_builds and "not_measured" not in rule:
            rule["not_measured"] = not_measured["builds"]
        rows.append({
            "pattern": name, "target": module.name, "path": module.path,
            "files": sizes[module.name]["files"], "code_lines": sizes[module.name]["code_lines"],
            "roles": roles(sizes[module.name], package.rules),
            "behaviour": tested[module.name]["cases"],
            "own_tests": {"targets": module.test_targets, "tests": sum(counts.get(t, 0) for t in module.test_targets),
                          "code_lines": test_code_lines(package, module.test_targets)},
            "coverage": {"behaviour": tested[module.name]["behaviour"],
                         "with_own_tests": tested[module.name]["with_own_tests"]},
            "own_compile": compiled.get(module.name),
            "scoring_rule": rule,
        })
    relative = (lambda path: os.path.relpath(path, package.root)) if package.root else (lambda path: path)
    folder = relative(scratch) if scratch else "<coverage folder>"
    return {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "seconds": round(time.monotonic() - started, 1),
        "kind": lab.kind, "viper": lab.viper,
        "behaviour_suite": {"target": lab.behaviour_suite, "tests": counts.get(lab.behaviour_suite, 0)},
        "patterns": rows,
        "shared": None if shared is None else {
            "target": shared.name, "path": shared.path, "files": sizes[shared.name]["files"],
            "code_lines": sizes[shared.name]["code_lines"], "roles": roles(sizes[shared.name], package.rules),
            "coverage": {"behaviour": tested[shared.name]["behaviour"]}, "own_compile": compiled.get(shared.name)},
        "shared_code": shared_code(package, lab.shared_code),
        "repeat": repeat, "quick": quick, "priming": priming,
        "commands": commands(build_command, folder, runs, rows, package, quick or skip_builds, skip_builds),
        "how_tests_are_counted": HOW_TESTS_ARE_COUNTED,
        "not_measured": not_measured,
        # What each change named by commit trailers cost each pattern (Tools/fgtools/changecost.py).
        "changes": changecost.measure(package, [name for name, _ in found], measure_recompiles=not skip_builds),
    }


def code_lines_of(package, paths):
    total = 0
    for path in paths:
        with open(os.path.join(package.root, path), encoding="utf-8", errors="replace") as handle:
            total += lines.count_code_lines(handle.read())
    return total


def test_code_lines(package, targets):
    """The code lines of the files the test targets compile (helpers included)."""
    return code_lines_of(package, sorted({f.path for t in targets for f in package.test_files_in(t)}))


def shared_code(package, patterns):
    """{files, code_lines} of the code every pattern uses in targets other screens share (the rules'
    `pattern_lab.shared_code` globs); None when the rules name none."""
    if not patterns:
        return None
    files = sorted({os.path.relpath(path, package.root) for pattern in patterns
                    for path in glob.glob(os.path.join(package.root, pattern)) if os.path.isfile(path)})
    return {"globs": list(patterns), "files": files, "code_lines": code_lines_of(package, files)}


def commands(build_command, folder, runs, rows, package, no_own, no_builds):
    """The commands the figures come from, in the order they ran."""
    found = [build_command or f"swift build --build-tests --enable-code-coverage --scratch-path {folder}",
             f"swift test list --skip-build --enable-code-coverage --scratch-path {folder}"]
    for run in runs:
        found.append(f"swift test --enable-code-coverage --scratch-path {folder} --skip-build --filter '{run}', then "
                     "llvm-cov export -summary-only <the tests' binary> -instr-profile=<its profdata>")
    if not no_own:
        found.append("swift build --target <target> --scratch-path <fresh folder>, every target in dependency order "
                     "after a priming build, one fresh folder per run")
    product = buildtime.app_product(package)
    for row in rows:
        rule = row["scoring_rule"]
        if rule.get("file") and not no_builds and "not_measured" not in rule:
            found.append(f"touch {rule['file']}; swift build --product {product}" if rule.get("rebuilt") != "all targets"
                         else f"touch {rule['file']}; swift build")
    return found


# Showing it

def title(lab):
    count = len(lab["patterns"])
    return f"The match screen in {NUMBERS.get(count, str(count))} pattern{'' if count == 1 else 's'}"


def shared_label(count):
    if count <= 1:
        return "shared (one pattern so far)"
    return "shared by both" if count == 2 else f"shared by all {NUMBERS.get(count, str(count))}"


def seconds_cell(entry):
    if not entry:
        return "–"
    return f"{entry['median']:.2f} ({entry['min']:.2f}–{entry['max']:.2f})"


def coverage_cell(entry):
    if entry is None:
        return "–"
    if isinstance(entry, str):
        return entry
    if not entry["measured"]:
        return "0.0 % (no test ran it)"
    return f"{entry['line_percent']:.1f} % ({entry['lines_covered']}/{entry['lines']})"


def roles_cell(found):
    return ", ".join(f"{role} {entry['code_lines']} ({entry['files']})" for role, entry in found.items()) or "–"


def behaviour_cell(found, suite_tests):
    if found is None:
        return "not measured"
    tests = f"{found['tests']}" if found["tests"] == suite_tests else f"{found['tests']} of {suite_tests}"
    return f"{tests} tests, {found['cases']} cases"


def own_tests_cell(found):
    if not found["targets"]:
        return "no test target"
    code = f", {found['code_lines']} code lines" if found.get("code_lines") is not None else ""
    return f"{found['tests']} ({', '.join(found['targets'])}{code})"


def rebuild_cells(rule):
    """The rebuild's seconds (with the touched file) and what it recompiled."""
    if "not_measured" in rule:
        return rule["not_measured"], "–"
    touched = os.path.basename(rule["file"])
    recompiled = ", ".join(rule.get("recompiled") or []) or "–"
    if rule.get("relinked"):
        recompiled += "; relinked " + ", ".join(rule["relinked"])
    return f"{seconds_cell(rule.get('seconds'))} ({touched})", recompiled


def markdown(lab, heading=None):
    """The section: one table, a row per pattern and, when the lab has a shared target, one for it; then
    the commands, when and how long, and how to read it."""
    count = len(lab["patterns"])
    suite = lab["behaviour_suite"]
    took = (f"one run of `Tools/report --patterns-only` that took {lab['run_seconds']:.0f} s, the tests' build "
            f"included" if lab.get("run_seconds") is not None else f"one run ({lab['seconds']:.0f} s of the report's)")
    out = [heading or f"## {title(lab)}", "",
           f"Measured {lab['date']} in {took}: VIPER's feature {lab['viper']} and every "
           f"target of kind {lab['kind']} ({count - 1} here), each played by the behaviour suite {suite['target']} "
           f"({suite['tests']} tests); build times are the median (min–max) of {lab['repeat']} run(s).", "",
           "| Pattern | Target | Files | Code lines | Code lines (files) per role | Behaviour suite | Own tests | "
           "Line coverage: behaviour suite | Line coverage: with own tests | Own compile (s) | "
           "Rebuild after touching the scoring rule (s) | Recompiled |",
           "| --- | --- | ---: | ---: | --- | --- | --- | ---: | ---: | ---: | --- | --- |"]
    for row in lab["patterns"]:
        rebuild, recompiled = rebuild_cells(row["scoring_rule"])
        out.append(f"| {row['pattern']} | {row['target']} | {row['files']} | {row['code_lines']} | "
                   f"{roles_cell(row['roles'])} | {behaviour_cell(row['behaviour'], suite['tests'])} | "
                   f"{own_tests_cell(row['own_tests'])} | {coverage_cell(row['coverage']['behaviour'])} | "
                   f"{coverage_cell(row['coverage']['with_own_tests'])} | {seconds_cell(row['own_compile'])} | "
                   f"{rebuild} | {recompiled} |")
    shared = lab.get("shared")
    if shared:
        out.append(f"| *{shared_label(count)}* | {shared['target']} | {shared['files']} | {shared['code_lines']} | "
                   f"{roles_cell(shared['roles'])} | – | – | {coverage_cell(shared['coverage']['behaviour'])} | – | "
                   f"{seconds_cell(shared['own_compile'])} | – | – |")
    code = lab.get("shared_code")
    if code and code["files"]:
        out.append(f"| *the match's code in targets every screen shares* | {', '.join(code['globs'])} | {len(code['files'])} | "
                   f"{code['code_lines']} | – | – | – | – | – | – | – | – |")
    out += ["", "Commands, in the order they ran:", ""] + [f"- `{command}`" for command in lab["commands"]]
    for what, reason in (lab.get("not_measured") or {}).items():
        out += ["", f"*{what.replace('_', ' ').capitalize()}*: {reason}."]
    out += ["", "How to read it: *code lines* are neither blank nor only comment; *per role* each file counts whole in "
            "the role its name ends with (`GatherStoreReducer+Score.swift` is a Reducer; the rules' `layers`), a "
            "Contract's sections not split. " + HOW_TESTS_ARE_COUNTED + " *Line coverage* is of the pattern's target, "
            "by the behaviour suite alone and by it with the pattern's own test target, llvm-cov's executable lines. "
            "*Own compile* is `swift build --target <Target>` with its dependencies built (as in the Modules table). "
            "*Rebuild* touches the file the rules declare for the pattern's scoring rule (`pattern_lab.scoring_rule`; "
            "a pattern not listed there says \"not declared\") and rebuilds the app as `swift build` does; "
            "*Recompiled* lists the targets SwiftPM compiled (its `Compiling <Target> <file>` lines).", ""]
    return (out + labmutation.markdown(lab["patterns"], lab.get("mutation_from"))
            + changecost.markdown(lab.get("changes") or {}))
