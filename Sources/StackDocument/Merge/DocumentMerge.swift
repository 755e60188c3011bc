import StackLayout

/// What a three-way merge of documents gave: the merged document when it is clean, else the
/// places where the sides disagree (or where their merge is broken).
public struct DocumentMergeResult: Hashable, Sendable {
    /// The merged document, when there is no conflict.
    public var merged: Document?
    /// The conflicts, in the order of ours' views, then theirs', then the constraints.
    public var conflicts: [DocumentMergeConflict]
}

/// The three-way merge of two versions of one document (`ours` and `theirs`) from their common
/// ancestor (`base`), by meaning:
/// - views are matched by id; each property merges on its own (`PropertyMerge`), as does a
///   view's superview; a view added on one side goes in at its place; one deleted on one side
///   and untouched on the other is deleted (its properties, superview and the order of its
///   children unchanged, and no child added to it);
/// - each view's subviews (z-order) and each stack's arranged views are merged as ordered
///   lists, separately (`OrderedListMerge`);
/// - constraints are matched by id, each merged as one value; their list is merged as a list
///   whose order carries no meaning (each side's new constraints after the ones both kept);
/// - the merged document must satisfy the format's rules, and a constraint must not name a
///   deleted view.
///
/// `MergeLayoutCheck` then lays the result out and reports what the merge broke that neither
/// side broke. The document keeps ours' name.
public enum DocumentMerge {
    /// Merges `ours` and `theirs` from `base` and checks the result by its layout. Throws when
    /// the three are not versions of one document (different roots). O(n log n) for n views
    /// and constraints, plus three layouts of a clean merge.
    public static func merge(base: Document, ours: Document, theirs: Document) throws(DocumentError) -> DocumentMergeResult {
        try base.checkRevisable(into: ours)
        try base.checkRevisable(into: theirs)
        var merger = Merger(base: base, ours: ours, theirs: theirs)
        merger.mergeViews()
        merger.mergeConstraints()
        merger.mergeCanvas()
        guard merger.conflicts.isEmpty, let merged = merger.assemble() else {
            return DocumentMergeResult(merged: nil, conflicts: merger.conflicts)
        }
        let semantic = MergeLayoutCheck.conflicts(merged: merged, ours: ours, theirs: theirs)
        return DocumentMergeResult(merged: semantic.isEmpty ? merged : nil, conflicts: semantic)
    }
}

/// The state of one merge: the views and constraints chosen so far, and the conflicts found.
private struct Merger {
    let base: Document
    let ours: Document
    let theirs: Document
    var conflicts: [DocumentMergeConflict] = []
    /// The merged properties and superview of every view the merge keeps.
    var kept: [String: (properties: ViewProperties, parent: String?)] = [:]
    /// The views in the order their conflicts are reported.
    var order: [String] = []
    var constraints: [LayoutConstraint] = []
    var canvas: Size?

    init(base: Document, ours: Document, theirs: Document) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        var seen = Set<String>()
        for id in ours.depthFirstIDs + theirs.depthFirstIDs + base.depthFirstIDs where seen.insert(id).inserted { order.append(id) }
    }

    func name(of id: String) -> String? {
        ours[id]?.properties.name ?? theirs[id]?.properties.name ?? base[id]?.properties.name
    }

    mutating func conflict(_ kind: DocumentMergeConflict.Kind, view id: String, property: String? = nil, _ message: String) {
        conflicts.append(DocumentMergeConflict(kind: kind, element: id, elementKind: "view", name: name(of: id), property: property, message: message))
    }

    /// Whether `side`'s version of a view differs from the base's in anything but the loss of
    /// children (which their own merge decides): its properties, its superview, the order of
    /// the children it kept, or a child added or arranged.
    static func changed(_ side: ViewNode, from base: ViewNode) -> Bool {
        if side.properties != base.properties || side.parent != base.parent { return true }
        for (sideList, baseList) in [(side.subviews, base.subviews), (side.arranged, base.arranged)] {
            let sideSet = Set(sideList)
            let baseSet = Set(baseList)
            if !sideSet.isSubset(of: baseSet) { return true }
            if sideList != baseList.filter(sideSet.contains) { return true }
        }
        return false
    }

    mutating func mergeViews() {
        for id in order {
            let (b, o, t) = (base[id], ours[id], theirs[id])
            switch (b, o, t) {
            case (nil, let o?, nil): kept[id] = (o.properties, o.parent)
            case (nil, nil, let t?): kept[id] = (t.properties, t.parent)
            case (nil, let o?, let t?):
                if o.properties == t.properties && o.parent == t.parent {
                    kept[id] = (o.properties, o.parent)
                } else {
                    conflict(.addedOnBothSides, view: id, "added on both sides with different properties or superviews")
                }
            case (let b?, nil, let t?):
                if Self.changed(t, from: b) { conflict(.deletedByOursChangedByTheirs, view: id, "deleted by ours, changed by theirs") }
            case (let b?, let o?, nil):
                if Self.changed(o, from: b) { conflict(.changedByOursDeletedByTheirs, view: id, "changed by ours, deleted by theirs") }
            case (let b?, let o?, let t?):
                let properties = PropertyMerge(base: b.properties, ours: o.properties, theirs: t.properties)
                for (property, oursValue, theirsValue) in properties.conflicts {
                    conflict(.property, view: id, property: property.rawValue, "ours \(oursValue), theirs \(theirsValue)")
                }
                guard let parent = ThreeWayValue.merge(base: b.parent, ours: o.parent, theirs: t.parent) else {
                    conflict(.moved, view: id, "moved into \(o.parent ?? "nothing") by ours, into \(t.parent ?? "nothing") by theirs")
                    continue
                }
                kept[id] = (properties.merged, parent)
            default: break
            }
        }
        let conflicted = Set(conflicts.compactMap(\.element))
        for id in order {
            guard let parent = kept[id]?.parent, kept[parent] == nil, !conflicted.contains(parent) else { continue }
            conflict(.danglingReference, view: id, "its superview \(parent) is deleted by the other side")
        }
    }

    /// The merged ordered list `list` of view `id` (its subviews, or its arranged views), keeping
    /// only views whose merged superview it is; a conflict when the sides' orders do not merge.
    mutating func mergedList(of id: String, _ list: KeyPath<ViewNode, [String]>, what: String) -> [String] {
        let merge = OrderedListMerge(
            base: base[id]?[keyPath: list] ?? [], ours: ours[id]?[keyPath: list] ?? [], theirs: theirs[id]?[keyPath: list] ?? [],
            ordered: true, oursUnchanged: { _, _ in true }, theirsUnchanged: { _, _ in true })
        if merge.orderConflict { conflict(.order, view: id, property: what, "reordered differently on the two sides") }
        var keys: [String] = []
        for item in merge.items {
            switch item {
            case .both(let key, _, _, _), .ours(let key, _, _), .theirs(let key, _, _):
                if kept[key]?.parent == id { keys.append(key) }
            case .samePlace(let oursAt, let theirsAt):
                let oursKeys = oursAt.map { ours[id]![keyPath: list][$0] }
                let theirsKeys = theirsAt.map { theirs[id]![keyPath: list][$0] }
                conflict(
                    .insertedAtSamePlace, view: id, property: what,
                    "ours put \(oursKeys.joined(separator: ", ")) and theirs \(theirsKeys.joined(separator: ", ")) at the same place")
            }
        }
        return keys
    }

    mutating func mergeConstraints() {
        let (b, o, t) = (index(base.constraints), index(ours.constraints), index(theirs.constraints))
        func constraintConflict(_ kind: DocumentMergeConflict.Kind, _ id: String, _ message: String) {
            conflicts.append(DocumentMergeConflict(kind: kind, element: id, elementKind: "constraint", message: message))
        }
        var keptConstraints: [String: LayoutConstraint] = [:]
        var ids: [String] = []
        for id in (ours.constraints + theirs.constraints + base.constraints).map({ $0.id! }) where !ids.contains(id) { ids.append(id) }
        for id in ids {
            switch (b[id], o[id], t[id]) {
            case (nil, let o?, nil): keptConstraints[id] = o
            case (nil, nil, let t?): keptConstraints[id] = t
            case (nil, let o?, let t?):
                if o == t { keptConstraints[id] = o } else { constraintConflict(.addedOnBothSides, id, "added on both sides as different constraints: ours \(o), theirs \(t)") }
            case (let b?, nil, let t?):
                if t != b { constraintConflict(.deletedByOursChangedByTheirs, id, "deleted by ours, changed by theirs to \(t)") }
            case (let b?, let o?, nil):
                if o != b { constraintConflict(.changedByOursDeletedByTheirs, id, "changed by ours to \(o), deleted by theirs") }
            case (let b?, let o?, let t?):
                if let value = ThreeWayValue.merge(base: b, ours: o, theirs: t) {
                    keptConstraints[id] = value
                } else {
                    constraintConflict(.constraint, id, "changed differently: ours \(o), theirs \(t)")
                }
            default: break
            }
        }
        let merge = OrderedListMerge(
            base: base.constraints.map { $0.id! }, ours: ours.constraints.map { $0.id! }, theirs: theirs.constraints.map { $0.id! },
            ordered: false, oursUnchanged: { _, _ in true }, theirsUnchanged: { _, _ in true })
        for item in merge.items {
            switch item {
            case .both(let key, _, _, _), .ours(let key, _, _), .theirs(let key, _, _):
                guard let constraint = keptConstraints[key] else { continue }
                if let missing = constraint.views.first(where: { kept[$0] == nil }) {
                    constraintConflict(.danglingReference, key, "\(constraint) names view \(missing), which the merge deletes")
                    continue
                }
                constraints.append(constraint)
            case .samePlace: break
            }
        }
    }

    private func index(_ constraints: [LayoutConstraint]) -> [String: LayoutConstraint] {
        Dictionary(constraints.map { ($0.id!, $0) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func mergeCanvas() {
        if let value = ThreeWayValue.merge(base: base.canvas, ours: ours.canvas, theirs: theirs.canvas) {
            canvas = value
        } else {
            conflicts.append(DocumentMergeConflict(
                kind: .property, element: nil, elementKind: "document", property: "canvas",
                message: "ours \(ours.canvas.map { "\($0)" } ?? "none"), theirs \(theirs.canvas.map { "\($0)" } ?? "none")"))
        }
    }

    /// The merged document, checked as a tree and by the format's rules; `nil` (with a conflict)
    /// when the merged views do not form one.
    mutating func assemble() -> Document? {
        var nodes: [String: ViewNode] = [:]
        for id in order {
            guard let (properties, parent) = kept[id] else { continue }
            nodes[id] = ViewNode(id: id, properties: properties, parent: parent)
        }
        for id in order where nodes[id] != nil {
            nodes[id]!.subviews = mergedList(of: id, \.subviews, what: "subviews")
            if nodes[id]!.isStack {
                nodes[id]!.arranged = mergedList(of: id, \.arranged, what: "arranged")
                let subviews = Set(nodes[id]!.subviews)
                nodes[id]!.properties.stack!.customSpacing = nodes[id]!.properties.stack!.customSpacing.filter { subviews.contains($0.key) }
            }
        }
        guard conflicts.isEmpty else { return nil }
        do {
            let tree = try Document(name: ours.name, canvas: canvas, rootID: ours.rootID, nodes: nodes, constraints: [])
            // Built again from its tree, so that every rule of the format is checked.
            return try Document(name: ours.name, canvas: canvas, root: tree.tree(tree.rootID)!, constraints: constraints)
        } catch {
            conflicts.append(DocumentMergeConflict(
                kind: .invalidResult, element: nil, elementKind: "document", message: "the merged views do not make a document: \(error.message)"))
            return nil
        }
    }
}
