#!/usr/bin/env python3
"""Writes a stack-document/1 JSON document of about 1,000 views to standard output.

The shape follows the layout benchmarks' document: a vertical stack of GROUPS horizontal
stacks, each of ROWS vertical stacks of LEAVES leaves, distributions and alignments cycling
through every value, leaves of four kinds with intrinsic sizes. Usage:
benchmark_document.py [GROUPS ROWS LEAVES] (default 12 12 6: 1,022 views).
"""
import json
import sys

groups, rows, leaves = (int(a) for a in sys.argv[1:4]) if len(sys.argv) == 4 else (12, 12, 6)
distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
group_alignments = ["fill", "top", "center", "bottom", "firstBaseline", "lastBaseline"]
row_alignments = ["fill", "leading", "center", "trailing"]
kinds = ["label", "image", "button", "view"]
count = 0
group_views = []
for g in range(groups):
    row_views = []
    for r in range(rows):
        leaf_views = []
        for l in range(leaves):
            kind = kinds[count % len(kinds)]
            width = None if kind == "view" and count % 8 == 3 else 20 + (count * 7) % 50
            height = 10 + (count * 3) % 20
            leaf = {"id": f"g{g}r{r}l{l}", "kind": kind, "intrinsicSize": {"width": width, "height": height}}
            if kind == "label":
                leaf["baseline"] = {"first": height * 0.8, "last": height * 0.8}
            leaf_views.append(leaf)
            count += 1
        row_views.append({"id": f"g{g}r{r}", "kind": "stack", "axis": "vertical",
                          "distribution": distributions[(g + r) % len(distributions)],
                          "alignment": row_alignments[r % len(row_alignments)], "spacing": 4,
                          "subviews": leaf_views})
    group_views.append({"id": f"g{g}", "kind": "stack", "axis": "horizontal",
                        "distribution": distributions[g % len(distributions)],
                        "alignment": group_alignments[g % len(group_alignments)], "spacing": 8,
                        "subviews": row_views})
document = {
    "format": "stack-document/1", "name": "benchmark", "canvas": {"width": 1024, "height": 4096},
    "root": {"id": "root", "subviews": [{"id": "main", "kind": "stack", "axis": "vertical", "spacing": 8,
                                           "subviews": group_views}]},
    "constraints": [
        {"first": "main.leading", "second": "root.leading"}, {"first": "main.trailing", "second": "root.trailing"},
        {"first": "main.top", "second": "root.top"},
    ],
}
json.dump(document, sys.stdout, indent=1)
