import SeededRandom
import StackDocTestSupport
import StackDocument
import Testing

/// `Document.edits(toReach:)`: the edits planned between two states of a document reach the
/// second exactly, and are no more than the edits that made it.
@Suite struct EditsToReachTests {
    /// A random document and a batch of `count` random edits it accepts, each changing it.
    private static func editedDocument(seed: UInt64, count: Int) throws -> (original: Document, edited: Document, batch: [Edit]) {
        var random = RandomDocuments(seed: seed)
        var original = random.document(views: 25)
        for _ in 0..<6 { _ = try? original.apply([.addConstraint(random.constraint(in: original), index: nil)]) }
        var edited = original
        var batch: [Edit] = []
        while batch.count < count {
            let edit = random.edit(for: edited)
            var trial = edited
            guard let changes = try? trial.apply([edit]), changes.contains(where: { !$0.isEmpty }) else { continue }
            edited = trial
            batch.append(edit)
        }
        return (original, edited, batch)
    }

    @Test("the planned edits turn the original into the edited document, with no more edits than the batch",
          arguments: 0..<200 as Range<UInt64>)
    func plannedEditsReachTheEditedDocument(seed: UInt64) throws {
        print("seed \(seed)")
        var generator = SplitMix64(seed: seed)
        let count = Int.random(in: 1...8, using: &generator)
        let (original, edited, batch) = try Self.editedDocument(seed: seed, count: count)
        let planned = try original.edits(toReach: edited)
        var replayed = original
        _ = try replayed.apply(planned)
        #expect(replayed == edited, "seed \(seed): \(planned)")
        #expect(planned.count <= batch.count, "seed \(seed): \(planned.count) edits planned for a batch of \(batch.count): \(batch) -> \(planned)")
    }

    @Test("a document reaches itself with no edits", arguments: 0..<5 as Range<UInt64>)
    func sameDocumentNeedsNoEdits(seed: UInt64) throws {
        print("seed \(seed)")
        var random = RandomDocuments(seed: seed)
        let document = random.document(views: 20)
        #expect(try document.edits(toReach: document).isEmpty)
    }

    @Test("documents with different roots are refused, naming both roots")
    func differentRootsAreRefused() throws {
        let old = try Document(name: "a", root: ViewTree(id: "root"))
        let new = try Document(name: "a", root: ViewTree(id: "other"))
        #expect(throws: DocumentError.self) { try old.edits(toReach: new) }
        do {
            _ = try old.edits(toReach: new)
        } catch {
            #expect(error.message.contains("\"root\"") && error.message.contains("\"other\""))
        }
    }
}
