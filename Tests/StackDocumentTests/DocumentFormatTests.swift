import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// The example from the format spec.
let simpleStackJSON = #"""
{
  "format": "stack-document/1",
  "name": "Simple Stack View",
  "canvas": { "width": 375, "height": 667 },
  "root": {
    "id": "root",
    "kind": "view",
    "layoutMargins": { "top": 20, "leading": 16, "bottom": 20, "trailing": 16 },
    "subviews": [
      {
        "id": "stack", "kind": "stack", "axis": "vertical", "distribution": "fill", "alignment": "fill", "spacing": 8,
        "subviews": [
          { "id": "flowers", "kind": "label", "intrinsicSize": { "width": 59, "height": 20.5 },
            "baseline": { "first": 16, "last": 16 } },
          { "id": "image", "kind": "image", "intrinsicSize": { "width": 320, "height": 240 },
            "hugging": { "horizontal": 250, "vertical": 249 },
            "compressionResistance": { "horizontal": 750, "vertical": 749 } },
          { "id": "edit", "kind": "button", "intrinsicSize": { "width": 30, "height": 30 } }
        ]
      }
    ]
  },
  "constraints": [
    { "first": "stack.leading", "second": "root.leadingMargin" },
    { "first": "stack.trailing", "second": "root.trailingMargin" },
    { "first": "stack.top", "second": "root.safeArea.top", "constant": 8 },
    { "first": "root.safeArea.bottom", "second": "stack.bottom", "constant": 8 }
  ]
}
"""#

func decode(_ text: String) throws -> Document { try Document(json: Array(text.utf8)) }

@Suite("Document format")
struct DocumentFormatTests {
    @Test func readsTheSpecExample() throws {
        let document = try decode(simpleStackJSON)
        #expect(document.name == "Simple Stack View")
        #expect(document.canvas == Size(width: 375, height: 667))
        #expect(document.viewCount == 5)
        let stack = try #require(document["stack"])
        #expect(stack.properties.stack?.axis == .vertical)
        #expect(stack.properties.stack?.spacing == .points(8))
        #expect(stack.arranged == ["flowers", "image", "edit"])
        #expect(document["flowers"]?.properties.hugging == AxisPriorities(horizontal: 251, vertical: 251))
        #expect(document["image"]?.properties.hugging.vertical == 249)
        #expect(document["root"]?.properties.layoutMargins.leading == 16)
        #expect(document.constraints.map(\.id) == ["c1", "c2", "c3", "c4"])
        #expect(document.constraints[2].second == Anchor(view: "root", guide: .safeArea, attribute: .top))
        #expect(document.constraints[2].constant == 8)
    }

    @Test func exportReadsBackEqual() throws {
        let document = try decode(simpleStackJSON)
        let text = document.jsonText()
        #expect(try decode(text) == document)
        #expect(!text.contains("\"hidden\""), "defaults are left out")
    }

    @Test(arguments: [UInt64(1), 2, 3, 42, 2026])
    func randomDocumentsRoundTrip(seed: UInt64) throws {
        print("seed \(seed)")
        var random = RandomDocuments(seed: seed)
        for _ in 0..<20 {
            let document = random.document(views: 40)
            let text = document.jsonText()
            let read = try decode(text)
            #expect(read == document, "seed \(seed)")
            #expect(read.jsonText() == text)
            #expect(try decode(document.jsonText(style: .compact)) == document)
        }
    }

    @Test func separateOrderingsSurviveARoundTrip() throws {
        let text = #"""
        { "format": "stack-document/1", "root": { "id": "s", "kind": "stack",
          "subviews": [ { "id": "a" }, { "id": "b" }, { "id": "c" } ], "arranged": ["c", "a"] } }
        """#
        let document = try decode(text)
        #expect(document["s"]?.subviews == ["a", "b", "c"])
        #expect(document["s"]?.arranged == ["c", "a"])
        #expect(try decode(document.jsonText()) == document)
    }

    @Test(arguments: [
        (#"{"format": "stack-document/1", "root": {"id": "r", "colour": 1}}"#, "$.root.colour", "unknown key \"colour\""),
        (#"{"format": "stack-document/1", "root": {"id": "r"}, "extra": 1}"#, "$.extra", "unknown key"),
        (#"{"format": "stack-document/2", "root": {"id": "r"}}"#, "$.format", "unsupported format"),
        (#"{"format": "stack-document/1"}"#, "$", "missing required key \"root\""),
        (#"{"format": "stack-document/1", "root": {"id": "r", "subviews": [{"id": "a", "hugging": {"horizontal": 1001}}]}}"#,
         "$.root.subviews[0].hugging.horizontal", "within 1...1000"),
        (#"{"format": "stack-document/1", "root": {"id": "r", "subviews": [{"id": "s", "kind": "stack", "axis": "diagonal"}]}}"#,
         "$.root.subviews[0].axis", "unknown value \"diagonal\""),
        (#"{"format": "stack-document/1", "root": {"id": "r", "axis": "vertical"}}"#, "$.root.axis", "stack views only"),
        (#"{"format": "stack-document/1", "root": {"id": "r", "subviews": [{"id": "r"}]}}"#, "$.root.subviews[0].id", "duplicate view id"),
        (#"{"format": "stack-document/1", "root": {"id": "bad id"}}"#, "$.root.id", "invalid view id"),
        (#"{"format": "stack-document/1", "root": {"id": "s", "kind": "stack", "subviews": [{"id": "a"}], "arranged": ["b"]}}"#,
         "$.root.arranged[0]", "not a subview"),
        (#"{"format": "stack-document/1", "root": {"id": "s", "kind": "stack", "subviews": [{"id": "a"}], "arranged": ["a", "a"]}}"#,
         "$.root.arranged[1]", "arranged twice"),
        (#"{"format": "stack-document/1", "root": {"id": "r", "subviews": [{"id": "a", "safeArea": {"top": 1}}]}}"#,
         "$.root.subviews[0].safeArea", "root view only"),
        (#"{"format": "stack-document/1", "root": {"id": "r"}, "constraints": [{"first": "x.width", "constant": 4}]}"#,
         "$.constraints[0].first", "missing view \"x\""),
        (#"{"format": "stack-document/1", "root": {"id": "r"}, "constraints": [{"first": "r.width", "constant": 4, "priority": 0}]}"#,
         "$.constraints[0].priority", "within 1...1000"),
        (#"{"format": "stack-document/1", "root": {"id": "r"}, "constraints": [{"first": "r.left", "second": "r.top"}]}"#,
         "$.constraints[0]", "x-axis anchor"),
        (#"{"format": "stack-document/1", "root": {"id": "r"}, "constraints": [{"first": "r.wide"}]}"#,
         "$.constraints[0].first", "unknown attribute \"wide\""),
        (#"{"format": "stack-document/1", "root": {"id": "r"}, "constraints": [{"first": "r.content.top", "second": "r.top"}]}"#,
         "$.constraints[0].first", "scroll views"),
        (#"{"format": "stack-document/1", "root": {"id": "r", "intrinsicSize": {"width": "wide"}}}"#,
         "$.root.intrinsicSize.width", "expected a number"),
        (#"{"format": "stack-document/1", "root": {"id": "r"}, "canvas": {"width": -1, "height": 2}}"#,
         "$.canvas.width", "zero or more"),
    ])
    func rejectsBadDocumentsNamingThePath(text: String, path: String, message: String) {
        #expect {
            _ = try decode(text)
        } throws: { error in
            guard let error = error as? DocumentError else { return false }
            return error.path == path && error.message.contains(message)
        }
    }

    @Test func malformedJSONNamesLineAndColumn() {
        #expect {
            _ = try decode("{\n \"format\": \"stack-document/1\",\n \"root\": {\"id\": }\n}")
        } throws: { error in
            (error as? DocumentError)?.message.contains("line 3, column 17") == true
        }
    }
}
