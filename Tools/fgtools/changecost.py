"""What one change costs in each pattern, read from git: the commits whose messages end with the
trailers `Pattern-change: NAME` and `Pattern: PATTERN` (`shared` for the rule every pattern uses,
made once in the shared model). Per commit: the files it touched, the code lines it added and
removed (Swift code lines, as the size tables count them: not blank, not only comment), the same
for test code, the targets whose files it changed, and — measured in a scratch clone, never in the
tree read — the targets SwiftPM recompiled when the commit was built after its parent.

A team replays its own change the same way: one commit for what all patterns share, then one per
pattern, each with the two trailers."""
import difflib
import os
import shutil
import subprocess
import tempfile
import time

from . import buildtime, lines
from .common import ToolError, progress, run, swift_executable

CHANGE_TRAILER = "Pattern-change"
PATTERN_TRAILER = "Pattern"
SHARED = "shared"
FIELD, RECORD, VALUES = "\x1f", "\x1e", "\x1d"


def git(root, *arguments, check=True):
    done = subprocess.run(["git", *arguments], cwd=root, capture_output=True, text=True, errors="replace")
    if check and done.returncode != 0:
        raise ToolError(f"git {' '.join(arguments)} failed in {root}: {done.stderr.strip()}")
    return done.stdout if done.returncode == 0 else None


def commits(root):
    """Every commit reachable from HEAD with a `Pattern-change` trailer, oldest first:
    {sha, subject, change, pattern}; None when the folder is not a git checkout."""
    if git(root, "rev-parse", "--is-inside-work-tree", check=False) is None:
        return None
    trailer = "%(trailers:key={},valueonly,separator=%x1d)"
    out = git(root, "log", "--reverse", "--format=" + FIELD.join(
        ["%H", "%P", "%s", trailer.format(CHANGE_TRAILER), trailer.format(PATTERN_TRAILER)]) + RECORD, "HEAD")
    found = []
    for record in out.split(RECORD):
        fields = record.strip("\n").split(FIELD)
        if len(fields) != 5 or not fields[3].strip():
            continue
        sha, parents, subject, change, pattern = fields
        found.append({"sha": sha, "parent": parents.split()[0] if parents.split() else None, "subject": subject,
                      "change": change.split(VALUES)[0].strip(),
                      "pattern": (pattern.split(VALUES)[0].strip() or "?")})
    return found


def key(name):
    """A pattern's name as a trailer or a table may spell it: MVP-C, mvpc and MVPC are one."""
    return "".join(c for c in name.lower() if c.isalnum())


def blob(root, sha, path):
    return git(root, "show", f"{sha}:./{path}", check=False) or ""


def code_of(text):
    """The code lines of a Swift file, in order, as the size tables count them."""
    numbers = lines.code_lines(text)
    return [line.strip() for number, line in enumerate(text.split("\n"), 1) if number in numbers]


def added_removed(before, after):
    """Code lines added and removed between two versions of a Swift file."""
    added = removed = 0
    matcher = difflib.SequenceMatcher(a=code_of(before), b=code_of(after), autojunk=False)
    for tag, a1, a2, b1, b2 in matcher.get_opcodes():
        if tag in ("replace", "delete"):
            removed += a2 - a1
        if tag in ("replace", "insert"):
            added += b2 - b1
    return added, removed


def owner(path, package):
    """(target, is_test) of a file: the target whose folder holds it, None outside every target."""
    for module in package.modules:
        if path in module.sources or (module.path and path.startswith(module.path.rstrip("/") + "/")):
            return module.name, False
    for test in package.test_targets:
        if test["path"] and path.startswith(test["path"].rstrip("/") + "/"):
            return test["name"], True
    return None, path.startswith("Tests/")


def cost(root, commit, package):
    """What `commit` changed, against its parent."""
    parent = commit["parent"]
    if parent is None:
        raise ToolError(f"{commit['sha'][:12]} ({commit['subject']}) has no parent to measure its change against")
    # --relative: paths from the package's folder, and only its files, when it is a folder of a bigger repository.
    status = git(root, "diff", "-M", "--relative", "--name-status", "-z", parent, commit["sha"])
    parts = [p for p in status.split("\0") if p]
    files, targets = [], set()
    code, test = [0, 0], [0, 0]
    i = 0
    while i < len(parts):
        kind = parts[i]
        if kind[0] in "RC":
            old, new = parts[i + 1], parts[i + 2]
            i += 3
        else:
            old = new = parts[i + 1]
            i += 2
        files.append(new)
        if not new.endswith(".swift"):
            continue
        before = "" if kind[0] == "A" else blob(root, parent, old)
        after = "" if kind[0] == "D" else blob(root, commit["sha"], new)
        added, removed = added_removed(before, after)
        target, is_test = owner(new, package)
        if target:
            targets.add(target)
        tally = test if is_test else code
        tally[0] += added
        tally[1] += removed
    return {"sha": commit["sha"], "subject": commit["subject"], "files": len(files),
            "code_lines": {"added": code[0], "removed": code[1]}, "test_lines": {"added": test[0], "removed": test[1]},
            "targets": sorted(targets)}


def measure(package, names, measure_recompiles=True, build=None, sleep=time.sleep):
    """{change: [row…]} for every change the history names: the shared model's row first (pattern
    `shared`), then one per pattern in the lab's order (`names`: the lab's pattern names), each
    {pattern, commits, files, code_lines, test_lines, targets, recompiled}. A pattern the change has
    no commit for has no row; a commit naming no pattern of the lab keeps its trailer's name."""
    found = commits(package.root)
    if not found:
        return {}
    rows = {}
    order = {key(SHARED): -1, **{key(name): i for i, name in enumerate(names)}}
    recompiled = measure_recompiled(package, found, build, sleep) if measure_recompiles else {}
    for commit in found:
        row = cost(package.root, commit, package)
        row["recompiled"] = recompiled.get(commit["sha"])
        named = next((name for name in names if key(name) == key(commit["pattern"])), None)
        row["pattern"] = SHARED if key(commit["pattern"]) == key(SHARED) else (named or commit["pattern"])
        rows.setdefault(commit["change"], []).append(row)
    return {change: merged(change_rows, order) for change, change_rows in rows.items()}


def merged(rows, order):
    """One row per pattern (a change made in two commits for one pattern is summed), in the lab's order."""
    by_pattern = {}
    for row in rows:
        row = dict(row)
        sha = row.pop("sha")
        kept = by_pattern.get(row["pattern"])
        if kept is None:
            by_pattern[row["pattern"]] = dict(row, commits=[sha])
            continue
        kept["commits"].append(sha)
        kept["files"] += row["files"]
        for what in ("code_lines", "test_lines"):
            kept[what] = {k: kept[what][k] + row[what][k] for k in ("added", "removed")}
        kept["targets"] = sorted(set(kept["targets"]) | set(row["targets"]))
        if kept.get("recompiled") is not None and row.get("recompiled") is not None:
            kept["recompiled"] = sorted(set(kept["recompiled"]) | set(row["recompiled"]))
        else:
            kept["recompiled"] = None
    return sorted(by_pattern.values(), key=lambda r: (order.get(key(r["pattern"]), len(order)), r["pattern"]))


def measure_recompiled(package, found, build=None, sleep=time.sleep):
    """{sha: [target…]}: each commit built after its parent in a clone of the repository in a
    temporary folder (the tree read is not written), `swift build --build-tests` both times; the
    targets the second build compiled. `build(folder, scratch)` -> output and `sleep` are injectable."""
    build = build or default_build
    results = {}
    work = tempfile.mkdtemp(prefix="fgtools-change-")
    try:
        clone = os.path.join(work, "clone")
        scratch = os.path.join(work, "build")
        git(package.root, "clone", "-q", "--no-hardlinks", package.root, clone)
        for commit in found:
            progress("pattern-lab", f"the change {commit['change']} in {commit['pattern']}: building "
                                    f"{commit['sha'][:12]} after its parent")
            git(clone, "checkout", "-q", "--detach", commit["parent"])
            build(clone, scratch)
            # SwiftPM may miss a file changed less than about a second after the previous build.
            sleep(buildtime.CLOCK_TICK)
            git(clone, "checkout", "-q", "--detach", commit["sha"])
            results[commit["sha"]] = buildtime.recompiled_targets(build(clone, scratch))
            sleep(buildtime.CLOCK_TICK)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return results


def default_build(folder, scratch):
    _, out, err = run([swift_executable(), "build", "--build-tests", "--scratch-path", scratch], cwd=folder)
    return out + err


def markdown(changes):
    """A table per change: a row per pattern, the shared model's first."""
    out = []
    for change, rows in changes.items():
        out += [f"### What the change \"{change}\" cost each pattern", "",
                "Read from the commits whose trailers name it (`Pattern-change: " + change + "`, `Pattern: …`); "
                "code and test lines are Swift code lines (not blank, not only comment), added / removed; "
                "recompiled: the targets `swift build --build-tests` compiled when the commit was built after its "
                "parent, in a scratch clone.", "",
                "| Pattern | Commits | Files touched | Code lines +/− | Test lines +/− | Targets changed | Recompiled |",
                "| --- | --- | ---: | ---: | ---: | --- | --- |"]
        for row in rows:
            if row.get("recompiled") is None:
                recompiled = "not measured"
            else:
                recompiled = f"{len(row['recompiled'])}: " + ", ".join(row["recompiled"]) if row["recompiled"] else "none"
            name = "shared model" if row["pattern"] == SHARED else row["pattern"]
            out.append(f"| {name} | {', '.join(sha[:9] for sha in row['commits'])} | {row['files']} | "
                       f"+{row['code_lines']['added']} / −{row['code_lines']['removed']} | "
                       f"+{row['test_lines']['added']} / −{row['test_lines']['removed']} | "
                       f"{', '.join(row['targets']) or '—'} | {recompiled} |")
        out.append("")
    return out
