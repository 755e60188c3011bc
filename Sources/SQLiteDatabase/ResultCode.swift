import CSQLite

/// An SQLite result code, primary (`SQLITE_BUSY`) or extended (`SQLITE_BUSY_SNAPSHOT`).
///
/// Connections enable extended result codes, so errors carry the extended code;
/// `primary` strips it to the primary code (its low 8 bits) for coarse matching.
package struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: Int32

    package init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The primary code: `constraintUnique.primary == constraint`.
    package var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// SQLite's English description of the code, e.g. "database is locked".
    package var description: String { String(cString: sqlite3_errstr(rawValue)) }

    package static let error = ResultCode(rawValue: SQLITE_ERROR)
    package static let busy = ResultCode(rawValue: SQLITE_BUSY)
    package static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
    package static let cantOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
    package static let ioError = ResultCode(rawValue: SQLITE_IOERR)
    package static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
    // sqlite3.h defines the extended codes as expressions, which Swift does not import.
    package static let constraintForeignKey = ResultCode(rawValue: SQLITE_CONSTRAINT | 3 << 8)
    package static let constraintNotNull = ResultCode(rawValue: SQLITE_CONSTRAINT | 5 << 8)
    package static let constraintPrimaryKey = ResultCode(rawValue: SQLITE_CONSTRAINT | 6 << 8)
    package static let constraintUnique = ResultCode(rawValue: SQLITE_CONSTRAINT | 8 << 8)
    package static let misuse = ResultCode(rawValue: SQLITE_MISUSE)
    package static let range = ResultCode(rawValue: SQLITE_RANGE)
    package static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
}
