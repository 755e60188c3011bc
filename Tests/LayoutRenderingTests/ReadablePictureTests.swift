import DocumentHistory
@testable import LayoutRendering
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// Pictures people can read: colours that stay apart for colour-blind readers, diff panels on
/// one scale and origin, views drawn by kind, labels off borders, nothing outside the canvas
/// unsaid, names escaped.
@Suite("Readable pictures")
struct ReadablePictureTests {
    /// Every colour with a meaning stays at least this far (ΔE*ab) from every other, for
    /// every reader. Okabe–Ito's own green and blue are 17 apart for tritanopes.
    static let minimumDifference = 15.0

    @Test(arguments: ColourVision.allCases)
    func meaningfulColoursStayApart(vision: ColourVision) {
        let colours = Palette.meaningful
        for i in colours.indices {
            for j in colours.indices where j > i {
                let difference = vision.difference(colours[i].colour, colours[j].colour)
                #expect(difference >= Self.minimumDifference,
                        "\(vision): \(colours[i].role) and \(colours[j].role) are \(difference) apart")
            }
        }
        // Each change has a dash pattern of its own too.
        #expect(Set(ViewHighlight.allCases.map(Palette.dashes(for:))).count == ViewHighlight.allCases.count)
    }

    /// One document whose revision 2 puts a view far left of the canvas: both panels still
    /// draw the canvas at the same place and size, and the shared area holds both.
    @Test func diffPanelsShareOneScaleAndOrigin() throws {
        var old = try sampleDocument()
        _ = try old.apply(.insert(stack: "s", index: 0, view: .new(ViewTree(id: "free"))))
        var new = old
        _ = try new.apply([.remove(view: "free", from: .superview),
                           .addSubview(parent: "root", view: .new(ViewTree(
                               id: "far", properties: { var p = ViewProperties(); p.frame = Rect(x: -150, y: 600, width: 80, height: 40); return p }())), zIndex: nil)])
        let svg = LayoutRenderer.diffSVG(from: laidOut(old), to: laidOut(new, revision: 2), diff: try DocumentDiff(from: old, to: new))
        let canvases = elements(of: svg).filter { $0.name == "rect" && $0.attributes["fill"] == Palette.canvasFill }
        try #require(canvases.count == 2)
        let captions = elements(of: svg).filter { $0.attributes["font-weight"] == "bold" && $0.text?.contains("revision") == true }
        try #require(captions.count == 2)
        func number(_ element: RenderedElement, _ key: String) -> Double { Double(element.attributes[key]!)! }
        // The canvas sits at the same offset from each panel's caption, and has the same size.
        #expect(number(canvases[0], "x") - number(captions[0], "x") == number(canvases[1], "x") - number(captions[1], "x"))
        #expect(number(canvases[0], "y") == number(canvases[1], "y"))
        #expect(number(canvases[0], "width") == number(canvases[1], "width"))
        #expect(number(canvases[0], "height") == number(canvases[1], "height"))
        // The left panel leaves room for the view only the right one has.
        #expect(number(canvases[0], "x") - number(captions[0], "x") >= 150)
    }

    @Test(arguments: [UInt64(21), 22, 23, 24])
    func labelsNeverLieOnABorder(seed: UInt64) throws {
        print("labelsNeverLieOnABorder seed \(seed)")
        var random = RandomDocuments(seed: seed)
        let document = random.screen(views: 60)
        let svg = LayoutRenderer.svg(laidOut(document), options: RenderOptions(hiddenViews: seed % 2 == 0 ? .dashed : .omitted))
        let rects = elements(of: svg, inGroup: "views").filter { $0.name == "rect" }.map { element in
            Rect(x: Double(element.attributes["x"]!)!, y: Double(element.attributes["y"]!)!,
                 width: Double(element.attributes["width"]!)!, height: Double(element.attributes["height"]!)!)
        }
        let labels = elements(of: svg, inGroup: "labels")
        #expect(!labels.isEmpty)
        for label in labels {
            let box = try #require(label.textBox)
            for rect in rects {
                let edges = [
                    Rect(x: rect.x, y: rect.y, width: rect.width, height: 0), Rect(x: rect.x, y: rect.maxY, width: rect.width, height: 0),
                    Rect(x: rect.x, y: rect.y, width: 0, height: rect.height), Rect(x: rect.maxX, y: rect.y, width: 0, height: rect.height),
                ]
                for edge in edges {
                    let crosses = edge.x <= box.maxX && box.x <= edge.maxX && edge.y <= box.maxY && box.y <= edge.maxY
                    #expect(!crosses, "label \(label.text!) lies on the border of \(rect)")
                }
            }
        }
    }

    @Test func viewsOutsideTheCanvasAreShadedAndNamed() throws {
        var properties = ViewProperties(kind: .label)
        properties.frame = Rect(x: 280, y: -20, width: 100, height: 40)
        properties.name = "Overflowing title"
        let document = try Document(
            name: "out", canvas: Size(width: 320, height: 480),
            root: ViewTree(id: "root", subviews: [ViewTree(id: "wide", properties: properties), ViewTree(id: "inside")]))
        let svg = LayoutRenderer.svg(laidOut(document))
        #expect(elements(of: svg).contains { $0.attributes["class"] == "outside-canvas" })
        let text = elements(of: svg).compactMap(\.text).joined(separator: " ")
        #expect(text.contains("Outside the canvas (shaded): Overflowing title (wide)"))
        #expect(text.contains("shaded: outside the canvas"))
        #expect(!text.contains("inside (inside)"))
        // Inside the canvas: no shade, no note.
        let inside = LayoutRenderer.svg(laidOut(try sampleDocument()))
        #expect(!inside.contains("outside-canvas") && !inside.contains("Outside the canvas"))
    }

    @Test func eachKindIsDrawnSoItShows() throws {
        func view(_ id: String, _ kind: ViewKind, text: String? = nil, name: String? = nil) -> ViewTree {
            var properties = ViewProperties(kind: kind)
            properties.intrinsicSize = IntrinsicSize(width: 120, height: 40)
            properties.text = text
            properties.name = name
            return ViewTree(id: id, properties: properties)
        }
        var stack = ViewProperties(kind: .stack)
        stack.stack?.axis = .vertical
        stack.stack?.spacing = .points(12)
        stack.name = "Form"
        let document = try Document(
            name: "kinds", canvas: Size(width: 320, height: 480),
            root: ViewTree(id: "root", subviews: [ViewTree(id: "form", properties: stack, subviews: [
                view("title", .label, text: "Welcome back", name: "Title label"), view("go", .button, text: "Sign in"),
                view("mail", .textField, text: "Email"), view("logo", .image, text: "logo"), view("box", .view, name: "Card"),
            ])]),
            constraints: [LayoutConstraint(first: Anchor(view: "form", attribute: .top), second: Anchor(view: "root", attribute: .top), constant: 30)])
        let svg = LayoutRenderer.svg(laidOut(document))
        let labels = elements(of: svg, inGroup: "labels")
        func label(_ text: String) -> RenderedElement? { labels.first { $0.text == text } }
        #expect(label("Welcome back") != nil, "a label shows its text, not its name")
        #expect(label("Sign in")?.attributes["font-weight"] == "bold", "a button its title, in bold")
        #expect(label("Email")?.attributes["fill"] == Palette.mutedText, "a text field its placeholder, in grey")
        #expect(label("logo") != nil && elements(of: svg).contains { $0.attributes["class"] == "image-glyph" }, "an image its name and a glyph")
        #expect(label("Card") != nil, "another view its name")
        #expect(label("↓ Form") != nil, "a stack its axis and name")
        let button = try #require(elements(of: svg, inGroup: "views").first { $0.name == "rect" && $0.attributes["fill"] == ViewStyle.of(.button).fill })
        #expect(button.attributes["rx"] != "0", "a button has rounded corners")
        let legend = elements(of: svg, inGroup: "legend").compactMap(\.text)
        #expect(legend.contains("label (its text)") && legend.contains("button (its title)") && legend.contains("image (its name)"))
        #expect(elements(of: svg, inGroup: "legend").filter { $0.name == "rect" }.count == legend.count, "a swatch for each entry")
    }

    @Test(arguments: [
        "<script>alert(\"x\")</script>", "a & b ' \" < >", "two\nlines\tand\u{1B}[31m escapes", String(repeating: "very long name ", count: 68),
    ])
    func hostileNamesAreEscaped(name: String) throws {
        var properties = ViewProperties(kind: .label)
        properties.intrinsicSize = IntrinsicSize(width: 300, height: 60)
        properties.name = name
        properties.text = name
        let document = try Document(
            name: "hostile", canvas: Size(width: 320, height: 200),
            root: ViewTree(id: "root", subviews: [ViewTree(id: "v", properties: properties)]))
        let svg = LayoutRenderer.svg(laidOut(document))
        #expect(!svg.contains("<script"), "markup in a name is escaped")
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no control character reaches the XML")
        let drawn = elements(of: svg, inGroup: "labels").compactMap(\.text) + elements(of: svg).compactMap(\.text)
        #expect(drawn.contains { $0.contains(ViewCaption.oneLine(name)) || $0.hasPrefix(String(ViewCaption.oneLine(name).prefix(20))) })
        #expect(ViewCaption.oneLine(name).count <= ViewCaption.maximumLength + 1)
    }
}
