extension LayoutEngine {
    /// A view's compressed fitting length along an axis, cached for the current pass.
    ///
    /// A leaf's comes from its own content profile; a subsystem root's from its cost profile
    /// (minimised with the pull to zero added); any other view's from a temporary subsystem
    /// made of the view's subtree (`temporaryFittingSize`).
    func fittingLength(of slot: Int, along axis: Axis) -> Double {
        let cacheKey = VariableKey(slot: slot, kind: axis == .horizontal ? .width : .height).raw
        if let cached = fittingCache[cacheKey] { return cached }
        let length = uncachedFittingLength(of: slot, along: axis)
        fittingCache[cacheKey] = length
        return length
    }

    private func uncachedFittingLength(of slot: Int, along axis: Axis) -> Double {
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
    /// nested in them; and the document constraints among them. Where the solution puts a
    /// nested root outside the window on which its profile is exact, the window is widened and
    /// the subtree solved again.
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
        owners.sort { $0.installOrder(ranks: ranks) < $1.installOrder(ranks: ranks) }
        let chains = PositionChains(root: slot, axes: [.horizontal, .vertical], graph: graph, inRegion: { view in
            self.partition.subsystemOf[0][view] == homes[0] || self.partition.subsystemOf[1][view] == homes[1]
        })
        var size = Size.zero
        for _ in 0..<64 {
            let subsystem = SimplexSubsystem(key: SubsystemKey(root: slot, axis: nil), chains: chains)
            var sink = ConstraintSink()
            for axis in [Axis.horizontal, .vertical] {
                compileSubsystemOrigin(root: slot, axis: axis, into: &sink)
                compileFittingPull(root: slot, axis: axis, into: &sink)
            }
            for owner in owners { sink.constraints += compile(owner) }
            for constraint in sink.constraints { _ = subsystem.install(constraint) }
            size = Size(width: subsystem.rootLength(along: .horizontal), height: subsystem.rootLength(along: .vertical))
            var widened = false
            for owner in owners {
                guard case .cost(let child, let axis) = owner else { continue }
                let key = partition.key(root: child, axis: axis)
                let lengthKey = VariableKey(slot: child, kind: axis == .horizontal ? .width : .height)
                guard let window = solutions[key]?.window, let value = subsystem.length(lengthKey), !window.contains(value),
                      !subsystem.isFixed(lengthKey)
                else { continue }
                widen(key, toCover: value)
                widened = widened || solutions[key]?.window != window
            }
            if !widened { break }
        }
        temporaryFittingCache[slot] = size
        return size
    }
}
