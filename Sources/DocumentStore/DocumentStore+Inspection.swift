extension DocumentStoreReader {
    /// Each view's `(parent, z-order key, arranged key)` as stored, for checking how many rows a
    /// change wrote.
    package func orderingKeys(of name: String) throws -> [String: [String?]] {
        let documentID = try documentRow(name).id
        var keys: [String: [String?]] = [:]
        try connection.forEachRow(
            "SELECT id, parent, z_key, arranged_key FROM views WHERE document_id = ?", [documentID]
        ) { row in
            keys[try row.get(0)] = [try row.get(1), try row.get(2), try row.get(3)]
        }
        return keys
    }
}

extension DocumentStoreReader {
    /// `PRAGMA integrity_check`: `["ok"]` for a sound database, else the problems found.
    package func integrityCheck() throws -> [String] {
        try connection.integrityCheck()
    }
}
