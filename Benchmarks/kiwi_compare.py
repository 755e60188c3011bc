#!/usr/bin/env python3
"""Time kiwisolver on a constraint system exported by the StackLayout engine.

Usage: python3 kiwi_compare.py SYSTEM.json [--runs N]

SYSTEM.json is the engine's constraint system (LayoutEngine.constraintSystem(), encoded by the
benchmark program):

    {"variables": [name, ...],
     "constraints": [{"terms": [{"variable": name, "coefficient": x}, ...], "constant": c,
                      "relation": "==" | "<=" | ">=", "priority": p, "tieBreak": t,
                      "subLevel": s, "identifier": "..."}, ...]}

Each constraint reads sum(coefficient * variable) + constant RELATION 0.

Priorities: 1000 is required. Kiwi minimises a weighted sum of errors, so the engine's strict
lexicographic order can only be approximated: the distinct non-required priorities, in
increasing order, are spread geometrically over kiwi's non-required range (about 1 .. 1e9), so
that each level weighs a constant factor more than the one below it. The engine's exact
sub-levels (tieBreak, subLevel) cannot be expressed in a weighted sum and are ignored. The point
is timing kiwi on the same system, not reproducing the engine's frames.

Prints the median time of building the solver, adding every constraint and solving, over N runs.
"""
import argparse
import json
import statistics
import time

import kiwisolver


def strengths(priorities):
    """Kiwi strength for each distinct non-required priority (geometric spacing)."""
    levels = sorted({p for p in priorities if p < 1000})
    if not levels:
        return {}
    top = 1e9
    count = len(levels)
    return {p: top ** ((i + 1) / count) for i, p in enumerate(levels)}


def build(system, strength_of):
    solver = kiwisolver.Solver()
    variables = {name: kiwisolver.Variable(name) for name in system["variables"]}
    rejected = 0
    for constraint in system["constraints"]:
        expression = sum((term["coefficient"] * variables[term["variable"]] for term in constraint["terms"]),
                         kiwisolver.Expression([], constraint["constant"]))
        if not isinstance(expression, kiwisolver.Expression):
            expression = kiwisolver.Expression([kiwisolver.Term(expression)]) + constraint["constant"]
        relation = constraint["relation"]
        if relation == "==":
            kiwi_constraint = expression == 0
        elif relation == "<=":
            kiwi_constraint = expression <= 0
        else:
            kiwi_constraint = expression >= 0
        priority = constraint["priority"]
        strength = "required" if priority >= 1000 else strength_of[priority]
        try:
            solver.addConstraint(kiwi_constraint | strength)
        except kiwisolver.UnsatisfiableConstraint:
            rejected += 1
    solver.updateVariables()
    return solver, variables, rejected


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("system")
    parser.add_argument("--runs", type=int, default=11)
    arguments = parser.parse_args()
    with open(arguments.system) as file:
        system = json.load(file)
    strength_of = strengths(c["priority"] for c in system["constraints"])
    timings = []
    rejected = 0
    for _ in range(arguments.runs):
        start = time.perf_counter()
        _, _, rejected = build(system, strength_of)
        timings.append((time.perf_counter() - start) * 1000)
    print(f"kiwisolver {kiwisolver.__version__}: {len(system['constraints'])} constraints, "
          f"{len(system['variables'])} variables, {len(strength_of)} priority levels, "
          f"{rejected} rejected; add + solve median {statistics.median(timings):.1f} ms "
          f"over {arguments.runs} runs (min {min(timings):.1f} ms)")


if __name__ == "__main__":
    main()
