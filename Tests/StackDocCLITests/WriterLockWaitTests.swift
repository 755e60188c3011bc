import Foundation
import StackDocTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A writer that finds the writer lock taken says what it waits for and gives up after
/// `--lock-timeout`; the lock file follows no symbolic link and has the store's permissions.
@Suite("Waiting for the writer lock", .serialized)
struct WriterLockWaitTests {
    /// A store holding `simple`, and the writer lock taken by this process (as a user who may
    /// only read the store, or a writer stopped with Ctrl-Z, can take it).
    func storeWithTheLockTaken() throws -> (Workspace, Int32) {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        let descriptor = open(workspace.db + "-lock", O_RDONLY)
        try #require(descriptor >= 0)
        #expect(flock(descriptor, LOCK_EX) == 0)
        return (workspace, descriptor)
    }

    @Test func aWaitingWriterSaysWhatItWaitsForAndGivesUpAfterTheTimeout() throws {
        let (workspace, descriptor) = try storeWithTheLockTaken()
        defer { close(descriptor) }
        let before = storeBytes(workspace)
        let started = ContinuousClock.now
        let result = try workspace.run("hide", "simple", "title", "--lock-timeout", "2")
        let waited = ContinuousClock.now - started
        #expect(result.status == 1)
        #expect(result.stderr.contains("waiting for the writer lock '\(workspace.db)-lock', held by process \(getpid())"), "\(result.stderr)")
        #expect(result.stderr.contains("gave up after 2"), "\(result.stderr)")
        #expect(waited >= .seconds(2) && waited < .seconds(20))
        #expect(storeBytes(workspace) == before)
    }

    @Test func aWriterGoesOnOnceTheLockIsReleased() throws {
        let (workspace, descriptor) = try storeWithTheLockTaken()
        DispatchQueue.global().asyncAfter(deadline: .now() + 1.5) { close(descriptor) }
        let result = try workspace.run("hide", "simple", "title", "--lock-timeout", "0")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("waiting for the writer lock"), "\(result.stderr)")
        #expect(result.stderr.contains("waits as long as it takes"), "\(result.stderr)")
    }

    @Test(arguments: ["-1", "nan", "inf", "x"])
    func aBadTimeoutIsAUsageError(value: String) throws {
        let workspace = Workspace()
        let result = try workspace.run("hide", "simple", "title", "--lock-timeout", value)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--lock-timeout"), "\(result.stderr)")
    }

    @Test func theLockFileIsNeverASymbolicLink() throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        try FileManager.default.removeItem(atPath: workspace.db + "-lock")
        let target = workspace.file("precious.txt", "keep me\n")
        try FileManager.default.createSymbolicLink(atPath: workspace.db + "-lock", withDestinationPath: target)
        let before = storeBytes(workspace)
        let result = try workspace.run("hide", "simple", "title")
        #expect(result.status == 1)
        #expect(result.stderr.contains("symbolic link"), "\(result.stderr)")
        #expect(storeBytes(workspace) == before)
        #expect(TestEnvironment.contents(of: target) == Array("keep me\n".utf8))
    }

    @Test(arguments: [0o600, 0o640, 0o664])
    func theLockFileHasTheStoresPermissions(mode: Int) throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        try FileManager.default.removeItem(atPath: workspace.db + "-lock")
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: workspace.db)
        #expect(try workspace.run("hide", "simple", "title").status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: workspace.db + "-lock")
        #expect((attributes[.posixPermissions] as? Int) == mode)
    }
}
