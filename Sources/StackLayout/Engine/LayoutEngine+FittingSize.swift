extension LayoutEngine {
    /// A view's compressed fitting size, cached for the current pass.
    ///
    /// Along each axis: a leaf's comes from its own content profile; a subsystem root's from
    /// its cost profile (minimised with the pull to zero added); any other view's from a
    /// temporary subsystem made of the view's subtree (`temporaryFittingSize`).
    func fittingSize(of slot: Int) -> Size {
        if let cached = fittingCache[slot] { return cached }
        let size = Size(width: fittingLength(of: slot, along: .horizontal), height: fittingLength(of: slot, along: .vertical))
        fittingCache[slot] = size
        return size
    }

    private func fittingLength(of slot: Int, along axis: Axis) -> Double {
        if !graph[slot].isContainer, documentsMentioning[slot] == nil {
            return leafProfile(of: slot, along: axis).fittingLength(along: axis)
        }
        if slot != graph.root, partition.isRoot(slot, along: axis), !selfCoupled.contains(slot),
           let length = exactFittingLength(partition.key(root: slot, axis: axis)) {
            return length
        }
        let size = temporaryFittingSize(of: slot)
        return axis == .horizontal ? size.width : size.height
    }

    /// Solves the view's subtree on its own with the pull to zero size: along each axis, the
    /// views solved in the same subsystem as the view, and the stand-ins of the subsystems
    /// nested in them; and the document constraints among them.
    private func temporaryFittingSize(of slot: Int) -> Size {
        if let cached = temporaryFittingCache[slot] { return cached }
        let homes = [Axis.horizontal, .vertical].map { partition.subsystemOf[$0.index][slot] }
        var owners: [ConstraintOwner] = []
        var documentCandidates: Set<Int> = []
        for axis in [Axis.horizontal, .vertical] {
            let home = homes[axis.index]
            var pending = [slot]
            while let view = pending.popLast() {
                owners.append(.intrinsic(view, axis))
                if graph[view].isStack { owners.append(.arrangement(view, axis)) }
                documentCandidates.formUnion(documentsMentioning[view] ?? [])
                for child in graph[view].children {
                    if exists(.placement(child, axis)) { owners.append(.placement(child, axis)) }
                    if partition.subsystemOf[axis.index][child] == home {
                        pending.append(child)
                    } else if exists(.cost(child, axis)) {
                        owners.append(.cost(child, axis))
                    }
                }
            }
        }
        for index in documentCandidates {
            let document = documents[index]
            guard document.touched.allSatisfy({ graph.isAncestor(slot, of: $0) }) else { continue }
            let placement = document.placement(in: graph)
            let home = document.axis.map { partition.subsystemOf[$0.index][placement] == homes[$0.index] } ?? true
            if home || document.scope(in: graph) == slot { owners.append(.document(index)) }
        }
        let chains = PositionChains(root: slot, axes: [.horizontal, .vertical], graph: graph, inRegion: { view in
            self.partition.subsystemOf[0][view] == homes[0] || self.partition.subsystemOf[1][view] == homes[1]
        })
        let subsystem = SimplexSubsystem(key: SubsystemKey(root: slot, axis: nil), chains: chains)
        var sink = ConstraintSink()
        for axis in [Axis.horizontal, .vertical] {
            compileSubsystemOrigin(root: slot, axis: axis, into: &sink)
            compileFittingPull(root: slot, axis: axis, into: &sink)
        }
        for owner in owners.sorted(by: { $0.installOrder(ranks: ranks) < $1.installOrder(ranks: ranks) }) {
            sink.constraints += compile(owner)
        }
        for constraint in sink.constraints { _ = subsystem.install(constraint) }
        let size = Size(width: subsystem.rootLength(along: .horizontal), height: subsystem.rootLength(along: .vertical))
        temporaryFittingCache[slot] = size
        return size
    }
}
