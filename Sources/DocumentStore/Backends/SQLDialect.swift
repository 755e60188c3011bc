/// The one place where the store's SQL differs between engines.
///
/// The store writes its statements once, in SQLite's dialect with `?` parameters, keeping to
/// what both engines share (joins, subqueries, row values, `LIMIT`, `coalesce`, `<<` and `&` on
/// integers, `||`). What differs is here:
/// - `?` parameters become `$1`, `$2`, ... on PostgreSQL (outside quoted strings and identifiers);
/// - `INSERT OR IGNORE INTO ...` becomes `INSERT INTO ... ON CONFLICT DO NOTHING`;
/// - a list of view keys passed as one JSON argument is unpacked by each engine's JSON functions;
/// - SQLite is told which index finds arranged subviews; PostgreSQL's planner needs no hint;
/// - a document's row is locked by `FOR UPDATE` on PostgreSQL (`rowLock`), not on SQLite;
/// - values that may be NULL are compared by `IS NOT DISTINCT FROM` on PostgreSQL, `IS` on
///   SQLite (`isNotDistinctFrom`);
/// - a document's head revision is joined as a `LATERAL` subquery on PostgreSQL
///   (`headRevisionJoin(of:)`).
/// Types (INTEGER → BIGINT, REAL → DOUBLE PRECISION, BLOB → BYTEA), `STRICT` and
/// `WITHOUT ROWID` belong to the schema, and differ in Migrations/PostgreSQL/; a new row's id
/// comes from `RETURNING id`, which both engines understand.
package enum SQLDialect: Sendable {
    case sqlite
    case postgreSQL

    /// `sql`, written in SQLite's dialect, in this one. O(length).
    func translate(_ sql: String) -> String {
        switch self {
        case .sqlite: return sql
        case .postgreSQL:
            var text = Self.numberingParameters(sql)
            let ignore = "INSERT OR IGNORE INTO"
            if text.hasPrefix(ignore) {
                text = "INSERT INTO" + text.dropFirst(ignore.count) + " ON CONFLICT DO NOTHING"
            }
            return text
        }
    }

    /// A table of view keys to join (`source`), with the expressions for a row's document id
    /// and view id, read from one argument: a JSON array of `[document, id]` pairs.
    var viewKeyList: (source: String, document: String, id: String) {
        switch self {
        case .sqlite: ("json_each(?) AS k", "k.value ->> 0", "k.value ->> 1")
        case .postgreSQL: ("jsonb_array_elements(CAST(? AS jsonb)) AS k", "CAST(k.value ->> 0 AS BIGINT)", "k.value ->> 1")
        }
    }

    /// Written after `views AS v` in lookups of arranged subviews by parent: SQLite's planner
    /// would otherwise pass the arranged-order index over for a scan of the whole document.
    var arrangedOrderIndexHint: String {
        switch self {
        case .sqlite: " INDEXED BY views_by_arranged_order"
        case .postgreSQL: ""
        }
    }

    /// Written after a sub-`SELECT` of the `documents` row a write transaction goes on to
    /// write, to lock that row until the commit (`StoreConnection.lockDocument(named:)`):
    /// `FOR UPDATE` on PostgreSQL; nothing on SQLite, whose writers take turns anyway.
    var rowLock: String {
        switch self {
        case .sqlite: ""
        case .postgreSQL: " FOR UPDATE"
        }
    }

    /// The operator that holds when its two sides are equal or both NULL (where `=` would be
    /// NULL): `IS NOT DISTINCT FROM` on PostgreSQL, `IS` on SQLite.
    var isNotDistinctFrom: String {
        switch self {
        case .sqlite: "IS"
        case .postgreSQL: "IS NOT DISTINCT FROM"
        }
    }

    /// The join of each `documents` row, whose id is the SQL expression `document`, with its head
    /// revision as `head`: one step down the document's range of revision keys from the top, an
    /// index descent whatever the size of the history.
    ///
    /// On PostgreSQL it is a `LATERAL` subquery, which the planner can only run as that step for
    /// each document. Written as a join on the key a subquery finds (SQLite's form, a lookup by
    /// rowid there), its planner may instead hash every revision to probe for that key, as it
    /// does on the default estimates of tables not yet analysed; a statement prepared then keeps
    /// the plan while the history grows, and each read costs O(revisions of every document).
    func headRevisionJoin(of document: String) -> String {
        switch self {
        case .sqlite:
            "JOIN revisions AS head ON head.key = \(RevisionKey.headKeySQL(of: document))"
        case .postgreSQL:
            "CROSS JOIN LATERAL (SELECT * FROM revisions WHERE key \(RevisionKey.rangeSQL(of: document)) ORDER BY key DESC LIMIT 1) AS head"
        }
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
