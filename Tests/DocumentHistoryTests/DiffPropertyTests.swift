import DocumentHistory
import StackDocTestSupport
import StackDocument
import Testing
import SeededRandom

/// The states of a seeded editing session: a random document, then one accepted random edit
/// per revision.
private func editingSession(seed: UInt64, revisions: Int) throws -> [Document] {
    var random = RandomDocuments(seed: seed)
    var states = [random.document(views: 30)]
    for revision in 1...revisions {
        var next = states[revision - 1]
        _ = try next.apply([seededEdit(for: next, seed: seed, revision: revision)])
        states.append(next)
    }
    return states
}

/// Every pair of neighbouring revisions, both ways, and `count` random pairs.
private func revisionPairs(revisions: Int, count: Int, seed: UInt64) -> [(Int, Int)] {
    var generator = SplitMix64(seed: seed)
    let neighbours = (0..<revisions).flatMap { [($0, $0 + 1), ($0 + 1, $0)] }
    let random = (0..<count).map { _ in
        (Int.random(in: 0...revisions, using: &generator), Int.random(in: 0...revisions, using: &generator))
    }
    return neighbours + random
}

/// A random edit that moves existing views around or changes a property the random sessions
/// leave alone; the document may reject it.
private func scramblingEdit(for document: Document, using generator: inout SplitMix64) -> Edit {
    let ids = document.depthFirstIDs
    let view = ids.randomElement(using: &generator)!
    let stacks = ids.filter { document[$0]!.isStack }
    let subviews = document[view]!.subviews
    func number() -> JSONValue { .number(Double(Int.random(in: 0...40, using: &generator))) }
    switch Int.random(in: 0..<9, using: &generator) {
    case 0 where !stacks.isEmpty:
        let stack = stacks.randomElement(using: &generator)!
        let index = Int.random(in: 0...document[stack]!.arranged.count, using: &generator)
        return .insert(stack: stack, index: index, view: .existing(view))
    case 1:
        let parent = ids.randomElement(using: &generator)!
        let zIndex = Int.random(in: 0...document[parent]!.subviews.count, using: &generator)
        return .addSubview(parent: parent, view: .existing(view), zIndex: zIndex)
    case 2 where !subviews.isEmpty:
        let keys = subviews.filter { _ in Bool.random(using: &generator) }
        return .set(view: view, property: .customSpacing, value: .object(keys.map { ($0, number()) }))
    case 3:
        let kind = ["view", "label", "image", "button", "scroll"].randomElement(using: &generator)!
        return .set(view: view, property: .kind, value: .string(kind))
    case 4:
        return .set(view: view, property: .baseline, value: Bool.random(using: &generator) ? ["first": number(), "last": number()] : .null)
    case 5:
        return .set(view: view, property: .layoutMargins, value: ["top": number(), "trailing": number()])
    case 6:
        return .set(view: view, property: .hugging, value: ["vertical": .number(Double(Int.random(in: 1...1000, using: &generator)))])
    case 7:
        return .set(view: document.rootID, property: .safeArea, value: ["top": number(), "bottom": number()])
    default:
        return .set(view: view, property: .frame, value: ["x": number(), "y": number(), "width": number(), "height": number()])
    }
}

/// A document of a few dozen views: six random stacks under a plain root, and some constraints.
private func randomForest(seed: UInt64) throws -> Document {
    var random = RandomDocuments(seed: seed)
    let root = ViewTree(id: "root", subviews: (0..<6).map { _ in random.tree(budget: 12, kind: .stack) })
    var document = try Document(name: "forest", root: root)
    for _ in 0..<8 { _ = try document.apply([.addConstraint(random.constraint(in: document), index: nil)]) }
    return document
}

/// `document` after `count` accepted scrambling edits.
private func scrambled(_ document: Document, edits count: Int, using generator: inout SplitMix64) -> Document {
    var result = document
    var accepted = 0
    while accepted < count {
        if (try? result.apply([scramblingEdit(for: result, using: &generator)])) != nil { accepted += 1 }
    }
    return result
}

/// Checks the report against the documents: added and removed views are exactly the ids one
/// side lacks, reparented views exactly those whose superview changed, one text line per entry.
private func expectReportMatches(_ diff: DocumentDiff, from old: Document, to new: Document) {
    let (oldIDs, newIDs) = (Set(old.nodes.keys), Set(new.nodes.keys))
    #expect(Set(diff.added.map(\.view)) == newIDs.subtracting(oldIDs))
    #expect(Set(diff.removed.map(\.view)) == oldIDs.subtracting(newIDs))
    #expect(Set(diff.reparented.map(\.view)) == oldIDs.intersection(newIDs).filter { old[$0]!.parent != new[$0]!.parent })
    #expect(diff.text().split(separator: "\n").count == diffEntryCount(diff))
}

@Suite("Diff properties over random editing sessions")
struct DiffPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 7, 42, 2024]
    static let revisions = 200

    @Test(arguments: seeds)
    func editsTurnEveryRevisionIntoEveryOther(seed: UInt64) throws {
        print("seed \(seed)")
        let states = try editingSession(seed: seed, revisions: Self.revisions)
        for (from, to) in revisionPairs(revisions: Self.revisions, count: 200, seed: seed) {
            let diff = try DocumentDiff(from: states[from], to: states[to])
            try expectEdits(diff.edits, toTurn: states[from], into: states[to], "seed \(seed), revision \(from) -> \(to):")
            expectReportMatches(diff, from: states[from], to: states[to])
            #expect(diff.isEmpty == (states[from] == states[to]), "seed \(seed): revision \(from) -> \(to)")
            #expect(diff.edits.isEmpty == diff.isEmpty, "seed \(seed): revision \(from) -> \(to)")
        }
    }

    @Test(arguments: seeds)
    func editsUndoAHeavyReshuffleOfTheSameViews(seed: UInt64) throws {
        print("seed \(seed)")
        var generator = SplitMix64(seed: seed)
        for round in 0..<10 {
            let document = try randomForest(seed: seed &* 100 &+ UInt64(round))
            let shuffled = scrambled(document, edits: 40, using: &generator)
            let forth = try DocumentDiff(from: document, to: shuffled)
            try expectEdits(forth.edits, toTurn: document, into: shuffled, "seed \(seed), round \(round):")
            let back = try DocumentDiff(from: shuffled, to: document)
            try expectEdits(back.edits, toTurn: shuffled, into: document, "seed \(seed), round \(round), back:")
        }
    }

    @Test(arguments: seeds)
    func aRevisionDiffedWithItselfIsEmpty(seed: UInt64) throws {
        print("seed \(seed)")
        let states = try editingSession(seed: seed, revisions: 50)
        for state in states {
            let diff = try DocumentDiff(from: state, to: state)
            #expect(diff.isEmpty)
            #expect(diff.edits.isEmpty)
            #expect(diff.text().isEmpty)
        }
    }
}
