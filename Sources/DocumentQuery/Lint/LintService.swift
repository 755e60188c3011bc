import DocumentStore
import StackDocument
import StackLayout

/// The findings over some documents of a store.
public struct LintReport: Sendable {
    /// The findings, document by document in `documents` order, rule by rule within each.
    public var findings: [LintFinding]
    /// Documents linted, in order.
    public var documents: [String]
    /// Documents with no canvas (and none given): their frame rules were skipped.
    public var withoutCanvas: [String]
}

/// Lints documents of a store at their head or at a revision.
public struct LintService {
    /// The store whose documents are linted (read only).
    public let store: DocumentStore
    /// The rules run, `Linter()` (every rule) by default.
    public var linter: Linter

    /// A service over `store` running `linter`'s rules; it opens nothing.
    public init(store: DocumentStore, linter: Linter = Linter()) {
        self.store = store
        self.linter = linter
    }

    /// Lints `documents` (default: all) at `revision` (default: each head), laid out at
    /// `canvas` (default: each document's own). Cost per document: one read (a rebuild for a
    /// past revision) and one layout; documents are read in turn and linted a batch at a
    /// time on every core, and reported in order. On a device's `screen`, each document is
    /// linted as placed there (`Document.placed(on:)`: its canvas, safe area and root margins).
    public func lint(
        documents names: [String]? = nil, revision: Int? = nil, canvas: Size? = nil, screen: DeviceScreen? = nil
    ) throws -> LintReport {
        try store.readConsistently {
            var report = LintReport(findings: [], documents: [], withoutCanvas: [])
            var batch: [Document] = []
            func lintBatch() {
                report.findings += ConcurrentBatches.map(batch) { [linter] in linter.lint($0, canvas: canvas) }.flatMap { $0 }
                batch.removeAll()
            }
            for status in try store.stateStatus(of: names) {
                let stored = try revision.map { try store.document(status.name, revision: $0) } ?? store.document(status.name)
                let document = screen.map(stored.placed(on:)) ?? stored
                report.documents.append(status.name)
                if canvas == nil, document.canvas == nil, linter.rules.contains(where: \.needsLayout) {
                    report.withoutCanvas.append(status.name)
                }
                batch.append(document)
                if batch.count >= ConcurrentBatches.batchSize { lintBatch() }
            }
            lintBatch()
            return report
        }
    }
}
