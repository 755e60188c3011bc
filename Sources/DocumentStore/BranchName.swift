import StackDocument

/// Branch names, and the names under which branches are stored: branch `NAME` of document
/// `DOC` is the document `DOC@NAME`. A branch name is not empty, not only white space, and
/// holds no `@` and no control character, so `DOC@NAME` splits at its last `@`.
public enum BranchName {
    /// Throws saying what is wrong with `name` as the name of a branch. O(length).
    public static func validate(_ name: String) throws(DocumentError) {
        guard !name.isEmpty else { throw DocumentError("a branch name must not be empty") }
        if name.contains("@") {
            throw DocumentError("branch name \(quoted(name)) holds \"@\", which separates a document's name from its branch's")
        }
        if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            let code = String(control.value, radix: 16, uppercase: true)
            throw DocumentError(
                "branch name \(quoted(name)) holds a control character (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code))")
        }
        guard name.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
            throw DocumentError("a branch name must not be only white space")
        }
    }

    /// The stored name of branch `branch` of document `document`: `DOC@NAME`.
    public static func documentName(_ document: String, branch: String) -> String {
        document + "@" + branch
    }

    /// `DOC@NAME` split at its last `@` into the document's name and the branch's, or `nil`
    /// for a name without `@` (or with nothing on either side of it).
    public static func split(_ name: String) -> (document: String, branch: String)? {
        guard let at = name.lastIndex(of: "@") else { return nil }
        let document = String(name[..<at])
        let branch = String(name[name.index(after: at)...])
        guard !document.isEmpty, !branch.isEmpty else { return nil }
        return (document, branch)
    }

    private static func quoted(_ name: String) -> String {
        JSONWriter.string(.string(name), style: .compact)
    }
}
