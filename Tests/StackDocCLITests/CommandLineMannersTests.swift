import Foundation
import DocumentStore
import StackDocCLI
import StackDocTestSupport
import StackDocument
import Testing

@Suite("command-line manners")
struct CommandLineMannersTests {
    @Test func versionPrintsTheRelease() throws {
        let result = try runStackdoc(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == StackDocVersion.current + "\n")
        let parts = StackDocVersion.current.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "semantic version: \(StackDocVersion.current)")
    }

    @Test(arguments: [("lsit", "list"), ("shwo", "show"), ("lnt", "lint"), ("improt", "import"), ("rendr", "render")])
    func aMistypedCommandSuggestsTheNearest(typed: String, meant: String) throws {
        let result = try runStackdoc([typed])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("'\(typed)' is not a stackdoc command. Did you mean '\(meant)'?"), "\(result.stderr)")
    }

    @Test func aWordFarFromEveryCommandGetsNoSuggestion() throws {
        let result = try runStackdoc(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("'frobnicate' is not a stackdoc command.") && !result.stderr.contains("Did you mean"))
    }

    @Test func helpStillWorksAsACommand() throws {
        let result = try runStackdoc(["help", "list"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("List the documents"))
    }
}

@Suite("import of several files")
struct ImportSeveralFilesTests {
    static func document(named name: String) -> String {
        simpleDocument.replacingOccurrences(of: #""name": "simple""#, with: #""name": "\#(name)""#)
    }

    @Test func severalFilesImportTogether() throws {
        let workspace = Workspace()
        let one = workspace.file("one.json", Self.document(named: "one"))
        let two = workspace.file("two.json", Self.document(named: "two"))
        let result = try workspace.run("import", one, two)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "imported \"one\" (5 views) as revision 1\nimported \"two\" (5 views) as revision 1\n")
        let json = try runStackdoc(["import", workspace.file("three.json", Self.document(named: "three")),
                                    workspace.file("four.json", Self.document(named: "four")), "--db", workspace.db, "--format", "json"])
        let reports = try JSONParser.parse(json.stdout)
        guard case .array(let entries) = reports else { Issue.record("expected an array: \(json.stdout)"); return }
        #expect(entries.map { $0["document"] } == [.string("three"), .string("four")])
    }

    @Test func oneBadFileImportsNothing() throws {
        let workspace = Workspace()
        _ = try workspace.run("init")
        let before = try #require(FileManager.default.contents(atPath: workspace.db))
        let good = workspace.file("good.json", Self.document(named: "good"))
        let bad = workspace.file("bad.json", "{ \"format\": ")
        let result = try workspace.run("import", good, bad)
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.json"), "\(result.stderr)")
        let list = try workspace.run("list")
        #expect(!list.stdout.contains("good"), "\(list.stdout)")
        #expect(FileManager.default.contents(atPath: workspace.db) == before)
    }

    @Test func aNameTakenByTheSecondFileImportsNeither() throws {
        let workspace = Workspace()
        let first = workspace.file("a.json", Self.document(named: "same"))
        let second = workspace.file("b.json", Self.document(named: "same"))
        let result = try workspace.run("import", first, second)
        #expect(result.status == 1)
        #expect(try workspace.run("list").stdout.contains("same") == false)
    }

    @Test func nameNeedsASingleFile() throws {
        let workspace = Workspace()
        let result = try workspace.run("import", workspace.file("a.json", simpleDocument), workspace.file("b.json", simpleDocument), "--name", "x")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--name"), "\(result.stderr)")
    }
}

@Suite("library errors, command-line words")
struct CommandLineHintTests {
    @Test func aMistypedDocumentNameSuggestsTheNearest() throws {
        let workspace = Workspace()
        _ = try workspace.run("import", workspace.file("simple.json", simpleDocument))
        let result = try workspace.run("show", "simpel")
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"no document named "simpel" in the store (did you mean "simple"?)"#), "\(result.stderr)")
        let far = try workspace.run("show", "something else entirely")
        #expect(far.stderr.contains(#"no document named "something else entirely" in the store"#) && !far.stderr.contains("did you mean"))
    }

    @Test func listOnAMissingStoreSuggestsInitAndCreatesNothing() throws {
        let workspace = Workspace()
        let result = try workspace.run("list")
        #expect(result.status == 1)
        #expect(result.stderr.contains("no store at '\(workspace.db)': create one with `stackdoc init --db '\(workspace.db)'`"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.db))
    }

    @Test func theLibrarySaysWhatIsWrongAndTheCommandLineWhichFlag() throws {
        let workspace = Workspace()
        let file = workspace.file("simple.json", simpleDocument)
        _ = try workspace.run("import", file)
        let again = try workspace.run("import", file)
        #expect(again.stderr.contains(#"a document named "simple" exists already (choose another name with --name)"#), "\(again.stderr)")
        let stores = StoreError.documentExists("simple").description + StoreError.storeNotFound(path: "x").description
        #expect(!stores.contains("--") && !stores.contains("stackdoc"), "library errors name no flag or command: \(stores)")
    }
}
