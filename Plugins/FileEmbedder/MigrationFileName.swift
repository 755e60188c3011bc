/// The name of a migration file: four digits of version, an underscore, a name in lower-case
/// letters, digits and underscores, and `.sql`; e.g. `0001_create_documents.sql`.
struct MigrationFileName {
    let version: Int
    let name: String

    static let rule = "a migration file is named NNNN_name.sql: four digits, an underscore, then lower-case letters, digits and underscores (e.g. 0001_create_documents.sql)"

    /// Parses `fileName`, or returns nil if it breaks the rule.
    init?(_ fileName: String) {
        guard fileName.hasSuffix(".sql") else { return nil }
        let stem = fileName.dropLast(".sql".count)
        let digits = stem.prefix(4)
        let separatorAndName = stem.dropFirst(4)
        guard digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              separatorAndName.first == "_" else { return nil }
        let name = separatorAndName.dropFirst()
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }),
              let version = Int(digits) else { return nil }
        self.version = version
        self.name = String(name)
    }
}
