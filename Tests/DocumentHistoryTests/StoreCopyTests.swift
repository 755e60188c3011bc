@testable import DocumentStore
import DocumentHistory
import StackDocTestSupport
import StackDocument
import Testing

/// `DocumentStore.copy(to:)` (`stackdoc copy`) between any two backends: every revision of
/// every document reads back the same, so `export` and `diff` of any revisions agree.
@Suite("Copying a store")
struct StoreCopyTests {
    static let pairs: [(StoreBackend, StoreBackend)] = [(.sqlite, .postgreSQL), (.postgreSQL, .sqlite), (.sqlite, .sqlite)]

    @Test(arguments: pairs)
    func everyRevisionExportsAndDiffsTheSameAfterACopy(from: StoreBackend, to: StoreBackend) throws {
        let seed: UInt64 = 2026
        print("seed \(seed)")
        let (source, _, sourceDirectory) = try HistoryPropertyTests.temporaryStore(on: from)
        defer { TestEnvironment.removeDirectory(sourceDirectory) }
        let (target, targetLocation, targetDirectory) = try HistoryPropertyTests.temporaryStore(on: to)
        defer { TestEnvironment.removeDirectory(targetDirectory) }
        source.snapshotPolicy = SnapshotPolicy(minimumChanges: 16, viewsPerChange: 1000)
        var random = RandomDocuments(seed: seed)
        for name in ["first", "second"] {
            var document = random.document(views: 30)
            document.name = name
            try source.importDocument(document)
            for revision in 2...60 {
                try source.apply([seededEdit(for: try source.document(name), seed: seed, revision: revision)], to: name, message: "r\(revision)")
            }
            try source.undo(name, steps: 3)
        }
        let counts = try source.copy(to: target)
        #expect(counts["documents"] == 2)
        #expect(try counts["revisions"] == source.headRevision(of: "first") + source.headRevision(of: "second"))

        let copy = try DocumentStoreReader(path: targetLocation)
        #expect(try copy.documents().map(\.name) == source.documents().map(\.name))
        for name in ["first", "second"] {
            let head = try source.headRevision(of: name)
            #expect(try copy.headRevision(of: name) == head)
            #expect(try copy.log(of: name) == source.log(of: name))
            for revision in 1...head {
                let same = try copy.document(name, revision: revision).jsonText(style: .pretty)
                    == source.document(name, revision: revision).jsonText(style: .pretty)
                #expect(same, "\(name) revision \(revision)")
                if !same { return }
            }
            for (a, b) in [(1, head), (5, 40), (head - 1, head)] {
                #expect(try ReplayService(store: copy).diff(name, from: a, to: b) == ReplayService(store: source).diff(name, from: a, to: b))
            }
        }
        // The copy goes on as a store of its own: new documents and revisions after the copied ones.
        let writable = try DocumentStore(path: targetLocation)
        try writable.apply([.hide(view: try writable.document("first").root.id)], to: "first")
        try writable.importDocument(try Document(name: "third", root: ViewTree(id: "root")))
        #expect(try writable.headRevision(of: "first") == source.headRevision(of: "first") + 1)
    }

    @Test(arguments: StoreBackend.allCases)
    func aTargetWithDocumentsIsRefusedUnchangedUnlessReplacing(backend: StoreBackend) throws {
        let (source, _, sourceDirectory) = try HistoryPropertyTests.temporaryStore(on: .sqlite)
        defer { TestEnvironment.removeDirectory(sourceDirectory) }
        let (target, _, targetDirectory) = try HistoryPropertyTests.temporaryStore(on: backend)
        defer { TestEnvironment.removeDirectory(targetDirectory) }
        try source.importDocument(try Document(name: "new", root: ViewTree(id: "root")))
        try target.importDocument(try Document(name: "old", root: ViewTree(id: "root")))
        #expect { try source.copy(to: target) } throws: { error in
            if case StoreError.targetNotEmpty(_, 1) = error { true } else { false }
        }
        #expect(try target.documents().map(\.name) == ["old"])
        _ = try source.copy(to: target, replacing: true)
        #expect(try target.documents().map(\.name) == ["new"])
    }
}
