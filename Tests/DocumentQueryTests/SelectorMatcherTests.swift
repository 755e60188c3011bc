import DocumentQuery
import StackDocument
import StackLayout
import Testing

let queryFixture = #"""
{ "format": "stack-document/1", "name": "fixture", "canvas": { "width": 375, "height": 667 },
  "root": { "id": "root", "subviews": [
    { "id": "main", "kind": "stack", "axis": "vertical", "spacing": 8, "customSpacing": { "title": 4 },
      "arranged": ["title", "image", "row", "footer"],
      "subviews": [
        { "id": "title", "kind": "label", "intrinsicSize": { "width": 59, "height": 20.5 }, "baseline": { "first": 16, "last": 16 } },
        { "id": "image", "kind": "image", "hidden": true, "intrinsicSize": { "width": 320, "height": 240 },
          "hugging": { "horizontal": 250, "vertical": 249 } },
        { "id": "row", "kind": "stack", "distribution": "fillEqually", "spacing": "system", "subviews": [
            { "id": "ok", "kind": "button", "intrinsicSize": { "width": 30, "height": 30 } },
            { "id": "cancel", "kind": "button", "intrinsicSize": { "width": 80, "height": 44 } },
            { "id": "toggle", "kind": "switch", "hidden": true, "intrinsicSize": { "width": 51, "height": 31 } } ] },
        { "id": "badge", "kind": "view", "frame": { "x": 0, "y": 0, "width": 10, "height": 10 } },
        { "id": "footer", "kind": "label" } ] },
    { "id": "overlay" } ] },
  "constraints": [
    { "first": "main.leading", "second": "root.leading" }, { "first": "main.trailing", "second": "root.trailing" },
    { "first": "main.top", "second": "root.top" } ] }
"""#

@Suite("Selector matcher")
struct SelectorMatcherTests {
    static let document = try! Document(json: Array(queryFixture.utf8))
    static let layout = LayoutEngine.layout(document.layoutScene(canvas: Size(width: 375, height: 667)))

    func ids(_ text: String, layout: Bool = false) throws -> [String] {
        let target = QueryTarget(document: Self.document, revision: 1, layout: layout ? Self.layout : nil)
        return SelectorMatcher(target: target).matches(try SelectorList(parsing: text))
    }

    @Test(arguments: [
        // Kinds, universal, ids.
        ("stack", ["main", "row"]),
        ("*", ["root", "main", "title", "image", "row", "ok", "cancel", "toggle", "badge", "footer", "overlay"]),
        ("button", ["ok", "cancel"]),
        ("#toggle", ["toggle"]),
        ("label#footer", ["footer"]),
        ("image#footer", []),
        // Attributes: text, numbers, nested paths, null, booleans, presence.
        ("[axis=vertical]", ["main"]),
        ("stack[axis=horizontal]", ["row"]),
        ("stack[distribution=fillEqually]", ["row"]),
        ("[distribution!=fill]", ["row"]),
        ("[spacing>8]", []),
        ("[spacing>=8]", ["main", "row"]),
        ("[spacing=system]", ["row"]),
        ("[spacing!=system]", ["main"]),
        ("[spacing=8]", ["main", "row"]),
        ("[hugging.vertical<250]", ["image"]),
        ("[hugging.vertical>250]", ["title", "footer"]),
        ("[hugging.horizontal=250]", ["root", "main", "image", "row", "ok", "cancel", "toggle", "badge", "overlay"]),
        ("[intrinsicSize.width>=51]", ["title", "image", "cancel", "toggle"]),
        ("[intrinsicSize.height=20.5]", ["title"]),
        ("label[intrinsicSize.width=null]", ["footer"]),
        ("label[intrinsicSize]", ["title"]),
        ("[baseline.first=16]", ["title"]),
        ("[baseline]", ["title"]),
        ("[hidden]", ["image", "toggle"]),
        ("[hidden=true]", ["image", "toggle"]),
        ("button[hidden=false]", ["ok", "cancel"]),
        ("[fixedFrame.width<11]", ["badge"]),
        ("[fixedFrame]", ["badge"]),
        ("[customSpacing.title=4]", ["main"]),
        ("[customSpacing]", ["main"]),
        ("[customSpacing.image]", []),
        ("[id^=t]", ["title", "toggle"]),
        ("[id$=er]", ["footer"]),
        ("[id*=an]", ["cancel"]),
        ("[parent=row]", ["ok", "cancel", "toggle"]),
        ("[kind=switch]", ["toggle"]),
        ("[subviewCount=5]", ["main"]),
        ("[arrangedCount=4]", ["main"]),
        ("[axis=3]", []),
        ("[spacing=vertical]", []),
        // A stack key on another kind matches nothing, even with !=.
        ("label[axis!=vertical]", []),
        // Pseudo-classes.
        (":hidden", ["image", "toggle"]),
        ("button:visible", ["ok", "cancel"]),
        (":arranged", ["title", "image", "row", "ok", "cancel", "toggle", "footer"]),
        (":not-arranged", ["root", "main", "badge", "overlay"]),
        (":empty", ["title", "image", "ok", "cancel", "toggle", "badge", "footer", "overlay"]),
        (":first-arranged", ["title", "ok"]),
        (":last-arranged", ["toggle", "footer"]),
        (":root", ["root"]),
        (":not(stack, :empty)", ["root"]),
        ("button:not(#ok)", ["cancel"]),
        ("*:not(#main *)", ["root", "main", "overlay"]),
        // Combinators.
        ("stack label", ["title", "footer"]),
        ("#root button", ["ok", "cancel"]),
        ("main > button", []),
        ("stack > button", ["ok", "cancel"]),
        ("#main > *:hidden", ["image"]),
        ("label + image", ["image"]),
        ("image + stack", ["row"]),
        ("#row + label", ["footer"]),
        ("stack + view", []),
        ("label ~ label", ["footer"]),
        ("#title ~ *", ["image", "row", "footer"]),
        ("button + button + switch", ["toggle"]),
        ("stack[axis=vertical] > stack > :first-arranged + button", ["cancel"]),
        ("#main :hidden", ["image", "toggle"]),
        // Lists.
        ("switch, label", ["title", "toggle", "footer"]),
        ("#overlay, #root, #nothing", ["root", "overlay"]),
    ])
    func matches(_ text: String, _ expected: [String]) throws {
        #expect(try ids(text) == expected, "\(text)")
    }

    @Test func framesAreLaidOutInCanvasCoordinates() throws {
        // The row is fillEqually: its three buttons share the stack's width.
        let ok = try #require(Self.layout.absoluteFrame(of: "ok"))
        #expect(try ids("button[frame.x=\(ok.x)]", layout: true) == ["ok"])
        #expect(try ids("[frame.width<44]:empty", layout: true).contains("badge"))
        #expect(try ids("[frame.y>=0][frame.height>0]", layout: true).contains("main"))
        #expect(try ids("[frame]", layout: true).count == 11)
        // Without a layout, frame predicates are false.
        #expect(try ids("[frame]", layout: false).isEmpty)
        #expect(try ids("[frame.width>=0]", layout: false).isEmpty)
    }
}
