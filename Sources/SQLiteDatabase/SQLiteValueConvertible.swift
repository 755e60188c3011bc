#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A Swift type that binds to statement parameters and reads from result columns.
///
/// Reading is strict: a value of another storage class is a mismatch (`nil`), never a silent
/// conversion, except that `Double` accepts integers (SQLite stores integral REALs as integers
/// in some columns). `Optional` maps `nil` to and from NULL; the other types reject NULL.
package protocol SQLiteValueConvertible {
    /// The value to bind.
    var sqliteValue: SQLiteValue { get }

    /// Converts a column value, or returns nil if it has another storage class or does not fit.
    init?(sqliteValue: SQLiteValue)
}

extension SQLiteValue: SQLiteValueConvertible {
    package var sqliteValue: SQLiteValue { self }

    package init?(sqliteValue: SQLiteValue) {
        self = sqliteValue
    }
}

extension Int64: SQLiteValueConvertible {
    package var sqliteValue: SQLiteValue { .integer(self) }

    package init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension Int: SQLiteValueConvertible {
    package var sqliteValue: SQLiteValue { .integer(Int64(self)) }

    package init?(sqliteValue: SQLiteValue) {
        guard case .integer(let value) = sqliteValue else { return nil }
        self.init(exactly: value)
    }
}

extension Double: SQLiteValueConvertible {
    package var sqliteValue: SQLiteValue { .real(self) }

    package init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

/// Stored as the integers 0 and 1; reading accepts only those.
extension Bool: SQLiteValueConvertible {
    package var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }

    package init?(sqliteValue: SQLiteValue) {
        switch sqliteValue {
        case .integer(0): self = false
        case .integer(1): self = true
        default: return nil
        }
    }
}

extension String: SQLiteValueConvertible {
    package var sqliteValue: SQLiteValue { .text(self) }

    package init?(sqliteValue: SQLiteValue) {
        guard case .text(let value) = sqliteValue else { return nil }
        self = value
    }
}

extension [UInt8]: SQLiteValueConvertible {
    package var sqliteValue: SQLiteValue { .blob(self) }

    package init?(sqliteValue: SQLiteValue) {
        guard case .blob(let value) = sqliteValue else { return nil }
        self = value
    }
}

/// Binding and reading copy the bytes once more than `[UInt8]` does.
extension Data: SQLiteValueConvertible {
    package var sqliteValue: SQLiteValue { .blob([UInt8](self)) }

    package init?(sqliteValue: SQLiteValue) {
        guard case .blob(let value) = sqliteValue else { return nil }
        self.init(value)
    }
}

extension Optional: SQLiteValueConvertible where Wrapped: SQLiteValueConvertible {
    package var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }

    package init?(sqliteValue: SQLiteValue) {
        if case .null = sqliteValue {
            self = .none
        } else if let value = Wrapped(sqliteValue: sqliteValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
}
