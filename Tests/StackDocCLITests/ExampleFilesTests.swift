import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// The files of the repository's `Examples/` folder, found next to this test file.
enum ExampleFiles {
    /// `<package root>/Examples`.
    static let directory: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/") + "/Examples"
    }()

    /// The edit batch, and the document it is written for.
    static let editBatch = "edits.json"
    static let editedDocument = "dynamic-stack-view.json"

    /// Every file name in the folder, sorted.
    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()

    /// The `stack-document/1` files: every `.json` file but the edit batch.
    static let documents: [String] = names.filter { $0.hasSuffix(".json") && $0 != editBatch }

    static let storyboards: [String] = names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }

    static func path(_ name: String) -> String { directory + "/" + name }

    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }
}

/// Every example imports and lays out through the command line as a reader of the docs would
/// run it, so that the files the README and `Docs/` refer to keep working.
@Suite("Example files")
struct ExampleFilesTests {
    @Test func theFolderHoldsTheRecipesTheEditBatchAndAStoryboard() {
        for name in ["simple-stack-view.json", "nested-stack-views.json", "dynamic-stack-view.json", "scrolling-stack-view.json"] {
            #expect(ExampleFiles.documents.contains(name), "\(name) is missing from \(ExampleFiles.directory)")
        }
        #expect(ExampleFiles.names.contains(ExampleFiles.editBatch))
        #expect(!ExampleFiles.storyboards.isEmpty)
    }

    @Test(arguments: ExampleFiles.documents)
    func documentImportsAndLaysOutWithNoBrokenConstraints(name: String) throws {
        let workspace = Workspace()
        let imported = try workspace.run("import", ExampleFiles.path(name), "--format", "json")
        #expect(imported.status == 0, "\(name): \(imported.stderr)")
        let document = try Document(json: Array(ExampleFiles.text(name).utf8))
        #expect(try JSONParser.parse(imported.stdout)["document"] == .string(document.name))

        let layout = try workspace.json("layout", document.name)
        #expect(layout["brokenConstraints"] == .array([]), "\(name): \(layout["brokenConstraints"].map { "\($0)" } ?? "")")
        guard case .array(let views) = layout["views"] else {
            Issue.record("\(name): layout has no views")
            return
        }
        #expect(views.count == document.viewCount)
        for view in views {
            let frame = ["x", "y", "width", "height"].map { key -> Double in
                if case .number(let value)? = view["frame"]?[key] { value } else { .nan }
            }
            #expect(frame.allSatisfy(\.isFinite) && frame[2] >= 0 && frame[3] >= 0, "\(name): \(view)")
        }

        let exported = try workspace.run("export", document.name)
        #expect(try Document(json: Array(exported.stdout.utf8)) == document, "\(name): export gives back the file's document")
    }

    @Test func editBatchAppliesToItsDocument() throws {
        let workspace = Workspace()
        let document = try Document(json: Array(ExampleFiles.text(ExampleFiles.editedDocument).utf8))
        #expect(try workspace.run("import", ExampleFiles.path(ExampleFiles.editedDocument)).status == 0)
        let edited = try workspace.run("edit", document.name, "--ops", ExampleFiles.path(ExampleFiles.editBatch), "-m", "example batch")
        #expect(edited.status == 0, "\(edited.stderr)")

        let edits = try EditFormat.decodeList(Array(ExampleFiles.text(ExampleFiles.editBatch).utf8))
        let ops = Set(edits.map(\.op))
        for op in ["insert", "hide", "set", "addConstraint"] {
            #expect(ops.contains(op), "the batch shows \(op)")
        }
        var expected = document
        _ = try expected.apply(edits)
        let head = try workspace.run("export", document.name)
        #expect(try Document(json: Array(head.stdout.utf8)) == expected)

        guard case .array(let revisions) = try workspace.json("log", document.name) else {
            Issue.record("log is not an array")
            return
        }
        #expect(revisions.count == 2)
        #expect(revisions.last?["message"] == "example batch")
        let layout = try workspace.json("layout", document.name)
        #expect(layout["brokenConstraints"] == .array([]))
    }

    @Test(arguments: ExampleFiles.storyboards)
    func storyboardImportsAndAgreesWithItsStoredFrames(name: String) throws {
        let check = try runStackdoc(["check-ib", ExampleFiles.path(name), "--format", "json"])
        #expect(check.status == 0, "\(name): \(check.stderr)")
        let report = try JSONParser.parse(check.stdout)
        guard case .number(let compared)? = report["compared"], case .number(let within)? = report["within"] else {
            Issue.record("\(name): check-ib printed no figures: \(check.stdout)")
            return
        }
        #expect(compared > 0)
        #expect(within == compared, "\(name): \(check.stdout)")
        #expect(report["errors"] == .array([]))

        let workspace = Workspace()
        let imported = try workspace.run("import", ExampleFiles.path(name), "--format", "json")
        #expect(imported.status == 0, "\(name): \(imported.stderr)")
        #expect(imported.stderr.isEmpty, "\(name) imports without warnings: \(imported.stderr)")
        guard case .array(let documents)? = try JSONParser.parse(imported.stdout)["documents"] else {
            Issue.record("\(name): import printed no documents")
            return
        }
        for entry in documents {
            guard case .string(let document)? = entry["document"] else { continue }
            #expect(try workspace.json("layout", document)["brokenConstraints"] == .array([]))
        }
    }
}
