import StackDocTestSupport
import Testing

/// libpq is loaded by the first PostgreSQL connection, never by a command on an SQLite store.
@Suite("libpq loaded only for postgresql:// stores")
struct LibPQLoadingTests {
    @Test func aCommandOnAnSQLiteStoreDoesNotLoadLibpq() throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        // The dynamic loader names every library it opens on standard error.
        let result = try runStackdoc(["show", "simple", "--db", workspace.db], environment: ["LD_DEBUG": "files"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("libsqlite3"), "the loader's report: \(result.stderr.prefix(400))")
        #expect(!result.stderr.contains("libpq"))
    }

    @Test func aPostgreSQLStoreWithoutLibpqSaysWhatToInstall() throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        let missing = ["STACKDOC_LIBPQ": workspace.directory + "/no-such/libpq.so.5"]
        for arguments in [
            ["list", "--db", "postgresql://stackdoc@localhost/stackdoc"],
            ["copy", "--from", workspace.db, "--to", "postgresql://stackdoc@localhost/stackdoc"],
        ] {
            let result = try runStackdoc(arguments, environment: missing)
            #expect(result.status != 0)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("cannot load libpq, PostgreSQL's client library"), "\(result.stderr)")
            #expect(result.stderr.contains("apt-get install libpq5"))
            #expect(result.stderr.contains("no-such/libpq.so.5"), "names the file it tried")
        }
        // The SQLite store that was to be copied is as it was.
        #expect(try workspace.run("log", "simple").stdout.hasPrefix("r1 "))
    }
}
