import InterfaceBuilderImport
import SeededRandom
import StoryboardMerge
import Testing

/// Where two edit sets of one storyboard touch, worked out from the three versions' trees
/// (not from the merge): the ids the merge must name as conflicts.
struct ExpectedConflicts {
    struct Index {
        var text: [String: String] = [:]
        var parent: [String: String] = [:]
        var attributes: [String: [String: String]] = [:]
        var subviews: [String: [String]] = [:]
        var constraints: [String: RandomStoryboard.Constraint] = [:]

        init(_ storyboard: RandomStoryboard) { add(storyboard.root, parent: nil) }

        private mutating func add(_ view: RandomStoryboard.View, parent: String?) {
            text[view.id] = RandomStoryboard.text(view, indent: 0)
            self.parent[view.id] = parent
            attributes[view.id] = Dictionary(view.attributes, uniquingKeysWith: { first, _ in first })
            subviews[view.id] = view.subviews.map(\.id)
            for constraint in view.constraints {
                text[constraint.id] = "\(constraint)"
                self.parent[constraint.id] = view.id
                attributes[constraint.id] = ["constant": constraint.constant]
                constraints[constraint.id] = constraint
            }
            for subview in view.subviews { add(subview, parent: view.id) }
        }
    }

    private(set) var ids = Set<String>()

    init(base: RandomStoryboard, ours: RandomStoryboard, theirs: RandomStoryboard) {
        let b = Index(base), o = Index(ours), t = Index(theirs)
        var subsumed = Set<String>()
        // Both sides inserting (or keeping against a deletion) after the same common subview.
        for parent in b.subviews.keys {
            guard let oursList = o.subviews[parent], let theirsList = t.subviews[parent] else { continue }
            let inOurs = Set(oursList), inTheirs = Set(theirsList)
            let common = oursList.filter(inTheirs.contains)
            func slots(_ list: [String], other: Set<String>, side: Index) -> [Int: [String]] {
                var slots: [Int: [String]] = [:]
                var after = -1
                for id in list {
                    if let at = common.firstIndex(of: id) {
                        after = at
                    } else if !other.contains(id), b.text[id] == nil || side.text[id] != b.text[id] {
                        slots[after, default: []].append(id)
                    }
                }
                return slots
            }
            let oursSlots = slots(oursList, other: inTheirs, side: o)
            let theirsSlots = slots(theirsList, other: inOurs, side: t)
            for (slot, placed) in oursSlots {
                guard let other = theirsSlots[slot] else { continue }
                ids.insert(placed[0])
                subsumed.formUnion(placed + other)
            }
        }
        // The same attribute changed to different values.
        for (id, baseAttributes) in b.attributes {
            guard let oursAttributes = o.attributes[id], let theirsAttributes = t.attributes[id] else { continue }
            for name in Set(oursAttributes.keys).union(theirsAttributes.keys) {
                let (bv, ov, tv) = (baseAttributes[name], oursAttributes[name], theirsAttributes[name])
                if ov != bv, tv != bv, ov != tv { ids.insert(id) }
            }
        }
        // Deleted on one side, changed on the other; a constraint naming a view the other side deleted.
        for (kept, deletedBy) in [(o, t), (t, o)] {
            for (id, text) in kept.text where deletedBy.text[id] == nil && !subsumed.contains(id) {
                guard let parent = kept.parent[id], deletedBy.text[parent] != nil else { continue }
                if let baseText = b.text[id] {
                    if text != baseText { ids.insert(id) }
                    continue
                }
                guard let constraint = kept.constraints[id] else { continue }
                for item in [constraint.firstItem, constraint.secondItem] where deletedBy.text[item] == nil && b.text[item] != nil {
                    var top = item
                    while let up = b.parent[top], deletedBy.text[up] == nil { top = up }
                    if kept.text[top] == b.text[top] { ids.insert(id) }
                }
            }
        }
    }
}

/// The elements of a file, as a string in which attribute order and the order of unordered
/// lists (constraints) do not matter.
func canonical(_ text: [UInt8]) throws -> String {
    func form(_ element: XMLElement) -> String {
        let attributes = element.attributes.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: " ")
        var children = element.elements.map(form)
        if element.name == "constraints" { children.sort() }
        return "<\(element.name) \(attributes)>" + children.joined() + "</\(element.name)>"
    }
    return form(try XMLParser.parse(text).root)
}

@Suite struct MergePropertyTests {
    static let seed: UInt64 = 0x5EED_3A1F

    @Test func cleanMergesEqualBothEditSetsInEitherOrderAndConflictsAreWhereTheyTouch() throws {
        print("merge property test seed: \(Self.seed)")
        var random = SplitMix64(seed: Self.seed)
        var clean = 0
        var conflicted = 0
        for round in 0..<400 {
            var ids = 0
            let base = RandomStoryboard.random(size: Int.random(in: 1...12, using: &random), using: &random, ids: &ids)
            var ours = base, theirs = base
            var oursSteps: [StoryboardEditStep] = [], theirsSteps: [StoryboardEditStep] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                if let step = ours.randomEdit(using: &random, ids: &ids) { oursSteps.append(step) }
            }
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                if let step = theirs.randomEdit(using: &random, ids: &ids) { theirsSteps.append(step) }
            }
            let result = try StoryboardMerge.merge(base: Array(base.xml.utf8), ours: Array(ours.xml.utf8), theirs: Array(theirs.xml.utf8))
            let expected = ExpectedConflicts(base: base, ours: ours, theirs: theirs).ids
            let found = Set(result.conflicts.map(\.element))
            #expect(found == expected, "round \(round) (seed \(Self.seed)): conflicts \(result.conflicts.map(\.description)), expected \(expected.sorted())")
            guard expected.isEmpty, found.isEmpty else {
                conflicted += 1
                continue
            }
            clean += 1
            var oursThenTheirs = base, theirsThenOurs = base
            for step in oursSteps + theirsSteps { oursThenTheirs.apply(step) }
            for step in theirsSteps + oursSteps { theirsThenOurs.apply(step) }
            let merged = try canonical(result.merged)
            let first = try canonical(Array(oursThenTheirs.xml.utf8))
            let second = try canonical(Array(theirsThenOurs.xml.utf8))
            if merged != first || merged != second {
                print("round \(round): ours \(oursSteps)\ntheirs \(theirsSteps)\nbase:\n\(base.xml)\nmerged:\n\(String(decoding: result.merged, as: UTF8.self))")
            }
            #expect(merged == (try canonical(Array(oursThenTheirs.xml.utf8))), "round \(round) (seed \(Self.seed)): ours then theirs")
            #expect(merged == (try canonical(Array(theirsThenOurs.xml.utf8))), "round \(round) (seed \(Self.seed)): theirs then ours")
        }
        print("merge property test: \(clean) clean, \(conflicted) conflicted")
        #expect(clean > 50 && conflicted > 50)
    }
}
