import SeededRandom
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// Random edits on two branches of random documents, merged three-way: a clean merge equals
/// applying both edit sets, in either order, wherever the two orders agree (they commute);
/// every conflict is where both sides touched; sides that touch nothing in common merge cleanly
/// (but for what the layout check adds).
@Suite("Document merge: random edits on two branches")
struct DocumentMergePropertyTests {
    static let seed: UInt64 = 0xB4A7_C4E5

    /// What `side` changed from `base`: views added, removed or changed (their properties, their
    /// superview, a child added, a list of children reordered), constraints added, removed or changed.
    static func touched(_ side: Document, from base: Document) -> Set<String> {
        var ids = Set<String>()
        for id in Set(side.nodes.keys).union(base.nodes.keys) {
            guard let mine = side[id], let old = base[id] else { ids.insert(id); continue }
            if mine.properties != old.properties || mine.parent != old.parent { ids.insert(id); continue }
            for (list, oldList) in [(mine.subviews, old.subviews), (mine.arranged, old.arranged)] {
                let kept = Set(list)
                if !kept.isSubset(of: oldList) || list != oldList.filter(kept.contains) { ids.insert(id) }
            }
        }
        let oldConstraints = Dictionary(uniqueKeysWithValues: base.constraints.map { ($0.id!, $0) })
        let newConstraints = Dictionary(uniqueKeysWithValues: side.constraints.map { ($0.id!, $0) })
        for id in Set(oldConstraints.keys).union(newConstraints.keys) where oldConstraints[id] != newConstraints[id] {
            ids.insert("constraint " + id)
        }
        return ids
    }

    /// The views and constraints a conflict is about: its element, the superviews that element
    /// has in any version, and for a constraint the views it names.
    static func involved(_ conflict: DocumentMergeConflict, in documents: [Document]) -> Set<String> {
        guard let element = conflict.element else { return [] }
        if conflict.elementKind == "constraint" {
            var ids: Set<String> = ["constraint " + element]
            for document in documents {
                if let constraint = document.constraints.first(where: { $0.id == element }) { ids.formUnion(constraint.views) }
            }
            return ids
        }
        var ids: Set<String> = [element]
        for document in documents { if let parent = document[element]?.parent { ids.insert(parent) } }
        return ids
    }

    /// Up to `count` edits that `document` accepts and that change it, applied to it.
    static func edits(_ count: Int, on document: inout Document, using random: inout RandomDocuments) -> [Edit] {
        var edits: [Edit] = []
        var attempts = 0
        while edits.count < count && attempts < 50 {
            attempts += 1
            let edit = random.edit(for: document)
            var trial = document
            guard let changes = try? trial.apply([edit]), changes.contains(where: { !$0.isEmpty }) else { continue }
            document = trial
            edits.append(edit)
        }
        return edits
    }

    @Test func cleanMergesEqualBothEditSetsAndConflictsAreWhereTheSidesTouch() throws {
        print("document merge property test seed: \(Self.seed)")
        var random = SplitMix64(seed: Self.seed)
        var clean = 0, commuting = 0, conflicted = 0
        for round in 0..<300 {
            var generator = RandomDocuments(seed: UInt64.random(in: 0...UInt64.max, using: &random))
            let base = generator.document(views: Int.random(in: 3...20, using: &random))
            var oursGenerator = RandomDocuments(seed: UInt64.random(in: 0...UInt64.max, using: &random))
            oursGenerator.idPrefix = "o"
            var theirsGenerator = RandomDocuments(seed: UInt64.random(in: 0...UInt64.max, using: &random))
            theirsGenerator.idPrefix = "t"
            var ours = base, theirs = base
            let oursEdits = Self.edits(Int.random(in: 1...3, using: &random), on: &ours, using: &oursGenerator)
            let theirsEdits = Self.edits(Int.random(in: 1...3, using: &random), on: &theirs, using: &theirsGenerator)

            let result = try DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
            let oursTouched = Self.touched(ours, from: base)
            let theirsTouched = Self.touched(theirs, from: base)
            let context = "round \(round) (seed \(Self.seed)): ours \(oursEdits), theirs \(theirsEdits)"
            for conflict in result.conflicts where !conflict.kind.isSemantic {
                let involved = Self.involved(conflict, in: [base, ours, theirs])
                #expect(!involved.isDisjoint(with: oursTouched) && !involved.isDisjoint(with: theirsTouched),
                        "\(context): \(conflict) is not where both sides touched")
            }
            // Constraints name views: a side touching a constraint touches where its views are.
            func widened(_ ids: Set<String>, _ document: Document) -> Set<String> {
                var all = ids
                for constraint in base.constraints + document.constraints where ids.contains("constraint " + constraint.id!) {
                    all.formUnion(constraint.views)
                }
                for id in ids { if let parent = base[id]?.parent ?? document[id]?.parent { all.insert(parent) } }
                return all
            }
            if widened(oursTouched, ours).isDisjoint(with: widened(theirsTouched, theirs)) {
                let onlySemantic = result.conflicts.allSatisfy { $0.kind.isSemantic }
                #expect(onlySemantic, "\(context): sides that touch nothing in common conflict: \(result.conflicts)")
            }
            guard let merged = result.merged else {
                conflicted += 1
                continue
            }
            clean += 1
            var oursThenTheirs = base, theirsThenOurs = base
            guard (try? oursThenTheirs.apply(oursEdits + theirsEdits)) != nil, (try? theirsThenOurs.apply(theirsEdits + oursEdits)) != nil,
                oursThenTheirs == theirsThenOurs
            else { continue }
            commuting += 1
            #expect(merged.nodes == oursThenTheirs.nodes, "\(context): the views differ from both edit sets applied")
            #expect(merged.constraints == oursThenTheirs.constraints, "\(context): the constraints differ from both edit sets applied")
        }
        print("document merge property test: \(clean) clean (\(commuting) commuting), \(conflicted) conflicted")
        #expect(commuting > 50 && conflicted > 20)
    }
}

@Suite("Document merge: cases")
struct DocumentMergeCaseTests {
    static func document() throws -> Document {
        var stack = ViewTree(id: "stack", properties: ViewProperties(kind: .stack))
        stack.subviews = ["a", "b", "c", "d"].map { ViewTree(id: $0, properties: ViewProperties(kind: .label)) }
        stack.arranged = stack.subviews.map(\.id)
        return try Document(name: "doc", canvas: Size(width: 375, height: 667), root: ViewTree(id: "root", subviews: [stack]))
    }

    @Test func theArrangedOrderAndTheZOrderMergeSeparately() throws {
        let base = try Self.document()
        var ours = base, theirs = base
        // Ours reorders the arranged views (d first); theirs the z-order (a on top).
        _ = try ours.apply([.insert(stack: "stack", index: 0, view: .existing("d"))])
        _ = try theirs.apply([.moveZ(view: "a", zIndex: 3)])
        #expect(ours["stack"]?.subviews == base["stack"]?.subviews)
        #expect(theirs["stack"]?.arranged == base["stack"]?.arranged)
        let merged = try #require(try DocumentMerge.merge(base: base, ours: ours, theirs: theirs).merged)
        #expect(merged["stack"]?.arranged == ["d", "a", "b", "c"])
        #expect(merged["stack"]?.subviews == ["b", "c", "d", "a"])
    }

    @Test func bothSidesReorderingTheArrangedViewsDifferentlyConflict() throws {
        let base = try Self.document()
        var ours = base, theirs = base
        _ = try ours.apply([.insert(stack: "stack", index: 0, view: .existing("d"))])
        _ = try theirs.apply([.insert(stack: "stack", index: 0, view: .existing("c"))])
        let result = try DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.merged == nil)
        #expect(result.conflicts.map(\.kind) == [.order])
        #expect(result.conflicts.first?.element == "stack")
        #expect(result.conflicts.first?.property == "arranged")
    }

    @Test func aConstraintLeftNamingADeletedViewConflicts() throws {
        let base = try Self.document()
        var ours = base, theirs = base
        _ = try ours.apply([.remove(view: "b", from: .superview)])
        _ = try theirs.apply([.addConstraint(
            LayoutConstraint(id: "pin", first: Anchor(view: "b", attribute: .width), relation: .equal, constant: 40), index: nil)])
        let result = try DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.conflicts.map(\.kind) == [.danglingReference])
        #expect(result.conflicts.first?.element == "pin")
    }

    @Test func aRequiredConstraintBrokenOnlyByTheMergeIsAConflict() throws {
        let base = try Self.document()
        var ours = base, theirs = base
        _ = try ours.apply([.addConstraint(
            LayoutConstraint(id: "narrow", first: Anchor(view: "a", attribute: .width), relation: .equal, constant: 40), index: nil)])
        _ = try theirs.apply([.addConstraint(
            LayoutConstraint(id: "wide", first: Anchor(view: "a", attribute: .width), relation: .equal, constant: 90), index: nil)])
        let result = try DocumentMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(result.merged == nil)
        #expect(result.conflicts.map(\.kind) == [.brokenConstraint])
    }
}
