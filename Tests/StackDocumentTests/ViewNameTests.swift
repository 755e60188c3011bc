import StackDocument
import StackLayout
import Testing

/// The `name` and `text` keys of a view: read, written, set and reset as the format says, and
/// shown on one line by `ViewLabel` whatever they hold.
@Suite("View names")
struct ViewNameTests {
    /// Names from files may hold anything; the JSON codec keeps them exactly.
    static let hostileNames = [
        "<script>alert('x')</script>", #"quotes " and ' and \ backslash"#, "two\nlines\r\nand\ttab",
        String(repeating: "long name ", count: 102), "emoji 👩‍💻 and RTL עברית", "\u{1B}[31mred\u{1B}[0m", "&amp; ]]> <!--",
    ]

    @Test(arguments: hostileNames)
    func hostileNamesSurviveJSON(name: String) throws {
        var root = ViewTree(id: "root")
        root.subviews = [ViewTree(id: "title", properties: { var p = ViewProperties(kind: .label); p.name = name; p.text = name; return p }())]
        let document = try Document(name: "names", root: root)
        let text = document.jsonText()
        let read = try Document(json: Array(text.utf8))
        #expect(read == document)
        #expect(read["title"]?.properties.name == name)
        #expect(read["title"]?.properties.text == name)
        #expect(try Document(json: Array(document.jsonText(style: .compact).utf8)) == document)
    }

    @Test func nameAndTextAreReadWrittenAndLeftOutWhenAbsent() throws {
        let json = #"{"format": "stack-document/1", "name": "n", "root": {"id": "root", "name": "Login", "subviews": [{"id": "b", "kind": "button", "name": "Sign in button", "text": "Sign in"}]}}"#
        let document = try Document(json: Array(json.utf8))
        #expect(document.root.properties.name == "Login")
        #expect(document["b"]?.properties.text == "Sign in")
        #expect(document.jsonText(style: .compact).contains(#""id":"b","kind":"button","name":"Sign in button","text":"Sign in""#))
        let plain = try Document(name: "plain", root: ViewTree(id: "root"))
        #expect(!plain.jsonText().contains("\"text\""))
        #expect(plain.jsonText().components(separatedBy: "\"name\"").count == 2, "only the document's name")
    }

    @Test(arguments: [
        (#""name": """#, "root.name", "must not be empty"), (#""name": 3"#, "root.name", "expected a string"),
        (#""text": null"#, "root.text", "must not be null"), (#""name": ["a"]"#, "root.name", "expected a string"),
    ])
    func badNamesAreErrorsWithTheirPath(field: String, path: String, message: String) {
        let json = #"{"format": "stack-document/1", "name": "n", "root": {"id": "root", \#(field)}}"#
        #expect {
            try Document(json: Array(json.utf8))
        } throws: { error in
            let text = "\(error)"
            return text.contains(path) && text.contains(message)
        }
    }

    @Test func setChangesAndNullRemovesANameAndUndoingRestoresIt() throws {
        var document = try Document(name: "n", root: ViewTree(id: "root", subviews: [ViewTree(id: "a")]))
        let before = document
        let changes = try document.apply(.set(view: "a", property: .name, value: "Header"))
        #expect(document["a"]?.properties.name == "Header")
        #expect(!changes.isEmpty)
        _ = try document.apply(.set(view: "a", property: .name, value: .null))
        #expect(document == before)
        #expect(throws: DocumentError.self) { try document.apply(.set(view: "a", property: .text, value: "")) }
    }

    @Test func labelsShowNamesOnOneLineCutAndEscaped() {
        #expect(ViewLabel.text(id: "Y6d-8w-Tjm", name: "Sign in") == "Sign in (Y6d-8w-Tjm)")
        #expect(ViewLabel.text(id: "a", name: nil) == "a")
        #expect(ViewLabel.printable("two\nlines\u{1B}[0m") == #"two\nlines\u{1B}[0m"#)
        let long = ViewLabel.printable(String(repeating: "x", count: 500))
        #expect(long == String(repeating: "x", count: ViewLabel.maximumLength) + "…")
        #expect(ViewLabel.printable(String(repeating: "x", count: ViewLabel.maximumLength)).count == ViewLabel.maximumLength)
        for name in Self.hostileNames {
            let shown = ViewLabel.printable(name)
            #expect(!shown.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(shown)")
        }
    }
}

/// The format's documentation and the codec agree on the keys of a view.
@Suite("Document format keys")
struct DocumentFormatKeyTests {
    static let formatDocument: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/") + "/Docs/document-format.md"
    }()

    /// Every key `set` can change is a row of a table in `Docs/document-format.md`, and
    /// reads back from JSON to the value it was written with.
    @Test(arguments: ViewProperty.allCases)
    func everyViewKeyIsDocumentedAndRoundTrips(property: ViewProperty) throws {
        let text = try String(contentsOfFile: Self.formatDocument, encoding: .utf8)
        #expect(text.contains("| `\(property.rawValue)` |"), "Docs/document-format.md has no row for \(property.rawValue)")
        var properties = ViewProperties(kind: property.isStackOnly ? .stack : .label)
        properties.name = "Named"
        properties.text = "Shown"
        properties.hidden = true
        let value = try #require(properties.explicitJSONValue(of: property))
        var document = try Document(name: "keys", root: ViewTree(id: "root", subviews: [ViewTree(id: "v", properties: ViewProperties(kind: properties.kind))]))
        _ = try document.apply(.set(view: "v", property: property, value: value))
        #expect(try #require(document["v"]).properties.hasSameValue(of: property, as: properties))
        let read = try Document(json: Array(document.jsonText().utf8))
        #expect(read == document)
    }
}
