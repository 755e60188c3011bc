@testable import DocumentStore
import SchemaMigrations
import SeededRandom
import SQLiteDatabase
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

@Suite("Snapshot encoding")
struct SnapshotEncodingTests {
    @Test(arguments: [UInt64(3), 17, 99, 2024])
    func randomDocumentsReadBackEqual(seed: UInt64) throws {
        print("randomDocumentsReadBackEqual seed \(seed)")
        var random = RandomDocuments(seed: seed)
        for _ in 0..<20 {
            var document = random.document(views: 80)
            // Values a document can hold that the random generator rarely picks.
            if let stack = document.nodes.values.first(where: \.isStack) {
                _ = try document.apply([.set(view: stack.id, property: .spacing, value: "system")])
            }
            document.canvas = nil
            let bytes = SnapshotEncoding.encode(document)
            #expect(try SnapshotEncoding.decode(bytes) == document)
        }
    }

    /// What lets a release build skip reading each snapshot back: every document that edits
    /// reach (random edits, and `set`s of values of any shape, as the event encoding's property
    /// test makes them) reads back from its snapshot as the same document.
    @Test(arguments: [UInt64(0x5EED_0029), 41])
    func editedDocumentsReadBackEqual(seed: UInt64) throws {
        print("editedDocumentsReadBackEqual seed \(seed)")
        var random = RandomDocuments(seed: seed)
        var wild = SplitMix64(seed: seed ^ 0x5A4B)
        var checked = 0
        for _ in 0..<20 {
            var document = random.document(views: 30)
            for _ in 0..<30 {
                let edit = Int.random(in: 0..<3, using: &wild) == 0
                    ? EventEncodingPropertyTests.wildSet(on: document, using: &wild) : random.edit(for: document)
                guard (try? document.apply([edit])) != nil else { continue }
                #expect(try SnapshotEncoding.decode(SnapshotEncoding.encode(document)) == document, "after \(edit)")
                checked += 1
            }
        }
        print("edited documents checked: \(checked)")
        #expect(checked > 300)
    }

    @Test func everyPropertyAndConstraintFieldSurvives() throws {
        var label = ViewProperties(kind: .label)
        label.hidden = true
        label.intrinsicSize = IntrinsicSize(width: 80.25, height: nil)
        label.baseline = Baselines(first: 12, last: 30)
        label.hugging = AxisPriorities(horizontal: 48, vertical: 999)
        label.compressionResistance = AxisPriorities(horizontal: 1, vertical: 1000)
        label.layoutMargins = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        label.frame = Rect(x: -1.5, y: 2, width: 3, height: 4)
        var stack = ViewProperties(kind: .stack)
        stack.stack = StackAttributes(
            axis: .vertical, distribution: .equalCentering, alignment: .lastBaseline, spacing: .points(-3.5),
            customSpacing: ["label": 12, "other": 0], baselineRelative: true, marginsRelative: true)
        var root = ViewProperties()
        root.safeArea = EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0)
        let tree = ViewTree(
            id: "root", properties: root,
            subviews: [ViewTree(id: "s", properties: stack, subviews: [ViewTree(id: "other"), ViewTree(id: "label", properties: label)],
                                arranged: ["label", "other"])])
        let document = try Document(
            name: "every field · ü", canvas: Size(width: 375, height: 667), root: tree,
            constraints: [
                LayoutConstraint(id: "ratio", first: Anchor(view: "label", attribute: .width), relation: .greaterThanOrEqual,
                                 second: Anchor(view: "s", guide: .margins, attribute: .height), multiplier: 0.75, constant: -8,
                                 priority: 251),
                LayoutConstraint(first: Anchor(view: "s", attribute: .centerYWithinMargins), relation: .lessThanOrEqual,
                                 second: Anchor(view: "root", guide: .safeArea, attribute: .centerY), constant: 3),
            ])
        let decoded = try SnapshotEncoding.decode(SnapshotEncoding.encode(document))
        #expect(decoded == document)
        #expect(decoded["s"]?.arranged == ["label", "other"])
        #expect(decoded.constraints.map(\.id) == document.constraints.map(\.id))
    }

    /// The bytes of a document whose root (of `kind`) has one subview, `a`, and the given
    /// arranged positions.
    private func rootWithOneSubview(kind: String, arranged: [Int]) -> [UInt8] {
        var out = ByteWriter()
        for byte: UInt8 in [0x53, 0x44, 0x53, 0x01] { out.byte(byte) }
        out.string("d")
        out.byte(0)
        out.varint(2)
        out.string("root")
        out.string(kind)
        if kind == "stack" {
            out.varint(1 << 5)
            for _ in 0..<3 { out.byte(0) }
            out.byte(0)
            out.double(0)
            out.byte(0)
            out.varint(0)
        } else {
            out.varint(0)
        }
        out.varint(1)
        out.varint(arranged.count)
        for position in arranged { out.varint(position) }
        out.string("a")
        out.string("view")
        out.varint(0)
        out.varint(0)
        out.varint(0)
        out.varint(0)
        return out.bytes
    }

    @Test func arrangedPositionsAreCheckedAsTheTreeIsRead() throws {
        let document = try SnapshotEncoding.decode(rootWithOneSubview(kind: "stack", arranged: [0]))
        #expect(document.root.arranged == ["a"])
        #expect(document["a"]?.parent == "root")
        #expect(try SnapshotEncoding.decode(rootWithOneSubview(kind: "stack", arranged: [])).root.arranged.isEmpty)
        #expect(throws: DocumentError.self) { try SnapshotEncoding.decode(rootWithOneSubview(kind: "stack", arranged: [0, 0])) }
        #expect(throws: DocumentError.self) { try SnapshotEncoding.decode(rootWithOneSubview(kind: "stack", arranged: [1])) }
        #expect(throws: DocumentError.self) { try SnapshotEncoding.decode(rootWithOneSubview(kind: "view", arranged: [0])) }
        #expect(try SnapshotEncoding.decode(rootWithOneSubview(kind: "view", arranged: [])).root.subviews == ["a"])
    }

    /// Each way arranged positions break the rule, with the problem and the byte it is found
    /// at: just after the count of arranged views for a view that is not a stack, else just
    /// after the position at fault. The bytes after the positions (view `a` and the constraint
    /// count) are 11.
    @Test(arguments: [
        ("view", [0], "arranged views on a view that is not a stack", 12),
        ("stack", [1], "arranged position out of range", 11),
        ("stack", [0, 3], "arranged position out of range", 11),
        ("stack", [0, 0], "a view arranged twice", 11),
    ])
    func eachArrangedViolationIsNamedAtItsByte(kind: String, arranged: [Int], problem: String, bytesAfter: Int) {
        let bytes = rootWithOneSubview(kind: kind, arranged: arranged)
        let error = #expect(throws: DocumentError.self) { try SnapshotEncoding.decode(bytes) }
        #expect(error?.message == "damaged snapshot/1 encoding at byte \(bytes.count - bytesAfter): \(problem)")
    }

    @Test func damagedBytesAreErrorsNeverCrashes() throws {
        var random = RandomDocuments(seed: 7)
        let bytes = SnapshotEncoding.encode(random.document(views: 40))
        // Every truncation fails.
        for length in 0..<bytes.count {
            #expect(throws: DocumentError.self) { try SnapshotEncoding.decode(Array(bytes[0..<length])) }
        }
        #expect(throws: DocumentError.self) { try SnapshotEncoding.decode(bytes + [0]) }
        // Flipped bytes either still decode to some document or fail with an error.
        var generator = SplitMix64(seed: 7)
        print("damagedBytesAreErrorsNeverCrashes seed 7")
        for _ in 0..<2_000 {
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = try? SnapshotEncoding.decode(damaged)
        }
    }

    @Test func snapshotsAreWrittenBinaryAndOldJSONSnapshotsStillRead() throws {
        let temporary = TemporaryStore()
        temporary.store.snapshotPolicy = SnapshotPolicy(minimumChanges: 4, viewsPerChange: 1000)
        var document = try stackDocument(children: 6)
        try temporary.store.importDocument(document)
        var states = [document]
        for index in 0..<20 {
            let view = "v\(index / 2 % 6)"
            let next = index % 2 == 0 ? Edit.hide(view: view) : Edit.unhide(view: view)
            _ = try document.apply([next])
            try temporary.store.apply([next], to: "stacked")
            states.append(document)
        }
        let connection = temporary.store.connection
        let encodings = try connection.query("SELECT DISTINCT encoding FROM snapshots") { try $0.get(0, as: String.self) }
        #expect(encodings == [SnapshotEncoding.name])

        // Snapshots as a store of the first schema version wrote them: JSON.
        let rows = try connection.query("SELECT document_id, revision, document FROM snapshots") {
            (try $0.get(0, as: Int64.self), try $0.get(1, as: Int64.self), try $0.get(2, as: [UInt8].self))
        }
        #expect(rows.count >= 5)
        for (documentID, revision, bytes) in rows {
            let json = try SnapshotEncoding.decode(bytes).jsonText(style: .compact)
            try connection.execute(
                "UPDATE snapshots SET encoding = 'stack-document/1', document = ? WHERE document_id = ? AND revision = ?",
                [Array(json.utf8), documentID, revision])
        }
        let reopened = try DocumentStore(path: temporary.path)
        for (index, state) in states.enumerated() {
            #expect(try reopened.document("stacked", revision: index + 1) == state, "revision \(index + 1)")
        }
    }

    @Test func migrationKeepsFirstVersionSnapshots() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let path = directory + "/v1.db"
        let first = try Migrator(migrations: Array(EmbeddedMigrations.all.prefix(1)), applicationID: DocumentStore.applicationID)
        let json = #"{"format":"stack-document/1","name":"d","root":{"id":"root"}}"#
        do {
            let connection = try first.openDatabase(at: path)
            try connection.execute(
                "INSERT INTO documents (id, name, root_view, created_at, state_revision) VALUES (1, 'd', 'root', 0, 1)")
            try connection.execute(
                """
                INSERT INTO revisions (document_id, number, kind, created_at, change_count, view_count, events)
                VALUES (1, 1, 'import', 0, 0, 1, '[]')
                """)
            try connection.execute("INSERT INTO snapshots (document_id, revision, document) VALUES (1, 1, ?)", [json])
        }
        let current = try Migrator(migrations: EmbeddedMigrations.all, applicationID: DocumentStore.applicationID)
        let connection = try current.openDatabase(at: path)
        let row = try connection.queryFirst("SELECT encoding, document FROM snapshots") {
            (try $0.get(0, as: String.self), try $0.get(1, as: [UInt8].self))
        }
        #expect(row?.0 == DocumentFormat.identifier)
        #expect(row?.1 == Array(json.utf8))
    }
}
