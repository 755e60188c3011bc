/// A value sent to or read from PostgreSQL, in the few types the store's schema uses.
package enum PostgreSQLValue: Hashable, Sendable {
    case null
    /// `smallint`, `integer`, `bigint`, and `numeric` values without a fraction.
    case integer(Int64)
    /// `real`, `double precision`, and `numeric` values with a fraction.
    case real(Double)
    /// `text`, `varchar`, `name`, `char`.
    case text(String)
    /// `bytea`.
    case bytes([UInt8])
    /// `boolean`.
    case boolean(Bool)
}
