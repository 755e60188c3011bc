import DocumentImport
import DocumentStore
import StackDocOutput
import StackDocument

/// How `import` reports a file it imported: a line per document, or JSON.
extension ImportedFile {
    func importedLine(_ document: Document, _ revision: RevisionInfo) -> String {
        guard interfaceBuilderKind != nil else {
            return "imported \"\(revision.document)\" (\(document.viewCount) views) as revision 1"
        }
        return "imported \"\(revision.document)\" (\(document.viewCount) views, \(document.constraints.count) constraints) as revision 1"
    }

    func json(_ revisions: [RevisionInfo]) -> JSONValue {
        guard let interfaceBuilderKind else { return DocumentJSON.revision(revisions[0]) }
        let entries: [JSONValue] = zip(documents, revisions).map { document, revision in
            .object([
                ("document", .string(revision.document)), ("revision", .number(Double(revision.number))),
                ("views", .number(Double(document.viewCount))), ("constraints", .number(Double(document.constraints.count))),
            ])
        }
        return .object([
            ("file", .string(path)), ("kind", .string(interfaceBuilderKind)), ("documents", .array(entries)),
            ("warnings", .array(warnings.map { .object([("line", .number(Double($0.line))), ("message", .string($0.message))]) })),
        ])
    }
}
