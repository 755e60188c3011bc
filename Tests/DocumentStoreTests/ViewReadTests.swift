import SQLiteDatabase
import SeededRandom
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

@testable import DocumentStore

/// The store's reads of views: conditions answered from the `views` table agree with the
/// documents as the model holds them, whichever way the store looks a relation up; rows read back
/// carry the document's properties and orderings.
@Suite("View reads")
struct ViewReadTests {
    static let seed: UInt64 = 2020

    /// A store of seeded random documents, all with current state tables.
    static func store() throws -> (TemporaryStore, [Int64: Document]) {
        print("seed \(seed)")
        let temporary = TemporaryStore()
        var random = RandomDocuments(seed: seed)
        var documents: [String: Document] = [:]
        for index in 0..<4 {
            let document = random.screen(views: 80)
            try temporary.store.importDocument(document, as: "doc\(index)")
            documents["doc\(index)"] = try temporary.store.document("doc\(index)")
        }
        let statuses = try temporary.store.stateStatus()
        #expect(statuses.allSatisfy { $0.isCurrent })
        return (temporary, Dictionary(uniqueKeysWithValues: statuses.map { ($0.documentID, documents[$0.name]!) }))
    }

    static let label: [ViewCondition] = [.kind("label")]
    static let conditions: [ViewCondition] = [
        .kind("stack"), .id("v3"), .hidden(true), .hidden(false), .arranged(true), .arranged(false), .root,
        .arrangedEdge(.first), .arrangedEdge(.last), .noSubviews,
        .compare(.axis, .equal, .text("vertical")), .compare(.intrinsicWidth, .greater, .real(40)),
        .compare(.intrinsicWidth, .notEqual, .real(40)), .absent(.intrinsicWidth), .present(.intrinsicHeight),
        .present(.hidden), .compare(.hidden, .equal, .flag(false)),
        .all([.kind("label"), .hidden(false)]), .any([.kind("button"), .arranged(false)]), .all([]), .any([]),
        // Each relation alone (the store lists the relatives) and beside a condition that holds
        // everywhere (the store looks the relative up from each view): the same views.
        .related(.superview, [.kind("stack")]),
        .all([.all([]), .related(.superview, [.kind("stack")])]),
        .related(.previousArranged, label),
        .all([.all([]), .related(.previousArranged, label)]),
        .related(.earlierArranged, label),
        .all([.all([]), .related(.earlierArranged, label)]),
        .any([.related(.superview, label), .all([.kind("button"), .related(.earlierArranged, label)])]),
        .all([.kind("button"), .related(.superview, [.related(.superview, [.root])])]),
        .related(.earlierArranged, [.arrangedEdge(.first)]),
    ]

    @Test(arguments: conditions)
    func conditionsAgreeWithTheDocuments(_ condition: ViewCondition) throws {
        let (temporary, documents) = try Self.store()
        var found: Set<ViewKey> = []
        try temporary.store.forEachViewKey(where: condition) { found.insert($0) }
        var expected: Set<ViewKey> = []
        for (documentID, document) in documents {
            for node in document.nodes.values where Self.holds(condition, on: node, in: document) {
                expected.insert(ViewKey(document: documentID, id: node.id))
            }
        }
        #expect(found == expected, "\(condition)")
        #expect(try temporary.store.countViews(where: condition) == expected.count)
        #expect(try temporary.store.documents(withViewsWhere: condition) == Set(expected.map(\.document)))
    }

    /// How a relation is looked up is the store's choice, by what else the condition says of
    /// the view: listed from the relatives when nothing else narrows it, probed from each view
    /// the other conditions let through otherwise.
    @Test(arguments: [ViewRelation.superview, .previousArranged, .earlierArranged])
    func theStoreChoosesHowARelationIsLookedUp(_ relation: ViewRelation) {
        let alone = ViewConditionSQL(.related(relation, Self.label)).text
        let narrowed = ViewConditionSQL(.all([.kind("button"), .related(relation, Self.label)])).text
        let alternatives = ViewConditionSQL(.any([.related(relation, Self.label), .kind("button")])).text
        #expect(alone.contains(" IN (SELECT ") && !alone.contains("EXISTS (SELECT 1 FROM views AS v_rel"), "\(alone)")
        #expect(narrowed.contains("EXISTS (SELECT 1 FROM views AS v_rel") && !narrowed.contains(" IN (SELECT "), "\(narrowed)")
        #expect(alternatives.contains(" IN (SELECT "), "an alternative is narrowed by nothing the others say: \(alternatives)")
    }

    /// Every property read back whole, with the document's superviews, z-order and arranged order.
    @Test func wholeReadsCarryTheDocument() throws {
        let (temporary, documents) = try Self.store()
        let everything = ViewColumnSet(properties: Set(ViewPropertyGroup.allCases), childCounts: true)
        for (documentID, document) in documents {
            var records: [String: ViewRecord] = [:]
            try temporary.store.forEachView(inDocument: documentID, columns: everything) { records[$0.id] = $0 }
            #expect(records.count == document.viewCount)
            for node in document.nodes.values {
                let record = try #require(records[node.id])
                #expect(record.properties == node.properties, "\(node.id)")
                #expect(record.parent == node.parent)
                #expect(record.subviewCount == node.subviews.count && record.arrangedCount == node.arranged.count)
                let bySubviewKey = node.subviews.sorted { records[$0]!.zKey < records[$1]!.zKey }
                #expect(bySubviewKey == node.subviews, "z-order of \(node.id)")
                let byArrangedKey = node.arranged.sorted { records[$0]!.arrangedKey! < records[$1]!.arrangedKey! }
                #expect(byArrangedKey == node.arranged, "arranged order of \(node.id)")
            }
        }
    }

    /// Reads by key and of arranged subviews return exactly the views named; properties not
    /// asked for keep the kind's defaults.
    @Test func keyedReadsReturnTheViewsNamed() throws {
        let (temporary, documents) = try Self.store()
        let keys = Set(documents.flatMap { id, document in document.nodes.keys.filter { $0.hasSuffix("1") }.map { ViewKey(document: id, id: $0) } })
        var read: [ViewKey: ViewRecord] = [:]
        try temporary.store.forEachView(withKeys: keys, columns: ViewColumnSet(properties: [.hidden])) {
            read[ViewKey(document: $0.documentID, id: $0.id)] = $0
        }
        #expect(Set(read.keys) == keys)
        for (key, record) in read {
            let node = documents[key.document]![key.id]!
            #expect(record.properties.hidden == node.properties.hidden)
            #expect(record.properties.intrinsicSize == ViewProperties(kind: node.properties.kind).intrinsicSize)
        }
        var arranged: Set<ViewKey> = []
        try temporary.store.forEachArrangedSubview(ofViews: keys, columns: ViewColumnSet()) {
            arranged.insert(ViewKey(document: $0.documentID, id: $0.id))
        }
        let expected = Set(keys.flatMap { key in documents[key.document]![key.id]!.arranged.map { ViewKey(document: key.document, id: $0) } })
        #expect(arranged == expected)
    }

    /// Packed keys sort as their bytes do, across shared prefixes longer than the packed eight.
    @Test func packedOrderKeysSortBytewise() {
        print("seed \(Self.seed)")
        var generator = SplitMix64(seed: Self.seed)
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyz")
        let prefixes = ["", "a", "abcdefgh", "abcdefghij"]
        let keys = (0..<500).map { _ in
            prefixes.randomElement(using: &generator)! + String((0..<Int.random(in: 0...10, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        let packed = keys.map(PackedOrderKey.init).sorted().map(\.text)
        #expect(packed == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    /// One column map: the columns written for a view are `kind` and every field, in the
    /// groups' order, and every field names a column of the `views` table.
    @Test func fieldsAreTheViewColumns() throws {
        let temporary = TemporaryStore()
        let columns = Set(try temporary.store.connection.query("SELECT name FROM pragma_table_info('views')") { try $0.get(0, as: String.self) })
        #expect(Set(ViewField.allCases.map(\.column)).isSubset(of: columns))
        #expect(ViewColumns.names == ["kind"] + ViewPropertyGroup.allCases.flatMap { $0.fields.map(\.column) })
        #expect(Set(ViewColumns.names + ["id", "parent"]) == Set(ViewField.allCases.map(\.column)))
    }

    // MARK: The reference: conditions evaluated on the document model.

    static func holds(_ condition: ViewCondition, on node: ViewNode, in document: Document) -> Bool {
        let parent = node.parent.flatMap { document[$0] }
        let siblings = parent?.arranged ?? []
        let position = siblings.firstIndex(of: node.id)
        switch condition {
        case .kind(let kind): return node.properties.kind.rawValue == kind
        case .id(let id): return node.id == id
        case .hidden(let hidden): return node.properties.hidden == hidden
        case .arranged(let arranged): return (position != nil) == arranged
        case .root: return parent == nil
        case .arrangedEdge(.first): return position == 0
        case .arrangedEdge(.last): return position != nil && position == siblings.count - 1
        case .noSubviews: return node.subviews.isEmpty
        case .compare(let field, let comparison, let value):
            guard let stored = Self.value(field, of: node) else { return comparison == .notEqual }
            switch (stored, value, comparison) {
            case (_, _, .equal): return stored == value
            case (_, _, .notEqual): return stored != value
            case (.real(let a), .real(let b), .greater): return a > b
            default: Issue.record("no reference for \(condition)"); return false
            }
        case .present(let field):
            guard let stored = Self.value(field, of: node) else { return false }
            return stored != .flag(false)
        case .absent(let field): return Self.value(field, of: node) == nil
        case .related(let relation, let conditions):
            let related: [String] = switch relation {
            case .superview: parent.map { [$0.id] } ?? []
            case .previousArranged: position.flatMap { $0 > 0 ? [siblings[$0 - 1]] : nil } ?? []
            case .earlierArranged: position.map { Array(siblings[..<$0]) } ?? []
            }
            return related.contains { id in conditions.allSatisfy { holds($0, on: document[id]!, in: document) } }
        case .all(let conditions): return conditions.allSatisfy { holds($0, on: node, in: document) }
        case .any(let conditions): return conditions.contains { holds($0, on: node, in: document) }
        case .storedFrame: Issue.record("no reference for stored frames"); return false
        }
    }

    static func value(_ field: ViewField, of node: ViewNode) -> ViewFieldValue? {
        let properties = node.properties
        switch field {
        case .hidden: return .flag(properties.hidden)
        case .axis: return properties.stack.map { .text($0.axis.rawValue) }
        case .intrinsicWidth: return properties.intrinsicSize.width.map(ViewFieldValue.real)
        case .intrinsicHeight: return properties.intrinsicSize.height.map(ViewFieldValue.real)
        default: Issue.record("no reference for \(field)"); return nil
        }
    }
}
