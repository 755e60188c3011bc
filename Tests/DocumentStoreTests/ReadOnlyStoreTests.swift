@testable import DocumentStore
import Foundation
import SchemaMigrations
import SQLiteDatabase
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// A store opened to read (`DocumentStoreReader`) reads everything, writes nothing, and never
/// creates, migrates or changes its file.
@Suite("Read-only stores")
struct ReadOnlyStoreTests {
    @Test("A reader reads documents, keeps no layout and leaves its file unchanged; it is no writer")
    func readsAndWritesNothing() throws {
        let temporary = TemporaryStore()
        let document = try stackDocument(children: 3)
        try temporary.store.importDocument(document)
        try temporary.store.apply([.hide(view: "v0")], to: "stacked")
        let before = TestEnvironment.contents(of: temporary.path)
        let store = try DocumentStoreReader(path: temporary.path)
        #expect(!(store is DocumentStore), "opened to read, the store has none of the writer's methods")
        #expect(store.isReadOnly)
        #expect(try store.documents().map(\.name) == ["stacked"])
        #expect(try store.headRevision(of: "stacked") == 2)
        #expect(try store.document("stacked", revision: 1) == document)
        #expect(try store.log(of: "stacked").map(\.number) == [1, 2])
        let layout = StoredLayout(
            documentID: 1, stamp: StoredLayoutStamp(revision: 2, canvas: Size(width: 375, height: 667)), frames: [])
        #expect(try store.storeLayouts([layout]) == 0, "a read-only store keeps no layout, without failing")
        #expect(TestEnvironment.contents(of: temporary.path) == before)
    }

    @Test("A reader keeping caches keeps layouts where it may write, and nothing else")
    func keepingCaches() throws {
        let temporary = TemporaryStore()
        try temporary.store.importDocument(try stackDocument(children: 3))
        let store = try DocumentStoreReader(path: temporary.path, keepingCaches: true)
        #expect(!store.isReadOnly)
        let layout = StoredLayout(
            documentID: 1, stamp: StoredLayoutStamp(revision: 1, canvas: Size(width: 375, height: 667)),
            frames: [(view: "root", frame: Rect(x: 0, y: 0, width: 375, height: 667))])
        #expect(try store.storeLayouts([layout]) == 1)
        #expect(try store.stateStatus(of: ["stacked"]).first?.hasStoredLayout(at: Size(width: 375, height: 667)) == true)
        #expect(try store.headRevision(of: "stacked") == 1)
    }

    @Test("A write on a read-only connection is refused at run time too, naming the store")
    func connectionRefusesWrites() throws {
        let temporary = TemporaryStore()
        try temporary.store.importDocument(try stackDocument(children: 1))
        let before = TestEnvironment.contents(of: temporary.path)
        let store = try DocumentStoreReader(path: temporary.path)
        let error = #expect(throws: StoreError.self) { try store.writing { try store.connection.execute("DELETE FROM head_layouts") } }
        #expect(error?.description == "the store '\(temporary.path)' was opened read-only, for a command that only reads")
        #expect(TestEnvironment.contents(of: temporary.path) == before)
    }

    @Test("A store that needs an upgrade is refused read-only with what to do, untouched, and upgraded by a writer")
    func needsUpgrade() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let path = directory + "/old.db"
        let older = try Migrator(migrations: Array(EmbeddedMigrations.all.dropLast()), applicationID: DocumentStore.applicationID)
        _ = try older.openDatabase(at: path)
        let before = TestEnvironment.contents(of: path)
        let error = #expect(throws: StoreError.self) { try DocumentStoreReader(path: path) }
        #expect(error?.description.contains("needs an upgrade") == true)
        #expect(error?.description.contains("open it for writing to upgrade it") == true)
        #expect(error?.description.contains("stackdoc init") == false, "the library names no command")
        #expect(TestEnvironment.contents(of: path) == before)
        _ = try DocumentStore(path: path, access: .readWrite)
        #expect(try DocumentStoreReader(path: path).documents().isEmpty)
    }

    @Test("A store written by a newer StackDoc is refused read-only too", arguments: [false, true])
    func newerSchema(writer: Bool) throws {
        let temporary = TemporaryStore()
        try temporary.store.importDocument(try stackDocument(children: 1))
        let newer = EmbeddedMigrations.all + [Migration(version: EmbeddedMigrations.all.count + 1, name: "future", sql: "CREATE TABLE future(x);")]
        _ = try Migrator(migrations: newer, applicationID: DocumentStore.applicationID).openDatabase(at: temporary.path)
        let before = TestEnvironment.contents(of: temporary.path)
        #expect(throws: MigrationError.unknownMigrations(path: temporary.path, versions: [newer.count], latestKnown: newer.count - 1)) {
            if writer { _ = try DocumentStore(path: temporary.path, access: .readWrite) } else { _ = try DocumentStoreReader(path: temporary.path) }
        }
        #expect(TestEnvironment.contents(of: temporary.path) == before)
    }

    @Test("An empty file is not a store: refused read-only, left empty, nothing created beside it")
    func emptyFile() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let path = directory + "/empty.db"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let error = #expect(throws: StoreError.self) { try DocumentStoreReader(path: path) }
        #expect(error?.description == "'\(path)' is not a StackDoc store: it is empty (the file was left untouched)")
        #expect(TestEnvironment.contents(of: path) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["empty.db"])
    }
}
