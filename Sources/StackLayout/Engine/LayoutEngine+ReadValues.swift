extension LayoutEngine {
    /// Copies a simplex subsystem's values into `absolute` (positions offset by the root's
    /// origin `x`, `y`), for the views the subsystem decides along each axis: those solved in
    /// it and the roots nested in it (a solver may still hold variables of views that moved
    /// elsewhere). O(variables); the scene graph, the partition and the value buffer are read
    /// once rather than per value.
    func readValues(of subsystem: SimplexSubsystem, key: SubsystemKey, x: Double, y: Double, in compiled: CompiledScene) {
        let graph = compiled.graph
        let root = key.root
        let homeX = compiled.partition.subsystemOf[Axis.horizontal.index], homeY = compiled.partition.subsystemOf[Axis.vertical.index]
        let solvesX = key.solves(.horizontal), solvesY = key.solves(.vertical)
        var absolute = readOut.absolute
        readOut.absolute = []
        var placed = readOut.placedSlots
        readOut.placedSlots = []
        func decides(_ slot: Int, along home: [Int]) -> Bool {
            guard graph.contains(slot) else { return false }
            if home[slot] == root { return true }
            let parent = graph[slot].parent
            return parent >= 0 && home[parent] == root
        }
        subsystem.forEachValue { variable, value in
            placed.append(variable.slot)
            switch variable.kind {
            case .left where solvesX && decides(variable.slot, along: homeX): absolute[variable.raw] = x + value
            case .top where solvesY && decides(variable.slot, along: homeY): absolute[variable.raw] = y + value
            case .width, .contentWidth: if solvesX && decides(variable.slot, along: homeX) { absolute[variable.raw] = value }
            case .height, .contentHeight: if solvesY && decides(variable.slot, along: homeY) { absolute[variable.raw] = value }
            default: break
            }
        }
        readOut.absolute = absolute
        readOut.placedSlots = placed
    }
}
