import DocumentImport
import DocumentStore
import Foundation
import Testing

/// Whether `git` is in `$PATH`.
let gitAvailable: Bool = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/git") }
}()

/// `GitHistoryImport`: a file's commits read into a store once, a second run finding nothing new.
@Suite("Git history import", .enabled(if: gitAvailable, "needs git in $PATH"))
struct GitHistoryImportTests {
    static func git(_ directory: String, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory, "-c", "user.name=Dana Designer", "-c", "user.email=dana@example.com"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test func commitsAreImportedOnce() throws {
        let scratch = Scratch()
        let original = try TestFiles.exampleText("simple-stack-view.json")
        try Self.git(scratch.directory, "init", "-q", "-b", "main")
        try scratch.file("simple.json", original)
        try Self.git(scratch.directory, "add", "simple.json")
        try Self.git(scratch.directory, "commit", "-q", "-m", "First")
        try scratch.file("simple.json", original.replacingOccurrences(of: "\"spacing\": 8", with: "\"spacing\": 12"))
        try Self.git(scratch.directory, "commit", "-q", "-a", "-m", "Wider")
        let store = try DocumentStore(path: scratch.path("s.db"), access: .create)
        let request = GitImportRequest(file: "simple.json", repository: scratch.directory)

        let result = try GitHistoryImport.run(request, store: store)
        #expect(result.commits.map(\.commit.subject) == ["First", "Wider"])
        #expect(result.commits.allSatisfy { $0.commit.author == "Dana Designer <dana@example.com>" })
        #expect(result.skipped.isEmpty)
        let names = try store.documents().map(\.name)
        #expect(names.count == 1)
        #expect(try store.headRevision(of: names[0]) == 2)

        let again = try GitHistoryImport.plan(request) { store }
        #expect(again.isUpToDate)
        #expect(again.commits.count == 2)
        #expect(try again.write(to: store).commits.isEmpty)
    }

    @Test func aFileWithoutHistoryIsNamed() throws {
        let scratch = Scratch()
        try Self.git(scratch.directory, "init", "-q", "-b", "main")
        try scratch.file("loose.json", "{}")
        #expect(throws: GitImportError.noHistory(file: "loose.json")) {
            try GitHistoryImport.plan(GitImportRequest(file: "loose.json", repository: scratch.directory)) { nil }
        }
    }
}
