/// How a scene is cut into subsystems that are solved separately (stack-layout.md section 7).
///
/// Every view with subviews is the root of its own subsystem unless something ties its
/// inside to the outside, in which case it is solved with its superview's subsystem:
///
/// - a document constraint relates a view strictly inside it to a view outside it;
/// - something outside uses a baseline of it that comes from inside (a baseline-aligned or
///   baseline-relative stack arranging it, or a document constraint on its baseline);
/// - a constraint in its subsystem relates a horizontal quantity to a vertical one (an
///   aspect ratio), so that its cost is not a sum of a width cost and a height cost.
///
/// Otherwise the subsystem meets the rest only through its root's width and height, and its
/// cost profiles along each are exact stand-ins for it (see `CostProfile`). O(views +
/// constraints * depth).
struct Partition: Equatable {
    /// Per slot: the root of the subsystem holding the view's own variables (the view itself
    /// for a root), -1 for an empty slot.
    private(set) var subsystemOf: [Int]
    /// Subsystem roots, each after every root inside it.
    private(set) var postOrder: [Int]

    init(graph: SceneGraph, documents: [ResolvedDocumentConstraint], decompose: Bool) {
        var merged = [Bool](repeating: !decompose, count: graph.slotCapacity)
        if decompose {
            func mergeBaselineChain(_ slot: Int, last: Bool) {
                guard graph[slot].isStack else { return }
                merged[slot] = true
                for vendor in AnchorResolver.possibleBaselineVendors(of: slot, last: last, in: graph) {
                    mergeBaselineChain(vendor, last: last)
                }
            }
            for document in documents where document.compiled != nil {
                let scope = document.scope(in: graph)
                for touched in document.touched {
                    var slot = touched
                    while slot != scope {
                        slot = graph[slot].parent
                        if slot != scope { merged[slot] = true }
                    }
                }
                for baseline in document.baselines { mergeBaselineChain(baseline.slot, last: baseline.last) }
                if document.couplesAxes {
                    var slot = document.placement(in: graph)
                    while slot >= 0 {
                        merged[slot] = true
                        slot = graph[slot].parent
                    }
                }
            }
            for slot in graph.depthFirst where graph[slot].isStack {
                let attributes = graph[slot].view.stack!
                switch (attributes.axis, EffectiveAlignment(attributes.alignment, axis: attributes.axis)) {
                case (.horizontal, .firstBaseline), (.horizontal, .lastBaseline):
                    let last = attributes.alignment == .lastBaseline
                    for item in graph[slot].arranged { mergeBaselineChain(item, last: last) }
                default:
                    break
                }
                if attributes.axis == .vertical, attributes.baselineRelative {
                    for item in graph.visibleArranged(of: slot) {
                        mergeBaselineChain(item, last: false)
                        mergeBaselineChain(item, last: true)
                    }
                }
            }
        }
        var subsystemOf = [Int](repeating: -1, count: graph.slotCapacity)
        var roots: [Int] = []
        for slot in graph.depthFirst {
            let node = graph[slot]
            if slot == graph.root || (node.isContainer && !merged[slot]) {
                subsystemOf[slot] = slot
                roots.append(slot)
            } else {
                subsystemOf[slot] = subsystemOf[node.parent]
            }
        }
        self.subsystemOf = subsystemOf
        self.postOrder = roots.reversed()
    }

    func isRoot(_ slot: Int) -> Bool { subsystemOf[slot] == slot }
}

extension ResolvedDocumentConstraint {
    /// The view whose subsystem holds the constraint: its scope, except that a constraint that
    /// couples the axes of a single view (an aspect ratio) is solved with the view's superview,
    /// so that the view's own subsystem stays separable.
    func placement(in graph: SceneGraph) -> Int {
        let scope = scope(in: graph)
        if couplesAxes, touched.allSatisfy({ $0 == scope }), graph[scope].parent >= 0 { return graph[scope].parent }
        return scope
    }
}
