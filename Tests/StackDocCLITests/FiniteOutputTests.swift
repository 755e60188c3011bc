import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// Numbers every view of a document holds within the format's range can still multiply beyond
/// what a Double holds: 80 views whose widths and positions are chained by a multiplier of 1e4.
/// Every JSON answer stays JSON with finite numbers, and a layout equals itself.
@Suite("Finite output")
struct FiniteOutputTests {
    static func chainDocument() -> String {
        let ids = (0..<80).map { "v\($0)" }
        let views = ids.map { #"{ "id": "\#($0)", "intrinsicSize": { "height": 10 } }"# }.joined(separator: ", ")
        var constraints = [#"{ "first": "v0.width", "constant": 2 }"#]
        for (previous, next) in zip(ids, ids.dropFirst()) {
            constraints.append(#"{ "id": "link-\#(next)", "first": "\#(next).width", "second": "\#(previous).width", "multiplier": 10000 }"#)
            constraints.append(#"{ "id": "chain-\#(next)", "first": "\#(next).leading", "second": "\#(previous).trailing", "multiplier": 10000 }"#)
        }
        return #"""
            { "format": "stack-document/1", "name": "chain", "canvas": { "width": 375, "height": 667 },
              "root": { "id": "root", "subviews": [ \#(views) ] },
              "constraints": [ \#(constraints.joined(separator: ", ")) ] }
            """#
    }

    /// Every number of a JSON answer, found by walking it.
    static func numbers(in value: JSONValue) -> [Double] {
        switch value {
        case .number(let number): [number]
        case .array(let elements): elements.flatMap(numbers)
        case .object(let fields): fields.flatMap { numbers(in: $0.value) }
        default: []
        }
    }

    @Test func chainedMultipliersGiveFiniteJSONAndNoSelfDifference() throws {
        let workspace = Workspace()
        let imported = try workspace.run("import", workspace.file("chain.json", Self.chainDocument()))
        #expect(imported.status == 0, "\(imported.stderr)")
        for arguments in [["layout", "chain"], ["query", "*", "chain"]] {
            let result = try workspace.run(arguments + ["--format", "json"])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains("inf") && !result.stdout.contains("nan"), "\(arguments): \(result.stdout.prefix(400))")
            let json = try JSONParser.parse(result.stdout)
            #expect(Self.numbers(in: json).allSatisfy { $0.isFinite && abs($0) <= 1e12 }, "\(arguments)")
        }
        let layout = try workspace.run("layout", "chain", "--format", "json")
        #expect(layout.stdout.contains("link-"), "the links that cannot hold are reported broken")
        let diff = try workspace.run("diff", "chain", "1", "1", "--frames")
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout == "no changes between r1 and r1\n", "\(diff.stdout.prefix(400))")
    }
}
