#!/usr/bin/env python3
"""Time kiwisolver on a constraint system exported by the StackLayout engine.

Usage: python3 kiwi_compare.py SYSTEM.json [--runs N] [--order strongest-first|dump]

SYSTEM.json is the engine's constraint system (LayoutEngine.constraintSystem(), encoded by the
benchmark program):

    {"variables": [name, ...],
     "constraints": [{"terms": [{"variable": name, "coefficient": x}, ...], "constant": c,
                      "relation": "==" | "<=" | ">=", "priority": p, "tieBreak": t,
                      "subLevel": s, "identifier": "..."}, ...]}

Each constraint reads sum(coefficient * variable) + constant RELATION 0.

Priorities: 1000 is required. Kiwi minimises a weighted sum of errors, so the engine's strict
lexicographic order can only be approximated: the distinct non-required priorities, in
increasing order, are spread geometrically over kiwi's non-required range (1 .. 1e9), so that
each level weighs a constant factor more than the one below it. The engine's exact sub-levels
(tieBreak, subLevel) cannot be expressed in a weighted sum and are ignored. The point is timing
kiwi on the same system, not reproducing the engine's frames.

Order: `strongest-first` (default) adds required constraints first, then the others from the
highest priority down (stable within a priority), the order the engine itself installs in;
`dump` keeps the file's order (view by view), on which kiwi re-optimises far more often.

Prints the median time of adding every constraint to a fresh solver and solving
(updateVariables), over N runs; building the kiwi expressions is not timed.
"""
import argparse
import json
import statistics
import time

import kiwisolver


def strengths(priorities):
    """Kiwi strength for each distinct non-required priority (geometric spacing)."""
    levels = sorted({p for p in priorities if p < 1000})
    return {p: 1e9 ** ((i + 1) / len(levels)) for i, p in enumerate(levels)}


def kiwi_constraints(system):
    """Kiwi constraints (with strengths) for the system's constraints, in the file's order."""
    strength_of = strengths(c["priority"] for c in system["constraints"])
    variables = {name: kiwisolver.Variable(name) for name in system["variables"]}
    result = []
    for constraint in system["constraints"]:
        terms = [kiwisolver.Term(variables[term["variable"]], term["coefficient"]) for term in constraint["terms"]]
        expression = kiwisolver.Expression(terms, constraint["constant"])
        relation = constraint["relation"]
        if relation == "==":
            kiwi_constraint = expression == 0
        elif relation == "<=":
            kiwi_constraint = expression <= 0
        else:
            kiwi_constraint = expression >= 0
        priority = constraint["priority"]
        strength = "required" if priority >= 1000 else strength_of[priority]
        result.append((priority, kiwi_constraint | strength))
    return result, len(strength_of)


def add_and_solve(constraints):
    """A fresh solver with every constraint added, solved; returns the number rejected."""
    solver = kiwisolver.Solver()
    rejected = 0
    for _, constraint in constraints:
        try:
            solver.addConstraint(constraint)
        except kiwisolver.UnsatisfiableConstraint:
            rejected += 1
    solver.updateVariables()
    return rejected


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("system")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--order", choices=["strongest-first", "dump"], default="strongest-first")
    arguments = parser.parse_args()
    with open(arguments.system) as file:
        system = json.load(file)
    constraints, level_count = kiwi_constraints(system)
    if arguments.order == "strongest-first":
        constraints.sort(key=lambda entry: -entry[0])
    timings = []
    rejected = 0
    for _ in range(arguments.runs):
        start = time.perf_counter()
        rejected = add_and_solve(constraints)
        timings.append((time.perf_counter() - start) * 1000)
    print(f"kiwisolver {kiwisolver.__version__}: {len(constraints)} constraints, "
          f"{len(system['variables'])} variables, {level_count} priority levels, {rejected} rejected, "
          f"{arguments.order} order; add + solve median {statistics.median(timings):.1f} ms "
          f"over {arguments.runs} runs (min {min(timings):.1f} ms)")


if __name__ == "__main__":
    main()
