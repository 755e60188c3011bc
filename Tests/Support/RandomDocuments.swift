import StackDocument
import StackLayout
import SeededRandom

/// Random documents and random valid edits for property tests.
public struct RandomDocuments {
    public var generator: SplitMix64
    /// Prefix of generated view ids; distinct prefixes never collide.
    public var idPrefix = "v"
    /// Whether views get names and texts (`named`); off for stores made before they existed.
    public var names = true
    private var nextID = 0

    public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    public mutating func freshID() -> String {
        nextID += 1
        return "\(idPrefix)\(nextID)"
    }

    private mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < probability }

    private mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &generator)! }

    private mutating func number(_ range: ClosedRange<Double>) -> Double {
        (Double.random(in: range, using: &generator) * 2).rounded() / 2
    }

    /// Random properties for a view of `kind`, touching every key now and then.
    public mutating func properties(kind: ViewKind, subviewIDs: [String] = []) -> ViewProperties {
        var properties = ViewProperties(kind: kind)
        if chance(0.2) { properties.hidden = true }
        if kind != .stack, chance(0.8) {
            properties.intrinsicSize = IntrinsicSize(
                width: chance(0.85) ? number(0...200) : nil, height: chance(0.85) ? number(0...120) : nil)
        }
        if chance(0.2) { properties.baseline = Baselines(first: number(0...20), last: number(0...40)) }
        if chance(0.3) { properties.hugging = AxisPriorities(horizontal: pick([1, 48, 249, 250, 251, 750, 1000]), vertical: pick([249, 250, 251])) }
        if chance(0.3) { properties.compressionResistance = AxisPriorities(horizontal: pick([749, 750, 751]), vertical: pick([250, 750, 1000])) }
        if chance(0.2) { properties.layoutMargins = EdgeInsets(top: number(0...20), leading: number(0...20), bottom: number(0...20), trailing: number(0...20)) }
        if chance(0.1) { properties.frame = Rect(x: number(-10...100), y: number(0...100), width: number(0...100), height: number(0...50)) }
        if kind == .stack {
            var stack = StackAttributes()
            stack.axis = pick(Axis.allCases)
            stack.distribution = pick(Distribution.allCases)
            stack.alignment = pick(Alignment.allCases)
            stack.spacing = chance(0.2) ? .system : .points(number(0...20))
            if !subviewIDs.isEmpty, chance(0.3) { stack.customSpacing[pick(subviewIDs)] = number(0...30) }
            stack.baselineRelative = chance(0.1)
            stack.marginsRelative = chance(0.2)
            properties.stack = stack
        }
        return properties
    }

    /// A random subtree of up to `budget` views.
    public mutating func tree(budget: Int, depth: Int = 0, kind: ViewKind? = nil) -> ViewTree {
        let id = freshID()
        let chosenKind = kind ?? (depth < 3 && budget > 1 && chance(0.5) ? .stack : pick([.label, .image, .button, .view, .switch]))
        var children: [ViewTree] = []
        if chosenKind == .stack || chosenKind == .view && chance(0.3) {
            var remaining = budget - 1
            let count = min(remaining, Int.random(in: 0...4, using: &generator))
            for _ in 0..<count where remaining > 0 {
                let child = tree(budget: max(1, remaining / max(count, 1)), depth: depth + 1)
                remaining -= child.allIDs.count
                children.append(child)
            }
        }
        let ids = children.map(\.id)
        var arranged: [String]? = nil
        if chosenKind == .stack, chance(0.4) {
            arranged = ids.filter { _ in chance(0.8) }.shuffled(using: &generator)
        }
        return ViewTree(id: id, properties: named(properties(kind: chosenKind, subviewIDs: ids), id: id), subviews: children, arranged: arranged)
    }

    /// `properties` with a name on every third view and a text on every other label or button,
    /// by the number that ends `id`: no random draw, so documents from a seed keep every other
    /// value they had before names. Unless `names` is off: then `properties` as they are.
    func named(_ properties: ViewProperties, id: String) -> ViewProperties {
        guard names else { return properties }
        var properties = properties
        let number = Int(String(id.reversed().prefix { $0.isNumber }.reversed())) ?? 0
        if number % 3 == 0 { properties.name = "Name \(id)" }
        if number % 2 == 0, properties.kind == .label || properties.kind == .button { properties.text = "Text \(id)" }
        return properties
    }

    /// A random document of roughly `views` views with some constraints between them.
    public mutating func document(views: Int = 30) -> Document {
        var root = tree(budget: views, kind: .view)
        root.properties.safeArea = EdgeInsets(top: number(0...44), leading: 0, bottom: number(0...34), trailing: 0)
        var document = try! Document(name: "random", canvas: Size(width: 375, height: 667), root: root)
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            let edit = Edit.addConstraint(constraint(in: document), index: nil)
            _ = try! document.apply(edit)
        }
        return document
    }

    /// A random valid constraint between views of `document`.
    public mutating func constraint(in document: Document) -> LayoutConstraint {
        let ids = Array(document.nodes.keys).sorted()
        let first = pick(ids)
        if chance(0.3) {
            return LayoutConstraint(first: Anchor(view: first, attribute: pick([.width, .height])), relation: pick(Relation.allCases),
                                    constant: number(0...100), priority: pick([1000, 999, 750, 251, 250]))
        }
        let attribute = pick([LayoutAttribute.leading, .trailing, .top, .bottom, .width, .height, .centerX, .centerY])
        let second = Anchor(view: pick(ids), guide: chance(0.2) ? .margins : nil, attribute: attribute)
        return LayoutConstraint(first: Anchor(view: first, attribute: attribute), relation: pick(Relation.allCases), second: second,
                                multiplier: chance(0.2) ? 0.5 : 1, constant: number(-20...20), priority: pick([1000, 750, 250]))
    }

    /// A random edit that the document accepts most of the time (some are meant to be rejected).
    public mutating func edit(for document: Document) -> Edit {
        let ids = Array(document.nodes.keys).sorted()
        let stacks = ids.filter { document[$0]!.isStack }
        let nonRoot = ids.filter { $0 != document.rootID }
        switch Int.random(in: 0..<10, using: &generator) {
        case 0 where !stacks.isEmpty:
            let stack = pick(stacks)
            let count = document[stack]!.arranged.count
            return .insert(stack: stack, index: Int.random(in: 0...count, using: &generator), view: .new(tree(budget: pick([1, 1, 3]))))
        case 1 where !stacks.isEmpty && !nonRoot.isEmpty:
            let stack = pick(stacks)
            let count = document[stack]!.arranged.count
            return .insert(stack: stack, index: Int.random(in: 0...count, using: &generator), view: .existing(pick(nonRoot)))
        case 2:
            let parent = pick(ids)
            let source: ViewSource = chance(0.5) || nonRoot.isEmpty ? .new(tree(budget: 2)) : .existing(pick(nonRoot))
            return .addSubview(parent: parent, view: source, zIndex: chance(0.5) ? 0 : nil)
        case 3 where !nonRoot.isEmpty:
            return .remove(view: pick(nonRoot), from: chance(0.5) ? .arranged : .superview)
        case 4:
            return chance(0.5) ? .hide(view: pick(ids)) : .unhide(view: pick(ids))
        case 5 where !stacks.isEmpty:
            let stack = pick(stacks)
            let choice = pick([
                (ViewProperty.spacing, JSONValue.number(number(0...16))), (.axis, .string(pick(["horizontal", "vertical"]))),
                (.distribution, .string(pick(Distribution.allCases).rawValue)), (.alignment, .string(pick(Alignment.allCases).rawValue)),
                (.marginsRelative, .bool(chance(0.5))),
            ])
            return .set(view: stack, property: choice.0, value: choice.1)
        case 6:
            let view = pick(ids)
            return .set(view: view, property: .intrinsicSize, value: ["width": .number(number(0...100)), "height": .null])
        case 7 where !nonRoot.isEmpty:
            let view = pick(nonRoot)
            let count = document[document[view]!.parent!]!.subviews.count
            return .moveZ(view: view, zIndex: Int.random(in: 0..<count, using: &generator))
        case 8 where !document.constraints.isEmpty && chance(0.5):
            return .removeConstraint(id: pick(document.constraints).id!)
        default:
            return .addConstraint(constraint(in: document), index: nil)
        }
    }
}

extension Document {
    /// The document with no view's `name` or `text`: as a store made before they existed holds it.
    public func withoutNames() -> Document {
        func strip(_ tree: ViewTree) -> ViewTree {
            var tree = tree
            tree.properties.name = nil
            tree.properties.text = nil
            tree.subviews = tree.subviews.map(strip)
            return tree
        }
        return try! Document(name: name, canvas: canvas, root: strip(tree(rootID)!), constraints: constraints)
    }
}
