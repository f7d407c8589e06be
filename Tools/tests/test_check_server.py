"""Tools/check-server against the stand-in: a server that answers as the real one passes, one
with a route broken on purpose fails naming it, and the throwaway account never stays behind: a
server that stalls (the stand-in holding its requests) has it deleted once it answers again, or
named with the command that deletes it."""
import contextlib
import io
import json
import re
import socket
import threading
import unittest
import urllib.parse
import urllib.request

from tests.test_fake_server import FakeServerProcess
from fgtools import checkserver

TIMEOUT = 10
# check-server's own timeout in the tests of a stalling server: what each stall costs them.
SHORT = "0.5"
ACCOUNT = r"check-[0-9a-f]{12}"


def run(url, *options):
    out, err = io.StringIO(), io.StringIO()
    status = checkserver.main([url, *options], out=out, err=err)
    return status, out.getvalue(), err.getvalue()


class Running:
    """check-server run in a thread, while the test stalls the server and lets it go."""

    def __init__(self, url, *options):
        self.result = None
        self.thread = threading.Thread(target=self._run, args=(url, *options), daemon=True)
        self.thread.start()

    def _run(self, url, *options):
        self.result = run(url, *options)

    def join(self):
        self.thread.join(2 * TIMEOUT)
        if self.thread.is_alive():
            raise AssertionError("Tools/check-server did not end within %d s" % (2 * TIMEOUT))
        return self.result


def accounts(base_url):
    with urllib.request.urlopen(base_url + "/api/users", timeout=TIMEOUT) as answer:
        return [user["username"] for user in json.loads(answer.read())]


def knob(base_url, method, path):
    """A stand-in endpoint that is not part of the API (/_stand-in/hold, /_stand-in/stats): its JSON answer."""
    request = urllib.request.Request(base_url + path, method=method)
    with urllib.request.urlopen(request, timeout=2 * TIMEOUT) as answer:
        raw = answer.read()
    return json.loads(raw) if raw else None


class StandInTestCase(unittest.TestCase):
    def server(self, *arguments):
        server = FakeServerProcess("--pbkdf2-iterations", "1", *arguments)
        self.addCleanup(server.stop)
        return server


class CheckServerTests(StandInTestCase):

    def test_theStandIn_passesEveryCheck_andKeepsNoThrowawayAccount(self):
        server = self.server()
        status, out, _ = run(server.base_url)
        self.assertEqual(status, 0, out)
        lines = out.strip().splitlines()
        self.assertTrue(all(line.startswith("ok   ") for line in lines[:-2]), out)
        self.assertRegex(lines[-1], r"^(\d+) of \1 checks passed: the app will work with this server\.$")
        self.assertEqual(accounts(server.base_url), [])

    def test_aServerWithOneRouteWrong_failsNamingIt_andStillRemovesTheAccount(self):
        server = self.server("--broken-route", "PUT /api/gathers/{id}")
        status, out, _ = run(server.base_url)
        self.assertEqual(status, 1, out)
        self.assertIn("FAIL PUT /api/gathers/{id}: ends a gather with its score and winner (204) — expected 204, got 404", out)
        self.assertIn("checks failed: PUT /api/gathers/{id}, GET /api/gathers.", out)
        self.assertEqual(accounts(server.base_url), [])

    def test_aServerUnderAPathPrefix_isCheckedThere(self):
        server = self.server("--tenants")
        status, out, _ = run(server.base_url + "/club")
        self.assertEqual(status, 0, out)

    def test_aBareHostAndPort_asTheAppTakesIt_isCheckedOverHTTP(self):
        server = self.server()
        port = urllib.parse.urlsplit(server.base_url).port
        for address in (f"localhost:{port}", f" 127.0.0.1:{port}/ "):
            status, out, err = run(address)
            self.assertEqual(status, 0, out + err)
            self.assertRegex(out.strip().splitlines()[-1], r"^(\d+) of \1 checks passed")

    def test_addressesAreReadAsServerAddressSwiftReadsThem(self):
        for text, url in (("localhost:8080", "http://localhost:8080"), ("localhost", "http://localhost"),
                          ("example.org:8080/club/", "http://example.org:8080/club"),
                          ("HTTPS://example.org/", "https://example.org"), ("[::1]:8080", "http://[::1]:8080"),
                          ("  http://127.0.0.1:9  ", "http://127.0.0.1:9")):
            self.assertEqual(checkserver.server_url(text), url, text)
        for text in ("", "ftp://example.org", "http://", "http://user@host", "user:pw@host:1", "localhost:8080?x=1",
                     "localhost:8080#top", "localhost:port", "local host:8080"):
            self.assertIsNone(checkserver.server_url(text), text)

    def test_nothingListening_orAnAddressThatIsNone_exits2WithAClearMessage(self):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        status, out, err = run(f"http://127.0.0.1:{port}")
        self.assertEqual((status, out), (2, ""))
        self.assertIn(f"no FootballGather server answers at http://127.0.0.1:{port}", err)
        for address in ("ftp://example.org", "http://", "http://user@host", "localhost:8080?x=1"):
            status, _, err = run(address)
            self.assertEqual(status, 2, address)
            self.assertIn("is not a server address", err)



    def test_aServerThatCannotDeleteTheAccount_namesIt(self):
        server = self.server("--broken-route", "DELETE /api/users")
        status, out, err = run(server.base_url)
        self.assertEqual(status, 3, out + err)
        self.assertIn("FAIL DELETE /api/users: removes the throwaway account and all it made (204) — expected 204, got 404", out)
        self.assertIn("checks failed: DELETE /api/users.", out)
        kept = re.search(r"could not delete the throwaway account (%s) \(DELETE /api/users answered 404, and GET /api/users "
                         r"still lists it\)" % ACCOUNT, err)
        self.assertIsNotNone(kept, err)
        self.assertEqual(accounts(server.base_url), [kept.group(1)])

    def test_deleteAccount_takesOnlyAThrowawayAccount(self):
        for account in ("ann:secret", "check-1", "check-1:"):
            with contextlib.redirect_stderr(io.StringIO()) as said, self.assertRaises(SystemExit) as exit:
                checkserver.main(["http://127.0.0.1:9", "--delete-account", account])
            self.assertEqual(exit.exception.code, 2, account)
            self.assertIn("--delete-account takes NAME:PASSWORD of a throwaway account", said.getvalue())


class StallingServerTests(StandInTestCase):
    """The stand-in holds requests unanswered (POST /_stand-in/hold), as a server that stalls; released,
    it applies them in the order they came, the registration answered too late included."""

    def test_aRegistrationAnsweredTooLate_isDeletedOnceTheServerAnswersAgain(self):
        server = self.server()
        knob(server.base_url, "POST", "/_stand-in/hold?after=0")
        running = Running(server.base_url, "--timeout", SHORT, "--cleanup-wait", str(TIMEOUT))
        # The registration, then the first try to delete what it may have made: both unanswered.
        self.assertEqual(knob(server.base_url, "GET", "/_stand-in/hold?wait=%d&until=2" % TIMEOUT)["held"], 2)
        knob(server.base_url, "DELETE", "/_stand-in/hold")
        status, out, err = running.join()
        self.assertEqual(status, 2, out + err)
        self.assertIn("did not answer (POST /api/users: no answer within 0.5 s); the checks stopped there", err)
        self.assertRegex(out, r"The server answered again: the throwaway account %s is deleted\.\n$" % ACCOUNT)
        routes = knob(server.base_url, "GET", "/_stand-in/stats")["routes"]
        self.assertEqual((routes["POST /api/users"], routes["DELETE /api/users"]), (1, 1), "stored late, deleted by it")
        self.assertEqual(accounts(server.base_url), [])

    def test_aDeletionAnsweredTooLate_leavesNoAccount_andSaysSo(self):
        server = self.server()
        status, out, _ = run(server.base_url)
        self.assertEqual(status, 0, out)
        # The same checks again, the server stalling at the last of them: the deletion.
        requests = knob(server.base_url, "GET", "/_stand-in/stats")["total"]
        knob(server.base_url, "POST", "/_stand-in/hold?after=%d" % (requests - 1))
        running = Running(server.base_url, "--timeout", SHORT, "--cleanup-wait", str(TIMEOUT))
        self.assertEqual(knob(server.base_url, "GET", "/_stand-in/hold?wait=%d&until=2" % TIMEOUT)["held"], 2)
        knob(server.base_url, "DELETE", "/_stand-in/hold")
        status, out, err = running.join()
        self.assertEqual(status, 2, out + err)
        self.assertIn("did not answer (DELETE /api/users: no answer within 0.5 s)", err)
        self.assertNotIn("FAIL", out)
        self.assertRegex(out, r"The server answered again: the throwaway account %s is not on the server \(never stored, "
                              r"or deleted by a request answered late\)\.\n$" % ACCOUNT)
        self.assertEqual(accounts(server.base_url), [])

    def test_aServerThatNeverAnswersAgain_namesTheAccount_andHowToDeleteIt(self):
        server = self.server()
        knob(server.base_url, "POST", "/_stand-in/hold?after=0")
        status, out, err = run(server.base_url, "--timeout", SHORT, "--cleanup-wait", "1.5")
        self.assertEqual((status, out), (3, ""), err)
        kept = re.search(r"could not delete the throwaway account (%s) \(no answer for 1\.5 s: POST /api/users/login: no "
                         r"answer within 0\.5 s\)\. Once the server answers, delete it with: Tools/check-server "
                         r"--delete-account (\1:[0-9a-f]{64}) (\S+)\n$" % ACCOUNT, err)
        self.assertIsNotNone(kept, err)
        self.assertEqual(kept.group(3), server.base_url)
        knob(server.base_url, "DELETE", "/_stand-in/hold")
        self.assertEqual(accounts(server.base_url), [kept.group(1)], "stored once the server answered")
        status, out, err = run(kept.group(3), "--delete-account", kept.group(2))
        self.assertEqual((status, err), (0, ""), out)
        self.assertEqual(out, "\nThe throwaway account %s is deleted.\n" % kept.group(1))
        self.assertEqual(accounts(server.base_url), [])


if __name__ == "__main__":
    unittest.main()
