#!/usr/bin/env bash
# `stackdoc serve` under load on SQLite and on PostgreSQL, interleaved: for each run, a fresh
# store of each kind holding the Dynamic Stack View example as "demo", a server over it, and
# `serve-load` against it (50 readers, 4 writers, SECONDS seconds).
#
#   Benchmarks/serve-load.sh STACKDOC SERVE_LOAD POSTGRESQL_URL [RUNS] [SECONDS]
#
# POSTGRESQL_URL names a server where the user may create databases (one per run is created
# and dropped), e.g. postgresql://stackdoc@/postgres?host=/tmp/pgdev.
set -euo pipefail
stackdoc=$1 load=$2 url=$3 runs=${4:-3} seconds=${5:-30}
example="$(dirname "$0")/../Examples/dynamic-stack-view.json"
psql_bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)/psql"
work="$(mktemp -d /tmp/serve-load-XXXXXX)"
trap 'rm -rf "$work"' EXIT

one_run() { # backend store port
    "$stackdoc" import "$example" --name demo --db "$2" >/dev/null
    local log="$work/serve-$3-$run.log"
    "$stackdoc" serve --db "$2" --port "$3" 2>"$log" &
    local server=$!
    # Each server logs to a file of its own, so that the line waited for is this server's.
    until grep -q "Ctrl-C stops" "$log" 2>/dev/null; do
        kill -0 "$server" 2>/dev/null || { cat "$log" >&2; echo "the server did not start" >&2; return 1; }
        sleep 0.1
    done
    echo "== $1, run $run, load average $(cut -d' ' -f1 /proc/loadavg)"
    "$load" --port "$3" --document demo --readers 50 --writers 4 --seconds "$seconds" || echo "serve-load failed"
    kill "$server"
    wait "$server" 2>/dev/null || true
}

for run in $(seq 1 "$runs"); do
    one_run SQLite "$work/load-$run.db" 8089
    database="serve_load_$$_$run"
    "$psql_bin" "$url" -q -c "CREATE DATABASE $database" >/dev/null
    one_run PostgreSQL "${url/\/postgres?//$database?}" 8090
    "$psql_bin" "$url" -q -c "DROP DATABASE $database" >/dev/null
done
