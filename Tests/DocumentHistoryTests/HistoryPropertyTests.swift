import DocumentHistory
import DocumentStore
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing
import SeededRandom

@Suite("History properties")
struct HistoryPropertyTests {
    /// A fresh store on `backend` and its location, in a directory the caller removes; cancels
    /// the test case (reported as skipped, with the reason) when the backend is not available.
    static func temporaryStore(on backend: StoreBackend) throws -> (DocumentStore, String, directory: String) {
        try backend.cancelUnlessAvailable()
        let directory = TestEnvironment.temporaryDirectory()
        let location = try backend.freshLocation(in: directory)
        return (try DocumentStore(path: location), location, directory)
    }

    @Test(arguments: StoreBackend.allCases, [UInt64(1000), 4242])
    func thousandEditsRebuildUndoAndRedoExactly(backend: StoreBackend, seed: UInt64) throws {
        print("seed \(seed)")
        let (store, location, directory) = try Self.temporaryStore(on: backend)
        defer { TestEnvironment.removeDirectory(directory) }
        store.snapshotPolicy = SnapshotPolicy(minimumChanges: 40, viewsPerChange: 1000)
        store.stateFlushThreshold = 100
        var random = RandomDocuments(seed: seed)
        var document = random.document(views: 40)
        document.name = "property"
        try store.importDocument(document)
        var states = [document]
        for revision in 2...1001 {
            let edit = seededEdit(for: document, seed: seed, revision: revision)
            _ = try document.apply([edit])
            try store.apply([edit], to: "property")
            states.append(document)
        }
        let reopened = try DocumentStore(path: location)
        #expect(try reopened.document("property") == document)
        for (index, expected) in states.enumerated() {
            let same = try reopened.document("property", revision: index + 1) == expected
            #expect(same, "seed \(seed): revision \(index + 1)")
            if !same { return }
        }

        // Undo n times, redo n times: the same document and the same layout.
        let canvas = Size(width: 375, height: 667)
        let layoutBefore = LayoutEngine.layout(document.layoutScene(canvas: canvas))
        for steps in [1, 7, 50] {
            try reopened.undo("property", steps: steps)
            #expect(try reopened.document("property") == states[states.count - 1 - steps], "seed \(seed): undo \(steps)")
            try reopened.redo("property", steps: steps)
            let redone = try reopened.document("property")
            #expect(redone == document, "seed \(seed): redo \(steps)")
            #expect(LayoutEngine.layout(redone.layoutScene(canvas: canvas)).views == layoutBefore.views)
        }
    }

    @Test(arguments: StoreBackend.allCases, [UInt64(8), 88])
    func restoreBringsBackAnyRevision(backend: StoreBackend, seed: UInt64) throws {
        print("seed \(seed)")
        let (store, _, directory) = try Self.temporaryStore(on: backend)
        defer { TestEnvironment.removeDirectory(directory) }
        var random = RandomDocuments(seed: seed)
        var document = random.document(views: 30)
        document.name = "restore"
        try store.importDocument(document)
        for revision in 2...80 {
            try store.apply([seededEdit(for: try store.document("restore"), seed: seed, revision: revision)], to: "restore")
        }
        let service = ReplayService(store: store)
        var picks = SplitMix64(seed: seed)
        for _ in 0..<8 {
            let head = try store.headRevision(of: "restore")
            let target = Int.random(in: 1..<head, using: &picks)
            let expected = try store.document("restore", revision: target)
            guard try store.document("restore") != expected else { continue }
            let restored = try store.restore("restore", to: target)
            #expect(restored.kind == .restore && restored.target == target)
            #expect(try store.document("restore") == expected, "seed \(seed): restore \(target)")
            #expect(try service.diff("restore", from: target, to: restored.number).isEmpty)
            #expect(throws: StoreError.self, "restoring the state the document is in changes nothing") {
                try store.restore("restore", to: target)
            }
            // A restore is a change like any other: it can be undone.
            try store.undo("restore")
            #expect(try store.document("restore") == store.document("restore", revision: head))
            try store.redo("restore")
        }
    }

    @Test(arguments: StoreBackend.allCases)
    func replayReportsTheFramesEachRevisionChanged(backend: StoreBackend) throws {
        let (store, _, directory) = try Self.temporaryStore(on: backend)
        defer { TestEnvironment.removeDirectory(directory) }
        var stack = ViewProperties(kind: .stack)
        stack.stack = StackAttributes(axis: .vertical)
        var label = ViewProperties(kind: .label)
        label.intrinsicSize = IntrinsicSize(width: 100, height: 20)
        let root = ViewTree(id: "root", subviews: [ViewTree(id: "stack", properties: stack, subviews: [
            ViewTree(id: "a", properties: label), ViewTree(id: "b", properties: label),
        ])])
        try store.importDocument(try Document(name: "replay", canvas: Size(width: 200, height: 400), root: root, constraints: [
            LayoutConstraint(first: Anchor(view: "stack", attribute: .top), second: Anchor(view: "root", attribute: .top)),
            LayoutConstraint(first: Anchor(view: "stack", attribute: .leading), second: Anchor(view: "root", attribute: .leading)),
        ]))
        try store.apply([.hide(view: "a")], to: "replay")
        try store.apply([.set(view: "stack", property: .spacing, value: 10)], to: "replay")
        var steps: [ReplayStep] = []
        try ReplayService(store: store).replay("replay") { steps.append($0) }
        #expect(steps.map(\.revision.number) == [1, 2, 3])
        #expect(steps[0].frameChanges.isEmpty)
        // Hiding `a` collapses it and moves `b` up; the stack shrinks.
        let second = Dictionary(uniqueKeysWithValues: steps[1].frameChanges.map { ($0.view, $0) })
        #expect(second["b"]?.old?.y == 20 && second["b"]?.new?.y == 0)
        #expect(second["stack"]?.new?.height == 20)
        // Spacing after a hidden view is dropped: nothing moves.
        #expect(steps[2].frameChanges.isEmpty)
    }
}
