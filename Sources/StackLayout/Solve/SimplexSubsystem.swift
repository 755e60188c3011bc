import ConstraintSolver

/// One subsystem of a decomposed scene: a root view, the views solved with it and the
/// interface variables of the subsystems nested in it, in one incremental simplex solver.
///
/// Constraints are installed and uninstalled one by one, so an edit costs a few pivots; a
/// required constraint the solver rejects is remembered as broken. Positions along a stack's
/// axis are solved as offsets between neighbours (`PositionChains`). The root's size can be
/// pinned by two edit constraints: how the parent's decision is applied (dual simplex) and how
/// the root's cost profiles are measured (parametric sweeps).
final class Subsystem {
    /// The outcome of installing one constraint.
    enum Token {
        case installed(ConstraintHandle)
        case broken
    }

    let root: Int
    let chains: PositionChains
    private let solver = SimplexSolver()
    private var variables: [VariableKey: Variable] = [:]
    /// Constraints the solver rejected and that are still installed.
    private(set) var brokenCount = 0
    private var sizeEdits: (width: EditHandle, height: EditHandle)?
    /// The root's cost as a function of its width and of its height (not for the scene root).
    private(set) var profiles: (width: CostProfile, height: CostProfile)?

    init(root: Int, chains: PositionChains) {
        self.root = root
        self.chains = chains
    }

    var constraintCount: Int { solver.constraintCount }
    var statistics: (pivots: Int, rows: Int, cells: Int) { solver.statistics }

    private func variable(_ key: VariableKey) -> Variable {
        if let variable = variables[key] { return variable }
        let variable = solver.makeVariable()
        variables[key] = variable
        return variable
    }

    /// Adds a constraint; a required one that conflicts is left out and reported as broken.
    func install(_ constraint: CompiledConstraint) -> Token {
        let terms = chains.reparametrize(constraint.terms).map { LinearTerm(variable($0.variable), $0.coefficient) }
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
        switch token {
        case .installed(let handle): solver.remove(handle)
        case .broken: brokenCount -= 1
        }
    }

    /// Calls `body` with every variable's value (absolute along chains, relative to the root's
    /// origin). O(variables).
    func forEachValue(_ body: (VariableKey, Double) -> Void) {
        for (key, variable) in variables where !chains.isChained(key) { body(key, solver.value(of: variable)) }
        for (key, value) in chains.absoluteValues({ key in variables[key].map { solver.value(of: $0) } }) { body(key, value) }
    }

    var rootSize: Size {
        func value(_ kind: VariableKind) -> Double { variables[VariableKey(slot: root, kind: kind)].map { solver.value(of: $0) } ?? 0 }
        return Size(width: value(.width), height: value(.height))
    }

    // MARK: The root's size

    var isSizePinned: Bool { sizeEdits != nil }

    /// Pins the root's size at its current (free) optimum, ready for profiles and suggestions.
    func pinSize() {
        guard sizeEdits == nil else { return }
        let size = rootSize
        // The current values satisfy every installed constraint, so pinning them cannot fail.
        guard let width = try? solver.addEdit(variable(VariableKey(slot: root, kind: .width)), value: size.width),
              let height = try? solver.addEdit(variable(VariableKey(slot: root, kind: .height)), value: size.height)
        else { return }
        sizeEdits = (width, height)
    }

    func unpinSize() {
        guard let edits = sizeEdits else { return }
        solver.removeEdit(edits.width)
        solver.removeEdit(edits.height)
        sizeEdits = nil
    }

    /// Moves the pinned root to `size`; false (keeping the previous size) if the subsystem's
    /// required constraints cannot take it.
    func suggestSize(_ size: Size) -> Bool {
        guard let edits = sizeEdits else { return false }
        do {
            try solver.suggest(size.width, for: edits.width)
            try solver.suggest(size.height, for: edits.height)
            return true
        } catch {
            return false
        }
    }

    /// Measures the cost profiles of the pinned root's width and height; true if they changed.
    func measureProfiles() -> Bool {
        guard let edits = sizeEdits else { return false }
        let measured = (width: solver.costProfile(of: edits.width), height: solver.costProfile(of: edits.height))
        defer { profiles = measured }
        guard let old = profiles else { return true }
        return !old.width.isApproximatelyEqual(to: measured.width) || !old.height.isApproximatelyEqual(to: measured.height)
    }
}
