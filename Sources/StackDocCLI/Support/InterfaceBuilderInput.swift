#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import InterfaceBuilderImport

/// Reading Interface Builder files for `import` and `check-ib`.
enum InterfaceBuilderInput {
    /// Whether a file is to be read as Interface Builder XML rather than as JSON: by content
    /// (XML starts with `<`, JSON never does); the extension only decides for files that are
    /// neither, so that a broken storyboard is reported as not XML rather than as bad JSON.
    static func isInterfaceBuilder(_ bytes: [UInt8], path: String) -> Bool {
        if InterfaceBuilderImporter.looksLikeXML(bytes) { return true }
        let first = bytes.first { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return false }
        return hasInterfaceBuilderExtension(path)
    }

    /// Whether `path` ends in `.storyboard` or `.xib`, in any case (`Main.XIB`).
    static func hasInterfaceBuilderExtension(_ path: String) -> Bool {
        let lowercased = path.lowercased()
        return lowercased.hasSuffix(".storyboard") || lowercased.hasSuffix(".xib")
    }

    /// `dir/Main.storyboard` -> `Main`.
    static func baseName(of path: String) -> String {
        if path == "-" { return "import" }
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name.isEmpty ? "import" : name
    }

    /// Imports a file, naming it in the error.
    static func importFile(
        _ bytes: [UInt8], path: String, baseName: String, options: InterfaceBuilderImportOptions = .init()
    ) throws -> InterfaceBuilderFile {
        do {
            return try InterfaceBuilderImporter.importFile(bytes, baseName: baseName, options: options)
        } catch {
            throw CLIError("\(displayName(path)): \(error)")
        }
    }

    static func displayName(_ path: String) -> String { path == "-" ? "standard input" : path }

    /// Prints warnings on standard error: `warning: FILE:LINE: message`.
    static func printWarnings(_ warnings: [ImportWarning], path: String) {
        for warning in warnings {
            writeError("warning: \(displayName(path)):\(warning.line): \(warning.message)\n")
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
