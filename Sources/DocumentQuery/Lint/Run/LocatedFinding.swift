/// A lint finding with where it is in a file, when its document was read from an Interface
/// Builder file.
public struct LocatedFinding: Sendable {
    /// The finding.
    public var finding: LintFinding
    /// The file the document was read from, if it was.
    public var file: String?
    /// The 1-based line of the view's element in `file`, when known.
    public var line: Int?

    /// `finding`, in `file` at `line` when given.
    public init(finding: LintFinding, file: String? = nil, line: Int? = nil) {
        self.finding = finding
        self.file = file
        self.line = line
    }
}
