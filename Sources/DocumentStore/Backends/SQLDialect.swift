/// The one place where the store's SQL, written in SQLite's dialect, becomes PostgreSQL's.
///
/// The store's statements keep to what both engines share (joins, subqueries, `LIMIT`,
/// `coalesce`, `<<` and `&` on integers, `||`); what differs is rewritten here:
/// - `?` parameters become `$1`, `$2`, ... (outside quoted strings and identifiers);
/// - `INSERT OR IGNORE INTO ...` becomes `INSERT INTO ... ON CONFLICT DO NOTHING`.
/// Types (INTEGER → BIGINT, REAL → DOUBLE PRECISION, BLOB → BYTEA), `STRICT` and
/// `WITHOUT ROWID` belong to the schema, and differ in Migrations/PostgreSQL/; a new row's id
/// comes from `RETURNING id`, which both engines understand.
enum SQLDialect {
    /// `sql` in PostgreSQL's dialect. O(length).
    static func postgreSQL(_ sql: String) -> String {
        var text = numberingParameters(sql)
        let ignore = "INSERT OR IGNORE INTO"
        if text.hasPrefix(ignore) {
            text = "INSERT INTO" + text.dropFirst(ignore.count) + " ON CONFLICT DO NOTHING"
        }
        return text
    }

    /// `sql` with each `?` outside quotes replaced by `$n`, numbering from 1.
    static func numberingParameters(_ sql: String) -> String {
        var result = ""
        result.reserveCapacity(sql.utf8.count + 16)
        var quote: Character?
        var number = 0
        for character in sql {
            if let open = quote {
                if character == open { quote = nil }
                result.append(character)
            } else if character == "'" || character == "\"" {
                quote = character
                result.append(character)
            } else if character == "?" {
                number += 1
                result += "$\(number)"
            } else {
                result.append(character)
            }
        }
        return result
    }
}
