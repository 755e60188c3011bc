@testable import DocumentStore
import SchemaMigrations
import SQLiteDatabase
import StackDocTestSupport
import StackDocument
import Testing

/// Views' `name` and `text` in a store: kept in the state tables, snapshots and the event log,
/// changed and undone like any property, and added to stores made before them (migration 0007).
@Suite("View names in a store")
struct ViewNameStoreTests {
    @Test func namesAreKeptChangedAndUndone() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let store = try DocumentStore(path: directory + "/names.db")
        var random = RandomDocuments(seed: 707)
        print("namesAreKeptChangedAndUndone seed 707")
        let document = random.screen(views: 30)
        #expect(document.nodes.values.contains { $0.properties.name != nil }, "the generator names views")
        try store.importDocument(document, as: "doc")
        #expect(try store.document("doc") == document.renamed("doc"))
        let hostile = "<b>\"Sign\nin\"</b> " + String(repeating: "é", count: 500)
        _ = try store.apply([.set(view: document.rootID, property: .name, value: .string(hostile))], to: "doc")
        _ = try store.apply([.set(view: document.rootID, property: .text, value: "Shown")], to: "doc")
        let reopened = try DocumentStore(path: directory + "/names.db")
        #expect(try reopened.document("doc").root.properties.name == hostile)
        #expect(try reopened.document("doc", revision: 3).root.properties.text == "Shown")
        _ = try reopened.undo("doc", steps: 2)
        #expect(try reopened.document("doc") == document.renamed("doc"))
    }

    /// A store of version 6 (no name columns) opens, upgrades, reads back its documents, and
    /// then keeps names.
    @Test func aVersionSixStoreUpgrades() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        var random = RandomDocuments(seed: 708)
        print("aVersionSixStoreUpgrades seed 708")
        let document = random.document(views: 25).withoutNames()
        let current = try DocumentStore(path: directory + "/current.db")
        try current.importDocument(document, as: "doc")

        let oldPath = directory + "/v6.db"
        let versionSix = try Migrator(migrations: Array(EmbeddedMigrations.all.prefix(6)), applicationID: DocumentStore.applicationID)
        do {
            let connection = try versionSix.openDatabase(at: oldPath)
            let viewColumns = try connection.query("SELECT name FROM pragma_table_info('views', 'main')") { row in
                guard case .text(let name) = row[0] else { return "" }
                return name
            }
            #expect(!viewColumns.contains("name") && !viewColumns.contains("text"))
            try connection.execute("ATTACH DATABASE ? AS source", [directory + "/current.db"])
            let tables = ["documents", "revisions", "snapshots", "used_view_ids", "constraints"]
            var script = ""
            for table in tables {
                let columns = try connection.query("SELECT name FROM pragma_table_info(?, 'main')", [table]) { row in
                    guard case .text(let name) = row[0] else { return "" }
                    return name
                }.joined(separator: ", ")
                script += "INSERT INTO \(table) (\(columns)) SELECT \(columns) FROM source.\(table);\n"
            }
            let columns = viewColumns.joined(separator: ", ")
            script += "INSERT INTO views (\(columns)) SELECT \(columns) FROM source.views;\n"
            try connection.executeScript(script)
        }

        let upgraded = try DocumentStore(path: oldPath)
        #expect(try upgraded.document("doc") == document.renamed("doc"))
        _ = try upgraded.apply([.set(view: document.rootID, property: .name, value: "Login")], to: "doc")
        #expect(try DocumentStore(path: oldPath).document("doc").root.properties.name == "Login")
    }
}

extension Document {
    fileprivate func renamed(_ name: String) -> Document {
        var copy = self
        copy.name = name
        return copy
    }
}
