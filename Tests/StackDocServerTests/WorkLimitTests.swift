import Foundation
import StackDocServer
import StackDocTestSupport
import Testing

/// Layouts take memory in proportion to the document: the server runs a few at once, lets a
/// few more wait, and answers the rest 503 with `Retry-After` rather than take them all on.
@Suite("work the server runs at once", .serialized)
struct WorkLimitTests {
    /// A document of `rows` horizontal stacks of four labels each, in one vertical stack.
    static func wideDocument(rows: Int) -> String {
        let row = (0..<rows).map { index in
            let labels = (0..<4).map { #"{"id": "l\#(index)-\#($0)", "kind": "label", "intrinsicSize": {"width": 40, "height": 20}}"# }
            return #"{"id": "row\#(index)", "kind": "stack", "axis": "horizontal", "distribution": "fillEqually", "spacing": 4, "subviews": [\#(labels.joined(separator: ","))]}"#
        }
        return """
            {"format": "stack-document/1", "name": "wide", "canvas": {"width": 375, "height": 667},
             "root": {"id": "root", "kind": "view", "subviews": [
               {"id": "stack", "kind": "stack", "axis": "vertical", "distribution": "fill", "alignment": "fill", "spacing": 2,
                "subviews": [\(row.joined(separator: ","))]}]},
             "constraints": [
               {"id": "l", "first": "stack.leading", "second": "root.leading"}, {"id": "t", "first": "stack.trailing", "second": "root.trailing"},
               {"id": "top", "first": "stack.top", "second": "root.top"}]}
            """
    }

    @Test("with one layout running and one waiting, 12 at once: the others are answered 503 with Retry-After, the rest alike")
    func layoutsBeyondTheQueue() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let file = store.directory + "/wide.json"
        try Self.wideDocument(rows: 600).write(toFile: file, atomically: true, encoding: .utf8)
        try store.stackdoc(["import", file, "--name", "wide"])
        let configuration = ServerConfiguration(layoutLimit: WorkLimit(running: 1, waiting: 1))
        let responses = try await store.withLiveServer(configuration) { port in
            let connections = try (0..<12).map { _ in try RawConnection(port: port, timeout: 60) }
            let request = RawConnection.request("GET", "/api/documents/wide/revisions/head/layout", host: "127.0.0.1")
            for connection in connections { connection.send(request) }
            return try connections.map { try $0.readResponse() }
        }
        let busy = responses.filter { $0.status == 503 }
        let answered = responses.filter { $0.status == 200 }
        print("12 layouts at once, 1 running and 1 waiting: \(answered.count) answered, \(busy.count) refused")
        #expect(busy.count + answered.count == 12, "\(responses.map(\.status))")
        #expect(!busy.isEmpty)
        #expect(answered.count >= 2)
        #expect(busy.allSatisfy { $0.headers["retry-after"].flatMap(Int.init).map { $0 >= 1 } == true && $0.body.contains("busy") })
        #expect(Set(answered.map(\.body)).count == 1)
    }
}
