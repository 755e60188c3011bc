import ConstraintSolver

extension LayoutEngine {
    /// Solves the dirty parts of the scene.
    ///
    /// Bottom-up over subsystems (each after those nested in it): a stack of the common kinds
    /// gets its closed form; any other subsystem recompiles and reinstalls its dirty owners,
    /// re-solves with its root free, pins the root's length and measures its cost profile (an
    /// edited subsystem stays pinned at its parent's length when its new profile's minimum is
    /// within reach from there, see `remeasureWhilePinned`). A
    /// changed profile dirties the stand-in in the parent and whatever depends on the root's
    /// size there. Top-down: each root gets the length its parent chose, and the values are
    /// read. Untouched subsystems cost nothing bottom-up and one `suggest` (or one closed-form
    /// layout) top-down.
    func runPass(_ compiled: CompiledScene) {
        scratch.generation &+= 1
        defer { scratch.generation &+= 1 }
        scratch.fittingCache.removeAll(keepingCapacity: true)
        scratch.temporaryFittingCache.removeAll(keepingCapacity: true)
        // Nothing solved yet: every subsystem is made from all its owners, after those nested in
        // it, so a new profile has no stand-in or dependent to take out of its parent.
        let fromScratch = solved.solutions.count == 0
        var queued: [SubsystemKey: Set<ConstraintOwner>] = [:]
        /// Owners being recompiled into the subsystem they are in: their old constraints stay
        /// until the new ones are known, so that unchanged constraints stay installed.
        var stale: [ConstraintOwner: InstalledOwner] = [:]
        var dirtyKeys: Set<SubsystemKey> = []
        /// Simplex subsystems solved in this pass, whose storage is trimmed once it is placed.
        var solvedSimplexKeys: [SubsystemKey] = []
        func takeOut(_ owner: ConstraintOwner) {
            let target = compiled.subsystem(for: owner)
            if let record = system.installed.removeValue(forKey: owner) {
                system.brokenOwners.remove(owner)
                system.ownersBySubsystem.updateIfPresent(record.subsystem) { $0.remove(owner) }
                dirtyKeys.insert(record.subsystem)
                if record.subsystem == target {
                    stale[owner] = record
                } else if let subsystem = solved.solutions[record.subsystem]?.simplex {
                    for token in record.tokens { subsystem.uninstall(token) }
                }
            }
            if let target {
                queued[target, default: []].insert(owner)
                dirtyKeys.insert(target)
            }
        }
        for owner in scratch.dirty { takeOut(owner) }
        scratch.dirty.removeAll()
        dirtyKeys.formUnion(scratch.dirtySubsystems)
        scratch.dirtySubsystems.removeAll()
        for key in solved.solutions.keys where !compiled.partition.contains(key) { dropSolution(key) }

        for key in compiled.partition.postOrder {
            let existing = solved.solutions[key]
            guard existing == nil || dirtyKeys.contains(key) || existing!.simplex?.isPinned == false else { continue }
            let oldProfile = existing?.profile
            // The parent must place this root again, making its choice exact in the new solution.
            if key.root != compiled.graph.root {
                for axis in key.axes { forgetPlacement(of: compiled.partition.subsystem(of: compiled.graph[key.root].parent, along: axis)) }
            }
            // A closed form made again keeps the window it was asked to cover (widened for its
            // parent before): made around its minimum only, its parent would widen it again.
            let previousRequest: ExactWindow? = if case .closedForm(let stack) = existing { stack.requested } else { nil }
            if let closedForm = exactClosedForm(for: key, requested: previousRequest, in: compiled) {
                if existing?.simplex != nil { dropSolution(key) }
                for owner in queued.removeValue(forKey: key) ?? [] { stale[owner] = nil }
                solved.solutions[key] = .closedForm(closedForm)
                forgetPlacement(of: key)
            } else {
                let chains = PositionChains.chains(root: key.root, axes: key.axes, graph: compiled.graph, inRegion: { compiled.partition.holds($0, in: key) })
                // The scene root's size (the canvas) is pinned before anything else and stays
                // pinned, so that a document constraint that contradicts it is the one to break.
                let isSceneRoot = key.root == compiled.graph.root
                var subsystem: SimplexSubsystem
                var keptPin = false
                if let current = existing?.simplex, current.chains.chains == chains {
                    subsystem = current
                    keptPin = !isSceneRoot && subsystem.keepsPinThroughEdits
                    if !isSceneRoot, !keptPin { subsystem.unpin() }
                    install(queued.removeValue(forKey: key) ?? [], into: subsystem, replacing: &stale, in: compiled)
                    if subsystem.brokenCount > 0 {
                        // Rebuild in canonical order, so that the same constraint breaks as from scratch.
                        subsystem = rebuildSimplex(key, chains: current.chains, replacing: &stale, in: compiled)
                    }
                } else {
                    queued[key] = nil
                    subsystem = rebuildSimplex(key, chains: PositionChains(chains: chains), replacing: &stale, in: compiled)
                }
                solvedSimplexKeys.append(key)
                if !isSceneRoot, !(keptPin && subsystem.isPinned && remeasureWhilePinned(subsystem, in: compiled)) {
                    subsystem.unpin()
                    subsystem.pin()
                    if key.axis != nil { remeasure(subsystem, covering: subsystem.pinnedLength ?? 0, in: compiled) }
                }
                // Trimmed now, so that the room one subsystem's solve left is not held while the
                // next ones solve (and again once placed: widening may solve it again).
                subsystem.shrinkToFit()
            }
            let newProfile = solved.solutions[key]!.profile
            if let axis = key.axis, key.root != compiled.graph.root, let newProfile,
               !(oldProfile?.isApproximatelyEqual(to: newProfile) ?? false) {
                scratch.fittingCache[VariableKey(slot: key.root, kind: axis == .horizontal ? .width : .height).raw] = nil
                if !fromScratch {
                    takeOut(.cost(key.root, axis))
                    let parent = compiled.graph[key.root].parent
                    for owner in sizeDependents(from: parent, along: axis, in: compiled) { takeOut(owner) }
                }
            }
        }
        for (owner, record) in stale {
            // Owners whose subsystem turned closed-form: nothing of theirs is installed any more.
            system.ownersBySubsystem.updateIfPresent(record.subsystem) { $0.remove(owner) }
        }

        if readOut.absolute.count < compiled.graph.slotCapacity * 8 {
            readOut.absolute.append(contentsOf: repeatElement(0, count: compiled.graph.slotCapacity * 8 - readOut.absolute.count))
        }
        placeAll(compiled)
        for key in solvedSimplexKeys { solved.solutions[key]?.simplex?.shrinkToFit() }
    }

    /// The closed form of a subsystem, if it is a stack of a kind `ClosedFormStack` covers
    /// whose subviews are leaves or subsystems along that axis, with no document constraint.
    /// The subsystem's current closed form, if any, lends its whole profile when nothing it
    /// depends on changed, and its leaves' profiles when made in the same generation
    /// (`PassScratch.generation`: the same scene), rather than each leaf's being made again.
    /// `attempt`: an earlier closed form of the same subsystem not kept (`exactClosedForm`'s
    /// previous try), which lends its leaves' profiles too.
    func closedForm(
        for key: SubsystemKey, requested: ExactWindow? = nil, attempt: ClosedFormStack? = nil, in compiled: CompiledScene
    ) -> ClosedFormStack? {
        guard let axis = key.axis, compiled.graph[key.root].isStack, compiled.documentsBySubsystem[key] == nil, !touchesGuards(key.root, in: compiled) else { return nil }
        let root = key.root
        let subsystemOf = compiled.partition.subsystemOf[axis.index]
        // Locals, read once: the closures below run for every item.
        let graph = compiled.graph, ranks = compiled.ranks
        for child in graph[root].children where graph[child].isContainer && subsystemOf[child] != child { return nil }
        let previous = solved.solutions[key].flatMap { if case .closedForm(let stack) = $0 { stack } else { nil } }
        let generation = scratch.generation
        let lender: ClosedFormStack? =
            if let attempt, attempt.generation == generation { attempt } else if previous?.generation == generation { previous } else { nil }
        // The items are asked for in the order the previous closed form holds them (the same
        // graph): the arranged views, then the other subviews.
        var position = 0
        return ClosedFormStack(
            stack: root, axis: axis, graph: graph, ranks: ranks, ownCost: graph.contentProfile(of: root, along: axis, ranks: ranks),
            requested: requested, reusing: previous, generation: generation,
            cost: { slot in
                defer { position += 1 }
                guard subsystemOf[slot] == slot else {
                    if let lent = lender?.leafCost(at: position, slot: slot) { return (lent, .everywhere) }
                    return (graph.leafProfile(of: slot, along: axis, ranks: ranks), .everywhere)
                }
                return self.solved.solutions[compiled.partition.key(root: slot, axis: axis)].flatMap { solution in
                    solution.profile.map { ($0, solution.window) }
                }
            },
            naturalLength: { slot in graph.proportionalLength(of: slot, along: axis, fitting: { self.fittingLength(of: $0, along: axis, in: compiled) }) },
            hasFixedFrame: { !compiled.namedByDocuments.contains($0) })
    }

    /// A leaf's whole cost along an axis (`SceneGraph.leafProfile`).
    func leafProfile(of slot: Int, along axis: Axis, in compiled: CompiledScene) -> CostProfile { compiled.graph.leafProfile(of: slot, along: axis, ranks: compiled.ranks) }

    /// Forgets a subsystem's solution; owners installed in it are no longer installed.
    private func dropSolution(_ key: SubsystemKey) {
        for owner in system.ownersBySubsystem[key] ?? [] {
            system.installed[owner] = nil
            system.brokenOwners.remove(owner)
        }
        system.ownersBySubsystem[key] = nil
        solved.solutions[key] = nil
        forgetPlacement(of: key)
    }

    /// A fresh simplex subsystem for `key` with every owner it holds, installed in canonical
    /// order.
    func rebuildSimplex(_ key: SubsystemKey, in compiled: CompiledScene) -> SimplexSubsystem {
        var stale: [ConstraintOwner: InstalledOwner] = [:]
        let chains = PositionChains(root: key.root, axes: key.axes, graph: compiled.graph, inRegion: { compiled.partition.holds($0, in: key) })
        return rebuildSimplex(key, chains: chains, replacing: &stale, in: compiled)
    }

    private func rebuildSimplex(
        _ key: SubsystemKey, chains: PositionChains, replacing stale: inout [ConstraintOwner: InstalledOwner], in compiled: CompiledScene
    ) -> SimplexSubsystem {
        let owners = owners(of: key, in: compiled)
        for owner in owners {
            system.installed[owner] = nil
            stale[owner] = nil
            system.brokenOwners.remove(owner)
        }
        system.ownersBySubsystem[key] = nil
        let subsystem = SimplexSubsystem(key: key, chains: chains)
        solved.solutions[key] = .simplex(subsystem)
        forgetPlacement(of: key)
        if key.root == compiled.graph.root { subsystem.pin(at: canvas) }
        install(owners, into: subsystem, replacing: &stale, in: compiled)
        return subsystem
    }

    /// Compiles owners and installs them: owners in canonical order; within that, required
    /// constraints first, then the others from the strongest level down, so that a new
    /// constraint rarely displaces an installed one (each displacement costs pivots). An owner
    /// whose previous constraints are in `stale` keeps those that did not change.
    func install(
        _ owners: some Collection<ConstraintOwner>, into subsystem: SimplexSubsystem,
        replacing stale: inout [ConstraintOwner: InstalledOwner], in compiled: CompiledScene
    ) {
        let sorted = owners.sorted { $0.installOrder(ranks: compiled.ranks) < $1.installOrder(ranks: compiled.ranks) }
        let context = compileContext(compiled)
        var ownerConstraints = sorted.map { compile($0, context: context, in: compiled) }
        var tokens = ownerConstraints.map { [SimplexSubsystem.Token?](repeating: nil, count: $0.count) }
        for (index, owner) in sorted.enumerated() {
            guard let old = stale.removeValue(forKey: owner) else { continue }
            tokens[index] = keptTokens(old, for: ownerConstraints[index], in: subsystem)
        }
        var pending: [(owner: Int, constraint: Int)] = []
        for index in ownerConstraints.indices {
            for position in ownerConstraints[index].indices where tokens[index][position] == nil { pending.append((index, position)) }
        }
        func strength(_ item: (owner: Int, constraint: Int)) -> CompiledStrength { ownerConstraints[item.owner][item.constraint].strength }
        let required = pending.filter { strength($0) == .required }
        let soft = pending.filter { strength($0) != .required }.sorted { strength($0).installLevel > strength($1).installLevel }
        for item in required + soft {
            tokens[item.owner][item.constraint] = subsystem.install(ownerConstraints[item.owner][item.constraint])
        }
        for (index, owner) in sorted.enumerated() {
            let record = InstalledOwner(subsystem: subsystem.key, constraints: ownerConstraints[index], tokens: tokens[index].map { $0! })
            if record.hasBroken { system.brokenOwners.insert(owner) }
            system.installed[owner] = record
            system.ownersBySubsystem.update(subsystem.key, default: []) { $0.insert(owner) }
        }
        ownerConstraints = []
    }

    /// Tokens for the constraints of `constraints` that were installed before (nil for the
    /// others, still to install); the old constraints that are gone are uninstalled.
    /// An edit usually changes a few constraints in the middle of an owner's list (a view
    /// shown or hidden): the common prefix and suffix keep their tokens by position, and only
    /// the rest is matched by value: by comparing when it is short (no hashing), else through a
    /// dictionary. O(constraints).
    func keptTokens(
        _ old: InstalledOwner, for constraints: [CompiledConstraint], in subsystem: SimplexSubsystem
    ) -> [SimplexSubsystem.Token?] {
        if old.constraints == constraints { return old.tokens }
        var tokens = [SimplexSubsystem.Token?](repeating: nil, count: constraints.count)
        let oldCount = old.constraints.count, newCount = constraints.count
        var prefix = 0
        while prefix < min(oldCount, newCount), old.constraints[prefix] == constraints[prefix] {
            tokens[prefix] = old.tokens[prefix]
            prefix += 1
        }
        var suffix = 0
        while suffix < min(oldCount, newCount) - prefix,
              old.constraints[oldCount - 1 - suffix] == constraints[newCount - 1 - suffix] {
            tokens[newCount - 1 - suffix] = old.tokens[oldCount - 1 - suffix]
            suffix += 1
        }
        let oldMiddle = prefix..<(oldCount - suffix), newMiddle = prefix..<(newCount - suffix)
        if oldMiddle.count * newMiddle.count <= 256 {
            // Old positions not matched yet; of equal constraints, the last one goes first.
            var unmatched = Array(oldMiddle)
            for index in newMiddle {
                guard let match = unmatched.lastIndex(where: { old.constraints[$0] == constraints[index] }) else { continue }
                tokens[index] = old.tokens[unmatched.remove(at: match)]
            }
            for position in unmatched { subsystem.uninstall(old.tokens[position]) }
            return tokens
        }
        var available: [CompiledConstraint: [SimplexSubsystem.Token]] = [:]
        for index in oldMiddle { available[old.constraints[index], default: []].append(old.tokens[index]) }
        for index in newMiddle { tokens[index] = available[constraints[index]]?.popLast() }
        for leftovers in available.values { for token in leftovers { subsystem.uninstall(token) } }
        return tokens
    }

    /// The context for compiling constraints of `compiled`.
    func compileContext(_ compiled: CompiledScene) -> CompileContext {
        CompileContext(graph: compiled.graph, ranks: compiled.ranks, fittingLength: { [unowned self] in fittingLength(of: $0, along: $1, in: compiled) })
    }

    /// The constraints of one owner, compiled in `context` (`compileContext(compiled)`).
    func compile(_ owner: ConstraintOwner, context: CompileContext, in compiled: CompiledScene) -> [CompiledConstraint] {
        var sink = ConstraintSink()
        switch owner {
        case .canvas(let axis):
            compileCanvasConstraints(root: compiled.graph.root, axis: axis, canvas: nil, into: &sink)
        case .intrinsic(let slot, let axis):
            compileIntrinsicConstraints(of: slot, axis: axis, context: context, into: &sink)
            compileFrameGuardsIfBounded(of: slot, axis: axis, context: context, into: &sink)
        case .placement(let slot, let axis):
            compilePlacementConstraints(
                of: slot, axis: axis, mentionedByConstraints: compiled.namedByDocuments.contains(slot), context: context, into: &sink)
        case .arrangement(let slot, let axis):
            StackArrangement(stack: slot, context: context).compile(axis, into: &sink)
        case .document(let index):
            let constraint = scene!.constraints[index]
            if let resolved = compileDocumentConstraint(constraint, index: index, slotOf: compiled.registry.slotOf, context: context).compiled {
                sink.constraints.append(resolved)
                if let tieBreaker = documentTieBreaker(of: resolved, for: constraint) { sink.constraints.append(tieBreaker) }
            }
        case .origin(let slot, let axis):
            compileSubsystemOrigin(root: slot, axis: axis, into: &sink)
        case .cost(let slot, let axis):
            if let profile = solved.solutions[compiled.partition.key(root: slot, axis: axis)]?.profile {
                compileCostProfile(root: slot, axis: axis, profile: profile, into: &sink)
            }
        }
        return sink.constraints
    }
}
