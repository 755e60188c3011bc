#!/usr/bin/env python3
"""Reads a stack-document/1 JSON document made by Benchmarks/Startup/benchmark_document.py on
standard input and writes a later version of it: every 50th leaf hidden, every 100th removed,
a new leaf in every tenth row, the leaves of every seventh row in reverse order, and every
fourth row's spacing changed. Usage: changed_document.py < old.json > new.json
"""
import json
import sys

document = json.load(sys.stdin)
count = 0
for g, group in enumerate(document["root"]["subviews"][0]["subviews"]):
    for r, row in enumerate(group["subviews"]):
        kept = []
        for leaf in row["subviews"]:
            count += 1
            if count % 100 == 0:
                continue
            if count % 50 == 0:
                leaf["hidden"] = True
            kept.append(leaf)
        if (g * 12 + r) % 10 == 0:
            kept.insert(1, {"id": f"new-{g}-{r}", "kind": "label", "intrinsicSize": {"width": 30, "height": 12}})
        if (g * 12 + r) % 7 == 0:
            kept.reverse()
        if (g * 12 + r) % 4 == 0:
            row["spacing"] = 6
        row["subviews"] = kept
json.dump(document, sys.stdout, indent=1)
