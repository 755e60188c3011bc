import Hummingbird
import HummingbirdTesting
import Logging
import StackDocServer
import Testing

@Suite("request log")
struct RequestLogTests {
    @Test("each request is logged as it arrives and as it is answered, with method, path, status and duration, never with its token or cookie")
    func logsRequests() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let log = CapturedLog()
        let token = "secret-token-1234"
        let app = Application(router: store.server(token: token).makeRouter(), logger: log.logger)
        try await app.test(.router) { client in
            let headers: HTTPFields = [.authorization: "Bearer \(token)", .cookie: "stackdoc_session=cookie-value-5678"]
            let found = try await client.execute(uri: "/api/documents/demo/revisions?x=1", method: .get, headers: headers)
            #expect(found.status == .ok)
            let missing = try await client.execute(uri: "/api/nothing", method: .get, headers: headers)
            #expect(missing.status == .notFound)
        }
        let lines = log.lines
        let arrivals = lines.filter { $0.message == "Request" }
        #expect(arrivals.map { $0.metadata["hb.request.method"] } == ["GET", "GET"])
        #expect(arrivals.map { $0.metadata["hb.request.path"] } == ["/api/documents/demo/revisions?x=1", "/api/nothing"])
        let answers = lines.filter { $0.message == "Answered" }
        #expect(answers.map { $0.metadata["hb.request.path"] } == ["/api/documents/demo/revisions", "/api/nothing"])
        #expect(answers.map { $0.metadata["hb.response.status"] } == ["200", "404"])
        for answer in answers {
            let duration = try #require(answer.metadata["hb.response.duration_ms"].flatMap(Double.init))
            #expect(duration >= 0 && duration.isFinite, "a duration in milliseconds: \(duration)")
            #expect(answer.metadata["hb.request.id"] != nil, "the answer's line carries the request's id, as its arrival's does")
        }
        for line in lines {
            #expect(!line.text.contains(token), "the token never reaches the log: \(line.text)")
            #expect(!line.text.contains("cookie-value-5678"), "the session cookie never reaches the log: \(line.text)")
        }
    }
}
