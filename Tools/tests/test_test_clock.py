"""Tests of Tools/test-clock-check: a test that builds a store without a test clock is found,
with its file and line; the repository's tests pass.
Run: python3 -m unittest discover -s Tools/tests -t Tools"""
import os
import subprocess
import sys
import tempfile
import unittest

from tests.support import REPO, TOOLS
from fgtools import testclock


class CallTests(unittest.TestCase):
    def test_aStoreWithoutAClock_isFound_onItsLine(self):
        text = 'let a = 1\nlet store = RemoteStore(baseURL: url, dataDirectory: nil, transport: server)\n'
        self.assertEqual(testclock.calls_without_clock(text), [(2, "RemoteStore")])

    def test_aCallOverSeveralLines_isFoundWhereItStarts_andPassesWithAClock(self):
        without = 'x(\n    RemoteClient(\n        baseURL: url,\n        transport: t, fanOutOrder: .sideBySide(f(1))\n    ))\n'
        self.assertEqual(testclock.calls_without_clock(without), [(2, "RemoteClient")])
        self.assertEqual(testclock.calls_without_clock(without.replace("baseURL: url,", "baseURL: url, clock: clock,")), [])

    def test_aStoreWithAClock_orOnlyNamed_passes(self):
        text = ('let store = RemoteStore(baseURL: url, dataDirectory: nil, transport: server, clock: SteppedClock())\n'
                'let timeout = RemoteStore.defaultTimeout\nfunc make() -> RemoteStore { server.store(dataDirectory: nil) }\n'
                'try await withRemoteStore { _, _, _ in }\n')
        self.assertEqual(testclock.calls_without_clock(text), [])

    def test_commentsAndStrings_areNotCalls_andAClockInAStringIsNoClock(self):
        text = ('// RemoteStore(baseURL: url)\n/* RemoteClient(\n */ let s = "RemoteStore(x)"\n'
                'let t = RemoteStore(baseURL: URL(string: "http://a/clock: ")!, dataDirectory: nil, transport: s)\n')
        self.assertEqual(testclock.calls_without_clock(text), [(4, "RemoteStore")])


class CommandTests(unittest.TestCase):
    def run_check(self, folder):
        return subprocess.run([sys.executable, os.path.join(TOOLS, "test-clock-check"), folder],
                              capture_output=True, text=True)

    def test_aViolation_failsNamingTheFileAndLine(self):
        with tempfile.TemporaryDirectory() as root:
            folder = os.path.join(root, "Tests", "RemoteStorageTests")
            os.makedirs(folder)
            with open(os.path.join(folder, "RemoteRequestsTests.swift"), "w", encoding="utf-8") as handle:
                handle.write("import Testing\n\nlet store = RemoteStore(baseURL: u, dataDirectory: nil, transport: t)\n")
            result = self.run_check(os.path.join(root, "Tests"))
        self.assertEqual(result.returncode, 1)
        self.assertIn("Tests/RemoteStorageTests/RemoteRequestsTests.swift:3: RemoteStore(…) without clock", result.stderr)

    def test_theRepositorysTests_pass(self):
        result = self.run_check(os.path.join(REPO, "Tests"))
        self.assertEqual((result.returncode, result.stderr), (0, ""))


if __name__ == "__main__":
    unittest.main()
