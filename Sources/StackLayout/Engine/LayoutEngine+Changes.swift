extension LayoutEngine {
    /// Brings the engine to `newScene` and lays it out, comparing every view with the
    /// previous scene's (O(views)), or building everything if there is none.
    func apply(_ newScene: LayoutScene) -> LayoutResult {
        guard let old = scene, old.rootID == newScene.rootID else {
            solved.wholeRegions = []
            guards.boundedViews = []
            let compiled = rebuild(newScene)
            runPass(compiled)
            return guardingFrames(resolvingConflicts(finishPass(compiled), of: compiled))
        }
        var previousViews: [String: LayoutView?] = [:]
        // Views compared as views, not as optionals (whose equality is not specialised), and
        // the old views searched for removed ones only if some old view was not met.
        var kept = 0
        for (id, view) in newScene.views {
            guard let before = old.views[id] else {
                previousViews[id] = .some(nil)
                continue
            }
            kept += 1
            if before != view { previousViews[id] = .some(before) }
        }
        if kept < old.views.count {
            for (id, view) in old.views where newScene.views.index(forKey: id) == nil { previousViews[id] = .some(view) }
        }
        let constraintsChanged = old.constraints != newScene.constraints
        scene = newScene
        return update(previousViews: previousViews, constraintsChanged: constraintsChanged)
    }

    /// Lays out `scene` after it was edited in place: `previousViews` holds the former value of
    /// every view that changed (nil for a view that is new).
    func update(previousViews: [String: LayoutView?], constraintsChanged: Bool) -> LayoutResult {
        let newScene = scene!
        // Both forgotten, whichever there was.
        let droppedBounds = dropGuards()
        if endConflictMode() || droppedBounds {
            // The conflict is gone: the scene is cut into subsystems again, from scratch.
            let compiled = rebuild(newScene)
            runPass(compiled)
            return guardingFrames(resolvingConflicts(finishPass(compiled), of: compiled))
        }
        // Taken out while it is edited, so that it is edited in place (a second reference
        // would make every edited array a copy), and put back once edited.
        guard var compiled = self.compiled.take() else { preconditionFailure("LayoutEngine: no compiled scene to update") }
        let structural = previousViews.contains { id, previous in
            guard let before = previous, let after = newScene.views[id] else { return true }
            return before.subviews != after.subviews || before.arranged != after.arranged || (before.stack == nil) != (after.stack == nil)
        }
        let changedSlots: [Int]
        if structural {
            changedSlots = updateStructure(newScene, of: &compiled)
        } else {
            changedSlots = previousViews.keys.compactMap { id in
                guard let slot = compiled.registry.slotOf[id], compiled.graph.contains(slot), let view = newScene.views[id] else { return nil }
                compiled.graph.replaceView(at: slot, with: view)
                return slot
            }
        }
        if constraintsChanged || structural {
            let oldNamed = compiled.namedByDocuments
            let oldCount = compiled.documents.count
            compiled.resolveDocumentShapes(of: newScene.constraints)
            for index in 0..<max(oldCount, compiled.documents.count) { scratch.dirty.insert(.document(index)) }
            for slot in oldNamed.symmetricDifference(compiled.namedByDocuments) where compiled.graph.contains(slot) {
                for axis in [Axis.horizontal, .vertical] { scratch.dirty.insert(.placement(slot, axis)) }
            }
        }
        let oldPartition = compiled.partition
        if structural || constraintsChanged || previousViews.contains(where: { mayChangePartition($0, previous: $1, in: compiled) }) {
            compiled.cut(decompose: options.decomposition, wholeRegions: solved.wholeRegions)
        }
        self.compiled = compiled
        for slot in changedSlots {
            // A view that keeps its stack attributes keeps every stack's choice of rigid
            // baselines: stacks above then read it only through their baselines and fittings.
            let keepsStack = !structural && previousViews[compiled.graph[slot].id]??.stack == compiled.graph[slot].view.stack
            markAffected(by: slot, onlyReadersAbove: keepsStack, in: compiled)
        }
        if structural || compiled.partition != oldPartition {
            rehome(from: oldPartition, in: compiled)
            forgetAllPlacements()
        }
        runPass(compiled)
        return guardingFrames(resolvingConflicts(finishPass(compiled, changedSlots: changedSlots), of: compiled))
    }

    /// Whether a view's edit (not structural) may change the partition: a stack's attributes
    /// (its axis, alignment, baseline-relative arrangement), or a view shown or hidden where a
    /// baseline chain or a baseline-relative stack picks its visible items. O(arranged items).
    private func mayChangePartition(_ id: String, previous: LayoutView?, in compiled: CompiledScene) -> Bool {
        guard let before = previous, let after = scene!.views[id] else { return true }
        if before.stack != after.stack { return true }
        // Whether a leaf's last baseline keeps its distance above the bottom (and so may be a
        // rigid one that a stack above vends) follows its baselines and intrinsic height.
        if (before.lastBaselineAboveBottom == nil) != (after.lastBaselineAboveBottom == nil) { return true }
        guard before.hidden != after.hidden, let slot = compiled.registry.slotOf[id], compiled.graph[slot].parent >= 0 else { return false }
        let parent = compiled.graph[slot].parent
        if compiled.graph[parent].view.stack?.baselineRelative == true { return true }
        if mayChangeRigidLastBaseline(showingOrHiding: slot, in: compiled) { return true }
        // Only a superview solved with its own superview can be in a baseline chain.
        if compiled.partition.isRoot(parent, along: .vertical) { return false }
        // A vertical or fill-aligned stack vends the baselines of its first and last visible
        // items (`AnchorResolver.possibleBaselineVendors`): showing or hiding an item between
        // them changes neither. Any other superview may vend any item's.
        guard let attributes = compiled.graph[parent].view.stack, attributes.axis == .vertical || attributes.alignment == .fill
        else { return true }
        let candidates = compiled.graph[parent].arranged.filter { $0 == slot || !compiled.graph[$0].view.hidden }
        return candidates.first == slot || candidates.last == slot
    }

    /// Whether showing or hiding `slot` may turn a last baseline that the partition reads
    /// from rigid to not, or back (`AnchorResolver.rigidLastBaselineOffset` follows the last
    /// visible items down). Each stack of which the view, or a stack found so far, is the last
    /// candidate (vertical or fill-aligned) may change; the partition reads its last baseline
    /// if its superview aligns it by last baseline or spaces it by baselines, if a document
    /// constraint names it, or if its superview is solved with its own superview (and so may
    /// be in a baseline chain). O(depth * arranged).
    private func mayChangeRigidLastBaseline(showingOrHiding slot: Int, in compiled: CompiledScene) -> Bool {
        var item = slot
        while true {
            let stack = compiled.graph[item].parent
            guard stack >= 0, let attributes = compiled.graph[stack].view.stack, attributes.axis == .vertical || attributes.alignment == .fill,
                  compiled.graph[stack].arranged.last(where: { $0 == item || !compiled.graph[$0].view.hidden }) == item
            else { return false }
            let above = compiled.graph[stack].parent
            guard above >= 0 else { return false }
            if compiled.namedByDocuments.contains(stack) || !compiled.partition.isRoot(above, along: .vertical) { return true }
            if let outer = compiled.graph[above].view.stack {
                if outer.axis == .horizontal, outer.alignment == .lastBaseline { return true }
                if outer.axis == .vertical, outer.baselineRelative { return true }
            }
            item = stack
        }
    }

    /// Builds everything for a scene from scratch: compiles it (`CompiledScene`, kept and
    /// returned) and forgets every solution, placement and installed owner.
    func rebuild(_ newScene: LayoutScene) -> CompiledScene {
        scene = newScene
        let compiled = CompiledScene(scene: newScene, decompose: options.decomposition, wholeRegions: solved.wholeRegions)
        self.compiled = compiled
        readOut.indexOfID = [:]
        solved.solutions.removeAll()
        forgetAllPlacements()
        system.installed = [:]
        system.brokenOwners = []
        system.ownersBySubsystem.removeAll()
        scratch.dirty = []
        scratch.dirtySubsystems = []
        return compiled
    }

    /// A structural edit (views added, removed, moved): a new graph and tie ranks. Returns the
    /// views whose node or rank changed.
    private func updateStructure(_ newScene: LayoutScene, of compiled: inout CompiledScene) -> [Int] {
        let oldGraph = compiled.graph
        let oldRanks = compiled.ranks
        let newGraph = SceneGraph(scene: newScene, registry: &compiled.registry)
        compiled.graph = newGraph
        compiled.registry.retainOnly(Set(compiled.graph.depthFirst.map { compiled.graph[$0].id }))
        compiled.ranks = tieRanks(following: compiled.graph.tieOrder, previous: oldRanks, capacity: compiled.graph.slotCapacity)
        readOut.indexOfID = [:]
        return compiled.graph.depthFirst.filter { slot in
            let node = compiled.graph[slot]
            guard oldGraph.contains(slot), slot < oldRanks.count, oldRanks[slot] == compiled.ranks[slot] else { return true }
            let before = oldGraph[slot]
            return before.id != node.id || before.parent != node.parent || before.arrangedIndex != node.arrangedIndex
                || before.children != node.children || before.arranged != node.arranged || before.view != node.view
        }
    }

    /// Marks what may change when a view changes: its own owners, its stack's arrangement and
    /// those of the stacks above it in the same subsystem (baselines and fitting sizes flow up
    /// within a subsystem), the document constraints that mention any of them, and its
    /// subsystems. With `onlyReadersAbove`, a stack above the view's superview is marked only
    /// if its arrangement reads something of the view (`arrangementReads`), which needs the
    /// view's stack attributes unchanged (they decide which baselines are rigid).
    func markAffected(by slot: Int, onlyReadersAbove: Bool, in compiled: CompiledScene) {
        let node = compiled.graph[slot]
        let reads: (Int, Axis) -> Bool = { stack, axis in
            !onlyReadersAbove || stack == node.parent || self.arrangementReads(stack, along: axis, changed: slot, in: compiled)
        }
        for axis in [Axis.horizontal, .vertical] {
            scratch.dirty.insert(.intrinsic(slot, axis))
            scratch.dirty.insert(.placement(slot, axis))
            if node.isStack { scratch.dirty.insert(.arrangement(slot, axis)) }
            scratch.dirtySubsystems.insert(compiled.partition.subsystem(of: slot, along: axis))
            if node.parent >= 0 {
                scratch.dirty.formUnion(sizeDependents(from: node.parent, along: axis, where: reads, in: compiled))
                scratch.dirtySubsystems.insert(compiled.partition.subsystem(of: node.parent, along: axis))
            }
        }
        for index in compiled.documentsMentioning[slot] ?? [] { scratch.dirty.insert(.document(index)) }
        // A stack above may vend its first baseline at an offset that follows this view (see
        // `AnchorResolver.rigidFirstBaselineOffset`): whatever uses that baseline is recompiled.
        var ancestor = node.parent
        while ancestor >= 0, compiled.graph[ancestor].isStack {
            let above = compiled.graph[ancestor].parent
            if above >= 0, compiled.graph[above].isStack, reads(above, .vertical) { scratch.dirty.insert(.arrangement(above, .vertical)) }
            for index in compiled.documentsMentioning[ancestor] ?? [] { scratch.dirty.insert(.document(index)) }
            ancestor = above
        }
    }

    /// The arrangements and document constraints that depend on the sizes or baselines of views
    /// below `slot`, walking up while in the same subsystem along `axis`; only the arrangements
    /// (of a stack, along an axis) that `include` accepts.
    func sizeDependents(
        from slot: Int, along axis: Axis, where include: (Int, Axis) -> Bool = { _, _ in true }, in compiled: CompiledScene
    ) -> [ConstraintOwner] {
        let subsystem = compiled.partition.subsystemOf[axis.index][slot]
        var owners: [ConstraintOwner] = []
        var ancestor = slot
        while ancestor >= 0, compiled.partition.subsystemOf[axis.index][ancestor] == subsystem {
            if compiled.graph[ancestor].isStack {
                for part in [Axis.horizontal, .vertical] where include(ancestor, part) { owners.append(.arrangement(ancestor, part)) }
            }
            owners += (compiled.documentsMentioning[ancestor] ?? []).map { .document($0) }
            ancestor = compiled.graph[ancestor].parent
        }
        return owners
    }

    /// After the partition changed: installed owners that now belong elsewhere (or nowhere) are
    /// recompiled, and every subsystem whose region changed is re-solved. O(views + owners).
    private func rehome(from old: Partition, in compiled: CompiledScene) {
        for (owner, record) in system.installed where compiled.subsystem(for: owner) != record.subsystem { scratch.dirty.insert(owner) }
        for slot in compiled.graph.depthFirst {
            for axis in [Axis.horizontal, .vertical] {
                let before = slot < old.subsystemOf[axis.index].count ? old.subsystemOf[axis.index][slot] : -1
                guard before != compiled.partition.subsystemOf[axis.index][slot] else { continue }
                scratch.dirtySubsystems.insert(compiled.partition.subsystem(of: slot, along: axis))
                if before >= 0 { scratch.dirtySubsystems.insert(old.subsystem(of: slot, along: axis)) }
                let parent = compiled.graph[slot].parent
                if parent >= 0 { scratch.dirtySubsystems.insert(compiled.partition.subsystem(of: parent, along: axis)) }
                for owner in [ConstraintOwner.intrinsic(slot, axis), .placement(slot, axis), .arrangement(slot, axis)] { scratch.dirty.insert(owner) }
            }
        }
    }

    /// Every owner of a subsystem: the views solved in it (their own constraints and
    /// arrangements, their subviews' placements), the stand-ins of the subsystems nested in it,
    /// its root's position, and its document constraints. O(region).
    func owners(of key: SubsystemKey, in compiled: CompiledScene) -> [ConstraintOwner] {
        var owners: [ConstraintOwner] = []
        for axis in key.axes {
            owners.append(key.root == compiled.graph.root ? .canvas(axis) : .origin(key.root, axis))
            var pending = [key.root]
            while let slot = pending.popLast() {
                owners.append(.intrinsic(slot, axis))
                if compiled.graph[slot].isStack { owners.append(.arrangement(slot, axis)) }
                for child in compiled.graph[slot].children {
                    if compiled.exists(.placement(child, axis)) { owners.append(.placement(child, axis)) }
                    if compiled.partition.isRoot(child, along: axis) { owners.append(.cost(child, axis)) } else { pending.append(child) }
                }
            }
        }
        owners += (compiled.documentsBySubsystem[key] ?? []).map { .document($0) }
        return owners
    }
}
