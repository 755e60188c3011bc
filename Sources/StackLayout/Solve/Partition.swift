/// A subsystem: a root view and an axis (nil: both axes, solved together).
struct SubsystemKey: Hashable {
    let root: Int
    let axis: Axis?

    /// The axes the subsystem solves.
    var axes: [Axis] { axis.map { [$0] } ?? [.horizontal, .vertical] }

    /// Whether the subsystem solves `axis` (`axes.contains(axis)`, without building the array).
    func solves(_ axis: Axis) -> Bool { self.axis == nil || self.axis == axis }

    /// One integer hashed instead of the root, the optional's tag and the axis: the pass looks
    /// keys up several times for every subsystem.
    func hash(into hasher: inout Hasher) {
        hasher.combine(root << 2 | (axis.map { $0.index + 1 } ?? 0))
    }
}

extension Axis {
    /// 0 for horizontal, 1 for vertical.
    var index: Int { self == .horizontal ? 0 : 1 }
}

/// How a scene is cut into subsystems that are solved separately (stack-layout.md section 7).
///
/// Along each axis, every view with subviews is the root of its own subsystem unless something
/// ties its inside to the outside along that axis, in which case it is solved in its
/// superview's subsystem for that axis:
///
/// - a document constraint (along that axis) relates a view strictly inside it to a view outside;
/// - (vertical axis) something outside uses a baseline of it that comes from inside: a
///   baseline-aligned or baseline-relative stack arranging it, or a document constraint (a
///   first baseline at a fixed offset below its top, `AnchorResolver.rigidFirstBaselineOffset`,
///   or a last baseline at a fixed offset above its bottom, `rigidLastBaselineOffset`, comes
///   from its own frame and does not count);
/// - a constraint relates one of its horizontal quantities to a vertical one (an aspect
///   ratio): that constraint can only be solved where both axes are, so everything from it up to
///   the root is merged along both axes, and the root's two axes are solved together.
///
/// Otherwise a subsystem meets the rest only through its root's length along its axis, and its
/// cost profile is an exact stand-in for it (see `CostProfile`). O(views + constraints * depth).
///
/// A *whole region* (a subsystem where required constraints conflicted, `LayoutEngine+Conflicts`)
/// is not cut at all: everything inside its root is solved in its root's subsystem along its
/// axes, so that the region's constraints meet in the order the whole system builds them.
struct Partition: Equatable {
    /// Per axis index, per slot: the root of the subsystem holding the view's variables along
    /// that axis (the view itself for a root), -1 for an empty slot.
    private(set) var subsystemOf: [[Int]]
    /// Every subsystem, each after the subsystems nested in it.
    private(set) var postOrder: [SubsystemKey]
    /// The root's two axes are solved together.
    private(set) var combinedRoot: Bool
    private let root: Int

    init(graph: SceneGraph, documents: [ResolvedDocumentConstraint], decompose: Bool, wholeRegions: Set<SubsystemKey> = []) {
        root = graph.root
        var merged = [[Bool]](repeating: [Bool](repeating: !decompose, count: graph.slotCapacity), count: 2)
        var combined = !decompose
        if decompose, !wholeRegions.isEmpty {
            // Everything strictly inside a region's root joins the root's subsystem.
            var inside = [[Bool]](repeating: [Bool](repeating: false, count: graph.slotCapacity), count: 2)
            var isRegionRoot = [[Bool]](repeating: [Bool](repeating: false, count: graph.slotCapacity), count: 2)
            for region in wholeRegions where graph.contains(region.root) {
                for axis in region.axes { isRegionRoot[axis.index][region.root] = true }
            }
            for slot in graph.depthFirst where graph.parent(of: slot) >= 0 {
                let parent = graph.parent(of: slot)
                for axis in 0..<2 where inside[axis][parent] || isRegionRoot[axis][parent] {
                    inside[axis][slot] = true
                    merged[axis][slot] = true
                }
            }
        }
        if decompose {
            func mergeBaselineChain(_ slot: Int, last: Bool) {
                guard graph[slot].isStack else { return }
                // A first baseline at a fixed offset from the stack's top, or a last one at a
                // fixed offset from its bottom, needs nothing inside.
                if !last, AnchorResolver.rigidFirstBaselineOffset(of: slot, in: graph) != nil { return }
                if last, AnchorResolver.rigidLastBaselineOffset(of: slot, in: graph) != nil { return }
                merged[Axis.vertical.index][slot] = true
                for vendor in AnchorResolver.possibleBaselineVendors(of: slot, last: last, in: graph) {
                    mergeBaselineChain(vendor, last: last)
                }
            }
            for document in documents where document.compiled != nil {
                let axes = document.axis.map { [$0] } ?? [.horizontal, .vertical]
                let scope = document.scope(in: graph)
                for touched in document.touched {
                    var slot = touched
                    while slot != scope {
                        slot = graph[slot].parent
                        if slot != scope { for axis in axes { merged[axis.index][slot] = true } }
                    }
                }
                for baseline in document.baselines { mergeBaselineChain(baseline.slot, last: baseline.last) }
                if document.couplesAxes {
                    combined = true
                    var slot = document.placement(in: graph)
                    while slot >= 0 {
                        merged[0][slot] = true
                        merged[1][slot] = true
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
        var subsystemOf = [[Int]](repeating: [Int](repeating: -1, count: graph.slotCapacity), count: 2)
        var keys: [SubsystemKey] = []
        for slot in graph.depthFirst {
            let isContainer = graph.isContainer(slot), parent = graph.parent(of: slot)
            for axis in Axis.allCases {
                if slot == graph.root {
                    subsystemOf[axis.index][slot] = slot
                } else if isContainer && !merged[axis.index][slot] {
                    subsystemOf[axis.index][slot] = slot
                    keys.append(SubsystemKey(root: slot, axis: axis))
                } else {
                    subsystemOf[axis.index][slot] = subsystemOf[axis.index][parent]
                }
            }
        }
        self.subsystemOf = subsystemOf
        self.combinedRoot = combined
        let rootKeys = combined ? [SubsystemKey(root: graph.root, axis: nil)]
            : [SubsystemKey(root: graph.root, axis: .horizontal), SubsystemKey(root: graph.root, axis: .vertical)]
        self.postOrder = keys.reversed() + rootKeys
    }

    func isRoot(_ slot: Int, along axis: Axis) -> Bool { subsystemOf[axis.index][slot] == slot }

    /// Whether `key` is one of the subsystems (`postOrder.contains(key)`, in O(1)).
    func contains(_ key: SubsystemKey) -> Bool {
        let axis = key.axis ?? .horizontal
        guard key.root >= 0, key.root < subsystemOf[axis.index].count else { return false }
        return subsystemOf[axis.index][key.root] == key.root && self.key(root: key.root, axis: axis) == key
    }

    /// Whether the view in `slot` is solved in `key` along one of its axes (the region whose
    /// inside the subsystem holds).
    func holds(_ slot: Int, in key: SubsystemKey) -> Bool {
        guard let axis = key.axis else { return subsystemOf[0][slot] == key.root || subsystemOf[1][slot] == key.root }
        return subsystemOf[axis.index][slot] == key.root
    }

    /// The subsystem whose root is `root`, along `axis`.
    func key(root: Int, axis: Axis) -> SubsystemKey {
        SubsystemKey(root: root, axis: root == self.root && combinedRoot ? nil : axis)
    }

    /// The subsystem holding a view's variables along an axis.
    func subsystem(of slot: Int, along axis: Axis) -> SubsystemKey { key(root: subsystemOf[axis.index][slot], axis: axis) }
}

extension ResolvedDocumentConstraint {
    /// The view whose subsystem holds the constraint: its scope, except that a constraint that
    /// couples the axes of a single view (an aspect ratio) is solved with the view's superview,
    /// so that the view's own subsystems stay separable.
    func placement(in graph: SceneGraph) -> Int {
        let scope = scope(in: graph)
        if couplesAxes, touched.allSatisfy({ $0 == scope }), graph[scope].parent >= 0 { return graph[scope].parent }
        return scope
    }
}
