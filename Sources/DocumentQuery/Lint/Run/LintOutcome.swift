/// What `DocumentLint.run` found: the findings, the documents linted, and the files that did
/// not read.
public struct LintOutcome: Sendable {
    /// The findings: the store's documents first, then each file's, document by document.
    public var findings: [LocatedFinding]
    /// How many documents were linted.
    public var documentCount: Int
    /// Documents with no canvas (and none given): their frame rules were skipped.
    public var withoutCanvas: [String]
    /// Why each file that could not be read was left out, naming the file, in order.
    public var unreadable: [String]
    /// The rules run, with their severities.
    public var linter: Linter

    /// Whether a finding is an error.
    public var hasErrors: Bool { findings.contains { $0.finding.severity == .error } }

    /// Whether the run failed: an error was found or a file did not read.
    public var failed: Bool { hasErrors || !unreadable.isEmpty }
}
