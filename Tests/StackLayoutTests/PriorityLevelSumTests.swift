import Testing
import StackLayout
import SeededRandom

/// Document constraints of one priority are settled together: the engine minimises the sum of
/// their errors (equal weights within a level, strict order between levels), and the order in
/// which they are written never matters.
@Suite struct PriorityLevelSumTests {
    /// A square view `v` at the root's top-left corner and a sibling `s` whose top is fixed at
    /// `siblingTop`, with `soft` added after the required constraints.
    static func squareScene(siblingTop: Double, soft: [LayoutConstraint]) -> LayoutScene {
        Build.scene(
            canvas: Size(width: 800, height: 1000), root: "root",
            [Build.container("root", subviews: ["v", "s"]), Build.leaf("v", nil, nil), Build.leaf("s", 10, 10)],
            constraints: [
                Build.constraint("v.left", .equal, "root.left"),
                Build.constraint("v.top", .equal, "root.top"),
                Build.constraint("v.width", .equal, "v.height"),
                Build.constraint("s.left", .equal, "root.left"),
                Build.constraint("s.top", .equal, "root.top", constant: siblingTop),
            ] + soft)
    }

    /// The example of the class: three constraints at 750 wanting sides of 375, 667 and 371. The
    /// side of 375 costs 0 + 292 + 4 = 296, a side of 371 costs 4 + 296 + 0 = 300.
    @Test(arguments: [false, true])
    func squareTakesTheSideOfLeastTotalError(reversed: Bool) {
        let soft = [
            Build.constraint("s.top", .equal, "v.bottom", priority: 750),
            Build.constraint("v.width", .equal, constant: 375, priority: 750),
            Build.constraint("v.height", .equal, constant: 667, priority: 750),
        ]
        for options in bothModes {
            let result = LayoutEngine(options: options).layout(Self.squareScene(siblingTop: 371, soft: reversed ? soft.reversed() : soft))
            let frame = result.frame(of: "v")!
            #expect(close(frame.width, 375) && close(frame.height, 375), "\(frame), decomposition \(options.decomposition)")
            #expect(result.brokenConstraints.isEmpty)
        }
    }

    /// Two constraints at one priority that every side between them satisfies equally well
    /// (100 and 200: a total error of 100 anywhere in between) settle the same whichever comes first.
    @Test func equallyGoodSolutionsDoNotDependOnOrder() {
        let soft = [
            Build.constraint("v.width", .equal, constant: 100, priority: 500),
            Build.constraint("v.width", .equal, constant: 200, priority: 500),
        ]
        let forward = LayoutEngine().layout(Self.squareScene(siblingTop: 900, soft: soft)).frame(of: "v")!
        let backward = LayoutEngine().layout(Self.squareScene(siblingTop: 900, soft: soft.reversed())).frame(of: "v")!
        #expect(close(forward.width, backward.width), "\(forward) vs \(backward)")
        #expect(forward.width >= 100 - 1e-6 && forward.width <= 200 + 1e-6)
    }

    /// One soft constraint on the square's side `x`: `x RELATION target` at `priority`.
    struct SideConstraint {
        var relation: Relation
        var target: Double
        var priority: Double

        func error(_ x: Double) -> Double {
            switch relation {
            case .equal: abs(x - target)
            case .lessThanOrEqual: max(0, x - target)
            case .greaterThanOrEqual: max(0, target - x)
            }
        }
    }

    /// The lexicographic optimum over `x` in `box`, exactly: the minimum total error of each
    /// level, most important first. A level's total is convex and piecewise linear, so its
    /// minimum over an interval lies at a breakpoint or an end, and the points that attain it
    /// form an interval between such candidates.
    static func exactLevelTotals(_ constraints: [SideConstraint], box: ClosedRange<Double>) -> [Double: Double] {
        var low = box.lowerBound, high = box.upperBound
        var totals: [Double: Double] = [:]
        for priority in Set(constraints.map(\.priority)).sorted(by: >) {
            let level = constraints.filter { $0.priority == priority }
            func total(_ x: Double) -> Double { level.reduce(0) { $0 + $1.error(x) } }
            let candidates = ([low, high] + constraints.map(\.target).filter { $0 >= low && $0 <= high }).sorted()
            let minimum = candidates.map(total).min()!
            totals[priority] = minimum
            let attaining = candidates.filter { total($0) <= minimum + 1e-9 }
            low = attaining.first!
            high = attaining.last!
        }
        return totals
    }

    /// Random documents about one square: soft constraints on its width, its height, and the gap
    /// to a sibling whose top is fixed, at a few shared priorities. Shuffled, they give the same
    /// frames (fresh engines, both solving modes), and each level's total error is the exact one.
    @Test(arguments: 0..<60)
    func shuffledSquareDocumentsKeepFramesAndLevelTotals(seed: UInt64) {
        let seed = 17_000 + seed
        print("PriorityLevelSumTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        let siblingTop = Double(Int.random(in: 50...600, using: &random))
        var soft: [LayoutConstraint] = []
        var sides: [SideConstraint] = []
        for _ in 0..<Int.random(in: 2...7, using: &random) {
            let relation = [Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
            let priority = [250.0, 500, 750].randomElement(using: &random)!
            let target = Double(Int.random(in: 10...700, using: &random))
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                soft.append(Build.constraint("v.width", relation, constant: target, priority: priority))
                sides.append(SideConstraint(relation: relation, target: target, priority: priority))
            case 1:
                soft.append(Build.constraint("v.height", relation, constant: target, priority: priority))
                sides.append(SideConstraint(relation: relation, target: target, priority: priority))
            default:
                // s.top RELATION v.bottom + gap, with v.bottom = x: x (flipped RELATION) siblingTop - gap.
                let gap = target - 350
                soft.append(Build.constraint("s.top", relation, "v.bottom", constant: gap, priority: priority))
                let flipped: Relation = relation == .equal ? .equal : relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
                sides.append(SideConstraint(relation: flipped, target: siblingTop - gap, priority: priority))
            }
        }
        // The square's side is a size: never below zero.
        let exact = Self.exactLevelTotals(sides, box: 0...2000)
        for options in bothModes {
            let reference = LayoutEngine(options: options).layout(Self.squareScene(siblingTop: siblingTop, soft: soft))
            let side = reference.frame(of: "v")!.width
            #expect(close(reference.frame(of: "v")!.height, side), "seed \(seed)")
            for (priority, minimum) in exact {
                let total = sides.filter { $0.priority == priority }.reduce(0) { $0 + $1.error(side) }
                #expect(abs(total - minimum) <= 1e-6, "seed \(seed) @\(priority): \(total) vs exact \(minimum), side \(side), \(soft), \(sides)")
            }
            for _ in 0..<3 {
                let shuffled = LayoutEngine(options: options).layout(
                    Self.squareScene(siblingTop: siblingTop, soft: soft.shuffled(using: &random)))
                expectSameFrames(shuffled, reference, seed: seed)
            }
        }
    }

    /// Random stacks with extra soft document constraints on their leaves at shared priorities:
    /// a fresh engine lays the shuffled document out in the same frames.
    @Test(arguments: 0..<40)
    func shuffledRandomDocumentsKeepFrames(seed: UInt64) {
        let seed = 17_500 + seed
        print("PriorityLevelSumTests seed \(seed)")
        var generator = RandomSceneGenerator(seed: seed)
        var scene = generator.scene()
        var random = SplitMix64(seed: seed)
        let leaves = generator.leaves
        for _ in 0..<Int.random(in: 2...8, using: &random) where !leaves.isEmpty {
            let a = leaves.randomElement(using: &random)!, b = leaves.randomElement(using: &random)!
            let priority = [300.0, 750].randomElement(using: &random)!
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
            let attribute = ["width", "height"].randomElement(using: &random)!
            if Bool.random(using: &random) {
                let constant = Double(Int.random(in: 1...40, using: &random)) * 5
                scene.constraints.append(Build.constraint("\(a).\(attribute)", relation, constant: constant, priority: priority))
            } else {
                scene.constraints.append(Build.constraint("\(a).\(attribute)", relation, "\(b).\(attribute)", priority: priority))
            }
        }
        for options in bothModes {
            let reference = LayoutEngine(options: options).layout(scene)
            for _ in 0..<3 {
                var shuffled = scene
                shuffled.constraints.shuffle(using: &random)
                expectSameFrames(LayoutEngine(options: options).layout(shuffled), reference, seed: seed)
            }
        }
    }

    func expectSameFrames(_ result: LayoutResult, _ reference: LayoutResult, seed: UInt64) {
        for view in reference.views {
            let frame = result.absoluteFrame(of: view.id)!, expected = view.absoluteFrame
            #expect(
                close(frame.x, expected.x) && close(frame.y, expected.y) && close(frame.width, expected.width)
                    && close(frame.height, expected.height),
                "seed \(seed) \(view.id): \(frame) vs \(expected)")
        }
    }
}
