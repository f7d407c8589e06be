"""`Tools/benchmark --remote`: the release app against the stand-in web service on loopback,
with an answer delay on every request and a seeded account, driven through the same kind of
scripted session as the local benchmark. Each step's time stands beside the request count the
stand-in saw and the least time those requests could take: requests × latency ÷ requests in
flight (the most the stand-in saw at once, capped at the app's limit of 8)."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request

from .benchmark import PASSWORD, USERNAME, Spawned, build_release
from .common import ToolError, progress, stats

STAND_IN = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fake-footballgather-server")
# The app's own limit (RemoteStore.maxRequestsInFlight).
MAX_IN_FLIGHT = 8
# A step waits this long for its screen: today's slowest (a full history) must still finish.
STEP_TIMEOUT = 120
MATCH_SIZE = 22

# (key, label, target seconds — or BOUND_PLUS_20: at most 20 % over the step's lower bound —, requests that
# must go one after another before the rest can start: logging in must answer before anything that needs its
# token; Records loads the roster, then the list of matches, then the players of each match not seen before).
BOUND_PLUS_20 = "bound + 20 %"
STEPS = [
    ("login", "Log in (password typed → player list shown)", 0.5, 1),
    ("history", "History's first screen", 1.0, 0),
    ("open_match", "Open one match (started elsewhere)", 0.3, 0),
    ("start_match", f"Start a match of {MATCH_SIZE} (start typed → match screen)", 1.0, 0),
    ("end_match", "End it (y typed → player list shown)", 0.3, 0),
    ("records_first", "Records, first open (every match's players fetched)", BOUND_PLUS_20, 2),
    ("records_second", "Records, second open", 1.0, 2),
]


class StandIn:
    """The stand-in server on a free loopback port, seeded before its first request."""

    def __init__(self, latency_ms, players, matches, seed):
        self.process = subprocess.Popen(
            [sys.executable, "-I", "-S", STAND_IN, "--port", "0", "--quiet", "--latency", str(latency_ms),
             "--seed-user", f"{USERNAME}:{PASSWORD}", "--seed-players", str(players),
             "--seed-matches", str(matches), "--seed", str(seed)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        if "listening on " not in line:
            self.stop()
            raise ToolError(f"the stand-in did not start: {line}{self.process.stderr.read()}")
        self.url = line.strip().split()[-1]

    def _call(self, method, path):
        request = urllib.request.Request(self.url + path, method=method, data=b"" if method == "POST" else None)
        with urllib.request.urlopen(request, timeout=30) as answer:
            return json.loads(answer.read() or b"null")

    def reset(self):
        self._call("POST", "/_stand-in/stats/reset")

    def stats(self):
        return self._call("GET", "/_stand-in/stats")

    def stop(self):
        self.process.terminate()
        try:
            self.process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.communicate()


def lower_bound(requests, max_in_flight, latency_ms, chained=0):
    """The least time `requests` answers take when each waits `latency_ms`: the first `chained`
    one after another, then the rest with at most `max_in_flight` (capped at the app's limit) overlapping."""
    chained = min(chained, requests)
    return (chained + (requests - chained) / max(1, min(max_in_flight, MAX_IN_FLIGHT))) * latency_ms / 1000.0


class Session:
    """One run: a fresh stand-in and data folder, the app driven step by step."""

    def __init__(self, app, work, latency_ms, players, matches, seed):
        self.latency_ms = latency_ms
        self.stand_in = StandIn(latency_ms, players, matches, seed)
        self.app = Spawned(app, tempfile.mkdtemp(prefix="remote-", dir=work), ["--server", self.stand_in.url])
        self.offset = 0
        self.steps = {}

    def wait(self, *texts):
        seen = None
        for text in texts:
            seen, self.offset = self.app.wait_for(text, self.offset, timeout=STEP_TIMEOUT)
        return seen

    def timed(self, key, line, *texts):
        """Sends `line` and waits for `texts`, in order; notes the time and what the stand-in saw meanwhile."""
        self.stand_in.reset()
        sent = self.app.send(line)
        shown = self.wait(*texts)
        seen = self.stand_in.stats()
        self.steps[key] = {"seconds": shown - sent, "requests": seen["total"], "max_in_flight": seen["maxInFlight"],
                           "routes": seen["routes"]}

    def run(self):
        try:
            self.wait("Football Gather · Login", "> ")
            self.app.send("l")
            self.wait("Username:")
            self.app.send(USERNAME)
            self.wait("Password:")
            self.timed("login", PASSWORD, "Football Gather · Players", "? help")
            self.timed("history", "h", "Football Gather · History", " open   d N delete")
            self.timed("open_match", "1", "History · 1 of", "? help")
            self.app.send("b")
            self.wait(" open   d N delete")
            self.app.send("b")
            self.wait("Football Gather · Players", "? help")
            self.app.send("s")
            self.wait("c confirm")
            self.app.send(f"1-{MATCH_SIZE}")
            self.wait("c confirm")
            self.app.send("c")
            self.wait("auto balance")
            self.app.send("auto")
            self.wait("auto balance")
            self.timed("start_match", "start", "Match in progress", "? help")
            self.app.send("end")
            self.wait("(y/n)")
            self.timed("end_match", "y", "saved to history", "? help")
            self.timed("records_first", "records", "Football Gather · Records", "? help")
            self.app.send("b")
            self.wait("Football Gather · Players", "? help")
            self.timed("records_second", "records", "Football Gather · Records", "? help")
            return self.steps
        finally:
            self.app.finish()
            self.stand_in.stop()


def measure(root, repeat, seed, latency_ms, players, matches):
    app, _ = build_release(root, os.path.join(root, ".build-fgtools", "release"))
    work_root = os.path.join(root, ".build-fgtools", "benchmark")
    os.makedirs(work_root, exist_ok=True)
    work = tempfile.mkdtemp(prefix="remote-benchmark-", dir=work_root)
    runs = []
    try:
        for attempt in range(repeat):
            progress("benchmark", f"remote session {attempt + 1} of {repeat}: {players} players, {matches} matches, "
                                  f"{latency_ms} ms latency")
            runs.append(Session(app, work, latency_ms, players, matches, seed).run())
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return summarise(runs, latency_ms)


def summarise(runs, latency_ms):
    """Per step: the time's median, min and max, the requests and the most in flight (the largest
    of any run: they should not vary), the lower bound, and whether the targets were met."""
    results = {}
    for key, _, target, chained in STEPS:
        seconds = [round(run[key]["seconds"], 4) for run in runs]
        requests = max(run[key]["requests"] for run in runs)
        in_flight = max(run[key]["max_in_flight"] for run in runs)
        bound = round(lower_bound(requests, in_flight, latency_ms, chained), 4)
        limit = round(1.2 * bound, 4) if target == BOUND_PLUS_20 else target
        entry = {"seconds": stats(seconds), "requests": requests, "max_in_flight": in_flight,
                 "routes": runs[-1][key]["routes"], "lower_bound_seconds": bound, "target_seconds": limit}
        entry["meets_target"] = entry["seconds"]["median"] <= limit and in_flight <= MAX_IN_FLIGHT
        results[key] = entry
    return results


def table(results, latency_ms):
    lines = ["| Step | Median ms (min–max) | Requests | Most in flight | Lower bound ms | Target | Met |",
             "| --- | ---: | ---: | ---: | ---: | --- | --- |"]
    for key, label, target, _ in STEPS:
        entry = results[key]
        seconds = entry["seconds"]
        lines.append(f"| {label} | {1000 * seconds['median']:.0f} ({1000 * seconds['min']:.0f}–{1000 * seconds['max']:.0f}) | "
                     f"{entry['requests']} | {entry['max_in_flight']} | {1000 * entry['lower_bound_seconds']:.0f} | "
                     f"≤ {1000 * entry['target_seconds']:.0f} ms{' (bound + 20 %)' if target == BOUND_PLUS_20 else ''}, "
                     f"≤ {MAX_IN_FLIGHT} in flight | {'yes' if entry['meets_target'] else 'NO'} |")
    lines.append("")
    lines.append(f"Lower bound = requests × {latency_ms} ms ÷ most in flight (at most {MAX_IN_FLIGHT}): the least time "
                 "the requests could take, before any work in the app or the server. Logging in must answer before "
                 f"the requests that need its token: its bound is {latency_ms} ms more than the rest's.")
    return "\n".join(lines)
