/// Phases 2 to 4 of `EditPlanner`: every view under its new superview, the views that go
/// removed, and both orderings of every superview as in the new document.
extension EditPlanner {
    /// Phase 2: every view of the new tree under its new superview, top-down.
    mutating func placeViews() throws(DocumentError) {
        for id in targetOrder.dropFirst() {
            let parent = target[id]!.parent!
            if let current = working[id] {
                if current.parent != parent { try emit(placement(of: .existing(id), id: id, under: parent)) }
            } else {
                try emit(placement(of: .new(newSubtree(id)), id: id, under: parent))
            }
        }
    }

    /// The edit that puts view `id` under `parent`: arranged, when the new document arranges
    /// it there (`insert`, which also puts it on top of the z-order), or at a z-index. Either
    /// index follows the view's nearest predecessor already in place, so the re-ordering of
    /// phase 4 usually has nothing left to do.
    private func placement(of source: ViewSource, id: String, under parent: String) -> Edit {
        let (goal, current) = (target[parent]!, working[parent]!)
        if goal.arranged.contains(id) {
            let index = Reordering.slot(for: id, in: current.arranged, target: goal.arranged)
            return .insert(stack: parent, index: index, view: source)
        }
        let zIndex = Reordering.slot(for: id, in: current.subviews, target: goal.subviews)
        return .addSubview(parent: parent, view: source, zIndex: zIndex)
    }

    /// View `id` of the new document with the new views below it, as one `.new` subtree: views
    /// the working copy already has are left out (they move in on their own), and so are
    /// arranged entries and custom spacing naming them.
    private func newSubtree(_ id: String) -> ViewTree {
        let node = target[id]!
        let children = node.subviews.filter { working[$0] == nil }
        let included = Set(children)
        var properties = node.properties
        if var stack = properties.stack {
            stack.customSpacing = stack.customSpacing.filter { included.contains($0.key) }
            properties.stack = stack
        }
        return ViewTree(
            id: id, properties: properties, subviews: children.map(newSubtree), arranged: node.arranged.filter(included.contains))
    }

    /// Phase 3: views the new document lacks, top-most first; each takes its subtree with it.
    mutating func removeViews() throws(DocumentError) {
        for id in sourceOrder where target[id] == nil && working[id] != nil {
            try emit(.remove(view: id, from: .superview))
        }
    }

    /// Phase 4: the subviews and arranged views of `id` in the new document's orders.
    mutating func reorderChildren(of id: String) throws(DocumentError) {
        let goal = target[id]!
        for move in Reordering.moves(from: working[id]!.subviews, to: goal.subviews) {
            try emit(.moveZ(view: move.element, zIndex: move.index))
        }
        let arranged = Set(goal.arranged)
        for view in working[id]!.arranged where !arranged.contains(view) {
            try emit(.remove(view: view, from: .arranged))
        }
        for move in Reordering.moves(from: working[id]!.arranged, to: goal.arranged) {
            try emit(.insert(stack: id, index: move.index, view: .existing(move.element)))
        }
    }
}
