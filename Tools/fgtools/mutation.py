"""Tools/mutation: how many small wrong changes of a pattern's code its tests notice.

Each mutant (mutants.py) is applied to ONE file of a scratch copy of the package (the files git
tracks, copied to a temporary folder with its own build folder), built incrementally, tested with a
time limit, and the file restored. The user's tree is only read; the temporary folder goes away at
the end, on an error and on Ctrl-C alike, and a test still running is killed with its process group.

SwiftPM on this Linux may miss a file changed less than about a second after the previous build
finished (buildtime.CLOCK_TICK): every write of a source waits that long after the last build."""
import contextlib
import glob
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass

from . import buildtime, mutants, mutationreport, patternlab
from .common import ToolError, progress, swift_executable

KILLED, SURVIVED, COMPILE_ERROR, TIMEOUT = "Killed", "Survived", "CompileError", "Timeout"
SUITE, OWN = "suite", "own"
# Set by the tests, which run the tool on a fixture package with a fake swift ($FGTOOLS_SWIFT, read by
# common.swift_executable) and no clock tick to wait.
TICK_VARIABLE = "FGTOOLS_MUTATION_TICK"
FAILED_TEST = re.compile(r"✘ Test (\S+?\(.*?\)) (?:failed|recorded an issue)|Test Case '([^']+)' failed")
ERROR_LINE = re.compile(r"(?:^|\s)(?:fatal )?error: ")


def kill_group(process):
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def run_command(command, cwd, timeout=None):
    """(exit status, or None when it ran past `timeout` and its process group was killed; seconds;
    stdout and stderr together). On Ctrl-C the command's process group is killed too."""
    started = time.monotonic()
    # A Ctrl-C while the child is being started would leave it running, unknown to anyone: it waits until
    # the child is known, then kills it with its group below. The child starts with the signals as they were.
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
    try:
        process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                   errors="replace", start_new_session=True,
                                   preexec_fn=lambda: signal.pthread_sigmask(signal.SIG_SETMASK, held))
    except FileNotFoundError as error:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
        raise ToolError(f"cannot run {command[0]}: {error}") from error
    except BaseException:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
        raise
    try:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)
        out, _ = process.communicate(timeout=timeout)
        return process.returncode, time.monotonic() - started, out
    except subprocess.TimeoutExpired:
        kill_group(process)
        out, _ = process.communicate()
        return None, time.monotonic() - started, out
    except BaseException:
        kill_group(process)
        process.wait()
        raise


def tracked_files(root):
    """The files git tracks below `root` (relative to it), as they are in the working tree."""
    try:
        completed = subprocess.run(["git", "-C", root, "ls-files", "-z"], capture_output=True, text=True)
    except FileNotFoundError as error:
        raise ToolError("git is not installed: Tools/mutation copies the files git tracks") from error
    if completed.returncode != 0:
        raise ToolError(f"{root} is not in a git work tree: Tools/mutation copies the files git tracks "
                        f"({completed.stderr.strip()})")
    return [path for path in completed.stdout.split("\0") if path]


class Workspace:
    """The scratch copy and its build folder in one temporary folder, removed on exit."""

    def __init__(self):
        self.folder = tempfile.mkdtemp(prefix="fgtools-mutation-")
        self.root = os.path.join(self.folder, "package")
        self.build = os.path.join(self.folder, "build")

    def __enter__(self):
        return self

    def __exit__(self, *_):
        shutil.rmtree(self.folder, ignore_errors=True)
        # SwiftPM leaves its locks beside, named after the build folder's path ("_tmp_fgtools-mutation-…_build.lock").
        for lock in glob.glob(os.path.join(tempfile.gettempdir(), glob.escape(self.build.replace(os.sep, "_")) + "*")):
            with contextlib.suppress(OSError):
                os.remove(lock)

    def copy(self, source):
        """Copies the tracked files of `source` (a file deleted in the working tree is left out)."""
        for relative in tracked_files(source):
            origin = os.path.join(source, relative)
            if not os.path.lexists(origin) or os.path.isdir(origin):
                continue
            destination = os.path.join(self.root, relative)
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            shutil.copy2(origin, destination, follow_symlinks=False)

    def read(self, relative):
        with open(os.path.join(self.root, relative), encoding="utf-8") as handle:
            return handle.read()

    def write(self, relative, text):
        with open(os.path.join(self.root, relative), "w", encoding="utf-8") as handle:
            handle.write(text)


class SwiftRunner:
    """Builds and tests the copy; remembers when the last build finished so a write waits out the
    clock tick. `run`, `clock` and `sleep` are injectable."""

    def __init__(self, swift, root, build, tick=buildtime.CLOCK_TICK, run=run_command, clock=time.monotonic,
                 sleep=time.sleep):
        self.swift, self.root, self.build_folder, self.tick = swift, root, build, tick
        self.run, self.clock, self.sleep = run, clock, sleep
        self.last_finished = None

    def build(self):
        """(built, seconds, output) of `swift build --build-tests` in the scratch build folder."""
        try:
            status, seconds, out = self.run([self.swift, "build", "--build-tests", "--scratch-path", self.build_folder],
                                            self.root)
        finally:
            self.last_finished = self.clock()
        return status == 0, seconds, out

    def test(self, test_filter, timeout=None):
        """("passed" | "failed" | "timeout", seconds, output) of the built tests the filter matches."""
        status, seconds, out = self.run([self.swift, "test", "--skip-build", "--scratch-path", self.build_folder,
                                         "--filter", test_filter], self.root, timeout)
        return ("timeout" if status is None else "passed" if status == 0 else "failed"), seconds, out

    def wait_for_tick(self):
        if self.last_finished is None:
            return
        remaining = self.tick - (self.clock() - self.last_finished)
        if remaining > 0:
            self.sleep(remaining)


@dataclass
class Plan:
    """One target's run: its sources and {kind: test filter}, the behaviour suite first."""
    target: str
    sources: list
    filters: dict
    test_targets: dict


def failed_tests(output, limit=5):
    names = []
    for match in FAILED_TEST.finditer(output):
        name = match.group(1) or match.group(2)
        if name not in names:
            names.append(name)
    return names[:limit]


def first_error(output):
    found = next((line.strip() for line in output.splitlines() if ERROR_LINE.search(line)), None)
    return found or (output.strip().splitlines() or ["no output"])[-1]


def baseline(runner, plan):
    """{kind: seconds} of the unmutated tests; a refusal when any fails: a mutant's failure would
    mean nothing."""
    seconds = {}
    for kind, test_filter in plan.filters.items():
        progress("mutation", f"{plan.target}: running {plan.test_targets[kind]} unmutated")
        outcome, took, out = runner.test(test_filter)
        if outcome != "passed":
            failed = ", ".join(failed_tests(out)) or first_error(out)
            raise ToolError(f"the unmutated tests fail ({plan.test_targets[kind]}, `swift test --filter "
                            f"'{test_filter}'`: {failed}): mutation testing needs them green first")
        seconds[kind] = took
    return seconds


def combined(statuses):
    """Killed when any test run killed it; else timed out when one ran out of time; else survived."""
    found = [s for s in statuses.values() if s]
    if COMPILE_ERROR in found:
        return COMPILE_ERROR
    return KILLED if KILLED in found else TIMEOUT if TIMEOUT in found else SURVIVED


def test_mutant(runner, plan, timeouts):
    """({kind: status, None when not run}, killed by, reason): the kinds in order, stopping at the
    first that kills (a later one cannot change the verdict)."""
    statuses, killed_by, reasons = {}, [], []
    for kind, test_filter in plan.filters.items():
        if KILLED in statuses.values():
            statuses[kind] = None
            continue
        outcome, seconds, out = runner.test(test_filter, timeouts[kind])
        who = plan.test_targets[kind]
        if outcome == "failed":
            statuses[kind] = KILLED
            names = failed_tests(out)
            killed_by += names or [who]
            reasons.append(f"killed by {who}" + (f": {', '.join(names)}" if names else ""))
        elif outcome == "timeout":
            statuses[kind] = TIMEOUT
            reasons.append(f"{who} ran past {timeouts[kind]:.0f} s")
        else:
            statuses[kind] = SURVIVED
            reasons.append(f"{who} passed")
    return statuses, killed_by, "; ".join(reasons)


def run_mutant(runner, workspace, plan, mutant, text, timeouts):
    """Writes the mutant into the copy, builds, tests, restores the file; returns its result."""
    started = time.monotonic()
    runner.wait_for_tick()
    workspace.write(mutant.path, mutants.apply(text, mutant))
    built, _, out = runner.build()
    if built:
        statuses, killed_by, reason = test_mutant(runner, plan, timeouts)
    else:
        statuses, killed_by, reason = {kind: COMPILE_ERROR for kind in plan.filters}, [], f"not built: {first_error(out)}"
    runner.wait_for_tick()
    workspace.write(mutant.path, text)
    return {"mutant": mutant, "status": combined(statuses), "statuses": statuses, "killed_by": killed_by,
            "reason": reason, "seconds": round(time.monotonic() - started, 1)}


def mutate(runner, workspace, plan, chosen, timeouts):
    """Every chosen mutant, one after the other; progress on stderr."""
    texts = {path: workspace.read(path) for path in plan.sources}
    results = []
    for index, mutant in enumerate(chosen, 1):
        progress("mutation", f"{plan.target}: mutant {index}/{len(chosen)} {mutant.path}:{mutant.line}:"
                             f"{mutant.column} {mutant.operator}")
        result = run_mutant(runner, workspace, plan, mutant, texts[mutant.path], timeouts)
        progress("mutation", f"{plan.target}: mutant {index}/{len(chosen)} {result['status']} "
                             f"({result['seconds']:.0f} s; {result['reason']})")
        results.append(result)
    return results


def plan_for(package, module, tests):
    """The filters of `--tests suite|own|both` for one pattern target."""
    suite = package.rules.pattern_lab.behaviour_suite
    filters, names = {}, {}
    if tests in ("suite", "both"):
        filters[SUITE], names[SUITE] = f"^{re.escape(suite)}\\.", suite
    if tests in ("own", "both"):
        if module.test_targets:
            own = "|".join(re.escape(t) for t in module.test_targets)
            filters[OWN], names[OWN] = f"^({own})\\.", ", ".join(module.test_targets)
        elif tests == "own":
            raise ToolError(f"{module.name} has no test target of its own: use --tests suite")
        else:
            progress("mutation", f"{module.name} has no test target of its own: the behaviour suite alone")
    return Plan(module.name, sorted(module.sources), filters, names)


def targets_of(package, args):
    """The pattern targets to mutate: --target's (by target or pattern name) or --all-patterns's."""
    if not patternlab.applies(package):
        raise ToolError("the rules declare no pattern lab (pattern_lab), or the package lacks its VIPER feature: "
                        "Tools/mutation mutates the lab's pattern targets")
    found = patternlab.patterns(package)
    if args.all_patterns:
        return [module for _, module in found]
    chosen = [module for name, module in found if args.target in (name, module.name)]
    if not chosen:
        raise ToolError(f"{args.target} is not a pattern of the lab; patterns: "
                        + ", ".join(module.name for _, module in found))
    return chosen


def check(args):
    if bool(args.target) == bool(args.all_patterns):
        raise ToolError("give one --target NAME or --all-patterns")
    if args.cap is not None and args.cap < 1:
        raise ToolError("--cap must be at least 1")
    if args.timeout is not None and args.timeout <= 0:
        raise ToolError("--timeout must be more than 0 seconds")


def interrupt_on_terminate(*_):
    raise KeyboardInterrupt


def command(args, package, out_folder):
    """`Tools/mutation`: writes mutation.json and mutation.md per target into `out_folder`."""
    check(args)
    modules = targets_of(package, args)
    plans = [plan_for(package, module, args.tests) for module in modules]
    swift = swift_executable()
    tick = float(os.environ.get(TICK_VARIABLE, buildtime.CLOCK_TICK))
    previous = signal.signal(signal.SIGTERM, interrupt_on_terminate)
    try:
        with Workspace() as workspace:
            return run_plans(args, package, plans, workspace, SwiftRunner(swift, workspace.root, workspace.build, tick),
                             out_folder)
    finally:
        signal.signal(signal.SIGTERM, previous)


def run_plans(args, package, plans, workspace, runner, out_folder):
    started = time.monotonic()
    progress("mutation", f"copying the files git tracks in {package.root} to {workspace.root}")
    workspace.copy(package.root)
    progress("mutation", "building the unmutated copy (swift build --build-tests; the first build is clean: minutes)")
    built, build_seconds, out = runner.build()
    if not built:
        raise ToolError(f"the unmutated package does not build in the scratch copy ({first_error(out)})")
    for index, plan in enumerate(plans):
        plan_started = time.monotonic()
        if index > 0:
            # The copy is restored, but its build is still the previous target's last mutant.
            runner.wait_for_tick()
            built, _, out = runner.build()
            if not built:
                raise ToolError(f"the restored copy does not build before {plan.target} ({first_error(out)})")
        unmutated = baseline(runner, plan)
        timeouts = {kind: args.timeout or 3 * seconds + 30 for kind, seconds in unmutated.items()}
        every = [m for path in plan.sources for m in mutants.find(workspace.read(path), path)]
        chosen = mutants.sample(every, args.cap, args.seed)
        progress("mutation", f"{plan.target}: {len(every)} mutants, {len(chosen)} to run"
                             + (f" (seed {args.seed})" if len(chosen) < len(every) else ""))
        results = mutate(runner, workspace, plan, chosen, timeouts)
        run = {"target": plan.target, "tests": args.tests, "test_targets": plan.test_targets,
               "filters": plan.filters, "cap": args.cap, "seed": args.seed, "mutants_found": len(every),
               "ids": {m.key: str(index) for index, m in enumerate(mutants.ordered(every))},
               "baseline_seconds": {k: round(v, 1) for k, v in unmutated.items()},
               "timeouts": {k: round(v, 1) for k, v in timeouts.items()},
               "build_seconds": round(build_seconds, 1), "seconds": round(time.monotonic() - plan_started, 1)}
        sources = {path: workspace.read(path) for path in plan.sources}
        folder = os.path.join(out_folder, plan.target) if len(plans) > 1 else out_folder
        os.makedirs(folder, exist_ok=True)
        markdown = mutationreport.markdown(run, results, sources)
        mutationreport.write(folder, mutationreport.json_report(run, results, sources, package.root), markdown)
        print(markdown)
        progress("mutation", f"{plan.target}: wrote mutation.json and mutation.md to {folder} "
                             f"({run['seconds']:.0f} s)")
    progress("mutation", f"done in {time.monotonic() - started:.0f} s")
    return 0
