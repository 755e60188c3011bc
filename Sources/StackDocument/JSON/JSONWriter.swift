/// Writes JSON text. Numbers use the shortest form that reads back to the same Double
/// (`8` rather than `8.0`). Cost: O(n) in the output size.
public enum JSONWriter {
    public enum Style: Sendable {
        /// One line, no spaces.
        case compact
        /// Two-space indentation; arrays of scalars and small objects stay on one line.
        case pretty
    }

    public static func string(_ value: JSONValue, style: Style = .pretty) -> String {
        var output = ""
        write(value, style: style, indent: 0, into: &output)
        return output
    }

    static func write(_ value: JSONValue, style: Style, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += numberText(number)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            if elements.isEmpty { output += "[]"; return }
            if style == .compact || fitsOnOneLine(value) {
                output += "["
                for (offset, element) in elements.enumerated() {
                    if offset > 0 { output += style == .compact ? "," : ", " }
                    write(element, style: .compact, indent: 0, into: &output)
                }
                output += "]"
                return
            }
            output += "[\n"
            for (offset, element) in elements.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                write(element, style: style, indent: indent + 2, into: &output)
                output += offset == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let fields):
            if fields.isEmpty { output += "{}"; return }
            if style == .compact || fitsOnOneLine(value) {
                output += style == .compact ? "{" : "{ "
                for (offset, field) in fields.enumerated() {
                    if offset > 0 { output += style == .compact ? "," : ", " }
                    writeString(field.key, into: &output)
                    output += style == .compact ? ":" : ": "
                    write(field.value, style: .compact, indent: 0, into: &output)
                }
                output += style == .compact ? "}" : " }"
                return
            }
            output += "{\n"
            for (offset, field) in fields.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                writeString(field.key, into: &output)
                output += ": "
                write(field.value, style: style, indent: indent + 2, into: &output)
                output += offset == fields.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }

    /// Small flat objects and arrays of scalars read best on one line.
    private static func fitsOnOneLine(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let elements):
            return elements.count <= 16 && elements.allSatisfy(\.isScalar)
        case .object(let fields):
            return fields.count <= 4 && fields.allSatisfy(\.value.isScalar)
        default:
            return true
        }
    }

    public static func numberText(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return number == 0 ? "0" : String(Int64(number))
        }
        return String(number)
    }

    private static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
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
