import CSQLite

/// An SQLite result code, primary (`SQLITE_BUSY`) or extended (`SQLITE_BUSY_SNAPSHOT`).
///
/// Connections enable extended result codes, so errors carry the extended code;
/// `primary` strips it to the primary code (its low 8 bits) for coarse matching.
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The primary code: `constraintUnique.primary == constraint`.
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// SQLite's English description of the code, e.g. "database is locked".
    public var description: String { String(cString: sqlite3_errstr(rawValue)) }

    public static let error = ResultCode(rawValue: SQLITE_ERROR)
    public static let busy = ResultCode(rawValue: SQLITE_BUSY)
    public static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
    public static let cantOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
    public static let ioError = ResultCode(rawValue: SQLITE_IOERR)
    public static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
    // sqlite3.h defines the extended codes as expressions, which Swift does not import.
    public static let constraintForeignKey = ResultCode(rawValue: SQLITE_CONSTRAINT | 3 << 8)
    public static let constraintNotNull = ResultCode(rawValue: SQLITE_CONSTRAINT | 5 << 8)
    public static let constraintPrimaryKey = ResultCode(rawValue: SQLITE_CONSTRAINT | 6 << 8)
    public static let constraintUnique = ResultCode(rawValue: SQLITE_CONSTRAINT | 8 << 8)
    public static let misuse = ResultCode(rawValue: SQLITE_MISUSE)
    public static let range = ResultCode(rawValue: SQLITE_RANGE)
    public static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
}
