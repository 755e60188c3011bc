/// Arguments as libpq sends them: text in PostgreSQL's input syntax, whose type the server
/// infers from where the parameter stands, and bytes in binary.
enum ParameterEncoding {
    /// One argument: its bytes (nil for NULL; text ones end with a NUL) and format (0 text, 1 binary).
    struct Encoded {
        var bytes: [UInt8]?
        var format: Int32
    }

    static func encode(_ value: PostgreSQLValue, sql: String) throws -> Encoded {
        func text(_ string: String) -> Encoded { Encoded(bytes: Array(string.utf8) + [0], format: 0) }
        switch value {
        case .null: return Encoded(bytes: nil, format: 0)
        case .integer(let integer): return text(String(integer))
        case .real(let real):
            if real.isNaN { return text("NaN") }
            if real.isInfinite { return text(real < 0 ? "-Infinity" : "Infinity") }
            return text("\(real)")
        case .boolean(let boolean): return text(boolean ? "true" : "false")
        case .text(let string):
            guard !string.utf8.contains(0) else {
                throw PostgreSQLError(message: "text holds a NUL character, which PostgreSQL does not store", sql: sql)
            }
            return text(string)
        case .bytes(let bytes): return Encoded(bytes: bytes, format: 1)
        }
    }

    /// Calls `body` with C arrays of the values, lengths and formats of `parameters`, valid
    /// during the call.
    static func withParameters<T>(
        _ parameters: [Encoded],
        _ body: (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?) -> T
    ) -> T {
        let lengths = parameters.map { Int32($0.bytes?.count ?? 0) }
        let formats = parameters.map(\.format)
        // One buffer holds every argument's bytes; each value points into it.
        let storage = parameters.flatMap { $0.bytes ?? [] }
        return storage.withUnsafeBufferPointer { buffer in
            var offset = 0
            let base = UnsafeRawPointer(buffer.baseAddress)
            let values: [UnsafePointer<CChar>?] = parameters.map { parameter in
                guard let bytes = parameter.bytes else { return nil }
                defer { offset += bytes.count }
                // A zero-length bytea still needs a non-null pointer: NULL would mean SQL NULL.
                return (base ?? UnsafeRawPointer(bitPattern: 1)!).advanced(by: offset).assumingMemoryBound(to: CChar.self)
            }
            return values.withUnsafeBufferPointer { valuePointers in
                lengths.withUnsafeBufferPointer { lengthPointers in
                    formats.withUnsafeBufferPointer { formatPointers in
                        body(valuePointers.baseAddress, lengthPointers.baseAddress, formatPointers.baseAddress)
                    }
                }
            }
        }
    }
}
