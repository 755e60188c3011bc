#!/bin/sh
# User CPU of `stackdoc edit` inserting one subtree of N views (a stack of N labels) into a
# document, and the longest time a `set` on another document of the same store took while the
# edit ran (sets run one after the other until the edit ends). Usage: Benchmarks/insert-subtree.sh STACKDOC [N ...]
set -eu
stackdoc=$1
shift
[ $# -gt 0 ] || set -- 5000 10000 20000 40000
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$(dirname "$0")/..
for n in "$@"; do
    db="$work/store-$n.db"
    "$stackdoc" import "$root/Examples/simple-stack-view.json" "$root/Examples/dynamic-stack-view.json" --db "$db" > /dev/null
    python3 -c "
import json, sys
n = int(sys.argv[1])
views = [{'id': 'v%d' % i, 'kind': 'label', 'intrinsicSize': {'width': 40, 'height': 20}} for i in range(n)]
print(json.dumps([{'op': 'insert', 'stack': 'stack', 'index': 0, 'view': {'id': 'big', 'kind': 'stack', 'subviews': views}}]))
" "$n" > "$work/edits-$n.json"
    /usr/bin/time -f "%U" -o "$work/user-$n" "$stackdoc" edit "Simple Stack View" --ops "$work/edits-$n.json" --db "$db" > /dev/null &
    editor=$!
    # Sets on another document, one after the other while the edit runs: the longest one.
    longest=0
    spacing=1
    while kill -0 "$editor" 2> /dev/null; do
        started=$(date +%s.%N)
        "$stackdoc" set "Dynamic Stack View" stack spacing "$spacing" --db "$db" --lock-timeout 0 > /dev/null 2>&1 || true
        took=$(echo "$(date +%s.%N) - $started" | bc)
        longest=$(echo "if ($took > $longest) $took else $longest" | bc)
        spacing=$((spacing % 20 + 1))
    done
    wait "$editor"
    printf '%6d views: edit %5.2f s user CPU; the longest set on another document meanwhile took %5.2f s\n' \
        "$n" "$(cat "$work/user-$n")" "$longest"
done
