/// Compact JSON text written token by token straight into bytes, for encoders that know the
/// shape of what they write (the event log's writer): no `JSONValue` tree is built. Commas are
/// placed by the buffer; keys and values come in the order given. The text is byte for byte
/// what `JSONWriter.string(_:style: .compact)` writes for the same tree. O(1) per token,
/// O(length) per string.
package struct JSONTextBuffer {
    /// The text written so far, as UTF-8.
    package private(set) var bytes: [UInt8]
    /// Whether the next value or key follows another one in its container.
    private var needsComma = false

    package init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    package mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    package mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    package mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    package mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A key of the format: a literal that needs no escaping.
    package mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// A key that is data (a view id), escaped as a string is.
    package mutating func key(escaping key: String) {
        separate()
        JSONWriter.writeString(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    package mutating func string(_ text: String) {
        separate()
        JSONWriter.writeString(text, into: &bytes)
        needsComma = true
    }

    package mutating func number(_ number: Double) {
        separate()
        JSONWriter.writeNumber(number, into: &bytes)
        needsComma = true
    }

    package mutating func integer(_ integer: Int) {
        number(Double(integer))
    }

    package mutating func bool(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        needsComma = true
    }

    package mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    /// A whole value given as a tree (what the direct writers leave to it: new views,
    /// constraints, the value of a `set`).
    package mutating func value(_ value: JSONValue) {
        separate()
        JSONWriter.appendCompact(value, to: &bytes)
        needsComma = true
    }
}
