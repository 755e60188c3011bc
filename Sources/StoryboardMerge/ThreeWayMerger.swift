/// The merge's walk over the three trees: it writes what the merge keeps as segments of the
/// inputs' own text, and the places where the sides disagree as conflict segments.
struct ThreeWayMerger {
    /// A piece of the merged file.
    enum Segment {
        /// Text copied from an input or spliced from several.
        case text([UInt8])
        /// A conflict: the text of each side (empty for a side that deleted), with its record.
        case conflict(ours: [UInt8], theirs: [UInt8], record: Int)
        /// An element that names others by id, kept until the merge's ids are known.
        case referencing(ReferencingElement)
    }

    /// An element of the merge that names other elements (a constraint), with its versions.
    struct ReferencingElement {
        var text: [UInt8]
        var references: [String]
        var key: String
        var name: String
        var ours: SpanElement?
        var theirs: SpanElement?
        var oursText: [UInt8]?
        var theirsText: [UInt8]?
    }

    enum Side { case ours, theirs }

    let base: SpanDocument
    let ours: SpanDocument
    let theirs: SpanDocument
    private(set) var segments: [Segment] = []
    private(set) var conflicts: [MergeConflict] = []
    /// The ids the merge keeps outside conflicts, once for each time they occur.
    private(set) var keptIDs: [String] = []
    /// The ids inside conflicts.
    private(set) var conflictIDs = Set<String>()
    private let oursByID: [String: SpanElement]
    private let theirsByID: [String: SpanElement]

    init(base: SpanDocument, ours: SpanDocument, theirs: SpanDocument) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
        oursByID = Self.index(ours.root)
        theirsByID = Self.index(theirs.root)
    }

    private static func index(_ root: SpanElement) -> [String: SpanElement] {
        var index: [String: SpanElement] = [:]
        var stack = [root]
        while let element = stack.popLast() {
            if let id = element.identifier, index[id] == nil { index[id] = element }
            stack += element.children
        }
        return index
    }

    /// Merges the whole files: the text around the root element (declaration, comments), then the root.
    mutating func run() {
        chooseText(base.bytes[..<base.root.range.lowerBound], ours.bytes[..<ours.root.range.lowerBound],
                   theirs.bytes[..<theirs.root.range.lowerBound])
        merge(key: "#", base: base.root, ours: ours.root, theirs: theirs.root)
        chooseText(base.bytes[base.root.range.upperBound...], ours.bytes[ours.root.range.upperBound...],
                   theirs.bytes[theirs.root.range.upperBound...])
    }

    // MARK: Writing

    private mutating func emit<C: Collection<UInt8>>(_ text: C) {
        if case .text? = segments.last, case .text(var last) = segments.removeLast() {
            // Taken out of the array first, so that the append does not copy the text.
            last += text
            segments.append(.text(last))
        } else {
            segments.append(.text(Array(text)))
        }
    }

    /// Ours' text unless it is the base's, then theirs'.
    private mutating func chooseText(_ base: ArraySlice<UInt8>?, _ ours: ArraySlice<UInt8>, _ theirs: ArraySlice<UInt8>) {
        emit(base.map { $0 == ours } ?? false ? theirs : ours)
    }

    /// One side's element as it is written, its ids kept; elements that name others are held apart.
    private mutating func emitWhole(_ element: SpanElement, from side: Side) {
        let document = side == .ours ? ours : theirs
        guard element.holdsReferences else {
            emit(document.bytes[element.range])
            element.collectIdentifiers(into: &keptIDs)
            return
        }
        let references = element.attributes.filter { ReferenceAttributes.names.contains($0.name) }.map(\.value)
        if !references.isEmpty {
            element.collectIdentifiers(into: &keptIDs)
            let oursVersion = element.identifier.flatMap { oursByID[$0] } ?? (side == .ours ? element : nil)
            let theirsVersion = element.identifier.flatMap { theirsByID[$0] } ?? (side == .theirs ? element : nil)
            segments.append(.referencing(ReferencingElement(
                text: Array(document.bytes[element.range]), references: references, key: element.identifier.map { "#" + $0 } ?? element.name,
                name: element.name, ours: oursVersion, theirs: theirsVersion, oursText: oursVersion.map { Array(ours.bytes[$0.range]) },
                theirsText: theirsVersion.map { Array(theirs.bytes[$0.range]) })))
            return
        }
        if let id = element.identifier { keptIDs.append(id) }
        emit(document.bytes[element.startTag])
        for (gap, child) in zip(element.gaps, element.children) {
            emit(document.bytes[gap])
            emitWhole(child, from: side)
        }
        if let tail = element.gaps.last { emit(document.bytes[tail.lowerBound..<element.range.upperBound]) }
    }

    private mutating func conflict(ours oursText: [UInt8], theirs theirsText: [UInt8], _ record: MergeConflict, elements: [SpanElement]) {
        conflicts.append(record)
        var ids: [String] = []
        for element in elements { element.collectIdentifiers(into: &ids) }
        conflictIDs.formUnion(ids)
        segments.append(.conflict(ours: oursText, theirs: theirsText, record: conflicts.count - 1))
    }

    private func record(
        _ kind: MergeConflict.Kind, key: String, name: String, attribute: String? = nil, base: SpanElement?, ours: SpanElement?,
        theirs: SpanElement?, _ message: String
    ) -> MergeConflict {
        MergeConflict(
            kind: kind, element: ElementKeys.display(key, name: name), elementName: name, attribute: attribute, baseLine: base?.line,
            oursLine: ours?.line, theirsLine: theirs?.line, message: message)
    }

    // MARK: Merging

    private func same(_ a: SpanElement, in first: SpanDocument, _ b: SpanElement, in second: SpanDocument) -> Bool {
        a.range.count == b.range.count && first.bytes[a.range] == second.bytes[b.range]
    }

    /// Merges an element both sides have (`base` nil when both added it).
    private mutating func merge(key: String, base baseElement: SpanElement?, ours oursElement: SpanElement, theirs theirsElement: SpanElement) {
        if same(oursElement, in: ours, theirsElement, in: theirs) { return emitWhole(oursElement, from: .ours) }
        if let baseElement {
            if same(oursElement, in: ours, baseElement, in: base) { return emitWhole(theirsElement, from: .theirs) }
            if same(theirsElement, in: theirs, baseElement, in: base) { return emitWhole(oursElement, from: .ours) }
        }
        let name = oursElement.name
        func whole(_ kind: MergeConflict.Kind, _ message: String) -> MergeConflict {
            MergeConflict(
                kind: kind, element: ElementKeys.display(key, name: name), elementName: name, baseLine: baseElement?.line,
                oursLine: oursElement.line, theirsLine: theirsElement.line, message: message)
        }
        if baseElement == nil && oursElement.identifier != nil {
            return conflict(
                ours: Array(ours.bytes[oursElement.range]), theirs: Array(theirs.bytes[theirsElement.range]),
                whole(.addedOnBothSides, "added on both sides with different content"), elements: [oursElement, theirsElement])
        }
        if oursElement.holdsText || theirsElement.holdsText || baseElement?.holdsText == true {
            return conflict(
                ours: Array(ours.bytes[oursElement.range]), theirs: Array(theirs.bytes[theirsElement.range]),
                whole(.text, "its text changed on both sides"), elements: [oursElement, theirsElement])
        }
        if oursElement.isSelfClosing != theirsElement.isSelfClosing || (baseElement.map { $0.isSelfClosing != oursElement.isSelfClosing } ?? false) {
            return conflict(
                ours: Array(ours.bytes[oursElement.range]), theirs: Array(theirs.bytes[theirsElement.range]),
                whole(.changedOnBothSides, "changed on both sides, one of them leaving it without children"),
                elements: [oursElement, theirsElement])
        }
        let plan = oursElement.isSelfClosing ? nil : ChildrenPlan(
            base: baseElement, ours: oursElement, theirs: theirsElement, ordered: !UnorderedContainers.names.contains(name),
            oursUnchanged: { [base, ours] b, o in
                baseElement!.children[b].range.count == oursElement.children[o].range.count
                    && base.bytes[baseElement!.children[b].range] == ours.bytes[oursElement.children[o].range]
            },
            theirsUnchanged: { [base, theirs] b, t in
                baseElement!.children[b].range.count == theirsElement.children[t].range.count
                    && base.bytes[baseElement!.children[b].range] == theirs.bytes[theirsElement.children[t].range]
            })
        if plan?.orderConflict == true {
            return conflict(
                ours: Array(ours.bytes[oursElement.range]), theirs: Array(theirs.bytes[theirsElement.range]),
                whole(.order, "its children reordered differently on both sides"), elements: [oursElement, theirsElement])
        }
        mergeStartTag(key: key, base: baseElement, ours: oursElement, theirs: theirsElement)
        guard let plan else { return }
        mergeChildren(plan, base: baseElement, ours: oursElement, theirs: theirsElement)
        let oursTail = oursElement.gaps.last!
        let theirsTail = theirsElement.gaps.last!
        chooseText(baseElement.map { base.bytes[$0.gaps.last!] }, ours.bytes[oursTail], theirs.bytes[theirsTail])
        emit(ours.bytes[oursTail.upperBound..<oursElement.range.upperBound])
    }

    private mutating func mergeStartTag(key: String, base baseElement: SpanElement?, ours oursElement: SpanElement, theirs theirsElement: SpanElement) {
        let merged = AttributeMerge(base: baseElement, ours: oursElement, theirs: theirsElement)
        let oursTag = merged.startTag(ours: oursElement, oursBytes: ours.bytes, theirsBytes: theirs.bytes)
        guard merged.conflicts.isEmpty else {
            let theirsTag = AttributeMerge(base: baseElement, ours: oursElement, theirs: theirsElement, theirsWins: true)
                .startTag(ours: oursElement, oursBytes: ours.bytes, theirsBytes: theirs.bytes)
            let names = merged.conflicts.map(\.name)
            let values = merged.conflicts.map { "\($0.name): base \(quoted($0.base)), ours \(quoted($0.ours)), theirs \(quoted($0.theirs))" }
            if let id = oursElement.identifier { conflictIDs.insert(id) }
            return conflict(
                ours: oursTag, theirs: theirsTag,
                record(.attribute, key: key, name: oursElement.name, attribute: names.joined(separator: ","), base: baseElement, ours: oursElement,
                       theirs: theirsElement, "changed on both sides: " + values.joined(separator: "; ")),
                elements: [])
        }
        if let id = oursElement.identifier { keptIDs.append(id) }
        let references = ReferenceAttributes.names.compactMap { merged.mergedValues[$0] }
        if oursElement.isSelfClosing && !references.isEmpty {
            segments.append(.referencing(ReferencingElement(
                text: oursTag, references: references, key: key, name: oursElement.name, ours: oursElement, theirs: theirsElement,
                oursText: Array(ours.bytes[oursElement.range]), theirsText: Array(theirs.bytes[theirsElement.range]))))
        } else {
            emit(oursTag)
        }
    }

    private mutating func mergeChildren(_ plan: ChildrenPlan, base baseElement: SpanElement?, ours oursElement: SpanElement, theirs theirsElement: SpanElement) {
        for item in plan.items {
            switch item {
            case .both(let key, let b, let o, let t):
                chooseText(b.map { base.bytes[baseElement!.gaps[$0]] }, ours.bytes[oursElement.gaps[o]], theirs.bytes[theirsElement.gaps[t]])
                merge(key: key, base: b.map { baseElement!.children[$0] }, ours: oursElement.children[o], theirs: theirsElement.children[t])
            case .ours(let key, let b, let o):
                emit(ours.bytes[oursElement.gaps[o]])
                let child = oursElement.children[o]
                guard let b else {
                    emitWhole(child, from: .ours)
                    continue
                }
                conflict(
                    ours: Array(ours.bytes[child.range]), theirs: [],
                    record(.changedByOursDeletedByTheirs, key: key, name: child.name, base: baseElement!.children[b], ours: child, theirs: nil,
                           "changed by ours, deleted by theirs"),
                    elements: [child])
            case .theirs(let key, let b, let t):
                emit(theirs.bytes[theirsElement.gaps[t]])
                let child = theirsElement.children[t]
                guard let b else {
                    emitWhole(child, from: .theirs)
                    continue
                }
                conflict(
                    ours: [], theirs: Array(theirs.bytes[child.range]),
                    record(.deletedByOursChangedByTheirs, key: key, name: child.name, base: baseElement!.children[b], ours: nil, theirs: child,
                           "deleted by ours, changed by theirs"),
                    elements: [child])
            case .samePlace(let o, let t):
                emit(ours.bytes[oursElement.gaps[o[0]]])
                let oursChildren = o.map { oursElement.children[$0] }
                let theirsChildren = t.map { theirsElement.children[$0] }
                let oursKeys = ElementKeys.keys(of: oursElement)
                let theirsKeys = ElementKeys.keys(of: theirsElement)
                let names = (o.map { ElementKeys.display(oursKeys[$0], name: oursElement.children[$0].name) }
                    + t.map { ElementKeys.display(theirsKeys[$0], name: theirsElement.children[$0].name) })
                conflict(
                    ours: run(of: o, in: oursElement, ours), theirs: run(of: t, in: theirsElement, theirs),
                    MergeConflict(
                        kind: .insertedAtSamePlace, element: ElementKeys.display(oursKeys[o[0]], name: oursChildren[0].name),
                        elementName: oursElement.name, baseLine: baseElement?.line, oursLine: oursChildren[0].line, theirsLine: theirsChildren[0].line,
                        message: "both sides inserted at the same place of the ordered <\(oursElement.name)> list: \(names.joined(separator: ", "))"),
                    elements: oursChildren + theirsChildren)
            }
        }
    }

    /// The text of consecutive children `indices` of `parent`, with the gaps between them.
    private func run(of indices: [Int], in parent: SpanElement, _ document: SpanDocument) -> [UInt8] {
        var text: [UInt8] = []
        for (position, index) in indices.enumerated() {
            if position > 0 { text += document.bytes[parent.gaps[index]] }
            text += document.bytes[parent.children[index].range]
        }
        return text
    }

    private func quoted(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "(absent)" }
}
