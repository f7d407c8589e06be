"""Tools/mutation without a Swift build: the operators on small Swift snippets, the stable order and
the seeded sample, the statuses with a fake runner, the JSON against the report schema's required
fields, the Markdown, and the user's tree untouched by a run and by Ctrl-C (the tool run as a
subprocess on a fixture package with a fake swift).
Run: python3 -m unittest discover -s Tools/tests -t Tools -p 'test_mutation.py'"""
import contextlib
import hashlib
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import unittest
from unittest import mock

import jsonschema

from tests.support import FIXTURES, TOOLS
from fgtools import mutants, mutation, mutationreport


def setUpModule():
    # Ctrl-C as a terminal sends it, whatever started the tests: a shell's background job starts with
    # SIGINT ignored, and then neither these tests nor the tool they start would ever see it.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    unittest.addModuleCleanup(signal.signal, signal.SIGINT, previous)


def ctrl_c_as_a_terminal_sends_it():
    """In the child, before the tool starts: SIGINT at its default, so Python turns it into KeyboardInterrupt."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)

MUTATION_FIXTURES = os.path.join(FIXTURES, "mutation")
FAKE_SWIFT = os.path.join(MUTATION_FIXTURES, "fake-swift")
MODEL = "Modules/Patterns/GatherTiny/GatherTinyModel.swift"


def found(text, operator=None):
    """[(operator, original, replacement)] of a snippet's mutants."""
    return [(m.operator, m.original, m.replacement) for m in mutants.find(text, "A.swift")
            if operator is None or m.operator == operator]


def mutated_lines(text, operator):
    return [mutants.apply(text, m) for m in mutants.find(text, "A.swift") if m.operator == operator]


class OperatorTests(unittest.TestCase):
    def test_relationalOperatorsSwapAsMutersROR(self):
        text = "let a = x == y\nlet b = x != y\nlet c = x < y\nlet d = x > y\nlet e = x <= y\nlet f = x >= y\n"
        self.assertEqual([(o, r) for _, o, r in found(text, mutants.RELATIONAL)],
                         [("==", "!="), ("!=", "=="), ("<", ">"), (">", "<"), ("<=", ">="), (">=", "<=")])

    def test_logicalConnectorsAndArithmeticSwap(self):
        text = "let a = x && y || z\nlet b = x + y - z\nlet c = x * y / z\n"
        self.assertEqual([(o, r) for _, o, r in found(text, mutants.LOGICAL)], [("&&", "||"), ("||", "&&")])
        self.assertEqual([(o, r) for _, o, r in found(text, mutants.ARITHMETIC)],
                         [("+", "-"), ("-", "+"), ("*", "/"), ("/", "*")])

    def test_commentsStringsGenericsArrowsAndUnaryMinusAreUntouched(self):
        text = ('// a == b && c, if x { true }\n'
                '/* a + b /* nested > */ false */\n'
                'let s = "a == b && true ? 1 : 2"\n'
                'let t = """\n  x + y\n  """\n'
                'let u: Array<Int> = [-1]\n'
                'func f(_ v: Dictionary<String, Int>) -> Int { -2 }\n'
                '#if os(Linux) && DEBUG\n#endif\n'
                'static func == (lhs: A, rhs: A) -> Bool { lhs.v == rhs.v }\n'
                'let w = "name: " + name\n')
        self.assertEqual(found(text), [(mutants.RELATIONAL, "==", "!=")])

    def test_anInterpolationIsCode(self):
        self.assertEqual(found('let s = "\\(a + b)"\n'), [(mutants.ARITHMETIC, "+", "-")])

    def test_ternaryBranchesSwap(self):
        text = "return remaining == 0 ? .finished(saving) : .counted(saving)\nlet v = f(c ? a : b, d)\n"
        self.assertEqual(mutated_lines(text, mutants.TERNARY), [
            "return remaining == 0 ? .counted(saving) : .finished(saving)\nlet v = f(c ? a : b, d)\n",
            "return remaining == 0 ? .finished(saving) : .counted(saving)\nlet v = f(c ? b : a, d)\n"])
        self.assertEqual(found("let t: Int? = nil\nlet u = a?.b ?? c\n", mutants.TERNARY), [])

    def test_booleanLiterals(self):
        self.assertEqual(found("var a = true\nlet b = false\nlet c = isTrue\n", mutants.BOOLEAN),
                         [(mutants.BOOLEAN, "true", "false"), (mutants.BOOLEAN, "false", "true")])

    def test_negateConditionalButNotBindingsPatternsOrLists(self):
        text = ("if model.isResumed {\n}\n"
                "guard set != timer else { return }\n"
                "if let x = y {\n}\n"
                "if case .a = y {\n}\n"
                "guard let x = y else { return }\n"
                "guard case .a = y else { return }\n"
                "if a, b {\n}\n"
                "if #available(macOS 14, *) {\n}\n"
                "} else if f(where: { $0 > 1 }) {\n}\n")
        self.assertEqual([r for _, _, r in found(text, mutants.NEGATE)],
                         ["!(model.isResumed)", "!(set != timer)", "!(f(where: { $0 > 1 }))"])

    def test_removeSideEffectsRemovesCallStatementsOnly(self):
        text = ("func a() {\n"
                "    delegate?.didChange(self)\n"
                "    try await gathers.movePlayer(\n        at: index, to: team)\n"
                "    news.set(.info(x))\n"
                "    let v = compute()\n"
                "    return finish()\n"
                "    items.filter(keep)\n        .forEach(use)\n"
                "    update(\n        value(),\n        other())\n"
                "    Dictionary(grouping: x)\n"
                "    fatalError(\"never\")\n"
                "}\n"
                "func b() -> Int {\n    count()\n}\n")
        self.assertEqual([o for _, o, _ in found(text, mutants.SIDE_EFFECTS)],
                         ["delegate?.didChange(self)", "try await gathers.movePlayer(\n        at: index, to: team)",
                          "news.set(.info(x))", "update(\n        value(),\n        other())"])

    def test_locationsStartAtOneAndEndExclusive(self):
        text = "let a = 1\n    if x == y {\n"
        mutant = next(m for m in mutants.find(text, "A.swift") if m.operator == mutants.RELATIONAL)
        self.assertEqual((mutant.line, mutant.column, mutant.end_line, mutant.end_column), (2, 10, 2, 12))
        self.assertEqual(mutants.apply(text, mutant), "let a = 1\n    if x != y {\n")


class OrderTests(unittest.TestCase):
    def every(self):
        text = "".join(f"let v{i} = a == b && c > {i} ? true : false\n" for i in range(10))
        return mutants.find(text, "B.swift") + mutants.find(text, "A.swift")

    def test_theOrderIsFileLineColumnOperator(self):
        ordered = mutants.ordered(list(reversed(self.every())))
        self.assertEqual(ordered, sorted(ordered, key=lambda m: (m.path, m.line, m.column, m.operator)))
        self.assertEqual(ordered[0].path, "A.swift")

    def test_theSampleIsSeededOrderedAndStable(self):
        every = self.every()
        first = mutants.sample(every, 7, 1)
        self.assertEqual(len(first), 7)
        self.assertEqual(first, mutants.sample(list(reversed(every)), 7, 1))
        self.assertEqual(first, mutants.ordered(first))
        self.assertNotEqual(first, mutants.sample(every, 7, 2))
        self.assertEqual(mutants.sample(every, 1000, 1), mutants.ordered(every))


class FakeRunner:
    """Plays builds and tests from the copy's text: `outcomes` maps a text the mutated file holds to
    {"build": False} or {"suite"/"own": "failed" | "passed" | "timeout"}."""

    def __init__(self, workspace, outcomes):
        self.workspace, self.outcomes, self.calls = workspace, outcomes, []

    def rule(self):
        text = self.workspace.read(MODEL)
        return next((rule for needle, rule in self.outcomes.items() if needle in text), {})

    def build(self):
        self.calls.append("build")
        return self.rule().get("build", True), 1.0, "error: nope" if not self.rule().get("build", True) else ""

    def test(self, test_filter, timeout=None):
        kind = "suite" if "MatchBehaviour" in test_filter else "own"
        self.calls.append(kind)
        outcome = self.rule().get(kind, "passed")
        return outcome, 1.0, "✘ Test winning() failed after 0.1 seconds with 1 issue." if outcome == "failed" else ""

    def wait_for_tick(self):
        self.calls.append("tick")


class Copy:
    """A Workspace-like copy of the fixture's pattern file, in memory."""

    def __init__(self):
        with open(os.path.join(MUTATION_FIXTURES, "TinyLab", MODEL), encoding="utf-8") as handle:
            self.files = {MODEL: handle.read()}
        self.writes = []

    def read(self, path):
        return self.files[path]

    def write(self, path, text):
        self.writes.append(path)
        self.files[path] = text


PLAN = mutation.Plan("GatherTiny", [MODEL], {"suite": r"^MatchBehaviourTests\.", "own": r"^(GatherTinyTests)\."},
                     {"suite": "MatchBehaviourTests", "own": "GatherTinyTests"})
OUTCOMES = {"goals < other": {"suite": "failed"}, "!(count": {"build": False}, "count <= 0": {"suite": "timeout"},
            "goals - count": {"own": "failed"}}


def run_fixture(outcomes=OUTCOMES, plan=PLAN):
    copy = Copy()
    runner = FakeRunner(copy, outcomes)
    chosen = mutants.find(copy.read(MODEL), MODEL)
    with contextlib.redirect_stderr(io.StringIO()):
        results = mutation.mutate(runner, copy, plan, chosen, {kind: 10 for kind in plan.filters})
    return copy, runner, chosen, results


class CtrlCWhileStartingTests(unittest.TestCase):
    def test_aCtrlCWhileAChildIsBeingStarted_killsTheChild(self):
        """Ctrl-C lands after the child exists and before the tool knows it: it must not live on."""
        started, real = [], subprocess.Popen

        def popen_then_ctrl_c(*args, **kwargs):
            process = real(*args, **kwargs)
            started.append(process)
            self.addCleanup(lambda: process.poll() is None and process.kill())
            signal.pthread_kill(threading.main_thread().ident, signal.SIGINT)
            return process

        with mock.patch.object(subprocess, "Popen", popen_then_ctrl_c):
            with self.assertRaises(KeyboardInterrupt):
                mutation.run_command(["sleep", "30"], cwd=tempfile.gettempdir())
        self.assertEqual(started[0].wait(timeout=10), -signal.SIGKILL)


class StatusTests(unittest.TestCase):
    def test_eachMutantGetsItsStatusByTheSuiteAloneAndWithOwnTests(self):
        copy, runner, chosen, results = run_fixture()
        table = [(r["mutant"].operator, r["status"], r["statuses"]["suite"], r["statuses"]["own"]) for r in results]
        self.assertEqual(table, [
            (mutants.RELATIONAL, "Killed", "Killed", None),
            (mutants.NEGATE, "CompileError", "CompileError", "CompileError"),
            (mutants.RELATIONAL, "Timeout", "Timeout", "Survived"),
            (mutants.ARITHMETIC, "Killed", "Survived", "Killed"),
            (mutants.SIDE_EFFECTS, "Survived", "Survived", "Survived"),
            (mutants.SIDE_EFFECTS, "Survived", "Survived", "Survived")])
        self.assertEqual(results[0]["killed_by"], ["winning()"])
        self.assertIn("not built: error: nope", results[1]["reason"])

    def test_theFileIsRestoredAndEveryWriteWaitsForTheClockTick(self):
        copy, runner, chosen, _ = run_fixture()
        self.assertEqual(copy.read(MODEL), Copy().read(MODEL))
        self.assertEqual(len(copy.writes), 2 * len(chosen))
        # Every build is followed, before the next write, by a wait.
        calls = [c for c in runner.calls if c in ("build", "tick")]
        self.assertEqual(calls, ["tick", "build", "tick"] * len(chosen))

    def test_theTickWaitsWhatIsLeftSinceTheLastBuild(self):
        now, slept = [100.0], []
        runner = mutation.SwiftRunner("swift", "/copy", "/copy/build", tick=1.1,
                                      run=lambda command, cwd, timeout=None: (0, 5.0, ""),
                                      clock=lambda: now[0], sleep=slept.append)
        runner.wait_for_tick()
        runner.build()
        now[0] += 0.4
        runner.wait_for_tick()
        now[0] += 5
        runner.wait_for_tick()
        self.assertEqual([round(s, 2) for s in slept], [0.7])

    def test_theRunnersCommandsUseTheScratchBuildFolderAndTheFilter(self):
        commands = []
        runner = mutation.SwiftRunner("swift", "/copy", "/tmp/x/build", tick=0,
                                      run=lambda command, cwd, timeout=None: commands.append((command, timeout))
                                      or (None if timeout else 1, 2.0, ""))
        self.assertEqual(runner.build()[0], False)
        self.assertEqual(runner.test("^A\\.", 7)[0], "timeout")
        self.assertEqual(commands, [(["swift", "build", "--build-tests", "--scratch-path", "/tmp/x/build"], None),
                                    (["swift", "test", "--skip-build", "--scratch-path", "/tmp/x/build", "--filter",
                                      "^A\\."], 7)])

    def test_theWorkspaceGoesWithTheLocksSwiftPMLeavesBesideIt(self):
        folder = tempfile.mkdtemp(prefix="fgtools-mutation-test-")
        self.addCleanup(shutil.rmtree, folder, True)
        with mock.patch.object(tempfile, "tempdir", folder):
            with mutation.Workspace() as workspace:
                mangled = workspace.build.replace(os.sep, "_")
                for suffix in (".lock", "_workspace-state.json.lock"):
                    open(os.path.join(folder, mangled + suffix), "w").close()
            self.assertEqual(os.listdir(folder), [])

    def test_aTestPastItsLimitIsKilledWithItsProcessGroup(self):
        status, seconds, _ = mutation.run_command(["sh", "-c", "sleep 30 & sleep 30"], cwd=TOOLS, timeout=0.3)
        self.assertIsNone(status)
        self.assertLess(seconds, 10)


POSITION = {"type": "object", "required": ["line", "column"],
            "properties": {"line": {"type": "integer", "minimum": 1}, "column": {"type": "integer", "minimum": 1}}}
MUTANT = {"type": "object", "required": ["id", "mutatorName", "location", "status"], "properties": {
    "id": {"type": "string"}, "mutatorName": {"type": "string"}, "replacement": {"type": "string"},
    "description": {"type": "string"}, "statusReason": {"type": "string"}, "duration": {"type": "number"},
    "killedBy": {"type": "array", "items": {"type": "string"}},
    "location": {"type": "object", "required": ["start", "end"], "properties": {"start": POSITION, "end": POSITION}},
    "status": {"enum": ["Killed", "Survived", "NoCoverage", "CompileError", "RuntimeError", "Timeout", "Ignored",
                        "Pending"]}}}
# The required fields of mutation-testing-report-schema (report-schema 3.9.0, schemaVersion 2), written here
# from the official schema (stryker-mutator/mutation-testing-elements, packages/report-schema).
MINIMAL_SCHEMA = {
    "$schema": "http://json-schema.org/draft-07/schema#", "type": "object",
    "required": ["schemaVersion", "thresholds", "files"],
    "properties": {
        "schemaVersion": {"type": "string", "pattern": r"^([1-2])(\.(([1-9]\d*)|0)){0,2}$"},
        "thresholds": {"type": "object", "required": ["high", "low"], "properties": {
            "high": {"type": "integer", "minimum": 0, "maximum": 100},
            "low": {"type": "integer", "minimum": 0, "maximum": 100}}},
        "projectRoot": {"type": "string"}, "config": {"type": "object"},
        "framework": {"type": "object", "required": ["name"]},
        "files": {"type": "object", "additionalProperties": {
            "type": "object", "required": ["language", "source", "mutants"],
            "properties": {"language": {"type": "string"}, "source": {"type": "string"},
                           "mutants": {"type": "array", "uniqueItems": True, "items": MUTANT}}}}}}


def fixture_run():
    copy, _, chosen, results = run_fixture()
    run = {"target": "GatherTiny", "tests": "both", "test_targets": PLAN.test_targets, "filters": PLAN.filters,
           "cap": None, "seed": 1, "mutants_found": len(chosen),
           "ids": {m.key: str(i) for i, m in enumerate(chosen)}, "baseline_seconds": {"suite": 2.0, "own": 1.0},
           "timeouts": {"suite": 36.0, "own": 33.0}, "build_seconds": 200.0, "seconds": 90.0}
    return run, results, {MODEL: copy.read(MODEL)}


class ReportTests(unittest.TestCase):
    def test_theJSONFollowsTheReportSchema(self):
        run, results, sources = fixture_run()
        data = mutationreport.json_report(run, results, sources, "/pkg")
        jsonschema.Draft7Validator(MINIMAL_SCHEMA).validate(json.loads(json.dumps(data)))
        self.assertEqual((data["schemaVersion"], data["$schema"].rsplit("/", 1)[1]),
                         ("2", "mutation-testing-report-schema.json"))
        entries = data["files"][MODEL]["mutants"]
        self.assertEqual([e["status"] for e in entries],
                         ["Killed", "CompileError", "Timeout", "Killed", "Survived", "Survived"])
        self.assertEqual(data["config"]["scores"], {"behaviour suite alone": 20.0, "with own tests": 40.0})
        self.assertEqual(data["config"]["status_by_behaviour_suite_alone"]["3"], "Survived")

    def test_aBrokenReportFailsTheSchema(self):
        run, results, sources = fixture_run()
        data = mutationreport.json_report(run, results, sources, "/pkg")
        data["files"][MODEL]["mutants"][0]["location"]["start"]["line"] = 0
        with self.assertRaises(jsonschema.ValidationError):
            jsonschema.Draft7Validator(MINIMAL_SCHEMA).validate(data)

    def test_theMarkdownGivesScoresHowTheyAreComputedAndEachSurvivor(self):
        text = mutationreport.markdown(*fixture_run())
        self.assertIn("| behaviour suite alone | 1 | 3 | 1 | 1 | 20.0 % |", text)
        self.assertIn("| with own tests | 2 | 2 | 1 | 1 | 40.0 % |", text)
        self.assertIn(f"| {MODEL} | 6 | 2 | 2 | 1 | 1 | 40.0 % |", text)
        self.assertIn("killed / (killed + survived + timed out)", text)
        self.assertIn("does not count", text)
        self.assertIn(f"- {MODEL}:15 RemoveSideEffects\n\n  ```diff\n  - record(count)\n  + (removed)\n  ```", text)
        self.assertIn(f"- {MODEL}:12 RelationalOperatorReplacement (timed out)", text)
        caught = text.split("## Survived the behaviour suite, killed by the own tests")[1]
        self.assertIn("  - goals = goals + count\n  + goals = goals - count", caught)


def tree_state(root):
    """Every file below root but .git, with its hash, and git's view of the tree."""
    hashes = {}
    for folder, folders, files in os.walk(root):
        folders[:] = [f for f in folders if f != ".git"]
        for name in files:
            path = os.path.join(folder, name)
            with open(path, "rb") as handle:
                hashes[os.path.relpath(path, root)] = hashlib.sha256(handle.read()).hexdigest()
    status = subprocess.run(["git", "-C", root, "status", "--porcelain"], capture_output=True, text=True).stdout
    return hashes, status


class UserTreeTests(unittest.TestCase):
    """The tool run whole, as a subprocess, on a git copy of the fixture lab with the fake swift."""

    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="fgtools-mutation-test-")
        self.addCleanup(shutil.rmtree, self.folder, True)
        self.package = os.path.join(self.folder, "TinyLab")
        shutil.copytree(os.path.join(MUTATION_FIXTURES, "TinyLab"), self.package)
        git = ["git", "-C", self.package, "-c", "user.name=t", "-c", "user.email=t@example.com"]
        subprocess.run(git + ["init", "-q"], check=True)
        subprocess.run(git + ["add", "-A"], check=True)
        subprocess.run(git + ["commit", "-qm", "fixture"], check=True)
        self.temp = os.path.join(self.folder, "tmp")
        self.out = os.path.join(self.folder, "out")
        os.makedirs(self.temp)
        self.pids = os.path.join(self.folder, "pids")

    def start(self, rules, *extra, which=("--target", "GatherTiny")):
        env = dict(os.environ, FGTOOLS_SWIFT=FAKE_SWIFT, FGTOOLS_MUTATION_TICK="0", TMPDIR=self.temp,
                   FAKE_SWIFT_RULES=json.dumps(rules), FAKE_SWIFT_PIDS=self.pids)
        command = [sys.executable, os.path.join(TOOLS, "mutation"), "--package-path", self.package,
                   *which, "--out", self.out, *extra]
        return subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                preexec_fn=ctrl_c_as_a_terminal_sends_it)

    def assert_untouched(self, before):
        self.assertEqual(tree_state(self.package), before)
        self.assertEqual(os.listdir(self.temp), [], "the scratch copy is removed")

    def test_aWholeRunLeavesTheTreeAsItWas(self):
        before = tree_state(self.package)
        process = self.start({"suite_fails": ["goals < other"], "build_fails": ["!("]})
        out, err = process.communicate(timeout=60)
        self.assertEqual(process.returncode, 0, err)
        self.assert_untouched(before)
        with open(os.path.join(self.out, "mutation.json"), encoding="utf-8") as handle:
            data = json.load(handle)
        jsonschema.Draft7Validator(MINIMAL_SCHEMA).validate(data)
        self.assertEqual(len(data["files"][MODEL]["mutants"]), 6)
        self.assertIn("# Mutation testing: GatherTiny", out)

    def test_allPatternsWritesAReportPerTarget_eachStartingFromTheUnmutatedBuild(self):
        """Gather's one mutant breaks the suite; GatherTiny's unmutated run must not see it built."""
        process = self.start({"suite_fails": ["goals < 9"]}, which=("--all-patterns",))
        _, err = process.communicate(timeout=60)
        self.assertEqual(process.returncode, 0, err)
        self.assertEqual(sorted(os.listdir(self.out)), ["Gather", "GatherTiny"])
        self.assertIn("Gather has no test target of its own: the behaviour suite alone", err)
        with open(os.path.join(self.out, "Gather", "mutation.md"), encoding="utf-8") as handle:
            self.assertIn("| behaviour suite | 1 | 0 | 0 | 0 | 100.0 % |", handle.read())
        self.assertIn("GatherTiny: wrote mutation.json", err)

    def test_theSameSeedDrawsTheSameMutants(self):
        drawn = []
        for _ in range(2):
            self.start({}, "--cap", "3", "--seed", "5").communicate(timeout=60)
            with open(os.path.join(self.out, "mutation.json"), encoding="utf-8") as handle:
                drawn.append([m["id"] for m in json.load(handle)["files"][MODEL]["mutants"]])
        self.assertEqual(drawn[0], drawn[1])
        self.assertEqual(len(drawn[0]), 3)

    def test_ctrlCDuringAMutantsTestsLeavesTheTreeAsItWas(self):
        """The second mutant's tests hang; the test sends SIGINT once the tool says it started it."""
        before = tree_state(self.package)
        process = self.start({"hangs": ["!("]})
        for line in process.stderr:
            if "mutant 2/6 " in line:
                break
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=60)
        self.assertEqual(process.returncode, 130, err)
        self.assertIn("interrupted", err)
        self.assert_untouched(before)
        self.assertFalse(os.path.exists(os.path.join(self.out, "mutation.json")))
        for pid in (open(self.pids).read().split() if os.path.exists(self.pids) else []):
            with self.assertRaises(ProcessLookupError, msg="the hanging test is killed"):
                os.kill(int(pid), 0)

    def test_ctrlCWhileATestRunsKillsItAndLeavesTheTreeAsItWas(self):
        """The second mutant's test interrupts the tool itself, then hangs: halfway through a mutant."""
        before = tree_state(self.package)
        process = self.start({"interrupts": ["!("]})
        _, err = process.communicate(timeout=60)
        self.assertEqual(process.returncode, 130, err)
        self.assertIn("mutant 2/6 ", err)
        self.assertNotIn("mutant 3/6 ", err)
        self.assert_untouched(before)
        with open(self.pids, encoding="utf-8") as handle:
            pid = int(handle.read().split()[0])
        with self.assertRaises(ProcessLookupError, msg="the hanging test is killed"):
            os.kill(pid, 0)

    def test_failingUnmutatedTestsAreRefusedWithTheTreeUntouched(self):
        before = tree_state(self.package)
        process = self.start({"own_fails": ["goals"]})
        _, err = process.communicate(timeout=60)
        self.assertEqual(process.returncode, 1)
        self.assertIn("the unmutated tests fail (GatherTinyTests", err)
        self.assert_untouched(before)


if __name__ == "__main__":
    unittest.main()
