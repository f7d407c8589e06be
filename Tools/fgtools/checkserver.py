"""Tools/check-server URL: before a group points everyone at its own FootballGather server, walk
every route and answer the app relies on (docs/web-service.md) with a throwaway account, then
remove what was made. One line per check, a summary, exit 0 only when the app will work.

A server that stalls may still store a request it answers too late, the registration included: when
the checks stop before the account is deleted, it is deleted once the server answers again (tried
for a bounded time), or named with the way to delete it later."""
import argparse
import base64
import hashlib
import http.client
import json
import secrets
import socket
import sys
import time
import urllib.parse
import uuid

TIMEOUT = 10          # seconds for each answer, as the app waits
CLEANUP_WAIT = 60     # seconds to keep trying to delete a throwaway account the checks could not
RETRY_PAUSE = 1       # seconds between those tries (at most the timeout)
ACCOUNT_PREFIX = "check-"
SKILLS = ("beginner", "amateur", "professional")


class Unreachable(Exception):
    """A request got no answer: nothing listens at the address, or the server did not answer in time."""


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

    def __init__(self, url, timeout=TIMEOUT):
        normalised = server_url(url)
        if normalised is None:
            raise ValueError(f"{url!r} is not a server address: http(s)://host[:port][/path], or host[:port] "
                             "(then http://), as footballgather --server takes it")
        parts = urllib.parse.urlsplit(normalised)
        self.parts = parts
        self.prefix = parts.path.rstrip("/")
        self.timeout = timeout
        self.token = None
        self.reached = False      # a connection was made: a request may have reached the server
        self.unanswered = 0       # requests sent that got no answer

    def call(self, method, path, body=None, basic=None, bearer=True):
        connection_class = http.client.HTTPSConnection if self.parts.scheme == "https" else http.client.HTTPConnection
        connection = connection_class(self.parts.hostname, self.parts.port, timeout=self.timeout)
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
            connection.connect()
        except (OSError, http.client.HTTPException) as error:
            connection.close()
            raise Unreachable(f"{method} {path}: {error}") from error
        self.reached = True
        try:
            connection.request(method, self.prefix + path, body=data, headers=headers)
            response = connection.getresponse()
            raw = response.read()
        except (OSError, http.client.HTTPException) as error:
            self.unanswered += 1
            said = f"no answer within {self.timeout:g} s" if isinstance(error, socket.timeout) else error
            raise Unreachable(f"{method} {path}: {said}") from error
        finally:
            connection.close()
        try:
            decoded = json.loads(raw) if raw else None
        except ValueError:
            decoded = None
        return response.status, {k.lower(): v for k, v in response.getheaders()}, decoded


class Checks:
    """The checks in the order the app meets them; each records (passed, route, what)."""

    def __init__(self, server, out, cleanup_wait=CLEANUP_WAIT):
        self.server = server
        self.out = out
        self.cleanup_wait = cleanup_wait
        self.results = []
        self.deleted = False      # the last check deleted the throwaway account
        self.kept = None          # (username, password, why) when it could not be deleted

    def expect(self, route, what, status, wanted, detail=True):
        passed = status == wanted and detail
        shown = f"{route}: {what}" + ("" if passed else f" — expected {wanted}, got {status}" +
                                        ("" if status != wanted else " with an unexpected answer"))
        self.results.append((passed, route))
        print(f"{'ok  ' if passed else 'FAIL'} {shown}", file=self.out, flush=True)
        return passed

    def run(self):
        """The checks; whatever stops them (a wrong answer, none at all), the throwaway account is then
        deleted, or `kept` says why not, once a request may have reached the server."""
        username = ACCOUNT_PREFIX + secrets.token_hex(6)
        password = hashlib.sha256(secrets.token_bytes(16)).hexdigest()   # as the app sends it
        try:
            self.check(username, password)
        finally:
            if self.server.reached and not self.deleted:
                why = remove_account(self.server, username, password, self.cleanup_wait, self.out)
                self.kept = (username, password, why) if why else None

    def check(self, username, password):
        s = self.server
        status, headers, _ = s.call("POST", "/api/users", {"username": username, "password": password}, bearer=False)
        if not self.expect("POST /api/users", "registers a throwaway account (201, Location)", status, 201,
                           "location" in headers):
            return
        status, _, login = s.call("POST", "/api/users/login", basic=(username, password))
        ok = isinstance(login, dict) and isinstance(login.get("token"), str) and is_uuid(login.get("userID"))
        if not self.expect("POST /api/users/login", "logs in with Basic auth (200, token and userID)", status, 200, ok):
            return
        s.token, user_id = login["token"], login["userID"]
        self.walk(username, password, user_id)
        status, _, _ = s.call("DELETE", "/api/users")
        self.deleted = self.expect("DELETE /api/users", "removes the throwaway account and all it made (204)", status, 204)

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


def remove_account(server, username, password, wait, out):
    """Deletes a throwaway account the checks could not (they stopped first, a request got no answer, the
    deletion answered something else): logs in with it, deletes it, and when it can't, looks for it in
    the list of accounts. While the server does not answer, tries again after a pause, for up to `wait`
    seconds: a request it answers late, the registration itself, may still be stored. Says the outcome
    on `out`; None once the account is gone, else why it is still there, or may be."""
    deadline = time.monotonic() + wait
    while True:
        try:
            gone, why = delete_once(server, username, password)
            break
        except Unreachable as error:
            pause = min(RETRY_PAUSE, server.timeout)
            if time.monotonic() + pause >= deadline:
                gone, why = False, f"no answer for {wait:g} s: {error}"
                break
            time.sleep(pause)
    if gone:
        print(("\nThe server answered again: the" if server.unanswered else "\nThe") + f" throwaway account {username} "
              + ("is deleted." if why == "deleted" else "is not on the server (never stored, or deleted by a request "
                                                           "answered late)."), file=out, flush=True)
        return None
    return why


def delete_once(server, username, password):
    """(True, "deleted") or (True, "not listed") once the account is gone, else (False, why); Unreachable
    when a request gets no answer."""
    refused = None
    if server.token is None:
        status, _, login = server.call("POST", "/api/users/login", basic=(username, password))
        if status == 200 and isinstance(login, dict) and isinstance(login.get("token"), str):
            server.token = login["token"]
        else:
            refused = f"POST /api/users/login answered {status}"
    if server.token is not None:
        status, _, _ = server.call("DELETE", "/api/users")
        if status == 204:
            return True, "deleted"
        refused = f"DELETE /api/users answered {status}"
    status, _, users = server.call("GET", "/api/users", bearer=False)
    if status != 200 or not isinstance(users, list):
        return False, f"{refused}, GET /api/users answered {status}"
    if not any(isinstance(user, dict) and user.get("username") == username for user in users):
        return True, "not listed"
    return False, f"{refused}, and GET /api/users still lists it"


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
                    "failed; 2: no server answers at URL, or it stopped answering; 3: the throwaway account "
                    "could not be deleted (it is named, with the command that deletes it later).")
    parser.add_argument("url", help="the server's address, as given to footballgather --server: http(s)://host[:port][/path], "
                             "or host[:port][/path] for http://")
    parser.add_argument("--timeout", type=float, default=TIMEOUT, metavar="S",
                        help="seconds to wait for each answer (default %(default)s, as the app)")
    parser.add_argument("--cleanup-wait", type=float, default=CLEANUP_WAIT, metavar="S",
                        help="when the checks stop before the throwaway account is deleted, how long to keep trying "
                             "to delete it while the server does not answer (default %(default)s)")
    parser.add_argument("--delete-account", metavar="NAME:PASSWORD",
                        help="check nothing: delete this throwaway account, which a run could not (it printed "
                             "NAME:PASSWORD), trying for up to --cleanup-wait seconds; exit 0 once it is gone")
    options = parser.parse_args(argv)
    if not options.timeout > 0 or not options.cleanup_wait >= 0:
        parser.error("--timeout must be more than 0 and --cleanup-wait not less than 0")
    if options.delete_account is not None:
        username, colon, password = options.delete_account.partition(":")
        if not username.startswith(ACCOUNT_PREFIX) or not colon or not password:
            parser.error(f"--delete-account takes NAME:PASSWORD of a throwaway account ({ACCOUNT_PREFIX}…), as a run printed it")
    try:
        server = Server(options.url, options.timeout)
    except ValueError as error:
        print(f"Tools/check-server: {error}", file=err)
        return 2
    if options.delete_account is not None:
        why = remove_account(server, username, password, options.cleanup_wait, out)
        return report_kept(options, username, password, why, err) if why else 0
    checks = Checks(server, out, options.cleanup_wait)
    try:
        checks.run()
    except Unreachable as error:
        if server.reached:
            print(f"Tools/check-server: the server at {options.url} did not answer ({error}); the checks stopped there",
                  file=err)
        else:
            print(f"Tools/check-server: no FootballGather server answers at {options.url} ({error})", file=err)
        return report_kept(options, *checks.kept, err) if checks.kept else 2
    failed = [route for passed, route in checks.results if not passed]
    total = len(checks.results)
    if failed:
        print(f"\n{len(failed)} of {total} checks failed: {', '.join(dict.fromkeys(failed))}. "
              "The app will not work fully with this server.", file=out)
    else:
        print(f"\n{total} of {total} checks passed: the app will work with this server.", file=out)
    if checks.kept:
        return report_kept(options, *checks.kept, err)
    return 1 if failed else 0


def report_kept(options, username, password, why, err):
    """Names the throwaway account left on the server and the command that deletes it; exit status 3."""
    print(f"Tools/check-server: could not delete the throwaway account {username} ({why}). Once the server "
          f"answers, delete it with: Tools/check-server --delete-account {username}:{password} {options.url}",
          file=err, flush=True)
    return 3
