"""CPU time (user + system) of whole commands, interleaved: every round runs each command once,
in the order given, so that a noisy machine slows them all alike. Prints each command's median
and its ratio to the first command's.

    python3 Benchmarks/Startup/cpu_times.py --runs 200 "sqlite3 /tmp/startup.db 'select 1'" \
        ".build/release/stackdoc list --db /tmp/startup.db"
"""
import argparse
import os
import shlex
import statistics
import subprocess


def cpu_time(arguments):
    """Runs `arguments` with its output discarded; returns its user + system CPU seconds."""
    process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {shlex.join(arguments)}")
    return usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=100)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("commands", nargs="+")
    options = parser.parse_args()
    commands = [shlex.split(command) for command in options.commands]
    for _ in range(options.warmup):
        for arguments in commands:
            cpu_time(arguments)
    times = [[] for _ in commands]
    for _ in range(options.runs):
        for index, arguments in enumerate(commands):
            times[index].append(cpu_time(arguments))
    reference = statistics.median(times[0])
    for command, samples in zip(options.commands, times):
        median = statistics.median(samples)
        print(f"{median * 1000:8.2f} ms  {median / reference:5.2f}x  {command}")


if __name__ == "__main__":
    main()
