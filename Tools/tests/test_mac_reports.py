"""Figures a Mac CI wrote, read here: xccov's coverage, XCLogParser's build time per target and
xcodebuild's Build Timing Summary, from real files of public projects (fixtures/mac/README.md)."""
import contextlib
import io
import json
import os
import shutil
import tempfile
import unittest

from tests.support import FIXTURES, write

from fgtools import cli, compare, macreports, report, rules
from fgtools.common import ToolError

MAC = os.path.join(FIXTURES, "mac")
XCCOV = os.path.join(MAC, "xccov-spin.json")
XCLOGPARSER = os.path.join(MAC, "xclogparser-mobiuscore-flat.json")
CLEAN_SUMMARY = os.path.join(MAC, "timing-summary-allegro-clean.txt")
WARM_SUMMARY = os.path.join(MAC, "timing-summary-allegro-warm.txt")


def run_tool(tool, *argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main(tool, list(argv))
    return status, out.getvalue(), err.getvalue()


class TreeTestCase(unittest.TestCase):
    """A source tree laid out as Spin.Swift's (Sources/Combine, Sources/Common) beside a MobiusCore
    feature: the modules the fixtures' figures belong to."""

    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="mac-reports-")
        self.addCleanup(shutil.rmtree, self.root)
        write(self.root, "Sources/Combine/UISpin.swift", "struct UISpin {\n    let state = 1\n}\n")
        write(self.root, "Sources/Common/AnySpin.swift", "struct AnySpin {\n    let spin = 2\n}\n")
        write(self.root, "Sources/MobiusCore/MobiusCoreViewController.swift",
              "import UIKit\n\nfinal class MobiusCoreViewController: UIViewController {\n    let loop = 3\n}\n")

    def sizes(self, *options):
        status, out, err = run_tool("module-size", "--source-tree", self.root, "--json", *options)
        self.assertEqual(status, 0, err)
        return json.loads(out)


class XccovTests(TreeTestCase):
    def test_theReportIsReadPerTargetAndFile(self):
        report = macreports.read_xccov(XCCOV)
        self.assertEqual([t["name"] for t in report["targets"]],
                         ["SpinCombine.framework", "SpinCombineTests.xctest", "SpinCommon.framework"])
        common = report["targets"][2]
        self.assertEqual((common["covered"], common["executable"]), (107, 228))
        self.assertEqual(len(common["files"]), 5)
        self.assertTrue(common["files"][0]["path"].endswith("/Spin.Swift/Sources/Common/AnySpin.swift"))

    def test_eachFileCountsForTheModuleWhoseFolderHoldsIt_testBundlesNot(self):
        data = self.sizes("--xccov", XCCOV)
        rows = {row["name"]: row for row in data["modules"]}
        # SpinCombine.framework's files are under Sources/Combine: the module Combine, by path.
        self.assertEqual((rows["Combine"]["coverage"]["lines_covered"], rows["Combine"]["coverage"]["lines"]), (190, 209))
        self.assertEqual(rows["Combine"]["coverage"]["line_percent"], 90.9)
        # Of Combine's eight files only UISpin.swift is in the tree read here: its layer has its lines.
        self.assertEqual(rows["Combine"]["coverage"]["layers"], {"Other": {"lines": 33, "lines_covered": 29, "line_percent": 87.9}})
        self.assertEqual((rows["Common"]["coverage"]["lines_covered"], rows["Common"]["coverage"]["lines"]), (107, 228))
        self.assertIsNone(rows["MobiusCore"]["coverage"])
        self.assertEqual(data["totals"]["line_percent"], 68.0)   # (190 + 107) / (209 + 228)
        self.assertNotIn("coverage", data["meta"]["not_measured"])
        source = data["meta"]["mac"][0]
        self.assertEqual((source["format"], source["file"]), ("xccov", "xccov-spin.json"))
        self.assertEqual(source["modules"], ["Combine", "Common"])
        self.assertEqual(source["test_files"], 20)
        self.assertEqual(source["not_attributed"], [])
        self.assertIsNone(source["machine"])

    def test_aTargetWithoutFilesCountsByItsName(self):
        only_targets = os.path.join(self.root, "only-targets.json")
        with open(XCCOV, encoding="utf-8") as handle:
            report = json.load(handle)
        for target in report["targets"]:
            target.pop("files")
        with open(only_targets, "w", encoding="utf-8") as handle:
            json.dump(report, handle)
        data = {"meta": {"not_measured": {}}, "totals": {"line_percent": None},
                "modules": [{"name": "SpinCommon", "path": "Elsewhere", "coverage": None}]}
        macreports.apply(data, xccov=only_targets)
        self.assertEqual(data["modules"][0]["coverage"]["lines"], 228)
        self.assertEqual(data["meta"]["mac"][0]["not_attributed"], ["SpinCombine.framework", "SpinCombineTests.xctest"])

    def test_moduleSizePrintsWhereTheFiguresCameFrom(self):
        status, out, err = run_tool("module-size", "--source-tree", self.root, "--xccov", XCCOV)
        self.assertEqual(status, 0, err)
        self.assertIn("Measured on a Mac, read here:", out)
        self.assertIn("- coverage from xccov-spin.json (xccov; no machine nor date in the file, file modified ", out)
        self.assertRegex(out, r"Combine +190/209 +90\.9%")
        self.assertNotIn("Coverage: not measured", out)

    def test_aFileOfAnotherFormatIsRefused(self):
        with self.assertRaises(ToolError):
            macreports.read_xccov(XCLOGPARSER)


class XCLogParserTests(TreeTestCase):
    def test_theTargetStepsGiveTheBuildTimePerTarget_withMachineAndDate(self):
        log = macreports.read_xclogparser(XCLOGPARSER)
        self.assertEqual(log["targets"], {"MobiusCore": {"seconds": 4.0, "compile_seconds": None}})   # not "Prepare build"
        self.assertEqual(log["machine"], "68a2bbd0048a454d91b3734b5d5dc45e")
        self.assertEqual(log["date"], "2019-05-23T05:52:28.244000Z")
        self.assertEqual(log["build"], {"title": "Build MobiusCore", "seconds": 0, "status": "succeeded"})

    def test_theJsonReportersTreeReadsAsTheFlatList(self):
        with open(XCLOGPARSER, encoding="utf-8") as handle:
            main, *targets = json.load(handle)
        main["subSteps"] = targets
        for step in targets:   # the json reporter: a target's compilation beside its duration
            step["compilationDuration"] = 2.5
        tree = os.path.join(self.root, "build.json")
        with open(tree, "w", encoding="utf-8") as handle:
            json.dump(main, handle)
        self.assertEqual(macreports.read_xclogparser(tree)["targets"],
                         {"MobiusCore": {"seconds": 4.0, "compile_seconds": 2.5}})

    def test_aTargetCountsForTheModuleOfItsName(self):
        data = self.sizes("--xclogparser", XCLOGPARSER)
        rows = {row["name"]: row for row in data["modules"]}
        self.assertEqual(rows["MobiusCore"]["mac_build"], {"target": "MobiusCore", "seconds": 4.0, "compile_seconds": None})
        self.assertNotIn("mac_build", rows["Combine"])
        self.assertNotIn("build_times", data["meta"]["not_measured"])
        status, out, _ = run_tool("module-size", "--source-tree", self.root, "--xclogparser", XCLOGPARSER)
        self.assertIn("(XCLogParser; machine 68a2bbd0048a454d91b3734b5d5dc45e, started 2019-05-23T05:52:28.244000Z)", out)
        self.assertRegex(out, r"MobiusCore +– +– +4\.000 +–")

    def test_aTargetNoModuleHasIsSaid(self):
        data = {"meta": {"not_measured": {"build_times": "not measured"}}, "totals": {},
                "modules": [{"name": "Other", "path": "Sources/Other"}]}
        macreports.apply(data, xclogparser=XCLOGPARSER)
        self.assertEqual(data["meta"]["mac"][0]["not_attributed"], ["MobiusCore"])
        self.assertIn("build_times", data["meta"]["not_measured"])
        self.assertIn("not a module: MobiusCore", "\n".join(macreports.lines(data)))


class TimingSummaryTests(unittest.TestCase):
    def test_theTasksOfACleanBuild(self):
        summary = macreports.read_timing_summary(CLEAN_SUMMARY)
        self.assertEqual(len(summary["tasks"]), 14)
        self.assertEqual(summary["tasks"][1], {"task": "CompileSwiftSources", "count": 3, "seconds": 31.747})
        self.assertEqual(summary["tasks"][6], {"task": "CompileAssetCatalog", "count": 1, "seconds": 6.62})
        self.assertIsNone(summary["seconds"])

    def test_theWarmBuildsWallTimeFromItsLastLine(self):
        summary = macreports.read_timing_summary(WARM_SUMMARY)
        self.assertEqual([t["task"] for t in summary["tasks"]], ["PhaseScriptExecution", "ValidateEmbeddedBinary"])
        self.assertEqual((summary["result"], summary["seconds"]), ("succeeded", 27.238))
        data = macreports.apply({"meta": {}, "totals": {}, "modules": []}, timing_summary=WARM_SUMMARY)
        text = "\n".join(macreports.lines(data))
        self.assertIn("2 kinds of task, 25.774 s of task time in all", text)
        self.assertIn("the build succeeded in 27.238 s", text)
        self.assertIn("not per target", text)

    def test_outputWithoutTheSummaryIsRefused(self):
        with self.assertRaises(ToolError):
            macreports.read_timing_summary(XCCOV)


class ReportAndCompareTests(TreeTestCase):
    def test_reportMarkdownHasASectionOfTheMacsFigures(self):
        data = self.sizes("--xccov", XCCOV, "--build-timing-summary", WARM_SUMMARY)
        text = "\n".join(macreports.markdown(data))
        self.assertTrue(text.startswith("## Measured on a Mac, read here"))
        self.assertIn("- coverage from xccov-spin.json", text)
        self.assertIn("- the whole build's task times from timing-summary-allegro-warm.txt", text)
        self.assertIn("PhaseScriptExecution        6    23.350", text)

    def test_reportMdCarriesTheSectionAndTheCoverageColumn(self):
        data = self.sizes("--xccov", XCCOV)
        data["meta"].update({"date": "2026-12-06 09:00 UTC", "machine": "here", "swift": "Swift 6", "repeat": 3,
                             "quick": False})
        text = report.markdown(data)
        self.assertIn("\n## Measured on a Mac, read here\n", text)
        self.assertRegex(text, r"\| Combine \| library \| 1 \| 3 \| 0 \| 90\.9 % \|")
        self.assertNotIn("*Coverage*: not measured", text)

    def test_compareReadsAFileForTheSideItNames(self):
        declared = rules.load(rules.DEFAULT_PATH)
        other = tempfile.mkdtemp(prefix="mac-reports-other-")
        self.addCleanup(shutil.rmtree, other)
        write(other, "Sources/MobiusCore/MobiusCoreViewController.swift",
              "import UIKit\n\nfinal class MobiusCoreViewController: UIViewController {}\n")
        with contextlib.redirect_stderr(io.StringIO()):
            sides = [compare.load_side("Mac=" + self.root, declared), compare.load_side("Here=" + other, declared)]
        compare.apply_mac_files(sides, {"xccov": ["Mac=" + XCCOV], "xclogparser": ["Mac=" + XCLOGPARSER],
                                        "timing_summary": None})
        result = compare.compare(sides, declared)
        mobius = next(f for f in result["features"] if f["name"] == "MobiusCore")
        self.assertEqual(mobius["sides"]["Mac"]["mac_build"], 4.0)
        self.assertIsNone(mobius["sides"]["Here"]["mac_build"])
        text = compare.markdown(result)
        self.assertIn("; coverage from xccov-spin.json (xccov; no machine nor date in the file", text)
        self.assertIn("build time per target from xclogparser-mobiuscore-flat.json (XCLogParser; machine "
                      "68a2bbd0048a454d91b3734b5d5dc45e", text)
        self.assertIn("Mac build (s)", text)
        with self.assertRaises(ToolError):
            compare.apply_mac_files(sides, {"xccov": [XCCOV]})          # which side?
        with self.assertRaises(ToolError):
            compare.apply_mac_files(sides, {"xccov": ["Nobody=" + XCCOV]})


if __name__ == "__main__":
    unittest.main()
