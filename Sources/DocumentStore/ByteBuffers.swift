/// Appends the primitives of the store's binary encodings: unsigned LEB128 varints, doubles as
/// their IEEE 754 bits (little-endian), length-prefixed UTF-8 strings.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func varint(_ value: Int) {
        precondition(value >= 0, "varints are not negative")
        var rest = UInt64(value)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func double(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    mutating func string(_ value: String) {
        varint(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }
}

/// Reads what `ByteWriter` wrote, checking every length against the bytes left, so that a
/// damaged encoding is an error and never a crash.
struct ByteReader {
    struct Damaged: Error {
        var offset: Int
        var problem: String
    }

    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func byte() throws(Damaged) -> UInt8 {
        guard offset < bytes.count else { throw Damaged(offset: offset, problem: "ends early") }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func varint() throws(Damaged) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 63 else { throw Damaged(offset: offset, problem: "varint too long") }
            value |= UInt64(next & 0x7f) << shift
            if next & 0x80 == 0 { break }
            shift += 7
        }
        guard value <= UInt64(Int.max) else { throw Damaged(offset: offset, problem: "varint out of range") }
        return Int(value)
    }

    /// A count of items that each take at least one byte: never more than the bytes left.
    mutating func count() throws(Damaged) -> Int {
        let value = try varint()
        guard value <= bytes.count - offset else { throw Damaged(offset: offset, problem: "count \(value) exceeds the data") }
        return value
    }

    mutating func double() throws(Damaged) -> Double {
        guard bytes.count - offset >= 8 else { throw Damaged(offset: offset, problem: "ends early") }
        var bits: UInt64 = 0
        for index in (0..<8).reversed() { bits = bits << 8 | UInt64(bytes[offset + index]) }
        offset += 8
        return Double(bitPattern: bits)
    }

    mutating func string() throws(Damaged) -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
    }

    /// One of `values`, by its index.
    mutating func choice<T>(_ values: [T], _ what: String) throws(Damaged) -> T {
        let index = Int(try byte())
        guard index < values.count else { throw Damaged(offset: offset - 1, problem: "unknown \(what) code \(index)") }
        return values[index]
    }
}
