#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum Terminal {
    /// Whether standard output is a terminal (not a pipe or a file).
    static var standardOutputIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1
    }

    /// Colour only when standard output is a terminal and `NO_COLOR` is not set.
    static var wantsColour: Bool {
        isatty(STDOUT_FILENO) == 1 && getenv("NO_COLOR") == nil
    }

    /// `text` broken at spaces into lines of at most `width` columns, each after `indent`:
    /// help text that stays readable in an 80-column terminal. Columns are counted in UTF-8
    /// bytes, exact for the ASCII of help text (other text wraps a little early). O(length of
    /// `text`): `lint --help`'s rules are wrapped only by the test that checks `LintRuleHelp`.
    static func wrap(_ text: String, width: Int, indent: String) -> String {
        let room = width - indent.utf8.count
        var output: [UInt8] = []
        var lineLength = 0
        for word in text.utf8.split(separator: UInt8(ascii: " ")) {
            if lineLength > 0 && lineLength + 1 + word.count > room {
                output.append(UInt8(ascii: "\n"))
                lineLength = 0
            }
            if lineLength == 0 {
                output += indent.utf8
            } else {
                output.append(UInt8(ascii: " "))
                lineLength += 1
            }
            output += word
            lineLength += word.count
        }
        return String(decoding: output, as: UTF8.self)
    }
}
