"""`Tools/benchmark --remote`: the release app against the stand-in web service on loopback,
with an answer delay on every request and a seeded account, driven through the same kind of
scripted session as the local benchmark. Each step's time stands beside the request count the
stand-in saw and the least time the step's requests could take: the round trips of its chain
(requests that need another's answer wait for it; requests side by side go at most 8 at once),
times the latency."""
import json
import math
import os
import shutil
import signal
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
# The match played while the server is away, as at the pitch.
OFFLINE_MATCH_SIZE = 10
# Every step within this factor of its lower bound.
BOUND_FACTOR = 1.3
# With the server frozen (it takes connections and never answers) and a saved sign-in, the player list
# (the roster as last loaded) must be drawn within the first; once the app's one wait for the server ends
# (its 10 s timeout), the screen saying so within the second.
FROZEN_STEPS = [
    ("frozen_list", "The player list drawn with the server frozen (a saved sign-in, the server taking connections and never "
                    "answering)", 0.5),
    ("frozen_wait_ended", "The player list once the one wait for the frozen server ended (offline, the copy)", 10.5),
]

# Each step's chain: the stages its requests must go through one after another, each stage's requests
# side by side (at most MAX_IN_FLIGHT at once), as the stand-in names their routes. A request the chain
# doesn't name is one the step didn't need: it adds nothing to the bound, and the table names it.
LIST = ("GET /api/players", "GET /api/gathers")
STEPS = [
    ("login", "Log in (password typed → player list shown)", (("POST /api/users/login",), LIST)),
    ("history", "History's first screen", (("GET /api/gathers",),)),
    ("open_match", "Open one match (started elsewhere)", (("GET /api/gathers/{id}/players",),)),
    # The unfinished-match check, then the match created beside the check that its players are the user's.
    ("start_match", f"Start a match of {MATCH_SIZE} (start typed → match screen)",
     (("GET /api/gathers",), ("GET /api/players", "POST /api/gathers"), ("POST /api/gathers/{id}/players/{playerId}",))),
    ("end_match", "End it (y typed → player list shown)", (("PUT /api/gathers/{id}",), LIST)),
    ("records_first", "Records, first open (every match's players fetched)", (LIST, ("GET /api/gathers/{id}/players",))),
    ("records_second", "Records, second open", (LIST,)),
    # The outage closes connections unanswered: the start's creation may have reached the server, so the
    # sending first lists the server's matches to remove what it may have made (exactly once), then sends.
    ("offline_sent", f"A match of {OFFLINE_MATCH_SIZE} played offline, sent when the server is back (r typed → sent said)",
     (LIST, ("GET /api/gathers",), ("POST /api/gathers",), ("POST /api/gathers/{id}/players/{playerId}",),
      ("PUT /api/gathers/{id}",))),
]


def round_trips(routes, chain):
    """The round trips `chain` takes for the requests `routes` counts: per stage, its requests
    `MAX_IN_FLIGHT` at a time."""
    return sum(math.ceil(sum(routes.get(route, 0) for route in stage) / MAX_IN_FLIGHT) for stage in chain)


def unneeded(routes, chain):
    """The requests `routes` counts that `chain` doesn't name, by route."""
    named = {route for stage in chain for route in stage}
    return {route: count for route, count in sorted(routes.items()) if route not in named}


class StandIn:
    """The stand-in server on a free loopback port, seeded before its first request."""

    def __init__(self, latency_ms, players, matches, seed):
        self.process = subprocess.Popen(
            [sys.executable, "-I", "-S", STAND_IN, "--port", "0", "--quiet", "--latency", str(latency_ms),
             # The server's own hashing of the password is not the app's time: one iteration, as in the tests.
             "--pbkdf2-iterations", "1",
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

    def outage(self, away):
        """The stand-in's outage switch: while away, every request has its connection closed unanswered."""
        self._call("POST" if away else "DELETE", "/_stand-in/outage")

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


class Session:
    """One run: a fresh stand-in and data folder, the app driven step by step."""

    def __init__(self, app, work, latency_ms, players, matches, seed):
        self.latency_ms = latency_ms
        self.stand_in = StandIn(latency_ms, players, matches, seed)
        self.binary = app
        self.data = tempfile.mkdtemp(prefix="remote-", dir=work)
        self.app = Spawned(app, self.data, ["--server", self.stand_in.url])
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
            self.app.send("m")      # remember me: the last step starts signed in
            self.wait("[x]", "> ")
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
            self.team_sheet(MATCH_SIZE)
            self.timed("start_match", "start", "Match in progress", "? help")
            self.app.send("end")
            self.wait("(y/n)")
            self.timed("end_match", "y", "saved to history", "? help")
            self.timed("records_first", "records", "Football Gather · Records", "? help")
            self.app.send("b")
            self.wait("Football Gather · Players", "? help")
            self.timed("records_second", "records", "Football Gather · Records", "? help")
            self.app.send("b")
            self.wait("Football Gather · Players", "? help")
            self.play_offline()
            self.timed("offline_sent", "r", "Sent the match played while the server was away", "? help")
            app, self.app = self.app, None
            app.finish()
            self.steps.update(self.the_list_with_the_server_frozen())
            return self.steps
        finally:
            if self.app:
                self.app.finish()
            self.stand_in.stop()

    def team_sheet(self, size):
        """From the player list: the first `size` players picked, confirmed and split by skill."""
        for line, shown in (("s", "c confirm"), (f"1-{size}", "c confirm"), ("c", "auto balance"), ("auto", "auto balance")):
            self.app.send(line)
            self.wait(shown)

    def play_offline(self):
        """The server away: a match played from the roster as last loaded and ended, kept on this machine.
        The server is back when it returns."""
        self.stand_in.outage(True)
        self.app.send("r")
        self.wait("offline — last loaded", "? help")
        self.team_sheet(OFFLINE_MATCH_SIZE)
        self.app.send("start")
        self.wait("Match in progress", "? help")
        self.app.send("end")
        self.wait("(y/n)")
        self.app.send("y")
        self.wait("kept on this computer", "? help")
        self.stand_in.outage(False)

    def the_list_with_the_server_frozen(self):
        """The app started again on the saved sign-in while the stand-in takes connections and never
        answers (stopped): the time from its start to the player list drawn (the copy, while the sign-in
        is checked), and to the list said offline once the one wait ended."""
        os.kill(self.stand_in.process.pid, signal.SIGSTOP)
        frozen = Spawned(self.binary, self.data, ["--server", self.stand_in.url])
        try:
            drawn, after = frozen.wait_for("Checking your saved sign-in with the server", timeout=STEP_TIMEOUT)
            ended, _ = frozen.wait_for("offline — last loaded", after=after, timeout=STEP_TIMEOUT)
            return {"frozen_list": {"seconds": drawn - frozen.started}, "frozen_wait_ended": {"seconds": ended - frozen.started}}
        finally:
            frozen.process.kill()
            frozen.finish()
            os.kill(self.stand_in.process.pid, signal.SIGCONT)


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
    of any run: they should not vary), the round trips of its chain and the lower bound they make,
    the requests it didn't need, and whether it met its target (≤ BOUND_FACTOR × the bound, ≤ 8 in flight)."""
    results = {}
    for key, _, chain in STEPS:
        seconds = [round(run[key]["seconds"], 4) for run in runs]
        requests = max(run[key]["requests"] for run in runs)
        in_flight = max(run[key]["max_in_flight"] for run in runs)
        routes = runs[-1][key]["routes"]
        trips = round_trips(routes, chain)
        bound = round(trips * latency_ms / 1000.0, 4)
        entry = {"seconds": stats(seconds), "requests": requests, "max_in_flight": in_flight, "routes": routes,
                 "round_trips": trips, "unneeded": unneeded(routes, chain), "lower_bound_seconds": bound,
                 "target_seconds": round(BOUND_FACTOR * bound, 4)}
        entry["meets_target"] = entry["seconds"]["median"] <= entry["target_seconds"] and in_flight <= MAX_IN_FLIGHT
        results[key] = entry
    for key, _, target in FROZEN_STEPS:
        seconds = stats([round(run[key]["seconds"], 4) for run in runs])
        results[key] = {"seconds": seconds, "target_seconds": target, "meets_target": seconds["median"] <= target}
    return results


def table(results, latency_ms):
    def milliseconds(seconds):
        return f"{1000 * seconds['median']:.0f} ({1000 * seconds['min']:.0f}–{1000 * seconds['max']:.0f})"

    lines = ["| Step | Median ms (min–max) | Requests | Most in flight | Round trips | Lower bound ms | Target | Met |",
             "| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |"]
    for key, label, _ in STEPS:
        entry = results[key]
        extra = ", ".join(f"{count} × {route}" for route, count in entry["unneeded"].items())
        lines.append(f"| {label} | {milliseconds(entry['seconds'])} | {entry['requests']}{f' ({extra} not needed)' if extra else ''} | "
                     f"{entry['max_in_flight']} | {entry['round_trips']} | {1000 * entry['lower_bound_seconds']:.0f} | "
                     f"≤ {1000 * entry['target_seconds']:.0f} ms, ≤ {MAX_IN_FLIGHT} in flight | {'yes' if entry['meets_target'] else 'NO'} |")
    for key, label, _ in FROZEN_STEPS:
        frozen = results[key]
        lines.append(f"| {label} | {milliseconds(frozen['seconds'])} | – | – | – | – | ≤ {1000 * frozen['target_seconds']:.0f} ms | "
                     f"{'yes' if frozen['meets_target'] else 'NO'} |")
    lines.append("")
    lines.append(f"Lower bound = the step's round trips × {latency_ms} ms: the least time its requests could take, before "
                 "any work in the app or the server. A step's requests go through a chain of stages, each waiting on the "
                 f"one before (logging in answers before what needs its token; a match is created before its players "
                 f"join it), and a stage's requests go side by side, {MAX_IN_FLIGHT} at a time: its round trips are its "
                 f"requests ÷ {MAX_IN_FLIGHT}, rounded up. Target: at most {BOUND_FACTOR} × the bound. The chains:")
    lines.append("")
    for _, label, chain in STEPS:
        lines.append(f"- {label}: " + " → ".join(" ‖ ".join(stage) for stage in chain))
    return "\n".join(lines)
