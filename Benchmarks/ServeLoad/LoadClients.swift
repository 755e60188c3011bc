import BenchmarkSupport
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// What every client of a run needs to know.
struct LoadPlan: Sendable {
    var port: Int
    /// The document's name, percent-encoded for a path.
    var document: String
    var view: String
    var writers: Int
    var readPaths: [String]
    /// When the clients stop (monotonic seconds), and the most requests each makes.
    var deadline: Double
    var maxRequests: Int
}

/// What one client saw: each request's latency, the failed requests, the writes answered 200.
struct ClientResult: Sendable {
    var latencies: [Double] = []
    var failures: [String] = []
    var writes = 0
}

/// One reader or writer, on its own connection and thread.
final class LoadClient: Sendable {
    let plan: LoadPlan
    let index: Int
    let writer: Bool
    let results: Mutex<[ClientResult]>

    init(plan: LoadPlan, index: Int, writer: Bool) {
        self.plan = plan
        self.index = index
        self.writer = writer
        results = Mutex([])
    }

    /// Requests until the deadline (or the request budget): readers cycle through the read
    /// paths, writers post a `set` of a spacing no other write uses.
    func run() {
        var result = ClientResult()
        result.latencies.reserveCapacity(100_000)
        do {
            let connection = try HTTPConnection(port: plan.port)
            var step = 0
            while now() < plan.deadline && step < plan.maxRequests {
                let began = now()
                if writer {
                    let spacing = step * plan.writers + index + 1
                    let body = #"[{"op": "set", "view": "\#(plan.view)", "property": "spacing", "value": \#(spacing)}]"#
                    let answer = try connection.request("POST", "/api/documents/\(plan.document)/edits", body: body)
                    if answer.status == 200 {
                        result.writes += 1
                    } else {
                        result.failures.append("POST edits: \(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
                    }
                } else {
                    let path = plan.readPaths[(step + index) % plan.readPaths.count]
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

/// Runs `readers` readers and `writers` writers, each on a thread of its own, until they stop;
/// what each saw.
func runClients(_ plan: LoadPlan, readers: Int, writers: Int) -> [ClientResult] {
    let clients = (0..<(readers + writers)).map { index in
        LoadClient(plan: plan, index: index < readers ? index : index - readers, writer: index >= readers)
    }
    var threads: [pthread_t] = []
    for client in clients {
        var thread = pthread_t()
        pthread_create(&thread, nil, { pointer in
            Unmanaged<LoadClient>.fromOpaque(pointer!).takeRetainedValue().run()
            return nil
        }, Unmanaged.passRetained(client).toOpaque())
        threads.append(thread)
    }
    for thread in threads { pthread_join(thread, nil) }
    return clients.flatMap { $0.results.withLock { $0 } }
}
