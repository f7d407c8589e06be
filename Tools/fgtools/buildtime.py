"""Build time: the app's clean build, each module's own compile, incremental rebuilds per module.

Every measurement happens in scratch folders of its own, never in the user's .build.
The plan (one repeat):
- clean: each top module (no other module depends on it; here the executable) in a fresh folder;
  the last such folder is then the incremental folder;
- own: ONE fresh folder, a cheap priming build, then `swift build --target M` for every module,
  dependencies first, so each step compiles M alone with its dependencies built;
- incremental: touch one file of the module, rebuild the app product."""
import os
import re
import shutil
import tempfile
import time

from .common import ToolError, progress, run, stats, swift_executable

STEP = re.compile(r"^\[\d+/\d+\]\s+(Compiling|Emitting module)\s+(\S+)")
LINK = re.compile(r"^\[\d+/\d+\]\s+Linking\s+(\S+)")
# SwiftPM on Linux may miss a file touched less than about a second after the previous build
# finished, and the build then stays stale.
CLOCK_TICK = 1.1


def recompiled_targets(build_output):
    """Targets SwiftPM compiled, read from its progress lines ("[3/9] Compiling Login LoginPresenter.swift")."""
    targets = []
    for line in build_output.splitlines():
        match = STEP.match(line.strip())
        if match and match.group(2) not in targets:
            targets.append(match.group(2))
    return targets


def relinked_products(build_output):
    """Products SwiftPM linked again ("[5/6] Linking footballgather")."""
    products = []
    for line in build_output.splitlines():
        match = LINK.match(line.strip())
        if match and match.group(1) not in products:
            products.append(match.group(1))
    return products


def touched_file(module):
    """The file a developer most often edits: the Presenter for a feature, else the module's main file."""
    for suffix in ("Presenter.swift", f"{module.name}.swift", "main.swift"):
        for source in module.sources:
            if source.endswith(suffix):
                return source
    if not module.sources:
        raise ToolError(f"{module.name} has no Swift source to touch")
    return module.sources[0]


def build(package, scratch, target=None, product=None, check=True):
    command = [swift_executable(), "build", "--scratch-path", scratch]
    if target:
        command += ["--target", target]
    if product:
        command += ["--product", product]
    seconds, out, err = run(command, cwd=package.root, check=check)
    return seconds, out + err


class Builder:
    """Runs the builds and remembers when the last one finished, so a touch waits only
    for what is left of the clock tick. `run_build`, `clock` and `sleep` are injectable."""

    def __init__(self, package, run_build=build, clock=time.monotonic, sleep=time.sleep):
        self.package, self.run_build, self.clock, self.sleep = package, run_build, clock, sleep
        self.last_finished = None

    def build(self, scratch, target=None, product=None, check=True):
        try:
            return self.run_build(self.package, scratch, target=target, product=product, check=check)
        finally:
            self.last_finished = self.clock()

    def wait_for_clock_tick(self):
        """Sleeps what is left of CLOCK_TICK since the last build finished; returns the seconds slept."""
        if self.last_finished is None:
            return 0.0
        remaining = CLOCK_TICK - (self.clock() - self.last_finished)
        if remaining <= 0:
            return 0.0
        self.sleep(remaining)
        return remaining


def object_folders(scratch, module):
    """The build products of one module, removed to measure its own compile time (--clean-each)."""
    debug = os.path.join(scratch, "debug")
    return [os.path.join(debug, f"{module.name}.build"), os.path.join(debug, "Modules", f"{module.name}.swiftmodule")]


def top_modules(package):
    """The modules no other module depends on: what a clean build of the whole app builds."""
    needed = {d for m in package.modules for d in m.dependencies}
    return [m for m in package.modules if m.name not in needed]


def dependency_order(package, modules):
    """`modules` and every module they depend on, dependencies first (table order among equals)."""
    wanted = set()
    for module in modules:
        wanted |= dependency_closure(package, module.name)
    ordered, done = [], set()

    def visit(module):
        if module.name in done:
            return
        done.add(module.name)
        for name in module.dependencies:
            dependency = package.module(name)
            if dependency:
                visit(dependency)
        ordered.append(module)

    for module in package.modules:
        if module.name in wanted:
            visit(module)
    return ordered


def priming_target(package):
    """A build that pays SwiftPM's planning and the compiler's first start (module cache) before
    the first timed module: the smallest target that is not measured and depends on nothing of
    the package, else a system library (which only plans: SwiftPM has nothing to compile there)."""
    details = getattr(package, "other_target_details", {}) or {}
    own = {m.name for m in package.modules} | set(details)
    candidates = [(info["sources"], name) for name, info in details.items()
                  if info["sources"] and not set(info["dependencies"]) & own]
    if candidates:
        return min(candidates)[1]
    return package.system_targets[0] if package.system_targets else None


def build_top(builder, module, scratch):
    """The executable's product links too, so its folder is ready for the incremental rebuilds."""
    if module.kind == "executable":
        return builder.build(scratch, product=module.name)
    return builder.build(scratch, target=module.name)


def measure_clean_app(builder, package, repeat, work):
    """Clean builds of the top modules, `repeat` times each in a fresh folder. Returns
    ({module: stats}, the last folder, kept for the incremental rebuilds)."""
    times, last = {}, None
    for attempt in range(repeat):
        for module in top_modules(package):
            scratch = tempfile.mkdtemp(prefix=f"clean-{module.name}-", dir=work)
            progress("build-times", f"{module.name}: clean build {attempt + 1}/{repeat}")
            seconds, _ = build_top(builder, module, scratch)
            times.setdefault(module.name, []).append(round(seconds, 2))
            if last:
                shutil.rmtree(last, ignore_errors=True)
            last = scratch
    return {name: stats(values) for name, values in times.items()}, last


def measure_clean_each(builder, package, modules, repeat, work):
    """The slow plan: every module built alone in a fresh folder, dependencies included."""
    result = {}
    for module in modules:
        times = []
        for attempt in range(repeat):
            scratch = tempfile.mkdtemp(prefix=f"clean-{module.name}-", dir=work)
            try:
                progress("build-times", f"{module.name}: clean build (dependencies included) {attempt + 1}/{repeat}")
                seconds, _ = builder.build(scratch, target=module.name)
                times.append(round(seconds, 2))
            finally:
                shutil.rmtree(scratch, ignore_errors=True)
        result[module.name] = stats(times)
    return result


def measure_own(builder, package, modules, repeat, work, keep_last=False):
    """Own compile time: per repeat one fresh folder, a priming build, then every module in
    dependency order. Returns ({module: stats}, {"target", "seconds"} of the priming, the last
    folder when `keep_last`, else None: its modules are built, for a rebuild to start from)."""
    wanted = {m.name for m in modules}
    times, priming = {}, []
    prime = priming_target(package)
    kept = None
    for attempt in range(repeat):
        scratch = tempfile.mkdtemp(prefix="own-", dir=work)
        keep = keep_last and attempt == repeat - 1
        try:
            if prime:
                progress("build-times", f"own compile pass {attempt + 1}/{repeat}: priming (swift build --target {prime})")
                seconds, _ = builder.build(scratch, target=prime, check=False)
                priming.append(round(seconds, 2))
            for module in dependency_order(package, modules):
                progress("build-times", f"{module.name}: own compile {attempt + 1}/{repeat}")
                seconds, output = builder.build(scratch, target=module.name)
                rebuilt = recompiled_targets(output)
                if rebuilt and rebuilt != [module.name]:
                    progress("build-times", f"  note: own compile of {module.name} also compiled {rebuilt}")
                if module.name in wanted:
                    times.setdefault(module.name, []).append(round(seconds, 2))
            kept = scratch if keep else None
        finally:
            if not keep:
                shutil.rmtree(scratch, ignore_errors=True)
    return {name: stats(values) for name, values in times.items()}, {"target": prime, "seconds": stats(priming)}, kept


def measure_incremental(builder, package, module, product, repeat, scratch, originals, source=None):
    """Touch one file of the module (`source`, by default touched_file's), rebuild the app product;
    time it and list what was compiled. The file's original times go into `originals`, to be put
    back when all measuring is done."""
    source = source or touched_file(module)
    path = os.path.join(package.root, source)
    originals.setdefault(path, os.stat(path))
    times, recompiled, relinked = [], [], []
    for attempt in range(repeat):
        builder.wait_for_clock_tick()
        os.utime(path, None)
        progress("build-times", f"{module.name}: touched {os.path.basename(source)}, rebuild {attempt + 1}/{repeat}")
        seconds, output = builder.build(scratch, product=product)
        times.append(round(seconds, 2))
        targets = recompiled_targets(output)
        if module.name not in targets:
            raise ToolError(f"touching {source} did not recompile {module.name}: the build may be stale "
                            f"(a file touched too soon after a build can be missed; wait a second, touch it "
                            f"again and rebuild); output:\n{output[-2000:]}")
        recompiled.append(targets)
        relinked += [p for p in relinked_products(output) if p not in relinked]
    # The set is the same on every run of a correct build; keep the union and say if it varied.
    union = []
    for targets in recompiled:
        union += [t for t in targets if t not in union]
    return {"touched": source, "seconds": stats(times), "recompiled": union, "relinked": relinked,
            "varied": any(set(t) != set(union) for t in recompiled)}


def restore_times(originals):
    """Puts the touched files' times back, so the user's own .build sees no change."""
    for path, original in originals.items():
        os.utime(path, ns=(original.st_atime_ns, original.st_mtime_ns))


def app_product(package):
    executables = [m for m in package.modules if m.kind == "executable"]
    return executables[0].name if executables else None


def dependency_closure(package, name):
    seen, stack = set(), [name]
    while stack:
        current = package.module(stack.pop())
        if current and current.name not in seen:
            seen.add(current.name)
            stack.extend(current.dependencies)
    return seen


def measure(package, modules, repeat, quick, work_root, clean_each=False, builder=None):
    """({module: {"clean"?, "own"?, "incremental"}}, {"clean": which plan, "priming": target and seconds,
    "app_clean": {top module: stats} of the whole app's clean builds}). The app's clean build is made
    whichever modules are asked for, so it is in the plan even when its top module is not one of them.
    `quick` skips clean builds and own compiles; `clean_each` builds every module clean alone."""
    builder = builder or Builder(package)
    os.makedirs(work_root, exist_ok=True)
    work = tempfile.mkdtemp(prefix="build-times-", dir=work_root)
    product = app_product(package)
    results = {m.name: {} for m in modules}
    originals = {}
    plan = {"clean": "none (quick)" if quick else ("every module alone" if clean_each else "top modules"),
            "priming": None, "app_clean": {}}
    try:
        incremental_scratch = None
        if not quick:
            clean, incremental_scratch = measure_clean_app(builder, package, repeat, work)
            plan["app_clean"] = dict(clean)
            if clean_each:
                alone = [m for m in modules if m.name not in clean]
                clean.update(measure_clean_each(builder, package, alone, repeat, work))
            for name, entry in clean.items():
                if name in results:
                    results[name]["clean"] = entry
            own, plan["priming"], _ = measure_own(builder, package, modules, repeat, work)
            for name, entry in own.items():
                results[name]["own"] = entry
        if not incremental_scratch:
            incremental_scratch = os.path.join(work, "incremental")
            if product:
                progress("build-times", f"preparing an incremental build folder (swift build --product {product})")
                builder.build(incremental_scratch, product=product)
        linked = dependency_closure(package, product) if product else set()
        if not product or any(m.name not in linked for m in modules):
            # Modules the app does not link are rebuilt with the whole package: build all of
            # it first, so their first rebuild does not also build what was never built.
            progress("build-times", "preparing the incremental build folder for every target (swift build)")
            builder.build(incremental_scratch)
        for module in modules:
            rebuild = product if module.name in linked else None
            entry = measure_incremental(builder, package, module, rebuild, repeat, incremental_scratch, originals)
            entry["rebuilt"] = rebuild or "all targets"
            results[module.name]["incremental"] = entry
    finally:
        restore_times(originals)
        shutil.rmtree(work, ignore_errors=True)
    return results, plan
