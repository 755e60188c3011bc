import SeededRandom

/// A storyboard model for property tests: views with ids, a few attributes, subviews and the
/// constraints they hold, written as Interface Builder writes them.
struct RandomStoryboard: Equatable {
    struct Constraint: Equatable {
        var id: String
        var firstItem: String
        var secondItem: String
        var constant: String
    }

    struct View: Equatable {
        var kind: String
        var id: String
        var attributes: [(String, String)]
        var subviews: [View]
        var constraints: [Constraint]

        static func == (lhs: View, rhs: View) -> Bool {
            lhs.kind == rhs.kind && lhs.id == rhs.id && lhs.attributes.elementsEqual(rhs.attributes, by: ==) && lhs.subviews == rhs.subviews
                && lhs.constraints == rhs.constraints
        }
    }

    var root: View

    static let kinds = ["view", "label", "button", "stackView"]
    static let attributeNames = ["alpha", "tag", "userLabel", "contentMode"]
    static let values = ["a", "b", "c", "d"]

    /// A random tree of up to `size` views below the root.
    static func random(size: Int, using random: inout SplitMix64, ids: inout Int) -> RandomStoryboard {
        var root = View(kind: "view", id: "root", attributes: [("key", "view")], subviews: [], constraints: [])
        for _ in 0..<size {
            var all = root.allViewPaths()
            all.shuffle(using: &random)
            let path = all[0]
            root.modify(at: path) { parent in
                let view = newView(using: &random, ids: &ids)
                parent.subviews.insert(view, at: Int.random(in: 0...parent.subviews.count, using: &random))
            }
        }
        for _ in 0..<(size / 2) {
            var storyboard = RandomStoryboard(root: root)
            storyboard.addConstraint(using: &random, ids: &ids)
            root = storyboard.root
        }
        return RandomStoryboard(root: root)
    }

    static func newView(using random: inout SplitMix64, ids: inout Int) -> View {
        ids += 1
        var attributes: [(String, String)] = []
        for name in attributeNames where Bool.random(using: &random) { attributes.append((name, values.randomElement(using: &random)!)) }
        return View(kind: kinds.randomElement(using: &random)!, id: "v\(ids)", attributes: attributes, subviews: [], constraints: [])
    }

    /// A constraint in a random view between it and one of its subviews (if it has any).
    mutating func addConstraint(using random: inout SplitMix64, ids: inout Int) {
        let holders = root.allViewPaths().filter { !root.view(at: $0).subviews.isEmpty }
        guard let holder = holders.randomElement(using: &random) else { return }
        ids += 1
        let id = "c\(ids)"
        root.modify(at: holder) { view in
            let item = view.subviews.randomElement(using: &random)!.id
            view.constraints.append(Constraint(id: id, firstItem: item, secondItem: view.id, constant: RandomStoryboard.values.randomElement(using: &random)!))
        }
    }

    // MARK: Text

    var xml: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <scenes>
                <scene sceneID="scene-1">
                    <objects>
                        <viewController id="controller-1" sceneMemberID="viewController">
        \(Self.text(root, indent: 16))            </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    static func text(_ view: View, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let attributes = view.attributes.map { " \($0.0)=\"\($0.1)\"" }.joined()
        var text = "\(pad)<\(view.kind)\(attributes) id=\"\(view.id)\">\n"
        text += "\(pad)    <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"100\" height=\"50\"/>\n"
        text += "\(pad)    <subviews>\n"
        for subview in view.subviews { text += Self.text(subview, indent: indent + 8) }
        text += "\(pad)    </subviews>\n"
        text += "\(pad)    <constraints>\n"
        for constraint in view.constraints {
            text += "\(pad)        <constraint firstItem=\"\(constraint.firstItem)\" firstAttribute=\"top\" secondItem=\"\(constraint.secondItem)\" secondAttribute=\"top\" constant=\"\(constraint.constant)\" id=\"\(constraint.id)\"/>\n"
        }
        text += "\(pad)    </constraints>\n"
        text += "\(pad)</\(view.kind)>\n"
        return text
    }
}

extension RandomStoryboard.View {
    /// Index paths of every view (the empty path: this view).
    func allViewPaths() -> [[Int]] {
        var paths: [[Int]] = [[]]
        for (index, subview) in subviews.enumerated() { paths += subview.allViewPaths().map { [index] + $0 } }
        return paths
    }

    func view(at path: [Int]) -> RandomStoryboard.View {
        path.isEmpty ? self : subviews[path[0]].view(at: Array(path.dropFirst()))
    }

    mutating func modify(at path: [Int], _ change: (inout RandomStoryboard.View) -> Void) {
        if path.isEmpty { return change(&self) }
        subviews[path[0]].modify(at: Array(path.dropFirst()), change)
    }

    /// The path of the view `id`, if it is in the tree.
    func path(of id: String) -> [Int]? {
        if self.id == id { return [] }
        for (index, subview) in subviews.enumerated() {
            if let path = subview.path(of: id) { return [index] + path }
        }
        return nil
    }

    /// The ids of this view and its descendants.
    var allIDs: [String] { [id] + subviews.flatMap(\.allIDs) }
}
