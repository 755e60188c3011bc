import StackDocTestSupport
@testable import StackDocument
import StackLayout
import Testing

/// Ids, kinds, names and texts: one rule, which every way into a document applies.
@Suite("Text rules")
struct TextRuleTests {
    @Test(arguments: refusedKinds)
    func aKindTheReaderRefusesIsRefusedByEveryWayIn(kind: String) throws {
        // JSON.
        let json = #"{"format": "stack-document/1", "root": {"id": "r", "kind": \#(JSONWriter.string(.string(kind), style: .compact))}}"#
        #expect(throws: DocumentError.self) { try Document(json: Array(json.utf8)) }
        // An edit made in code, as the command-line flags make them.
        var document = try Document(json: Array(#"{"format": "stack-document/1", "root": {"id": "r"}}"#.utf8))
        let tree = ViewTree(id: "v", properties: ViewProperties(kind: ViewKind(rawValue: kind)))
        #expect(throws: DocumentError.self) { try document.apply([.addSubview(parent: "r", view: .new(tree), zIndex: nil)]) }
        #expect(document.viewCount == 1)
        // `set`.
        #expect(throws: DocumentError.self) { try document.apply([.set(view: "r", property: .kind, value: .string(kind))]) }
        // A document assembled in code, as importers make them.
        let node = ViewNode(id: "r", properties: ViewProperties(kind: ViewKind(rawValue: kind)), parent: nil)
        let assembled = try Document(name: "d", canvas: nil, rootID: "r", nodes: ["r": node], constraints: [])
        #expect(throws: DocumentError.self) { try assembled.checkValues() }
    }

    @Test(arguments: [
        (TextRule.maximumIDBytes, true), (TextRule.maximumIDBytes + 1, false),
    ])
    func idsAreLimitedTo256Bytes(length: Int, accepted: Bool) throws {
        let id = String(repeating: "v", count: length)
        #expect(ViewID.isValid(id) == accepted)
        var document = try Document(json: Array(#"{"format": "stack-document/1", "root": {"id": "r"}}"#.utf8))
        let result = Result { () throws(DocumentError) in try document.apply([.addSubview(parent: "r", view: .new(ViewTree(id: id)), zIndex: nil)]) }
        #expect(((try? result.get()) != nil) == accepted)
    }

    @Test(arguments: [
        (ViewProperty.name, TextRule.maximumNameBytes), (ViewProperty.text, TextRule.maximumTextBytes),
    ])
    func namesAndTextsAreLimited(property: ViewProperty, limit: Int) throws {
        var document = try Document(json: Array(#"{"format": "stack-document/1", "root": {"id": "r"}}"#.utf8))
        // Multi-byte characters: the limit counts bytes of UTF-8.
        let fits = String(repeating: "é", count: limit / 2)
        _ = try document.apply([.set(view: "r", property: property, value: .string(fits))])
        #expect(throws: DocumentError.self) {
            try document.apply([.set(view: "r", property: property, value: .string(fits + "e"))])
        }
        let json = #"{"format": "stack-document/1", "root": {"id": "r", "\#(property.rawValue)": "\#(fits)e"}}"#
        #expect(throws: DocumentError.self) { try Document(json: Array(json.utf8)) }
    }

    @Test func documentNamesAreLimitedTo1024Bytes() throws {
        var document = try Document(json: Array(#"{"format": "stack-document/1", "root": {"id": "r"}}"#.utf8))
        document.name = String(repeating: "n", count: TextRule.maximumNameBytes)
        try document.checkValues()
        document.name += "n"
        #expect { try document.checkValues() } throws: { "\($0)".contains("longer than the 1024 bytes allowed") }
    }

    @Test(arguments: [("abc", 2, "ab"), ("éé", 3, "é"), ("a👍🏽b", 5, "a"), ("short", 10, "short")])
    func cuttingKeepsWholeCharacters(text: String, limit: Int, expected: String) {
        #expect(TextRule.cut(text, toBytes: limit) == expected)
    }
}
