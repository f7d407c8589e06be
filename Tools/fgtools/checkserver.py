"""Tools/check-server URL: before a group points everyone at its own FootballGather server, walk
every route and answer the app relies on (docs/web-service.md) with a throwaway account, then
remove what was made. One line per check, a summary, exit 0 only when the app will work."""
import argparse
import base64
import hashlib
import http.client
import json
import secrets
import sys
import urllib.parse
import uuid

TIMEOUT = 10
SKILLS = ("beginner", "amateur", "professional")


class Unreachable(Exception):
    """Nothing answers at the address: no check can run."""


def server_url(text):
    """The address as the app reads `--server` (Modules/Storage/Remote/ServerAddress.swift):
    `http(s)://host[:port][/path]`, or just `host[:port][/path]` (then `http://`), trimmed, the
    scheme lower-cased, without a trailing slash. None for anything else: another scheme, no host,
    a query or fragment, a user name, a port that is not a number, whitespace inside."""
    trimmed = text.strip()
    if not trimmed or any(c.isspace() for c in trimmed):
        return None
    with_scheme = trimmed if "://" in trimmed else "http://" + trimmed
    parts = urllib.parse.urlsplit(with_scheme)
    try:
        parts.port
    except ValueError:
        return None
    if (parts.scheme.lower() not in ("http", "https") or not parts.hostname or "?" in with_scheme
            or "#" in with_scheme or "@" in parts.netloc):
        return None
    return urllib.parse.urlunsplit((parts.scheme.lower(), parts.netloc, parts.path.rstrip("/"), "", ""))


class Server:
    """HTTP calls to one server; every answer is (status, headers, decoded JSON or None)."""

    def __init__(self, url):
        normalised = server_url(url)
        if normalised is None:
            raise ValueError(f"{url!r} is not a server address: http(s)://host[:port][/path], or host[:port] "
                             "(then http://), as footballgather --server takes it")
        parts = urllib.parse.urlsplit(normalised)
        self.parts = parts
        self.prefix = parts.path.rstrip("/")
        self.token = None

    def call(self, method, path, body=None, basic=None, bearer=True):
        connection_class = http.client.HTTPSConnection if self.parts.scheme == "https" else http.client.HTTPConnection
        connection = connection_class(self.parts.hostname, self.parts.port, timeout=TIMEOUT)
        headers = {"Accept": "application/json"}
        data = None
        if body is not None:
            data = json.dumps(body).encode("utf-8")
            headers["Content-Type"] = "application/json"
        if basic:
            headers["Authorization"] = "Basic " + base64.b64encode(f"{basic[0]}:{basic[1]}".encode()).decode()
        elif bearer and self.token:
            headers["Authorization"] = "Bearer " + self.token
        try:
            connection.request(method, self.prefix + path, body=data, headers=headers)
            response = connection.getresponse()
            raw = response.read()
        except (OSError, http.client.HTTPException) as error:
            raise Unreachable(f"{method} {path}: {error}") from error
        finally:
            connection.close()
        try:
            decoded = json.loads(raw) if raw else None
        except ValueError:
            decoded = None
        return response.status, {k.lower(): v for k, v in response.getheaders()}, decoded


class Checks:
    """The checks in the order the app meets them; each records (passed, route, what)."""

    def __init__(self, server, out):
        self.server = server
        self.out = out
        self.results = []

    def expect(self, route, what, status, wanted, detail=True):
        passed = status == wanted and detail
        shown = f"{route}: {what}" + ("" if passed else f" — expected {wanted}, got {status}" +
                                        ("" if status != wanted else " with an unexpected answer"))
        self.results.append((passed, route))
        print(f"{'ok  ' if passed else 'FAIL'} {shown}", file=self.out, flush=True)
        return passed

    def run(self):
        s = self.server
        username = "check-" + secrets.token_hex(6)
        password = hashlib.sha256(secrets.token_bytes(16)).hexdigest()   # as the app sends it
        status, headers, _ = s.call("POST", "/api/users", {"username": username, "password": password}, bearer=False)
        if not self.expect("POST /api/users", "registers a throwaway account (201, Location)", status, 201,
                           "location" in headers):
            return
        status, _, login = s.call("POST", "/api/users/login", basic=(username, password))
        ok = isinstance(login, dict) and isinstance(login.get("token"), str) and is_uuid(login.get("userID"))
        if not self.expect("POST /api/users/login", "logs in with Basic auth (200, token and userID)", status, 200, ok):
            return
        s.token, user_id = login["token"], login["userID"]
        try:
            self.walk(username, password, user_id)
        finally:
            status, _, _ = s.call("DELETE", "/api/users")
            self.expect("DELETE /api/users", "removes the throwaway account and all it made (204)", status, 204)

    def walk(self, username, password, user_id):
        s = self.server
        self.expect("POST /api/users/login", "refuses a wrong password (401)",
                    s.call("POST", "/api/users/login", basic=(username, "0" * 64))[0], 401)
        self.expect("GET /api/players", "refuses a request without a token (401)", s.call("GET", "/api/players", bearer=False)[0], 401)
        status, _, users = s.call("GET", "/api/users", bearer=False)
        self.expect("GET /api/users", "lists the accounts with id and username (200)", status, 200,
                    isinstance(users, list) and any(u.get("username") == username for u in users if isinstance(u, dict)))
        status, _, user = s.call("GET", f"/api/users/{user_id}", bearer=False)
        self.expect("GET /api/users/{id}", "gives one account (200)", status, 200, isinstance(user, dict) and user.get("username") == username)

        max_body = {"name": "Max", "age": 30, "skill": "amateur", "preferredPosition": "striker", "favouriteTeam": "FC"}
        status, headers, _ = s.call("POST", "/api/players", max_body)
        player = location_id(headers, int)
        self.expect("POST /api/players", "creates a player (201, Location /api/players/<id>)", status, 201, player is not None)
        status, _, players = s.call("GET", "/api/players")
        self.expect("GET /api/players", "lists the player with every field (200)", status, 200,
                    isinstance(players, list) and dict(max_body, id=player) in players)
        status, _, _ = s.call("PUT", f"/api/players/{player}", dict(max_body, skill="professional"))
        changed = any(p.get("skill") == "professional" for p in s.call("GET", "/api/players")[2] or [] if isinstance(p, dict))
        self.expect("PUT /api/players/{id}", "replaces a player's fields (204)", status, 204, changed)
        self.expect("POST /api/players", "refuses a skill it doesn't know (400)", s.call("POST", "/api/players", {"name": "W", "skill": "wizard"})[0], 400)
        self.expect("POST /api/players", "refuses a player without a name (400)", s.call("POST", "/api/players", {"age": 3})[0], 400)
        self.expect("PUT /api/players/{id}", "refuses an id that isn't a number (400)", s.call("PUT", "/api/players/abc", max_body)[0], 400)
        self.expect("DELETE /api/players/{id}", "says an unknown player is not found (404)", s.call("DELETE", "/api/players/999999999")[0], 404)

        status, headers, _ = s.call("POST", "/api/gathers", {"score": None, "winnerTeam": None})
        gather = location_id(headers, lambda text: str(uuid.UUID(text)).upper())
        self.expect("POST /api/gathers", "creates a gather (201, Location /api/gathers/<UUID>)", status, 201, gather is not None)
        gather = gather or str(uuid.uuid4()).upper()
        status, _, _ = s.call("POST", f"/api/gathers/{gather}/players/{player}", {"team": "Team A"})
        self.expect("POST /api/gathers/{id}/players/{playerId}", "adds a player to Team A (200)", status, 200)
        status, _, listed = s.call("GET", f"/api/gathers/{gather}/players")
        self.expect("GET /api/gathers/{id}/players", "lists the gather's players (200)", status, 200,
                    isinstance(listed, list) and any(p.get("id") == player for p in listed if isinstance(p, dict)))
        status, _, gathers = s.call("GET", f"/api/players/{player}/gathers")
        self.expect("GET /api/players/{id}/gathers", "lists the player's gathers (200)", status, 200, has_gather(gathers, gather))
        status, _, _ = s.call("PUT", f"/api/gathers/{gather}", {"score": "2-1", "winnerTeam": "Team A"})
        self.expect("PUT /api/gathers/{id}", "ends a gather with its score and winner (204)", status, 204)
        self.expect("PUT /api/gathers/{id}", "refuses an end without a winner, changing nothing (400)",
                    s.call("PUT", f"/api/gathers/{gather}", {"score": "3-1"})[0], 400)
        status, _, gathers = s.call("GET", "/api/gathers")
        kept = [g for g in gathers or [] if isinstance(g, dict) and str(g.get("id", "")).upper() == gather]
        self.expect("GET /api/gathers", "lists the gather with its score and winner (200)", status, 200,
                    bool(kept) and kept[0].get("score") == "2-1" and kept[0].get("winnerTeam") == "Team A")
        self.expect("GET /api/gathers/{id}/players", "refuses an id that isn't a UUID (400)", s.call("GET", "/api/gathers/nope/players")[0], 400)
        self.expect("DELETE /api/gathers/{id}", "says an unknown gather is not found (404)", s.call("DELETE", f"/api/gathers/{uuid.uuid4()}")[0], 404)
        self.expect("DELETE /api/gathers/{id}", "deletes a gather (204)", s.call("DELETE", f"/api/gathers/{gather}")[0], 204)
        self.expect("DELETE /api/players/{id}", "deletes a player (204)", s.call("DELETE", f"/api/players/{player}")[0], 204)


def is_uuid(text):
    try:
        uuid.UUID(str(text))
        return True
    except ValueError:
        return False


def location_id(headers, parse):
    try:
        return parse(headers.get("location", "").rstrip("/").rsplit("/", 1)[-1])
    except ValueError:
        return None


def has_gather(gathers, gather):
    return isinstance(gathers, list) and any(str(g.get("id", "")).upper() == gather for g in gathers if isinstance(g, dict))


def main(argv=None, out=sys.stdout, err=sys.stderr):
    parser = argparse.ArgumentParser(
        prog="Tools/check-server",
        description="Checks that a FootballGather server answers every route as the app needs (docs/web-service.md), "
                    "with a throwaway account it removes at the end. Exit 0: the app will work with it; 1: a check "
                    "failed; 2: no server answers at URL.")
    parser.add_argument("url", help="the server's address, as given to footballgather --server: http(s)://host[:port][/path], "
                             "or host[:port][/path] for http://")
    options = parser.parse_args(argv)
    try:
        checks = Checks(Server(options.url), out)
        checks.run()
    except ValueError as error:
        print(f"Tools/check-server: {error}", file=err)
        return 2
    except Unreachable as error:
        print(f"Tools/check-server: no FootballGather server answers at {options.url} ({error})", file=err)
        return 2
    failed = [route for passed, route in checks.results if not passed]
    total = len(checks.results)
    if failed:
        print(f"\n{len(failed)} of {total} checks failed: {', '.join(dict.fromkeys(failed))}. "
              "The app will not work fully with this server.", file=out)
        return 1
    print(f"\n{total} of {total} checks passed: the app will work with this server.", file=out)
    return 0
