import DocumentImport
import DocumentStore
import InterfaceBuilderImport
import StackDocument

/// Lints what a `LintRequest` names: the store's documents and Interface Builder files (read in
/// memory, their findings placed at the line of the view's element), with the configuration
/// file's settings under the request's.
public enum DocumentLint {
    /// The linter `request` asks for: the configuration file's settings (unless
    /// `.none`), with `request.configuration` over them. Throws for a file that does not read
    /// or a rule the settings do not know.
    public static func linter(for request: LintRequest) throws -> Linter {
        try configuration(for: request).linter()
    }

    /// The configuration `request` asks for: the file's settings, the request's over them.
    public static func configuration(for request: LintRequest) throws -> LintConfiguration {
        let explicit: String?
        switch request.configurationSource {
        case .none: return request.configuration
        case .file(let path): explicit = path
        case .nearest: explicit = nil
        }
        let storeFile = request.readsStore ? request.storeFile : nil
        guard let path = LintConfigurationFile.locate(explicit: explicit, storeFile: storeFile) else { return request.configuration }
        return try LintConfigurationFile.load(path).overridden(by: request.configuration)
    }

    /// Lints `request`'s targets; `openStore` is called (once) only when the store is read. A
    /// file that does not read is listed in `unreadable` and the others are linted. Cost: one
    /// read and one layout per document (`LintService`), one import per file.
    public static func run(_ request: LintRequest, openStore: () throws -> DocumentStoreReader) throws -> LintOutcome {
        let linter = try linter(for: request)
        var outcome = LintOutcome(findings: [], documentCount: 0, withoutCanvas: [], unreadable: [], linter: linter)
        if request.readsStore {
            let names = request.documentNames
            let report = try LintService(store: try openStore(), linter: linter)
                .lint(documents: names.isEmpty ? nil : names, revision: request.revision, canvas: request.canvas, screen: request.screen)
            outcome.add(report) { LocatedFinding(finding: $0) }
        }
        for path in request.files {
            let bytes: [UInt8]
            let imported: ImportedFile
            do {
                bytes = try FileContents.read(path)
                imported = try ImportedFile.read(bytes, path: path, name: nil)
            } catch {
                outcome.unreadable.append("\(error)")
                continue
            }
            let lines = InterfaceBuilderImporter.elementLines(bytes)
            let roots = Dictionary(imported.documents.map { ($0.name, $0.rootID) }, uniquingKeysWith: { first, _ in first })
            let report = LintService.lint(imported.documents, linter: linter, canvas: request.canvas, screen: request.screen)
            outcome.add(report) { finding in
                LocatedFinding(finding: finding, file: path, line: lines[finding.view] ?? roots[finding.document].flatMap { lines[$0] })
            }
        }
        return outcome
    }
}

extension LintOutcome {
    /// Adds `report`'s documents and findings, each located by `locate`.
    fileprivate mutating func add(_ report: LintReport, locate: (LintFinding) -> LocatedFinding) {
        findings += report.findings.map(locate)
        documentCount += report.documents.count
        withoutCanvas += report.withoutCanvas
    }
}
