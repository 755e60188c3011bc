/// The view tree of a scene, indexed by slot: parents, children in z-order, arranged subviews
/// in arranged order, and the depth-first order of the layout output.
///
/// Building it is O(views). Views unreachable from the root, subview ids that name no view,
/// a second occurrence of a view in the tree, and arranged ids that are not subviews of their
/// stack are ignored (the document model rejects all of these before they get here).
struct SceneGraph {
    struct Node {
        let id: String
        let view: LayoutView
        let parent: Int
        let depth: Int
        /// Subviews in z-order.
        var children: [Int] = []
        /// Arranged subviews in arranged order (stacks only).
        var arranged: [Int] = []
        /// Index in the parent stack's arranged subviews, or -1.
        var arrangedIndex = -1

        /// A node holding `view` as the engine reads it (`LayoutView.clampedToLayoutRange`),
        /// clamped in place: the view is not copied.
        init(id: String, view: consuming LayoutView, parent: Int, depth: Int) {
            self.id = id
            view.clampToLayoutRange()
            self.view = view
            self.parent = parent
            self.depth = depth
        }

        var isStack: Bool { view.stack != nil }
        var isScroll: Bool { view.kind == .scroll }
        var isArranged: Bool { arrangedIndex >= 0 }
        var isContainer: Bool { !children.isEmpty }
    }

    /// Nodes by slot, stored unwrapped (an empty slot holds `vacant`) so that reading one
    /// field of a node does not copy the whole node out of an optional.
    private var nodes: [Node]
    private var present: [Bool]
    let root: Int
    /// Parent before subviews, siblings in z-order.
    private(set) var depthFirst: [Int] = []

    private static let vacant = Node(id: "", view: LayoutView(id: ""), parent: -1, depth: -1)

    /// The graph of `scene`, its views given slots in depth-first order. O(views); nodes are
    /// written in place, never copied out and back.
    init(scene: LayoutScene, registry: inout SlotRegistry) {
        var nodes: [Node] = []
        var present: [Bool] = []
        registry.reserveCapacity(scene.views.count)
        nodes.reserveCapacity(max(registry.capacity, scene.views.count))
        present.reserveCapacity(nodes.capacity)
        func store(_ node: consuming Node, at slot: Int) {
            if slot == nodes.count {
                nodes.append(node)
                present.append(true)
                return
            }
            if slot > nodes.count {
                nodes.append(contentsOf: repeatElement(Self.vacant, count: slot - nodes.count + 1))
                present.append(contentsOf: repeatElement(false, count: slot - present.count + 1))
            }
            nodes[slot] = node
            present[slot] = true
        }
        let rootView = scene.views[scene.rootID] ?? LayoutView(id: scene.rootID)
        root = registry.slot(for: scene.rootID)
        store(Node(id: scene.rootID, view: rootView, parent: -1, depth: 0), at: root)
        var order: [Int] = []
        order.reserveCapacity(scene.views.count)
        var pending = [root]
        while let slot = pending.popLast() {
            order.append(slot)
            let subviews = nodes[slot].view.subviews, depth = nodes[slot].depth
            var children: [Int] = []
            children.reserveCapacity(subviews.count)
            for childID in subviews {
                guard let child = scene.views[childID] else { continue }
                let childSlot = registry.slot(for: childID)
                guard childSlot >= nodes.count || !present[childSlot] else { continue }
                store(Node(id: childID, view: child, parent: slot, depth: depth + 1), at: childSlot)
                children.append(childSlot)
            }
            var arranged: [Int] = []
            if nodes[slot].isStack, nodes[slot].view.arranged == subviews {
                // The usual stack: every subview arranged, in order. The subviews stored just
                // above are then its arranged views, with no id to look up.
                for (index, child) in children.enumerated() { nodes[child].arrangedIndex = index }
                arranged = children
            } else if nodes[slot].isStack {
                for id in nodes[slot].view.arranged {
                    // A subview stored just above (not a second occurrence of a view elsewhere).
                    guard let childSlot = registry.slotOf[id], childSlot < nodes.count, present[childSlot],
                          nodes[childSlot].parent == slot, nodes[childSlot].arrangedIndex < 0
                    else { continue }
                    nodes[childSlot].arrangedIndex = arranged.count
                    arranged.append(childSlot)
                }
            }
            pending.append(contentsOf: children.reversed())
            nodes[slot].children = children
            nodes[slot].arranged = arranged
        }
        self.nodes = nodes
        self.present = present
        self.depthFirst = order
    }

    subscript(slot: Int) -> Node {
        assert(present[slot], "no view in slot \(slot)")
        return nodes[slot]
    }

    /// Whether the view in `slot` has subviews (`Node.isContainer`), read in place.
    func isContainer(_ slot: Int) -> Bool { nodes[slot].isContainer }

    /// The superview's slot of the view in `slot` (-1 for the root), read in place.
    func parent(of slot: Int) -> Int { nodes[slot].parent }

    /// Whether the view in `slot` is a scroll view without subviews (its content size is
    /// zero), read in place.
    func isEmptyScroll(_ slot: Int) -> Bool { nodes[slot].isScroll && !nodes[slot].isContainer }

    /// Whether the view in `slot` is hidden, read in place.
    func isHidden(_ slot: Int) -> Bool { nodes[slot].view.hidden }

    /// What a view's own cost along `axis` is made of: its intrinsic length and content
    /// priorities, read in place (without copying the view).
    func contentAttributes(of slot: Int, along axis: Axis) -> (length: Double?, hugging: Double, resistance: Double) {
        assert(present[slot], "no view in slot \(slot)")
        let size = nodes[slot].view.intrinsicSize
        return (
            axis == .horizontal ? size.width : size.height, nodes[slot].view.hugging[axis],
            nodes[slot].view.compressionResistance[axis])
    }

    /// The length a view keeps along `axis` where nothing else determines it (the target of
    /// the weakest pulls: the fallback size, and a stack's ambiguity suppression across its
    /// axis): the side of its `frame` when it has no intrinsic length there, as Interface
    /// Builder keeps a view's stored size; else zero. O(1).
    func restingLength(of slot: Int, along axis: Axis) -> Double {
        // Read in place: the view is not copied.
        let intrinsic = axis == .horizontal ? nodes[slot].view.intrinsicSize.width : nodes[slot].view.intrinsicSize.height
        return intrinsic == nil ? frameLength(of: slot, along: axis) : 0
    }

    /// The priority of the pull that keeps a view with no intrinsic length at its resting
    /// length along `axis`: `arrangedFallbackSizePriority` for a view that is not a stack,
    /// arranged along `axis` by an equalSpacing or equalCentering stack (whose own fit,
    /// `UISV-canvas-fit`, must not squeeze it), else `fallbackSizePriority`. O(1), read in
    /// place (no view is copied).
    func fallbackSizePriority(of slot: Int, along axis: Axis) -> LayoutPriority {
        let parent = nodes[slot].parent
        guard nodes[slot].arrangedIndex >= 0, nodes[slot].view.stack == nil, nodes[parent].view.stack?.axis == axis
        else { return StackLayout.fallbackSizePriority }
        switch nodes[parent].view.stack?.distribution {
        case .equalSpacing?, .equalCentering?: return arrangedFallbackSizePriority
        default: return StackLayout.fallbackSizePriority
        }
    }

    /// The side of a view's `frame` along `axis` (at least zero), or zero without a frame. O(1).
    func frameLength(of slot: Int, along axis: Axis) -> Double {
        guard let frame = nodes[slot].view.frame else { return 0 }
        return max(axis == .horizontal ? frame.width : frame.height, 0)
    }

    /// A view's length for fillProportionally's proportions: its intrinsic length; else, for a
    /// view that is not a stack, its current length (its `frame`'s side); else (a nested stack,
    /// or a view with no frame) `fitting`, its fitting length. O(1) plus `fitting`.
    func proportionalLength(of slot: Int, along axis: Axis, fitting: (Int) -> Double) -> Double {
        if let intrinsic = axis == .horizontal ? nodes[slot].view.intrinsicSize.width : nodes[slot].view.intrinsicSize.height {
            return intrinsic
        }
        if nodes[slot].view.stack == nil, nodes[slot].view.frame != nil { return frameLength(of: slot, along: axis) }
        return fitting(slot)
    }

    /// Replaces a view's attributes when its subviews and arranged subviews are unchanged.
    mutating func replaceView(at slot: Int, with view: LayoutView) {
        let node = self[slot]
        var replaced = Node(id: node.id, view: view, parent: node.parent, depth: node.depth)
        replaced.children = node.children
        replaced.arranged = node.arranged
        replaced.arrangedIndex = node.arrangedIndex
        nodes[slot] = replaced
    }

    func contains(_ slot: Int) -> Bool { slot < present.count && present[slot] }

    var slotCapacity: Int { nodes.count }

    /// Arranged subviews that are not hidden.
    func visibleArranged(of stack: Int) -> [Int] { self[stack].arranged.filter { !self[$0].view.hidden } }

    /// The order that decides ties between equal priorities: depth first, a stack's arranged
    /// subviews (in arranged order) before its other subviews (in z-order). Earlier is weaker.
    var tieOrder: [Int] {
        var order: [Int] = []
        order.reserveCapacity(depthFirst.count)
        var pending = [root]
        while let slot = pending.popLast() {
            order.append(slot)
            // Pushed last first, so that they come out arranged views first, then the others.
            for child in nodes[slot].children.reversed() where nodes[child].arrangedIndex < 0 { pending.append(child) }
            for child in nodes[slot].arranged.reversed() { pending.append(child) }
        }
        return order
    }

    func isAncestor(_ ancestor: Int, of slot: Int) -> Bool {
        var current = slot
        while current >= 0 {
            if current == ancestor { return true }
            current = self[current].parent
        }
        return false
    }

    /// The deepest view that contains both (either may be the other). O(depth).
    func lowestCommonAncestor(_ a: Int, _ b: Int) -> Int {
        var x = a, y = b
        while self[x].depth > self[y].depth { x = self[x].parent }
        while self[y].depth > self[x].depth { y = self[y].parent }
        while x != y {
            x = self[x].parent
            y = self[y].parent
        }
        return x
    }
}
