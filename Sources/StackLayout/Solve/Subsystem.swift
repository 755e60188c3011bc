import ConstraintSolver

/// One subsystem of a decomposed scene: a root view, the views solved with it and the
/// interface variables of the subsystems nested in it, in one incremental simplex solver.
///
/// Constraints are installed and uninstalled one by one, so an edit costs a few pivots. A
/// required constraint the solver rejects is remembered as broken. The root's size can be
/// pinned by two edit constraints, which is how the parent's decision is applied (dual
/// simplex) and how the root's cost profiles are measured (parametric sweeps).
final class Subsystem {
    let root: Int
    private let solver = SimplexSolver()
    private(set) var variableKeys: [VariableKey] = []
    private var variables: [Variable] = []
    private var variableIndex: [VariableKey: Int] = [:]
    private var installed: [CompiledConstraint: [ConstraintHandle]] = [:]
    /// Required constraints the solver rejected, with multiplicity.
    private(set) var broken: [CompiledConstraint: Int] = [:]
    private var sizeEdits: (width: EditHandle, height: EditHandle)?
    /// The root's cost as a function of its width and of its height (not for the scene root).
    private(set) var profiles: (width: CostProfile, height: CostProfile)?

    init(root: Int) { self.root = root }

    var constraintCount: Int { solver.constraintCount }

    private func variable(_ key: VariableKey) -> Variable {
        if let index = variableIndex[key] { return variables[index] }
        let variable = solver.makeVariable()
        variableIndex[key] = variables.count
        variableKeys.append(key)
        variables.append(variable)
        return variable
    }

    /// Adds a constraint; a required one that conflicts is recorded as broken instead.
    func install(_ constraint: CompiledConstraint) {
        let terms = constraint.terms.map { LinearTerm(variable($0.variable), $0.coefficient) }
        do {
            let handle = try solver.add(
                terms: terms, constant: constraint.constant, relation: constraint.relation,
                strength: constraint.strength.solverStrength)
            installed[constraint, default: []].append(handle)
        } catch {
            broken[constraint, default: 0] += 1
        }
    }

    func uninstall(_ constraint: CompiledConstraint) {
        if let count = broken[constraint] {
            broken[constraint] = count > 1 ? count - 1 : nil
        } else if let handle = installed[constraint]?.popLast() {
            if installed[constraint]!.isEmpty { installed[constraint] = nil }
            solver.remove(handle)
        }
    }

    /// The value of a variable of this subsystem, relative to the root's origin.
    func value(_ key: VariableKey) -> Double? {
        variableIndex[key].map { solver.value(of: variables[$0]) }
    }

    /// Calls `body` with every variable and its value. O(variables).
    func forEachValue(_ body: (VariableKey, Double) -> Void) {
        for (key, variable) in zip(variableKeys, variables) { body(key, solver.value(of: variable)) }
    }

    var rootSize: Size {
        Size(width: value(VariableKey(slot: root, kind: .width)) ?? 0, height: value(VariableKey(slot: root, kind: .height)) ?? 0)
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
