"""Runtime benchmarks of the release build: cold start, login, a 10 000-player list,
storage work through the app's services beside the sqlite3 tool doing the same
statements, and peak memory. Data sets are generated here, from a seed."""
import fcntl
import json
import os
import random
import select
import shutil
import socket
import sqlite3
import statistics
import struct
import subprocess
import sys
import termios
import tempfile
import time

from .common import ToolError, progress, run, stats, swift_executable

USERNAME, PASSWORD = "bench", "bench-password-1"
# A gather takes about a millisecond: each run times this many in a row, on both sides.
GATHERS_PER_RUN = 20
FIRST = ["Ann", "Bob", "Carla", "Dmitri", "Eve", "Femi", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea"]
LAST = ["Smith", "Díaz", "Okafor", "Ivanova", "Tanaka", "Müller", "Rossi", "Khan", "Silva", "Novak"]
POSITIONS = ["goalkeeper", "defender", "midfielder", "winger", "striker", None]
SKILLS = ["beginner", "amateur", "professional", None]


# Sorting 10 000 players as every store sorts its roster (Domain's NameOrder), at most this share of
# what sqlite3 takes to read and sort the same rows (with NOCASE) in the same run: whatever the
# machine's speed, the sort costs less than the database's own ORDER BY did.
SORT_TARGET_RATIO = 1.0

# The app's per-request timeout against the web service (RemoteStore.defaultTimeout).
REQUEST_TIMEOUT = 10.0


class Spawned:
    """The app in a child process, fed through a pipe, with peak memory from wait4."""

    def __init__(self, binary, data_dir, extra_arguments=()):
        env = dict(os.environ, NO_COLOR="1", COLUMNS="100")
        self.process = subprocess.Popen([binary, "--data-dir", data_dir, *extra_arguments], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        self.out = self.process.stdout.fileno()
        self.started = time.monotonic()
        self.output = bytearray()

    def send(self, line):
        """Sends `line`; returns when it was sent: the time before writing it, as the app may run
        (woken by the write) before this process reads the clock again."""
        sent = time.monotonic()
        self.process.stdin.write(line.encode() + b"\n")
        self.process.stdin.flush()
        return sent

    def close_input(self):
        self.process.stdin.close()

    def wait_for(self, text, after=0, timeout=60):
        """Reads until `text` appears after byte offset `after`; returns (time seen, offset past it)."""
        needle = text.encode()
        deadline = time.monotonic() + timeout
        while True:
            found = self.output.find(needle, after)
            if found >= 0:
                return time.monotonic(), found + len(needle)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise ToolError(f"the app did not print {text!r} within {timeout} s; it printed:\n"
                                f"{self.output[-1500:].decode(errors='replace')}")
            ready, _, _ = select.select([self.out], [], [], remaining)
            if ready:
                try:
                    chunk = os.read(self.out, 1 << 16)
                except OSError:      # a terminal's end reads as an error once the app has gone
                    chunk = b""
                if not chunk:
                    raise ToolError(f"the app exited before printing {text!r}:\n{self.output[-1500:].decode(errors='replace')}")
                self.output += chunk

    def finish(self):
        """Ends input, drains output, returns (exit status, peak resident memory in MB)."""
        self.close_input()
        try:
            while os.read(self.out, 1 << 16):
                pass
        except OSError:
            pass
        _, status, usage = os.wait4(self.process.pid, 0)
        self.process.returncode = os.waitstatus_to_exitcode(status)
        return self.process.returncode, usage.ru_maxrss / 1024.0


class AtATerminal(Spawned):
    """The app on a pseudo-terminal of `columns` × `rows`, as a user runs it: it draws pages and reads keys."""

    def __init__(self, binary, data_dir, columns=80, rows=24):
        controller, terminal = os.openpty()
        fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        env = dict(os.environ, NO_COLOR="1", TERM="xterm")
        env.pop("COLUMNS", None)
        self.process = subprocess.Popen([binary, "--data-dir", data_dir], stdin=terminal, stdout=terminal,
                                        stderr=subprocess.DEVNULL, env=env, start_new_session=True)
        os.close(terminal)
        self.out = controller
        self.started = time.monotonic()
        self.output = bytearray()

    def send(self, line):
        sent = time.monotonic()
        os.write(self.out, line.encode() + b"\r")
        return sent

    def close_input(self):
        os.write(self.out, b"q\r")


def peak_memory_of(command):
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = process.stdout.read()
    err = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status):
        raise ToolError(f"`{' '.join(command)}` failed: {err.decode(errors='replace')}")
    return out.decode(), usage.ru_maxrss / 1024.0


def seed_players(database, count, seed):
    """Adds `count` generated players to the benchmark user in one transaction (data set only, not timed)."""
    generator = random.Random(seed)
    connection = sqlite3.connect(database)
    try:
        user_id = connection.execute("SELECT id FROM users WHERE username = ?", (USERNAME,)).fetchone()[0]
        rows = [(user_id, f"{generator.choice(FIRST)} {generator.choice(LAST)} {n}", generator.randint(16, 60),
                 generator.choice(POSITIONS), generator.choice(SKILLS), generator.choice(["Arsenal", None]))
                for n in range(count)]
        with connection:
            connection.executemany("INSERT INTO players (user_id, name, age, position, skill, favourite_team) "
                                   "VALUES (?, ?, ?, ?, ?, ?)", rows)
    finally:
        connection.close()


def sqlite3_seconds(database, script, runs=1):
    """The sqlite3 tool's time for `script` (which does the work `runs` times), per run: its
    wall-clock less that of the same tool with nothing to do (start-up, opening the file, the
    two PRAGMAs). Its own `.timer` is not used: it rounds each statement to a millisecond,
    which for small statements is most of their time."""
    cli = shutil.which("sqlite3")
    if not cli:
        return None
    preamble = ".output /dev/null\nPRAGMA busy_timeout = 5000;\nPRAGMA foreign_keys = ON;\n"

    def wall_clock(body):
        start = time.perf_counter()
        completed = subprocess.run([cli, database], input=body, capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        if completed.returncode:
            raise ToolError(f"sqlite3 failed: {completed.stderr[-500:]}")
        return elapsed

    idle = statistics.median(wall_clock(preamble) for _ in range(5))
    return max(0.0, wall_clock(preamble + script) - idle) / runs


def quote(value):
    if value is None:
        return "NULL"
    if isinstance(value, (int, float)):
        return str(value)
    return "'" + str(value).replace("'", "''") + "'"


def insert_script(user_id, count, seed):
    """The players added one at a time, each in its own transaction, as the add form adds them."""
    lines = ["BEGIN IMMEDIATE;\nINSERT INTO players (user_id, name, age, position, skill, favourite_team) "
             f"VALUES ({', '.join(map(quote, (user_id,) + row))});\nCOMMIT;" for row in roster_rows(count, seed)]
    return "\n".join(lines) + "\n"


def roster_rows(count, seed):
    """Players of a seeded roster: name, age, position, skill, favourite team."""
    generator = random.Random(seed)
    return [(f"{generator.choice(FIRST)} {generator.choice(LAST)} {n}", generator.randint(16, 60),
             generator.choice(POSITIONS), generator.choice(SKILLS), generator.choice(["Arsenal", None]))
            for n in range(count)]


def import_csv(rows):
    """The rows as a spreadsheet saves them."""
    lines = ["name,age,position,skill,favourite team"]
    lines += [",".join("" if value is None else str(value) for value in row) for row in rows]
    return "\n".join(lines) + "\n"


def import_script(user_id, rows):
    """The same rows added by sqlite3 in one transaction, as the app adds an imported file."""
    inserts = ["INSERT INTO players (user_id, name, age, position, skill, favourite_team) "
               f"VALUES ({', '.join(map(quote, (user_id,) + row))});" for row in rows]
    return "BEGIN IMMEDIATE;\n" + "\n".join(inserts) + "\nCOMMIT;\n"


def gather_script(user_id, player_ids, gather_id):
    lines = ["BEGIN IMMEDIATE;",
             f"INSERT INTO gathers (id, user_id, started_at) VALUES ('{gather_id}', {user_id}, 1795000000);"]
    for ordinal, player_id in enumerate(player_ids):
        lines.append(f"SELECT 1 FROM players WHERE id = {player_id} AND user_id = {user_id};")
        lines.append("INSERT INTO gather_players (gather_id, player_id, name, position, skill, team, ordinal) "
                     f"SELECT '{gather_id}', id, name, position, skill, '{'Team A' if ordinal % 2 == 0 else 'Team B'}', "
                     f"{ordinal} FROM players WHERE id = {player_id};")
    lines += ["COMMIT;", "BEGIN IMMEDIATE;",
              f"UPDATE gathers SET score = '2-1', winner = 'Team A', ended_at = 1795000600 "
              f"WHERE id = '{gather_id}' AND user_id = {user_id} AND score IS NULL;", "COMMIT;"]
    return "\n".join(lines) + "\n"


def user_id_of(database):
    connection = sqlite3.connect(database)
    try:
        return connection.execute("SELECT id FROM users WHERE username = ?", (USERNAME,)).fetchone()[0]
    finally:
        connection.close()


def build_release(root, scratch):
    progress("benchmark", "building the release binaries (swift build -c release)")
    for product in ("footballgather", "fgbench"):
        run([swift_executable(), "build", "-c", "release", "--scratch-path", scratch, "--product", product], cwd=root)
    _, out, _ = run([swift_executable(), "build", "-c", "release", "--scratch-path", scratch, "--show-bin-path"], cwd=root)
    bin_path = out.strip().splitlines()[-1]
    return os.path.join(bin_path, "footballgather"), os.path.join(bin_path, "fgbench")


def measure(root, repeat, seed, work_root):
    app, bench = build_release(root, os.path.join(root, ".build-fgtools", "release"))
    os.makedirs(work_root, exist_ok=True)
    work = tempfile.mkdtemp(prefix="benchmark-", dir=work_root)
    try:
        return run_all(app, bench, repeat, seed, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def fresh_data_dir(work, bench, name, players=0, seed=42):
    directory = os.path.join(work, name)
    fgbench_json(bench, "add-players", "--data-dir", directory, "--username", USERNAME, "--password", PASSWORD,
                 "--count", "0")
    if players:
        seed_players(os.path.join(directory, "footballgather.sqlite"), players, seed)
    return directory


def fgbench_json(bench, *args):
    out, memory = peak_memory_of([bench, *args])
    data = json.loads(out.strip().splitlines()[-1])
    data["peak_memory_mb"] = round(memory, 1)
    return data


def type_login(spawned):
    """Types `l`, the username and the password at the Login screen, each once it is asked for;
    returns when the first screen was seen, when the password was sent, and the output offset."""
    first_screen, offset = spawned.wait_for("Football Gather · Login")
    _, offset = spawned.wait_for("> ", offset)
    spawned.send("l")
    _, offset = spawned.wait_for("Username:", offset)
    spawned.send(USERNAME)
    _, offset = spawned.wait_for("Password:", offset)
    return first_screen, spawned.send(PASSWORD), offset


def log_in(app, data_dir, spawn=Spawned):
    """Starts the app, logs in; returns the process (at the player list), the start-up and login times."""
    spawned = spawn(app, data_dir)
    first_screen, sent, offset = type_login(spawned)
    _, offset = spawned.wait_for("Football Gather · Players", offset)
    shown, offset = spawned.wait_for("? help", offset)
    return spawned, first_screen - spawned.started, shown - sent, offset


def timeout_under_load(app, work, attempt):
    """Logs in against a server that accepts the connection and never answers, while a busy
    loop runs on every core; returns the seconds from the password to the message."""
    silent = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)  # the kernel completes the handshake; nobody ever reads the request
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(os.cpu_count() or 2)]
    try:
        port = silent.getsockname()[1]
        spawned = Spawned(app, os.path.join(work, f"silent-{attempt}"), ["--server", f"http://127.0.0.1:{port}"])
        _, sent, offset = type_login(spawned)
        shown, _ = spawned.wait_for("no answer within", offset, timeout=4 * REQUEST_TIMEOUT)
        spawned.finish()
        return shown - sent
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()
        silent.close()


def run_all(app, bench, repeat, seed, work):
    results = {}
    empty = fresh_data_dir(work, bench, "empty")
    big = fresh_data_dir(work, bench, "big", players=10_000, seed=seed)

    progress("benchmark", f"cold start to the first screen, {repeat} runs")
    starts, start_memory = [], []
    for _ in range(repeat):
        spawned = Spawned(app, empty)
        seen, _ = spawned.wait_for("Football Gather · Login")
        starts.append(seen - spawned.started)
        start_memory.append(spawned.finish()[1])
    results["cold_start"] = figure(starts, start_memory, target=0.030)

    progress("benchmark", f"logging in, {repeat} runs")
    # A hash, then a login, in turn: on a machine whose speed drifts, each share compares two
    # neighbouring runs (all hashes first, then all logins, once gave a share of 150 %).
    hash_times, logins, login_memory = [], [], []
    for _ in range(repeat):
        hash_times.append(fgbench_json(bench, "hash")["hash_seconds"])
        spawned, _, login, _ = log_in(app, empty)
        logins.append(login)
        login_memory.append(spawned.finish()[1])
    results["login"] = figure(logins, login_memory)
    results["login"]["password_hash_seconds"] = stats(hash_times)
    results["login"]["hash_share_percent"] = round(
        100 * statistics.median(hash / login for hash, login in zip(hash_times, logins)), 1)

    progress("benchmark", f"loading and rendering 10 000 players, {repeat} runs")
    lists, list_memory = [], []
    for _ in range(repeat):
        spawned, _, _, offset = log_in(app, big)
        # Open the add screen and cancel: the list comes back, reloads and prints all its rows.
        spawned.send("a")
        _, offset = spawned.wait_for("Name", offset)
        sent = spawned.send("")
        _, offset = spawned.wait_for("Players (10000)", offset)
        shown, offset = spawned.wait_for("? help", offset)
        lists.append(shown - sent)
        list_memory.append(spawned.finish()[1])
    results["player_list_10000"] = figure(lists, list_memory, target=0.100, memory_target=45.0)

    progress("benchmark", f"the next page of 10 000 players at an 80 × 24 terminal, {repeat} runs")
    pages, page_memory = [], []
    for _ in range(repeat):
        spawned, _, _, offset = log_in(app, big, spawn=AtATerminal)
        # The first page drawn says how many rows fit ("rows 1–14 of 10 000"): the next starts after them.
        note = spawned.output.rfind("rows 1–".encode(), 0, offset)
        if note < 0:
            raise ToolError("the player list at a terminal shows no page (no \"rows 1–\" line)")
        last = int(spawned.output[note:offset].decode(errors="replace").split("–")[1].split()[0])
        sent = spawned.send("n")
        _, offset = spawned.wait_for(f"rows {last + 1}–", offset)
        shown, offset = spawned.wait_for("> ", offset)
        pages.append(shown - sent)
        page_memory.append(spawned.finish()[1])
    results["player_list_page_10000"] = figure(pages, page_memory, target=0.100, memory_target=45.0)

    user_id = user_id_of(os.path.join(big, "footballgather.sqlite"))
    progress("benchmark", f"loading 10 000 players through the players service and with sqlite3, {repeat} runs")
    loads = [fgbench_json(bench, "load-players", "--data-dir", big, "--username", USERNAME, "--password", PASSWORD)
             for _ in range(repeat)]
    # The service reads the rows unsorted and sorts them in Swift (NameOrder, which SQL does not have):
    # sqlite3 reads and sorts them with NOCASE, the nearest order it knows.
    cli = [sqlite3_seconds(os.path.join(big, "footballgather.sqlite"),
                           "SELECT id, name, age, position, skill, favourite_team FROM players "
                           f"WHERE user_id = {user_id} ORDER BY name COLLATE NOCASE, id;\n") for _ in range(repeat)]
    results["load_players_10000"] = storage_figure(loads, cli)

    progress("benchmark", f"sorting 10 000 players by name, {repeat} runs, and once with localizedStandardCompare")
    sorts = [fgbench_json(bench, "sort-players", "--count", "10000", "--seed", str(seed)) for _ in range(repeat)]
    foundation = fgbench_json(bench, "sort-players", "--count", "10000", "--seed", str(seed), "--foundation", "1")
    results["sort_players_10000"] = storage_figure(sorts, cli, target_ratio=SORT_TARGET_RATIO)
    results["sort_players_10000"]["localized_standard_compare_seconds"] = round(foundation["foundation_seconds"], 4)

    progress("benchmark", f"adding 1 000 players through the players service and with sqlite3, {repeat} runs")
    adds, cli = [], []
    for attempt in range(repeat):
        ours = fresh_data_dir(work, bench, f"add-{attempt}")
        adds.append(fgbench_json(bench, "add-players", "--data-dir", ours, "--username", USERNAME,
                                 "--password", PASSWORD, "--count", "1000", "--seed", str(seed)))
        theirs = fresh_data_dir(work, bench, f"add-cli-{attempt}")
        database = os.path.join(theirs, "footballgather.sqlite")
        cli.append(sqlite3_seconds(database, insert_script(user_id_of(database), 1000, seed)))
    results["add_players_1000"] = storage_figure(adds, cli)

    progress("benchmark", f"importing 1 000 players from a CSV file and with sqlite3 in one transaction, {repeat} runs")
    rows = roster_rows(1000, seed)
    roster_file = os.path.join(work, "roster.csv")
    with open(roster_file, "w", encoding="utf-8") as handle:
        handle.write(import_csv(rows))
    imports, cli = [], []
    for attempt in range(repeat):
        ours = fresh_data_dir(work, bench, f"import-{attempt}")
        imports.append(fgbench_json(bench, "import-players", "--data-dir", ours, "--username", USERNAME,
                                    "--password", PASSWORD, "--file", roster_file))
        theirs = fresh_data_dir(work, bench, f"import-cli-{attempt}")
        database = os.path.join(theirs, "footballgather.sqlite")
        cli.append(sqlite3_seconds(database, import_script(user_id_of(database), rows)))
    results["import_players_1000"] = storage_figure(imports, cli)

    progress("benchmark", f"creating and ending a match of 22 players, {repeat} runs")
    gathers_dir = fresh_data_dir(work, bench, "gathers", players=22, seed=seed)
    database = os.path.join(gathers_dir, "footballgather.sqlite")
    gathers = [fgbench_json(bench, "gather", "--data-dir", gathers_dir, "--username", USERNAME,
                            "--password", PASSWORD, "--players", "22", "--times", str(GATHERS_PER_RUN))
               for _ in range(repeat)]
    connection = sqlite3.connect(database)
    player_ids = [row[0] for row in connection.execute("SELECT id FROM players ORDER BY id LIMIT 22")]
    connection.close()
    user_id = user_id_of(database)
    cli = [sqlite3_seconds(database, "".join(gather_script(user_id, player_ids, f"BENCH-{attempt:04d}-{n:03d}")
                                             for n in range(GATHERS_PER_RUN)), runs=GATHERS_PER_RUN)
           for attempt in range(repeat)]
    results["gather_22_players"] = storage_figure(gathers, cli)

    progress("benchmark", f"each key at an 80 × 24 terminal on {KEYPRESS_PLAYERS} players and {KEYPRESS_MATCHES} "
                          f"matches, {repeat} sessions")
    results["keypresses"] = keypresses(app, bench, repeat, seed, work)

    progress("benchmark", f"a server that never answers, with every core busy, {repeat} runs of ~{REQUEST_TIMEOUT:.0f} s")
    waits = [timeout_under_load(app, work, attempt) for attempt in range(repeat)]
    results["request_timeout_under_load"] = {
        "seconds": stats([round(w, 3) for w in waits]), "timeout_seconds": REQUEST_TIMEOUT,
        "target_seconds": REQUEST_TIMEOUT + 1, "meets_target": max(waits) <= REQUEST_TIMEOUT + 1,
    }
    return results


# The keypress benchmark's group: a roster and a history as a club builds them over years.
KEYPRESS_PLAYERS, KEYPRESS_MATCHES = 10_000, 1_000
# One frame at 60 Hz, and the memory the 10 000-player list keeps within.
KEYPRESS_TARGET, KEYPRESS_MEMORY_TARGET = 0.016, 45.0
# What a user types at an 80 × 24 terminal, in this order, in one session: (result key or None when
# the line only leads to the next timed one, what is typed, the texts of the screen it leads to, in
# order). A key is timed from the line sent to its screen's texts and then the prompt drawn.
# "{next}" is the first row of the list's second page, read from the first page.
KEYPRESSES = [
    ("next_page", "n", ["rows {next}–"]),
    ("find", "/ ana", ["matching “ana”"]),
    ("find_cleared", "/", ["rows 1–", "of 10 000 ·"]),
    ("open_player", "5000", ["Preferred position"]),
    ("list_first_screen", "b", ["Players (10000)", "rows 1–"]),
    ("history", "h", ["History (1000)", "rows 1–"]),
    ("history_match", "1", ["History · 1 of 1000"]),
    (None, "b", ["History (1000)"]),
    (None, "b", ["Players (10000)"]),
    ("records", "records", ["· Records", "rows 1–"]),
    ("records_player", "1", ["· Records · "]),
    (None, "b", ["· Records"]),
    (None, "b", ["Players (10000)"]),
    ("select_all", "s 1-10000", ["(10000 selected)", "rows 1–"]),
    ("confirm_all", "c", ["Team sheet", "Bench (10000)"]),
    ("auto_all", "auto", ["Team A (5000)", "Team B (5000)"]),
    (None, "b", ["(10000 selected)"]),
    (None, "x", ["Players (10000)"]),
    ("select_last", "s last", ["selected)", "of the last match"]),
    ("confirm_last", "c", ["Team sheet"]),
    ("auto_last", "auto", ["Team sheet", "Balanced by skill"]),
]
KEYPRESS_LABELS = {
    "next_page": "`n`: the list's next page",
    "find": "`/ ana`: the rows whose name has \"ana\"",
    "find_cleared": "`/`: every row again",
    "open_player": "`5000`: a player's details",
    "list_first_screen": "`b` from them: the list's first screen (reloaded)",
    "history": "`h`: History's first page (1 000 matches)",
    "history_match": "`1` there: one match in full",
    "records": "`records`: the table of 10 000 players over 1 000 matches",
    "records_player": "`1` there: one player's record and last matches",
    "select_all": "`s 1-10000`: every player picked",
    "confirm_all": "`c`: the team sheet of 10 000",
    "auto_all": "`auto`: the balanced split of 10 000",
    "select_last": "`s last`: the last match's players picked",
    "confirm_last": "`c`: their team sheet (the last match's teams)",
    "auto_last": "`auto`: their balanced split",
}


def keypress_data_dir(work, bench, seed):
    """A group of 10 000 players and 1 000 finished matches, added through the store's services (fgbench)."""
    directory = os.path.join(work, "keypresses")
    fgbench_json(bench, "seed-group", "--data-dir", directory, "--username", USERNAME, "--password", PASSWORD,
                 "--players", str(KEYPRESS_PLAYERS), "--matches", str(KEYPRESS_MATCHES), "--seed", str(seed))
    return directory


def keypress_run(app, data_dir):
    """One session at an 80 × 24 terminal: each key of KEYPRESSES typed in turn; returns the seconds of
    each timed key and the session's peak memory."""
    spawned, _, _, offset = log_in(app, data_dir, spawn=AtATerminal)
    note = spawned.output.rfind("rows 1–".encode(), 0, offset)
    if note < 0:
        raise ToolError("the player list at a terminal shows no page (no \"rows 1–\" line)")
    following = int(spawned.output[note:offset].decode(errors="replace").split("–")[1].split()[0]) + 1
    seconds = {}
    for key, line, texts in KEYPRESSES:
        sent = spawned.send(line)
        for text in texts:
            _, offset = spawned.wait_for(text.format(next=following), offset, timeout=30)
        shown, offset = spawned.wait_for("> ", offset, timeout=30)
        if key:
            seconds[key] = shown - sent
    return seconds, spawned.finish()[1]


def keypresses(app, bench, repeat, seed, work):
    """Every key of KEYPRESSES, `repeat` sessions: each key's seconds, and the sessions' peak memory."""
    data_dir = keypress_data_dir(work, bench, seed)
    runs, memory = [], []
    for _ in range(repeat):
        seconds, peak = keypress_run(app, data_dir)
        runs.append(seconds)
        memory.append(peak)
    return {key: figure([run[key] for run in runs], memory, target=KEYPRESS_TARGET, memory_target=KEYPRESS_MEMORY_TARGET)
            for key, _, _ in KEYPRESSES if key}


def figure(seconds, memory, target=None, memory_target=None):
    entry = {"seconds": stats([round(s, 4) for s in seconds]), "peak_memory_mb": stats([round(m, 1) for m in memory])}
    if target is not None:
        entry["target_seconds"] = target
        entry["meets_target"] = entry["seconds"]["median"] <= target
    if memory_target is not None:
        entry["target_memory_mb"] = memory_target
        entry["meets_memory_target"] = entry["peak_memory_mb"]["max"] <= memory_target
    return entry


def storage_figure(runs, cli_seconds, target_ratio=2.0):
    ours = stats([round(r["seconds"], 5) for r in runs])
    entry = {"seconds": ours, "peak_memory_mb": stats([r["peak_memory_mb"] for r in runs])}
    if all(c is not None for c in cli_seconds):
        theirs = stats([round(c, 5) for c in cli_seconds])
        entry["sqlite3_seconds"] = theirs
        entry["ratio_to_sqlite3"] = round(ours["median"] / theirs["median"], 2) if theirs["median"] else None
        entry["target_ratio"] = target_ratio
        entry["meets_target"] = entry["ratio_to_sqlite3"] is not None and entry["ratio_to_sqlite3"] <= target_ratio
    else:
        entry["sqlite3_seconds"] = None
        entry["note"] = "sqlite3 command-line tool not found: no comparison"
    return entry


LABELS = [
    ("cold_start", "Cold start to the first screen (pipe)", "≤ 30 ms"),
    ("login", "Logging in (password typed → player list shown)", "hash share"),
    ("player_list_10000", "Player list of 10 000: load + render", "≤ 100 ms, ≤ 45 MB"),
    ("player_list_page_10000", "Player list of 10 000 at an 80 × 24 terminal: the next page", "≤ 100 ms, ≤ 45 MB"),
    ("load_players_10000", "Load 10 000 players (service vs sqlite3)", "≤ 2× sqlite3"),
    ("sort_players_10000", "Sort 10 000 players by name as every store does, in memory (vs sqlite3 reading and sorting them)",
     f"≤ {SORT_TARGET_RATIO:g}× sqlite3"),
    ("add_players_1000", "Add 1 000 players (service vs sqlite3)", "≤ 2× sqlite3"),
    ("import_players_1000", "Import 1 000 players from a CSV file, one transaction (read + check + match the roster + add vs sqlite3)",
     "≤ 2× sqlite3"),
    ("gather_22_players", "Create + end a match of 22, per match of 20 in a row (service vs sqlite3)", "≤ 2× sqlite3"),
    ("request_timeout_under_load", "A silent server: password typed → \"no answer within 10 s\", every core busy",
     "≤ 11 s, every run"),
]


def keypress_table(results):
    """A row per key of the keypress benchmark; empty when the results have none (an older file)."""
    keys = results.get("keypresses")
    if not keys:
        return ""
    players, matches = (f"{count:,}".replace(",", " ") for count in (KEYPRESS_PLAYERS, KEYPRESS_MATCHES))
    lines = [f"Each key at an 80 × 24 terminal, {players} players and {matches} finished matches "
             "(a session per run; from the line sent to its screen drawn, prompt included)", "",
             "| Key | Median ms (min–max) | Peak memory MB (session) | Target | Met |", "| --- | ---: | ---: | --- | --- |"]
    for key, label in KEYPRESS_LABELS.items():
        if key not in keys:
            continue
        entry = keys[key]
        seconds = entry["seconds"]
        met = entry.get("meets_target") and entry.get("meets_memory_target", True)
        lines.append(f"| {label} | {1000 * seconds['median']:.1f} ({1000 * seconds['min']:.1f}–{1000 * seconds['max']:.1f}) | "
                     f"{entry['peak_memory_mb']['max']:.1f} | ≤ {1000 * KEYPRESS_TARGET:.0f} ms, ≤ {KEYPRESS_MEMORY_TARGET:.0f} MB | "
                     f"{'yes' if met else 'NO'} |")
    return "\n".join(lines)


def table(results):
    def ms(entry):
        return f"{1000 * entry['median']:.1f} ({1000 * entry['min']:.1f}–{1000 * entry['max']:.1f})"
    lines = ["| Measurement | Median ms (min–max) | sqlite3 ms | Ratio | Peak memory MB | Target | Met |",
             "| --- | ---: | ---: | ---: | ---: | --- | --- |"]
    for key, label, target in LABELS:
        # A results file from before a measurement was added has no row for it.
        if key not in results:
            continue
        entry = results[key]
        cli = entry.get("sqlite3_seconds")
        extra = ""
        met = entry.get("meets_target")
        if key == "login":
            extra = f" (hash {1000 * entry['password_hash_seconds']['median']:.0f} ms = {entry['hash_share_percent']} %)"
            met = entry["hash_share_percent"] >= 50
        if key == "sort_players_10000":
            extra = f" (Foundation's localizedStandardCompare: {1000 * entry['localized_standard_compare_seconds']:.0f} ms)"
        if "meets_memory_target" in entry:
            met = met and entry["meets_memory_target"]
        if "peak_memory_mb" not in entry:
            lines.append(f"| {label} | {ms(entry['seconds'])} | – | – | – | {target} | {'yes' if met else 'NO'} |")
            continue
        lines.append(f"| {label}{extra} | {ms(entry['seconds'])} | {ms(cli) if cli else '–'} | "
                     f"{entry.get('ratio_to_sqlite3') or '–'} | {entry['peak_memory_mb']['max']:.1f} | {target} | "
                     f"{'yes' if met else 'NO'} |")
    return "\n".join(lines)
