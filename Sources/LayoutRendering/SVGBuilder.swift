/// Writes SVG markup: elements with attributes, escaped text, numbers without noise.
///
/// A deliberately small writer: the renderer only needs groups, rectangles, lines, paths and
/// text. Every string that reaches the output passes through `escape`.
struct SVGBuilder {
    private(set) var markup = ""
    private var depth = 0

    /// Opens `<name ...>`; close it with `close(name)`.
    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        line("<\(name)\(Self.attributeList(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// An element without content: `<name ... />`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        line("<\(name)\(Self.attributeList(attributes))/>")
    }

    /// An element without content, its attributes given in a list built at run time.
    mutating func element(_ name: String, pairs attributes: [(String, String)]) {
        line("<\(name)" + attributes.map { " \($0.0)=\"\(Self.escape($0.1))\"" }.joined() + "/>")
    }

    /// An element holding escaped text, such as `<text>` or `<title>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String) {
        line("<\(name)\(Self.attributeList(attributes))>\(Self.escape(text))</\(name)>")
    }

    mutating func comment(_ text: String) {
        line("<!-- \(text.replacing("--", with: "- -")) -->")
    }

    private mutating func line(_ text: String) {
        markup += String(repeating: "  ", count: depth) + text + "\n"
    }

    private static func attributeList(_ attributes: KeyValuePairs<String, String>) -> String {
        var list = ""
        for (name, value) in attributes { list += " \(name)=\"\(escape(value))\"" }
        return list
    }

    /// `text` with the characters XML gives meaning to replaced by references. Characters XML
    /// does not allow at all (most C0 controls) become U+FFFD.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A coordinate or length: at most two decimals, no trailing zeros, no `-0`. A number that
    /// is not finite is written as 0; one of 2^53 hundredths or more (where a `Double` has no
    /// fraction left) as its shortest decimal form, in exponent notation beyond 1e16 (`1e+17`,
    /// which SVG's number syntax allows).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        guard abs(hundredths) < 0x1p53, let magnitude = Int(exactly: abs(hundredths)) else {
            let text = String(value.rounded())
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        let negative = hundredths < 0
        var text = String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            text += "." + (fraction < 10 ? "0" : "") + String(fraction)
            while text.hasSuffix("0") { text.removeLast() }
        }
        return negative ? "-" + text : text
    }
}
