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

    /// `text` broken at spaces into lines of at most `width` characters, each after `indent`:
    /// help text that stays readable in an 80-column terminal.
    static func wrap(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && indent.count + line.count + 1 + word.count > width {
                lines.append(indent + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines.joined(separator: "\n")
    }
}
