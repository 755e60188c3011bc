#if canImport(Glibc)
import Glibc
#endif
import DocumentQuery
import DocumentStore
import StackDocTestSupport
import StackDocument
import Testing

/// `DocumentLint.run`: the store's documents and Interface Builder files in one request, files
/// that do not read, and configuration files under the request's settings.
@Suite("Lint requests")
struct DocumentLintTests {
    static let packageRoot: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()
    static let signIn = packageRoot + "/Examples/sign-in.storyboard"

    /// A temporary directory with a store holding "taps", a 30 x 30 button (small-tap-target,
    /// a warning by default).
    struct Workspace {
        let directory = TestEnvironment.temporaryDirectory()
        var storePath: String { directory + "/lint.db" }

        init() throws {
            let store = try DocumentStore(path: storePath, access: .create)
            _ = try store.importDocuments([
                try lintDocument(#"{ "id": "icon", "kind": "button", "frame": { "x": 0, "y": 0, "width": 30, "height": 30 } }"#)
            ])
        }

        func file(_ name: String, _ text: String) -> String {
            let path = directory + "/" + name
            let file = fopen(path, "wb")!
            fputs(text, file)
            fclose(file)
            return path
        }

        func open() throws -> DocumentStoreReader { try DocumentStoreReader(path: storePath) }
    }

    @Test func storeDocumentsAndFilesAreLintedTogether() throws {
        let workspace = try Workspace()
        defer { TestEnvironment.removeDirectory(workspace.directory) }
        let missing = workspace.directory + "/missing.storyboard"
        let request = LintRequest(targets: ["lint", Self.signIn, missing], configurationSource: .none)
        let outcome = try DocumentLint.run(request, openStore: workspace.open)
        let fromStore = outcome.findings.filter { $0.file == nil }
        #expect(fromStore.map(\.finding.rule) == ["small-tap-target"])
        #expect(fromStore.allSatisfy { $0.finding.document == "lint" && $0.line == nil })
        let fromFile = outcome.findings.filter { $0.file == Self.signIn }
        #expect(fromFile.allSatisfy { ($0.line ?? 0) > 0 }, "every finding of a file names a line")
        #expect(outcome.documentCount >= 2)
        #expect(outcome.unreadable.count == 1)
        #expect(outcome.unreadable.first?.contains("missing.storyboard") == true)
        #expect(outcome.failed, "a file that does not read fails the run")
    }

    @Test func filesAloneLeaveTheStoreUnopened() throws {
        let request = LintRequest(targets: [Self.signIn], configurationSource: .none)
        #expect(!request.readsStore)
        let outcome = try DocumentLint.run(request) { throw LintConfigurationError("the store was opened") }
        #expect(outcome.unreadable.isEmpty)
        #expect(outcome.documentCount > 0)
    }

    @Test(arguments: [
        (LintSeverity.error, true), (.note, false),
    ])
    func configurationFilesSetSeverities(severity: LintSeverity, failed: Bool) throws {
        let workspace = try Workspace()
        defer { TestEnvironment.removeDirectory(workspace.directory) }
        let config = workspace.file("rules.json", #"{"rules": {"small-tap-target": "\#(severity.rawValue)"}}"#)
        let outcome = try DocumentLint.run(LintRequest(targets: ["lint"], configurationSource: .file(config)), openStore: workspace.open)
        #expect(outcome.findings.map(\.finding.severity) == [severity])
        #expect(outcome.failed == failed)
        let ignored = try DocumentLint.run(LintRequest(targets: ["lint"], configurationSource: .none), openStore: workspace.open)
        #expect(ignored.findings.map(\.finding.severity) == [.warning])
    }

    @Test func theRequestOverridesTheFile() throws {
        let workspace = try Workspace()
        defer { TestEnvironment.removeDirectory(workspace.directory) }
        let config = workspace.file("rules.json", #"{"rules": {"small-tap-target": "error"}}"#)
        let request = LintRequest(
            targets: ["lint"], configuration: LintConfiguration(disabled: ["small-tap-target"]), configurationSource: .file(config))
        #expect(try DocumentLint.run(request, openStore: workspace.open).findings.isEmpty)
    }

    @Test func aBadConfigurationFileIsNamed() throws {
        let workspace = try Workspace()
        defer { TestEnvironment.removeDirectory(workspace.directory) }
        let config = workspace.file("rules.json", #"{"rules": {"small-tap-target": "fatal"}}"#)
        #expect {
            try DocumentLint.run(LintRequest(targets: ["lint"], configurationSource: .file(config)), openStore: workspace.open)
        } throws: { error in
            "\(error)".hasPrefix(config + ": ") && "\(error)".contains("fatal")
        }
    }

    @Test func theStoreFilesDirectoryIsSearchedLast() throws {
        let workspace = try Workspace()
        defer { TestEnvironment.removeDirectory(workspace.directory) }
        let config = workspace.file(LintConfigurationFile.name, #"{"rules": {}}"#)
        let found = LintConfigurationFile.locate(explicit: nil, storeFile: workspace.storePath)
        // A file in the current directory or above it comes first, when the test runs under one.
        #expect(found == config || found?.hasSuffix("/" + LintConfigurationFile.name) == true)
        #expect(LintConfigurationFile.locate(explicit: "x.json", storeFile: workspace.storePath) == "x.json")
    }
}
