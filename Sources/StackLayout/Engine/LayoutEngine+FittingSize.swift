import ConstraintSolver

extension LayoutEngine {
    /// The compressed fitting length of a view of the current scene along one axis (one side of
    /// `fittingSize(ofView:)`), in points. Nil for an id not in the current scene.
    ///
    /// Cost: O(1) for a view without subviews and usually for the scene's root and a view that
    /// is laid out independently of its surroundings along `axis`; for any other view, about
    /// the cost of laying out its subtree. Cached until the next layout.
    public func fittingLength(ofView id: String, along axis: Axis) -> Double? {
        // The root of a subsystem along `axis` reads the minimum of its cost profile; any other
        // view with subviews solves a temporary subsystem of its subtree (`temporaryFittingSize`).
        guard let compiled, let slot = compiled.registry.slotOf[id], compiled.graph.contains(slot) else { return nil }
        return fittingLength(of: slot, along: axis, in: compiled)
    }

    /// A view's compressed fitting length along an axis, cached for the current pass.
    ///
    /// A leaf's comes from its own content profile; a subsystem root's from its cost profile
    /// (minimised with the pull to zero added); any other view's from a temporary subsystem
    /// made of the view's subtree (`temporaryFittingSize`).
    func fittingLength(of slot: Int, along axis: Axis, in compiled: CompiledScene) -> Double {
        let cacheKey = VariableKey(slot: slot, kind: axis == .horizontal ? .width : .height).raw
        if let cached = scratch.fittingCache[cacheKey] { return cached }
        let length = uncachedFittingLength(of: slot, along: axis, in: compiled)
        scratch.fittingCache[cacheKey] = length
        return length
    }

    private func uncachedFittingLength(of slot: Int, along axis: Axis, in compiled: CompiledScene) -> Double {
        if !compiled.graph[slot].isContainer, compiled.documentsMentioning[slot] == nil {
            return leafProfile(of: slot, along: axis, in: compiled).fittingLength(along: axis)
        }
        // The scene root too: its subsystem's profile does not hold the canvas (that is applied
        // when it is placed), so a closed form's profile is its fitting cost as for any root.
        // A simplex solving the scene root has none (it stays pinned at the canvas), nor has
        // a subsystem solving both axes at once.
        let key = compiled.partition.key(root: slot, axis: axis)
        if compiled.partition.isRoot(slot, along: axis), key.axis != nil, !compiled.selfCoupled.contains(slot),
           let length = exactFittingLength(key, in: compiled) {
            return length
        }
        return temporaryFittingLength(of: slot, along: axis, in: compiled)
    }

    /// A fitting length from a temporary subsystem (`temporaryFittingSize`): along `axis`
    /// alone, unless a constraint in the subtree couples the axes (an aspect ratio), in which
    /// case both are solved together (and kept for the other axis).
    private func temporaryFittingLength(of slot: Int, along axis: Axis, in compiled: CompiledScene) -> Double {
        if let cached = scratch.temporaryFittingCache[slot] { return axis == .horizontal ? cached.width : cached.height }
        if !compiled.selfCoupled.contains(slot), let size = temporaryFittingSize(of: slot, axes: [axis], in: compiled) {
            return axis == .horizontal ? size.width : size.height
        }
        let size = temporaryFittingSize(of: slot, axes: [.horizontal, .vertical], in: compiled)!
        scratch.temporaryFittingCache[slot] = size
        return axis == .horizontal ? size.width : size.height
    }

    /// Solves the view's subtree on its own with the pull to zero size: along each of `axes`,
    /// the views solved in the same subsystem as the view, and the stand-ins of the subsystems
    /// nested in them; and the document constraints among them. Where the solution puts a
    /// nested root outside the window on which its profile is exact, the window is widened and
    /// the subtree solved again. Nil when solving one axis and a document constraint among
    /// them couples the axes (both must be solved together then). Only the lengths along
    /// `axes` are meaningful. About the cost of building that part's subsystem in a layout.
    private func temporaryFittingSize(of slot: Int, axes: [Axis], in compiled: CompiledScene) -> Size? {
        let homes = [Axis.horizontal, .vertical].map { compiled.partition.subsystemOf[$0.index][slot] }
        var owners: [ConstraintOwner] = []
        var documentCandidates: Set<Int> = []
        for axis in axes {
            let home = homes[axis.index]
            var pending = [slot]
            while let view = pending.popLast() {
                owners.append(.intrinsic(view, axis))
                if compiled.graph[view].isStack { owners.append(.arrangement(view, axis)) }
                documentCandidates.formUnion(compiled.documentsMentioning[view] ?? [])
                for child in compiled.graph[view].children {
                    if compiled.exists(.placement(child, axis)) { owners.append(.placement(child, axis)) }
                    if compiled.partition.subsystemOf[axis.index][child] == home {
                        pending.append(child)
                    } else if compiled.exists(.cost(child, axis)) {
                        owners.append(.cost(child, axis))
                    }
                }
            }
        }
        for index in documentCandidates {
            let document = compiled.documents[index]
            guard document.touched.allSatisfy({ compiled.graph.isAncestor(slot, of: $0) }) else { continue }
            let placement = document.placement(in: compiled.graph)
            if let axis = document.axis, !axes.contains(axis) { continue }
            let home = document.axis.map { compiled.partition.subsystemOf[$0.index][placement] == homes[$0.index] } ?? true
            guard home || document.scope(in: compiled.graph) == slot else { continue }
            if document.axis == nil, axes.count == 1 { return nil }
            owners.append(.document(index))
        }
        owners.sort { $0.installOrder(ranks: compiled.ranks) < $1.installOrder(ranks: compiled.ranks) }
        let chains = PositionChains(root: slot, axes: axes, graph: compiled.graph, inRegion: { view in
            axes.contains { compiled.partition.subsystemOf[$0.index][view] == homes[$0.index] }
        })
        let context = compileContext(compiled)
        var size = Size.zero
        for _ in 0..<64 {
            let subsystem = SimplexSubsystem(key: SubsystemKey(root: slot, axis: axes.count == 1 ? axes[0] : nil), chains: chains)
            var sink = ConstraintSink()
            for axis in axes {
                compileSubsystemOrigin(root: slot, axis: axis, into: &sink)
                compileFittingPull(root: slot, axis: axis, into: &sink)
            }
            for owner in owners { sink.constraints += compile(owner, context: context, in: compiled) }
            for constraint in Self.installSequence(sink.constraints) { _ = subsystem.install(constraint) }
            size = Size(width: subsystem.rootLength(along: .horizontal), height: subsystem.rootLength(along: .vertical))
            var widened = false
            for owner in owners {
                guard case .cost(let child, let axis) = owner else { continue }
                let key = compiled.partition.key(root: child, axis: axis)
                let lengthKey = VariableKey(slot: child, kind: axis == .horizontal ? .width : .height)
                guard let window = solved.solutions[key]?.window, let value = subsystem.length(lengthKey), !window.contains(value),
                      !subsystem.isFixed(lengthKey)
                else { continue }
                widen(key, toCover: value, in: compiled)
                widened = widened || solved.solutions[key]?.window != window
            }
            if !widened { break }
        }
        return size
    }

    /// Constraints in the order a subsystem is built in (as `install(_:into:replacing:)` does):
    /// the required ones first, in their own order, then the others from the strongest level
    /// down, so that a new constraint rarely displaces an installed one. Installed in their
    /// owners' order instead, the pull to zero and each view's priorities displace one another
    /// at every step, and the build costs cubic time in the views of the subtree. The order of
    /// the required constraints decides which of them breaks; the rest decide nothing by order.
    static func installSequence(_ constraints: [CompiledConstraint]) -> [CompiledConstraint] {
        let required = constraints.filter { $0.strength == .required }
        let soft = constraints.filter { $0.strength != .required }.sorted { $0.strength.installLevel > $1.strength.installLevel }
        return required + soft
    }
}
