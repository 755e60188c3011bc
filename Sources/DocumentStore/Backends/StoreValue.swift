#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value as the store binds it to a statement's parameter or reads it from a column,
/// whichever engine holds the store: the store's own type, which each backend converts to and
/// from its engine's (`SQLiteStoreConnection`, `PostgreSQLStoreConnection`). The five storage
/// classes every SQL engine the store runs on has: NULL, 64-bit integers (booleans are 0 and
/// 1), doubles, text and bytes.
package enum StoreValue: Hashable, Sendable, CustomStringConvertible {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The value as an error message shows it: `NULL`, `42`, `1.5`, `'text'`, `<3 bytes>`.
    package var description: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): "'\(value)'"
        case .blob(let bytes): "<\(bytes.count) bytes>"
        }
    }
}

/// A Swift type that binds to the store's statement parameters and reads from its columns.
///
/// Reading is strict: a value of another storage class is a mismatch (`nil`), never a silent
/// conversion, except that `Double` accepts integers (SQLite stores integral REALs as integers
/// in some columns). `Optional` maps `nil` to and from NULL; the other types reject NULL.
package protocol StoreValueConvertible {
    /// The value to bind.
    var storeValue: StoreValue { get }

    /// Converts a column value, or returns nil if it has another storage class or does not fit.
    init?(storeValue: StoreValue)
}

extension StoreValue: StoreValueConvertible {
    package var storeValue: StoreValue { self }
    package init?(storeValue: StoreValue) { self = storeValue }
}

extension Int64: StoreValueConvertible {
    package var storeValue: StoreValue { .integer(self) }

    package init?(storeValue: StoreValue) {
        guard case .integer(let value) = storeValue else { return nil }
        self = value
    }
}

extension Int: StoreValueConvertible {
    package var storeValue: StoreValue { .integer(Int64(self)) }

    package init?(storeValue: StoreValue) {
        guard case .integer(let value) = storeValue else { return nil }
        self.init(exactly: value)
    }
}

extension Double: StoreValueConvertible {
    package var storeValue: StoreValue { .real(self) }

    package init?(storeValue: StoreValue) {
        switch storeValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

/// Stored as the integers 0 and 1; reading accepts only those.
extension Bool: StoreValueConvertible {
    package var storeValue: StoreValue { .integer(self ? 1 : 0) }

    package init?(storeValue: StoreValue) {
        switch storeValue {
        case .integer(0): self = false
        case .integer(1): self = true
        default: return nil
        }
    }
}

extension String: StoreValueConvertible {
    package var storeValue: StoreValue { .text(self) }

    package init?(storeValue: StoreValue) {
        guard case .text(let value) = storeValue else { return nil }
        self = value
    }
}

extension [UInt8]: StoreValueConvertible {
    package var storeValue: StoreValue { .blob(self) }

    package init?(storeValue: StoreValue) {
        guard case .blob(let value) = storeValue else { return nil }
        self = value
    }
}

extension Data: StoreValueConvertible {
    package var storeValue: StoreValue { .blob([UInt8](self)) }

    package init?(storeValue: StoreValue) {
        guard case .blob(let value) = storeValue else { return nil }
        self.init(value)
    }
}

extension Optional: StoreValueConvertible where Wrapped: StoreValueConvertible {
    package var storeValue: StoreValue { self?.storeValue ?? .null }

    package init?(storeValue: StoreValue) {
        if case .null = storeValue {
            self = .none
        } else if let value = Wrapped(storeValue: storeValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
}
