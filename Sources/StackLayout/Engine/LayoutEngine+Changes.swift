extension LayoutEngine {
    /// Brings the engine to `newScene` and lays it out, comparing every view with the
    /// previous scene's (O(views)), or building everything if there is none.
    func apply(_ newScene: LayoutScene) -> LayoutResult {
        guard let old = scene, old.rootID == newScene.rootID else {
            solved.wholeRegions = []
            guards.boundedViews = []
            rebuild(newScene)
            runPass()
            return guardingFrames(resolvingConflicts(finishPass()))
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
            rebuild(newScene)
            runPass()
            return guardingFrames(resolvingConflicts(finishPass()))
        }
        let structural = previousViews.contains { id, previous in
            guard let before = previous, let after = newScene.views[id] else { return true }
            return before.subviews != after.subviews || before.arranged != after.arranged || (before.stack == nil) != (after.stack == nil)
        }
        let changedSlots: [Int]
        if structural {
            changedSlots = updateStructure(newScene)
        } else {
            changedSlots = previousViews.keys.compactMap { id in
                guard let slot = registry.slotOf[id], graph.contains(slot), let view = newScene.views[id] else { return nil }
                graph.replaceView(at: slot, with: view)
                return slot
            }
        }
        if constraintsChanged || structural {
            let oldNamed = namedByDocuments
            let oldCount = documents.count
            resolveDocumentShapes()
            for index in 0..<max(oldCount, documents.count) { scratch.dirty.insert(.document(index)) }
            for slot in oldNamed.symmetricDifference(namedByDocuments) where graph.contains(slot) {
                for axis in [Axis.horizontal, .vertical] { scratch.dirty.insert(.placement(slot, axis)) }
            }
        }
        let oldPartition = partition!
        if structural || constraintsChanged || previousViews.contains(where: mayChangePartition) {
            partition = Partition(graph: graph, documents: documents, decompose: options.decomposition, wholeRegions: wholeRegionKeys())
            assignDocuments()
        }
        for slot in changedSlots {
            // A view that keeps its stack attributes keeps every stack's choice of rigid
            // baselines: stacks above then read it only through their baselines and fittings.
            let keepsStack = !structural && previousViews[graph[slot].id]??.stack == graph[slot].view.stack
            markAffected(by: slot, onlyReadersAbove: keepsStack)
        }
        if structural || partition != oldPartition {
            rehome(from: oldPartition)
            forgetAllPlacements()
        }
        runPass()
        return guardingFrames(resolvingConflicts(finishPass(changedSlots: changedSlots)))
    }

    /// Whether a view's edit (not structural) may change the partition: a stack's attributes
    /// (its axis, alignment, baseline-relative arrangement), or a view shown or hidden where a
    /// baseline chain or a baseline-relative stack picks its visible items. O(arranged items).
    private func mayChangePartition(_ id: String, previous: LayoutView?) -> Bool {
        guard let before = previous, let after = scene!.views[id] else { return true }
        if before.stack != after.stack { return true }
        // Whether a leaf's last baseline keeps its distance above the bottom (and so may be a
        // rigid one that a stack above vends) follows its baselines and intrinsic height.
        if (before.lastBaselineAboveBottom == nil) != (after.lastBaselineAboveBottom == nil) { return true }
        guard before.hidden != after.hidden, let slot = registry.slotOf[id], graph[slot].parent >= 0 else { return false }
        let parent = graph[slot].parent
        if graph[parent].view.stack?.baselineRelative == true { return true }
        if mayChangeRigidLastBaseline(showingOrHiding: slot) { return true }
        // Only a superview solved with its own superview can be in a baseline chain.
        if partition.isRoot(parent, along: .vertical) { return false }
        // A vertical or fill-aligned stack vends the baselines of its first and last visible
        // items (`AnchorResolver.possibleBaselineVendors`): showing or hiding an item between
        // them changes neither. Any other superview may vend any item's.
        guard let attributes = graph[parent].view.stack, attributes.axis == .vertical || attributes.alignment == .fill
        else { return true }
        let candidates = graph[parent].arranged.filter { $0 == slot || !graph[$0].view.hidden }
        return candidates.first == slot || candidates.last == slot
    }

    /// Whether showing or hiding `slot` may turn a last baseline that the partition reads
    /// from rigid to not, or back (`AnchorResolver.rigidLastBaselineOffset` follows the last
    /// visible items down). Each stack of which the view, or a stack found so far, is the last
    /// candidate (vertical or fill-aligned) may change; the partition reads its last baseline
    /// if its superview aligns it by last baseline or spaces it by baselines, if a document
    /// constraint names it, or if its superview is solved with its own superview (and so may
    /// be in a baseline chain). O(depth * arranged).
    private func mayChangeRigidLastBaseline(showingOrHiding slot: Int) -> Bool {
        var item = slot
        while true {
            let stack = graph[item].parent
            guard stack >= 0, let attributes = graph[stack].view.stack, attributes.axis == .vertical || attributes.alignment == .fill,
                  graph[stack].arranged.last(where: { $0 == item || !graph[$0].view.hidden }) == item
            else { return false }
            let above = graph[stack].parent
            guard above >= 0 else { return false }
            if namedByDocuments.contains(stack) || !partition.isRoot(above, along: .vertical) { return true }
            if let outer = graph[above].view.stack {
                if outer.axis == .horizontal, outer.alignment == .lastBaseline { return true }
                if outer.axis == .vertical, outer.baselineRelative { return true }
            }
            item = stack
        }
    }

    /// Builds everything for a scene from scratch.
    func rebuild(_ newScene: LayoutScene) {
        scene = newScene
        registry = SlotRegistry()
        graph = SceneGraph(scene: newScene, registry: &registry)
        ranks = freshTieRanks(order: graph.tieOrder, capacity: graph.slotCapacity)
        readOut.indexOfID = [:]
        resolveDocumentShapes()
        partition = Partition(graph: graph, documents: documents, decompose: options.decomposition, wholeRegions: wholeRegionKeys())
        assignDocuments()
        solved.solutions.removeAll()
        forgetAllPlacements()
        system.installed = [:]
        system.brokenOwners = []
        system.ownersBySubsystem.removeAll()
        scratch.dirty = []
        scratch.dirtySubsystems = []
    }

    /// A structural edit (views added, removed, moved): a new graph and tie ranks. Returns the
    /// views whose node or rank changed.
    private func updateStructure(_ newScene: LayoutScene) -> [Int] {
        let oldGraph = graph!
        let oldRanks = ranks
        graph = SceneGraph(scene: newScene, registry: &registry)
        registry.retainOnly(Set(graph.depthFirst.map { graph[$0].id }))
        ranks = tieRanks(following: graph.tieOrder, previous: oldRanks, capacity: graph.slotCapacity)
        readOut.indexOfID = [:]
        return graph.depthFirst.filter { slot in
            let node = graph[slot]
            guard oldGraph.contains(slot), slot < oldRanks.count, oldRanks[slot] == ranks[slot] else { return true }
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
    func markAffected(by slot: Int, onlyReadersAbove: Bool) {
        let node = graph[slot]
        let reads: (Int, Axis) -> Bool = { stack, axis in
            !onlyReadersAbove || stack == node.parent || self.arrangementReads(stack, along: axis, changed: slot)
        }
        for axis in [Axis.horizontal, .vertical] {
            scratch.dirty.insert(.intrinsic(slot, axis))
            scratch.dirty.insert(.placement(slot, axis))
            if node.isStack { scratch.dirty.insert(.arrangement(slot, axis)) }
            scratch.dirtySubsystems.insert(partition.subsystem(of: slot, along: axis))
            if node.parent >= 0 {
                scratch.dirty.formUnion(sizeDependents(from: node.parent, along: axis, where: reads))
                scratch.dirtySubsystems.insert(partition.subsystem(of: node.parent, along: axis))
            }
        }
        for index in documentsMentioning[slot] ?? [] { scratch.dirty.insert(.document(index)) }
        // A stack above may vend its first baseline at an offset that follows this view (see
        // `AnchorResolver.rigidFirstBaselineOffset`): whatever uses that baseline is recompiled.
        var ancestor = node.parent
        while ancestor >= 0, graph[ancestor].isStack {
            let above = graph[ancestor].parent
            if above >= 0, graph[above].isStack, reads(above, .vertical) { scratch.dirty.insert(.arrangement(above, .vertical)) }
            for index in documentsMentioning[ancestor] ?? [] { scratch.dirty.insert(.document(index)) }
            ancestor = above
        }
    }

    /// The arrangements and document constraints that depend on the sizes or baselines of views
    /// below `slot`, walking up while in the same subsystem along `axis`; only the arrangements
    /// (of a stack, along an axis) that `include` accepts.
    func sizeDependents(
        from slot: Int, along axis: Axis, where include: (Int, Axis) -> Bool = { _, _ in true }
    ) -> [ConstraintOwner] {
        let subsystem = partition.subsystemOf[axis.index][slot]
        var owners: [ConstraintOwner] = []
        var ancestor = slot
        while ancestor >= 0, partition.subsystemOf[axis.index][ancestor] == subsystem {
            if graph[ancestor].isStack {
                for part in [Axis.horizontal, .vertical] where include(ancestor, part) { owners.append(.arrangement(ancestor, part)) }
            }
            owners += (documentsMentioning[ancestor] ?? []).map { .document($0) }
            ancestor = graph[ancestor].parent
        }
        return owners
    }

    /// After the partition changed: installed owners that now belong elsewhere (or nowhere) are
    /// recompiled, and every subsystem whose region changed is re-solved. O(views + owners).
    private func rehome(from old: Partition) {
        for (owner, record) in system.installed where subsystem(for: owner) != record.subsystem { scratch.dirty.insert(owner) }
        for slot in graph.depthFirst {
            for axis in [Axis.horizontal, .vertical] {
                let before = slot < old.subsystemOf[axis.index].count ? old.subsystemOf[axis.index][slot] : -1
                guard before != partition.subsystemOf[axis.index][slot] else { continue }
                scratch.dirtySubsystems.insert(partition.subsystem(of: slot, along: axis))
                if before >= 0 { scratch.dirtySubsystems.insert(old.subsystem(of: slot, along: axis)) }
                let parent = graph[slot].parent
                if parent >= 0 { scratch.dirtySubsystems.insert(partition.subsystem(of: parent, along: axis)) }
                for owner in [ConstraintOwner.intrinsic(slot, axis), .placement(slot, axis), .arrangement(slot, axis)] { scratch.dirty.insert(owner) }
            }
        }
    }

    /// Compiles the document constraints far enough to know their shapes (which views they
    /// touch, whether they couple axes), which the partition needs before any size is known.
    func resolveDocumentShapes() {
        let context = CompileContext(graph: graph, ranks: ranks, fittingLength: { _, _ in 0 })
        documents = scene!.constraints.enumerated().map { index, constraint in
            compileDocumentConstraint(constraint, index: index, slotOf: registry.slotOf, context: context)
        }
        documentsMentioning = [:]
        selfCoupled = []
        namedByDocuments = Set(scene!.constraints.flatMap { $0.views.compactMap { registry.slotOf[$0] } })
        for (index, document) in documents.enumerated() where document.compiled != nil {
            for slot in Set(document.touched) { documentsMentioning[slot, default: []].append(index) }
            let scope = document.scope(in: graph)
            if document.couplesAxes, document.touched.allSatisfy({ $0 == scope }) { selfCoupled.insert(scope) }
        }
    }

    /// Which subsystem holds each document constraint.
    func assignDocuments() {
        documentsBySubsystem.removeAll()
        for index in documents.indices {
            if let key = subsystem(for: .document(index)) { documentsBySubsystem.update(key, default: []) { $0.append(index) } }
        }
    }

    /// Every owner of a subsystem: the views solved in it (their own constraints and
    /// arrangements, their subviews' placements), the stand-ins of the subsystems nested in it,
    /// its root's position, and its document constraints. O(region).
    func owners(of key: SubsystemKey) -> [ConstraintOwner] {
        var owners: [ConstraintOwner] = []
        for axis in key.axes {
            owners.append(key.root == graph.root ? .canvas(axis) : .origin(key.root, axis))
            var pending = [key.root]
            while let slot = pending.popLast() {
                owners.append(.intrinsic(slot, axis))
                if graph[slot].isStack { owners.append(.arrangement(slot, axis)) }
                for child in graph[slot].children {
                    if exists(.placement(child, axis)) { owners.append(.placement(child, axis)) }
                    if partition.isRoot(child, along: axis) { owners.append(.cost(child, axis)) } else { pending.append(child) }
                }
            }
        }
        owners += (documentsBySubsystem[key] ?? []).map { .document($0) }
        return owners
    }

    func exists(_ owner: ConstraintOwner) -> Bool {
        switch owner {
        case .canvas: true
        case .intrinsic(let slot, _): graph.contains(slot)
        case .placement(let slot, _): graph.contains(slot) && graph[slot].parent >= 0 && !graph[slot].isArranged
        case .arrangement(let slot, _): graph.contains(slot) && graph[slot].isStack
        case .document(let index): index < documents.count && documents[index].compiled != nil
        case .origin(let slot, let axis), .cost(let slot, let axis):
            graph.contains(slot) && slot != graph.root && partition.isRoot(slot, along: axis)
        }
    }

    /// The subsystem an owner's constraints go to, or nil if the owner no longer exists.
    func subsystem(for owner: ConstraintOwner) -> SubsystemKey? {
        guard exists(owner) else { return nil }
        switch owner {
        case .canvas(let axis): return partition.key(root: graph.root, axis: axis)
        case .intrinsic(let slot, let axis), .arrangement(let slot, let axis): return partition.subsystem(of: slot, along: axis)
        case .placement(let slot, let axis), .cost(let slot, let axis): return partition.subsystem(of: graph[slot].parent, along: axis)
        case .origin(let slot, let axis): return partition.key(root: slot, axis: axis)
        case .document(let index):
            let document = documents[index]
            guard let axis = document.axis else { return SubsystemKey(root: graph.root, axis: nil) }
            return partition.subsystem(of: document.placement(in: graph), along: axis)
        }
    }
}
