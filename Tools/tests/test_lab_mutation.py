"""The pattern lab's mutation scores (Tools/fgtools/labmutation.py), read from the folder
`Tools/mutation --all-patterns --out DIR` writes: a report per target, its scores and survivors."""
import json
import os
import shutil
import tempfile
import unittest

from fgtools import labmutation
from fgtools.common import ToolError


def report(target, statuses, scores, cap=30):
    mutants = [{"id": str(i), "mutatorName": "RemoveSideEffects", "status": status,
                "location": {"start": {"line": 10 + i, "column": 5}, "end": {"line": 10 + i, "column": 9}}}
               for i, status in enumerate(statuses)]
    return {"schemaVersion": "2", "files": {f"Modules/Patterns/{target}/{target}View.swift": {"mutants": mutants}},
            "config": {"target": target, "cap": cap, "seed": 1, "mutants_found": 87,
                       "scores": {"behaviour suite alone": scores[0], "with own tests": scores[1]}}}


class LabMutationTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="lab-mutation-")
        self.addCleanup(shutil.rmtree, self.folder, True)

    def write(self, relative, data):
        path = os.path.join(self.folder, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(data, handle)

    def test_eachTargetsReport_givesItsScores_theMutantsRun_andItsSurvivors(self):
        self.write("GatherMVC/mutation.json", report("GatherMVC", ["Killed", "Survived", "CompileError", "Killed"], (50.0, 66.7)))
        self.write("GatherVIP/mutation.json", report("GatherVIP", ["Killed"], (100.0, 100.0), cap=None))

        found = labmutation.read(self.folder, ["Gather", "GatherMVC", "GatherVIP"])

        self.assertEqual(sorted(found), ["GatherMVC", "GatherVIP"], "a target without a report is left out")
        mvc = found["GatherMVC"]
        self.assertEqual((mvc["mutants_found"], mvc["run"], mvc["cap"], mvc["not_built"]), (87, 4, 30, 1))
        self.assertEqual(mvc["scores"], {"behaviour": 50.0, "with_own_tests": 66.7})
        self.assertEqual(mvc["survivors"], ["Modules/Patterns/GatherMVC/GatherMVCView.swift:11 (RemoveSideEffects)"])

        rows = [{"pattern": "VIPER", "mutation": None}, {"pattern": "MVC", "mutation": mvc},
                {"pattern": "VIP", "mutation": found["GatherVIP"]}]
        lines = labmutation.markdown(rows, "docs/metrics/mutation")
        table = [line for line in lines if line.startswith("| ") and not line.startswith(("| Pattern", "| ---"))]
        self.assertEqual(table, [
            "| MVC | 87 | 4 (30, 1) | 1 | 50.0 % | 66.7 % | Modules/Patterns/GatherMVC/GatherMVCView.swift:11 (RemoveSideEffects) |",
            "| VIP | 87 | 1 (all, 1) | 0 | 100.0 % | 100.0 % | none |"])
        self.assertIn("`docs/metrics/mutation`", lines[2])

    def test_aRunOfOneTarget_isReadFromTheFolderItself(self):
        self.write("mutation.json", report("GatherMVC", ["Killed"], (100.0, 100.0)))
        self.assertEqual(list(labmutation.read(self.folder, ["GatherMVC", "GatherStore"])), ["GatherMVC"])

    def test_aFolderWithoutReports_orNoFolder_isRefusedClearly(self):
        with self.assertRaisesRegex(ToolError, "no mutation.json of any pattern target"):
            labmutation.read(self.folder, ["GatherMVC"])
        with self.assertRaisesRegex(ToolError, "no such folder"):
            labmutation.read(os.path.join(self.folder, "missing"), ["GatherMVC"])

    def test_noPatternMeasured_addsNoSection(self):
        self.assertEqual(labmutation.markdown([{"pattern": "VIPER"}], None), [])


if __name__ == "__main__":
    unittest.main()
