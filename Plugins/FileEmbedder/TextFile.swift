import Foundation

/// A file embedded as text: UTF-8, line endings normalised to LF (so that what is embedded, and
/// a migration's checksum, do not depend on how the file was checked out), free of control
/// characters other than tab and newline, and not blank.
enum TextFile {
    /// The text of `file`; `blank` is the message when it holds nothing but white space.
    static func read(_ file: URL, blank: String) throws(EmbeddingProblems) -> String {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: file)
        } catch {
            throw EmbeddingProblems(path: file.path, message: "cannot read: \(error.localizedDescription)")
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw EmbeddingProblems(path: file.path, message: "is not valid UTF-8")
        }
        let text = decoded.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
        if let control = text.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || $0.value == 0x7F }) {
            throw EmbeddingProblems(path: file.path, message: "contains the control character U+\(String(format: "%04X", control.value))")
        }
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw EmbeddingProblems(path: file.path, message: blank)
        }
        return text
    }
}
