import InterfaceBuilderImport

/// What kind of file holds documents, and how it is named.
public enum DocumentFile {
    /// Whether a file is to be read as Interface Builder XML rather than as JSON: by content
    /// (XML starts with `<`, JSON never does); the extension only decides for files that are
    /// neither, so that a broken storyboard is reported as not XML rather than as bad JSON.
    public static func isInterfaceBuilder(_ bytes: [UInt8], path: String) -> Bool {
        if InterfaceBuilderImporter.looksLikeXML(bytes) { return true }
        let first = bytes.first { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return false }
        return hasInterfaceBuilderExtension(path)
    }

    /// Whether `path` ends in `.storyboard` or `.xib`, in any case (`Main.XIB`).
    public static func hasInterfaceBuilderExtension(_ path: String) -> Bool {
        let lowercased = path.lowercased()
        return lowercased.hasSuffix(".storyboard") || lowercased.hasSuffix(".xib")
    }

    /// The file's name without its folder and extension: `dir/Main.storyboard` -> `Main`;
    /// `import` for standard input (`-`) or a name that would be empty.
    public static func baseName(of path: String) -> String {
        if path == "-" { return "import" }
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name.isEmpty ? "import" : name
    }

    /// How messages name the file: `standard input` for `-`, else its path.
    public static func displayName(_ path: String) -> String { path == "-" ? "standard input" : path }

    /// Imports an Interface Builder file (the bytes of `path`), its documents named after
    /// `baseName`; throws `DocumentFileError.notADocument`, which names the file.
    public static func importInterfaceBuilder(
        _ bytes: [UInt8], path: String, baseName: String, options: InterfaceBuilderImportOptions = .init()
    ) throws -> InterfaceBuilderFile {
        do {
            return try InterfaceBuilderImporter.importFile(bytes, baseName: baseName, options: options)
        } catch {
            throw DocumentFileError.notADocument(displayName(path), reason: "\(error)")
        }
    }
}
