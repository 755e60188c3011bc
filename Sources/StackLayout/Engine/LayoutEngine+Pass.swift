extension LayoutEngine {
    /// Solves the dirty parts of the scene.
    ///
    /// Bottom-up over subsystems (each after those nested in it): recompile and reinstall its
    /// dirty owners, re-solve with the root free, pin the root's size and measure its cost
    /// profiles; a changed profile dirties the stand-in in the parent and whatever depends on the
    /// root's size there. Top-down: give each root the size its parent chose (dual simplex), and
    /// read the values. Untouched subsystems cost nothing bottom-up and one `suggest` top-down.
    func runPass() {
        fittingCache.removeAll(keepingCapacity: true)
        var queued: [Int: Set<ConstraintOwner>] = [:]
        var changedSubsystems: Set<Int> = []
        func takeOut(_ owner: ConstraintOwner) {
            if let record = installed.removeValue(forKey: owner) {
                if let subsystem = subsystems[record.subsystem] {
                    for constraint in record.constraints { subsystem.uninstall(constraint) }
                    changedSubsystems.insert(record.subsystem)
                }
                ownersBySubsystem[record.subsystem]?.remove(owner)
            }
            if let target = subsystem(for: owner) { queued[target, default: []].insert(owner) }
        }
        for owner in dirty { takeOut(owner) }
        dirty.removeAll()
        for root in Array(subsystems.keys) where !(graph.contains(root) && partition.isRoot(root)) {
            subsystems[root] = nil
            ownersBySubsystem[root] = nil
        }

        for root in partition.postOrder {
            var subsystem = subsystems[root] ?? Subsystem(root: root)
            let isNew = subsystems[root] == nil
            subsystems[root] = subsystem
            let pending = queued.removeValue(forKey: root) ?? []
            guard isNew || !pending.isEmpty || changedSubsystems.contains(root) || !subsystem.isSizePinned else { continue }
            subsystem.unpinSize()
            install(pending, into: subsystem)
            if !isNew, !subsystem.broken.isEmpty {
                // Rebuild in canonical order, so that the same constraint breaks as from scratch.
                let owners = ownersBySubsystem[root] ?? []
                for owner in owners { installed[owner] = nil }
                ownersBySubsystem[root] = nil
                subsystem = Subsystem(root: root)
                subsystems[root] = subsystem
                install(owners, into: subsystem)
            }
            subsystem.pinSize()
            if root != graph.root, subsystem.measureProfiles() {
                fittingCache[root] = nil
                takeOut(.cost(root))
                let parent = graph[root].parent
                for owner in sizeDependents(from: parent, within: partition.subsystemOf[parent]) { takeOut(owner) }
            }
        }

        sizeFailures = []
        if absolute.count < graph.slotCapacity * 8 {
            absolute.append(contentsOf: repeatElement(0, count: graph.slotCapacity * 8 - absolute.count))
        }
        for root in partition.postOrder.reversed() {
            let subsystem = subsystems[root]!
            let size = root == graph.root ? scene!.canvas : absoluteFrame(of: root).size
            if !subsystem.suggestSize(size) {
                let kept = subsystem.rootSize
                sizeFailures.append(BrokenConstraint(
                    id: nil,
                    description: "\(graph[root].id): its content cannot take the size \(formatNumber(size.width)) x "
                        + "\(formatNumber(size.height)); it is laid out at \(formatNumber(kept.width)) x \(formatNumber(kept.height))"))
            }
            let origin = root == graph.root ? (x: 0.0, y: 0.0) : (x: absolute[VariableKey(slot: root, kind: .left).raw], y: absolute[VariableKey(slot: root, kind: .top).raw])
            subsystem.forEachValue { key, value in
                switch key.kind {
                case .left: absolute[key.raw] = origin.x + value
                case .top: absolute[key.raw] = origin.y + value
                case .width, .height, .contentWidth, .contentHeight: absolute[key.raw] = value
                case .spannerStart, .spannerLength: break
                }
            }
        }
    }

    /// Compiles owners and installs them, in canonical order.
    private func install(_ owners: some Collection<ConstraintOwner>, into subsystem: Subsystem) {
        for owner in owners.sorted(by: { $0.installOrder(ranks: ranks) < $1.installOrder(ranks: ranks) }) {
            let constraints = compile(owner)
            for constraint in constraints { subsystem.install(constraint) }
            installed[owner] = InstalledOwner(subsystem: subsystem.root, constraints: constraints)
            ownersBySubsystem[subsystem.root, default: []].insert(owner)
        }
    }

    /// The context for compiling constraints of the current scene.
    var compileContext: CompileContext {
        CompileContext(graph: graph, ranks: ranks, fittingSize: { [unowned self] in fittingSize(of: $0) })
    }

    /// The constraints of one owner.
    func compile(_ owner: ConstraintOwner) -> [CompiledConstraint] {
        let context = compileContext
        var sink = ConstraintSink()
        switch owner {
        case .canvas:
            let frame = RectForm(slot: graph.root)
            sink.add(frame.left, .equal, .constant(0), origin: .canvas, subject: graph.root)
            sink.add(frame.top, .equal, .constant(0), origin: .canvas, subject: graph.root)
        case .intrinsic(let slot):
            compileIntrinsicConstraints(of: slot, context: context, into: &sink)
        case .placement(let slot):
            compilePlacementConstraints(
                of: slot, mentionedByConstraints: namedByDocuments.contains(slot), context: context, into: &sink)
        case .arrangement(let slot):
            StackArrangement(stack: slot, context: context).compile(into: &sink)
        case .document(let index):
            let compiled = compileDocumentConstraint(
                scene!.constraints[index], index: index, slotOf: registry.slotOf, context: context)
            if let constraint = compiled.compiled { sink.constraints.append(constraint) }
        case .origin(let slot):
            compileSubsystemOrigin(root: slot, into: &sink)
        case .cost(let slot):
            if let profiles = subsystems[slot]?.profiles {
                compileCostProfiles(root: slot, width: profiles.width, height: profiles.height, into: &sink)
            }
        }
        return sink.constraints
    }

    func absoluteFrame(of slot: Int) -> Rect {
        Rect(
            x: absolute[VariableKey(slot: slot, kind: .left).raw], y: absolute[VariableKey(slot: slot, kind: .top).raw],
            width: absolute[VariableKey(slot: slot, kind: .width).raw], height: absolute[VariableKey(slot: slot, kind: .height).raw])
    }
}
