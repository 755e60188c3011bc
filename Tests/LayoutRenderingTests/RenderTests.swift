import DocumentHistory
@testable import LayoutRendering
import SeededRandom
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// A document laid out at its canvas, as `render` does.
func laidOut(_ document: Document, revision: Int = 1) -> LaidOutRevision {
    let layout = LayoutEngine.layout(document.layoutScene(canvas: document.canvas ?? Size(width: 375, height: 667)))
    return LaidOutRevision(revision: revision, document: document, layout: layout)
}

/// root > stack s (a, b, c arranged; b hidden), 320×480.
func sampleDocument(name: String = "sample") throws -> Document {
    func leaf(_ id: String, hidden: Bool = false) -> ViewTree {
        var properties = ViewProperties(kind: .label)
        properties.intrinsicSize = IntrinsicSize(width: 60, height: 30)
        properties.hidden = hidden
        return ViewTree(id: id, properties: properties)
    }
    let stack = ViewTree(id: "s", properties: ViewProperties(kind: .stack), subviews: [leaf("a"), leaf("b", hidden: true), leaf("c")])
    return try Document(
        name: name, canvas: Size(width: 320, height: 480), root: ViewTree(id: "root", subviews: [stack]),
        constraints: [
            LayoutConstraint(first: Anchor(view: "s", attribute: .top), second: Anchor(view: "root", attribute: .top), constant: 20),
            LayoutConstraint(first: Anchor(view: "s", attribute: .leading), second: Anchor(view: "root", attribute: .leading), constant: 20),
        ])
}

/// The stroke of the rectangle drawn for each view, in drawing order (one per panel).
func strokes(in svg: String) -> [String: [String]] {
    var result: [String: [String]] = [:]
    var lastRect: RenderedElement?
    for element in elements(of: svg) {
        if element.name == "rect" { lastRect = element }
        if element.name == "title", let text = element.text, let rect = lastRect {
            let id = String(text.prefix(while: { $0 != " " }))
            result[id, default: []].append(rect.attributes["stroke"] ?? "")
        }
    }
    return result
}

@Suite("Rendering")
struct RenderTests {
    @Test func drawsEveryVisibleViewAtItsFrame() throws {
        let revision = laidOut(try sampleDocument())
        let svg = LayoutRenderer.svg(revision)
        let drawn = strokes(in: svg)
        #expect(Set(drawn.keys) == ["root", "s", "a", "c"])
        // Each view's rectangle sits at its absolute frame, shifted by the same offset.
        let rects = elements(of: svg).filter { $0.name == "rect" && $0.attributes["x"] != nil }
        let root = try #require(rects.first)
        let originX = try #require(Double(root.attributes["x"]!)), originY = try #require(Double(root.attributes["y"]!))
        let frameOfA = try #require(revision.layout.absoluteFrame(of: "a"))
        #expect(rects.contains { Double($0.attributes["x"]!) == originX + frameOfA.x && Double($0.attributes["y"]!) == originY + frameOfA.y
            && Double($0.attributes["width"]!) == frameOfA.width })
        // The stack shows its axis; the leaves carry their ids as labels.
        #expect(elements(of: svg).filter { $0.attributes["class"] == "axis" }.count == 1)
        #expect(Set(elements(of: svg, inGroup: "labels").compactMap(\.text)) == ["a", "c", "→ s"], "leaves by id, the stack with its axis")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func hiddenViewsAreOmittedOrDashed() throws {
        let revision = laidOut(try sampleDocument())
        #expect(strokes(in: LayoutRenderer.svg(revision))["b"] == nil)
        let dashed = LayoutRenderer.svg(revision, options: RenderOptions(hiddenViews: .dashed))
        #expect(strokes(in: dashed)["b"] == [Palette.hidden])
        let rectOfB = elements(of: dashed).last { $0.name == "rect" && $0.attributes["stroke"] == Palette.hidden }
        #expect(rectOfB?.attributes["stroke-dasharray"] == "4 3")
        #expect(dashed.contains("dashed grey: hidden"))
    }

    @Test func scaleSetsThePixelSizeNotTheDrawing() throws {
        let revision = laidOut(try sampleDocument())
        let one = elements(of: LayoutRenderer.svg(revision, options: RenderOptions(scale: 1)))[0]
        let three = elements(of: LayoutRenderer.svg(revision, options: RenderOptions(scale: 3)))[0]
        #expect(one.attributes["viewBox"] == three.attributes["viewBox"])
        #expect(Double(three.attributes["width"]!)! == 3 * Double(one.attributes["width"]!)!)
    }

    @Test func textIsEscaped() throws {
        // Documents refuse a control character in their name now; stores from before may hold one.
        var document = try sampleDocument()
        document.name = "a <b> & \"c\"\u{1}"
        let svg = LayoutRenderer.svg(laidOut(document))
        #expect(svg.contains("a &lt;b&gt; &amp; &quot;c&quot;\u{FFFD} · revision 1"))
        #expect(!svg.contains("<b>"))
    }

    @Test func scrollContentIsOutlinedWithItsSize() throws {
        let json = #"""
            { "format": "stack-document/1", "name": "scrolling", "canvas": { "width": 320, "height": 480 },
              "root": { "id": "root", "subviews": [
                { "id": "scroll", "kind": "scroll", "subviews": [
                  { "id": "stack", "kind": "stack", "axis": "vertical", "subviews": [
                    { "id": "e1", "kind": "view", "intrinsicSize": { "width": 100, "height": 400 } },
                    { "id": "e2", "kind": "view", "intrinsicSize": { "width": 100, "height": 400 } } ] } ] } ] },
              "constraints": [
                { "first": "scroll.leading", "second": "root.leading" }, { "first": "scroll.trailing", "second": "root.trailing" },
                { "first": "scroll.top", "second": "root.top" }, { "first": "scroll.bottom", "second": "root.bottom" },
                { "first": "stack.leading", "second": "scroll.content.leading" },
                { "first": "stack.trailing", "second": "scroll.content.trailing" },
                { "first": "stack.top", "second": "scroll.content.top" },
                { "first": "stack.bottom", "second": "scroll.content.bottom" },
                { "first": "stack.width", "second": "scroll.width" } ] }
            """#
        let revision = laidOut(try DocumentFormat.decode(Array(json.utf8)))
        #expect(revision.layout.contentSize(of: "scroll") == Size(width: 320, height: 800))
        let svg = LayoutRenderer.svg(revision)
        let content = elements(of: svg, inGroup: "views").filter { $0.attributes["stroke"] == Palette.scrollContent && $0.name == "rect" }
        #expect(content.count == 1)
        #expect(content.first?.attributes["height"] == "800")
        #expect(elements(of: svg, inGroup: "labels").contains { $0.text == "content 320×800" })
        // The picture is tall enough for the content below the canvas.
        let viewBox = try #require(elements(of: svg)[0].attributes["viewBox"]).split(separator: " ")
        #expect(Double(viewBox[3])! > 800)
        let text = elements(of: svg).compactMap(\.text).joined(separator: " ")
        #expect(text.contains("dashed purple: a scroll view's content"))
    }

    @Test func diffColoursAddedRemovedMovedAndReframedViews() throws {
        var old = try sampleDocument()
        for id in ["d", "e"] { _ = try old.apply(.insert(stack: "s", index: 3, view: .new(ViewTree(id: id)))) }
        var new = old
        _ = try new.apply([
            .remove(view: "a", from: .superview),
            .insert(stack: "s", index: 0, view: .new(ViewTree(id: "n", properties: ViewProperties(kind: .button)))),
            .insert(stack: "s", index: 4, view: .existing("c")),
        ])
        let diff = try DocumentDiff(from: old, to: new)
        let svg = LayoutRenderer.diffSVG(from: laidOut(old, revision: 1), to: laidOut(new, revision: 2), diff: diff)
        let drawn = strokes(in: svg)
        #expect(drawn["a"] == [Palette.stroke(for: .removed)])
        #expect(drawn["n"] == [Palette.stroke(for: .added)])
        #expect(drawn["c"] == [Palette.stroke(for: .moved), Palette.stroke(for: .moved)])
        #expect(drawn["root"]?.count == 2)
        #expect(svg.contains("sample · revision 1 · 320×480") && svg.contains("sample · revision 2 · 320×480"))
        #expect(svg.contains("Changes: 1 added (green); 1 removed (red); 1 moved in the tree (orange)"))
    }

    /// A view the change hid is drawn dashed grey on the newer side, where the older side shows
    /// it, and one it showed again on the older side; the legend has the hidden swatch.
    @Test(arguments: [HiddenViewStyle.omitted, .dashed])
    func diffDrawsTheViewsItHidOrShowed(style: HiddenViewStyle) throws {
        let old = try sampleDocument()
        var new = old
        _ = try new.apply([.hide(view: "a"), .unhide(view: "b")])
        let diff = try DocumentDiff(from: old, to: new)
        let svg = LayoutRenderer.diffSVG(
            from: laidOut(old, revision: 1), to: laidOut(new, revision: 2), diff: diff, options: RenderOptions(hiddenViews: style))
        let drawn = strokes(in: svg)
        #expect(drawn["a"]?.count == 2 && drawn["a"]?.last == Palette.hidden, "a: shown on the left, hidden on the right: \(drawn)")
        #expect(drawn["b"]?.count == 2 && drawn["b"]?.first == Palette.hidden, "b: hidden on the left, shown on the right: \(drawn)")
        #expect(svg.contains("dashed grey: hidden"))
        // Drawn where the other side shows it, not collapsed to nothing.
        // (The legend's swatch is the third dashed grey rectangle.)
        let hiddenRects = elements(of: svg).filter { $0.name == "rect" && $0.attributes["stroke"] == Palette.hidden }
        #expect(hiddenRects.count == 3)
        #expect(hiddenRects.filter { Double($0.attributes["width"] ?? "0")! >= 59 && Double($0.attributes["height"] ?? "0")! >= 29 }.count == 2)
    }

    @Test(arguments: [UInt64(11), 12, 13, 14, 15, 16])
    func labelsNeverOverlapAndEveryLeafIsNamed(seed: UInt64) throws {
        print("labelsNeverOverlapAndEveryLeafIsNamed seed \(seed)")
        var random = RandomDocuments(seed: seed)
        let document = random.document(views: 80)
        let revision = laidOut(document)
        let svg = LayoutRenderer.svg(revision, options: RenderOptions(hiddenViews: seed % 2 == 0 ? .dashed : .omitted))
        let labels = elements(of: svg, inGroup: "labels")
        let boxes = labels.compactMap(\.textBox)
        #expect(boxes.count == labels.count)
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                #expect(!overlap(boxes[i], boxes[j]), "labels \(labels[i].text!) and \(labels[j].text!) overlap")
            }
        }
        // Every drawn view without drawn subviews is labelled or listed under the picture.
        // The legend ends with the list of views whose labels had no room.
        let legend = elements(of: svg).filter { $0.name == "text" }.compactMap(\.text).joined(separator: " ")
        let listed = Set(legend.firstRange(of: "Not labelled (no room): ").map { range in
            legend[range.upperBound...].replacing("   ", with: " ").components(separatedBy: ", ")
        } ?? [])
        let panel = LayoutPanel(document: document, layout: revision.layout, caption: "")
        let style: HiddenViewStyle = seed % 2 == 0 ? .dashed : .omitted
        let drawn = panel.drawnViews(style)
        let drawnIDs = Set(drawn.map(\.node.id))
        let labelled = Set(labels.compactMap(\.text))
        #expect(labelled.isDisjoint(with: listed), "a view is both labelled and listed")
        for node in drawn.map(\.node) where node.id != document.rootID && !node.subviews.contains(where: drawnIDs.contains) {
            #expect(labelled.contains(ViewCaption.text(for: node)) || listed.contains(ViewCaption.listing(for: node)),
                    "\(node.id) is neither labelled nor listed")
        }
    }
}
