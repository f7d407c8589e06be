"""A hostile tree (issue 54, item 9): what the Tools read from a foreign folder cannot make them
slow, crash them, or reach the terminal raw. Files too large or not text are skipped and said;
the readers' scans are linear (no try of a pattern runs on through the rest of the text); a
malformed project.pbxproj is a one-line message naming it; names are printed printable."""
import contextlib
import io
import json
import os
import random
import shutil
import tempfile
import unittest
from unittest import mock

from tests.support import FIXTURES
from fgtools import architecture, cli, common, coupling, declarations, files, lines, pbxproj, swiftmanifest
from fgtools.common import ToolError


def module_size(root, *more):
    """(exit status, stdout, stderr) of Tools/module-size on the tree at root."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli.main("module-size", ["--source-tree", root, *more])
    return status, out.getvalue(), err.getvalue()


class HostileTreeCase(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="fgtools-hostile-")
        self.addCleanup(shutil.rmtree, self.root, True)

    def write(self, relative, data):
        path = os.path.join(os.fsencode(self.root), relative if isinstance(relative, bytes) else relative.encode())
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(data if isinstance(data, bytes) else data.encode())
        return path

    def write_screen(self):
        self.write("Sources/Home/HomeView.swift", "struct HomeView {\n    let title = 1\n}\n")
        self.write("Sources/Home/HomeViewModel.swift", "final class HomeViewModel {}\n")


class SkippedFilesTests(HostileTreeCase):
    def test_aFileWithANulByte_isNotText(self):
        path = self.write("A.swift", b"struct A {}\n\x00\n")
        self.assertEqual(files.read_checked(path), ("", files.NOT_TEXT))

    def test_aFileThatIsNotUTF8_isNotText(self):
        path = self.write("A.swift", b"let name = \"caf\xe9\"\n")
        self.assertEqual(files.source_problem(path), files.NOT_TEXT)
        self.assertEqual(files.read_source(path), "")

    def test_aFileOverTheCap_isTooLarge_unread(self):
        path = self.write("A.swift", b"")
        with open(path, "r+b") as handle:
            handle.truncate(files.MAX_SOURCE_BYTES + 1)      # sparse: nothing is written, nothing read
        self.assertEqual(files.read_checked(path), ("", files.TOO_LARGE))

    def test_aLinkToNothing_andANamedPipe_areNotReadable_andThePipeIsNotOpened(self):
        link = os.path.join(self.root, "Link.swift")
        os.symlink(os.path.join(self.root, "nowhere.swift"), link)
        pipe = os.path.join(self.root, "Pipe.swift")
        os.mkfifo(pipe)                 # opening it would wait for a writer for ever
        self.assertEqual(files.read_checked(link), ("", files.NOT_READABLE))
        self.assertEqual(files.read_checked(pipe), ("", files.NOT_READABLE))

    def test_aTextFile_isReadAsOpenReadsIt_lineBreaksMadeNewlines(self):
        path = self.write("A.swift", "struct Café {}\r\nlet a = 1\rlet b = 2\n")
        self.assertEqual(files.read_checked(path), ("struct Café {}\nlet a = 1\nlet b = 2\n", None))

    def test_moduleSize_skipsAndSaysFilesThatAreNotText_andCountsThemNowhere(self):
        self.write_screen()
        self.write("Sources/Home/HomeRouter.swift", os.urandom(5 * 1024 * 1024))    # too large
        self.write("Sources/Home/HomeBlob.swift", b"\x00\x01binary\x02" * 100)        # not text
        self.write("Sources/Home/HomeLatin.swift", b"let s = \"\xe9\"\n")             # not UTF-8
        os.symlink(os.path.join(self.root, "gone.swift"), os.path.join(self.root, "Sources/Home/HomeGone.swift"))
        status, out, err = module_size(self.root, "--json")
        self.assertEqual(status, 0)
        data = json.loads(out)
        self.assertEqual(data["meta"]["skipped"], {
            files.NOT_TEXT: ["Sources/Home/HomeBlob.swift", "Sources/Home/HomeLatin.swift"],
            files.TOO_LARGE: ["Sources/Home/HomeRouter.swift"],
            files.NOT_READABLE: ["Sources/Home/HomeGone.swift"]})
        self.assertEqual([(m["name"], m["files"], m["code_lines"]) for m in data["modules"]], [("Home", 2, 4)])
        self.assertIn("[module-size] skipped: 2 files that are not text: Sources/Home/HomeBlob.swift, "
                      "Sources/Home/HomeLatin.swift\n", err)
        self.assertIn("[module-size] skipped: 1 file that is larger than 4 MB: Sources/Home/HomeRouter.swift\n", err)
        self.assertIn("[module-size] skipped: 1 file that is not readable: Sources/Home/HomeGone.swift\n", err)

    def test_aTreeWithNothingToSkip_saysNothingOfSkipping(self):
        self.write_screen()
        status, out, err = module_size(self.root, "--json")
        self.assertEqual(status, 0)
        self.assertNotIn("skipped", json.loads(out)["meta"])
        self.assertNotIn("skipped:", err)

    def test_skippedLines_listFiveFiles_andSayHowManyMore(self):
        found = {files.NOT_TEXT: [f"F{i}.swift" for i in range(7)]}
        from fgtools import reading
        self.assertEqual(reading.skipped_lines(found),
                         ["skipped: 7 files that are not text: F0.swift, F1.swift, F2.swift, F3.swift, F4.swift, … 2 more"])


class SkippedInAPackageTests(unittest.TestCase):
    """A package's target that holds a file that is not text: report and architecture-check skip it
    and say so (swift reads the manifest; nothing is built)."""

    def setUp(self):
        parent = tempfile.mkdtemp(prefix="fgtools-hostile-")
        self.addCleanup(shutil.rmtree, parent, True)
        self.root = os.path.join(parent, "ModularPackage")
        shutil.copytree(os.path.join(FIXTURES, "ModularPackage"), self.root)
        with open(os.path.join(self.root, "Sources/HomeFeature/HomeBlob.swift"), "wb") as handle:
            handle.write(b"\xfe\xff\x00binary" * 64)

    def test_report_skipsIt_saysSo_andListsItInItsJSON(self):
        out = os.path.join(self.root, "out")
        failed = (1, "", "error: cannot build here\n")
        err = io.StringIO()
        with mock.patch.object(cli, "run_status", return_value=failed), \
                mock.patch.object(cli, "swift_version", return_value="swift 6"), \
                contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            self.assertEqual(cli.main("report", ["--package-path", self.root, "--out", out]), 0)
        self.assertIn("[report] skipped: 1 file that is not text: Sources/HomeFeature/HomeBlob.swift\n", err.getvalue())
        with open(os.path.join(out, "report.json"), encoding="utf-8") as handle:
            data = json.load(handle)
        self.assertEqual(data["meta"]["skipped"], {files.NOT_TEXT: ["Sources/HomeFeature/HomeBlob.swift"]})
        home = next(m for m in data["modules"] if m["name"] == "HomeFeature")
        self.assertEqual((home["files"], home["code_lines"]), (2, 20))

    def test_architectureCheck_skipsIt_andSaysSo(self):
        err = io.StringIO()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            cli.main("architecture-check", ["--package-path", self.root])
        self.assertIn("[architecture-check] skipped: 1 file that is not text: Sources/HomeFeature/HomeBlob.swift\n",
                      err.getvalue())


class LinearReadingTests(unittest.TestCase):
    """Texts that made a pattern read the rest of the text again from each line (or each mark):
    each is read in one pass now, and still gives what it gave before."""

    def test_imports_areReadLineByLine_afterLinesOfUnclosedAttributes(self):
        code = "@a(\n" * 50_000 + "@testable import Foo\n@available(iOS 15, *) import Bar\nimport struct Baz.Qux\n"
        self.assertEqual(coupling.imported_modules(code), ["Foo", "Bar", "Baz"])

    def test_imports_inRandomText_areNone_butARealOneIsFound(self):
        noise = random.Random(54).randbytes(400_000).decode("utf-8", errors="replace").replace("import", "")
        self.assertEqual(coupling.imported_modules(noise + "\n  import UIKit\n"), ["UIKit"])

    def test_privateDeclarations_areHidden_onTheirLineUntilABraceOrAnEquals(self):
        code = "private class A { }  class B\nfileprivate struct C\nstruct D\nprivate let x = 1; enum E\n"
        self.assertEqual(coupling.declared_types(code), {"B", "D", "E"})

    def test_aLongLineOfPrivateDeclarations_hidesThemAll(self):
        self.assertEqual(coupling.declared_types("private class A " * 25_000 + "\nclass B"), {"B"})

    def test_topLevelTypes_afterThousandsOfAttributeLines_areStillRead(self):
        code = "@a\n" * 60_000 + "public public\n" * 10_000 + "@Reducer\npublic struct Counter: Reducer {}\n"
        found = declarations.TOP_LEVEL_TYPE.findall(code)
        self.assertEqual([(kind, name) for _, kind, name, _, _ in found], [("struct", "Counter")])

    def test_genericArguments_areLeftOut_nestedOrUnclosed(self):
        self.assertEqual(declarations.supertypes_of("ComposableArchitecture.Reducer<State<A>, B>, @unchecked Sendable"),
                         ["Reducer", "Sendable"])
        self.assertEqual(declarations.without_generic_arguments("x<a<b>c"), "x<ac")
        self.assertEqual(declarations.without_generic_arguments("x<a>b>c"), "xb>c")
        self.assertEqual(declarations.without_generic_arguments("View" + "<" * 100_000 + ">" * 100_000 + ", Equatable"),
                         "View, Equatable")

    def test_resultsOfARefusal_areFound_andAnUnclosedResultEndsTheSearch(self):
        code = "func a() -> Result<Outcome, LoginRefusal >\nfunc b() -> Result<A, B>\n"
        self.assertEqual([code[s:e] for s, e in architecture.results_of_refusal(code)],
                         ["Result<Outcome, LoginRefusal >"])
        self.assertEqual(list(architecture.results_of_refusal("Result<" * 50_000)), [])
        self.assertEqual(len(list(architecture.results_of_refusal("Result<" * 50_000 + "Refusal>"))), 1)

    def test_protocolBodies_andTheirTextParameters_surviveUnclosedHeads(self):
        code = ("protocol LoginInteracting {\n    func logIn(username: String, code: Int)\n}\n"
                + "protocol P " * 20_000 + "func f(" * 20_000)
        bodies = list(architecture.protocol_bodies(code, {"LoginInteracting"}))
        self.assertEqual([name for name, _, _ in bodies], ["LoginInteracting"])
        self.assertEqual([(f, p) for f, p, _ in architecture.text_parameters(bodies[0][2], {"username"})],
                         [("logIn", "username")])
        self.assertEqual(list(architecture.text_parameters("func f(" * 50_000, {"x"})), [])

    def test_lineNumbers_ofPositions(self):
        line_of = lines.line_numbers("a\nbc\n\nd")
        self.assertEqual([line_of(p) for p in (0, 1, 2, 4, 5, 6)], [1, 1, 2, 2, 3, 4])

    def test_sectionsByMark_ofAFileOfThousandsOfMarks(self):
        text = "// MARK: - View\nlet a = 1\n" * 20_000
        numbers = lines.code_lines(text)
        self.assertEqual(lines.code_lines_by_mark(text, numbers), {"View": 20_000})


class MalformedProjectTests(HostileTreeCase):
    def test_deeplyNestedBraces_areAValueError_notARecursionError(self):
        with self.assertRaisesRegex(ValueError, "nested deeper than 100 levels"):
            pbxproj.parse("{" * 5000)

    def test_aTruncatedProject_endsTooEarly(self):
        for text in ("{ objects = { A = { isa = PBXProject;", "{ a = (1, 2", '{ a = "never closed'):
            with self.assertRaisesRegex(ValueError, "not a property list: (the file ends too early|a string is never closed)"):
                pbxproj.parse(text)

    def test_anUnclosedComment_isReadOnce(self):
        with self.assertRaisesRegex(ValueError, "ends too early"):
            pbxproj.parse("{ a = b; " + "/* " * 100_000)

    def test_aProjectOrAManifestTooLargeOrNotARegularFile_isRefused_unread(self):
        project = self.write("App.xcodeproj/project.pbxproj", b"")
        with open(project, "r+b") as handle:
            handle.truncate(pbxproj.MAX_PROJECT_BYTES + 1)      # sparse: nothing is written, nothing read
        with self.assertRaisesRegex(ToolError, "^cannot read .*project.pbxproj: larger than 64 MB$"):
            pbxproj.Project(os.path.dirname(project).decode())
        pipe = os.path.join(self.root, "Package.swift")
        os.mkfifo(pipe)
        with self.assertRaisesRegex(ValueError, "not a regular file"):
            files.read_manifest(pipe)

    def test_aManifestsUnclosedComment_isReadOnce(self):
        self.assertEqual(swiftmanifest.tokens_of("let a = b " + "/* " * 100_000), ["let", "a", "=", "b"])

    def test_moduleSize_saysTheMalformedProjectInOneLine_andReadsTheLayout(self):
        self.write_screen()
        project = self.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n" + "{" * 5000)
        status, out, err = module_size(self.root)
        self.assertEqual(status, 0)
        said = [line for line in err.splitlines() if "project.pbxproj" in line]
        self.assertEqual(said, [f"[module-size] cannot read {project.decode()}: not a property list: nested deeper "
                                "than 100 levels: files are read by the folder layout instead"])
        self.assertNotIn("Traceback", err)
        self.assertIn("Home ", out)

    def test_moduleSize_saysAManifestItCannotRead_inOneLine_andReadsItsFolderByTheLayout(self):
        manifests = {"Sub/Package.swift": ("import PackageDescription\nlet package = Package(name: \"X\", targets: "
                                           + "[" * 5000 + ")\n", "nested too deeply"),
                     "project.yml": ("name: X\ntargets:\n  A: " + "[" * 5000 + "\n", "nested too deeply"),
                     "project.json": ('{"name": "X", "targets": {', "JSONDecodeError: Expecting property name"),
                     "Sub/Project.swift": ("import ProjectDescription\nlet project = Project(name: \"X\", targets: "
                                           + "[" * 5000 + ")\n", "nested too deeply")}
        for relative, (text, why) in manifests.items():
            with self.subTest(relative):
                shutil.rmtree(self.root)
                self.write_screen()
                self.write("Sub/Thing.swift", "struct Thing {}\n")
                path = self.write(relative, text).decode()
                status, out, err = module_size(self.root)
                self.assertEqual(status, 0)
                said = [line for line in err.splitlines() if "cannot read" in line]
                self.assertEqual(len(said), 1)
                self.assertTrue(said[0].startswith(f"[module-size] cannot read {path}: {why}"), said[0])
                self.assertTrue(said[0].endswith(": its folder is read by its layout instead"), said[0])
                self.assertNotIn("Traceback", err)
                self.assertNotIn(os.path.basename(relative), out)      # not said to be read
                self.assertRegex(out, r"Total +3 ")


class PrintableNamesTests(HostileTreeCase):
    HOSTILE = "a\x1b]0;pwned\x07b"

    def test_printable_writesOutControlCharacters_andKeepsTextAndLineBreaks(self):
        self.assertEqual(common.printable(self.HOSTILE + "\tcafé\n\u202eX\r" + "\udcff"),
                         "a\\x1b]0;pwned\\x07b\tcafé\n\\u202eX\\r\\udcff")

    def test_moduleSize_printsAFoldersNamePrintable_andItsJSONKeepsTheTrueName(self):
        self.write_screen()
        self.write(f"Sources/{self.HOSTILE}/Thing.swift", "struct Thing {}\n")
        self.write(b"Sources/Pro\xfffile/Other.swift", "struct Other {}\n")      # a name that is not UTF-8
        status, out, err = module_size(self.root)
        self.assertEqual(status, 0)
        self.assertNotIn("\x1b", out + err)
        self.assertNotIn("\x07", out + err)
        self.assertIn("a\\x1b]0;pwned\\x07b ", out)
        self.assertIn("Pro\\udcfffile ", out)
        status, out, _ = module_size(self.root, "--json")
        self.assertNotIn("\x1b", out)
        self.assertIn(self.HOSTILE, [m["name"] for m in json.loads(out)["modules"]])

    def test_mainGivesBackTheStreamsItWasGiven(self):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            cli.main("module-size", ["--source-tree", os.path.join(self.root, "missing")])
            self.assertIs(__import__("sys").stdout, out)
            self.assertIs(__import__("sys").stderr, err)

    def test_writtenFiles_areMarkdownPrintable_andJSONTrue(self):
        name = self.HOSTILE + "\udcff"
        cli.write_outputs(self.root, {"x.md": f"| {name} |\n", "x.json": json.dumps({"name": name}, ensure_ascii=False)})
        with open(os.path.join(self.root, "x.md"), encoding="utf-8") as handle:
            self.assertEqual(handle.read(), "| a\\x1b]0;pwned\\x07b\\udcff |\n")
        with open(os.path.join(self.root, "x.json"), encoding="utf-8") as handle:
            self.assertEqual(json.load(handle), {"name": name})


if __name__ == "__main__":
    unittest.main()
