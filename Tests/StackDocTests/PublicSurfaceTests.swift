import Testing

/// What `import StackDoc` shows a user is documented: every `public` declaration of the modules
/// it re-exports has a doc comment, and the modules it does not re-export have no public API.
@Suite("Public surface")
struct PublicSurfaceTests {
    static let exportedModules = [
        "DocumentHistory", "DocumentQuery", "DocumentStore", "InterfaceBuilderImport", "LayoutRendering",
        "StackDocument", "StackLayout",
    ]
    static let internalModules = ["ConstraintSolver", "SQLiteDatabase"]

    @Test(arguments: exportedModules)
    func everyPublicDeclarationHasADocComment(module: String) throws {
        let undocumented = try PublicDeclaration.all(inModule: module).filter { !$0.hasDocComment }
        #expect(undocumented.isEmpty, "\(undocumented.count) undocumented:\n\(undocumented.map(\.location).joined(separator: "\n"))")
    }

    @Test(arguments: internalModules)
    func modulesLeftOutOfTheLibraryArePackageWide(module: String) throws {
        let declarations = try PublicDeclaration.all(inModule: module)
        #expect(declarations.isEmpty, "\(declarations.map(\.location).joined(separator: "\n"))")
    }
}

/// A line of `Sources/` that declares something `public` (or `open`), and whether a `///` or
/// `/** */` comment sits right above it (attributes in between are fine).
struct PublicDeclaration {
    let location: String
    let hasDocComment: Bool

    static func all(inModule module: String) throws -> [PublicDeclaration] {
        let directory = packageRoot + "/Sources/" + module
        return try swiftFiles(under: directory).flatMap { path in
            let lines = try readFile(path).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return lines.indices.compactMap { index -> PublicDeclaration? in
                guard isPublicDeclaration(lines[index]) else { return nil }
                var above = index - 1
                while above >= 0, lines[above].drop(while: { $0 == " " }).hasPrefix("@") { above -= 1 }
                let comment = above >= 0 ? lines[above].drop(while: { $0 == " " }) : ""
                let documented = comment.hasPrefix("///") || comment.hasSuffix("*/")
                let relative = path.dropFirst(packageRoot.count + 1)
                return PublicDeclaration(location: "\(relative):\(index + 1): \(lines[index].drop(while: { $0 == " " }))", hasDocComment: documented)
            }
        }
    }

    /// `public` or `open` as the access of a declaration, after any attributes; not
    /// `public import`, and not `public` inside a string or a comment.
    static func isPublicDeclaration(_ line: String) -> Bool {
        var rest = line.drop(while: { $0 == " " })
        while rest.hasPrefix("@") {
            guard let space = rest.firstIndex(of: " ") else { return false }
            rest = rest[space...].drop(while: { $0 == " " })
        }
        for modifier in ["public ", "open ", "public(", "nonisolated public ", "final public "] where rest.hasPrefix(modifier) {
            return !rest.hasPrefix("public import ")
        }
        return false
    }
}
