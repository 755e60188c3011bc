import DocumentHistory
@testable import LayoutRendering
import StackDocument
import StackLayout
import Testing

/// Every number attribute of `svg` (coordinates, lengths, sizes) parses as a finite number.
func expectFiniteNumbers(in svg: String, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let numeric: Set<String> = ["x", "y", "width", "height", "x1", "y1", "x2", "y2", "font-size", "stroke-width", "fill-opacity"]
    for element in elements(of: svg) {
        for (name, value) in element.attributes where numeric.contains(name) && value != "100%" {
            #expect(Double(value)?.isFinite == true, "\(context): <\(element.name) \(name)=\"\(value)\">", sourceLocation: sourceLocation)
        }
    }
    #expect(!svg.contains("nan") && !svg.contains("inf"), "\(context)", sourceLocation: sourceLocation)
}

@Suite("Rendering extreme values")
struct ExtremeRenderTests {
    /// A document with 1e7 (the edge of the layout range) at every length it holds: laid out,
    /// rendered, and its numbers written as numbers.
    @Test(arguments: [1e7, -1e7])
    func documentAtTheEdgeOfTheRange(value: Double) throws {
        var label = ViewProperties(kind: .label)
        label.intrinsicSize = IntrinsicSize(width: abs(value), height: abs(value))
        label.baseline = Baselines(first: value, last: value)
        label.layoutMargins = EdgeInsets(top: value, leading: value, bottom: value, trailing: value)
        var stack = ViewProperties(kind: .stack)
        stack.stack = StackAttributes(axis: .horizontal, distribution: .fillProportionally, alignment: .firstBaseline,
                                      spacing: .points(value), customSpacing: ["a": value], marginsRelative: true)
        stack.layoutMargins = label.layoutMargins
        var free = ViewProperties()
        free.frame = Rect(x: value, y: value, width: abs(value), height: abs(value))
        let root = ViewTree(id: "root", subviews: [
            ViewTree(id: "s", properties: stack, subviews: [ViewTree(id: "a", properties: label), ViewTree(id: "b", properties: label)]),
            ViewTree(id: "free", properties: free),
        ])
        let document = try Document(
            name: "edge", canvas: Size(width: abs(value), height: abs(value)), root: root,
            constraints: [
                LayoutConstraint(first: Anchor(view: "s", attribute: .top), second: Anchor(view: "root", attribute: .top), constant: value),
                LayoutConstraint(first: Anchor(view: "s", attribute: .width), second: Anchor(view: "root", attribute: .width),
                                 multiplier: 1e4, constant: value, priority: 1),
            ])
        let revision = laidOut(document)
        for style in HiddenViewStyle.allCases {
            expectFiniteNumbers(in: LayoutRenderer.svg(revision, options: RenderOptions(hiddenViews: style)), "\(value) \(style)")
        }
        let sample = try sampleDocument()
        let diff = try DocumentDiff(from: sample, to: document)
        expectFiniteNumbers(in: LayoutRenderer.diffSVG(from: laidOut(sample), to: revision, diff: diff), "diff \(value)")
    }

    /// `render --width 1e17`: the canvas asked for is laid out at the edge of the range, and
    /// the picture is drawn (it trapped converting the caption's width to an Int).
    @Test func canvasFarBeyondTheRange() throws {
        let document = try sampleDocument()
        let layout = LayoutEngine.layout(document.layoutScene(canvas: Size(width: 1e17, height: 600)))
        #expect(layout.canvas == Size(width: LayoutValueRange.maximumLength, height: 600))
        let svg = LayoutRenderer.svg(LaidOutRevision(revision: 1, document: document, layout: layout))
        expectFiniteNumbers(in: svg, "1e17")
        #expect(svg.contains("10000000×600"))
    }

    /// A layout a library client changed by hand, with frames no engine produces (huge, not
    /// finite), is still drawn: numbers that are not finite are written as 0.
    @Test(arguments: [1e17, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan])
    func framesNoEngineProduces(value: Double) throws {
        var revision = laidOut(try sampleDocument())
        for index in revision.layout.views.indices.dropFirst() {
            let frame = Rect(x: value, y: index.isMultiple(of: 2) ? value : 10, width: abs(value), height: value)
            revision.layout.views[index].frame = frame
            revision.layout.views[index].absoluteFrame = frame
        }
        revision.layout.canvas = Size(width: value, height: abs(value))
        for style in HiddenViewStyle.allCases {
            let svg = LayoutRenderer.svg(revision, options: RenderOptions(hiddenViews: style, scale: value))
            expectFiniteNumbers(in: svg, "\(value) \(style)")
        }
    }

    @Test(arguments: [
        (1e17, "1e+17"), (-1e17, "-1e+17"), (1e14, "100000000000000"), (90_000_000_000_000.25, "90000000000000.25"),
        (1e308, "1e+308"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"), (123.456, "123.46"), (-0.001, "0"),
        (.nan, "0"), (.infinity, "0"), (1e7, "10000000"),
    ])
    func numbersOfEveryMagnitude(value: Double, text: String) {
        #expect(SVGBuilder.number(value) == text)
    }

    /// Legend lines wrap at any width, even one no Int can hold.
    @Test(arguments: [1e308, .infinity, .nan, -.infinity, 0, -5])
    func wrappingAtAnyWidth(width: Double) {
        let text = (0..<30).map { "word\($0)" }.joined(separator: " ")
        let lines = PictureComposer.wrap(text, width: width, fontSize: 10)
        #expect(!lines.isEmpty && lines.joined(separator: " ").split(separator: " ").count == 30)
    }

    /// The label grid takes rectangles of any size and position, in bounded time.
    @Test func gridTakesAnyRectangle() {
        var grid = SpatialGrid(cellSize: 48)
        let huge = Rect(x: -1e308, y: -1e308, width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        grid.insert(Rect(x: 1e7, y: 1e7, width: 1e7, height: 10))
        grid.insert(Rect(x: .nan, y: 0, width: 10, height: 10))
        #expect(grid.intersectsAny(Rect(x: 1.5e7, y: 1e7 + 1, width: 1, height: 1)))
        #expect(!grid.intersectsAny(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(grid.intersectsAny(huge))
        grid.insert(huge)
        #expect(grid.intersectsAny(Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!grid.intersectsAny(Rect(x: .infinity, y: 0, width: 1, height: 1)))
    }
}
