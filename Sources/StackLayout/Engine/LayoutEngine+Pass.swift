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
        /// Owners being recompiled into the subsystem they are in: their old constraints stay
        /// until the new ones are known, so that unchanged constraints stay installed.
        var stale: [ConstraintOwner: InstalledOwner] = [:]
        var changedSubsystems: Set<Int> = []
        func takeOut(_ owner: ConstraintOwner) {
            let target = subsystem(for: owner)
            if let record = installed.removeValue(forKey: owner) {
                brokenOwners.remove(owner)
                ownersBySubsystem[record.subsystem]?.remove(owner)
                changedSubsystems.insert(record.subsystem)
                if record.subsystem == target {
                    stale[owner] = record
                } else if let subsystem = subsystems[record.subsystem] {
                    for token in record.tokens { subsystem.uninstall(token) }
                }
            }
            if let target { queued[target, default: []].insert(owner) }
        }
        for owner in dirty { takeOut(owner) }
        dirty.removeAll()
        for root in Array(subsystems.keys) where !(graph.contains(root) && partition.isRoot(root)) {
            subsystems[root] = nil
            ownersBySubsystem[root] = nil
        }

        for root in partition.postOrder {
            let chains = PositionChains(root: root, graph: graph, inRegion: { self.partition.subsystemOf[$0] == root })
            let existing = subsystems[root]
            let pending = queued.removeValue(forKey: root) ?? []
            guard existing == nil || existing!.chains != chains || !pending.isEmpty || changedSubsystems.contains(root)
                || !existing!.isSizePinned
            else { continue }
            var subsystem: Subsystem
            if let existing, existing.chains == chains {
                subsystem = existing
                subsystem.unpinSize()
                install(pending, into: subsystem, replacing: &stale)
            } else {
                subsystem = rebuildSubsystem(root, chains: chains, adding: pending, replacing: &stale)
            }
            if existing != nil, subsystem.brokenCount > 0 {
                // Rebuild in canonical order, so that the same constraint breaks as from scratch.
                subsystem = rebuildSubsystem(root, chains: chains, adding: [], replacing: &stale)
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
            let origin = root == graph.root
                ? (x: 0.0, y: 0.0)
                : (x: absolute[VariableKey(slot: root, kind: .left).raw], y: absolute[VariableKey(slot: root, kind: .top).raw])
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

    /// A fresh subsystem for `root` with every owner it holds (those already installed in the
    /// old one, and `additional`), installed in canonical order.
    private func rebuildSubsystem(
        _ root: Int, chains: PositionChains, adding additional: Set<ConstraintOwner>,
        replacing stale: inout [ConstraintOwner: InstalledOwner]
    ) -> Subsystem {
        var owners = additional.union(ownersBySubsystem[root] ?? [])
        for owner in owners {
            if let record = installed.removeValue(forKey: owner) { stale[owner] = record }
            brokenOwners.remove(owner)
        }
        owners.formUnion(stale.keys.filter { stale[$0]!.subsystem == root })
        for owner in owners { stale[owner]?.tokens = [] }
        ownersBySubsystem[root] = nil
        let subsystem = Subsystem(root: root, chains: chains)
        subsystems[root] = subsystem
        install(owners, into: subsystem, replacing: &stale)
        return subsystem
    }

    /// Compiles owners and installs them in canonical order. An owner whose previous
    /// constraints are in `stale` keeps those that did not change.
    private func install(
        _ owners: some Collection<ConstraintOwner>, into subsystem: Subsystem,
        replacing stale: inout [ConstraintOwner: InstalledOwner]
    ) {
        for owner in owners.sorted(by: { $0.installOrder(ranks: ranks) < $1.installOrder(ranks: ranks) }) {
            let constraints = compile(owner)
            var tokens: [Subsystem.Token]
            if let old = stale.removeValue(forKey: owner), !old.tokens.isEmpty {
                tokens = reuse(old, for: constraints, in: subsystem)
            } else {
                tokens = constraints.map(subsystem.install)
            }
            let record = InstalledOwner(subsystem: subsystem.root, constraints: constraints, tokens: tokens)
            if record.hasBroken { brokenOwners.insert(owner) }
            installed[owner] = record
            ownersBySubsystem[subsystem.root, default: []].insert(owner)
            tokens = []
        }
    }

    /// Tokens for `constraints`, keeping the old installation of each unchanged constraint and
    /// replacing the others. O(constraints).
    private func reuse(_ old: InstalledOwner, for constraints: [CompiledConstraint], in subsystem: Subsystem) -> [Subsystem.Token] {
        if old.constraints == constraints { return old.tokens }
        var available: [CompiledConstraint: [Subsystem.Token]] = [:]
        for (constraint, token) in zip(old.constraints, old.tokens) { available[constraint, default: []].append(token) }
        var tokens: [Subsystem.Token?] = constraints.map { available[$0]?.popLast() }
        for leftovers in available.values { for token in leftovers { subsystem.uninstall(token) } }
        for index in tokens.indices where tokens[index] == nil { tokens[index] = subsystem.install(constraints[index]) }
        return tokens.map { $0! }
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
