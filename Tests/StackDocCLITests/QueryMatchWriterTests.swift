import DocumentQuery
import StackDocOutput
import StackDocument
import StackLayout
import Testing

@testable import StackDocCLI

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

    func output(_ matches: [QueryMatch], _ format: OutputFormat) -> String {
        var writer = QueryMatchWriter(format: format)
        for match in matches { writer.add(match) }
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    /// The JSON is what printing `JSONWriter.string` of the match values gives, byte for byte.
    @Test func jsonEqualsTheWriterOfJSONValues() {
        for count in 0...Self.matches.count {
            let matches = Array(Self.matches.prefix(count))
            #expect(output(matches, .json) == JSONWriter.string(.array(matches.map(DocumentJSON.queryMatch))) + "\n", "\(count)")
        }
    }

    @Test func textHasOneLineAMatch() {
        let lines = Self.matches.map { match in
            var line = "\(match.document)  r\(match.revision)  \(match.view) (\(match.kind))  \(match.path.joined(separator: " > "))"
            if let frame = match.frame { line += "  \(LayoutOutput.text(frame))" }
            return line + "\n"
        }
        #expect(output(Self.matches, .text) == lines.joined())
        #expect(output([], .text).isEmpty)
    }
}
