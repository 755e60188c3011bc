@testable import StackDocument
import StackLayout
import Testing

/// The rule that a stack's arranged views are distinct subviews of it, and that only stacks
/// have arranged views, is written once (`ArrangedViewsRule`): it names the same violation
/// whether subviews are named by id or by position, and each place that reads a document
/// (its JSON, a tree built in code, nodes reassembled from a store) reports it in its words.
struct ArrangedViewsRuleTests {
    /// A view's subviews (ids `a`, `b`, `c`), its arranged views, whether it is a stack, and the
    /// violation the rule must name.
    static let cases: [(isStack: Bool, arranged: [String], violation: ArrangedViewsViolation?)] = [
        (true, ["c", "a"], nil),
        (true, [], nil),
        (false, [], nil),
        (false, ["a"], .notAStack),
        (true, ["a", "x"], .notASubview(index: 1)),
        (true, ["b", "c", "b"], .repeated(index: 2)),
        (true, ["a", "a", "x"], .repeated(index: 1)),
    ]
    static let subviews = ["a", "b", "c"]

    @Test(arguments: cases)
    func namesTheSameViolationByIDAndByPosition(isStack: Bool, arranged: [String], violation: ArrangedViewsViolation?) {
        var byID = SubviewIDs(Self.subviews)
        #expect(ArrangedViewsRule.firstViolation(isStack: isStack, arranged: arranged, among: &byID) == violation)
        // The same list by position; a view that is not a subview has a position past the end.
        let positions = arranged.map { Self.subviews.firstIndex(of: $0) ?? Self.subviews.count + 5 }
        var byPosition = SubviewPositions()
        byPosition.reset(count: Self.subviews.count)
        #expect(ArrangedViewsRule.firstViolation(isStack: isStack, arranged: positions, among: &byPosition) == violation)
    }

    @Test func positionsServeOneStackAfterAnother() {
        var positions = SubviewPositions()
        positions.reset(count: 2)
        #expect(ArrangedViewsRule.firstViolation(isStack: true, arranged: [1, 0], among: &positions) == nil)
        positions.reset(count: 3)
        #expect(ArrangedViewsRule.firstViolation(isStack: true, arranged: [1, 0, 2], among: &positions) == nil, "nothing kept from the first")
        positions.reset(count: 1)
        #expect(ArrangedViewsRule.firstViolation(isStack: true, arranged: [0, 1], among: &positions) == .notASubview(index: 1))
        #expect(ArrangedViewsRule.firstViolation(isStack: true, arranged: [-1], among: &positions) == .notASubview(index: 0))
    }

    /// The message and JSON path each violation has wherever a user writes a document: the
    /// messages are those the format has always given.
    static let placed: [(kind: String, arranged: [String], path: String, message: String)] = [
        ("view", ["a"], "$.root.arranged", #""arranged" applies to stack views only"#),
        ("view", [], "$.root.arranged", #""arranged" applies to stack views only"#),
        ("stack", ["a", "x"], "$.root.arranged[1]", #"arranged view "x" is not a subview of "s""#),
        ("stack", ["b", "a", "b"], "$.root.arranged[2]", #"view "b" is arranged twice"#),
    ]

    /// A view `s` of `kind` with subviews `a` and `b` and the `arranged` key, as JSON.
    static func viewJSON(kind: String, arranged: [String]) -> String {
        let list = arranged.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"id": "s", "kind": "\#(kind)", "subviews": [{"id": "a"}, {"id": "b"}], "arranged": [\#(list)]}"#
    }

    @Test(arguments: placed)
    func aDocumentsJSONNamesEachViolationAndItsPath(kind: String, arranged: [String], path: String, message: String) {
        let text = #"{"format": "stack-document/1", "root": \#(Self.viewJSON(kind: kind, arranged: arranged))}"#
        let error = #expect(throws: DocumentError.self) { try Document(json: Array(text.utf8)) }
        #expect(error?.message == message)
        #expect(error?.path == path)
    }

    /// A view read on its own (as an edit's new subtree is), then checked as a document's tree.
    @Test(arguments: placed)
    func aViewsJSONNamesEachViolationAndItsPath(kind: String, arranged: [String], path: String, message: String) throws {
        let value = try JSONParser.parse(Self.viewJSON(kind: kind, arranged: arranged))
        let error = #expect(throws: DocumentError.self) {
            _ = try Document(name: "d", canvas: nil, root: try DocumentFormat.decodeView(value, at: .root / "root"), at: .root)
        }
        #expect(error?.message == message)
        #expect(error?.path == path)
    }

    /// A tree built in code is checked by the same rule, with the same messages (and no path).
    @Test(arguments: placed.filter { !$0.arranged.isEmpty })
    func aTreeBuiltInCodeNamesEachViolation(kind: String, arranged: [String], path: String, message: String) {
        let tree = ViewTree(
            id: "s", properties: ViewProperties(kind: ViewKind(rawValue: kind)),
            subviews: [ViewTree(id: "a"), ViewTree(id: "b")], arranged: arranged)
        let error = #expect(throws: DocumentError.self) { try Document(name: "d", root: tree) }
        #expect(error?.message == message)
        #expect(error?.path == nil)
    }

    /// Nodes reassembled from a store's tables: the same rule and messages, no path.
    @Test(arguments: placed.filter { !$0.arranged.isEmpty })
    func nodesFromAStoreNameEachViolation(kind: String, arranged: [String], path: String, message: String) throws {
        var nodes: [String: ViewNode] = [
            "s": ViewNode(id: "s", properties: ViewProperties(kind: ViewKind(rawValue: kind)), parent: nil, subviews: ["a", "b"], arranged: arranged),
            "a": ViewNode(id: "a", properties: ViewProperties(), parent: "s"),
            "b": ViewNode(id: "b", properties: ViewProperties(), parent: "s"),
        ]
        let error = #expect(throws: DocumentError.self) { try Document(name: "d", canvas: nil, rootID: "s", nodes: nodes, constraints: []) }
        #expect(error?.message == message)
        // A view of the tree below another subview is not this stack's to arrange.
        nodes["s"]!.subviews = ["a"]
        nodes["s"]!.arranged = kind == "stack" ? ["a"] : []
        nodes["a"]!.subviews = ["b"]
        nodes["b"]!.parent = "a"
        #expect(try Document(name: "d", canvas: nil, rootID: "s", nodes: nodes, constraints: []).root.arranged == nodes["s"]!.arranged)
        nodes["s"]!.arranged = ["a", "b"]
        let below = #expect(throws: DocumentError.self) { try Document(name: "d", canvas: nil, rootID: "s", nodes: nodes, constraints: []) }
        #expect(below?.message == (kind == "stack" ? #"arranged view "b" is not a subview of "s""# : #""arranged" applies to stack views only"#))
    }
}
