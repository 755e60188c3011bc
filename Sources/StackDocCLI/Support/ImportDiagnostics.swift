#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DocumentImport
import InterfaceBuilderImport

/// What `import`, `check-ib`, `lint`, `merge-files` and `import-git` say on standard error
/// about the files they read.
enum ImportDiagnostics {
    /// Prints warnings on standard error: `warning: FILE:LINE: message`.
    static func printWarnings(_ warnings: [ImportWarning], path: String) {
        for warning in warnings {
            writeError("warning: \(DocumentFile.displayName(path)):\(warning.line): \(warning.message)\n")
        }
    }

    static func printError(_ message: String) {
        writeError("Error: \(message)\n")
    }

    /// Writes `text` to standard error (file descriptor 2).
    static func writeError(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if count <= 0 { return }
            written += count
        }
    }
}
