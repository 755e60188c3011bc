import DocumentStore
import StackDocTestSupport
import StackDocument
import StackLayout
import SeededRandom
import Testing

@Suite("Branches and merges in the store")
struct BranchTests {
    static func label(_ id: String) -> ViewTree { ViewTree(id: id, properties: ViewProperties(kind: .label)) }

    @Test(arguments: StoreBackend.allCases)
    func aBranchStartsFromTheForkRevisionAndIsEditedOnItsOwn(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.importDocument(try stackDocument(children: 3))
        try store.apply([.set(view: "stack", property: .spacing, value: .number(4))], to: "stacked")
        try store.apply([.hide(view: "v0")], to: "stacked")

        let branch = try store.createBranch(of: "stacked", named: "wide", from: 2)
        #expect(branch.storedName == "stacked@wide")
        #expect(branch.forkRevision == 2)
        var atFork = try store.document("stacked", revision: 2)
        atFork.name = "stacked@wide"
        #expect(try store.document("stacked@wide") == atFork)
        #expect(try store.log(of: "stacked@wide").map(\.kind) == [.branch])

        try store.apply([.set(view: "v1", property: .text, value: .string("wide"))], to: "stacked@wide")
        try store.undo("stacked@wide")
        try store.redo("stacked@wide")
        #expect(try store.document("stacked@wide")["v1"]?.properties.text == "wide")
        #expect(try store.document("stacked")["v1"]?.properties.text == nil, "the document is untouched by its branch")

        #expect(try store.documents().map(\.name) == ["stacked"])
        #expect(try store.documents(includingBranches: true).map(\.name) == ["stacked", "stacked@wide"])
        let listed = try store.branches(of: "stacked")
        #expect(listed.map(\.name) == ["wide"])
        #expect(listed.map(\.head) == [4])
        #expect(listed.map(\.lastMerged) == [nil])
    }

    @Test(arguments: StoreBackend.allCases.flatMap { backend in
        ["", "a@b", "tab\u{9}here", "   ", "wide"].map { (backend, $0) }
    })
    func badBranchNamesAreRefusedAndLeaveTheStoreUnchanged(backend: StoreBackend, name: String) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.importDocument(try stackDocument(children: 2))
        try store.createBranch(of: "stacked", named: "wide")
        let before = try store.documents(includingBranches: true)
        let error = #expect(throws: StoreError.self) { try store.createBranch(of: "stacked", named: name) }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("branch"), "the refusal names the branch: \(message)")
        #expect(try store.documents(includingBranches: true) == before)
    }

    @Test(arguments: StoreBackend.allCases)
    func aForkRevisionOutsideTheHistoryIsRefused(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.importDocument(try stackDocument(children: 2))
        #expect(throws: StoreError.self) { try store.createBranch(of: "stacked", named: "b", from: 2) }
        #expect(throws: StoreError.self) { try store.createBranch(of: "missing", named: "b") }
        #expect(try store.documents(includingBranches: true).map(\.name) == ["stacked"])
    }

    @Test(arguments: StoreBackend.allCases)
    func aCleanMergeIsOneRevisionThatUndoUndoes(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.importDocument(try stackDocument(children: 3))
        try store.createBranch(of: "stacked", named: "b")
        try store.apply([.set(view: "v0", property: .text, value: .string("ours"))], to: "stacked")
        try store.apply([.set(view: "stack", property: .spacing, value: .number(12))], to: "stacked@b")
        try store.apply([.insert(stack: "stack", index: 1, view: .new(Self.label("new")))], to: "stacked@b")
        try store.apply([.hide(view: "v2"), .remove(view: "v2", from: .superview)], to: "stacked@b")
        let ours = try store.document("stacked")

        let outcome = try store.merge(branch: "b", into: "stacked", message: "take b")
        #expect(outcome.conflicts.isEmpty)
        let revision = try #require(outcome.revision)
        #expect(revision.kind == .merge)
        #expect(revision.number == 3)
        #expect(revision.mergedFrom == MergeParent(document: "stacked@b", branch: "b", revision: 4))
        let merged = try store.document("stacked")
        #expect(merged["v0"]?.properties.text == "ours")
        #expect(merged["stack"]?.properties.stack?.spacing == .points(12))
        #expect(merged["stack"]?.arranged == ["v0", "new", "v1"])
        #expect(merged["v2"] == nil)
        let log = try store.log(of: "stacked")
        #expect(log.map(\.kind) == [.import, .edit, .merge])
        #expect(log.last?.mergedFrom?.revision == 4)
        #expect(try store.branches(of: "stacked").first?.lastMerged == 4)

        try store.undo("stacked")
        #expect(try store.document("stacked") == ours)
        try store.redo("stacked")
        #expect(try store.document("stacked") == merged)
    }

    @Test(arguments: StoreBackend.allCases)
    func aConflictedMergeWritesNothingAndNamesTheViews(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.importDocument(try stackDocument(children: 3))
        try store.createBranch(of: "stacked", named: "b")
        try store.apply([.set(view: "v0", property: .name, value: .string("Title"))], to: "stacked")
        try store.apply([.set(view: "v0", property: .text, value: .string("ours"))], to: "stacked")
        try store.apply([.set(view: "v0", property: .text, value: .string("theirs"))], to: "stacked@b")
        try store.apply([.hide(view: "v1"), .remove(view: "v1", from: .superview)], to: "stacked")
        try store.apply([.set(view: "v1", property: .hidden, value: .bool(true))], to: "stacked@b")

        let outcome = try store.merge(branch: "b", into: "stacked")
        #expect(outcome.revision == nil)
        #expect(outcome.conflicts.map(\.kind) == [.property, .deletedByOursChangedByTheirs])
        #expect(outcome.conflicts.first?.element == "v0")
        #expect(outcome.conflicts.first?.name == "Title")
        #expect(outcome.conflicts.first?.property == "text")
        #expect(outcome.conflicts.last?.element == "v1")
        #expect(try store.headRevision(of: "stacked") == 4)
        #expect(try store.branches(of: "stacked").first?.lastMerged == nil)
    }

    @Test(arguments: StoreBackend.allCases)
    func aSecondMergeStartsFromTheBranchRevisionMergedBefore(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.importDocument(try stackDocument(children: 3))
        try store.createBranch(of: "stacked", named: "b")
        try store.apply([.set(view: "stack", property: .spacing, value: .number(20))], to: "stacked@b")
        _ = try store.merge(branch: "b", into: "stacked")
        // Ours changes what the branch changed; the branch goes on elsewhere.
        try store.apply([.set(view: "stack", property: .spacing, value: .number(30))], to: "stacked")
        try store.apply([.set(view: "v2", property: .text, value: .string("later"))], to: "stacked@b")

        let second = try store.merge(branch: "b", into: "stacked")
        #expect(second.conflicts.isEmpty, "from the fork, spacing would conflict: \(second.conflicts)")
        #expect(second.baseDocument == "stacked@b")
        #expect(second.baseRevision == 2)
        let merged = try store.document("stacked")
        #expect(merged["stack"]?.properties.stack?.spacing == .points(30))
        #expect(merged["v2"]?.properties.text == "later")
        #expect(throws: StoreError.self) { try store.merge(branch: "b", into: "stacked") }
    }

    @Test(arguments: StoreBackend.allCases)
    func aBranchDoesNotReuseTheIdsItsDocumentUsed(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.importDocument(try stackDocument(children: 3))
        try store.apply([.hide(view: "v2"), .remove(view: "v2", from: .superview)], to: "stacked")
        try store.createBranch(of: "stacked", named: "b")
        #expect(throws: StoreError.self) {
            try store.apply([.insert(stack: "stack", index: 0, view: .new(Self.label("v2")))], to: "stacked@b")
        }
    }

    @Test(arguments: StoreBackend.allCases)
    func mergingABranchTheDocumentDoesNotHaveIsRefused(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.importDocument(try stackDocument(children: 3))
        let error = #expect(throws: StoreError.self) { try store.merge(branch: "nope", into: "stacked") }
        #expect("\(error.map { "\($0)" } ?? "")".contains("no branch named \"nope\""))
    }

    @Test(arguments: StoreBackend.allCases)
    func aCopyOfTheStoreKeepsBranchesAndMerges(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.importDocument(try stackDocument(children: 3))
        try store.createBranch(of: "stacked", named: "b")
        try store.apply([.set(view: "stack", property: .spacing, value: .number(20))], to: "stacked@b")
        _ = try store.merge(branch: "b", into: "stacked")
        let copy = TemporaryStore()
        _ = try store.copy(to: copy.store)
        #expect(try copy.store.branches(of: "stacked") == store.branches(of: "stacked"))
        #expect(try copy.store.log(of: "stacked").last?.mergedFrom == store.log(of: "stacked").last?.mergedFrom)
    }

    /// Up to `count` random edits that `document` accepts and that change it, each written to
    /// `name` in `store` as it is applied to `document`.
    static func randomEdits(
        _ count: Int, on document: inout Document, writing name: String, to store: DocumentStore, using random: inout RandomDocuments
    ) throws {
        var written = 0, attempts = 0
        while written < count && attempts < 50 {
            attempts += 1
            let edit = random.edit(for: document)
            var trial = document
            guard let changes = try? trial.apply([edit]), changes.contains(where: { !$0.isEmpty }) else { continue }
            try store.apply([edit], to: name)
            document = trial
            written += 1
        }
    }

    @Test(arguments: StoreBackend.allCases)
    func randomBranchesMergeInTheStoreAsTheyMergeInMemory(backend: StoreBackend) throws {
        let seed: UInt64 = 0xB4A7_5702
        print("store merge property test seed: \(seed) (\(backend))")
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        var random = SplitMix64(seed: seed)
        var written = 0, conflicted = 0
        for round in 0..<25 {
            let name = "doc\(round)"
            var generator = RandomDocuments(seed: UInt64.random(in: 0...UInt64.max, using: &random))
            var base = generator.document(views: Int.random(in: 3...15, using: &random))
            base.name = name
            try store.importDocument(base)
            try store.createBranch(of: name, named: "b")
            var oursGenerator = RandomDocuments(seed: UInt64.random(in: 0...UInt64.max, using: &random))
            oursGenerator.idPrefix = "o"
            var theirsGenerator = RandomDocuments(seed: UInt64.random(in: 0...UInt64.max, using: &random))
            theirsGenerator.idPrefix = "t"
            var ours = base, theirs = base
            try Self.randomEdits(Int.random(in: 1...3, using: &random), on: &ours, writing: name, to: store, using: &oursGenerator)
            try Self.randomEdits(Int.random(in: 1...3, using: &random), on: &theirs, writing: name + "@b", to: store, using: &theirsGenerator)
            let expected = try DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
            let head = try store.headRevision(of: name)
            let context = "round \(round) (seed \(seed))"

            guard let merged = expected.merged else {
                conflicted += 1
                let outcome = try store.merge(branch: "b", into: name)
                #expect(outcome.conflicts == expected.conflicts, "\(context)")
                #expect(outcome.revision == nil, "\(context)")
                #expect(try store.headRevision(of: name) == head, "\(context): a conflicted merge writes nothing")
                continue
            }
            if merged.nodes == ours.nodes && merged.constraints == ours.constraints {
                #expect(throws: StoreError.self, "\(context): nothing to merge") { try store.merge(branch: "b", into: name) }
                continue
            }
            written += 1
            let outcome = try store.merge(branch: "b", into: name)
            #expect(outcome.revision?.kind == .merge, "\(context)")
            let stored = try store.document(name)
            #expect(stored.nodes == merged.nodes, "\(context): the stored merge differs from the merge in memory")
            #expect(stored.constraints == merged.constraints, "\(context)")
            try store.undo(name)
            #expect(try store.document(name) == ours, "\(context): undo of the merge gives ours back")
        }
        print("store merge property test: \(written) merges written, \(conflicted) conflicted")
        #expect(written > 3 && conflicted > 3)
    }
}
