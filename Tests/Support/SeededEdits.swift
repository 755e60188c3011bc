import StackDocument

/// The deterministic edit of revision `revision` in a seeded editing session: the first edit
/// that `document` accepts and that changes it, among those drawn from a generator seeded by
/// `seed` and `revision` (the store records no revision for an edit that changes nothing).
/// Writers in other processes and the tests that check their work draw the same edits.
public func seededEdit(for document: Document, seed: UInt64, revision: Int) -> Edit {
    var random = RandomDocuments(seed: seed &* 1_000_003 &+ UInt64(revision))
    random.idPrefix = "r\(revision)v"
    while true {
        let edit = random.edit(for: document)
        var trial = document
        if let changes = try? trial.apply([edit]), changes.contains(where: { !$0.isEmpty }) { return edit }
    }
}
