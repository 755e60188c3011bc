import StackDocument
import StackLayout
import SeededRandom

extension RandomDocuments {
    /// A document of exactly `views` views shaped like a screen: a root holding vertical-ish
    /// stacks (columns) of stacks (rows) of labels, images, buttons, switches, text fields and
    /// plain views, every view with random properties (about a fifth hidden, random axes,
    /// distributions and alignments, some arranged subsets).
    public mutating func screen(views: Int, name: String = "screen") -> Document {
        var shapes = SplitMix64(seed: generator.next())
        var remaining = views - 1
        let leafKinds: [ViewKind] = [.label, .label, .label, .label, .image, .button, .button, .switch, .view, .textField]
        func leaf() -> ViewTree {
            let kind = leafKinds.randomElement(using: &shapes)!
            let id = freshID()
            return ViewTree(id: id, properties: named(properties(kind: kind), id: id))
        }
        func stack(children: [ViewTree]) -> ViewTree {
            let ids = children.map(\.id)
            let arranged = Int.random(in: 0..<4, using: &shapes) == 0 ? ids.filter { _ in Bool.random(using: &shapes) } : ids
            let id = freshID()
            return ViewTree(id: id, properties: named(properties(kind: .stack, subviewIDs: ids), id: id), subviews: children, arranged: arranged)
        }
        var columns: [ViewTree] = []
        while remaining > 0 {
            remaining -= 1
            var rows: [ViewTree] = []
            for _ in 0..<Int.random(in: 3...6, using: &shapes) where remaining > 1 {
                remaining -= 1
                let count = min(remaining, Int.random(in: 2...5, using: &shapes))
                remaining -= count
                rows.append(stack(children: (0..<count).map { _ in leaf() }))
            }
            if rows.isEmpty {
                rows = (0..<remaining).map { _ in leaf() }
                remaining = 0
            }
            columns.append(stack(children: rows))
        }
        let root = ViewTree(id: "root", properties: ViewProperties(kind: .view), subviews: columns)
        return try! Document(name: name, canvas: Size(width: 375, height: 667), root: root)
    }
}
