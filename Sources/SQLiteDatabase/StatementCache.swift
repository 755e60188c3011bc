/// Prepared statements keyed by their SQL text, evicting the least recently used beyond
/// `capacity`. A lookup costs a hash of the SQL text; an eviction scans the entries.
struct StatementCache {
    private struct Entry {
        let statement: Statement
        var lastUse: UInt64
    }

    let capacity: Int
    private var entries: [String: Entry] = [:]
    private var uses: UInt64 = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    mutating func statement(for sql: String) -> Statement? {
        guard let index = entries.index(forKey: sql) else { return nil }
        uses += 1
        entries.values[index].lastUse = uses
        return entries.values[index].statement
    }

    mutating func insert(_ statement: Statement) {
        guard capacity > 0 else { return }
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
        }
        uses += 1
        entries[statement.sql] = Entry(statement: statement, lastUse: uses)
    }
}
