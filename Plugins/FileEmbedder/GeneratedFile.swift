import Foundation

/// Where the generated Swift goes.
enum GeneratedFile {
    /// Writes `source` to `output` only if it changes the file, so that unchanged inputs do not
    /// make the consuming module recompile.
    static func write(_ source: String, to output: URL) throws(EmbeddingProblems) {
        if let existing = try? String(contentsOf: output, encoding: .utf8), existing == source { return }
        do {
            try source.write(to: output, atomically: true, encoding: .utf8)
        } catch {
            throw EmbeddingProblems(path: output.path, message: "cannot write: \(error.localizedDescription)")
        }
    }
}
