import HTTPTypes
import Hummingbird
import HummingbirdTesting
import StackDocument
import Testing

@testable import StackDocServer

/// The OpenAPI document lists every route the server answers, and each operation it lists
/// reaches a handler (none is answered "nothing is served").
@Suite("OpenAPI document")
struct OpenAPITests {
    static let pathValues = ["name": "demo", "rev": "1", "view": "note1"]

    @Test("every route is described, and every described operation is served")
    func describesTheRoutes() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        let (spec, answers) = try await store.withClient { client in
            let spec = try await client.execute(uri: "/api/openapi.json", method: .get).json()
            guard case .object(let paths)? = spec["paths"] else { return (spec, [(String, String, TestResponse)]()) }
            var answers: [(String, String, TestResponse)] = []
            for (template, operations) in paths {
                guard case .object(let methods) = operations else { continue }
                for (method, operation) in methods where template != "/api/events" {
                    var uri = template
                    for (name, value) in Self.pathValues { uri = uri.replacingOccurrences(of: "{\(name)}", with: value) }
                    var query: [String] = []
                    if case .array(let parameters)? = operation["parameters"] {
                        for parameter in parameters where parameter["in"] == .string("query") && parameter["required"] == .bool(true) {
                            if case .string(let name)? = parameter["name"] { query.append(name + "=" + (name == "selector" ? "stack" : name == "from" ? "1" : "2")) }
                        }
                    }
                    if !query.isEmpty { uri += "?" + query.joined(separator: "&") }
                    let body = method == "post" ? ByteBuffer(string: #"[{"op": "unhide", "view": "note1"}]"#) : nil
                    answers.append((method, uri, try await client.execute(uri: uri, method: HTTPRequest.Method(method.uppercased())!, headers: method == "post" ? [.contentType: "application/json"] : [:], body: body)))
                }
            }
            return (spec, answers)
        }
        #expect(spec["openapi"] == .string("3.1.0"))
        let described = Set(answers.map { "\($0.0.uppercased()) \($0.1.split(separator: "?")[0])" })
        let routed = Set(APIRoutes.all.filter { $0.path != "/api/events" }.map { route in
            var path = route.path
            for (name, value) in Self.pathValues { path = path.replacingOccurrences(of: "{\(name)}", with: value) }
            return "\(route.method.rawValue) \(path)"
        }).union(LoginRoutes.openPaths.filter { $0.hasPrefix("/api/") }.map { "POST " + $0 })
        #expect(described == routed)
        for (method, uri, response) in answers {
            #expect(!response.text.contains("nothing is served"), "\(method) \(uri)")
            switch uri {
            case "/api/login":  // this server was started without a token
                #expect(response.status == .badRequest && response.text.contains("without a token"), "\(response.text)")
            case "/api/logout":
                #expect(response.status == .noContent)
            default:
                #expect(response.status == .ok || response.status == .conflict, "\(method) \(uri): \(response.status) \(response.text)")
            }
        }
    }
}
