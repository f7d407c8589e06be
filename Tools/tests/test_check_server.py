"""Tools/check-server against the stand-in: a server that answers as the real one passes, one
with a route broken on purpose fails naming it, and the throwaway account never stays behind."""
import io
import json
import socket
import unittest
import urllib.parse
import urllib.request

from tests.test_fake_server import FakeServerProcess
from fgtools import checkserver


def run(url):
    out, err = io.StringIO(), io.StringIO()
    status = checkserver.main([url], out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def accounts(base_url):
    with urllib.request.urlopen(base_url + "/api/users", timeout=10) as answer:
        return [user["username"] for user in json.loads(answer.read())]


class CheckServerTests(unittest.TestCase):
    def server(self, *arguments):
        server = FakeServerProcess("--pbkdf2-iterations", "1", *arguments)
        self.addCleanup(server.stop)
        return server

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


if __name__ == "__main__":
    unittest.main()
