import StackDocument
import StackLayout
import Testing

/// The format's number rule, and that every way into a document applies it: trees and
/// constraints built in code, JSON documents, `set`, and documents whose name or canvas was
/// set in code.
@Suite("Number rule")
struct NumberRuleTests {
    /// Values no length, coordinate or size admits (`1e309` reads as infinity).
    static let refusedLengths: [Double] = [.nan, .infinity, -.infinity, Double("1e309")!, 1e308, 1e17, 1.0000001e7]
    /// The same, and -5, for sizes.
    static let refusedSizes = refusedLengths + [-5]

    @Test(arguments: refusedSizes)
    func sizesRefuse(value: Double) {
        #expect(throws: NumberViolation.self) { try NumberRule.size.check(value) }
    }

    @Test(arguments: refusedLengths)
    func lengthsRefuse(value: Double) {
        #expect(throws: NumberViolation.self) { try NumberRule.length.check(value) }
    }

    @Test(arguments: [(NumberRule.length, -1e7), (.length, 1e7), (.length, -5), (.size, 0), (.size, 1e7),
                      (.multiplier(relatesTwoAnchors: true), 1e4), (.multiplier(relatesTwoAnchors: true), -1e-4),
                      (.multiplier(relatesTwoAnchors: false), 0), (.priority, 1), (.priority, 1000)])
    func boundsAreAdmitted(rule: NumberRule, value: Double) throws {
        try rule.check(value)
    }

    @Test(arguments: [
        (NumberRule.multiplier(relatesTwoAnchors: true), 0.0, "must not be zero"),
        (.multiplier(relatesTwoAnchors: true), 1e-5, "at least 1e-4"),
        (.multiplier(relatesTwoAnchors: false), 1.5e4, "out of range: a multiplier is within -1e4...1e4"),
        (.priority, 0, "out of range: a priority is within 1...1000"),
        (.length, -1.5e7, "-15000000 is out of range: a length is within -1e7...1e7 pt"),
        (.size, -5, "-5 must be zero or more"),
    ])
    func violationsSayWhatIsWrong(rule: NumberRule, value: Double, message: String) {
        #expect { try rule.check(value) } throws: { ($0 as? NumberViolation)?.message.contains(message) == true }
    }

    @Test(arguments: [
        ("nan", "nan is not a finite number"), ("-inf", "-inf is not a finite number"), ("Infinity", "Infinity is not a finite number"),
        ("1e309", "1e309 is out of range"), ("1e17", "1e17 is out of range"), ("-5", "-5 must be zero or more"),
        ("12px", "\"12px\" is not a number"),
    ])
    func readingTextQuotesItAsTyped(text: String, message: String) {
        #expect { try NumberRule.size.read(text) } throws: { ($0 as? NumberViolation)?.message.hasPrefix(message) == true }
    }

    @Test(arguments: refusedSizes)
    func aNewViewBuiltInCodeIsChecked(value: Double) throws {
        var document = try sampleDocument()
        let before = document
        var properties = ViewProperties(kind: .label)
        properties.intrinsicSize = IntrinsicSize(width: value, height: 20)
        let tree = ViewTree(id: "q", subviews: [ViewTree(id: "q1", properties: properties)])
        for edit in [Edit.insert(stack: "s", index: 0, view: .new(tree)), .addSubview(parent: "root", view: .new(tree), zIndex: nil)] {
            #expect {
                try document.edit(edit)
            } throws: { error in
                (error as? DocumentError)?.message.hasPrefix("edit 1 (\(edit.op)): view \"q1\": intrinsicSize.width: ") == true
            }
            #expect(document == before)
        }
    }

    @Test(arguments: refusedLengths)
    func everyLengthOfANewViewIsChecked(value: Double) throws {
        var document = try sampleDocument()
        var stack = ViewProperties(kind: .stack)
        let variants: [(String, (inout ViewProperties) -> Void)] = [
            ("spacing", { $0.stack!.spacing = .points(value) }),
            ("customSpacing.z", { $0.stack!.customSpacing = ["z": value] }),
            ("layoutMargins.bottom", { $0.layoutMargins.bottom = value }),
            ("baseline.last", { $0.baseline = Baselines(first: 1, last: value) }),
            ("frame.y", { $0.frame = Rect(x: 0, y: value, width: 1, height: 1) }),
        ]
        for (keys, change) in variants {
            stack = ViewProperties(kind: .stack)
            change(&stack)
            let tree = ViewTree(id: "t", properties: stack, subviews: [ViewTree(id: "z")])
            #expect(throws: DocumentError.self) { try document.edit(.insert(stack: "s", index: 0, view: .new(tree))) }
            #expect(stack.firstNumberViolation?.keys.joined(separator: ".") == keys)
        }
    }

    @Test(arguments: [
        (ViewProperty.spacing, JSONValue.number(1e308)), (.layoutMargins, JSONValue.object([("top", .number(1e17))])),
        (.intrinsicSize, JSONValue.object([("width", .number(1.0000001e7))])),
        (.frame, JSONValue.object([("x", 0), ("y", 0), ("width", .number(1e308)), ("height", 1)])),
    ])
    func setIsChecked(property: ViewProperty, value: JSONValue) throws {
        var document = try sampleDocument()
        let before = document
        #expect {
            try document.edit(.set(view: "s", property: property, value: value))
        } throws: { error in
            (error as? DocumentError)?.message.contains("is out of range") == true
        }
        #expect(document == before)
        try document.edit(.set(view: "s", property: .spacing, value: -5))
        #expect(document["s"]?.properties.stack?.spacing == .points(-5))
    }

    @Test(arguments: [
        (LayoutConstraint(first: Anchor(view: "a", attribute: .width), constant: 1e308), "constant 1e+308 is out of range"),
        (LayoutConstraint(first: Anchor(view: "a", attribute: .width), second: Anchor(view: "b", attribute: .width), multiplier: 1e5),
         "multiplier 100000 is out of range"),
        (LayoutConstraint(first: Anchor(view: "a", attribute: .width), second: Anchor(view: "b", attribute: .width), multiplier: 1e-9),
         "too close to zero"),
    ])
    func constraintsAreChecked(constraint: LayoutConstraint, message: String) throws {
        var document = try sampleDocument()
        #expect {
            try document.edit(.addConstraint(constraint, index: nil))
        } throws: { ($0 as? DocumentError)?.message.contains(message) == true }
        let root = ViewTree(id: "r", subviews: [ViewTree(id: "a"), ViewTree(id: "b")])
        #expect(throws: DocumentError.self) { try Document(name: "d", root: root, constraints: [constraint]) }
    }

    @Test(arguments: [
        (#""canvas": {"width": 1e308, "height": 1}, "root": {"id": "r"}"#, "$.canvas.width"),
        (#""root": {"id": "r", "kind": "stack", "spacing": 1e308}"#, "$.root.spacing"),
        (#""root": {"id": "r", "layoutMargins": {"leading": -1e17}}"#, "$.root.layoutMargins.leading"),
        (#""root": {"id": "r", "subviews": [{"id": "v", "frame": {"x": 1e8, "y": 0, "width": 1, "height": 1}}]}"#, "$.root.subviews[0].frame.x"),
        (#""root": {"id": "r"}, "constraints": [{"first": "r.height", "constant": 1e308}]"#, "$.constraints[0].constant"),
    ])
    func jsonDocumentsAreCheckedWithThePath(fields: String, path: String) {
        let text = #"{"format": "stack-document/1", "# + fields + "}"
        #expect {
            try Document(json: Array(text.utf8))
        } throws: { error in
            guard let error = error as? DocumentError else { return false }
            return error.path == path && error.message.contains("out of range")
        }
    }

    @Test(arguments: ["", "  ", "\t", "a\nb", "tab\there", "\u{7}"])
    func namesThatShowAsNothingAreRefused(name: String) throws {
        #expect(throws: DocumentError.self) { try Document(name: name, root: ViewTree(id: "r")) }
        var document = try sampleDocument()
        document.name = name
        #expect(throws: DocumentError.self) { try document.checkValues() }
    }

    @Test func aCanvasSetInCodeIsChecked() throws {
        #expect(throws: DocumentError.self) { try Document(name: "d", canvas: Size(width: .nan, height: 1), root: ViewTree(id: "r")) }
        var document = try sampleDocument()
        try document.checkValues()
        document.canvas = Size(width: 320, height: 1e17)
        #expect { try document.checkValues() } throws: { ($0 as? DocumentError)?.message.hasPrefix("canvas height: 1e+17 is out of range") == true }
    }

    @Test func editListsMustBeArrays() {
        #expect {
            try EditFormat.decodeList(Array(#"{"op": "hide", "view": "a"}"#.utf8))
        } throws: { error in
            (error as? DocumentError)?.description == "$: expected an array of edits, found an object"
        }
    }
}
