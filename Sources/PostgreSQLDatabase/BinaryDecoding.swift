/// Decodes values in PostgreSQL's binary wire format (big-endian), by type OID.
enum BinaryDecoding {
    /// The value of `bytes` as a value of type `type`, or nil for a type not read.
    static func decode(_ bytes: UnsafeRawBufferPointer, type: UInt32) -> PostgreSQLValue? {
        switch type {
        case 16: return .boolean(bytes.first != 0)
        case 20: return .integer(integer(bytes, Int64.self))
        case 21: return .integer(Int64(integer(bytes, Int16.self)))
        case 23: return .integer(Int64(integer(bytes, Int32.self)))
        case 26: return .integer(Int64(integer(bytes, UInt32.self)))
        case 700: return .real(Double(Float(bitPattern: integer(bytes, UInt32.self))))
        case 701: return .real(Double(bitPattern: integer(bytes, UInt64.self)))
        case 1700: return numeric(bytes)
        case 17: return .bytes(Array(bytes))
        case 18, 19, 25, 705, 1042, 1043: return .text(String(decoding: bytes, as: UTF8.self))
        default: return nil
        }
    }

    private static func integer<T: FixedWidthInteger>(_ bytes: UnsafeRawBufferPointer, _ type: T.Type) -> T {
        precondition(bytes.count == MemoryLayout<T>.size, "a \(T.self) of \(bytes.count) bytes")
        return T(bigEndian: bytes.loadUnaligned(as: T.self))
    }

    /// `numeric`: digit count, weight, sign, display scale (each 16 bits), then base-10000
    /// digits, the first of which is worth 10000^weight. Integral values that fit become
    /// `.integer` (what `sum` of a bigint column returns); others `.real`.
    private static func numeric(_ bytes: UnsafeRawBufferPointer) -> PostgreSQLValue? {
        guard bytes.count >= 8 else { return nil }
        func word(_ offset: Int) -> Int16 {
            Int16(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int16.self))
        }
        let digitCount = Int(word(0)), weight = Int(word(2)), sign = UInt16(bitPattern: word(4)), scale = Int(word(6))
        guard bytes.count == 8 + 2 * digitCount, sign != 0xC000 else { return sign == 0xC000 ? .real(.nan) : nil }
        let digits = (0..<digitCount).map { Int64(word(8 + 2 * $0)) }
        let negative = sign == 0x4000
        let integral = scale == 0 && digits.count <= weight + 1
        if integral, weight < 4 {
            var value: Int64 = 0
            for position in 0...max(weight, 0) where weight >= 0 {
                value = value * 10000 + (position < digits.count ? digits[position] : 0)
            }
            return .integer(negative ? -value : value)
        }
        var value = 0.0
        for (position, digit) in digits.enumerated() {
            value += Double(digit) * pow10000(weight - position)
        }
        return .real(negative ? -value : value)
    }

    private static func pow10000(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10000 }
        return exponent < 0 ? 1 / result : result
    }
}
