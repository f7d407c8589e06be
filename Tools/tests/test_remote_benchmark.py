"""Tests of Tools/benchmark --remote's own parts: the stand-in it starts, the lower bound,
the summary of runs and the table (the app itself is driven only by the real benchmark).
Run: python3 -m unittest discover -s Tools/tests -t Tools"""
import base64
import hashlib
import unittest
import urllib.error
import urllib.request

from fgtools import remote_benchmark
from fgtools.benchmark import PASSWORD, USERNAME


def run(seconds, requests=1, in_flight=1):
    return {key: {"seconds": seconds, "requests": requests, "max_in_flight": in_flight, "routes": {"GET /api/x": requests}}
            for key, _, _, _ in remote_benchmark.STEPS}


class LowerBoundTests(unittest.TestCase):
    def test_isRequestsTimesLatency_overWhatWasInFlight_cappedAtTheAppsLimit(self):
        self.assertAlmostEqual(remote_benchmark.lower_bound(3, 1, 50), 0.150)
        self.assertAlmostEqual(remote_benchmark.lower_bound(24, 8, 50), 0.150)
        # More in flight than the app allows can't make it quicker than its limit.
        self.assertAlmostEqual(remote_benchmark.lower_bound(24, 12, 50), 0.150)
        # No request: no time; a count of 0 in flight is read as one.
        self.assertEqual(remote_benchmark.lower_bound(0, 0, 50), 0)
        self.assertAlmostEqual(remote_benchmark.lower_bound(2, 0, 50), 0.100)

    def test_requestsThatMustGoOneAfterAnother_addTheirLatencyEach(self):
        # Logging in, then the roster and the match check side by side: two round trips.
        self.assertAlmostEqual(remote_benchmark.lower_bound(3, 2, 50, chained=1), 0.100)
        # The same three one by one: three.
        self.assertAlmostEqual(remote_benchmark.lower_bound(3, 1, 50, chained=1), 0.150)
        self.assertAlmostEqual(remote_benchmark.lower_bound(1, 1, 50, chained=3), 0.050)


class SummaryTests(unittest.TestCase):
    def test_takesTheMedianTime_andTheMostRequestsAndInFlight(self):
        results = remote_benchmark.summarise([run(0.2, 3, 1), run(0.4, 3, 2), run(0.3, 4, 1)], 50)
        login = results["login"]
        self.assertEqual(login["seconds"]["median"], 0.3)
        self.assertEqual((login["seconds"]["min"], login["seconds"]["max"]), (0.2, 0.4))
        self.assertEqual((login["requests"], login["max_in_flight"]), (4, 2))
        self.assertAlmostEqual(login["lower_bound_seconds"], 0.05 + 3 * 0.05 / 2)
        self.assertTrue(login["meets_target"])  # 0.3 s ≤ 0.5 s
        self.assertTrue(results["open_match"]["meets_target"])  # exactly its 0.3 s

    def test_recordsFirstOpen_isHeldToItsLowerBoundPlusAFifth(self):
        # 1 002 requests (roster, list, then 1 000 matches' players 8 at a time) at 50 ms: 6.35 s at best.
        at_best = remote_benchmark.summarise([run(7.62, 1002, 8)], 50)["records_first"]
        self.assertAlmostEqual(at_best["lower_bound_seconds"], 6.35)
        self.assertAlmostEqual(at_best["target_seconds"], 7.62)
        self.assertTrue(at_best["meets_target"])
        self.assertFalse(remote_benchmark.summarise([run(7.63, 1002, 8)], 50)["records_first"]["meets_target"])

    def test_aTargetIsMissed_byTime_orByTooManyInFlight(self):
        self.assertFalse(remote_benchmark.summarise([run(0.31)], 50)["open_match"]["meets_target"])
        self.assertTrue(remote_benchmark.summarise([run(0.30)], 50)["open_match"]["meets_target"])
        self.assertFalse(remote_benchmark.summarise([run(0.01, 20, 9)], 50)["history"]["meets_target"])

    def test_theTable_hasARowPerStep_withItsFigures(self):
        text = remote_benchmark.table(remote_benchmark.summarise([run(0.25, 24, 8)], 50), 50)
        rows = [line for line in text.splitlines() if line.startswith("| ") and "---" not in line][1:]
        self.assertEqual(len(rows), len(remote_benchmark.STEPS))
        self.assertIn("| Log in (password typed → player list shown) | 250 (250–250) | 24 | 8 | 194 | ≤ 500 ms, ≤ 8 in flight | yes |",
                      rows)
        self.assertIn("| Open one match (started elsewhere) | 250 (250–250) | 24 | 8 | 150 | ≤ 300 ms, ≤ 8 in flight | yes |",
                      rows)
        self.assertIn("Lower bound = requests × 50 ms", text)


class StandInTests(unittest.TestCase):
    def test_startsSeeded_countsRequests_andResets(self):
        stand_in = remote_benchmark.StandIn(latency_ms=0, players=30, matches=5, seed=7)
        try:
            stand_in.reset()
            self.assertEqual(stand_in.stats()["total"], 0)
            with urllib.request.urlopen(stand_in.url + "/api/players", timeout=10) as answer:
                self.fail(f"answered {answer.status} without a token")
        except urllib.error.HTTPError as error:
            self.assertEqual(error.code, 401)
            self.assertEqual(stand_in.stats()["total"], 1)
            stand_in.reset()
            self.assertEqual(stand_in.stats(), {"total": 0, "routes": {}, "maxInFlight": 0})
        finally:
            stand_in.stop()
        self.assertIsNotNone(stand_in.process.returncode)

    def test_theSeededAccount_isTheOneTheSessionLogsInWith(self):
        stand_in = remote_benchmark.StandIn(latency_ms=0, players=3, matches=1, seed=7)
        try:
            token = base64.b64encode(f"{USERNAME}:{hashlib.sha256(PASSWORD.encode()).hexdigest()}".encode()).decode()
            login = urllib.request.Request(stand_in.url + "/api/users/login", method="POST", data=b"",
                                           headers={"Authorization": "Basic " + token})
            with urllib.request.urlopen(login, timeout=10) as answer:
                self.assertEqual(answer.status, 200)
        finally:
            stand_in.stop()
