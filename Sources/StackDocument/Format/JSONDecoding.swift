/// Reads the fields of one JSON object, remembering which keys were used, so that
/// an unknown key (a typo) is reported instead of silently dropped.
struct JSONObjectReader {
    let path: JSONPath
    private let fields: [(key: String, value: JSONValue)]
    /// Which fields were asked for, by position: a bit each for the first 64, then an array.
    private var usedBits: UInt64 = 0
    private var usedBeyond64: [Bool]

    init(_ value: JSONValue, at path: JSONPath, what: String = "an object") throws(DocumentError) {
        guard case .object(let fields) = value else {
            throw DocumentError("expected \(what), found \(value.typeName)", at: path)
        }
        self.fields = fields
        self.path = path
        usedBeyond64 = fields.count > 64 ? Array(repeating: false, count: fields.count - 64) : []
    }

    private mutating func markUsed(_ index: Int) {
        if index < 64 { usedBits |= 1 << UInt64(index) } else { usedBeyond64[index - 64] = true }
    }

    private func wasUsed(_ index: Int) -> Bool {
        index < 64 ? usedBits & (1 << UInt64(index)) != 0 : usedBeyond64[index - 64]
    }

    /// Calls `body` with each field whose key `select` maps to a value, marking it used. O(fields).
    mutating func readFields<Key>(
        _ select: (String) -> Key?, _ body: (Key, JSONValue) throws(DocumentError) -> Void
    ) throws(DocumentError) {
        for index in fields.indices {
            guard let key = select(fields[index].key) else { continue }
            markUsed(index)
            try body(key, fields[index].value)
        }
    }

    var keys: [String] { fields.map(\.key) }

    /// The value for `key`, or `nil` when absent.
    mutating func optional(_ key: String) -> JSONValue? {
        for index in fields.indices where fields[index].key == key {
            markUsed(index)
            return fields[index].value
        }
        return nil
    }

    mutating func required(_ key: String) throws(DocumentError) -> JSONValue {
        guard let value = optional(key) else { throw DocumentError("missing required key \"\(key)\"", at: path) }
        return value
    }

    /// Throws naming the first key that nothing asked for.
    func rejectUnknownKeys() throws(DocumentError) {
        for index in fields.indices where !wasUsed(index) {
            throw DocumentError("unknown key \"\(fields[index].key)\"", at: path / fields[index].key)
        }
    }
}

enum JSONDecoding {
    static func number(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(DocumentError) -> Double {
        guard case .number(let number) = value else {
            throw DocumentError("expected a number, found \(value.typeName)", at: path())
        }
        guard number.isFinite else { throw DocumentError("expected a finite number, found \(number)", at: path()) }
        return number
    }

    static func optionalNumber(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(DocumentError) -> Double? {
        if case .null = value { return nil }
        return try number(value, at: path())
    }

    static func nonNegative(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(DocumentError) -> Double {
        let number = try number(value, at: path())
        guard number >= 0 else { throw DocumentError("must be zero or more, found \(JSONWriter.numberText(number))", at: path()) }
        return number
    }

    static func priority(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(DocumentError) -> Double {
        let number = try number(value, at: path())
        do throws(NumberViolation) {
            try NumberRule.priority.check(number)
        } catch {
            throw DocumentError(error.message, at: path())
        }
        return number
    }

    static func integer(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(DocumentError) -> Int {
        let number = try number(value, at: path())
        guard number == number.rounded(), abs(number) < 1e15 else {
            throw DocumentError("expected a whole number, found \(JSONWriter.numberText(number))", at: path())
        }
        return Int(number)
    }

    static func string(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(DocumentError) -> String {
        guard case .string(let text) = value else {
            throw DocumentError("expected a string, found \(value.typeName)", at: path())
        }
        return text
    }

    /// A view's `name` or `text`: a string that `problem` (a `TextRule`) finds nothing wrong with.
    static func text(
        _ value: JSONValue, at path: @autoclosure () -> JSONPath, by problem: (String) -> String?
    ) throws(DocumentError) -> String {
        let text = try string(value, at: path())
        if let problem = problem(text) { throw DocumentError(problem, at: path()) }
        return text
    }

    static func bool(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(DocumentError) -> Bool {
        guard case .bool(let flag) = value else {
            throw DocumentError("expected true or false, found \(value.typeName)", at: path())
        }
        return flag
    }

    static func array(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(DocumentError) -> [JSONValue] {
        guard case .array(let elements) = value else {
            throw DocumentError("expected an array, found \(value.typeName)", at: path())
        }
        return elements
    }

    static func choice<T: RawRepresentable & CaseIterable>(
        _ value: JSONValue, at path: @autoclosure () -> JSONPath, as type: T.Type
    ) throws(DocumentError) -> T where T.RawValue == String {
        let text = try string(value, at: path())
        guard let choice = T(rawValue: text) else {
            let allowed = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DocumentError("unknown value \"\(text)\"; expected one of \(allowed)", at: path())
        }
        return choice
    }

    static func viewID(_ value: JSONValue, at path: @autoclosure () -> JSONPath) throws(DocumentError) -> String {
        let id = try string(value, at: path())
        try ViewID.validate(id, at: path())
        return id
    }
}
