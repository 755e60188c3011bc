import StackLayout
import SeededRandom

/// Random scenes: stacks nested up to `depth` deep under a root view, with every
/// distribution, alignment and stack option, leaves with or without intrinsic sizes and
/// baselines, CHCR priorities from the Cookbook's set, hidden views, non-arranged subviews,
/// and optional document constraints (sizes, equal widths across stacks, aspect ratios).
struct RandomSceneGenerator {
    var random: SplitMix64
    var depth = 3
    var maxItems = 4
    var documentConstraints = true
    private(set) var views: [String: LayoutView] = [:]
    private(set) var leaves: [String] = []
    private var counter = 0

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    private mutating func length() -> Double { Double(Int.random(in: 2...30, using: &random)) * 4 }

    private mutating func newID(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    mutating func leaf() -> String {
        let id = newID("v")
        let kind: ViewKind = pick([.view, .label, .image, .button])
        let width: Double? = chance(0.85) ? length() : nil
        let height: Double? = chance(0.85) ? length() : nil
        let priorities: [Double] = [48, 249, 250, 251, 749, 750]
        var baseline: Baselines?
        if let height, chance(0.5) {
            let first = Double(Int.random(in: 1...Int(height), using: &random))
            baseline = Baselines(first: first, last: max(first, height - 2))
        }
        views[id] = LayoutView(
            id: id, kind: kind, hidden: chance(0.12), intrinsicSize: IntrinsicSize(width: width, height: height), baseline: baseline,
            hugging: chance(0.5) ? AxisPriorities(horizontal: pick(priorities), vertical: pick(priorities)) : nil,
            compressionResistance: chance(0.5) ? AxisPriorities(horizontal: pick(priorities), vertical: pick(priorities))
                : AxisPriorities(horizontal: 750, vertical: 750))
        leaves.append(id)
        return id
    }

    mutating func stack(level: Int) -> String {
        let id = newID("s")
        let count = Int.random(in: 0...maxItems, using: &random)
        let items = (0..<count).map { _ in level < depth && chance(0.35) ? stack(level: level + 1) : leaf() }
        let others = chance(0.15) ? [leaf()] : []
        var customSpacing: [String: Double] = [:]
        if let item = items.first, chance(0.3) { customSpacing[item] = Double(Int.random(in: -4...20, using: &random)) }
        let axis: Axis = pick([.horizontal, .vertical])
        views[id] = LayoutView(
            id: id, kind: .stack, hidden: level > 1 && chance(0.08),
            layoutMargins: EdgeInsets(top: length() / 8, leading: length() / 8, bottom: length() / 8, trailing: length() / 8),
            stack: StackAttributes(
                axis: axis, distribution: pick(Distribution.allCases), alignment: pick(Alignment.allCases),
                spacing: chance(0.2) ? .system : .points(Double(Int.random(in: 0...12, using: &random))),
                customSpacing: customSpacing, baselineRelative: axis == .vertical && chance(0.2), marginsRelative: chance(0.25)),
            subviews: chance(0.5) ? items + others : others + items.reversed(), arranged: items)
        return id
    }

    /// A scene whose root holds one random stack, pinned to the root's margins on some edges.
    mutating func scene() -> LayoutScene {
        let top = stack(level: 1)
        views["root"] = LayoutView(id: "root", subviews: [top])
        var constraints: [LayoutConstraint] = []
        if chance(0.7) {
            constraints.append(LayoutConstraint(first: Anchor(view: top, attribute: .leading), second: Anchor(view: "root", attribute: .leadingMargin)))
            constraints.append(LayoutConstraint(first: Anchor(view: top, attribute: .top), second: Anchor(view: "root", attribute: .topMargin)))
        }
        if chance(0.4) {
            constraints.append(LayoutConstraint(first: Anchor(view: top, attribute: .trailing), second: Anchor(view: "root", attribute: .trailingMargin)))
        }
        if documentConstraints {
            for _ in 0..<Int.random(in: 0...3, using: &random) where leaves.count >= 2 {
                let a = pick(leaves), b = pick(leaves)
                let priority = pick([251.0, 300, 500, 760, 999])
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    constraints.append(LayoutConstraint(first: Anchor(view: a, attribute: .width), constant: length(), priority: priority))
                case 1:
                    constraints.append(LayoutConstraint(
                        first: Anchor(view: a, attribute: .width), second: Anchor(view: b, attribute: .width), priority: priority))
                default:
                    constraints.append(LayoutConstraint(
                        first: Anchor(view: a, attribute: .height), second: Anchor(view: a, attribute: .width), multiplier: 0.5, priority: priority))
                }
            }
        }
        return LayoutScene(canvas: Size(width: 400 + length(), height: 500 + length()), rootID: "root", views: views, constraints: constraints)
    }
}
