import BenchmarkSupport

#if canImport(Glibc)
import Glibc
#endif

// Load on a running `stackdoc serve`: R readers and W writers, each on its own keep-alive
// connection and thread, for S seconds (and at most a fixed number of requests each).
// Readers cycle through the read routes; writers post one `set` edit at a time, each with a
// spacing no other write uses, so that every write must make one revision. At the end the
// document's head must have grown by exactly the writes answered 200: nothing lost. A
// document with fewer than 5 revisions gets them first (the read paths name revisions 1 to 5).
//
//   serve-load --port 8080 --document demo [--readers 50] [--writers 4] [--seconds 30]

struct Options {
    var port = 8080
    var document = "demo"
    var view = "stack"
    var readers = 50
    var writers = 4
    var seconds = 30.0
    var maxRequestsPerClient = 200_000

    init(_ arguments: [String]) {
        var index = 0
        while index + 1 < arguments.count {
            let (flag, value) = (arguments[index], arguments[index + 1])
            switch flag {
            case "--port": port = Int(value) ?? port
            case "--document": document = value
            case "--view": view = value
            case "--readers": readers = Int(value) ?? readers
            case "--writers": writers = Int(value) ?? writers
            case "--seconds": seconds = Double(value) ?? seconds
            default: report("unknown option \(flag)"); exit(64)
            }
            index += 2
        }
    }
}


func percentEncoded(_ text: String) -> String {
    text.utf8.map { byte in
        let c = Character(UnicodeScalar(byte))
        return (c.isLetter && c.isASCII) || (c.isNumber && c.isASCII) || "-_.~".contains(c) ? String(c) : "%" + String(byte, radix: 16, uppercase: true).leftPadded
    }.joined()
}

extension String {
    var leftPadded: String { count == 1 ? "0" + self : self }
}

func headRevision(_ options: Options) throws -> Int {
    let connection = try HTTPConnection(port: options.port)
    let answer = try connection.request("GET", "/api/documents/\(percentEncoded(options.document))/revisions?from=1&to=1")
    guard answer.status == 200 else { throw HTTPConnection.Failure(description: "the document is not there: \(answer.status)") }
    let documents = try connection.request("GET", "/api/documents")
    let text = String(decoding: documents.body, as: UTF8.self)
    // The list is ordered by name and pretty-printed: find the document's "revision" line.
    guard let range = text.firstRange(of: "\"name\": \"\(options.document)\",\n    \"revision\": ") else {
        throw HTTPConnection.Failure(description: "\(options.document) is not listed")
    }
    return Int(text[range.upperBound...].prefix { $0.isNumber })!
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let name = percentEncoded(options.document)
// The read paths name revisions 1 to 5: make sure the document has them.
let setup = try HTTPConnection(port: options.port)
for spacing in 1...4 where try headRevision(options) < 5 {
    let body = #"[{"op": "set", "view": "\#(options.view)", "property": "spacing", "value": \#(1_000_000 + spacing)}]"#
    guard try setup.request("POST", "/api/documents/\(name)/edits", body: body).status == 200 else {
        throw HTTPConnection.Failure(description: "the setup edit was refused")
    }
}
let before = try headRevision(options)
let readPaths = [
    "/api/documents", "/api/documents/\(name)/revisions?from=1&to=5", "/api/documents/\(name)/revisions/head",
    "/api/documents/\(name)/revisions/1", "/api/documents/\(name)/revisions/head/layout",
    "/api/documents/\(name)/revisions/head/layout?device=retina6_1", "/api/documents/\(name)/diff?from=1&to=2",
    "/api/query?selector=stack%20%3E%20label&document=\(name)",
]
let plan = LoadPlan(
    port: options.port, document: name, view: options.view, writers: options.writers, readPaths: readPaths,
    deadline: now() + options.seconds, maxRequests: options.maxRequestsPerClient)
let start = now()
let results = runClients(plan, readers: options.readers, writers: options.writers)
let elapsed = now() - start


let latencies = results.flatMap(\.latencies).sorted()
let failures = results.flatMap(\.failures)
let writes = results.map(\.writes).reduce(0, +)
let after = try headRevision(options)
func percentile(_ p: Double) -> Double { latencies.isEmpty ? 0 : latencies[min(latencies.count - 1, Int(Double(latencies.count) * p))] * 1000 }
func ms(_ value: Double) -> String { String(Int((value * 100).rounded())).paddedMilliseconds }
extension String {
    var paddedMilliseconds: String { count <= 2 ? "0." + String(repeating: "0", count: 2 - count) + self : String(dropLast(2)) + "." + suffix(2) }
}
report("clients: \(options.readers) readers, \(options.writers) writers; \(Int(elapsed)) s")
report("requests: \(latencies.count) (\(Int(Double(latencies.count) / elapsed)) per second); writes: \(writes)")
report("latency: p50 \(ms(percentile(0.5))) ms, p99 \(ms(percentile(0.99))) ms, max \(ms(percentile(1.0))) ms")
report("failed requests: \(failures.count)")
for failure in failures.prefix(5) { report("  \(failure)") }
report("revisions: \(before) -> \(after): \(after - before) written for \(writes) writes answered 200 (\(after - before == writes ? "none lost" : "MISMATCH"))")
exit(failures.isEmpty && after - before == writes ? 0 : 1)
