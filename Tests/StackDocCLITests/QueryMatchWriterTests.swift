import DocumentQuery
import StackDocOutput
import StackDocument
import StackLayout
import Testing

@Suite("query output writer")
struct QueryMatchWriterTests {
    static let matches = [
        QueryMatch(document: "doc", revision: 3, view: "v1", kind: "label", path: ["root", "v1"], frame: nil),
        QueryMatch(
            document: "quote \" back \\ tab \t nl \n é", revision: 12, view: "v\u{1}", kind: "stack",
            path: (0..<17).map { "level\($0)" }, frame: Rect(x: -0.0, y: 2.5, width: 1e16, height: -3)),
        QueryMatch(document: "d", revision: 0, view: "x", kind: "custom", path: Array(repeating: "p", count: 16),
                   frame: Rect(x: 0.1, y: 100, width: 44, height: 1.0 / 3)),
        QueryMatch(document: "d", revision: 0, view: "y", kind: "label", path: ["root", "y"], frame: nil),
        QueryMatch(document: "d", revision: 1, view: "y", kind: "label", path: ["root", "y"], frame: nil),
        QueryMatch(document: "doc", revision: 1, view: "y", kind: "label", path: ["root", "y"], frame: nil),
        QueryMatch(document: "doc", revision: 1, view: "z", kind: "label", path: ["root", "z"], frame: nil),
    ]

    func output(_ matches: [QueryMatch], _ format: QueryMatchWriter.Format) -> String {
        var writer = QueryMatchWriter(format: format)
        for match in matches { writer.add(match) }
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    /// A match as a JSON value, written field by field.
    static func json(_ match: QueryMatch) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = [
            ("document", .string(match.document)), ("revision", .number(Double(match.revision))), ("view", .string(match.view)),
        ]
        if let name = match.name { fields.append(("name", .string(name))) }
        fields += [("kind", .string(match.kind)), ("path", .array(match.path.map(JSONValue.string)))]
        if let frame = match.frame {
            fields.append(("frame", .object([
                ("x", .number(frame.x)), ("y", .number(frame.y)), ("width", .number(frame.width)), ("height", .number(frame.height)),
            ])))
        }
        return .object(fields)
    }

    /// The JSON is what printing `JSONWriter.string` of the match values gives, byte for byte.
    @Test func jsonEqualsTheWriterOfJSONValues() {
        for count in 0...Self.matches.count {
            let matches = Array(Self.matches.prefix(count))
            #expect(output(matches, .json) == JSONWriter.string(.array(matches.map(Self.json))) + "\n", "\(count)")
        }
    }

    /// The frames of `matches` as text, by their x: points to at most three decimals.
    static let frameTexts: [Double: String] = [-0.0: "(0, 2.5, 1e+16, -3)", 0.1: "(0.1, 100, 44, 0.333)"]

    @Test func textHasOneLineAMatch() {
        let lines = Self.matches.map { match in
            var line = "\(match.document)  r\(match.revision)  \(match.view) (\(match.kind))  \(match.path.joined(separator: " > "))"
            if let frame = match.frame { line += "  " + Self.frameTexts[frame.x]! }
            return line + "\n"
        }
        #expect(output(Self.matches, .text) == lines.joined())
        #expect(output([], .text).isEmpty)
    }
}
