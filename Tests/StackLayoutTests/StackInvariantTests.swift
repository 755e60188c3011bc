import Testing
import StackLayout
import SeededRandom

/// Invariants of each distribution and alignment on random stacks of leaves, laid out both
/// decomposed and whole (which must agree).
@Suite struct StackInvariantTests {
    struct RandomStack {
        var scene: LayoutScene
        var items: [String]
        var attributes: StackAttributes
        var length: Double
    }

    static func randomStack(seed: UInt64, distribution: Distribution, alignment: Alignment) -> RandomStack {
        var random = SplitMix64(seed: seed)
        let axis: Axis = Bool.random(using: &random) ? .horizontal : .vertical
        let count = Int.random(in: 1...6, using: &random)
        let items = (0..<count).map { "v\($0)" }
        let spacing = Double(Int.random(in: 0...10, using: &random))
        var views = items.map { id in
            Build.leaf(id, Double(Int.random(in: 5...60, using: &random)), Double(Int.random(in: 5...60, using: &random)),
                       hugging: ([249.0, 250, 251].randomElement(using: &random)!, [249.0, 250, 251].randomElement(using: &random)!),
                       hidden: count > 1 && Int.random(in: 0..<6, using: &random) == 0)
        }
        let attributes = StackAttributes(axis: axis, distribution: distribution, alignment: alignment, spacing: .points(spacing))
        var stack = Build.stack("stack", axis, distribution, alignment, spacing: spacing, items: items)
        stack.stack = attributes
        views.append(stack)
        let length = Double(Int.random(in: 100...500, using: &random))
        let cross = Double(Int.random(in: 20...200, using: &random))
        let canvas = axis == .horizontal ? Size(width: length, height: cross) : Size(width: cross, height: length)
        return RandomStack(scene: Build.scene(canvas: canvas, root: "stack", views), items: items, attributes: attributes, length: length)
    }

    static func leading(_ frame: Rect, _ axis: Axis) -> Double { axis == .horizontal ? frame.x : frame.y }
    static func length(_ frame: Rect, _ axis: Axis) -> Double { axis == .horizontal ? frame.width : frame.height }

    @Test(arguments: Distribution.allCases, 0..<12)
    func distribution(_ distribution: Distribution, seed: UInt64) {
        let stack = Self.randomStack(seed: seed, distribution: distribution, alignment: .fill)
        let result = layoutBothWays(stack.scene)
        let axis = stack.attributes.axis, spacing = stack.attributes.spacing.value
        let visible = stack.items.filter { !stack.scene.views[$0]!.hidden }
        let frames = visible.map { result.frame(of: $0)! }
        for id in stack.items where stack.scene.views[id]!.hidden { #expect(Self.length(result.frame(of: id)!, axis) == 0, "seed \(seed)") }
        guard let first = frames.first, let last = frames.last else { return }
        #expect(close(Self.leading(first, axis), 0) && close(Self.leading(last, axis) + Self.length(last, axis), stack.length), "seed \(seed)")
        let gaps = zip(frames, frames.dropFirst()).map { Self.leading($1, axis) - Self.leading($0, axis) - Self.length($0, axis) }
        switch distribution {
        case .fill, .fillProportionally:
            #expect(gaps.allSatisfy { close($0, spacing) }, "seed \(seed): \(gaps)")
        case .fillEqually:
            #expect(gaps.allSatisfy { close($0, spacing) }, "seed \(seed): \(gaps)")
            #expect(frames.allSatisfy { close(Self.length($0, axis), Self.length(first, axis)) }, "seed \(seed)")
        case .equalSpacing:
            #expect(gaps.allSatisfy { $0 >= spacing - 1e-6 && close($0, gaps[0]) }, "seed \(seed): \(gaps)")
        case .equalCentering:
            #expect(gaps.allSatisfy { $0 >= spacing - 1e-6 }, "seed \(seed): \(gaps)")
        }
        if distribution == .fill {
            // Ties go to the lowest index: only the weakest view (lowest priority, then lowest
            // index) differs from its intrinsic length.
            let lengths = zip(visible, frames).map { id, frame in
                (id, Self.length(frame, axis) - (axis == .horizontal ? stack.scene.views[id]!.intrinsicSize.width! : stack.scene.views[id]!.intrinsicSize.height!))
            }
            let changed = lengths.filter { !close($0.1, 0) }
            #expect(changed.count <= 1, "seed \(seed): \(changed)")
            if let (id, delta) = changed.first {
                let priority = { (id: String) in delta > 0 ? stack.scene.views[id]!.hugging[axis] : stack.scene.views[id]!.compressionResistance[axis] }
                let weakest = visible.min { priority($0) < priority($1) }!
                #expect(id == weakest, "seed \(seed): \(id) stretched, expected \(weakest)")
            }
        }
    }

    @Test(arguments: [Alignment.fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline], 0..<10)
    func alignment(_ alignment: Alignment, seed: UInt64) {
        let stack = Self.randomStack(seed: 50 + seed, distribution: .fill, alignment: alignment)
        let result = layoutBothWays(stack.scene)
        let cross = stack.attributes.axis == .horizontal ? Axis.vertical : .horizontal
        let container = Self.length(result.frame(of: "stack")!, cross)
        let frames = stack.items.map { result.frame(of: $0)! }
        let starts = frames.map { Self.leading($0, cross) }, ends = frames.map { Self.leading($0, cross) + Self.length($0, cross) }
        let effective = cross == .horizontal && alignment == .firstBaseline ? .leading : cross == .horizontal && alignment == .lastBaseline ? .trailing : alignment
        switch effective {
        case .fill:
            #expect(starts.allSatisfy { close($0, 0) } && ends.allSatisfy { close($0, container) }, "seed \(50 + seed)")
        case .leading, .top:
            #expect(starts.allSatisfy { close($0, 0) }, "seed \(50 + seed)")
        case .trailing, .bottom:
            #expect(ends.allSatisfy { close($0, container) }, "seed \(50 + seed)")
        case .center:
            #expect(zip(starts, ends).allSatisfy { close(($0 + $1) / 2, container / 2) }, "seed \(50 + seed)")
        case .firstBaseline, .lastBaseline:
            // Horizontal stacks: the baselines line up (views here have none: top / bottom edges).
            let edges = alignment == .firstBaseline ? starts : ends
            #expect(edges.allSatisfy { close($0, edges[0]) }, "seed \(50 + seed)")
        }
    }
}
