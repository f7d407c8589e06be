"""Tests of Tools/fake-footballgather-server: it is started on a free loopback
port and driven over HTTP with urllib, as the terminal app would.
Run: python3 -m unittest discover -s Tools/tests -t Tools"""
import base64
import contextlib
import errno
import hashlib
import http.client
import importlib.machinery
import importlib.util
import io
import json
import os
import selectors
import socket
import struct
import subprocess
import sys
import threading
import time
import unittest
import urllib.error
import urllib.request

TOOLS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERVER = os.path.join(TOOLS, "fake-footballgather-server")
TIMEOUT = 10


def sha256_hex(password):
    return hashlib.sha256(password.encode("utf-8")).hexdigest()


class FakeServerProcess:
    """The server in a subprocess on a port it picks; stopped (and killed if it must be) at the end."""

    def __init__(self, *arguments, quiet=True):
        self.process = subprocess.Popen(
            [sys.executable, SERVER, "--port", "0", *(["--quiet"] if quiet else []), *arguments],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        selector = selectors.DefaultSelector()
        selector.register(self.process.stdout, selectors.EVENT_READ)
        ready = selector.select(timeout=TIMEOUT)
        selector.close()
        if not ready:
            self.stop()
            raise AssertionError("the fake server did not start within %d s" % TIMEOUT)
        self.banner = self.process.stdout.readline()
        self.base_url = self.banner.strip().rsplit(" ", 1)[-1]

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=TIMEOUT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=TIMEOUT)
        self.process.stdout.close()
        self.process.stderr.close()


class Client:
    """One user's HTTP calls; every answer is (status, headers, decoded JSON or None)."""

    def __init__(self, base_url):
        self.base_url = base_url
        self.token = None

    def call(self, method, path, body=None, authorization=None, raw=None):
        data = raw if raw is not None else (None if body is None else json.dumps(body).encode("utf-8"))
        request = urllib.request.Request(self.base_url + path, data=data, method=method)
        request.add_header("Accept", "application/json")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        authorization = authorization or (self.token and "Bearer " + self.token)
        if authorization:
            request.add_header("Authorization", authorization)
        try:
            with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
                status, headers, content = response.status, response.headers, response.read()
        except urllib.error.HTTPError as error:
            status, headers, content = error.code, error.headers, error.read()
            error.close()
        return status, headers, json.loads(content) if content else None

    def register(self, username, password):
        return self.call("POST", "/api/users", {"username": username, "password": sha256_hex(password)})

    def log_in(self, username, password):
        pair = base64.b64encode(("%s:%s" % (username, sha256_hex(password))).encode("utf-8")).decode("ascii")
        status, headers, body = self.call("POST", "/api/users/login", authorization="Basic " + pair)
        if status == 200:
            self.token = body["token"]
        return status, headers, body

    def account(self, username, password="secret"):
        self.register(username, password)
        self.log_in(username, password)
        return self


class FakeServerCommandLineTests(unittest.TestCase):
    def run_server(self, *arguments):
        return subprocess.run([sys.executable, SERVER, *arguments], capture_output=True, text=True, timeout=TIMEOUT)

    def test_startup_saysWhereItsOutputGoes(self):
        server = FakeServerProcess()
        try:
            lines = [server.process.stdout.readline() for _ in range(2)]
            self.assertIn("Everything is kept in memory", lines[0])
            self.assertIn("no request log (--quiet)", lines[1])
            self.assertIn("on stderr at exit", lines[1])
        finally:
            server.stop()

    def test_help_saysItIsAStandIn(self):
        result = self.run_server("--help")
        self.assertEqual(result.returncode, 0)
        self.assertIn("stand-in", result.stdout)
        self.assertIn("--port", result.stdout)
        self.assertIn("--host", result.stdout)

    def test_refusesToListenBeyondLoopback(self):
        for host in ("0.0.0.0", "192.168.1.10", "example.com", "::"):
            result = self.run_server("--host", host, "--port", "0")
            self.assertEqual(result.returncode, 2, host)
            self.assertIn("refusing to listen", result.stderr)

    def test_isExecutable(self):
        self.assertTrue(os.access(SERVER, os.X_OK))

    def test_pbkdf2Iterations_mustBePositive(self):
        result = self.run_server("--pbkdf2-iterations", "0", "--port", "0")
        self.assertEqual(result.returncode, 2)
        self.assertIn("--pbkdf2-iterations must be at least 1", result.stderr)

    def test_latency_mustBeWithinAMinute(self):
        for value in ("-1", "60001"):
            result = self.run_server("--latency", value, "--port", "0")
            self.assertEqual(result.returncode, 2, value)
            self.assertIn("--latency must be between 0 and 60000 milliseconds", result.stderr)

    def test_latency_delaysEveryAnswer(self):
        server = FakeServerProcess("--latency", "300")
        try:
            started = time.monotonic()
            status, _, _ = Client(server.base_url).call("GET", "/api/players")
            elapsed = time.monotonic() - started
        finally:
            server.stop()
        self.assertEqual(status, 401)
        self.assertGreaterEqual(elapsed, 0.3)

    def test_seedValues_badOnes_exitWithUsage(self):
        for arguments in (["--seed-user", "ana"], ["--seed-user", "ana:s", "--seed-players", "-1"],
                          ["--seed-user", "ana:s", "--seed-matches", "3"], ["--seed-players", "3"]):
            result = self.run_server("--port", "0", *arguments)
            self.assertEqual(result.returncode, 2, arguments)
            self.assertIn("--seed", result.stderr)

    def seeded(self, seed="16"):
        server = FakeServerProcess("--pbkdf2-iterations", "1", "--seed-user", "ana:secret", "--seed-players", "40",
                                   "--seed-matches", "12", "--seed", seed)
        try:
            client = Client(server.base_url)
            self.assertEqual(client.log_in("ana", "secret")[0], 200)
            players = client.call("GET", "/api/players")[2]
            gathers = client.call("GET", "/api/gathers")[2]
            lineups = [client.call("GET", "/api/gathers/%s/players" % g["id"])[2] for g in gathers]
        finally:
            server.stop()
        strip = lambda items: [{k: v for k, v in item.items() if k != "userId"} for item in items]
        return strip(players), strip(gathers), [strip(lineup) for lineup in lineups]

    def test_seed_makesFinishedMatchesOfTheAccountsPlayers_sameEachStart(self):
        players, gathers, lineups = self.seeded()
        self.assertEqual(len(players), 40)
        self.assertEqual(len(gathers), 12)
        for gather, lineup in zip(gathers, lineups):
            self.assertRegex(gather["score"], r"^\d+-\d+$")
            self.assertIn(gather["winnerTeam"], ("Team A", "Team B", "None"))
            self.assertTrue(10 <= len(lineup) <= 22)
        self.assertEqual(self.seeded(), (players, gathers, lineups))
        self.assertNotEqual(self.seeded("17")[0], players)

    def test_stats_countPerRouteAndMostInFlight_andReset(self):
        # Each answer waits 2 s: ample for four threads to be in flight together, even on a busy machine.
        server = FakeServerProcess("--latency", "2000")
        try:
            client = Client(server.base_url)
            threads = [threading.Thread(target=client.call, args=("GET", "/api/gathers/X/players")) for _ in range(4)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            client.call("GET", "/api/players")
            stats = client.call("GET", "/_stand-in/stats")[2]
            self.assertEqual(stats["total"], 5)
            self.assertEqual(stats["routes"], {"GET /api/gathers/{id}/players": 4, "GET /api/players": 1})
            self.assertEqual(stats["maxInFlight"], 4)
            self.assertEqual(client.call("POST", "/_stand-in/stats/reset")[0], 204)
            self.assertEqual(client.call("GET", "/_stand-in/stats")[2], {"total": 0, "routes": {}, "maxInFlight": 0})
        finally:
            server.stop()

    def test_aCheapHash_stillTellsPasswordsApart(self):
        server = FakeServerProcess("--pbkdf2-iterations", "1")
        try:
            client = Client(server.base_url)
            self.assertEqual(client.register("ann", "secret")[0], 201)
            self.assertEqual(client.log_in("ann", "Secret")[0], 401)
            self.assertEqual(client.log_in("ann", "secret")[0], 200)
        finally:
            server.stop()

    def test_inheritedPipes_areClosed_otherDescriptorsKept(self):
        """A pipe held open by the server would keep its reader from seeing EOF; a socket
        is how Foundation's Process learns a child has ended, so it must stay open."""
        read_end, write_end = os.pipe()
        kept, watched = socket.socketpair()
        process = subprocess.Popen(
            [sys.executable, SERVER, "--port", "0", "--quiet"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True, pass_fds=(write_end, watched.fileno()),
        )
        try:
            os.close(write_end)
            watched.close()
            process.stdout.readline()  # the banner: the server is up
            self.assertEqual(os.read(read_end, 1), b"")  # EOF: the server closed its copy
            kept.setblocking(False)
            with self.assertRaises(BlockingIOError):
                kept.recv(1)  # no EOF yet: the server still holds the other end
        finally:
            process.terminate()
            process.wait(timeout=TIMEOUT)
            process.stdout.close()
            os.close(read_end)
            kept.close()


class FakeServerClientGoneTests(unittest.TestCase):
    """A client that sends its request and closes before reading the answer (a timeout, a killed app)
    is no error of the stand-in: no traceback on stderr; with --quiet nothing, else one short line."""

    LATENCY_MS = 600

    def stderr_after_a_client_goes_away(self, quiet):
        server = FakeServerProcess("--latency", str(self.LATENCY_MS), quiet=quiet)
        self.addCleanup(server.stop)
        port = int(server.base_url.rsplit(":", 1)[1])
        stats = server.base_url + "/_stand-in/stats"
        with socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT) as client:
            client.sendall(b"GET /api/users HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n\r\n")
            deadline = time.monotonic() + TIMEOUT
            while time.monotonic() < deadline:   # until the stand-in has read it and waits to answer
                with urllib.request.urlopen(stats, timeout=TIMEOUT) as answer:
                    if json.loads(answer.read())["total"] == 1:
                        break
                time.sleep(0.02)
            # Closed with a reset, as a killed client's unread connection is: the answer's write fails.
            client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        time.sleep(self.LATENCY_MS / 1000 + 1.0)
        self.assertEqual(Client(server.base_url).call("GET", "/api/users")[0], 200, "it still answers")
        server.process.terminate()
        _, err = server.process.communicate(timeout=TIMEOUT)
        return err

    def test_withQuiet_aClientGoneMidAnswer_printsNothing(self):
        err = self.stderr_after_a_client_goes_away(quiet=True)
        self.assertNotIn("Traceback", err)
        self.assertEqual([line for line in err.splitlines() if line.strip()],
                         ['{"standInStats": {"total": 2, "routes": {"GET /api/users": 2}, "maxInFlight": 1}}'], err)

    def test_withoutQuiet_aClientGoneMidAnswer_isOneShortLine(self):
        err = self.stderr_after_a_client_goes_away(quiet=False)
        self.assertNotIn("Traceback", err)
        self.assertNotIn("Exception occurred", err)
        gone = [line for line in err.splitlines() if "went away" in line]
        self.assertEqual(len(gone), 1, err)
        self.assertRegex(gone[0], r"127\.0\.0\.1:\d+ went away before its answer was written \(.+\)$")


def load_server_module():
    """The stand-in's code in this process (the script has no .py suffix), to hand its server a connection of our making."""
    loader = importlib.machinery.SourceFileLoader("fake_footballgather_server", SERVER)
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
    loader.exec_module(module)
    return module


class VanishingConnection:
    """A client's connection that fails as one whose client went away does, at `failing` (`setsockopt`
    when the server sets it up, `sendall` when it answers), with `error`: what each system raises there."""

    def __init__(self, failing, error):
        self.failing, self.error = failing, error

    def settimeout(self, timeout):
        pass

    def setsockopt(self, *option):
        if self.failing == "setsockopt":
            raise self.error

    def makefile(self, mode, buffering=None):
        return io.BytesIO(b"GET /api/users HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")

    def sendall(self, data):
        if self.failing == "sendall":
            raise self.error

    def shutdown(self, how):
        pass

    def close(self):
        pass


class FakeServerClientGoneEverywhereTests(unittest.TestCase):
    """A client gone away, as Linux and macOS say it (macOS: EPROTOTYPE or ENOTCONN writing to a
    connection being torn down, EINVAL setting TCP_NODELAY on one already reset; a vanished peer:
    ETIMEDOUT): with --quiet not a word, else one line; never a traceback. Other errors keep theirs. In process, with
    connections that fail so: no timing, no second process."""

    GONE = [
        ("sendall", BrokenPipeError(errno.EPIPE, "Broken pipe")),
        ("sendall", ConnectionResetError(errno.ECONNRESET, "Connection reset by peer")),
        ("sendall", OSError(errno.EPROTOTYPE, "Protocol wrong type for socket")),
        ("sendall", OSError(errno.ENOTCONN, "Socket is not connected")),
        ("sendall", OSError(errno.ETIMEDOUT, "Operation timed out")),
        ("setsockopt", OSError(errno.EINVAL, "Invalid argument")),
    ]

    @classmethod
    def setUpClass(cls):
        cls.module = load_server_module()

    def stderr_of(self, failing, error, quiet):
        server = self.module.make_server("127.0.0.1", 0, quiet=quiet, pbkdf2_iterations=1)
        self.addCleanup(server.server_close)
        written = io.StringIO()
        with contextlib.redirect_stderr(written):
            server.process_request_thread(VanishingConnection(failing, error), ("127.0.0.1", 50000))
        return written.getvalue()

    def test_withQuiet_aClientGoneAsAnySystemSaysIt_printsNothing(self):
        for failing, error in self.GONE:
            with self.subTest(failing=failing, error=error):
                self.assertEqual(self.stderr_of(failing, error, quiet=True), "")

    def test_withoutQuiet_aClientGoneAsAnySystemSaysIt_isOneLine(self):
        for failing, error in self.GONE:
            with self.subTest(failing=failing, error=error):
                err = self.stderr_of(failing, error, quiet=False)
                self.assertNotIn("Traceback", err)
                # After the request's log line, if it was read: http.server words a timeout itself.
                said = [line for line in err.splitlines() if "went away" in line or "timed out" in line]
                self.assertEqual(len(said), 1, err)
                self.assertRegex(said[0], r"127\.0\.0\.1:50000 went away before its answer was written \(.+\)$|Request timed out")

    def test_anyOtherError_stillGetsItsTraceback(self):
        err = self.stderr_of("sendall", OSError(errno.EMFILE, "Too many open files"), quiet=True)
        self.assertIn("Traceback", err)
        self.assertIn("Too many open files", err)


class FakeServerContractTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = FakeServerProcess()

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def client(self):
        return Client(self.server.base_url)

    def unique(self, name):
        """Usernames unique per test: the tests share one server."""
        return "%s-%s" % (name, self.id().rsplit(".", 1)[-1])

    def test_banner_saysWhereAndWhatItIs(self):
        self.assertRegex(self.server.base_url, r"^http://127\.0\.0\.1:\d+$")
        self.assertIn("not the real Vapor server", self.server.banner)

    def test_register_logIn_andATakenUsername(self):
        client, name = self.client(), self.unique("ann")
        status, headers, body = client.register(name, "secret")
        self.assertEqual((status, body), (201, None))
        self.assertRegex(headers["Location"], r"^/api/users/[0-9A-F-]{36}$")

        status, _, body = client.register(name, "other")
        self.assertEqual(status, 500)
        self.assertEqual(body, {"error": True, "reason": "constraintUniqueFailed: UNIQUE constraint failed: users.username"})

        status, _, body = client.log_in(name, "secret")
        self.assertEqual(status, 200)
        self.assertEqual(body["userID"], headers["Location"].rsplit("/", 1)[-1])
        self.assertTrue(body["token"])
        self.assertEqual(client.log_in(name, "wrong")[0], 401)
        self.assertEqual(client.log_in("nobody-" + name, "secret")[0], 401)
        self.assertEqual(client.call("POST", "/api/users/login", authorization="Basic !!!")[0], 401)

    def test_everythingElse_needsAToken(self):
        client = self.client()
        for method, path in (("GET", "/api/players"), ("GET", "/api/gathers"), ("DELETE", "/api/players/1")):
            status, _, body = client.call(method, path)
            self.assertEqual(status, 401)
            self.assertEqual(body["error"], True)
        self.assertEqual(client.call("GET", "/api/players", authorization="Bearer forged")[0], 401)

    def test_players_createListUpdateDelete(self):
        client = self.client().account(self.unique("ann"))
        self.assertEqual(client.call("GET", "/api/players")[2], [])

        status, headers, body = client.call("POST", "/api/players", {"name": "Max"})
        self.assertEqual((status, body), (201, None))
        max_id = int(headers["Location"].rsplit("/", 1)[-1])
        kim = {"name": "Kim", "age": 30, "skill": "amateur", "preferredPosition": "striker", "favouriteTeam": "Arsenal"}
        kim_id = int(client.call("POST", "/api/players", kim)[1]["Location"].rsplit("/", 1)[-1])

        # Empty optional fields are absent, not null.
        self.assertEqual(client.call("GET", "/api/players")[2], [{"id": max_id, "name": "Max"}, dict(kim, id=kim_id)])

        self.assertEqual(client.call("PUT", "/api/players/%d" % kim_id, {"name": "Kim", "skill": "beginner"})[0], 204)
        self.assertEqual(client.call("GET", "/api/players")[2][1], {"id": kim_id, "name": "Kim", "skill": "beginner"})

        self.assertEqual(client.call("DELETE", "/api/players/%d" % max_id)[0], 204)
        self.assertEqual(client.call("DELETE", "/api/players/%d" % max_id)[0], 404)
        # As the real server: an id that isn't a number is a bad request, the body is read before the id.
        self.assertEqual(client.call("PUT", "/api/players/abc", {"name": "X"})[0], 400)
        self.assertEqual(client.call("PUT", "/api/players/99999", {"age": 3})[0], 400)
        self.assertEqual(client.call("PUT", "/api/players/99999", {"name": "X"})[0], 404)
        self.assertEqual(client.call("DELETE", "/api/players/1.5")[0], 400)
        self.assertEqual(client.call("POST", "/api/players", {"age": 3})[0], 400)
        self.assertEqual(client.call("POST", "/api/players", raw=b"{not json")[0], 400)
        # A skill or position the server's enums don't have is refused, and nothing is created.
        for field, value in (("skill", "wizard"), ("preferredPosition", "libero"), ("skill", "Beginner")):
            self.assertEqual(client.call("POST", "/api/players", {"name": "Y", field: value})[0], 400, value)
            self.assertEqual(client.call("PUT", "/api/players/%d" % kim_id, {"name": "Y", field: value})[0], 400, value)
        self.assertEqual([p["name"] for p in client.call("GET", "/api/players")[2]], ["Kim"])

    def test_gathers_startAddPlayersEndAndList(self):
        client = self.client().account(self.unique("ann"))
        max_id = int(client.call("POST", "/api/players", {"name": "Max"})[1]["Location"].rsplit("/", 1)[-1])
        kim_id = int(client.call("POST", "/api/players", {"name": "Kim"})[1]["Location"].rsplit("/", 1)[-1])

        # The real server reads no body when it creates a gather: a score sent now is not kept.
        status, headers, _ = client.call("POST", "/api/gathers", {"score": "9-9", "winnerTeam": "Team A"})
        self.assertEqual(status, 201)
        gather_id = headers["Location"].rsplit("/", 1)[-1]
        self.assertEqual(gather_id, gather_id.upper())
        for player_id, team in ((max_id, "Team A"), (kim_id, "Team B")):
            path = "/api/gathers/%s/players/%d" % (gather_id.lower(), player_id)
            self.assertEqual(client.call("POST", path, {"team": team})[0], 200)
        self.assertEqual(client.call("POST", "/api/gathers/%s/players/%d" % (gather_id, max_id), {})[0], 400)
        self.assertEqual(client.call("POST", "/api/gathers/%s/players/x" % gather_id, {"team": "Team A"})[0], 400)

        # Unfinished: no score, no winner.
        gathers = client.call("GET", "/api/gathers")[2]
        self.assertEqual(len(gathers), 1)
        self.assertNotIn("score", gathers[0])
        self.assertNotIn("winnerTeam", gathers[0])
        self.assertEqual(gathers[0]["userId"], gathers[0]["userId"].upper())
        self.assertEqual([p["name"] for p in client.call("GET", "/api/gathers/%s/players" % gather_id)[2]], ["Max", "Kim"])

        self.assertEqual(client.call("PUT", "/api/gathers/" + gather_id, {"score": "2-1", "winnerTeam": "Team A"})[0], 204)
        gathers = client.call("GET", "/api/gathers")[2]
        self.assertEqual((gathers[0]["score"], gathers[0]["winnerTeam"]), ("2-1", "Team A"))
        # Both fields are required: without the winner nothing changes.
        self.assertEqual(client.call("PUT", "/api/gathers/" + gather_id, {"score": "3-1"})[0], 400)
        self.assertEqual(client.call("PUT", "/api/gathers/" + gather_id, {"score": "3-1", "winnerTeam": None})[0], 400)
        self.assertEqual(client.call("PUT", "/api/gathers/nope", {"score": "3-1", "winnerTeam": "Team A"})[0], 400)
        gathers = client.call("GET", "/api/gathers")[2]
        self.assertEqual((gathers[0]["score"], gathers[0]["winnerTeam"]), ("2-1", "Team A"))
        self.assertEqual([g["id"] for g in client.call("GET", "/api/players/%d/gathers" % kim_id)[2]], [gather_id])

        # Deleting a player takes them out of past gathers.
        client.call("DELETE", "/api/players/%d" % max_id)
        self.assertEqual([p["name"] for p in client.call("GET", "/api/gathers/%s/players" % gather_id)[2]], ["Kim"])

        self.assertEqual(client.call("DELETE", "/api/gathers/" + gather_id)[0], 204)
        self.assertEqual(client.call("DELETE", "/api/gathers/" + gather_id)[0], 404)
        self.assertEqual(client.call("GET", "/api/gathers/not-a-uuid/players")[0], 400)
        self.assertEqual(client.call("DELETE", "/api/gathers/%s" % gather_id.replace("-", ""))[0], 400)
        self.assertEqual(client.call("GET", "/api/players/abc/gathers")[0], 400)
        self.assertEqual(client.call("GET", "/api/gathers")[2], [])

    def test_usersOnlySeeTheirOwnData(self):
        ann = self.client().account(self.unique("ann"))
        bob = self.client().account(self.unique("bob"))
        max_id = int(ann.call("POST", "/api/players", {"name": "Max"})[1]["Location"].rsplit("/", 1)[-1])
        gather_id = ann.call("POST", "/api/gathers", {})[1]["Location"].rsplit("/", 1)[-1]

        self.assertEqual(bob.call("GET", "/api/players")[2], [])
        self.assertEqual(bob.call("GET", "/api/gathers")[2], [])
        self.assertEqual(bob.call("PUT", "/api/players/%d" % max_id, {"name": "Stolen"})[0], 404)
        self.assertEqual(bob.call("DELETE", "/api/gathers/" + gather_id)[0], 404)
        bob_gather = bob.call("POST", "/api/gathers", {})[1]["Location"].rsplit("/", 1)[-1]
        # The real server checks neither id when it attaches a player (docs/web-service.md): so does the stand-in.
        self.assertEqual(bob.call("POST", "/api/gathers/%s/players/%d" % (bob_gather, max_id), {"team": "Team A"})[0], 200)
        self.assertEqual(bob.call("GET", "/api/gathers/%s/players" % bob_gather)[2], [{"id": max_id, "name": "Max"}])
        self.assertEqual(ann.call("GET", "/api/players")[2], [{"id": max_id, "name": "Max"}])

    def test_accountsAreListedWithoutAToken_asTheRealServerDoes(self):
        name = self.unique("ann")
        ann = self.client().account(name)
        anyone = self.client()
        status, _, users = anyone.call("GET", "/api/users")
        self.assertEqual(status, 200)
        mine = [u for u in users if u["username"] == name]
        self.assertEqual(len(mine), 1)
        self.assertEqual(set(mine[0]), {"id", "username"})
        self.assertEqual(anyone.call("GET", "/api/users/" + mine[0]["id"])[2], {"id": mine[0]["id"], "username": name})
        self.assertEqual(anyone.call("GET", "/api/users/" + mine[0]["id"].lower())[0], 200)
        self.assertEqual(anyone.call("GET", "/api/users/00000000-0000-0000-0000-000000000000")[0], 404)
        self.assertEqual(anyone.call("GET", "/api/users/ann")[0], 400)
        self.assertEqual(ann.call("DELETE", "/api/users")[0], 204)

    def test_deletingTheAccount_dropsItsTokensAndData(self):
        name = self.unique("ann")
        client = self.client().account(name)
        client.call("POST", "/api/players", {"name": "Max"})
        self.assertEqual(client.call("DELETE", "/api/users")[0], 204)
        self.assertEqual(client.call("GET", "/api/players")[0], 401)
        self.assertEqual(client.log_in(name, "secret")[0], 401)

    def test_unknownRoutes_areNotFound(self):
        client = self.client().account(self.unique("ann"))
        status, _, body = client.call("GET", "/api/nothing")
        self.assertEqual(status, 404)
        self.assertEqual(body, {"error": True, "reason": "Not Found"})
        self.assertEqual(client.call("GET", "/")[0], 404)



class FakeServerOutageTests(unittest.TestCase):
    def test_outage_closesEveryAPIConnectionWithNoAnswer_untilEnded_keepingTheData(self):
        server = FakeServerProcess()
        try:
            client = Client(server.base_url).account("ann")
            self.assertEqual(client.call("POST", "/api/players", {"name": "Bob"})[0], 201)
            client.call("POST", "/_stand-in/stats/reset")
            self.assertEqual(client.call("POST", "/_stand-in/outage")[0], 204)
            for method, path in [("GET", "/api/players"), ("POST", "/api/users/login")]:
                with self.assertRaises((http.client.RemoteDisconnected, ConnectionError, urllib.error.URLError)):
                    client.call(method, path)
            self.assertEqual(client.call("GET", "/_stand-in/stats")[2]["routes"],
                             {"GET /api/players": 1, "POST /api/users/login": 1},
                             "refused requests are counted; the knob is not")
            self.assertEqual(client.call("DELETE", "/_stand-in/outage")[0], 204)
            self.assertEqual([p["name"] for p in client.call("GET", "/api/players")[2]], ["Bob"], "nothing was lost")
            self.assertEqual(client.call("GET", "/_stand-in/outage")[0], 405)
        finally:
            server.stop()

    def test_outage_ofOneTenant_leavesTheOthersAnswering(self):
        server = FakeServerProcess("--tenants")
        try:
            first, second = Client(server.base_url + "/one").account("ann"), Client(server.base_url + "/two").account("ann")
            self.assertEqual(first.call("POST", "/_stand-in/outage")[0], 204)
            with self.assertRaises((http.client.RemoteDisconnected, ConnectionError, urllib.error.URLError)):
                first.call("GET", "/api/players")
            self.assertEqual(second.call("GET", "/api/players")[0], 200)
            self.assertEqual(first.call("DELETE", "/_stand-in/outage")[0], 204)
            self.assertEqual(first.call("GET", "/api/players")[0], 200)
        finally:
            server.stop()


class FakeServerHoldTests(unittest.TestCase):
    def test_hold_answersNMore_thenHoldsTheNextUnapplied_untilReleased(self):
        server = FakeServerProcess("--tenants")
        try:
            client = Client(server.base_url + "/one").account("ann")
            self.assertEqual(client.call("POST", "/_stand-in/hold?after=1")[0], 204)
            self.assertEqual(client.call("POST", "/api/players", {"name": "Ana"})[0], 201, "answered: one more")
            results = {}

            def send():
                try:
                    results["status"] = client.call("POST", "/api/players", {"name": "Bo"})[0]
                except Exception as error:  # the hold outlasting the client's timeout is no answer either
                    results["error"] = error
            sender = threading.Thread(target=send)
            sender.start()
            self.assertEqual(client.call("GET", "/_stand-in/hold?wait=30")[2], {"held": 1}, "waited for it")
            self.assertEqual(Client(server.base_url + "/two").call("GET", "/_stand-in/hold")[2], {"held": 0}, "one tenant's")
            self.assertEqual(client.call("DELETE", "/_stand-in/hold")[0], 204)
            sender.join(TIMEOUT)
            self.assertEqual(results.get("status"), 201, "applied once released")
            self.assertEqual(sorted(p["name"] for p in client.call("GET", "/api/players")[2]), ["Ana", "Bo"])
        finally:
            server.stop()

    def test_hold_released_answersInTheOrderTheyCame_andWhatComesMeanwhileWaitsBehind(self):
        server = FakeServerProcess()
        try:
            client = Client(server.base_url)
            self.assertEqual(client.call("POST", "/_stand-in/hold")[0], 204)
            results = {}

            def send(name, call):
                try:
                    results[name] = call()[0]
                except Exception as error:
                    results[name] = error
            # A registration held, then a log-in of that account: released, the registration is applied first.
            senders = [threading.Thread(target=send, args=("register", lambda: Client(server.base_url).register("ann", "pw")))]
            senders[0].start()
            self.assertEqual(client.call("GET", "/_stand-in/hold?wait=30")[2], {"held": 1})
            senders.append(threading.Thread(target=send, args=("log in", lambda: Client(server.base_url).log_in("ann", "pw"))))
            senders[1].start()
            self.assertEqual(client.call("GET", "/_stand-in/hold?wait=30&until=2")[2], {"held": 2}, "waited for both")
            self.assertEqual(client.call("GET", "/_stand-in/hold?until=3")[2], {"held": 2}, "no wait: how many now")
            self.assertEqual(client.call("DELETE", "/_stand-in/hold")[0], 204)
            for sender in senders:
                sender.join(TIMEOUT)
            self.assertEqual(results, {"register": 201, "log in": 200})
        finally:
            server.stop()

    def test_gathers_listsWhatTheStoreHolds_withTheTeamsTheAPINeverSays(self):
        server = FakeServerProcess()
        try:
            client = Client(server.base_url).account("ann")
            _, headers, _ = client.call("POST", "/api/gathers", {})
            gather = headers["Location"].rsplit("/", 1)[-1]
            client.call("POST", f"/api/gathers/{gather}/players/7", {"team": "Team B"})
            client.call("PUT", f"/api/gathers/{gather}", {"score": "0-1", "winnerTeam": "Team B"})
            self.assertEqual(client.call("GET", "/_stand-in/gathers")[2],
                             [{"score": "0-1", "winnerTeam": "Team B", "teams": {"7": "Team B"}}])
        finally:
            server.stop()


class FakeServerTenantTests(unittest.TestCase):
    def test_tenants_areIsolatedServersUnderTheirOwnPathSegment(self):
        server = FakeServerProcess("--tenants")
        try:
            first, second = Client(server.base_url + "/one"), Client(server.base_url + "/two")
            self.assertEqual(first.register("ann", "secret")[0], 201)
            self.assertEqual(second.register("ann", "other")[0], 201, "the username is free on another tenant")
            first.log_in("ann", "secret")
            self.assertEqual(first.call("POST", "/api/players", {"name": "Bob"})[0], 201)
            second.log_in("ann", "other")
            self.assertEqual(second.call("GET", "/api/players")[2], [])
            self.assertEqual(second.call("GET", "/api/players", authorization="Bearer " + first.token)[0], 401,
                             "a token works on its own tenant only")
            self.assertEqual(Client(server.base_url).call("GET", "/api/players")[0], 404, "no tenant, no server")
        finally:
            server.stop()


if __name__ == "__main__":
    unittest.main()
