@testable import DocumentStore
import Foundation
import PostgreSQLDatabase
import SQLiteDatabase
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// The store never commits what its reader refuses, and a store that holds such a revision
/// (written by an older StackDoc) has a way out: `repair`, which names the revision.
@Suite("Unreadable revisions")
struct UnreadableRevisionTests {
    static let document = """
        { "format": "stack-document/1", "name": "doc",
          "root": { "id": "root", "subviews": [ { "id": "stack", "kind": "stack", "subviews": [ { "id": "a", "kind": "label" } ] } ] } }
        """

    @Test(arguments: refusedKinds)
    func eventsTheReaderRefusesAreNotWritten(kind: String) throws {
        let properties = ViewProperties(kind: ViewKind(rawValue: kind))
        let events = [RevisionEvent(edit: nil, changes: [.addView(id: "q", properties: properties, parent: "stack", zIndex: 1)])]
        #expect(throws: DocumentError.self) { try RevisionEvent.encodeReadingBack(events) }
        let good = [RevisionEvent(edit: nil, changes: [.addView(id: "q", properties: ViewProperties(kind: .label), parent: "stack", zIndex: 1)])]
        #expect(try RevisionEvent.decode(try RevisionEvent.encodeReadingBack(good)) == good)
    }

    @Test(arguments: StoreBackend.allCases, refusedKinds)
    func anEditMakingAViewOfABadKindIsRefusedAndWritesNothing(backend: StoreBackend, kind: String) throws {
        try backend.cancelUnlessAvailable()
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let store = try DocumentStore(url: try backend.freshLocation(in: directory))
        try store.importDocument(Document(json: Array(Self.document.utf8)))
        let tree = ViewTree(id: "q", properties: ViewProperties(kind: ViewKind(rawValue: kind)))
        #expect(throws: StoreError.self) { try store.apply([.insert(stack: "stack", index: 0, view: .new(tree))], to: "doc") }
        #expect(try store.headRevision(of: "doc") == 1)
        #expect(try store.log(of: "doc").count == 1)
    }

    @Test(arguments: StoreBackend.allCases)
    func repairCutsTheHistoryBackToBeforeAnUnreadableRevision(backend: StoreBackend) throws {
        try backend.cancelUnlessAvailable()
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let location = try backend.freshLocation(in: directory)
        let store = try DocumentStore(url: location)
        try store.importDocument(Document(json: Array(Self.document.utf8)))
        try store.apply([.set(view: "a", property: .name, value: "first")], to: "doc")
        try store.apply([.insert(stack: "stack", index: 0, view: .new(ViewTree(id: "q", properties: ViewProperties(kind: .label))))], to: "doc")
        try store.apply([.hide(view: "q")], to: "doc")
        try store.flushState(of: "doc")
        // What an older StackDoc wrote unchecked: revision 3 makes a view of kind "a b".
        try Self.corruptRevision(3, at: location, backend: backend)

        let reader = try DocumentStoreReader(url: location)
        for read in [{ _ = try reader.log(of: "doc") }, { _ = try reader.document("doc", revision: 3) }] {
            #expect { try read() } throws: { error in
                "\(error)".contains("revision 3 of \"doc\" cannot be read") && "\(error)".contains("stackdoc repair")
            }
        }
        let outcome = try DocumentStore(url: location, access: .readWrite).repair("doc")
        #expect(outcome.unreadableRevision == 3)
        #expect(outcome.headBefore == 4 && outcome.headAfter == 2)
        #expect(outcome.reason?.contains("invalid kind") == true)

        let repaired = try DocumentStore(url: location, access: .readWrite)
        #expect(try repaired.log(of: "doc").map(\.number) == [1, 2])
        #expect(try repaired.document("doc")["q"] == nil)
        #expect(try repaired.document("doc")["a"]?.properties.name == "first")
        // Every later command works: edits, undo, rebuilding, and a second repair finds nothing.
        try repaired.apply([.hide(view: "a")], to: "doc")
        _ = try repaired.undo("doc")
        #expect(try repaired.document("doc", revision: 2) == repaired.document("doc", revision: 4))
        let again = try repaired.repair("doc")
        #expect(again.unreadableRevision == nil && again.headAfter == again.headBefore)
    }

    @Test(arguments: StoreBackend.allCases)
    func repairCutsTheHistoryBackToBeforeARevisionThatDoesNotApply(backend: StoreBackend) throws {
        try backend.cancelUnlessAvailable()
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let location = try backend.freshLocation(in: directory)
        let store = try DocumentStore(url: location)
        try store.importDocument(Document(json: Array(Self.document.utf8)))
        try store.apply([.set(view: "a", property: .name, value: "first")], to: "doc")
        try store.apply([.insert(stack: "stack", index: 0, view: .new(ViewTree(id: "q", properties: ViewProperties(kind: .label))))], to: "doc")
        try store.apply([.hide(view: "q")], to: "doc")
        try store.flushState(of: "doc")
        // Revision 3's events decode, but add the view to a parent the document does not hold.
        try Self.execute(
            """
            UPDATE revisions SET events = replace(events, '"parent":"stack"', '"parent":"nowhere"')
            WHERE key = (SELECT id FROM documents WHERE name = 'doc') * 4294967296 + 3
            """, at: location, backend: backend)

        let reader = try DocumentStoreReader(url: location)
        #expect(try reader.log(of: "doc").map(\.number) == [1, 2, 3, 4])
        #expect { _ = try reader.document("doc", revision: 3) } throws: { error in
            "\(error)".contains("revision 3 of \"doc\" cannot be read") && "\(error)".contains("stackdoc repair")
        }
        let outcome = try DocumentStore(url: location, access: .readWrite).repair("doc")
        #expect(outcome.unreadableRevision == 3)
        #expect(outcome.headBefore == 4 && outcome.headAfter == 2)
        #expect(outcome.reason?.contains("does not apply") == true)

        let repaired = try DocumentStore(url: location, access: .readWrite)
        #expect(try repaired.log(of: "doc").map(\.number) == [1, 2])
        #expect(try repaired.document("doc")["q"] == nil)
        #expect(try repaired.document("doc")["a"]?.properties.name == "first")
        try repaired.apply([.hide(view: "a")], to: "doc")
        #expect(try repaired.document("doc", revision: 3) == repaired.document("doc"))
        let again = try repaired.repair("doc")
        #expect(again.unreadableRevision == nil && again.headAfter == again.headBefore)
    }

    @Test func aDocumentWhoseFirstRevisionIsUnreadableIsNotRepairedAway() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let location = directory + "/store.db"
        let store = try DocumentStore(url: location)
        try store.importDocument(Document(json: Array(Self.document.utf8)))
        try Connection(path: location).execute("UPDATE revisions SET events = 'not json'")
        #expect { try DocumentStore(url: location).repair("doc") } throws: { "\($0)".contains("revision 1 of \"doc\" cannot be read") }
    }

    /// Rewrites revision `number`'s events so that the view it makes has the kind "a b".
    static func corruptRevision(_ number: Int, at location: String, backend: StoreBackend) throws {
        try execute(
            """
            UPDATE revisions SET events = replace(events, '"kind":"label"', '"kind":"a b"')
            WHERE key = (SELECT id FROM documents WHERE name = 'doc') * 4294967296 + \(number)
            """, at: location, backend: backend)
    }

    /// Runs `sql` on the store at `location`, past the store's checks.
    static func execute(_ sql: String, at location: String, backend: StoreBackend) throws {
        switch backend {
        case .sqlite: try Connection(path: location).execute(sql)
        case .postgreSQL: try PostgreSQLConnection(url: location).execute(sql)
        }
    }
}
