/// The current scene as the later phases read it: its views given slots (`registry`), its tree
/// (`graph`), the tie ranks of its views, its document constraints resolved to slots with
/// their indexes, and the cut into subsystems (`partition`) with the document constraints
/// each subsystem holds.
///
/// Built by the compile phase: `init(scene:decompose:wholeRegions:)` for a first layout or a
/// rebuild, and edited in place by `LayoutEngine.update` (a structural edit makes a new graph
/// and ranks, an edited view replaces its node, new document constraints are resolved again,
/// and the scene is cut again where the cut may change). Read by every later phase, which
/// takes it as a parameter: the constraint system's owners, the solve, place and result
/// phases, and the fitting lengths.
///
/// Invariants: every view of `graph` has its slot in `registry`; `ranks` has an entry per slot
/// of the graph; `documents` has one entry per document constraint of the scene, in its order,
/// and `documentsMentioning`, `namedByDocuments` and `selfCoupled` are derived from them;
/// `partition` cuts `graph` given `documents`, and `documentsBySubsystem` places each
/// readable document constraint in the subsystem of `partition` that holds it.
struct CompiledScene {
    var registry: SlotRegistry
    var graph: SceneGraph
    var ranks: [Double]
    var documents: [ResolvedDocumentConstraint]
    /// Document constraint indices by the slots they mention.
    var documentsMentioning: [Int: [Int]]
    /// Views named by a document constraint (their fixed `frame` does not apply).
    var namedByDocuments: Set<Int>
    /// Views with a constraint that relates their own width and height.
    var selfCoupled: Set<Int>
    var partition: Partition
    /// Document constraint indices by the subsystem that holds them.
    var documentsBySubsystem = SubsystemTable<[Int]>()

    /// `scene` compiled from scratch: slots, graph and ranks, its document constraints
    /// resolved, cut into subsystems (`decompose`), none inside `wholeRegions`.
    /// O(views + constraints * depth).
    init(scene: LayoutScene, decompose: Bool, wholeRegions: Set<WholeRegion>) {
        var registry = SlotRegistry()
        graph = SceneGraph(scene: scene, registry: &registry)
        self.registry = registry
        ranks = freshTieRanks(order: graph.tieOrder, capacity: graph.slotCapacity)
        (documents, documentsMentioning, namedByDocuments, selfCoupled) = Self.documentShapes(
            of: scene.constraints, graph: graph, ranks: ranks, slotOf: registry.slotOf)
        partition = Partition(
            graph: graph, documents: documents, decompose: decompose,
            wholeRegions: Self.wholeRegionKeys(wholeRegions, registry: registry, graph: graph))
        assignDocuments()
    }

    /// Compiles the document constraints far enough to know their shapes (which views they
    /// touch, whether they couple axes), which the partition needs before any size is known.
    mutating func resolveDocumentShapes(of constraints: [LayoutConstraint]) {
        (documents, documentsMentioning, namedByDocuments, selfCoupled) = Self.documentShapes(
            of: constraints, graph: graph, ranks: ranks, slotOf: registry.slotOf)
    }

    /// Cuts the scene into subsystems again (after its views or document constraints changed),
    /// none inside `wholeRegions`, and places the document constraints.
    mutating func cut(decompose: Bool, wholeRegions: Set<WholeRegion>) {
        partition = Partition(
            graph: graph, documents: documents, decompose: decompose,
            wholeRegions: Self.wholeRegionKeys(wholeRegions, registry: registry, graph: graph))
        assignDocuments()
    }

    /// The resolved document constraints and their indexes (see `resolveDocumentShapes`).
    private static func documentShapes(
        of constraints: [LayoutConstraint], graph: SceneGraph, ranks: [Double], slotOf: [String: Int]
    ) -> (
        documents: [ResolvedDocumentConstraint], mentioning: [Int: [Int]], named: Set<Int>, selfCoupled: Set<Int>
    ) {
        let context = CompileContext(graph: graph, ranks: ranks, fittingLength: { _, _ in 0 })
        let documents = constraints.enumerated().map { index, constraint in
            compileDocumentConstraint(constraint, index: index, slotOf: slotOf, context: context)
        }
        var documentsMentioning: [Int: [Int]] = [:]
        var selfCoupled: Set<Int> = []
        let namedByDocuments = Set(constraints.flatMap { $0.views.compactMap { slotOf[$0] } })
        for (index, document) in documents.enumerated() where document.compiled != nil {
            for slot in Set(document.touched) { documentsMentioning[slot, default: []].append(index) }
            let scope = document.scope(in: graph)
            if document.couplesAxes, document.touched.allSatisfy({ $0 == scope }) { selfCoupled.insert(scope) }
        }
        return (documents, documentsMentioning, namedByDocuments, selfCoupled)
    }

    /// Which subsystem holds each document constraint.
    mutating func assignDocuments() {
        documentsBySubsystem.removeAll()
        for index in documents.indices {
            if let key = subsystem(for: .document(index)) { documentsBySubsystem.update(key, default: []) { $0.append(index) } }
        }
    }

    /// The whole regions as subsystem keys of `graph` (regions whose root is gone are left out).
    static func wholeRegionKeys(_ regions: Set<WholeRegion>, registry: SlotRegistry, graph: SceneGraph) -> Set<SubsystemKey> {
        Set(regions.compactMap { region in
            guard let slot = registry.slotOf[region.root], graph.contains(slot) else { return nil }
            return SubsystemKey(root: slot, axis: region.axis)
        })
    }

    /// Whether an owner has constraints in this scene.
    func exists(_ owner: ConstraintOwner) -> Bool {
        switch owner {
        case .canvas: true
        case .intrinsic(let slot, _): graph.contains(slot)
        case .placement(let slot, _): graph.contains(slot) && graph[slot].parent >= 0 && !graph[slot].isArranged
        case .arrangement(let slot, _): graph.contains(slot) && graph[slot].isStack
        case .document(let index): index < documents.count && documents[index].compiled != nil
        case .origin(let slot, let axis), .cost(let slot, let axis):
            graph.contains(slot) && slot != graph.root && partition.isRoot(slot, along: axis)
        }
    }

    /// The subsystem an owner's constraints go to, or nil if the owner no longer exists.
    func subsystem(for owner: ConstraintOwner) -> SubsystemKey? {
        guard exists(owner) else { return nil }
        switch owner {
        case .canvas(let axis): return partition.key(root: graph.root, axis: axis)
        case .intrinsic(let slot, let axis), .arrangement(let slot, let axis): return partition.subsystem(of: slot, along: axis)
        case .placement(let slot, let axis), .cost(let slot, let axis): return partition.subsystem(of: graph[slot].parent, along: axis)
        case .origin(let slot, let axis): return partition.key(root: slot, axis: axis)
        case .document(let index):
            let document = documents[index]
            guard let axis = document.axis else { return SubsystemKey(root: graph.root, axis: nil) }
            return partition.subsystem(of: document.placement(in: graph), along: axis)
        }
    }
}
