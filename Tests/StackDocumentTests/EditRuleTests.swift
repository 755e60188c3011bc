import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// root(view) > [s(stack: a, b, c arranged; n not arranged), other(stack: x)]
func sampleDocument() throws -> Document {
    let s = ViewTree(
        id: "s", properties: ViewProperties(kind: .stack),
        subviews: [ViewTree(id: "a"), ViewTree(id: "b"), ViewTree(id: "c"), ViewTree(id: "n")], arranged: ["a", "b", "c"])
    let other = ViewTree(id: "other", properties: ViewProperties(kind: .stack), subviews: [ViewTree(id: "x")])
    let root = ViewTree(id: "root", subviews: [s, other])
    return try Document(
        name: "sample", canvas: Size(width: 320, height: 480), root: root,
        constraints: [
            LayoutConstraint(id: "w", first: Anchor(view: "a", attribute: .width), constant: 10),
            LayoutConstraint(id: "eq", first: Anchor(view: "x", attribute: .width), second: Anchor(view: "b", attribute: .width)),
            LayoutConstraint(id: "pin", first: Anchor(view: "s", attribute: .top), second: Anchor(view: "root", attribute: .top)),
        ])
}

extension Document {
    mutating func edit(_ edits: Edit...) throws { _ = try apply(edits) }
}

@Suite("UIKit's editing rules")
struct EditRuleTests {
    @Test func insertingANewViewAddsItAsTopmostSubview() throws {
        var document = try sampleDocument()
        try document.edit(.insert(stack: "s", index: 1, view: .new(ViewTree(id: "new", properties: ViewProperties(kind: .label)))))
        #expect(document["s"]?.arranged == ["a", "new", "b", "c"])
        #expect(document["s"]?.subviews == ["a", "b", "c", "n", "new"])
        #expect(document["new"]?.parent == "s")
    }

    @Test func arrangingAnExistingSubviewKeepsItsZOrder() throws {
        var document = try sampleDocument()
        try document.edit(.insert(stack: "s", index: 0, view: .existing("n")))
        #expect(document["s"]?.arranged == ["n", "a", "b", "c"])
        #expect(document["s"]?.subviews == ["a", "b", "c", "n"])
    }

    @Test func insertingAnArrangedViewMovesIt() throws {
        var document = try sampleDocument()
        try document.edit(.insert(stack: "s", index: 2, view: .existing("a")))
        #expect(document["s"]?.arranged == ["b", "c", "a"])
        #expect(document["s"]?.subviews == ["a", "b", "c", "n"])
    }

    @Test func arrangingAViewFromElsewhereReparentsIt() throws {
        var document = try sampleDocument()
        try document.edit(.insert(stack: "other", index: 0, view: .existing("b")))
        #expect(document["s"]?.arranged == ["a", "c"])
        #expect(document["s"]?.subviews == ["a", "c", "n"])
        #expect(document["other"]?.arranged == ["b", "x"])
        #expect(document["other"]?.subviews == ["x", "b"])
        #expect(document["b"]?.parent == "other")
        #expect(document.constraintIndex(id: "eq") != nil, "moving a view keeps its constraints")
    }

    @Test func removingFromArrangedLeavesASubview() throws {
        var document = try sampleDocument()
        try document.edit(.remove(view: "b", from: .arranged))
        #expect(document["s"]?.arranged == ["a", "c"])
        #expect(document["s"]?.subviews == ["a", "b", "c", "n"])
        #expect(document["b"]?.parent == "s")
    }

    @Test func removingFromSuperviewTakesSubtreeAndConstraints() throws {
        var document = try sampleDocument()
        try document.edit(.set(view: "s", property: .customSpacing, value: ["a": 4, "c": 2]))
        try document.edit(.remove(view: "s", from: .superview))
        for id in ["s", "a", "b", "c", "n"] { #expect(document[id] == nil) }
        #expect(document["root"]?.subviews == ["other"])
        #expect(document.constraints.map(\.id) == [], "w, eq and pin all mention the subtree")
    }

    @Test func removingAnArrangedViewFromSuperviewDropsItsSlotAndCustomSpacing() throws {
        var document = try sampleDocument()
        try document.edit(.set(view: "s", property: .customSpacing, value: ["b": 4]))
        try document.edit(.remove(view: "b", from: .superview))
        #expect(document["s"]?.arranged == ["a", "c"])
        #expect(document["s"]?.subviews == ["a", "c", "n"])
        #expect(document["s"]?.properties.stack?.customSpacing == [:])
        #expect(document.constraints.map(\.id) == ["w", "pin"])
    }

    @Test func addSubviewPlacesAtZIndexAndMovesExistingOnes() throws {
        var document = try sampleDocument()
        try document.edit(.addSubview(parent: "s", view: .new(ViewTree(id: "back")), zIndex: 0))
        #expect(document["s"]?.subviews == ["back", "a", "b", "c", "n"])
        #expect(document["s"]?.arranged == ["a", "b", "c"], "addSubview does not arrange")
        try document.edit(.addSubview(parent: "s", view: .existing("back"), zIndex: nil))
        #expect(document["s"]?.subviews == ["a", "b", "c", "n", "back"])
        try document.edit(.addSubview(parent: "root", view: .existing("a"), zIndex: 1))
        #expect(document["root"]?.subviews == ["s", "a", "other"])
        #expect(document["s"]?.arranged == ["b", "c"], "leaving a stack leaves its arranged views")
    }

    @Test func hideUnhideAndSet() throws {
        var document = try sampleDocument()
        try document.edit(.hide(view: "a"), .set(view: "s", property: .spacing, value: "system"),
                          .set(view: "s", property: .axis, value: "vertical"))
        #expect(document["a"]?.properties.hidden == true)
        #expect(document["s"]?.arranged == ["a", "b", "c"], "hidden views stay in both orderings")
        #expect(document["s"]?.properties.stack?.spacing == .system)
        #expect(document["s"]?.properties.stack?.axis == .vertical)
        try document.edit(.unhide(view: "a"), .set(view: "s", property: .axis, value: .null))
        #expect(document["a"]?.properties.hidden == false)
        #expect(document["s"]?.properties.stack?.axis == .horizontal, "null resets to the default")
    }

    @Test func moveZ() throws {
        var document = try sampleDocument()
        try document.edit(.moveZ(view: "n", zIndex: 0))
        #expect(document["s"]?.subviews == ["n", "a", "b", "c"])
        #expect(document["s"]?.arranged == ["a", "b", "c"])
    }

    @Test func constraintsAreAddedNamedAndRemoved() throws {
        var document = try sampleDocument()
        try document.edit(.addConstraint(LayoutConstraint(first: Anchor(view: "c", attribute: .height), constant: 5), index: nil))
        #expect(document.constraints.last?.id == "c4")
        try document.edit(.removeConstraint(id: "eq"))
        #expect(document.constraints.map(\.id) == ["w", "pin", "c4"])
    }

    @Test(arguments: [
        (Edit.insert(stack: "nope", index: 0, view: .existing("a")), "unknown stack \"nope\""),
        (.insert(stack: "a", index: 0, view: .existing("b")), "not a stack view"),
        (.insert(stack: "s", index: 4, view: .new(ViewTree(id: "z"))), "arranged index 4 is out of range 0...3"),
        (.insert(stack: "s", index: -1, view: .existing("n")), "out of range"),
        (.insert(stack: "s", index: 3, view: .existing("a")), "arranged index 3 is out of range 0...2"),
        (.insert(stack: "s", index: 0, view: .existing("missing")), "unknown view \"missing\""),
        (.insert(stack: "s", index: 0, view: .new(ViewTree(id: "a"))), "duplicate view id \"a\""),
        (.insert(stack: "s", index: 0, view: .new(ViewTree(id: "bad id"))), "invalid view id"),
        (.insert(stack: "s", index: 0, view: .existing("s")), "inside its own subtree"),
        (.addSubview(parent: "a", view: .existing("s"), zIndex: nil), "inside its own subtree"),
        (.addSubview(parent: "s", view: .existing("root"), zIndex: nil), "root view \"root\" cannot move"),
        (.addSubview(parent: "s", view: .new(ViewTree(id: "q")), zIndex: 9), "z-index 9 is out of range 0...4"),
        (.remove(view: "n", from: .arranged), "not an arranged view"),
        (.remove(view: "root", from: .superview), "root view"),
        (.remove(view: "ghost", from: .superview), "unknown view \"ghost\""),
        (.hide(view: "ghost"), "unknown view"),
        (.set(view: "a", property: .axis, value: "vertical"), "stack views only"),
        (.set(view: "s", property: .spacing, value: .number(.nan)), "finite number"),
        (.set(view: "s", property: .spacing, value: .number(.infinity)), "finite number"),
        (.set(view: "a", property: .hugging, value: ["vertical": 0]), "within 1...1000"),
        (.set(view: "a", property: .kind, value: "stack"), "kind cannot change"),
        (.set(view: "a", property: .safeArea, value: ["top": 20]), "root view only"),
        (.set(view: "s", property: .customSpacing, value: ["x": 3]), "not a subview of \"s\""),
        (.moveZ(view: "a", zIndex: 4), "z-index 4 is out of range 0...3"),
        (.addConstraint(LayoutConstraint(first: Anchor(view: "ghost", attribute: .width), constant: 1), index: nil), "missing view \"ghost\""),
        (.addConstraint(LayoutConstraint(first: Anchor(view: "a", attribute: .width), constant: 1, priority: 1001), index: nil), "within 1...1000"),
        (.addConstraint(LayoutConstraint(first: Anchor(view: "a", attribute: .width), constant: 1, priority: 0), index: nil), "within 1...1000"),
        (.addConstraint(LayoutConstraint(first: Anchor(view: "a", attribute: .width), constant: .nan), index: nil), "finite"),
        (.addConstraint(LayoutConstraint(first: Anchor(view: "a", attribute: .width), second: Anchor(view: "b", attribute: .width), multiplier: .infinity), index: nil), "finite"),
        (.addConstraint(LayoutConstraint(id: "w", first: Anchor(view: "a", attribute: .width), constant: 1), index: nil), "duplicate constraint id"),
        (.removeConstraint(id: "nope"), "unknown constraint \"nope\""),
    ])
    func rejectedEditsChangeNothing(edit: Edit, message: String) throws {
        var document = try sampleDocument()
        let before = document
        #expect {
            try document.edit(edit)
        } throws: { error in
            let text = (error as? DocumentError)?.message ?? ""
            return text.contains(message) && text.hasPrefix("edit 1 (\(edit.op))")
        }
        #expect(document == before)
    }

    @Test func aRevisionIsAllOrNothing() throws {
        var document = try sampleDocument()
        let before = document
        #expect(throws: DocumentError.self) {
            try document.edit(.hide(view: "a"), .remove(view: "b", from: .superview), .insert(stack: "s", index: 99, view: .existing("n")))
        }
        #expect(document == before)
    }
}

@Suite("Primitive changes")
struct DocumentChangeTests {
    /// Invariants UIKit keeps: arranged within subviews, parents and children agree.
    static func checkInvariants(_ document: Document) {
        for (id, node) in document.nodes {
            #expect(Set(node.arranged).isSubset(of: node.subviews), "\(id)")
            #expect(Set(node.arranged).count == node.arranged.count)
            for child in node.subviews { #expect(document[child]?.parent == id) }
            if let parent = node.parent { #expect(document[parent]?.subviews.contains(id) == true) }
            if !node.isStack { #expect(node.arranged.isEmpty) }
        }
        #expect(document.depthFirstIDs.count == document.viewCount, "every view reachable from the root")
        for constraint in document.constraints { for view in constraint.views { #expect(document[view] != nil) } }
    }

    @Test(arguments: [UInt64(7), 99, 12345])
    func randomEditsInvertExactly(seed: UInt64) throws {
        print("seed \(seed)")
        var random = RandomDocuments(seed: seed)
        var document = random.document(views: 30)
        let original = document
        var history: [[DocumentChange]] = []
        var accepted = 0
        for _ in 0..<400 {
            let edit = random.edit(for: document)
            let before = document
            let changes: [DocumentChange]
            do {
                changes = try document.apply([edit])[0]
            } catch {
                let unchanged = document == before
                #expect(unchanged, "seed \(seed): rejected \(edit) changed the document")
                continue
            }
            history.append(changes)
            accepted += 1
            // The journal, read back from its JSON, replays to the same document.
            var replayed = before
            let stored = JSONWriter.string(ChangeFormat.encode(changes), style: .compact)
            try replayed.apply(ChangeFormat.decodeList(JSONParser.parse(stored)))
            let same = replayed == document
            #expect(same, "seed \(seed): \(edit) replays differently from \(stored)")
            Self.checkInvariants(document)
        }
        #expect(accepted > 200, "seed \(seed): the generator should mostly produce valid edits")
        for changes in history.reversed() { try document.apply(changes.inverted) }
        let restored = document == original
        #expect(restored, "seed \(seed)")
    }
}
