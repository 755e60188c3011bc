import ConstraintSolver

extension LayoutEngine {
    /// The whole constraint system of the current scene, undecomposed: every generated and
    /// document constraint (unreadable document constraints left out), the bounds of bounded
    /// views (`guardingFrames`), with the root's size fixed to the canvas. O(constraints).
    package func constraintSystem() -> ConstraintSystem {
        guard let scene, let compiled else { return ConstraintSystem(variables: [], constraints: []) }
        var sink = ConstraintSink()
        let context = compileContext(compiled)
        for axis in [Axis.horizontal, .vertical] {
            compileCanvasConstraints(root: compiled.graph.root, axis: axis, canvas: canvas, into: &sink)
        }
        for slot in compiled.graph.depthFirst {
            for axis in [Axis.horizontal, .vertical] {
                compileIntrinsicConstraints(of: slot, axis: axis, context: context, into: &sink)
                compileFrameGuardsIfBounded(of: slot, axis: axis, context: context, into: &sink)
                compilePlacementConstraints(
                    of: slot, axis: axis, mentionedByConstraints: compiled.namedByDocuments.contains(slot), context: context, into: &sink)
                if compiled.graph[slot].isStack { StackArrangement(stack: slot, context: context).compile(axis, into: &sink) }
            }
        }
        for index in compiled.documents.indices where compiled.documents[index].compiled != nil {
            sink.constraints += compile(.document(index), context: context, in: compiled)
        }
        var variables: [String] = []
        var seen: Set<VariableKey> = []
        let constraints = sink.constraints.map { constraint in
            for term in constraint.terms where seen.insert(term.variable).inserted { variables.append(variableName(term.variable, in: compiled)) }
            let level: PriorityLevel =
                switch constraint.strength {
                case .required: PriorityLevel(priority: .required)
                case .level(let level), .summed(let level): level
                case .weight(let weight): weight.leadingLevel ?? PriorityLevel(priority: 0)
                }
            var identifier = constraint.origin.identifier
            if case .document(let index) = constraint.origin, let id = scene.constraints[index].id { identifier = id }
            return ConstraintSystem.Constraint(
                terms: constraint.terms.map { ConstraintSystem.Term(variable: variableName($0.variable, in: compiled), coefficient: $0.coefficient) },
                constant: constraint.constant, relation: Relation(constraint.relation), priority: level.decimalPriority,
                tieBreak: level.tieBreak, subLevel: level.subLevel, sharedTieBreak: sharedTieBreak(of: constraint.strength),
                identifier: identifier)
        }
        return ConstraintSystem(variables: variables, constraints: constraints)
    }

    /// The tie-break of the shared level a summed constraint also counts at, nil for others.
    private func sharedTieBreak(of strength: CompiledStrength) -> Double? {
        if case .summed(let level) = strength { return level.summingLevel.tieBreak }
        return nil
    }

    /// Number of constraints currently installed in simplex subsystems (stand-ins included).
    package var simplexConstraintCount: Int { solved.solutions.values.reduce(0) { $0 + ($1.simplex?.constraintCount ?? 0) } }

    /// Number of subsystems solved in closed form.
    package var closedFormSubsystemCount: Int {
        solved.solutions.values.reduce(0) { total, solution in if case .closedForm = solution { total + 1 } else { total } }
    }

    /// Solver work so far, summed over the current subsystems: pivots, tableau rows and cells.
    package var solverStatistics: (pivots: Int, rows: Int, cells: Int) {
        solved.solutions.values.compactMap(\.simplex).reduce((0, 0, 0)) { total, subsystem in
            let statistics = subsystem.statistics
            return (total.0 + statistics.pivots, total.1 + statistics.rows, total.2 + statistics.cells)
        }
    }

    /// Number of subsystems the scene is solved in.
    package var subsystemCount: Int { solved.solutions.count }
}

extension Relation {
    init(_ relation: LinearRelation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
