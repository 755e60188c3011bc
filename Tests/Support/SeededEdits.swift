import StackDocument

/// The deterministic edit of revision `revision` in a seeded editing session: the first edit
/// that `document` accepts among those drawn from a generator seeded by `seed` and `revision`.
/// Writers in other processes and the tests that check their work draw the same edits.
public func seededEdit(for document: Document, seed: UInt64, revision: Int) -> Edit {
    var random = RandomDocuments(seed: seed &* 1_000_003 &+ UInt64(revision))
    random.idPrefix = "r\(revision)v"
    while true {
        let edit = random.edit(for: document)
        var trial = document
        if (try? trial.apply([edit])) != nil { return edit }
    }
}
