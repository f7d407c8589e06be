"""The build-time plan (with a fake `build`), the clock-tick wait, key classes, average test
time and the SVG chart."""
import os
import shutil
import tempfile
import unittest
import xml.etree.ElementTree as ET

from tests.support import FixtureCopy

from fgtools import buildtime


class FakeBuilds:
    """Stands in for `swift build`: records each call and answers with SwiftPM-like output
    that compiles exactly the target asked for (or the touched module when rebuilding)."""

    def __init__(self, touched_module=lambda: None):
        self.calls = []
        self.touched_module = touched_module

    def __call__(self, package, scratch, target=None, product=None, check=True):
        self.calls.append((os.path.basename(scratch), target, product))
        os.makedirs(scratch, exist_ok=True)
        compiled = target or self.touched_module() or product
        return 1.0, f"[1/2] Compiling {compiled} File.swift\n[2/2] Linking {product or ''}\n"


class FakeClock:
    def __init__(self):
        self.now = 100.0
        self.slept = []

    def __call__(self):
        return self.now

    def sleep(self, seconds):
        self.slept.append(round(seconds, 3))
        self.now += seconds


class BuildPlanTests(unittest.TestCase):
    def measure(self, **options):
        copy = FixtureCopy(self)
        pkg = copy.package()
        modules = [pkg.module(name) for name in ("Domain", "Login", "footballgather")]
        state = {"touched": None}
        original_utime = os.utime

        def utime(path, times=None, **kwargs):
            for module in pkg.modules:
                if path.startswith(os.path.join(pkg.root, module.path) + os.sep):
                    state["touched"] = module.name
            return original_utime(path, times, **kwargs)

        fake = FakeBuilds(lambda: state["touched"])
        clock = FakeClock()
        builder = buildtime.Builder(pkg, run_build=fake, clock=clock, sleep=clock.sleep)
        work = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, work, True)
        os.utime = utime
        try:
            results, plan = buildtime.measure(pkg, modules, 2, work_root=work, builder=builder, **options)
        finally:
            os.utime = original_utime
        return fake.calls, results, plan

    def test_cleanBuildsOnlyTheAppThenOwnCompilesInDependencyOrderThenIncrementals(self):
        calls, results, plan = self.measure(quick=False)
        clean, rest = calls[:2], calls[2:]
        self.assertEqual([c[1:] for c in clean], [(None, "footballgather")] * 2)
        self.assertNotEqual(clean[0][0], clean[1][0], "each clean build in a fresh folder")
        own, incremental = rest[:-6], rest[-6:]
        self.assertEqual(len({c[0] for c in own}), 2, "one fresh folder per own-compile pass")
        first_pass = [c[1] for c in own if c[0] == own[0][0]]
        self.assertEqual(first_pass[0], "CSQLite", "priming: no other target without dependencies here")
        order = first_pass[1:]
        for module, dependency in (("Login", "Domain"), ("Login", "TerminalUI"), ("TerminalUI", "Domain"),
                                   ("FootballGatherApp", "Login"), ("footballgather", "FootballGatherApp")):
            self.assertLess(order.index(dependency), order.index(module))
        self.assertEqual(len(order), len(set(order)), "every module once per pass")
        self.assertEqual(incremental, [(clean[1][0], None, "footballgather")] * 6,
                         "the incremental rebuilds reuse the last clean folder, no preparing build")
        self.assertEqual(results["Login"]["own"]["runs"], [1.0, 1.0])
        self.assertEqual(results["footballgather"]["clean"]["runs"], [1.0, 1.0])
        self.assertNotIn("clean", results["Login"])
        self.assertEqual(results["Login"]["incremental"]["recompiled"], ["Login"])
        self.assertEqual(plan["priming"]["target"], "CSQLite")

    def test_quickPreparesAFolderAndBuildsNoCleanNorOwn(self):
        calls, results, _ = self.measure(quick=True)
        self.assertEqual(calls, [("incremental", None, "footballgather")] * 7)
        self.assertNotIn("own", results["Login"])
        self.assertNotIn("clean", results["Login"])

    def test_cleanEachAlsoBuildsEveryModuleAlone(self):
        calls, results, _ = self.measure(quick=False, clean_each=True)
        alone = [c[1] for c in calls if c[0].startswith("clean-") and c[1]]
        self.assertEqual(alone, ["Domain", "Domain", "Login", "Login"],
                         "the app's clean build stays the product build")
        self.assertEqual(results["Login"]["clean"]["runs"], [1.0, 1.0])
        self.assertEqual(results["footballgather"]["clean"]["runs"], [1.0, 1.0])


class ClockTickTests(unittest.TestCase):
    def builder(self):
        clock = FakeClock()
        builder = buildtime.Builder(None, run_build=lambda *a, **k: (0.5, ""), clock=clock, sleep=clock.sleep)
        return builder, clock

    def test_noWaitBeforeTheFirstBuild(self):
        builder, clock = self.builder()
        self.assertEqual(builder.wait_for_clock_tick(), 0.0)
        self.assertEqual(clock.slept, [])

    def test_waitsOnlyTheRemainderOfTheTick(self):
        builder, clock = self.builder()
        builder.build("/s")
        clock.now += 0.4
        builder.wait_for_clock_tick()
        self.assertEqual(clock.slept, [0.7])

    def test_noWaitWhenTheLastBuildFinishedLongEnoughAgo(self):
        builder, clock = self.builder()
        builder.build("/s")
        clock.now += 1.5
        self.assertEqual(builder.wait_for_clock_tick(), 0.0)
        self.assertEqual(clock.slept, [])


if __name__ == "__main__":
    unittest.main()
