#!/usr/bin/env python3
"""The speed table: StackDoc against its anchors, every row measured in one run.

    swift build -c release
    python3 -m venv /tmp/taffy-venv && /tmp/taffy-venv/bin/pip install stretchable   # once
    python3 Benchmarks/speed_table.py [--quick] [--build .build/release] \\
        [--postgresql 'postgresql://stackdoc@/postgres?host=/tmp/speed-pg']

Rows, each measured against its anchor with the two interleaved round by round, so that both
see the same load (figures are medians of the rounds):

- layout from scratch of the benchmark document at 1k, 10k and 100k views, against Taffy on
  the same tree (`taffy_compare.py`, CPU time of the thread), and the instructions of one
  layout of 1k views under callgrind (once: instruction counts do not move with the load);
- resident memory per view of a layout of 100k views, against Taffy's tree of the same nodes;
- appends of one edit per transaction against raw single-row INSERT commits, on SQLite
  (`store-benchmarks append`) and on PostgreSQL (`store-benchmarks append-postgresql`, a fresh
  database each round);
- CPU time of `stackdoc list` and `stackdoc show` of 1,022 views against
  `sqlite3 DB 'select 1'` (`Startup/cpu_times.py`);
- `stackdoc serve` under 50 readers and 4 writers (`serve-load`), SQLite then PostgreSQL in
  each round.

A row whose tools are missing (no PostgreSQL URL, no `stretchable`, no valgrind) is printed as
"not measured" with the reason. The table is printed in markdown, then every command that was
run, in order. Python 3 standard library only; the anchors run in their own tools.
"""
import argparse
import datetime
import json
import os
import re
import shlex
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

BENCHMARKS = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(BENCHMARKS)
SIZES = ("1k", "10k", "100k")


class Rounds:
    """How many rounds and repetitions each row takes: a full run (5 minutes on two shared
    cores at a load average of 5 to 8 from other work) or `--quick` (to try the script: the
    callgrind runs, the same in both, take most of its time)."""

    def __init__(self, quick):
        self.layout = {"1k": (3, 1), "10k": (3, 1), "100k": (1, 1)} if quick else \
            {"1k": (11, 5), "10k": (11, 5), "100k": (3, 3)}  # (layouts per round, rounds)
        self.appends = 1 if quick else 3          # store-benchmarks runs, each of 7 rounds itself
        self.startup = 10 if quick else 100       # rounds of cpu_times.py
        self.serve = 1 if quick else 3            # rounds of SQLite then PostgreSQL
        self.serve_seconds = 5 if quick else 20


class Runner:
    """Runs commands, remembering each as it was run, and the machine's load average at each."""

    def __init__(self):
        self.commands = []
        self.loads = []

    def note(self, command):
        self.commands.append(command)
        self.loads.append(os.getloadavg()[0])
        print(f"$ {command}", file=sys.stderr, flush=True)

    def run(self, arguments, stdout_path=None, check=True, **options):
        """Runs `arguments`; returns its standard output (or writes it to `stdout_path`)."""
        shown = shlex.join(arguments) + (f" > {shlex.quote(stdout_path)}" if stdout_path else "")
        self.note(shown)
        if stdout_path:
            with open(stdout_path, "w") as file:
                completed = subprocess.run(arguments, stdout=file, stderr=subprocess.PIPE, text=True, **options)
            output = ""
        else:
            completed = subprocess.run(arguments, capture_output=True, text=True, **options)
            output = completed.stdout
        if check and completed.returncode != 0:
            raise SystemExit(f"failed ({completed.returncode}): {shown}\n{completed.stdout}{completed.stderr}")
        return output


def median(values):
    return statistics.median(values) if values else float("nan")


def figure(value, digits=3):
    """A number with `digits` significant digits and thousands separators: 4.43, 38.5, 24,800."""
    if value != value:
        return "?"
    if value >= 10 ** digits:
        return f"{round(value, -(len(str(int(value))) - digits)):,.0f}"
    return f"{value:,.{max(0, digits - len(str(int(abs(value)))))}f}"


def rate(value):
    """A rate per second: 24.8k/s, 6.2k/s, 950/s."""
    return f"{figure(value / 1000)}k/s" if value >= 1000 else f"{value:.0f}/s"


def counted(number, noun):
    """`1 run`, `3 runs`."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def count_views(view):
    """The views of a document's tree (stack-document/1 JSON), the root's included."""
    return 1 + sum(count_views(subview) for subview in view.get("subviews", []))


def search(pattern, text, what):
    match = re.search(pattern, text)
    if not match:
        raise SystemExit(f"no {what} in:\n{text}")
    return match


class SpeedTable:
    """Measures every row of the table, keeping the rows in the order of the table."""

    def __init__(self, options):
        self.options = options
        self.rounds = Rounds(options.quick)
        self.build = os.path.abspath(options.build)
        self.runner = Runner()
        self.work = tempfile.mkdtemp(prefix="speed-table-")
        self.taffy_python = options.taffy_python
        self.rows = []
        self.notes = []
        self.trees = {}

    def tool(self, name):
        return os.path.join(self.build, name)

    # Set-up

    def taffy_missing(self):
        """Why Taffy cannot be run here, or None."""
        if not os.path.exists(self.taffy_python):
            return f"no {self.taffy_python} (python3 -m venv /tmp/taffy-venv && /tmp/taffy-venv/bin/pip install stretchable)"
        check = subprocess.run([self.taffy_python, "-c", "import stretchable"], capture_output=True)
        if check.returncode != 0:
            return f"stretchable is not installed in {self.taffy_python}'s environment"
        return None

    def write_trees(self):
        for size in SIZES:
            path = os.path.join(self.work, f"tree{size}.json")
            self.runner.run([self.tool("layout-benchmarks"), "--only", size, "--tree", path, "--scratch-only", "--runs", "1"])
            self.trees[size] = path

    # Rows

    def layout_rows(self, taffy_missing, instructions):
        names = {"1k": "layout from scratch", "10k": "", "100k": ""}
        for size in SIZES:
            runs, rounds = self.rounds.layout[size]
            stackdoc = [self.tool("layout-benchmarks"), "--only", size, "--scratch-only", "--runs", str(runs)]
            if taffy_missing:
                ours = []
                for _ in range(rounds):
                    output = self.runner.run(stackdoc)
                    ours.append(float(search(r"from scratch ([0-9.]+) ms", output, "'from scratch' figure").group(1)))
                views = int(search(r"(\d+) views", output, "view count").group(1))
                ours_ms, taffy_ms, ratio = median(ours), None, None
            else:
                output = self.runner.run([
                    self.taffy_python, os.path.join(BENCHMARKS, "taffy_compare.py"), self.trees[size],
                    "--runs", str(runs), "--rounds", str(rounds), "--stackdoc", shlex.join(stackdoc)])
                views = int(search(r"(\d+) nodes", output, "node count").group(1))
                summary = search(r"Taffy ([0-9.]+) ms, StackDoc ([0-9.]+) ms, ratio ([0-9.]+)", output, "summary")
                taffy_ms, ours_ms, ratio = (float(summary.group(i)) for i in (1, 2, 3))
            label = f"{names[size]}, {views:,} views".lstrip(", ")
            ours_cell = f"{figure(ours_ms)} ms"
            anchor = f"Taffy {figure(taffy_ms)} ms" if taffy_ms else f"not measured: {taffy_missing}"
            ratio_cell = f"{ratio:.1f}×" if ratio else "—"
            if size == "1k":
                ours_ir, taffy_ir, why = instructions
                ours_cell += f", {ours_ir / 1e6:.1f} M instructions" if ours_ir else f"; instructions not measured: {why}"
                if taffy_ir:
                    anchor += f", {taffy_ir / 1e6:.1f} M instructions"
                    ratio_cell += f" ({ours_ir / taffy_ir:.1f}× instructions)" if ours_ir else ""
                elif not taffy_missing:
                    anchor += f"; instructions not measured: {why}"
            self.rows.append((label, ours_cell, anchor, ratio_cell, "≤ 1.5×"))
            order = "StackDoc alone" if taffy_missing else "Taffy then StackDoc"
            self.notes.append(f"{label}: {counted(rounds, 'round')} of {counted(runs, 'layout')} each, {order}, "
                              "CPU time of the thread")

    def callgrind_total(self, valgrind_options, command, out_path):
        """The instructions callgrind counted in one run of `command`."""
        self.runner.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_path}"] + valgrind_options + command)
        with open(out_path) as file:
            for line in file:
                if line.startswith(("totals:", "summary:")):
                    return int(line.split()[1])
        raise SystemExit(f"no totals in {out_path}")

    def instructions(self, taffy_missing):
        """Instructions of one layout from scratch of 1k views: StackDoc's, Taffy's (or None),
        and why Taffy's is missing. StackDoc's from two runs under callgrind that differ by two
        layouts, (Ir(3) - Ir(1)) / 2; Taffy's counted inside the layout call that
        taffy_compare.py times (three of them, the layout that checks the tree excluded)."""
        if not shutil.which("valgrind"):
            return None
        totals = {}
        for runs in (1, 3):
            totals[runs] = self.callgrind_total(
                [], [self.tool("layout-benchmarks"), "--only", "1k", "--runs", str(runs), "--group", "first",
                     "--relayout-runs", "1", "--diff-runs", "1"],
                os.path.join(self.work, f"cg-stackdoc-{runs}.out"))
        ours = (totals[3] - totals[1]) / 2
        self.notes.append("instructions: callgrind, once (they do not move with the load); StackDoc's are "
                          "(Ir(3) - Ir(1)) / 2 of two runs that differ by two layouts from scratch, Taffy's those "
                          "inside the layout call taffy_compare.py times, divided by its three calls")
        if taffy_missing:
            return ours, None, taffy_missing
        taffy = self.callgrind_total(
            ["--toggle-collect=stretchable::__pyfunction_node_compute_layout"],
            [self.taffy_python, os.path.join(BENCHMARKS, "taffy_compare.py"), self.trees["1k"],
             "--runs", "3", "--rounds", "1"],
            os.path.join(self.work, "cg-taffy.out"))
        return ours, taffy / 3, None

    def memory_row(self, taffy_missing):
        """Resident memory per view of a layout of 100k views (one round: memory does not move
        with the machine's load)."""
        command = [self.tool("layout-benchmarks"), "--only", "100k", "--scratch-only", "--memory", "--runs", "1"]
        self.runner.note(shlex.join(command))
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        output = process.stdout.read()
        _, status, usage = os.wait4(process.pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise SystemExit(f"failed: {shlex.join(command)}\n{output}")
        found = search(r"(\d+) views; resident memory grew ([0-9.]+) KiB per view .*?peak resident memory grew ([0-9.]+) KiB",
                       output, "memory figures")
        views, retained, peak = int(found.group(1)), float(found.group(2)), float(found.group(3))
        whole = usage.ru_maxrss / views  # KiB
        ours = f"{retained:.2f} KiB / view (peak growth {peak:.2f}; whole process at its peak {whole:.1f})"
        if taffy_missing:
            anchor, ratio = f"not measured: {taffy_missing}", "—"
        else:
            output = self.runner.run([self.taffy_python, os.path.join(BENCHMARKS, "taffy_compare.py"),
                                      self.trees["100k"], "--memory"])
            taffy = float(search(r"grew ([0-9.]+) KiB per node", output, "Taffy's memory").group(1))
            anchor, ratio = f"Taffy {taffy:.2f} KiB / node (its tree, laid out)", f"{retained / taffy:.1f}×"
        self.rows.append((f"memory, layout of {views:,} views", ours, anchor, ratio, "≤ 1.5 KiB / view"))
        self.notes.append("memory: one run of each (resident memory does not move with the load)")

    def sqlite_appends_row(self):
        ours, raw, ratios, ours_cpu, raw_cpu, ratios_cpu = [], [], [], [], [], []
        for _ in range(self.rounds.appends):
            output = self.runner.run([self.tool("store-benchmarks"), "append"])
            wall = search(r"append: (\d+) revisions/s .*?raw INSERT commits (\d+)/s: ratio ([0-9.]+)", output, "append rates")
            cpu = search(r"CPU time .*?: (\d+) revisions, raw INSERT commits (\d+): ratio ([0-9.]+)", output, "CPU rates")
            for values, match in ((ours, wall), (ours_cpu, cpu)):
                values.append(float(match.group(1)))
            for values, match in ((raw, wall), (raw_cpu, cpu)):
                values.append(float(match.group(2)))
            ratios.append(float(wall.group(3)))
            ratios_cpu.append(float(cpu.group(3)))
        self.rows.append((
            "appends, one edit per transaction (SQLite, WAL, NORMAL)",
            f"{rate(median(ours))} (per CPU second {rate(median(ours_cpu))})",
            f"raw INSERT commits {rate(median(raw))} (per CPU second {rate(median(raw_cpu))})",
            f"**{median(ratios):.2f}** (CPU {median(ratios_cpu):.2f})",
            "≥ 0.8"))
        self.notes.append(f"appends on SQLite: {counted(self.rounds.appends, 'run')} of store-benchmarks, each 7 rounds of 3,000 appends "
                          "then 3,000 raw commits; medians of the runs' medians")

    def postgresql_database(self, name):
        """The URL of database `name` on the server of --postgresql."""
        parts = urllib.parse.urlsplit(self.options.postgresql)
        return urllib.parse.urlunsplit(parts._replace(path="/" + name))

    def psql(self, statement):
        self.runner.run(["psql", self.options.postgresql, "-q", "-c", statement])

    def postgresql_appends_row(self, missing):
        label = "appends on PostgreSQL"
        if missing:
            self.rows.append((label, f"not measured: {missing}", "raw libpq BEGIN/INSERT/COMMIT", "—", "≥ 0.7"))
            return
        ours, raw, pipelined, ratios, ratios_pipelined = [], [], [], [], []
        for round_index in range(self.rounds.appends):
            database = f"speed_table_append_{os.getpid()}_{round_index}"
            self.psql(f"CREATE DATABASE {database}")
            try:
                output = self.runner.run([self.tool("store-benchmarks"), "append-postgresql", self.postgresql_database(database)])
            finally:
                self.psql(f"DROP DATABASE {database}")
            found = search(r"\): (\d+) revisions/s .*?raw INSERT commits (\d+)/s: ratio ([0-9.]+)", output, "append rates")
            flight = search(r"one flight .*? (\d+)/s: ratio ([0-9.]+)", output, "pipelined rate")
            ours.append(float(found.group(1)))
            raw.append(float(found.group(2)))
            ratios.append(float(found.group(3)))
            pipelined.append(float(flight.group(1)))
            ratios_pipelined.append(float(flight.group(2)))
        version = self.runner.run(["psql", self.options.postgresql, "-At", "-c", "SHOW server_version"]).split()[0]
        self.rows.append((
            f"{label} {version}", rate(median(ours)),
            f"raw libpq BEGIN/INSERT/COMMIT {rate(median(raw))} (in one flight {rate(median(pipelined))})",
            f"**{median(ratios):.2f}** (to one flight {median(ratios_pipelined):.2f})",
            "≥ 0.7"))
        self.notes.append(f"appends on PostgreSQL: {counted(self.rounds.appends, 'run')} of store-benchmarks, each in a fresh database, "
                          "7 rounds of 2,000 appends, 2,000 raw commits and 2,000 pipelined ones")

    def startup_rows(self):
        document = os.path.join(self.work, "benchmark.json")
        store = os.path.join(self.work, "startup.db")
        self.runner.run([sys.executable, os.path.join(BENCHMARKS, "Startup", "benchmark_document.py")], stdout_path=document)
        self.runner.run([self.tool("stackdoc"), "import", document, "--db", store])
        with open(document) as file:
            views = count_views(json.load(file)["root"])
        commands = [f"sqlite3 {store} 'select 1'", f"{self.tool('stackdoc')} list --db {store}",
                    f"{self.tool('stackdoc')} show benchmark --db {store}"]
        output = self.runner.run([sys.executable, os.path.join(BENCHMARKS, "Startup", "cpu_times.py"),
                                  "--runs", str(self.rounds.startup)] + commands)
        times = [float(line.split()[0]) for line in output.splitlines() if line.strip()]
        reference = times[0]
        self.rows.append(("`stackdoc list`", f"{figure(times[1])} ms", f"`sqlite3 DB 'select 1'` {figure(reference)} ms",
                          f"**{times[1] / reference:.1f}×**", "≤ 2×"))
        self.rows.append((f"`stackdoc show`, {views:,} views", f"{figure(times[2])} ms", "the same",
                          f"**{times[2] / reference:.1f}×**", "≤ 3×"))
        self.notes.append(f"start-up: CPU time (user + system) of the whole process, {self.rounds.startup} rounds of the "
                          "three commands in turn after 5 of warm-up, medians")

    def serve_once(self, store):
        """One run of serve-load against a fresh server over `store` (a path or a URL holding the
        example as "demo"): requests per second, and those answered 200 per second."""
        example = os.path.join(REPOSITORY, "Examples", "dynamic-stack-view.json")
        self.runner.run([self.tool("stackdoc"), "import", example, "--name", "demo", "--db", store])
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        log_path = os.path.join(self.work, "serve.log")
        command = [self.tool("stackdoc"), "serve", "--db", store, "--port", str(port)]
        self.runner.note(shlex.join(command) + " &")
        with open(log_path, "w") as log:
            server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log)
        try:
            deadline = time.monotonic() + 120
            while "Ctrl-C stops" not in open(log_path).read():
                if server.poll() is not None or time.monotonic() > deadline:
                    raise SystemExit(f"the server did not start:\n{open(log_path).read()}")
                time.sleep(0.1)
            output = self.runner.run([self.tool("serve-load"), "--port", str(port), "--document", "demo",
                                      "--readers", "50", "--writers", "4", "--seconds", str(self.rounds.serve_seconds)],
                                     check=False)
        finally:
            server.terminate()
            server.wait()
            self.runner.note(f"kill {server.pid}")
        requests = search(r"requests: (\d+) \((\d+) per second\)", output, "request count")
        failed = int(search(r"failed requests: (\d+)", output, "failure count").group(1))
        if "none lost" not in output:
            raise SystemExit(f"serve-load found lost writes:\n{output}")
        count, per_second = int(requests.group(1)), float(requests.group(2))
        return per_second, per_second * (count - failed) / max(count, 1)

    def serve_row(self, postgresql_missing):
        sqlite, postgresql = [], []
        for round_index in range(self.rounds.serve):
            sqlite.append(self.serve_once(os.path.join(self.work, f"serve-{round_index}.db")))
            if postgresql_missing:
                continue
            database = f"speed_table_serve_{os.getpid()}_{round_index}"
            self.psql(f"CREATE DATABASE {database}")
            try:
                postgresql.append(self.serve_once(self.postgresql_database(database)))
            finally:
                self.psql(f"DROP DATABASE {database}")
        requests = median([r for r, _ in sqlite])
        answered = median([a for _, a in sqlite])
        ours = f"{rate(requests).removesuffix('/s')} req/s SQLite ({rate(answered)} answered 200)"
        if postgresql:
            pg_requests, pg_answered = median([r for r, _ in postgresql]), median([a for _, a in postgresql])
            ours += f", {rate(pg_requests).removesuffix('/s')} PostgreSQL ({rate(pg_answered)} answered 200)"
            ratio = f"PostgreSQL **{pg_requests / requests:.2f}** of SQLite ({pg_answered / answered:.2f} answered 200)"
        else:
            ours += f"; PostgreSQL not measured: {postgresql_missing}"
            ratio = "—"
        self.rows.append(("`serve`, 50 readers + 4 writers", ours, "—", ratio,
                          "PostgreSQL ≥ 0.8 of SQLite"))
        self.notes.append(f"serve: {counted(self.rounds.serve, 'round')}, each SQLite then PostgreSQL, {self.rounds.serve_seconds} s of load "
                          "on a fresh store; requests/s counts the 503s of the layout limit, \"answered 200\" does not")

    # The whole run

    def postgresql_missing(self):
        if not self.options.postgresql:
            return "no --postgresql URL given"
        if not shutil.which("psql"):
            return "no psql to create the databases"
        return None

    def measure(self):
        started = datetime.datetime.now(datetime.timezone.utc)
        load_before = os.getloadavg()
        for name in ("layout-benchmarks", "store-benchmarks", "stackdoc", "serve-load"):
            if not os.access(self.tool(name), os.X_OK):
                raise SystemExit(f"no {self.tool(name)}: swift build -c release first (or give --build)")
        taffy_missing = self.taffy_missing()
        postgresql_missing = self.postgresql_missing()
        self.write_trees()
        instructions = self.instructions(taffy_missing)
        if instructions is None:
            instructions = (None, None, "valgrind is not installed")
        self.layout_rows(taffy_missing, instructions)
        self.memory_row(taffy_missing)
        self.sqlite_appends_row()
        self.postgresql_appends_row(postgresql_missing)
        self.startup_rows()
        self.serve_row(postgresql_missing)
        finished = datetime.datetime.now(datetime.timezone.utc)
        self.print_report(started, finished, load_before)

    def print_report(self, started, finished, load_before):
        commit = subprocess.run(["git", "-C", REPOSITORY, "rev-parse", "--short", "HEAD"],
                                capture_output=True, text=True).stdout.strip() or "unknown"
        load_after = os.getloadavg()
        minutes = (finished - started).total_seconds() / 60
        print(f"Measured {started:%Y-%m-%d %H:%M}–{finished:%H:%M} UTC ({minutes:.0f} min), source at {commit}, "
              f"binaries of {self.build}; {os.cpu_count()} cores; load average (1 min) {load_before[0]:.1f} at the start, "
              f"{min(self.runner.loads):.1f} to {max(self.runner.loads):.1f} at the commands, {load_after[0]:.1f} at the end.")
        print()
        print("| | StackDoc | anchor | ratio | target |")
        print("|---|---|---|---|---|")
        for row in self.rows:
            print("| " + " | ".join(row) + " |")
        print()
        for note in self.notes:
            print(f"- {note}")
        print()
        print(f"Commands, in the order they ran (working files in {self.work}, removed at the end unless --keep):")
        print()
        print("```sh")
        for command in self.runner.commands:
            print(command)
        print("```")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="few rounds, to try the script")
    parser.add_argument("--build", default=".build/release", help="the release build directory (default .build/release)")
    parser.add_argument("--postgresql", help="a server where databases may be created, e.g. postgresql://stackdoc@/postgres?host=/tmp/speed-pg")
    parser.add_argument("--taffy-python", default="/tmp/taffy-venv/bin/python", help="a Python with stretchable installed")
    parser.add_argument("--keep", action="store_true", help="keep the working files")
    options = parser.parse_args()
    table = SpeedTable(options)
    try:
        table.measure()
    finally:
        if not options.keep:
            shutil.rmtree(table.work, ignore_errors=True)


if __name__ == "__main__":
    main()
