/// Writes JSON text. Numbers use the shortest form that reads back to the same Double
/// (`8` rather than `8.0`); a number that is not finite, which JSON cannot hold, is written as
/// `null`. Cost: O(n) in the output size; the text is built as UTF-8 bytes
/// and turned into a `String` once.
public enum JSONWriter {
    /// How the text is laid out.
    public enum Style: Sendable {
        /// One line, no spaces.
        case compact
        /// Two-space indentation; arrays of scalars and small flat objects stay on one line.
        case pretty
    }

    /// `value` as JSON text, keys in their order. O(size of the text).
    public static func string(_ value: JSONValue, style: Style = .pretty) -> String {
        String(decoding: utf8(value, style: style), as: UTF8.self)
    }

    /// The UTF-8 of `string(value, style:)`, for output that is written out as bytes. O(size of
    /// the text).
    public static func utf8(_ value: JSONValue, style: Style = .pretty) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, style: style, indent: 0, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, style: Style, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): writeNumber(number, into: &output)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            if elements.isEmpty { output.append(contentsOf: "[]".utf8); return }
            let inline = style == .compact || fitsOnOneLine(value)
            output.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                if inline {
                    if offset > 0 && style == .pretty { output.append(UInt8(ascii: " ")) }
                    write(element, style: .compact, indent: 0, into: &output)
                } else {
                    newline(indent + 2, into: &output)
                    write(element, style: style, indent: indent + 2, into: &output)
                }
            }
            if !inline { newline(indent, into: &output) }
            output.append(UInt8(ascii: "]"))
        case .object(let fields):
            if fields.isEmpty { output.append(contentsOf: "{}".utf8); return }
            let inline = style == .compact || fitsOnOneLine(value)
            output.append(UInt8(ascii: "{"))
            if inline && style == .pretty { output.append(UInt8(ascii: " ")) }
            for (offset, field) in fields.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                if inline {
                    if offset > 0 && style == .pretty { output.append(UInt8(ascii: " ")) }
                } else {
                    newline(indent + 2, into: &output)
                }
                writeString(field.key, into: &output)
                output.append(UInt8(ascii: ":"))
                if style == .pretty { output.append(UInt8(ascii: " ")) }
                write(field.value, style: inline ? .compact : style, indent: indent + 2, into: &output)
            }
            if inline {
                if style == .pretty { output.append(UInt8(ascii: " ")) }
            } else {
                newline(indent, into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ indent: Int, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    /// Small flat objects and arrays of scalars read best on one line.
    private static func fitsOnOneLine(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let elements): elements.count <= 16 && elements.allSatisfy(\.isScalar)
        case .object(let fields): fields.count <= 4 && fields.allSatisfy(\.value.isScalar)
        default: true
        }
    }

    /// `numberText(number)`, written without making a `String` for integral values; `null` for
    /// infinity and NaN.
    private static func writeNumber(_ number: Double, into output: inout [UInt8]) {
        guard number.isFinite else {
            output.append(contentsOf: "null".utf8)
            return
        }
        guard number == number.rounded(), abs(number) < 1e15 else {
            output.append(contentsOf: String(number).utf8)
            return
        }
        var magnitude = Int64(abs(number))
        if number < 0 && magnitude != 0 { output.append(UInt8(ascii: "-")) }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[index]) }
        }
    }

    package static func numberText(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return number == 0 ? "0" : String(Int64(number))
        }
        return String(number)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                output.append(contentsOf: bytes[runStart..<index])
                runStart = index + 1
                output.append(UInt8(ascii: "\\"))
                switch byte {
                case 0x22: output.append(0x22)
                case 0x5C: output.append(0x5C)
                case 0x0A: output.append(UInt8(ascii: "n"))
                case 0x0D: output.append(UInt8(ascii: "r"))
                case 0x09: output.append(UInt8(ascii: "t"))
                default:
                    output.append(contentsOf: "u00".utf8)
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0xF)])
                }
            }
            output.append(contentsOf: bytes[runStart...])
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension JSONValue {
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
