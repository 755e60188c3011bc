import SeededRandom
import StackDocument

/// Seeded mutations of JSON documents and edit batches.
///
/// Most mutations know the JSON's structure: a number replaced by an awkward one (the edges of
/// the layout range and just beyond, 1e308, the greatest finite magnitude, -0, subnormals,
/// integers beyond 2^53) or by text ("nan", "Infinity", "1e999"); any value given another type;
/// keys dropped, duplicated, renamed or added; array elements removed, duplicated or reordered;
/// strings replaced by other strings of the input (ids that then collide, or name an ancestor);
/// values nested hundreds deep; values spliced in from another input. The others work on the
/// text: number tokens no parser of doubles agrees on, truncation, byte flips, deletions and
/// duplications, and runs of brackets.
public struct JSONMutator {
    public var random: SplitMix64

    public init(random: SplitMix64) { self.random = random }

    /// Numbers a value may be given instead of its own.
    static let awkwardNumbers: [Double] = [
        1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e7, -1e7, 1e7 + 1, -1e7 - 1, 1e4, 1e4 + 0.5,
        1e-4, 9.9e-5, -1e-4, 0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, 0.5, 1, -1, 999.999, 1000, 1000.5, 1001, 1e15, 9_007_199_254_740_992.0.nextUp,
        1e17, -5, 2_147_483_648, 1e300, 3.4028235e38, 1e39,
    ]

    /// Number tokens written into the text in place of another number.
    static let rawNumberTokens: [String] = [
        "1e999", "-1e999", "NaN", "nan", "Infinity", "-Infinity", "inf", "-0", "-0.0", "1E+308", "1e-400",
        "123456789012345678901234567890", "-99999999999999999999999", "0x10", "01", "1.", ".5", "+1", "1e", "-", "1e+", "0e0",
        "1.7976931348623159e308", "4.9e-324", "1_000",
    ]

    /// Strings a value may be given instead of its own.
    static let awkwardStrings: [String] = [
        "", "nan", "NaN", "inf", "-Infinity", "1e999", "12px", "root", "vertical", "horizontal", "fill", "equalCentering",
        "firstBaseline", "system", "superview", "arranged", "safeArea", "margins", "width", "leading", "==", "<=", ">=",
        "stack-document/1", "stack-document/2", "\u{0}", "é", "a.b", "a b", String(repeating: "x", count: 300),
    ]

    /// Keys a JSON object of the format may hold.
    static let knownKeys: [String] = [
        "format", "name", "canvas", "root", "constraints", "id", "kind", "hidden", "intrinsicSize", "baseline", "hugging",
        "compressionResistance", "layoutMargins", "frame", "safeArea", "stack", "subviews", "arranged", "axis", "distribution",
        "alignment", "spacing", "customSpacing", "baselineRelative", "marginsRelative", "width", "height", "first", "last",
        "horizontal", "vertical", "top", "leading", "bottom", "trailing", "x", "y", "relation", "second", "multiplier",
        "constant", "priority", "op", "view", "existing", "stack", "index", "parent", "zIndex", "from", "property", "value",
    ]

    mutating func index(_ count: Int) -> Int { count <= 0 ? 0 : Int(random.next() % UInt64(count)) }

    mutating func chance(_ oneIn: Int) -> Bool { index(oneIn) == 0 }

    /// `bytes` (JSON text) with one to three structural mutations, then (a third of the time)
    /// a textual one; `donor` is another input whose values may be spliced in. A third of the
    /// inputs get only new numbers, which most often reach the engine. Text that does not
    /// parse gets textual mutations only.
    public mutating func mutate(_ bytes: [UInt8], donor: [UInt8]) -> [UInt8] {
        var text = bytes
        guard var value = try? JSONParser.parse(bytes) else {
            mutateText(&text)
            return text
        }
        if chance(3) {
            for _ in 0..<(1 + index(4)) { replaceNumber(&value) }
            return Array(JSONWriter.string(value, style: .compact).utf8)
        }
        let donorValue = try? JSONParser.parse(donor)
        for _ in 0..<(1 + index(3)) { mutateStructure(&value, donor: donorValue) }
        text = Array(JSONWriter.string(value, style: .compact).utf8)
        if chance(3) { mutateText(&text) }
        return text
    }

    // MARK: Structure

    mutating func mutateStructure(_ value: inout JSONValue, donor: JSONValue?) {
        switch index(16) {
        case 0, 1, 2, 3: replaceNumber(&value)
        case 4: transform(&value, where: \.isNumber) { $0 = $1.awkwardScalar() }
        case 5: transform(&value, where: { _ in true }) { $0 = $1.swappedType($0) }
        case 6, 7: transform(&value, where: \.isObject) { $0 = $1.mutatedFields($0) }
        case 8: transform(&value, where: \.isArray) { $0 = $1.mutatedElements($0) }
        case 9, 10: replaceString(&value)
        case 11: transform(&value, where: { _ in true }) { value, mutator in
            let depth = 1 + mutator.index(700)
            for _ in 0..<depth { value = mutator.chance(2) ? .array([value]) : .object([("value", value)]) }
        }
        case 12:
            guard let donor else { return }
            let donated = pick(in: donor)
            transform(&value, where: { _ in true }) { $0 = donated ?? $0; _ = $1 }
        default: replaceNumber(&value)
        }
    }

    /// Replaces a random number by an awkward one, or by a number near it times a power of ten.
    mutating func replaceNumber(_ value: inout JSONValue) {
        transform(&value, where: \.isNumber) { value, mutator in
            guard case .number(let number) = value else { return }
            value = .number(mutator.chance(3) ? number * [1e4, 1e7, 1e8, -1, 1e300, 1e-300][mutator.index(6)]
                : Self.awkwardNumbers[mutator.index(Self.awkwardNumbers.count)])
        }
    }

    /// Replaces a random string by another string of the same input (an id, a kind, an
    /// attribute) or by an awkward one.
    mutating func replaceString(_ value: inout JSONValue) {
        var strings: [String] = []
        value.collectStrings(into: &strings)
        let replacement = !strings.isEmpty && chance(2) ? strings[index(strings.count)] : Self.awkwardStrings[index(Self.awkwardStrings.count)]
        transform(&value, where: \.isString) { value, _ in value = .string(replacement) }
    }

    /// Applies `change` to the `k`-th node (pre-order) of those matching `matches`, `k` random.
    mutating func transform(_ value: inout JSONValue, where matches: (JSONValue) -> Bool, _ change: (inout JSONValue, inout JSONMutator) -> Void) {
        let count = value.count(matching: matches)
        guard count > 0 else { return }
        var remaining = index(count)
        value.visit(matching: matches, remaining: &remaining) { change(&$0, &self) }
    }

    /// A random node of `value`.
    mutating func pick(in value: JSONValue) -> JSONValue? {
        let count = value.count(matching: { _ in true })
        var remaining = index(count)
        var copy = value
        var picked: JSONValue?
        copy.visit(matching: { _ in true }, remaining: &remaining) { picked = $0 }
        return picked
    }

    mutating func awkwardScalar() -> JSONValue {
        switch index(4) {
        case 0: .string(Self.awkwardStrings[index(Self.awkwardStrings.count)])
        case 1: .bool(chance(2))
        case 2: .null
        default: .string(Self.rawNumberTokens[index(Self.rawNumberTokens.count)])
        }
    }

    mutating func swappedType(_ value: JSONValue) -> JSONValue {
        switch (value, index(5)) {
        case (.object(let fields), 0): .array(fields.map(\.value))
        case (.array(let elements), 0): .object(elements.enumerated().map { ("\($0.offset)", $0.element) })
        case (_, 1): .null
        case (_, 2): .bool(chance(2))
        case (_, 3): .number(Self.awkwardNumbers[index(Self.awkwardNumbers.count)])
        default: chance(2) ? .array([]) : .object([])
        }
    }

    mutating func mutatedFields(_ value: JSONValue) -> JSONValue {
        guard case .object(var fields) = value else { return value }
        switch index(5) {
        case 0 where !fields.isEmpty: fields.remove(at: index(fields.count))
        case 1 where !fields.isEmpty:
            // A duplicated key, with the same or another value.
            var field = fields[index(fields.count)]
            if chance(2) { field.value = swappedType(field.value) }
            fields.insert(field, at: index(fields.count + 1))
        case 2 where !fields.isEmpty: fields[index(fields.count)].key = Self.knownKeys[index(Self.knownKeys.count)]
        case 3: fields.append((Self.knownKeys[index(Self.knownKeys.count)], awkwardScalar()))
        default: fields.shuffle(using: &random)
        }
        return .object(fields)
    }

    mutating func mutatedElements(_ value: JSONValue) -> JSONValue {
        guard case .array(var elements) = value else { return value }
        switch index(5) {
        case 0 where !elements.isEmpty: elements.remove(at: index(elements.count))
        case 1 where !elements.isEmpty: elements.insert(elements[index(elements.count)], at: index(elements.count + 1))
        case 2: elements.reverse()
        case 3: elements.removeAll()
        default: elements.shuffle(using: &random)
        }
        return .array(elements)
    }

    // MARK: Text

    mutating func mutateText(_ bytes: inout [UInt8]) {
        switch index(7) {
        case 0, 1, 2: replaceNumberToken(&bytes)
        case 3: bytes.removeSubrange(min(index(bytes.count + 1), bytes.count)...)
        case 4:
            guard !bytes.isEmpty else { return }
            for _ in 0...index(4) { bytes[index(bytes.count)] ^= UInt8(1 << index(8)) }
        case 5:
            let start = index(bytes.count + 1), length = index(min(256, bytes.count - start) + 1)
            if chance(2) { bytes.removeSubrange(start..<(start + length)) } else {
                bytes.insert(contentsOf: Array(bytes[start..<(start + length)]), at: index(bytes.count + 1))
            }
        default:
            let depth = 1 + index(1_000)
            bytes.insert(contentsOf: Array(repeating: UInt8(ascii: chance(2) ? "[" : "{"), count: depth), at: index(bytes.count + 1))
        }
    }

    /// Replaces the number token at or after a random position by a raw token.
    mutating func replaceNumberToken(_ bytes: inout [UInt8]) {
        func isNumberByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
        }
        var start = index(bytes.count)
        while start < bytes.count, !(bytes[start] == UInt8(ascii: ":") || bytes[start] == UInt8(ascii: "[") || bytes[start] == UInt8(ascii: ",")) { start += 1 }
        start += 1
        guard start < bytes.count, isNumberByte(bytes[start]) else { return }
        var end = start
        while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
        bytes.replaceSubrange(start..<end, with: Array(Self.rawNumberTokens[index(Self.rawNumberTokens.count)].utf8))
    }
}

extension JSONValue {
    var isNumber: Bool { if case .number = self { true } else { false } }
    var isString: Bool { if case .string = self { true } else { false } }
    var isObject: Bool { if case .object = self { true } else { false } }
    var isArray: Bool { if case .array = self { true } else { false } }

    /// How many nodes (this one included) match. O(nodes).
    func count(matching matches: (JSONValue) -> Bool) -> Int {
        var count = matches(self) ? 1 : 0
        switch self {
        case .array(let elements): for element in elements { count += element.count(matching: matches) }
        case .object(let fields): for field in fields { count += field.value.count(matching: matches) }
        default: break
        }
        return count
    }

    /// Calls `body` on the matching node `remaining` counts down to zero at, in pre-order.
    /// Returns true once it has.
    @discardableResult
    mutating func visit(matching matches: (JSONValue) -> Bool, remaining: inout Int, _ body: (inout JSONValue) -> Void) -> Bool {
        if matches(self) {
            if remaining == 0 {
                body(&self)
                return true
            }
            remaining -= 1
        }
        switch self {
        case .array(var elements):
            for position in elements.indices {
                guard elements[position].visit(matching: matches, remaining: &remaining, body) else { continue }
                self = .array(elements)
                return true
            }
        case .object(var fields):
            for position in fields.indices {
                guard fields[position].value.visit(matching: matches, remaining: &remaining, body) else { continue }
                self = .object(fields)
                return true
            }
        default: break
        }
        return false
    }

    func collectStrings(into strings: inout [String]) {
        switch self {
        case .string(let text): strings.append(text)
        case .array(let elements): for element in elements { element.collectStrings(into: &strings) }
        case .object(let fields): for field in fields { field.value.collectStrings(into: &strings) }
        default: break
        }
    }
}
