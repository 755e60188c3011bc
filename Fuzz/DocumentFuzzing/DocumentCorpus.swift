#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import InterfaceBuilderFuzzing
import InterfaceBuilderImport
import StackDocTestSupport
import StackDocument

/// The inputs mutations start from: exported documents, and for each document a few JSON edit
/// batches it accepts.
///
/// The documents are the recipes of the seed material (the Auto Layout Cookbook's stack-view
/// recipes and the other Interface Builder files of a fixture directory, imported) and
/// documents drawn by the test support's seeded generators (random trees with constraints, and
/// screens of stacks of rows), so that every property, distribution, alignment and edit is
/// met. Deterministic for a given fixture directory.
public struct DocumentCorpus: Sendable {
    /// A document and its export.
    public struct Entry: Sendable {
        public var document: Document
        public var json: [UInt8]
    }

    public private(set) var documents: [Entry] = []
    /// Edit batches as JSON arrays, with the index in `documents` of the document that accepts them.
    public private(set) var editBatches: [(base: Int, json: [UInt8])] = []

    /// The corpus of `fixtures` (a directory of `.storyboard` / `.xib` files; nil or missing:
    /// generated documents only) and `generated` documents from the seeded generators.
    public init(fixtures: String?, generated: Int = 24) {
        var documents: [Document] = []
        if let fixtures { documents += Self.importedDocuments(directory: fixtures) }
        var random = RandomDocuments(seed: 0x5EED_D0C5)
        for index in 0..<generated {
            documents.append(index.isMultiple(of: 3) ? random.screen(views: 8 + index * 2, name: "screen \(index)")
                             : random.document(views: 4 + index * 3))
        }
        for document in documents {
            self.documents.append(Entry(document: document, json: Array(document.jsonText(style: .compact).utf8)))
        }
        for (base, entry) in self.documents.enumerated() {
            for batch in 0..<3 {
                let edits = Self.acceptedEdits(for: entry.document, count: 1 + batch * 2, seed: UInt64(base * 3 + batch))
                editBatches.append((base, Array(JSONWriter.string(.array(edits.map(EditFormat.encode)), style: .compact).utf8)))
            }
        }
    }

    /// Every scene of every Interface Builder file in `directory` that imports, by file name.
    static func importedDocuments(directory: String) -> [Document] {
        FixtureCorpus.load(directory: directory).flatMap { name, bytes -> [Document] in
            guard let file = try? InterfaceBuilderImporter.importFile(bytes, baseName: name) else { return [] }
            return file.scenes.map(\.document)
        }
    }

    /// `count` edits that `document` accepts one after the other, drawn by the seeded generator.
    static func acceptedEdits(for document: Document, count: Int, seed: UInt64) -> [Edit] {
        var current = document
        var edits: [Edit] = []
        for revision in 0..<count {
            let edit = seededEdit(for: current, seed: seed, revision: revision)
            guard (try? current.apply(edit)) != nil else { break }
            edits.append(edit)
        }
        return edits
    }
}
