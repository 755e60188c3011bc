import Foundation
import StackDocTestSupport
import Testing

/// What commands say on a PostgreSQL server that accepts no writes (a hot standby, or a
/// database with `default_transaction_read_only`), and on an empty database.
@Suite(.enabled(if: PostgreSQLTestServer.isAvailable, Comment(rawValue: PostgreSQLTestServer.skipComment)))
struct ReadOnlyServerCommandTests {
    static let example = ReadmeWalkthroughTests.packageRoot + "/Examples/simple-stack-view.json"

    /// A write says that the server takes no writes and where to send them, not that the
    /// command only reads; reads go on answering.
    @Test func aWriteToAReadOnlyServerSaysToWriteToThePrimary() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        #expect(try runStackdoc(["import", Self.example, "--db", url]).status == 0)
        try PostgreSQLTestServer.makeReadOnly(url)
        for write in [["hide", "Simple Stack View", "flowers"], ["import", Self.example, "--name", "again"], ["undo", "Simple Stack View"]] {
            let result = try runStackdoc(write + ["--db", url])
            #expect(result.status == 1)
            #expect(result.stderr.contains("accepts no writes"), "\(write): \(result.stderr)")
            #expect(result.stderr.contains("send writes to the primary server"), "\(write): \(result.stderr)")
            #expect(!result.stderr.contains("for a command that only reads"), "\(write): \(result.stderr)")
        }
        #expect(try runStackdoc(["show", "Simple Stack View", "--db", url]).status == 0)
    }

    /// `init` (or any write) on an empty read-only database cannot create the store there, and
    /// does not advise running `init`.
    @Test(arguments: [["init"], ["import", example]])
    func creatingAStoreOnAReadOnlyServerSaysToWriteToThePrimary(command: [String]) throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        try PostgreSQLTestServer.makeReadOnly(url)
        let result = try runStackdoc(command + ["--db", url])
        #expect(result.status == 1)
        #expect(result.stderr.contains("accepts no writes"), "\(result.stderr)")
        #expect(!result.stderr.contains("stackdoc init"), "\(result.stderr)")
    }

    /// An empty database is a database, not a file: nothing about files or new paths.
    @Test func anEmptyDatabaseIsDescribedAsADatabase() throws {
        let url = try PostgreSQLTestServer.freshDatabase()
        let result = try runStackdoc(["list", "--db", url])
        #expect(result.status == 1)
        #expect(result.stderr.contains("holds no StackDoc store: it is empty (nothing was changed)"), "\(result.stderr)")
        #expect(result.stderr.contains("creates the store in it"), "\(result.stderr)")
        #expect(!result.stderr.contains("file"), "\(result.stderr)")
        #expect(!result.stderr.contains("new path"), "\(result.stderr)")
    }
}
