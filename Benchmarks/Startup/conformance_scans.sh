#!/bin/sh
# Lists the protocol conformance lookups of one run of a program that scan all its conformance
# records (each first lookup of a type and a protocol, found or not: about 160,000 instructions
# in `stackdoc`), in order, each as "SCAN Type : Protocol" followed by the first four frames of
# its backtrace outside the Swift runtime. Needs gdb, and a copy of the program without debug information (gdb reads the
# 80 MB of a release build's slowly):
#
#     strip --strip-debug -o /tmp/stackdoc-nodebug .build/release/stackdoc
#     sh Benchmarks/Startup/conformance_scans.sh /tmp/stackdoc-nodebug list --db /tmp/startup.db
#
# A lookup that finds its answer in the runtime's cache prints nothing. Class types and
# existentials print as "kind=N" (their metadata kind), nominal types by their name alone.
set -eu
program=$1
shift
symbols=$(nm -C "$program" | grep ' swift_conformsToProtocolMaybeInstantiateSuperclasses(')
lookup=0x$(echo "$symbols" | grep -v 'lambda' | head -1 | cut -d' ' -f1)
scan=0x$(echo "$symbols" | grep 'lambda' | head -1 | cut -d' ' -f1)
script=$(mktemp)
trap 'rm -f "$script"' EXIT
# At each lookup: remember its type (rsi) and protocol (rdx) descriptors' names, and arm the
# breakpoint on the per-record step of a scan; the first record of a scan prints the lookup.
cat > "$script" <<EOF
set pagination off
set confirm off
break *$lookup
commands
silent
set \$kind = *(long *)\$rsi
set \$protocolName = (char *)((long)\$rdx + 8 + *(int *)((long)\$rdx + 8))
if \$kind >= 0x200 && \$kind <= 0x202
  set \$descriptor = *(long *)((long)\$rsi + 8)
  set \$typeName = (char *)((long)\$descriptor + 8 + *(int *)((long)\$descriptor + 8))
  set \$nominal = 1
else
  set \$nominal = 0
end
enable 2
continue
end
break *$scan
commands
silent
if \$nominal
  printf "SCAN %s : %s\n", \$typeName, \$protocolName
else
  printf "SCAN kind=%lx : %s\n", \$kind, \$protocolName
end
bt 30
disable 2
continue
end
run $*
EOF
gdb -q -batch -x "$script" "$program" 2>&1 | grep -E '^(SCAN|#)' | sed -E 's/^#[0-9]+ +(0x[0-9a-f]+ in )?/    /; s/ \(.*$//' |
    { swift demangle --simplified 2>/dev/null || cat; } |
    awk '/^SCAN/ { print; frames = 0; next }
        /^ *$/ || /swift_|swift::|tryCast|anonymous namespace|_gatherGenericParameters|Mirror|metadata|Metadata/ { next }
        frames < 4 { print; frames++ }' 
