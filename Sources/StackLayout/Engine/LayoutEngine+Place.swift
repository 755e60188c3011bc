import ConstraintSolver

extension LayoutEngine {
    /// Places every subsystem that may need it, top-down: the scene root's, those whose parent
    /// wrote values in this pass (their roots' places may have moved), those whose placement
    /// was forgotten (a new or replaced solution) and the simplex ones (whose solution may
    /// have changed in place). The others keep what they wrote before, so a small edit costs
    /// O(subsystems) array reads plus the work of the subsystems it reached, with no lookup
    /// for the untouched ones.
    func placeAll(_ compiled: CompiledScene) {
        let capacity = compiled.graph.slotCapacity
        growPlacementDue(to: capacity)
        for (key, solution) in solved.solutions.pairs where solution.simplex != nil { readOut.placementDue[Self.placementIndex(key)] = true }
        // Per axis index, per root slot: whether that subsystem wrote values in this pass.
        var wrote = [[Bool]](repeating: [Bool](repeating: false, count: capacity), count: 2)
        let rootSlot = compiled.graph.root
        for key in compiled.partition.postOrder.reversed() {
            let root = key.root
            let index = Self.placementIndex(key)
            var due = readOut.placementDue[index] || root == rootSlot
            if !due, let axis = key.axis {
                let parent = compiled.graph[root].parent
                due = wrote[axis.index][compiled.partition.subsystemOf[axis.index][parent]]
            }
            guard due else { continue }
            readOut.placementDue[index] = false
            if place(key, in: compiled) { for axis in key.axes { wrote[axis.index][root] = true } }
        }
        // Sizes refused now or before, top-down (rare: looked up only when there is one).
        scratch.sizeFailures = []
        if readOut.placements.values.contains(where: { $0.failure != nil }) {
            scratch.sizeFailures = compiled.partition.postOrder.reversed().compactMap { readOut.placements[$0]?.failure }
        }
    }

    /// Where a key's flag sits in `placementDue`: three per root slot (horizontal, vertical,
    /// both axes).
    private static func placementIndex(_ key: SubsystemKey) -> Int { key.root * 3 + (key.axis?.index ?? 2) }

    private func growPlacementDue(to capacity: Int) {
        if readOut.placementDue.count < capacity * 3 {
            readOut.placementDue.append(contentsOf: repeatElement(true, count: capacity * 3 - readOut.placementDue.count))
        }
    }

    /// Forgets what a subsystem was placed from: the next `placeAll` places it. O(1).
    func forgetPlacement(of key: SubsystemKey) {
        readOut.placements[key] = nil
        let index = Self.placementIndex(key)
        if index >= readOut.placementDue.count { growPlacementDue(to: key.root + 1) }
        readOut.placementDue[index] = true
    }

    /// Forgets every placement (after the partition changed). O(slots).
    func forgetAllPlacements() {
        readOut.placements.removeAll()
        for index in readOut.placementDue.indices { readOut.placementDue[index] = true }
    }

    /// Gives a subsystem's root the length its parent chose (the canvas for the scene root),
    /// makes sure the subsystem's decisions about nested subsystems are exact (widening their
    /// windows where needed, see `LayoutEngine+Windows`), and reads its values into `absolute`.
    /// Skipped when its root and solution are as they were when it was last placed. Returns
    /// whether it wrote values.
    private func place(_ key: SubsystemKey, in compiled: CompiledScene) -> Bool {
        let root = key.root
        let isSceneRoot = root == compiled.graph.root
        let canvas = isSceneRoot ? self.canvas : .zero
        func length(_ axis: Axis) -> Double {
            guard key.solves(axis) else { return 0 }
            if isSceneRoot { return axis == .horizontal ? canvas.width : canvas.height }
            return readOut.absolute[VariableKey(slot: root, kind: axis == .horizontal ? .width : .height).raw]
        }
        func origin(_ axis: Axis) -> Double {
            guard key.solves(axis), !isSceneRoot else { return 0 }
            return readOut.absolute[VariableKey(slot: root, kind: axis == .horizontal ? .left : .top).raw]
        }
        let solution = solved.solutions[key]!
        var placement = Placement(
            x: origin(.horizontal), y: origin(.vertical), size: Size(width: length(.horizontal), height: length(.vertical)),
            revision: solution.simplex?.revision)
        if let previous = readOut.placements[key], previous.hasSameInputs(as: placement) {
            return false
        }
        defer {
            placement.revision = solved.solutions[key]?.simplex?.revision
            readOut.placements[key] = placement
        }
        if case .closedForm = solution, let frames = settleClosedForm(key, length: length(key.axis!), in: compiled) {
            let axis = key.axis!
            let (positionKind, lengthKind, contentKind): (VariableKind, VariableKind, VariableKind) =
                axis == .horizontal ? (.left, .width, .contentWidth) : (.top, .height, .contentHeight)
            let start = origin(axis), rootLength = length(axis)
            // Written through locals: each write to the engine's own arrays would be checked
            // for exclusive access at run time.
            var values: [Double] = [], placed: [Int] = []
            swap(&values, &readOut.absolute)
            swap(&placed, &readOut.placedSlots)
            values[VariableKey(slot: root, kind: positionKind).raw] = start
            values[VariableKey(slot: root, kind: lengthKind).raw] = rootLength
            placed.append(root)
            for frame in frames {
                placed.append(frame.slot)
                values[VariableKey(slot: frame.slot, kind: positionKind).raw] = start + frame.position
                values[VariableKey(slot: frame.slot, kind: lengthKind).raw] = frame.length
                if compiled.graph.isEmptyScroll(frame.slot) { values[VariableKey(slot: frame.slot, kind: contentKind).raw] = 0 }
            }
            swap(&values, &readOut.absolute)
            swap(&placed, &readOut.placedSlots)
            return true
        }
        // Looked up again: a closed form that could not settle was replaced by a simplex.
        switch solved.solutions[key]! {
        case .closedForm:
            preconditionFailure("settled closed forms are placed above")
        case .simplex(let subsystem):
            let size = Size(width: length(.horizontal), height: length(.vertical))
            if !settleSimplex(subsystem, size: size, in: compiled) {
                let failure = BrokenConstraint(
                    id: nil, description: "\(compiled.graph[root].id): its content cannot take the size \(formatNumber(size.width)) x "
                        + "\(formatNumber(size.height)); it keeps its previous size")
                placement.failure = failure
            }
            readValues(of: subsystem, key: key, x: origin(.horizontal), y: origin(.vertical), in: compiled)
            if placement.failure == nil {
                placement.written = (origin(.horizontal), origin(.vertical), Size(width: length(.horizontal), height: length(.vertical)))
            }
        }
        return true
    }
}
