import DocumentStore
import StackDocTestSupport
import StackDocument
import Testing
import SeededRandom

@Suite("Undo and redo")
struct UndoTests {
    @Test(arguments: StoreBackend.allCases)
    func undoAndRedoAreRevisionsThatRestoreExactly(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        let original = try stackDocument(children: 3)
        try store.importDocument(original)
        try store.apply([.insert(stack: "stack", index: 0, view: .new(ViewTree(id: "e1", properties: ViewProperties(kind: .label)))),
                         .hide(view: "e1")], to: "stacked")
        try store.apply([.hide(view: "v1"), .remove(view: "v1", from: .superview)], to: "stacked")
        let afterTwo = try store.document("stacked")

        let undone = try store.undo("stacked", steps: 2)
        #expect(undone.map(\.number) == [4, 5])
        #expect(undone.map(\.target) == [3, 2])
        #expect(try store.document("stacked") == original)
        #expect(throws: StoreError.self) { try store.undo("stacked") }

        try store.redo("stacked", steps: 2)
        #expect(try store.document("stacked") == afterTwo)
        #expect(try store.headRevision(of: "stacked") == 7)
        #expect(throws: StoreError.self) { try store.redo("stacked") }

        let log = try store.log(of: "stacked")
        #expect(log.map(\.kind) == [.import, .edit, .edit, .undo, .undo, .redo, .redo])
        #expect(log.map(\.target) == [nil, nil, nil, 3, 2, 2, 3])
    }

    @Test(arguments: StoreBackend.allCases)
    func aNewChangeAfterAnUndoClearsTheRedoStack(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.importDocument(try stackDocument(children: 3))
        try store.apply([.hide(view: "v0")], to: "stacked")
        try store.apply([.hide(view: "v1")], to: "stacked")
        try store.undo("stacked")
        #expect(try store.undoState(of: "stacked") == (undo: 2, redo: 3))
        try store.apply([.hide(view: "v2")], to: "stacked")
        #expect(try store.undoState(of: "stacked") == (undo: 5, redo: nil))
        #expect(throws: StoreError.self) { try store.redo("stacked") }
        try store.undo("stacked", steps: 2)
        let document = try store.document("stacked")
        #expect(document["v0"]?.properties.hidden == false)
        #expect(document["v1"]?.properties.hidden == false)
        #expect(document["v2"]?.properties.hidden == false)
    }

    @Test(arguments: StoreBackend.allCases)
    func undoingMoreThanTheHistoryWritesNothing(backend: StoreBackend) throws {
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        try store.importDocument(try stackDocument(children: 3))
        try store.apply([.hide(view: "v0")], to: "stacked")
        #expect(throws: StoreError.self) { try store.undo("stacked", steps: 2) }
        #expect(try store.headRevision(of: "stacked") == 2)
    }

    @Test(arguments: StoreBackend.allCases, [UInt64(3), 31, 314])
    func randomSessionsUndoAndRedoExactly(backend: StoreBackend, seed: UInt64) throws {
        print("seed \(seed)")
        let temporary = try TemporaryStore(on: backend)
        let store = temporary.store
        store.snapshotPolicy = SnapshotPolicy(minimumChanges: 20, viewsPerChange: 1000)
        var random = RandomDocuments(seed: seed)
        var document = random.document(views: 30)
        document.name = "session"
        try store.importDocument(document)
        var states = [document]
        var choices = SplitMix64(seed: seed)
        for _ in 0..<150 {
            let revision = states.count + 1
            switch Int.random(in: 0..<10, using: &choices) {
            case 0, 1:
                let steps = Int.random(in: 1...3, using: &choices)
                if (try? store.undo("session", steps: steps)) == nil { continue }
            case 2:
                if (try? store.redo("session")) == nil { continue }
            default:
                let edit = seededEdit(for: try store.document("session"), seed: seed, revision: revision)
                try store.apply([edit], to: "session")
            }
            let head = try store.headRevision(of: "session")
            while states.count < head { states.append(try store.document("session", revision: states.count + 1)) }
        }
        // Undo n times then redo n times gives back the identical document.
        let before = try store.document("session")
        let undone = (try? store.undo("session", steps: 5)) != nil ? 5 : 0
        if undone > 0 {
            try store.redo("session", steps: undone)
            #expect(try store.document("session") == before, "seed \(seed)")
        }
        // Every revision rebuilt from a fresh connection equals the state read right after writing it.
        let reopened = try DocumentStore(path: temporary.path)
        for (index, state) in states.enumerated() {
            let same = try reopened.document("session", revision: index + 1) == state
            #expect(same, "seed \(seed): revision \(index + 1)")
        }
    }
}
