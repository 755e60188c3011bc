import StackDocument

extension SnapshotEncoding {
    /// Throws `StoreError.invalid` (revision `revision` of `name` is not written) unless
    /// `decode(bytes)` gives back `document`. O(size of the document).
    static func checkReadsBack(_ bytes: [UInt8], as document: Document, revision: Int, of name: String) throws(StoreError) {
        let readBack = Result { () throws(DocumentError) in try decode(bytes) }
        guard case .success(let decoded) = readBack, decoded == document else {
            let reason = if case .failure(let error) = readBack { error.description } else { "it would read back as another document" }
            throw StoreError.invalid(DocumentError("revision \(revision) of \"\(name)\" was not written: its snapshot \(reason)"))
        }
    }
}
