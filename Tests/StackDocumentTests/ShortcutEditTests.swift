import StackDocument
import Testing

/// `ViewReference` and `ShortcutEdit.edits(in:)`: views typed by id or name, ambiguous names
/// and slips refused with the views named, insertions at the end by default.
@Suite("View references and shortcut edits")
struct ShortcutEditTests {
    static func document() throws -> Document {
        try Document(json: Array(#"""
            { "format": "stack-document/1", "name": "form", "canvas": { "width": 375, "height": 667 },
              "root": { "id": "root", "subviews": [
                { "id": "stack", "kind": "stack", "name": "Fields", "subviews": [
                  { "id": "a1", "kind": "label", "name": "Title" },
                  { "id": "b2", "kind": "label", "name": "Twice" },
                  { "id": "c3", "kind": "label", "name": "Twice" } ] },
                { "id": "badge", "kind": "view" } ] } }
            """#.utf8))
    }

    @Test(arguments: [("a1", "a1"), ("Title", "a1"), ("Fields", "stack"), ("elsewhere", "elsewhere")])
    func idsAndNamesResolve(typed: String, id: String) throws {
        #expect(try ViewReference(document: try Self.document()).id(for: typed) == id)
    }

    @Test func anAmbiguousNameListsItsViews() throws {
        #expect(throws: ViewReferenceError.ambiguous(name: "Twice", document: "form", views: ["b2", "c3"])) {
            try ViewReference(document: try Self.document()).id(for: "Twice")
        }
        let message = "\(ViewReferenceError.ambiguous(name: "Twice", document: "form", views: ["b2", "c3"]))"
        #expect(message == #""Twice" names 2 views of "form": Twice (b2), Twice (c3); give the id of the one you mean"#)
    }

    @Test func aSlipSuggestsTheNearestUnlessAskedNotTo() throws {
        let reference = ViewReference(document: try Self.document())
        #expect(throws: ViewReferenceError.nearMiss(typed: "Titel", document: "form", nearest: "Title")) { try reference.id(for: "Titel") }
        #expect(try reference.id(for: "Titel", suggesting: false) == "Titel")
    }

    @Test(arguments: [
        (ShortcutEdit.insert(stack: "Fields", index: nil, view: .existing("badge")), [Edit.insert(stack: "stack", index: 3, view: .existing("badge"))]),
        (.insert(stack: "Fields", index: nil, view: .existing("Title")), [.insert(stack: "stack", index: 2, view: .existing("a1"))]),
        (.insert(stack: "stack", index: 0, view: .existing("badge")), [.insert(stack: "stack", index: 0, view: .existing("badge"))]),
        (.addSubview(parent: "Fields", view: .existing("badge"), zIndex: nil), [.addSubview(parent: "stack", view: .existing("badge"), zIndex: nil)]),
        (.remove(view: "Title", from: .arranged), [.remove(view: "a1", from: .arranged)]),
        (.hide(["Title", "badge"]), [.hide(view: "a1"), .hide(view: "badge")]),
        (.unhide(["Fields"]), [.unhide(view: "stack")]),
        (.set(view: "Title", property: .text, value: .string("Hello")), [.set(view: "a1", property: .text, value: .string("Hello"))]),
    ])
    func shortcutsBecomeEditsOfTheHead(shortcut: ShortcutEdit, edits: [Edit]) throws {
        #expect(try shortcut.edits(in: try Self.document()) == edits)
    }
}
