"""Build time per module: clean build alone, own compile time, incremental rebuild.

Every measurement happens in scratch folders of its own, never in the user's .build."""
import os
import re
import shutil
import tempfile

from .common import ToolError, progress, run, stats, swift_executable, wait_for_clock_tick

STEP = re.compile(r"^\[\d+/\d+\]\s+(Compiling|Emitting module)\s+(\S+)")
LINK = re.compile(r"^\[\d+/\d+\]\s+Linking\s+(\S+)")


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


def build(package, scratch, target=None, product=None):
    command = [swift_executable(), "build", "--scratch-path", scratch]
    if target:
        command += ["--target", target]
    if product:
        command += ["--product", product]
    seconds, out, err = run(command, cwd=package.root)
    return seconds, out + err


def object_folders(scratch, module):
    """The build products of one module, removed to measure its own compile time."""
    debug = os.path.join(scratch, "debug")
    return [os.path.join(debug, f"{module.name}.build"), os.path.join(debug, "Modules", f"{module.name}.swiftmodule")]


def measure_clean(package, module, repeat, work):
    clean, own = [], []
    for attempt in range(repeat):
        scratch = tempfile.mkdtemp(prefix=f"clean-{module.name}-", dir=work)
        try:
            progress("build-times", f"{module.name}: clean build {attempt + 1}/{repeat}")
            seconds, _ = build(package, scratch, target=module.name)
            clean.append(round(seconds, 2))
            for folder in object_folders(scratch, module):
                shutil.rmtree(folder, ignore_errors=True)
            wait_for_clock_tick()
            seconds, output = build(package, scratch, target=module.name)
            own.append(round(seconds, 2))
            rebuilt = recompiled_targets(output)
            if rebuilt and rebuilt != [module.name]:
                progress("build-times", f"  note: own compile of {module.name} also compiled {rebuilt}")
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
    return stats(clean), stats(own)


def measure_incremental(package, module, product, repeat, scratch, originals):
    """Touch one file of the module, rebuild the app product; time it and list what was compiled.
    The file's original times go into `originals`, to be put back when all measuring is done."""
    source = touched_file(module)
    path = os.path.join(package.root, source)
    originals.setdefault(path, os.stat(path))
    times, recompiled, relinked = [], [], []
    for attempt in range(repeat):
        wait_for_clock_tick()
        os.utime(path, None)
        progress("build-times", f"{module.name}: touched {os.path.basename(source)}, rebuild {attempt + 1}/{repeat}")
        seconds, output = build(package, scratch, product=product)
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


def measure(package, modules, repeat, quick, work_root):
    os.makedirs(work_root, exist_ok=True)
    work = tempfile.mkdtemp(prefix="build-times-", dir=work_root)
    product = app_product(package)
    results = {}
    originals = {}
    try:
        incremental_scratch = os.path.join(work, "incremental")
        linked = dependency_closure(package, product) if product else set()
        if product:
            progress("build-times", f"preparing an incremental build folder (swift build --product {product})")
            build(package, incremental_scratch, product=product)
        if not product or any(m.name not in linked for m in modules):
            # Modules the app does not link are rebuilt with the whole package: build all of
            # it first, so their first rebuild does not also build what was never built.
            progress("build-times", "preparing an incremental build folder (swift build)")
            build(package, incremental_scratch)
        for module in modules:
            entry = {}
            if not quick:
                entry["clean"], entry["own"] = measure_clean(package, module, repeat, work)
            # A module the app does not link is rebuilt with the whole package instead.
            rebuild = product if module.name in linked else None
            entry["incremental"] = measure_incremental(package, module, rebuild, repeat, incremental_scratch, originals)
            entry["incremental"]["rebuilt"] = rebuild or "all targets"
            results[module.name] = entry
    finally:
        restore_times(originals)
        shutil.rmtree(work, ignore_errors=True)
    return results
