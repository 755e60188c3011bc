import Testing
import StackLayout
import SeededRandom

/// Content priorities of one priority add up across the whole scene, nested stacks included:
/// of two rows that could give way, the one whose views' errors sum to less does, whatever the
/// order of the rows; the lowest arranged index decides only when the sums are equal. Both
/// solving modes give the same frames (the nested stacks' cost profiles carry the sums).
@Suite struct PrioritySumAcrossStacksTests {
    /// A column's part: a horizontal row of `count` views 40 x 18 (content hugging 250,
    /// compression resistance 750), or a vertical fill stack of parts.
    indirect enum Part {
        case row(String, count: Int)
        case column(String, [Part])

        var id: String {
            switch self {
            case .row(let id, _), .column(let id, _): id
            }
        }

        var naturalWidth: Double {
            switch self {
            case .row(_, let count): Double(count) * 40
            case .column(_, let parts): parts.map(\.naturalWidth).max() ?? 0
            }
        }

        var naturalHeight: Double {
            switch self {
            case .row: 18
            case .column(_, let parts): parts.reduce(0) { $0 + $1.naturalHeight }
            }
        }

        func views(into views: inout [LayoutView]) {
            switch self {
            case .row(let id, let count):
                let items = (0..<count).map { "\(id)-\($0)" }
                views.append(Build.stack(id, .horizontal, items: items))
                for item in items { views.append(Build.leaf(item, 40, 18, hugging: (250, 250))) }
            case .column(let id, let parts):
                views.append(Build.stack(id, .vertical, items: parts.map(\.id)))
                for part in parts { part.views(into: &views) }
            }
        }

        /// Frames (relative to the superview) when the column is `width` wide and the row
        /// `changed` is `delta` taller than its natural height (the rest keep theirs): each row
        /// as wide as the column, its first view taking the extra width (the lowest arranged
        /// index stretches first).
        func expectedFrames(x: Double, y: Double, width: Double, changed: String, delta: Double, into frames: inout [String: Rect]) {
            switch self {
            case .row(let id, let count):
                let height = 18 + (id == changed ? delta : 0)
                frames[id] = rect(x, y, width, height)
                var left = 0.0
                for index in 0..<count {
                    let itemWidth = index == 0 ? width - Double(count - 1) * 40 : 40
                    frames["\(id)-\(index)"] = rect(left, 0, itemWidth, height)
                    left += itemWidth
                }
            case .column(let id, let parts):
                var top = 0.0
                for part in parts {
                    part.expectedFrames(x: 0, y: top, width: width, changed: changed, delta: delta, into: &frames)
                    top += frames[part.id]!.height
                }
                frames[id] = rect(x, y, width, top)
            }
        }
    }

    /// The column `parts` pinned to the root's top-left corner, `delta` taller than its
    /// natural height (negative: shorter).
    static func scene(_ parts: [Part], delta: Double) -> (LayoutScene, Part) {
        let column = Part.column("col", parts)
        var views = [Build.container("root", subviews: ["col"])]
        column.views(into: &views)
        let scene = Build.scene(canvas: Size(width: 400, height: 300), root: "root", views, constraints: [
            Build.constraint("col.top", .equal, "root.top"),
            Build.constraint("col.leading", .equal, "root.leading"),
            Build.constraint("col.height", .equal, constant: column.naturalHeight + delta),
        ])
        return (scene, column)
    }

    /// Lays the column out in both modes and compares every frame with the rule's: only the row
    /// `changed` takes the difference.
    static func expectOnlyRowChanges(_ parts: [Part], delta: Double, changed: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (scene, column) = scene(parts, delta: delta)
        var frames: [String: Rect] = [:]
        column.expectedFrames(x: 0, y: 0, width: column.naturalWidth, changed: changed, delta: delta, into: &frames)
        for options in bothModes {
            let result = LayoutEngine(options: options).layout(scene)
            #expect(result.brokenConstraints.isEmpty, sourceLocation: sourceLocation)
            for (id, frame) in frames.sorted(by: { $0.key < $1.key }) {
                expectFrame(result, id, frame, sourceLocation: sourceLocation)
            }
        }
    }

    /// Two rows, 4 pt too short: the row with fewer views resisting at 750 is compressed, in
    /// either order; with as many views in each, the first row (lowest index) gives way.
    @Test(arguments: [(3, 2), (2, 3), (1, 4), (4, 1), (2, 2), (3, 3)])
    func twoRowsCompressTheCheaperOne(first: Int, second: Int) {
        let parts: [Part] = [.row("a", count: first), .row("b", count: second)]
        Self.expectOnlyRowChanges(parts, delta: -4, changed: second < first ? "b" : "a")
    }

    /// The same rows 6 pt too tall: the row with fewer views hugging at 250 stretches.
    @Test(arguments: [(3, 2), (2, 3), (2, 2)])
    func twoRowsStretchTheCheaperOne(first: Int, second: Int) {
        let parts: [Part] = [.row("a", count: first), .row("b", count: second)]
        Self.expectOnlyRowChanges(parts, delta: 6, changed: second < first ? "b" : "a")
    }

    /// Three rows: the one with fewest views gives way, wherever it stands.
    @Test(arguments: [[3, 1, 2], [1, 2, 3], [2, 3, 1], [2, 2, 3], [3, 2, 2]])
    func threeRowsCompressTheCheapest(counts: [Int]) {
        let names = ["a", "b", "c"]
        let parts = zip(names, counts).map { Part.row($0, count: $1) }
        let cheapest = counts.indices.min { counts[$0] < counts[$1] }!  // the first of the cheapest on a tie
        Self.expectOnlyRowChanges(parts, delta: -4, changed: names[cheapest])
    }

    /// Rows nested two deep: a row beside a group of two rows. The cheapest row overall gives
    /// way, whether it is inside the group or not, in either order of the column.
    @Test(arguments: [
        (3, 2, 4, "b"), (2, 3, 4, "a"), (3, 4, 2, "c"), (2, 2, 3, "a"), (3, 2, 2, "b"),
    ] as [(Int, Int, Int, String)])
    func nestedRowsCompressTheCheapest(single: Int, inner: Int, innerSecond: Int, changed: String) {
        let group = Part.column("group", [.row("b", count: inner), .row("c", count: innerSecond)])
        Self.expectOnlyRowChanges([.row("a", count: single), group], delta: -4, changed: changed)
        // Swapped, the group comes first: on a tie its rows now hold the lowest ranks.
        let swappedChanged = changed == "a" && single == min(inner, innerSecond)
            ? (inner <= innerSecond ? "b" : "c") : changed
        Self.expectOnlyRowChanges([group, .row("a", count: single)], delta: -4, changed: swappedChanged)
    }

    /// Three levels: a row inside a group inside a group. Only the cheapest row changes.
    @Test(arguments: [(-4.0, "d"), (5.0, "d")])
    func deeplyNestedRowTakesTheDifference(delta: Double, changed: String) {
        let inner = Part.column("inner", [.row("c", count: 3), .row("d", count: 1)])
        let outer = Part.column("outer", [.row("b", count: 4), inner])
        Self.expectOnlyRowChanges([.row("a", count: 2), outer], delta: delta, changed: changed)
    }

    /// Random nested stacks of every axis, distribution and alignment whose views resist and
    /// hug at competing priorities (mostly 750 and 250, some 749 and 251), held at a size too
    /// small or too large for them: both solving modes give the same frames.
    @Test(arguments: 0..<150)
    func decomposedEqualsWholeWithCompetingPriorities(index: UInt64) {
        let seed = 27_000 + index
        print("PrioritySumAcrossStacksTests seed \(seed)")
        var generator = CompetingPrioritiesScene(random: SplitMix64(seed: seed))
        let scene = generator.scene()
        let decomposed = LayoutEngine.layout(scene, options: .init(decomposition: true))
        let whole = LayoutEngine.layout(scene, options: .init(decomposition: false))
        expectSameFrames(decomposed, whole, "seed \(seed)")
        #expect(decomposed.brokenConstraints == whole.brokenConstraints, "seed \(seed)")
    }
}

/// Random stacks nested up to three deep, whose leaves have intrinsic sizes and content
/// priorities drawn mostly from 250 and 750, the outermost stack held at a random size (required
/// or at 750), so that views in different stacks compete to give way at the same priority.
struct CompetingPrioritiesScene {
    var random: SplitMix64
    private var views: [LayoutView] = []
    private var counter = 0

    init(random: SplitMix64) { self.random = random }

    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    private mutating func newID(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    private mutating func leaf() -> String {
        let id = newID("v")
        let resistance: [Double] = [750, 750, 750, 749]
        let hugging: [Double] = [250, 250, 250, 251]
        views.append(Build.leaf(
            id, Double(Int.random(in: 2...12, using: &random)) * 5, Double(Int.random(in: 2...12, using: &random)) * 3,
            hugging: (pick(hugging), pick(hugging)), resistance: (pick(resistance), pick(resistance))))
        return id
    }

    private mutating func stack(level: Int) -> String {
        let id = newID("s")
        let count = Int.random(in: 1...4, using: &random)
        let items = (0..<count).map { _ in level < 3 && Int.random(in: 0..<10, using: &random) < 4 ? stack(level: level + 1) : leaf() }
        views.append(Build.stack(
            id, pick([.horizontal, .vertical]), pick([.fill, .fill, .fillEqually, .equalSpacing]),
            pick([.fill, .fill, .leading, .center, .trailing]), spacing: Double(Int.random(in: 0...3, using: &random)) * 2,
            items: items))
        return id
    }

    mutating func scene() -> LayoutScene {
        let top = stack(level: 1)
        views.append(Build.container("root", subviews: [top]))
        let width = Double(Int.random(in: 4...80, using: &random)) * 5
        let height = Double(Int.random(in: 4...60, using: &random)) * 5
        return Build.scene(canvas: Size(width: 600, height: 600), root: "root", views, constraints: [
            Build.constraint("\(top).top", .equal, "root.top"),
            Build.constraint("\(top).leading", .equal, "root.leading"),
            Build.constraint("\(top).width", .equal, constant: width, priority: pick([1000, 1000, 750])),
            Build.constraint("\(top).height", .equal, constant: height, priority: pick([1000, 1000, 750])),
        ])
    }
}
