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
    public let store: DocumentStoreReader
    /// The rules run, `Linter()` (every rule) by default.
    public var linter: Linter

    /// A service over `store` running `linter`'s rules; it opens nothing.
    public init(store: DocumentStoreReader, linter: Linter = Linter()) {
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
                let linted = Self.lint(batch, linter: linter, canvas: canvas, screen: screen)
                report.findings += linted.findings
                report.documents += linted.documents
                report.withoutCanvas += linted.withoutCanvas
                batch.removeAll()
            }
            for status in try store.stateStatus(of: names) {
                batch.append(try revision.map { try store.document(status.name, revision: $0) } ?? store.document(status.name))
                if batch.count >= ConcurrentBatches.batchSize { lintBatch() }
            }
            lintBatch()
            return report
        }
    }

    /// Lints `documents`, which need no store (an Interface Builder file's, say), with
    /// `linter`'s rules, laid out at `canvas` (default: each document's own); on a device's
    /// `screen`, each as placed there (`Document.placed(on:)`). The documents are linted on
    /// every core and reported in order; a document with no canvas (and none given) is
    /// listed in `withoutCanvas`, its frame rules skipped.
    public static func lint(
        _ documents: [Document], linter: Linter = Linter(), canvas: Size? = nil, screen: DeviceScreen? = nil
    ) -> LintReport {
        let placed = documents.map { screen.map($0.placed(on:)) ?? $0 }
        let needsLayout = linter.rules.contains(where: \.needsLayout)
        return LintReport(
            findings: ConcurrentBatches.map(placed) { [linter] in linter.lint($0, canvas: canvas) }.flatMap { $0 },
            documents: placed.map(\.name),
            withoutCanvas: canvas == nil && needsLayout ? placed.filter { $0.canvas == nil }.map(\.name) : [])
    }
}
