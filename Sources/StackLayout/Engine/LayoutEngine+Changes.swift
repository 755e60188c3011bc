extension LayoutEngine {
    /// Brings the engine to `newScene` and lays it out. `changedViews` names the views that may
    /// differ from the previous scene (nil: compare them all).
    func apply(_ newScene: LayoutScene, changedViews: Set<String>?) -> LayoutResult {
        guard let old = scene, old.rootID == newScene.rootID else {
            rebuild(newScene)
            runPass()
            return finishPass()
        }
        let changed = changedViews ?? Set(
            newScene.views.compactMap { id, view in old.views[id] == view ? nil : id }
                + old.views.keys.filter { newScene.views[$0] == nil })
        let constraintsChanged = old.constraints != newScene.constraints
        scene = newScene
        let structural = changed.contains { id in
            guard let before = old.views[id], let after = newScene.views[id] else { return true }
            return before.subviews != after.subviews || before.arranged != after.arranged || (before.stack == nil) != (after.stack == nil)
        }
        let changedSlots: [Int]
        if structural {
            changedSlots = updateStructure(newScene)
        } else {
            changedSlots = changed.compactMap { id in
                guard let slot = registry.slotOf[id], graph.contains(slot), let view = newScene.views[id] else { return nil }
                graph.replaceView(at: slot, with: view)
                return slot
            }
        }
        if constraintsChanged || structural {
            let oldNamed = namedByDocuments
            let oldCount = documents.count
            resolveDocumentShapes()
            for index in 0..<max(oldCount, documents.count) { dirty.insert(.document(index)) }
            for slot in oldNamed.symmetricDifference(namedByDocuments) where graph.contains(slot) {
                dirty.insert(.placement(slot))
            }
        }
        let newPartition = Partition(graph: graph, documents: documents, decompose: options.decomposition)
        let partitionChanged = newPartition != partition
        partition = newPartition
        for slot in changedSlots { markAffected(by: slot) }
        if structural || partitionChanged { rehomeAllOwners() }
        runPass()
        return finishPass()
    }

    /// Builds everything for a scene from scratch.
    func rebuild(_ newScene: LayoutScene) {
        scene = newScene
        registry = SlotRegistry()
        graph = SceneGraph(scene: newScene, registry: &registry)
        ranks = freshTieRanks(order: graph.tieOrder, capacity: graph.slotCapacity)
        resolveDocumentShapes()
        partition = Partition(graph: graph, documents: documents, decompose: options.decomposition)
        subsystems = [:]
        installed = [:]
        brokenOwners = []
        ownersBySubsystem = [:]
        dirty = Set(allOwners())
    }

    /// A structural edit (views added, removed, moved): a new graph and tie ranks. Returns the
    /// views whose node or rank changed.
    private func updateStructure(_ newScene: LayoutScene) -> [Int] {
        let oldGraph = graph!
        let oldRanks = ranks
        graph = SceneGraph(scene: newScene, registry: &registry)
        registry.retainOnly(Set(graph.depthFirst.map { graph[$0].id }))
        ranks = tieRanks(following: graph.tieOrder, previous: oldRanks, capacity: graph.slotCapacity)
        indexOfID = [:]
        return graph.depthFirst.filter { slot in
            let node = graph[slot]
            guard oldGraph.contains(slot), slot < oldRanks.count, oldRanks[slot] == ranks[slot] else { return true }
            let before = oldGraph[slot]
            return before.id != node.id || before.parent != node.parent || before.arrangedIndex != node.arrangedIndex
                || before.children != node.children || before.arranged != node.arranged || before.view != node.view
        }
    }

    /// Marks the owners whose constraints may change when a view changes: its own, its stack's
    /// and those of the stacks above it in the same subsystem (baselines and fitting sizes flow
    /// up within a subsystem), and the document constraints that mention any of them.
    func markAffected(by slot: Int) {
        let node = graph[slot]
        dirty.insert(.intrinsic(slot))
        dirty.insert(.placement(slot))
        if node.isStack { dirty.insert(.arrangement(slot)) }
        for index in documentsMentioning[slot] ?? [] { dirty.insert(.document(index)) }
        guard node.parent >= 0 else { return }
        dirty.formUnion(sizeDependents(from: node.parent, within: partition.subsystemOf[node.parent]))
    }

    /// The arrangements and document constraints that depend on the sizes or baselines of views
    /// below `slot`, walking up while in `subsystem`.
    func sizeDependents(from slot: Int, within subsystem: Int) -> [ConstraintOwner] {
        var owners: [ConstraintOwner] = []
        var ancestor = slot
        while ancestor >= 0, partition.subsystemOf[ancestor] == subsystem {
            if graph[ancestor].isStack { owners.append(.arrangement(ancestor)) }
            owners += (documentsMentioning[ancestor] ?? []).map { .document($0) }
            ancestor = graph[ancestor].parent
        }
        return owners
    }

    /// After the partition changed: every owner that is gone, or now belongs to another
    /// subsystem, is recompiled; owners that are new are added. O(owners).
    private func rehomeAllOwners() {
        for (owner, record) in installed where subsystem(for: owner) != record.subsystem {
            dirty.insert(owner)
        }
        for owner in allOwners() where installed[owner] == nil { dirty.insert(owner) }
    }

    /// Compiles the document constraints far enough to know their shapes (which views they
    /// touch, whether they couple axes), which the partition needs before any size is known.
    func resolveDocumentShapes() {
        let context = CompileContext(graph: graph, ranks: ranks, fittingSize: { _ in .zero })
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

    /// Every owner the current scene has.
    func allOwners() -> [ConstraintOwner] {
        var owners: [ConstraintOwner] = [.canvas]
        for slot in graph.depthFirst {
            owners.append(.intrinsic(slot))
            if exists(.placement(slot)) { owners.append(.placement(slot)) }
            if graph[slot].isStack { owners.append(.arrangement(slot)) }
            if slot != graph.root, partition.isRoot(slot) {
                owners.append(.origin(slot))
                owners.append(.cost(slot))
            }
        }
        for index in documents.indices where documents[index].compiled != nil { owners.append(.document(index)) }
        return owners
    }

    func exists(_ owner: ConstraintOwner) -> Bool {
        switch owner {
        case .canvas: true
        case .intrinsic(let slot): graph.contains(slot)
        case .placement(let slot): graph.contains(slot) && graph[slot].parent >= 0 && !graph[slot].isArranged
        case .arrangement(let slot): graph.contains(slot) && graph[slot].isStack
        case .document(let index): index < documents.count && documents[index].compiled != nil
        case .origin(let slot), .cost(let slot): graph.contains(slot) && slot != graph.root && partition.isRoot(slot)
        }
    }

    /// The subsystem an owner's constraints go to, or nil if the owner no longer exists.
    func subsystem(for owner: ConstraintOwner) -> Int? {
        guard exists(owner) else { return nil }
        switch owner {
        case .canvas: return graph.root
        case .intrinsic(let slot), .arrangement(let slot): return partition.subsystemOf[slot]
        case .placement(let slot), .cost(let slot): return partition.subsystemOf[graph[slot].parent]
        case .origin(let slot): return slot
        case .document(let index): return partition.subsystemOf[documents[index].placement(in: graph)]
        }
    }
}
