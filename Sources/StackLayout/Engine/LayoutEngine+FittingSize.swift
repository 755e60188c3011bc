import ConstraintSolver

extension LayoutEngine {
    /// A view's compressed fitting size, cached for the current pass.
    ///
    /// A leaf's comes from its own content size constraints; a subsystem root's from its cost
    /// profiles (each minimised with the pull to zero added); any other view's from a temporary
    /// subsystem made of the view's subtree (`temporaryFittingSize`).
    func fittingSize(of slot: Int) -> Size {
        if let cached = fittingCache[slot] { return cached }
        let node = graph[slot]
        let size: Size
        if !node.isContainer, documentsMentioning[slot] == nil {
            size = Size(width: leafFittingLength(node.view, axis: .horizontal, slot: slot),
                        height: leafFittingLength(node.view, axis: .vertical, slot: slot))
        } else if slot != graph.root, partition.isRoot(slot), !selfCoupled.contains(slot), let profiles = subsystems[slot]?.profiles {
            size = Size(width: profiles.width.fittingLength(along: .horizontal), height: profiles.height.fittingLength(along: .vertical))
        } else {
            size = temporaryFittingSize(of: slot)
        }
        fittingCache[slot] = size
        return size
    }

    /// The minimum of a leaf's own cost along one axis, pulled toward zero at priority 50.
    private func leafFittingLength(_ view: LayoutView, axis: Axis, slot: Int) -> Double {
        guard let length = axis == .horizontal ? view.intrinsicSize.width : view.intrinsicSize.height else { return 0 }
        let subLevel = axis == .vertical ? 1 : 0
        let compression = SymbolicWeight(level: PriorityLevel(priority: view.compressionResistance[axis], tieBreak: ranks[slot], subLevel: subLevel))
        let hugging = SymbolicWeight(level: PriorityLevel(priority: view.hugging[axis], tieBreak: ranks[slot], subLevel: subLevel))
        return CostProfile(breakpoints: [length], slopes: [-compression, hugging]).fittingLength(along: axis)
    }

    /// Solves the view's subtree on its own with the pull to zero size: the views solved in the
    /// same subsystem as the view, the stand-ins of the subsystems nested in them, and the
    /// document constraints among them.
    private func temporaryFittingSize(of slot: Int) -> Size {
        let home = partition.subsystemOf[slot]
        var owners: [ConstraintOwner] = []
        var documentCandidates: Set<Int> = []
        var pending = [slot]
        while let view = pending.popLast() {
            let node = graph[view]
            owners.append(.intrinsic(view))
            if node.isStack { owners.append(.arrangement(view)) }
            documentCandidates.formUnion(documentsMentioning[view] ?? [])
            for child in node.children {
                if exists(.placement(child)) { owners.append(.placement(child)) }
                if partition.subsystemOf[child] == home {
                    pending.append(child)
                } else if exists(.cost(child)) {
                    owners.append(.cost(child))
                }
            }
        }
        for index in documentCandidates {
            let document = documents[index]
            guard document.touched.allSatisfy({ graph.isAncestor(slot, of: $0) }) else { continue }
            let placement = document.placement(in: graph)
            if partition.subsystemOf[placement] == home || document.scope(in: graph) == slot {
                owners.append(.document(index))
            }
        }
        let chains = PositionChains(root: slot, graph: graph, inRegion: { self.partition.subsystemOf[$0] == home })
        let subsystem = Subsystem(root: slot, chains: chains)
        var sink = ConstraintSink()
        compileSubsystemOrigin(root: slot, into: &sink)
        compileFittingPull(root: slot, into: &sink)
        for owner in owners.sorted(by: { $0.installOrder(ranks: ranks) < $1.installOrder(ranks: ranks) }) {
            sink.constraints += compile(owner)
        }
        for constraint in sink.constraints { _ = subsystem.install(constraint) }
        return subsystem.rootSize
    }
}
