import StackDocument

extension StoreError {
    /// Revision `revision` of `document` holds what the reader refuses: `corrupt`, naming the
    /// revision, why, and the way out (`DocumentStore.repair`).
    static func unreadable(revision: Int, of document: String, _ reason: String) -> StoreError {
        let quoted = JSONWriter.string(.string(document), style: .compact)
        return .corrupt(
            "revision \(revision) of \(quoted) cannot be read (\(reason)); `stackdoc repair \(quoted)` cuts the history back "
                + "to revision \(revision - 1), the last one before it")
    }
}
