import ConstraintSolver

/// A subsystem solved by an incremental simplex solver: the constraints of its root and of the
/// views solved with it along its axis (or both axes), and the stand-ins of the subsystems
/// nested in it.
///
/// Constraints are installed and uninstalled one by one, so an edit costs a few pivots; a
/// required constraint the solver rejects is remembered as broken. Positions along a stack's
/// axis are solved as offsets between neighbours (`PositionChains`). The root's length can be
/// pinned by an edit constraint: how the parent's decision is applied (dual simplex) and how
/// the root's cost profile is measured (parametric sweep).
final class SimplexSubsystem {
    /// The outcome of installing one constraint.
    enum Token {
        case installed(ConstraintHandle)
        case broken
    }

    let key: SubsystemKey
    let chains: PositionChains
    private let solver = SimplexSolver()
    private var variables: [VariableKey: Variable] = [:]
    /// Constraints the solver rejected and that are still installed.
    private(set) var brokenCount = 0
    private var lengthEdits: [(axis: Axis, edit: EditHandle)] = []
    /// The solver variables `forEachValue` reads, resolved once per set of variables.
    private var readingPlan: ReadingPlan?
    /// The root's cost as a function of its length (single-axis subsystems only): a lower
    /// bound everywhere, exact on `window`.
    private(set) var profile: CostProfile?
    private(set) var window = ExactWindow(lower: 0, upper: 0)
    /// Whether a profile has been measured.
    var isMeasured: Bool { profile != nil }
    /// Counts the changes to the solver's state: values read at the same revision are the same.
    private(set) var revision = 0

    init(key: SubsystemKey, chains: PositionChains) {
        self.key = key
        self.chains = chains
    }

    var root: Int { key.root }

    var constraintCount: Int { solver.constraintCount }
    var statistics: (pivots: Int, rows: Int, cells: Int) { solver.statistics }

    private func variable(_ key: VariableKey) -> Variable {
        if let variable = variables[key] { return variable }
        let variable = solver.makeVariable()
        variables[key] = variable
        readingPlan = nil
        return variable
    }

    /// Adds a constraint; a required one that conflicts is left out and reported as broken.
    func install(_ constraint: CompiledConstraint) -> Token {
        let terms = chains.reparametrize(constraint.terms).map { LinearTerm(variable($0.variable), $0.coefficient) }
        revision += 1
        do {
            return .installed(try solver.add(
                terms: terms, constant: constraint.constant, relation: constraint.relation,
                strength: constraint.strength.solverStrength))
        } catch {
            brokenCount += 1
            return .broken
        }
    }

    func uninstall(_ token: Token) {
        revision += 1
        switch token {
        case .installed(let handle): solver.remove(handle)
        case .broken: brokenCount -= 1
        }
    }

    /// The value of a variable, relative to the root's origin (nil if the solver has none).
    /// Positions along a chain are offsets, so ask for lengths only.
    func length(_ key: VariableKey) -> Double? { variables[key].map { solver.value(of: $0) } }

    /// Whether the required constraints (and the pinned length) alone fix this variable.
    func isFixed(_ key: VariableKey) -> Bool { variables[key].map(solver.isFixed) ?? false }

    /// Calls `body` with every variable's value (absolute along chains, relative to the root's
    /// origin). O(variables).
    func forEachValue(_ body: (VariableKey, Double) -> Void) {
        let plan = readingPlan ?? ReadingPlan(chains: chains, variables: variables)
        readingPlan = plan
        plan.forEachValue(solver.value(of:), body)
    }

    func rootLength(along axis: Axis) -> Double {
        variables[VariableKey(slot: root, kind: axis == .horizontal ? .width : .height)].map { solver.value(of: $0) } ?? 0
    }

    // MARK: The root's length

    var isPinned: Bool { !lengthEdits.isEmpty }

    /// Pins the root's length(s) at `size`, or at the current (free) optimum, ready for
    /// profiles and suggestions.
    func pin(at size: Size? = nil) {
        guard lengthEdits.isEmpty else { return }
        revision += 1
        for axis in key.axes {
            let kind: VariableKind = axis == .horizontal ? .width : .height
            let value = size.map { axis == .horizontal ? $0.width : $0.height } ?? rootLength(along: axis)
            // The current value satisfies every installed constraint (and a size given before
            // anything is installed conflicts with nothing), so pinning cannot fail.
            if let edit = try? solver.addEdit(variable(VariableKey(slot: root, kind: kind)), value: value) {
                lengthEdits.append((axis, edit))
            }
        }
    }

    /// Whether edits can be applied with the root still pinned where its parent put it,
    /// instead of unpinning (a move to the free optimum), editing and pinning again: a pinned,
    /// measured single-axis subsystem. A required constraint that conflicts only with the
    /// pinned length is then rejected, and answered like any rejected constraint (a rebuild).
    var keepsPinThroughEdits: Bool { key.axis != nil && isPinned && isMeasured }

    func unpin() {
        revision += 1
        for (_, edit) in lengthEdits { solver.removeEdit(edit) }
        lengthEdits = []
    }

    /// Moves the pinned root to `size`; false (keeping the previous length) if the subsystem's
    /// required constraints cannot take it.
    func suggest(_ size: Size) -> Bool {
        var accepted = true
        for (axis, edit) in lengthEdits {
            let value = axis == .horizontal ? size.width : size.height
            guard value != solver.value(of: edit) else { continue }
            revision += 1
            do {
                try solver.suggest(value, for: edit)
            } catch {
                accepted = false
            }
        }
        return accepted
    }

    /// Measures the cost profile of the pinned root's length, swept far enough to be exact on
    /// `range` unless `check` stops it (see `SimplexSolver.costProfile(of:within:check:)`).
    /// The root stays pinned where it was, or at `resting` (if it can be).
    func measureProfile(
        within range: ClosedRange<Double>, restingAt resting: Double? = nil,
        check: ((_ from: Double, _ to: Double, _ length: (VariableKey) -> Double) -> Double?)? = nil
    ) {
        guard key.axis != nil, let edit = lengthEdits.first?.edit else { return }
        revision += 1
        let variables = variables
        let measured = solver.costProfile(of: edit, within: range, check: check.map { check in
            { from, to, value in check(from, to) { key in variables[key].map(value) ?? 0 } }
        }, restingAt: resting)
        profile = measured.profile
        window = ExactWindow(measured.exact)
    }

    /// Gives back the room the solve left in the solver's storage (`SimplexSolver.shrinkToFit`):
    /// for a subsystem kept after its pass. Changes no value.
    func shrinkToFit() { solver.shrinkToFit() }

    /// The pinned length (where profiles are measured from).
    var pinnedLength: Double? { lengthEdits.first.map { solver.value(of: $0.edit) } }
}
