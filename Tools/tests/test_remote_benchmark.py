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


# What the app sent in each step of a run of the seeded session, as the stand-in counted it.
ROUTES = {
    "login": {"POST /api/users/login": 1, "GET /api/players": 1, "GET /api/gathers": 1},
    "history": {"GET /api/gathers": 1},
    "open_match": {"GET /api/gathers/{id}/players": 1},
    "start_match": {"GET /api/gathers": 1, "GET /api/players": 1, "POST /api/gathers": 1,
                    "POST /api/gathers/{id}/players/{playerId}": 22},
    "end_match": {"PUT /api/gathers/{id}": 1, "GET /api/players": 1, "GET /api/gathers": 1},
    "records_first": {"GET /api/players": 1, "GET /api/gathers": 1, "GET /api/gathers/{id}/players": 1000},
    "records_second": {"GET /api/players": 1, "GET /api/gathers": 1},
    "offline_sent": {"GET /api/players": 1, "GET /api/gathers": 2, "POST /api/gathers": 1,
                     "POST /api/gathers/{id}/players/{playerId}": 10, "PUT /api/gathers/{id}": 1},
}


def run(seconds, in_flight=8, routes=None, frozen=0.1, wait_ended=10.1):
    steps = {key: {"seconds": seconds, "requests": sum((routes or ROUTES)[key].values()), "max_in_flight": in_flight,
                   "routes": (routes or ROUTES)[key]} for key, _, _ in remote_benchmark.STEPS}
    steps["frozen_list"] = {"seconds": frozen}
    steps["frozen_wait_ended"] = {"seconds": wait_ended}
    return steps


class LowerBoundTests(unittest.TestCase):
    def test_aStagesRequests_goEightAtATime_andStagesOneAfterAnother(self):
        chain = next(chain for key, _, chain in remote_benchmark.STEPS if key == "start_match")
        # The match check and the roster side by side, then the match, then 22 players 8 at a time: 1 + 1 + 3.
        self.assertEqual(remote_benchmark.round_trips(ROUTES["start_match"], chain), 5)
        self.assertEqual(remote_benchmark.round_trips({"POST /api/gathers/{id}/players/{playerId}": 8}, chain), 1)
        self.assertEqual(remote_benchmark.round_trips({"POST /api/gathers/{id}/players/{playerId}": 9}, chain), 2)
        # A stage with no request takes no round trip.
        self.assertEqual(remote_benchmark.round_trips({}, chain), 0)

    def test_aMatchPlayedOffline_isSentAfterTheList_andTheServersMatches_createdThenItsPlayersThenItsResult(self):
        chain = next(chain for key, _, chain in remote_benchmark.STEPS if key == "offline_sent")
        # The list's two side by side, the server's matches (what a start left unanswered may have made),
        # the match, its 10 players 8 at a time, its result: 1 + 1 + 1 + 2 + 1.
        self.assertEqual(remote_benchmark.round_trips(ROUTES["offline_sent"], chain), 6)
        self.assertEqual(remote_benchmark.unneeded(ROUTES["offline_sent"], chain), {})

    def test_aRequestTheChainDoesntName_isNotNeeded_andAddsNothing(self):
        chain = next(chain for key, _, chain in remote_benchmark.STEPS if key == "records_second")
        routes = {"GET /api/players": 1, "GET /api/gathers": 1, "GET /api/gathers/{id}/players": 3}
        self.assertEqual(remote_benchmark.round_trips(routes, chain), 1)
        self.assertEqual(remote_benchmark.unneeded(routes, chain), {"GET /api/gathers/{id}/players": 3})


class SummaryTests(unittest.TestCase):
    def test_takesTheMedianTime_andTheMostRequestsAndInFlight(self):
        results = remote_benchmark.summarise([run(0.2, 1), run(0.4, 2), run(0.12, 1)], 50)
        login = results["login"]
        self.assertEqual(login["seconds"]["median"], 0.2)
        self.assertEqual((login["seconds"]["min"], login["seconds"]["max"]), (0.12, 0.4))
        self.assertEqual((login["requests"], login["max_in_flight"]), (3, 2))
        # Logging in, then the roster and the list side by side: two round trips.
        self.assertEqual(login["round_trips"], 2)
        self.assertAlmostEqual(login["lower_bound_seconds"], 0.1)
        self.assertAlmostEqual(login["target_seconds"], 0.13)
        self.assertFalse(login["meets_target"])  # 0.2 s > 1.3 × 0.1 s

    def test_everyStep_isHeldTo13TimesItsBound(self):
        # Records' first open: the roster and the list, then 1 000 matches' players 8 at a time: 126 round trips.
        at_best = remote_benchmark.summarise([run(8.19)], 50)["records_first"]
        self.assertEqual(at_best["round_trips"], 126)
        self.assertAlmostEqual(at_best["lower_bound_seconds"], 6.3)
        self.assertAlmostEqual(at_best["target_seconds"], 8.19)
        self.assertTrue(at_best["meets_target"])
        self.assertFalse(remote_benchmark.summarise([run(8.20)], 50)["records_first"]["meets_target"])

    def test_aTargetIsMissed_byTime_orByTooManyInFlight(self):
        self.assertFalse(remote_benchmark.summarise([run(0.066)], 50)["history"]["meets_target"])
        self.assertTrue(remote_benchmark.summarise([run(0.065)], 50)["history"]["meets_target"])
        self.assertFalse(remote_benchmark.summarise([run(0.01, 9)], 50)["history"]["meets_target"])

    def test_theListWithTheServerFrozen_isHeldToHalfASecond_andTheScreenAfterTheWait_toTenAndAHalf(self):
        self.assertTrue(remote_benchmark.summarise([run(0.01, frozen=0.5)], 50)["frozen_list"]["meets_target"])
        self.assertFalse(remote_benchmark.summarise([run(0.01, frozen=0.51)], 50)["frozen_list"]["meets_target"])
        self.assertTrue(remote_benchmark.summarise([run(0.01, wait_ended=10.5)], 50)["frozen_wait_ended"]["meets_target"])
        self.assertFalse(remote_benchmark.summarise([run(0.01, wait_ended=10.51)], 50)["frozen_wait_ended"]["meets_target"])

    def test_theTable_hasARowPerStep_withItsFigures_andSaysWhatWasNotNeeded(self):
        routes = dict(ROUTES, records_second={"GET /api/players": 1, "GET /api/gathers": 1, "GET /api/gathers/{id}/players": 2})
        text = remote_benchmark.table(remote_benchmark.summarise([run(0.25, 8, routes)], 50), 50)
        rows = [line for line in text.splitlines() if line.startswith("| ") and "---" not in line][1:]
        self.assertEqual(len(rows), len(remote_benchmark.STEPS) + 2)
        self.assertIn("| Start a match of 22 (start typed → match screen) | 250 (250–250) | 25 | 8 | 5 | 250 | "
                      "≤ 325 ms, ≤ 8 in flight | yes |", rows)
        self.assertIn("| Records, second open | 250 (250–250) | 4 (2 × GET /api/gathers/{id}/players not needed) | 8 | 1 | 50 | "
                      "≤ 65 ms, ≤ 8 in flight | NO |", rows)
        self.assertIn("| The player list drawn with the server frozen (a saved sign-in, the server taking connections and never "
                      "answering) | 100 (100–100) | – | – | – | – | ≤ 500 ms | yes |", rows)
        self.assertIn("| The player list once the one wait for the frozen server ended (offline, the copy) | 10100 (10100–10100) | "
                      "– | – | – | – | ≤ 10500 ms | yes |", rows)
        self.assertIn("- Start a match of 22 (start typed → match screen): GET /api/gathers → GET /api/players ‖ "
                      "POST /api/gathers → POST /api/gathers/{id}/players/{playerId}", text)
        self.assertIn("| A match of 10 played offline, sent when the server is back (r typed → sent said) | 250 (250–250) | 15 | "
                      "8 | 6 | 300 | ≤ 390 ms, ≤ 8 in flight | yes |", rows)


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
