import DocumentQuery
import SeededRandom
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// The findings of every rule with the document laid out as one system (no decomposition):
/// every fitting length is then solved from the view's whole subtree, the plain definition
/// of `systemLayoutSizeFitting`, rather than read off the profiles the layout solved with.
func referenceFindings(_ document: Document) -> [LintFinding] {
    let engine = LayoutEngine(options: .init(decomposition: false))
    let layout = document.canvas.map { engine.layout(document.layoutScene(canvas: $0)) }
    let context = LintContext(document: document, layout: layout, engine: layout == nil ? nil : engine)
    return Linter.allRules.flatMap { $0.check(context) }
}

@Suite("Lint against a whole-system reference")
struct LintReferenceTests {
    /// Random documents, half of them with a stack as the root (whose fitting size the
    /// engine reads off the root's own profile), with constraints between random views (which
    /// tie stacks to their surroundings, so that their fitting sizes need a solve of their own).
    @Test(arguments: [UInt64(20_261_125), 4_711, 90_210])
    func findingsMatchTheReference(seed: UInt64) {
        print("seed \(seed)")
        var random = RandomDocuments(seed: seed)
        var overflowing = 0
        for index in 0..<60 {
            var document = random.document(views: 10 + index % 40)
            if index % 2 == 1 {
                let root = random.tree(budget: 10 + index % 40, kind: .stack)
                document = try! Document(name: "random", canvas: Size(width: 375, height: 667), root: root)
                for _ in 0..<(index % 4) { _ = try! document.apply(.addConstraint(random.constraint(in: document), index: nil)) }
            }
            let found = Linter().lint(document)
            overflowing += found.filter { $0.rule == "stack-overflow" }.count
            #expect(found == referenceFindings(document), "seed \(seed), document \(index)")
        }
        // The comparison covers the rule that uses fitting sizes.
        #expect(overflowing > 0, "seed \(seed)")
    }
}

@Suite("Lint of large fill stacks")
struct LargeFillStackLintTests {
    /// A horizontal fill stack of `count` arranged labels, images and plain views with mixed
    /// intrinsic sizes (widths from 20 to 69, every fifth view without an intrinsic height),
    /// spacing 2, as the root of a 375-wide canvas or pinned to the root's margins; and the
    /// width its views need (the compressed fitting width): every intrinsic width (compression
    /// resistance 750 beats the pull toward zero at 50) and the spacing.
    static func fillStack(_ count: Int, asRoot: Bool) -> (document: Document, needed: Double) {
        let kinds: [ViewKind] = [.label, .image, .view, .label]
        var views: [ViewTree] = []
        var needed = 2.0 * Double(count - 1)
        for index in 0..<count {
            var properties = ViewProperties(kind: kinds[index % kinds.count])
            let width = Double(20 + (index * 7) % 50)
            properties.intrinsicSize = IntrinsicSize(width: width, height: index % 5 == 2 ? nil : Double(10 + (index * 3) % 20))
            needed += width
            views.append(ViewTree(id: "v\(index)", properties: properties))
        }
        var stack = ViewProperties(kind: .stack)
        stack.stack!.spacing = .points(2)
        let canvas = Size(width: 375, height: 667)
        if asRoot {
            return (try! Document(name: "fill", canvas: canvas, root: ViewTree(id: "stack", properties: stack, subviews: views)), needed)
        }
        let root = ViewTree(id: "root", subviews: [ViewTree(id: "stack", properties: stack, subviews: views)])
        func pin(_ edge: LayoutAttribute, _ margin: LayoutAttribute) -> LayoutConstraint {
            LayoutConstraint(first: Anchor(view: "stack", attribute: edge), second: Anchor(view: "root", attribute: margin))
        }
        let constraints = [pin(.leading, .leadingMargin), pin(.trailing, .trailingMargin), pin(.top, .topMargin)]
        return (try! Document(name: "fill", canvas: canvas, root: root, constraints: constraints), needed)
    }

    /// Before, the root stack's fitting width was solved from its whole subtree with the
    /// constraints in an order that cost cubic time: minutes for 1,005 views. Alone, the six
    /// cases take under a second in a debug build; the limit leaves room for a whole parallel
    /// run on two cores, where a test waits for a thread of the pool with its clock running.
    @Test(.timeLimit(.minutes(5)), arguments: [200, 400, 1005], [true, false])
    func findingsOfOneLargeFillStack(count: Int, asRoot: Bool) {
        let (document, needed) = Self.fillStack(count, asRoot: asRoot)
        let found = Linter().lint(document)
        // The content is far longer than the stack, which squeezes its views: they tie on
        // compression resistance (750). Nothing stretches, so their hugging decides nothing.
        #expect(found.map(\.rule) == ["fill-compression-tie", "stack-overflow"])
        #expect(found.allSatisfy { $0.view == "stack" })
        #expect(found.first?.message.contains("v0, v1, v2, ") == true)
        let width = asRoot ? 375.0 : 375 - 16
        let overflow = found.last?.message ?? ""
        #expect(overflow.hasPrefix(
            "horizontal stack \"stack\" is \(formatPoints(width)) pt along its axis but its arranged views need \(formatPoints(needed)) pt"),
            "\(overflow)")
    }

    /// The same stack tied to the root by a constraint on one of its views: its width is solved
    /// in the root's subsystem, so its fitting width takes a solve of its own (5 s alone).
    @Test(.timeLimit(.minutes(5)))
    func largeFillStackTiedToItsSuperview() {
        var (document, needed) = Self.fillStack(1005, asRoot: false)
        _ = try! document.apply(.addConstraint(
            LayoutConstraint(first: Anchor(view: "v0", attribute: .leading), second: Anchor(view: "root", attribute: .leading)),
            index: nil))
        let found = Linter().lint(document)
        #expect(found.last?.message.contains("need \(formatPoints(needed)) pt") == true, "\(found.last?.message ?? "")")
        #expect(found == referenceFindings(document))
    }
}
