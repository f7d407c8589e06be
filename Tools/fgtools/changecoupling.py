"""Change coupling from git history: for each feature, the commits that touched it and the share of
them that touched another feature too; and the pairs of features that change together most.

Features are those the other tools read in the tree as it is now (a package from its manifest, any
other folder as a source tree). A file of a commit counts for the module that holds it now; a file
that is gone counts for the deepest folder whose present files are all one module's, else a folder
named after a feature (LoginTests/ for Login), else a feature its name starts with
(GatherTimeHandler.swift for Gather); otherwise it is counted as not attributed. Only Swift files
are attributed, as the other tools read only them; test code no one module owns (a shared test
target, test support), tools and manifests are counted apart from the files not attributed.

Merge commits are left out (their changes are their parents'), and so are sweeping commits (more
than max_files files, or more than max_features features): a reformat or a move of everything
says nothing about which features change together."""
import itertools
import os

from .common import ToolError, run, run_status
from .names import MANIFEST, deepest, feature_by_prefix, feature_name, is_test_file, stem

MAX_FILES = 50
MAX_FEATURES = 5
TOP = 10
FEATURE_ROWS = 20      # a Markdown table of more features lists those changed most, the rest in the JSON
TEST_SUFFIX = "Tests"


class Attribution:
    """Which module a path (relative to the tree) belongs to, now or by the folder it was in."""

    def __init__(self, tree):
        self.rules = tree.rules
        self.features = sorted(m.name for m in tree.modules if m.kind == "feature")
        # --feature NAME=PATH: whatever was ever below PATH is NAME's, and nothing else is NAME's by its name.
        self.given = getattr(tree, "given_features", {})
        self.files = {}
        for module in tree.modules:
            for source in module.sources:
                self.files[os.path.normpath(source)] = module.name
        # Test files count for the module they test: a package's test target folder, a tree's test file.
        self.test_folders = {}
        for target in getattr(tree, "test_targets", []):
            tested = [m.name for m in tree.modules if target["name"] in m.test_targets]
            if len(tested) == 1 and target.get("path"):
                self.test_folders[os.path.normpath(target["path"])] = tested[0]
        for test_file in getattr(tree, "test_files", []):
            if test_file.module:
                self.files[os.path.normpath(test_file.path)] = test_file.module
        # A folder whose present files (sources and test folders) are all one module's.
        owners = {}
        for path, module in list(self.files.items()) + [(os.path.join(f, "_"), m) for f, m in self.test_folders.items()]:
            folder = os.path.dirname(path)
            while folder:
                owners.setdefault(folder, set()).add(module)
                folder = os.path.dirname(folder)
        self.folders = {folder: found.pop() for folder, found in owners.items() if len(found) == 1}

    def module_of(self, path, present=False):
        """The module of a Swift path, or None when nothing says whose it is. A file that is still
        there has the module the tree's reading gives it (None for a test helper), not its folder's."""
        path = os.path.normpath(path)
        if path in self.files:
            return self.files[path]
        given = deepest(path, self.given)
        if given is not None:
            return self.given[given]
        tests = deepest(path, self.test_folders)
        if tests or present:
            return self.test_folders.get(tests)
        parts = path.split(os.sep)[:-1]
        if not self.is_app_code(path):
            # Gone test code counts only by a folder named after a feature (LoginTests/); tools never.
            return next((self.feature_named(p[:-len(TEST_SUFFIX)]) for p in reversed(parts)
                         if p.endswith(TEST_SUFFIX) and self.feature_named(p[:-len(TEST_SUFFIX)])), None)
        folder = os.path.dirname(path)
        while folder:
            if folder in self.folders:
                return self.folders[folder]
            folder = os.path.dirname(folder)
        return (next((self.feature_named(p) for p in reversed(parts) if self.feature_named(p)), None)
                or feature_by_prefix(stem(path), self.named_features()))

    def named_features(self):
        """The features a gone file may join by its name or its folder's: not one given with --feature."""
        return [f for f in self.features if f not in self.given.values()]

    def feature_named(self, folder):
        """The feature a folder is named after (Login, LoginFeature, LoginScene), or None."""
        name = feature_name(folder)
        return name if name in self.named_features() else None

    def is_app_code(self, path):
        """False for a manifest, test code and tools: files no module of the app holds, gone or not."""
        return not (MANIFEST.match(os.path.basename(path)) or not self.rules.is_app_code(path)
                    or is_test_file(path))


def git_log(root, since=None):
    """[(commit, [paths relative to root])] of the non-merge commits that touched root, newest
    first, and the number of merge commits left out. A moved file counts at both of its paths."""
    limit = [f"--since={since}"] if since else []
    # core.quotePath=false: paths with non-ASCII letters as they are, not quoted in octal.
    # --full-history: with a path, git would skip a side branch's commits whose merge changed nothing.
    command = ["git", "-c", "core.quotePath=false", "log", "--no-merges", "--full-history", "--no-renames", "--relative",
               "--name-only", "--format=%x1e%H", *limit, "--", "."]
    _, out, _ = run(command, cwd=root)
    commits = []
    for record in out.split("\x1e")[1:]:
        lines = [line for line in record.splitlines() if line.strip()]
        commits.append((lines[0], lines[1:]))
    _, merges, _ = run(["git", "rev-list", "--count", "--merges", "--full-history", *limit, "HEAD", "--", "."], cwd=root)
    return commits, int(merges.strip() or 0)


def of_work_tree(root, app):
    """The figures of the app read at root when it is in a git work tree with a commit, else None:
    what Tools/report and Tools/compare add beside their other figures. No folder of this machine is named."""
    status, _, _ = run_status(["git", "rev-parse", "HEAD"], cwd=root)
    if status != 0:
        return None
    data = measure(root, app)
    del data["meta"]["path"]
    return data


def head_of(root):
    status, out, err = run_status(["git", "rev-parse", "HEAD"], cwd=root)
    if status != 0:
        raise ToolError(f"{root} is not in a git work tree with a commit: {(err or out).strip()}")
    return out.strip()


def measure(root, tree, since=None, max_files=MAX_FILES, max_features=MAX_FEATURES, top=TOP):
    """The figures of the history of the tree at root (report.json-shaped: plain dicts and lists)."""
    revision = head_of(root)
    attribution = Attribution(tree)
    commits, merges = git_log(root, since)
    per_feature = {name: {"commits": 0, "shared": 0} for name in attribution.features}
    pairs, sweeping = {}, []
    files = {"feature": 0, "other_module": 0, "not_app_code": 0, "not_attributed": 0, "not_swift": 0}
    not_attributed = set()
    counted = touching = 0
    for commit, paths in commits:
        modules = {path: attribution.module_of(path, os.path.exists(os.path.join(root, path)))
                   for path in paths if path.endswith(".swift")}
        features = sorted({m for m in modules.values() if m in per_feature})
        if len(paths) > max_files or len(features) > max_features:
            sweeping.append({"commit": commit, "files": len(paths), "features": len(features)})
            continue
        counted += 1
        files["not_swift"] += len(paths) - len(modules)
        for path, module in modules.items():
            if module is None and not attribution.is_app_code(path):
                files["not_app_code"] += 1
            elif module is None:
                files["not_attributed"] += 1
                not_attributed.add(path)
            else:
                files["feature" if module in per_feature else "other_module"] += 1
        touching += bool(features)
        for name in features:
            per_feature[name]["commits"] += 1
            per_feature[name]["shared"] += len(features) > 1
        for a, b in itertools.combinations(features, 2):
            pairs[(a, b)] = pairs.get((a, b), 0) + 1
    rows = [{"name": name, "commits": row["commits"], "shared": row["shared"],
             "shared_percent": percent(row["shared"], row["commits"])} for name, row in per_feature.items()]
    ranked = sorted(pairs.items(), key=lambda item: (-item[1], item[0]))
    return {
        "meta": {"path": root, "revision": revision, "since": since, "max_files": max_files,
                 "max_features": max_features, "top": top},
        "commits": {"non_merge": len(commits), "merges_left_out": merges, "sweeping_left_out": len(sweeping),
                    "counted": counted, "touching_a_feature": touching},
        "sweeping": sweeping,
        "files": files,
        "not_attributed": sorted(not_attributed),
        "features": rows,
        "pairs_changed_together": len(pairs),
        "pairs": [{"features": [a, b], "commits": count,
                   "percent_of": {a: percent(count, per_feature[a]["commits"]),
                                  b: percent(count, per_feature[b]["commits"])}}
                  for (a, b), count in ranked[:top]],
    }


def percent(part, whole):
    return round(100.0 * part / whole, 1) if whole else None


def shown(value):
    return "–" if value is None else f"{value:.1f} %"


def summary(data):
    """The one line a report quotes."""
    commits = data["commits"]
    shared = sum(1 for row in data["features"] if row["shared"])
    return (f"{commits['counted']} commits counted ({commits['merges_left_out']} merges and "
            f"{commits['sweeping_left_out']} sweeping commits left out), {commits['touching_a_feature']} touching a "
            f"feature; features that changed with another: {shared} of {len(data['features'])}")


def text(data):
    meta, commits, files = data["meta"], data["commits"], data["files"]
    since = f" since {meta['since']}" if meta["since"] else ""
    lines = [
        f"Change coupling of {meta['path']} at {meta['revision'][:12]}{since}",
        f"Commits: {commits['non_merge']} read ({commits['merges_left_out']} merge commits not read); "
        f"{commits['sweeping_left_out']} sweeping commits left out (more than {meta['max_files']} files or more than "
        f"{meta['max_features']} features, --max-files and --max-features); {commits['counted']} counted, "
        f"{commits['touching_a_feature']} of them touching a feature.",
        f"Features (as the tree reads now): {len(data['features'])}.",
        f"Swift files changed in the counted commits: {files['feature']} in a feature, {files['other_module']} in "
        f"another module, {files['not_app_code']} in tests, tools or manifests no one module owns, "
        f"{files['not_attributed']} could not be attributed ({len(data['not_attributed'])} paths no present module "
        f"or feature folder holds); {files['not_swift']} files not Swift, not attributed.",
        "",
    ]
    width = max([7, *(len(row["name"]) for row in data["features"])])
    lines.append(f"{'Feature':{width}} {'Commits':>7} {'With another':>12} {'Share':>8}")
    for row in data["features"]:
        lines.append(f"{row['name']:{width}} {row['commits']:>7} {row['shared']:>12} {shown(row['shared_percent']):>8}")
    lines.append("")
    if not data["pairs"]:
        lines.append("No two features changed in the same counted commit.")
        return "\n".join(lines)
    lines.append(f"Pairs that change together most (top {len(data['pairs'])} of {data['pairs_changed_together']}):")
    names = [" + ".join(pair["features"]) for pair in data["pairs"]]
    width = max([4, *map(len, names)])
    lines.append(f"{'Pair':{width}} {'Commits':>7} {'Of the first':>12} {'Of the second':>13}")
    for name, pair in zip(names, data["pairs"]):
        a, b = pair["features"]
        lines.append(f"{name:{width}} {pair['commits']:>7} {shown(pair['percent_of'][a]):>12} "
                     f"{shown(pair['percent_of'][b]):>13}")
    return "\n".join(lines)


def most_changed(rows, limit=FEATURE_ROWS):
    """All the rows, as they are, up to `limit`; beyond, the `limit` changed most, and how many are left."""
    if len(rows) <= limit:
        return rows, 0
    return sorted(rows, key=lambda r: (-r["commits"], -r["shared"], r["name"]))[:limit], len(rows) - limit


def markdown(data, heading="## Which features change together"):
    """The summary line, the table per feature and the top pairs, for a report."""
    meta = data["meta"]
    out = [heading, "", f"{summary(data)}. From `git log` at `{meta['revision'][:12]}`"
           + (f" since {meta['since']}" if meta["since"] else "") + f"; a commit of more than {meta['max_files']} files or more than {meta['max_features']} features is "
           "sweeping and left out, as are merge commits (Tools/change-coupling).", "",
           "| Feature | Commits | With another feature | Share |", "| --- | ---: | ---: | ---: |"]
    shown_rows, left = most_changed(data["features"])
    out += [f"| {r['name']} | {r['commits']} | {r['shared']} | {shown(r['shared_percent'])} |" for r in shown_rows]
    if left:
        out.append(f"| … {left} more features (in the JSON) | | | |")
    if data["pairs"]:
        out += ["", "| Pair | Commits | Of the first's commits | Of the second's |", "| --- | ---: | ---: | ---: |"]
        for pair in data["pairs"]:
            a, b = pair["features"]
            out.append(f"| {a} + {b} | {pair['commits']} | {shown(pair['percent_of'][a])} | "
                       f"{shown(pair['percent_of'][b])} |")
    return out + [""]
