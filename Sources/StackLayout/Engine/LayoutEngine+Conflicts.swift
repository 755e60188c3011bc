/// A subsystem solved without cuts inside it: its root view's id (stable across rebuilds) and
/// its axis (nil: both).
struct WholeRegion: Hashable {
    let root: String
    let axis: Axis?
}

extension LayoutEngine {
    /// Whether the last pass broke a required constraint, or left a subsystem's content unable
    /// to take the size its parent gave it (a conflict that crosses a cut).
    var hasConflicts: Bool { !system.brokenOwners.isEmpty || !scratch.sizeFailures.isEmpty }

    /// `result`, or, if its pass broke a required constraint in a subsystem with cuts inside,
    /// the layout again with that subsystem solved without them, and so on up while the
    /// conflict crosses a region's edge (O(depth) rounds at most, each a build from scratch).
    ///
    /// Required constraints that cannot all hold are settled by building them in one order
    /// (`ConstraintOwner.installOrder`): the last of a conflicting set breaks. A cut puts a
    /// nested subsystem's requirements ahead of its parent's constraints (its stand-in is
    /// built first), so only a region without cuts breaks the constraint the whole system
    /// would. Regions stay whole until a pass has no conflict (`endConflictMode`).
    /// `compiled`: the scene `result`'s pass laid out.
    func resolvingConflicts(_ result: LayoutResult, of compiled: CompiledScene) -> LayoutResult {
        guard options.decomposition else { return result }
        var result = result
        var compiled = compiled
        while true {
            let regions = conflictRegions(in: compiled).subtracting(solved.wholeRegions)
            guard !regions.isEmpty else { return result }
            solved.wholeRegions.formUnion(regions)
            compiled = rebuild(scene!)
            runPass(compiled)
            result = finishPass(compiled)
        }
    }

    /// Where the last pass's conflicts are: the subsystem of each broken constraint, and the
    /// parent of each subsystem that could not take its size (the conflict crosses its edge).
    private func conflictRegions(in compiled: CompiledScene) -> Set<WholeRegion> {
        guard hasConflicts else { return [] }
        func region(_ key: SubsystemKey) -> WholeRegion { WholeRegion(root: compiled.graph[key.root].id, axis: key.axis) }
        var regions = Set(system.brokenOwners.compactMap { system.installed[$0].map { region($0.subsystem) } })
        for key in compiled.partition.postOrder where readOut.placements[key]?.failure != nil {
            let parent = compiled.graph[key.root].parent
            guard parent >= 0 else {
                regions.insert(region(key))
                continue
            }
            for axis in key.axes { regions.insert(region(compiled.partition.subsystem(of: parent, along: axis))) }
        }
        return regions
    }

    /// Before an edit: forgets the whole regions if the last pass had
    /// no conflict, so that the edit is laid out with every cut again. Returns whether it did
    /// (everything must then be built again).
    func endConflictMode() -> Bool {
        guard !solved.wholeRegions.isEmpty, !hasConflicts else { return false }
        solved.wholeRegions = []
        return true
    }
}
