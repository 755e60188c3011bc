import Foundation
import SeededRandom
import StackDocTestSupport
import StackDocument
import Testing

/// `stackdoc import --update`: a changed file becomes one revision of edits.
@Suite("import --update")
struct ImportUpdateCommandTests {
    @Test("importing an edited document's JSON over the original writes one revision equal to it, of no more edits than the batch",
          arguments: 0..<8 as Range<UInt64>)
    func updateWritesOneRevisionEqualToTheEditedDocument(seed: UInt64) throws {
        print("seed \(seed)")
        var random = RandomDocuments(seed: seed)
        var original = random.document(views: 25)
        original.name = "screen"
        var edited = original
        var batch = 0
        var generator = SplitMix64(seed: seed)
        let size = Int.random(in: 1...8, using: &generator)
        while batch < size {
            var trial = edited
            guard let changes = try? trial.apply([random.edit(for: edited)]), changes.contains(where: { !$0.isEmpty }) else { continue }
            edited = trial
            batch += 1
        }
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("original.json", original.jsonText())).status == 0)
        let update = try workspace.json("import", workspace.file("edited.json", edited.jsonText()), "--update")
        #expect(update["documents"]?[0]?["action"] == "updated", "seed \(seed)")
        #expect(update["documents"]?[0]?["revision"] == 2, "seed \(seed)")
        let edits = Int(update["documents"]?[0]?["edits"]?.number ?? .infinity)
        #expect(edits <= batch, "seed \(seed): \(edits) edits for a batch of \(batch)")
        let exported = try workspace.run("export", "screen")
        #expect(try Document(json: Array(exported.stdout.utf8)) == edited, "seed \(seed)")
    }

    @Test func unchangedFileWritesNothingAndSaysSo() throws {
        let workspace = Workspace()
        let file = workspace.file("simple.json", simpleDocument)
        #expect(try workspace.run("import", file).status == 0)
        let again = try workspace.run("import", file, "--update")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == "\"simple\" unchanged at revision 1\nnothing changed; nothing written\n")
        #expect(try workspace.json("log", "simple").array?.count == 1)
    }

    @Test func newDocumentIsCreatedAndLogDiffUndoWorkOnTheUpdate() throws {
        let workspace = Workspace()
        let created = try workspace.run("import", workspace.file("simple.json", simpleDocument), "--update")
        #expect(created.stdout == "created \"simple\" as revision 1\n", "\(created.stderr)")
        var document = try Document(json: Array(simpleDocument.utf8))
        _ = try document.apply([.hide(view: "title"), .set(view: "stack", property: .spacing, value: 12)])
        let updated = try workspace.run("import", workspace.file("edited.json", document.jsonText()), "--update", "-m", "hide title")
        #expect(updated.stdout == "updated \"simple\": revision 2, 2 edits\n", "\(updated.stderr)")
        #expect(try workspace.run("log", "simple").stdout.contains("— \"hide title\""))
        let diff = try workspace.run("diff", "simple", "1", "2").stdout
        #expect(diff.contains("~ title hidden") && diff.contains("~ stack.spacing: 8 -> 12"), "\(diff)")
        #expect(try workspace.run("undo", "simple").status == 0)
        #expect(try Document(json: Array(workspace.run("export", "simple").stdout.utf8)) == Document(json: Array(simpleDocument.utf8)))
    }

    /// A document whose root was re-created is a new document: the old one is deleted, its
    /// history kept under another name.
    @Test func fileWhoseRootChangedIsANewDocumentAndTheOldOneDeleted() throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        let other = simpleDocument.replacingOccurrences(of: "\"id\": \"root\"", with: "\"id\": \"base\"")
            .replacingOccurrences(of: "root.", with: "base.")
        let result = try workspace.run("import", workspace.file("other.json", other), "--update")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "deleted \"simple\": revision 2\ncreated \"simple\" as revision 1\n", "\(result.stdout)")
        #expect(try workspace.json("list").array?.count == 1)
        #expect(try workspace.json("log", "simple (deleted)").array?.compactMap { $0["kind"]?.string } == ["import", "delete"])
    }

    /// Every shared fixture with a view hidden, one added and two swapped (where a superview has
    /// two) in its XML: the update
    /// gives each document exactly as importing the edited file afresh does, and undo gives back
    /// the original.
    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment), arguments: Fixtures.names)
    func fixtureEditedInXMLUpdatesToTheEditedImport(name: String) throws {
        let original = try Fixtures.text(name)
        let edited = try #require(
            StoryboardEdit.hidingAView(StoryboardEdit.swappingTwoViews(original) ?? original).flatMap {
                StoryboardEdit.addingAView($0, id: "Upd-at-ed1")
            }, "\(name) has no subviews to edit")
        let base = (name as NSString).deletingPathExtension
        let workspace = Workspace()
        let fresh = Workspace()
        #expect(try workspace.run("import", workspace.file(name, original), "--name", base).status == 0)
        let update = try workspace.json("import", workspace.file("edited-" + name, edited), "--name", base, "--update")
        #expect(try fresh.run("import", fresh.file(name, edited), "--name", base).status == 0)
        guard case .array(let documents)? = update["documents"] else {
            Issue.record("\(name): \(update)")
            return
        }
        #expect(documents.contains { $0["action"] == "updated" }, "\(name): nothing updated")
        for entry in documents {
            let document = try #require(entry["document"]?.string)
            #expect(entry["action"] == "updated" || entry["action"] == "unchanged", "\(name) \(document)")
            let updated = try workspace.run("export", document).stdout
            let expected = try fresh.run("export", document).stdout
            #expect(try Document(json: Array(updated.utf8)) == Document(json: Array(expected.utf8)), "\(name) \(document)")
            if entry["action"] == "updated" {
                let before = try workspace.run("export", document, "--rev", "1").stdout
                #expect(try workspace.run("undo", document).status == 0)
                #expect(try workspace.run("export", document).stdout == before, "\(name) \(document): undo")
            }
        }
    }
}
