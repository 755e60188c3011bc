@testable import DocumentStore
import SchemaMigrations
import SQLiteDatabase
import StackDocTestSupport
import StackDocument
import Testing

/// Migration 0009 (branches): a version 8 store upgrades, keeps its history, and takes
/// branches and merges; the rebuilt `revisions` table still refuses what the store never writes.
@Suite("Branch migration")
struct BranchMigrationTests {
    @Test func aVersionEightStoreUpgradesAndTakesBranches() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let current = try DocumentStore(path: directory + "/current.db")
        try current.importDocument(try stackDocument(children: 3))
        try current.apply([.hide(view: "v0")], to: "stacked")
        try current.undo("stacked")
        let history = try current.log(of: "stacked")

        let oldPath = directory + "/v8.db"
        let versionEight = try Migrator(migrations: Array(EmbeddedMigrations.all.prefix(8)), applicationID: DocumentStore.applicationID)
        do {
            let connection = try versionEight.openDatabase(at: oldPath)
            let documentColumns = try connection.query("SELECT name FROM pragma_table_info('documents', 'main')") { row in
                guard case .text(let name) = row[0] else { return "" }
                return name
            }
            #expect(!documentColumns.contains("branch_of"))
            try connection.execute("ATTACH DATABASE ? AS source", [directory + "/current.db"])
            var script = ""
            for table in ["documents", "revisions", "snapshots", "used_view_ids", "views", "constraints"] {
                let columns = try connection.query(
                    "SELECT name FROM pragma_table_xinfo(?, 'main') WHERE hidden = 0", [table]
                ) { row in
                    guard case .text(let name) = row[0] else { return "" }
                    return name
                }.joined(separator: ", ")
                script += "INSERT INTO \(table) (\(columns)) SELECT \(columns) FROM source.\(table);\n"
            }
            try connection.executeScript(script)
        }

        let upgraded = try DocumentStore(path: oldPath)
        #expect(try upgraded.log(of: "stacked") == history)
        try upgraded.createBranch(of: "stacked", named: "b")
        try upgraded.apply([.hide(view: "v1")], to: "stacked@b")
        let merge = try upgraded.merge(branch: "b", into: "stacked")
        #expect(merge.revision?.kind == .merge)
        #expect(try upgraded.document("stacked")["v1"]?.properties.hidden == true)

        // The CHECKs of the rebuilt table: a merge names its second parent, nothing else does.
        let raw = try Connection(path: oldPath)
        #expect(throws: (any Error).self) {
            try raw.execute(
                "INSERT INTO revisions (key, kind, created_at, change_count, view_count, events) VALUES (?, 'merge', 0, 0, 0, '[]')",
                [Int64((1 << 32) | 99)])
        }
        #expect(throws: (any Error).self) {
            try raw.execute(
                "INSERT INTO revisions (key, kind, created_at, change_count, view_count, events, merge_parent) VALUES (?, 'edit', 0, 0, 0, '[]', 5)",
                [Int64((1 << 32) | 99)])
        }
    }
}
