/// A JSON value: the values of `set` edits and of diffs, and documents and edits before they
/// are written out (`JSONWriter`). Objects keep their keys in order, so that what is written
/// reads the way it was given; literals build values (`8`, `"system"`, `["top": 8]`).
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Equal values: objects with the same keys in the same order. O(size).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// Hashes the value consistently with `==` (key order counts). O(size).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let fields):
            for field in fields {
                hasher.combine(field.key)
                hasher.combine(field.value)
            }
        }
    }

    /// The name of this value's JSON type, for error messages.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value of `key` in an object, or `nil` (also when this is not an object). O(keys).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `"text"` as `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `1.5` as `.number`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// `8` as `.number`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// `true` as `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `[1, "a"]` as `.array`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// `["top": 8]` as `.object`, keys in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}
