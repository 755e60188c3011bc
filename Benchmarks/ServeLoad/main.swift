import BenchmarkSupport
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

// Load on a running `stackdoc serve`: R readers and W writers, each on its own keep-alive
// connection and thread, for S seconds (and at most a fixed number of requests each).
// Readers cycle through the read routes; writers post one `set` edit at a time, each with a
// spacing no other write uses, so that every write must make one revision. At the end the
// document's head must have grown by exactly the writes answered 200: nothing lost.
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

struct ClientResult: Sendable {
    var latencies: [Double] = []
    var failures: [String] = []
    var writes = 0
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
let before = try headRevision(options)
let readPaths = [
    "/api/documents", "/api/documents/\(name)/revisions?from=1&to=5", "/api/documents/\(name)/revisions/head",
    "/api/documents/\(name)/revisions/1", "/api/documents/\(name)/revisions/head/layout",
    "/api/documents/\(name)/revisions/head/layout?device=retina6_1", "/api/documents/\(name)/diff?from=1&to=2",
    "/api/query?selector=stack%20%3E%20label&document=\(name)",
]
let results = Mutex<[ClientResult]>([])
let start = now()
let deadline = start + options.seconds
var threads: [pthread_t] = []

final class Client: @unchecked Sendable {
    let index: Int
    let writer: Bool
    init(index: Int, writer: Bool) {
        self.index = index
        self.writer = writer
    }

    func run() {
        var result = ClientResult()
        result.latencies.reserveCapacity(100_000)
        do {
            let connection = try HTTPConnection(port: options.port)
            var step = 0
            while now() < deadline && step < options.maxRequestsPerClient {
                let began = now()
                if writer {
                    let spacing = step * options.writers + index + 1
                    let body = #"[{"op": "set", "view": "\#(options.view)", "property": "spacing", "value": \#(spacing)}]"#
                    let answer = try connection.request("POST", "/api/documents/\(name)/edits", body: body)
                    if answer.status == 200 { result.writes += 1 } else { result.failures.append("POST edits: \(answer.status) \(String(decoding: answer.body, as: UTF8.self))") }
                } else {
                    let path = readPaths[(step + index) % readPaths.count]
                    let answer = try connection.request("GET", path)
                    if answer.status != 200 { result.failures.append("GET \(path): \(answer.status)") }
                }
                result.latencies.append(now() - began)
                step += 1
            }
        } catch {
            result.failures.append("\(error)")
        }
        let finished = result
        results.withLock { $0.append(finished) }
    }
}

for index in 0..<(options.readers + options.writers) {
    let client = Client(index: index < options.readers ? index : index - options.readers, writer: index >= options.readers)
    var thread = pthread_t()
    let box = Unmanaged.passRetained(client).toOpaque()
    pthread_create(&thread, nil, { pointer in
        let client = Unmanaged<Client>.fromOpaque(pointer!).takeRetainedValue()
        client.run()
        return nil
    }, box)
    threads.append(thread)
}
for thread in threads { pthread_join(thread, nil) }
let elapsed = now() - start

let all = results.withLock { $0 }
let latencies = all.flatMap(\.latencies).sorted()
let failures = all.flatMap(\.failures)
let writes = all.map(\.writes).reduce(0, +)
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
