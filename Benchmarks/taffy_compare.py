#!/usr/bin/env python3
"""Taffy (flexbox, through PyPI's `stretchable`) on the view tree of layout-benchmarks.

    python3 -m venv /tmp/taffy-venv && /tmp/taffy-venv/bin/pip install stretchable   # once
    .build/release/layout-benchmarks --only 10k --tree /tmp/tree10k.json --scratch-only
    /tmp/taffy-venv/bin/python Benchmarks/taffy_compare.py /tmp/tree10k.json --runs 11 \
        --rounds 5 --stackdoc ".build/release/layout-benchmarks --only 10k --scratch-only --runs 11"

The tree is the same as StackDoc's: stacks become flex containers (a vertical stack a column,
a horizontal one a row), spacing the gap along the axis; alignment fill / leading / top /
center / trailing / bottom / first and last baseline becomes align-items stretch / start /
center / end / baseline; distribution fill becomes flex-grow 1 on every arranged view,
fillEqually flex-grow 1 from a basis of 0, fillProportionally flex-grow proportional to the
intrinsic length, equalSpacing justify-content space-between, equalCentering space-around.
Leaves get their intrinsic size (auto where they have none). The root's margins become its
padding, which places the main stack as the scene's constraints pin it.

Only Taffy's layout call is timed (CPU time of the thread, `time.thread_time`), every node's
cache cleared before each run, so each run is a layout from scratch. With `--stackdoc
COMMAND`, that command (layout-benchmarks) runs between Taffy's rounds, interleaved, and its
"from scratch" median is read from its output, so that both are measured under the same load.

With `--memory`, it prints instead how much resident memory Taffy's own tree of the same
nodes takes once laid out, per node (the counterpart of `layout-benchmarks --memory`).
"""
import argparse
import functools
import json
import re
import shlex
import statistics
import subprocess
import time

from stretchable import Node, Style
from stretchable.style import AUTO, AlignItems, FlexDirection, JustifyContent, Rect, Size
from stretchable.node import taffy, taffylib
from stretchable.style.geometry.size import SizeAvailableSpace

ALIGN = {
    "fill": AlignItems.STRETCH, "leading": AlignItems.START, "top": AlignItems.START,
    "center": AlignItems.CENTER, "trailing": AlignItems.END, "bottom": AlignItems.END,
    "firstBaseline": AlignItems.BASELINE, "lastBaseline": AlignItems.BASELINE,
}
JUSTIFY = {"equalSpacing": JustifyContent.SPACE_BETWEEN, "equalCentering": JustifyContent.SPACE_AROUND}


def length(value):
    return AUTO if value is None else value


def style_of(view, parent_stack, canvas):
    """The Taffy style of one view of a tree dump, whose parent stack (None for the root) is
    `parent_stack`, as a hashable key for `taffy_style`: (name, value) pairs, sizes and rects
    as ("size", width, height) (None for auto) and ("rect", top, right, bottom, left)."""
    style = {}
    stack = view.get("stack")
    if parent_stack is not None:
        axis_length = view["width"] if parent_stack["axis"] == "horizontal" else view["height"]
        distribution = parent_stack["distribution"]
        if distribution == "fill":
            style["flex_grow"] = 1
        elif distribution == "fillEqually":
            style.update(flex_grow=1, flex_basis=0)
        elif distribution == "fillProportionally":
            style.update(flex_grow=axis_length or 0, flex_basis=0)
    if stack is not None:
        horizontal = stack["axis"] == "horizontal"
        style["flex_direction"] = FlexDirection.ROW if horizontal else FlexDirection.COLUMN
        style["gap"] = ("size", stack["spacing"], 0) if horizontal else ("size", 0, stack["spacing"])
        style["align_items"] = ALIGN[stack["alignment"]]
        style["justify_content"] = JUSTIFY.get(stack["distribution"], JustifyContent.START)
    elif view["children"]:
        # A plain container (the root): a column whose padding is its margins.
        top, leading, bottom, trailing = view["margins"]
        style["flex_direction"] = FlexDirection.COLUMN
        style["align_items"] = AlignItems.STRETCH
        style["padding"] = ("rect", top, trailing, bottom, leading)
        if parent_stack is None:
            style["size"] = ("size", *canvas)
    else:
        style["size"] = ("size", view["width"], view["height"])
    return tuple(sorted(style.items()))


@functools.lru_cache(maxsize=None)
def taffy_style(key):
    """The Style of a key made by `style_of`, made once per distinct key: the views of a
    benchmark tree share a few hundred styles (485 of 100,052 views), and making a Style
    costs about a millisecond."""
    values = {}
    for name, value in key:
        if isinstance(value, tuple) and value[0] == "size":
            value = Size(*(length(part) for part in value[1:]))
        elif isinstance(value, tuple) and value[0] == "rect":
            value = Rect(*value[1:])
        values[name] = value
    return Style(**values)


@functools.lru_cache(maxsize=None)
def taffy_style_dict(key):
    """What taffylib is given for the style of a key made by `style_of`."""
    return taffy_style(key).to_dict()


def build(tree):
    """The Taffy nodes of a tree dump: the root node and every node, in the dump's order."""
    canvas = tree["canvas"]
    views = {view["id"]: view for view in tree["views"]}
    nodes = []

    def make(view_id, parent_stack):
        view = views[view_id]
        node = Node(style=taffy_style(style_of(view, parent_stack, canvas)))
        nodes.append(node)
        for child in view["children"]:
            node.add(make(child, view.get("stack")))
        return node

    return make(tree["root"], None), nodes


def resident_bytes():
    """The process's resident memory (VmRSS), in bytes."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    raise SystemExit("no VmRSS in /proc/self/status")


def memory_per_node(tree):
    """Bytes of resident memory per node that Taffy's own tree takes once built and laid out.

    Every style is converted to what Taffy is given before the measure starts; then the nodes
    are made and linked through taffylib directly (no Python wrapper per node: only its id, a
    Python integer in a list, about 40 bytes, is counted with Taffy's node) and laid out once.
    O(n) for n views.
    """
    canvas = tree["canvas"]
    views = {view["id"]: view for view in tree["views"]}
    styles, links = [], []

    def collect(view_id, parent_stack):
        index = len(styles)
        view = views[view_id]
        styles.append(taffy_style_dict(style_of(view, parent_stack, canvas)))
        for child in view["children"]:
            links.append((index, collect(child, view.get("stack"))))
        return index

    collect(tree["root"], None)
    ids = [None] * len(styles)
    before = resident_bytes()
    for index, style in enumerate(styles):
        ids[index] = taffylib.node_create(taffy._ptr, style)
    for parent, child in links:
        taffylib.node_add_child(taffy._ptr, ids[parent], ids[child])
    taffylib.node_compute_layout(taffy._ptr, ids[0], SizeAvailableSpace(*canvas).to_dict())
    return (resident_bytes() - before) / len(styles)


def layout_seconds(root, nodes, canvas):
    """One layout from scratch: every node's cache cleared, then Taffy's layout call timed."""
    for node in nodes:
        taffylib.node_mark_dirty(taffy._ptr, node._node_id)
    space = SizeAvailableSpace(*canvas).to_dict()
    start = time.thread_time()
    taffylib.node_compute_layout(taffy._ptr, root._node_id, space)
    return time.thread_time() - start


def stackdoc_milliseconds(command):
    output = subprocess.run(shlex.split(command), check=True, capture_output=True, text=True).stdout
    match = re.search(r"from scratch ([0-9.]+) ms", output)
    if not match:
        raise SystemExit(f"no 'from scratch' figure in the output of {command}:\n{output}")
    return float(match.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("tree", help="a view tree written by layout-benchmarks --tree")
    parser.add_argument("--runs", type=int, default=11, help="layouts per round (their median is the round's figure)")
    parser.add_argument("--rounds", type=int, default=1, help="rounds, interleaved with --stackdoc")
    parser.add_argument("--stackdoc", help="a layout-benchmarks command to run between rounds")
    parser.add_argument("--memory", action="store_true", help="print only the resident memory per node of Taffy's tree, laid out")
    arguments = parser.parse_args()
    with open(arguments.tree) as file:
        tree = json.load(file)
    if arguments.memory:
        per_node = memory_per_node(tree)
        print(f"{len(tree['views'])} nodes; resident memory grew {per_node / 1024:.2f} KiB per node with Taffy's tree, laid out")
        return
    root, nodes = build(tree)
    canvas = tree["canvas"]
    if not root.compute_layout(tuple(canvas)):
        raise SystemExit("Taffy did not lay the tree out")
    frame = root[0].get_box()
    print(f"{len(nodes)} nodes; main stack {frame.width:g} x {frame.height:g} at ({frame.x:g}, {frame.y:g})")
    taffy_rounds, stackdoc_rounds = [], []
    for round_index in range(arguments.rounds):
        samples = [layout_seconds(root, nodes, canvas) for _ in range(arguments.runs)]
        taffy_rounds.append(statistics.median(samples) * 1e3)
        line = f"round {round_index + 1}: Taffy {taffy_rounds[-1]:.2f} ms"
        if arguments.stackdoc:
            stackdoc_rounds.append(stackdoc_milliseconds(arguments.stackdoc))
            line += f", StackDoc {stackdoc_rounds[-1]:.2f} ms"
        print(line, flush=True)
    taffy_median = statistics.median(taffy_rounds)
    summary = f"median of {arguments.rounds} rounds: Taffy {taffy_median:.2f} ms"
    if stackdoc_rounds:
        stackdoc_median = statistics.median(stackdoc_rounds)
        summary += f", StackDoc {stackdoc_median:.2f} ms, ratio {stackdoc_median / taffy_median:.2f}"
    print(summary)


if __name__ == "__main__":
    main()
