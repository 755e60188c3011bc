// Store benchmarks. Build and run in release mode:
//
//   swift build -c release && .build/release/store-benchmarks
//
// Prints medians of repeated runs:
//   append  revisions appended per second (one edit per transaction) against raw single-row
//           INSERT commits on a connection with the same settings, interleaved in one run
//   import  parse + import of a 10,000-view JSON document into a fresh store
//   show    whole-process `stackdoc show` of a 10,000-view document
//
//   .build/release/store-benchmarks append-postgresql URL
//
// appends to a store in the (empty) PostgreSQL database at URL against raw single-row INSERT
// commits on the same server, interleaved in one run.
import CSQLite
import DocumentStore
import PostgreSQLDatabase
import StackDocument
import StackLayout

import BenchmarkSupport

#if canImport(Glibc)
import Glibc
#endif

/// A document of `stacks` vertical stacks of `perStack` labels, horizontal rows, images and buttons.
func largeDocument(stacks: Int, perStack: Int) -> Document {
    let kinds: [ViewKind] = [.label, .image, .button, .view]
    let distributions: [Distribution] = [.fill, .fillEqually, .equalSpacing, .fillProportionally]
    var columns: [ViewTree] = []
    for index in 0..<stacks {
        var properties = ViewProperties(kind: .stack)
        properties.stack = StackAttributes(
            axis: .vertical, distribution: distributions[index % 4], alignment: .leading, spacing: .points(8))
        let children = (0..<(perStack - 1)).map { child -> ViewTree in
            var leaf = ViewProperties(kind: kinds[child % 4])
            leaf.intrinsicSize = IntrinsicSize(width: Double(40 + child % 50), height: 20.5)
            leaf.hidden = child % 17 == 0
            return ViewTree(id: "s\(index)-v\(child)", properties: leaf)
        }
        columns.append(ViewTree(id: "s\(index)", properties: properties, subviews: children))
    }
    var outer = ViewProperties(kind: .stack)
    outer.stack = StackAttributes(axis: .horizontal, distribution: .fillEqually, alignment: .fill, spacing: .system)
    let root = ViewTree(id: "root", subviews: [ViewTree(id: "columns", properties: outer, subviews: columns)])
    return try! Document(
        name: "large", canvas: Size(width: 1024, height: 768), root: root,
        constraints: [
            LayoutConstraint(first: Anchor(view: "columns", attribute: .top), second: Anchor(view: "root", guide: .safeArea, attribute: .top)),
            LayoutConstraint(first: Anchor(view: "columns", attribute: .leading), second: Anchor(view: "root", attribute: .leadingMargin)),
        ])
}

func sqliteCheck(_ code: Int32, _ db: OpaquePointer?) {
    if code != SQLITE_OK && code != SQLITE_DONE && code != SQLITE_ROW {
        fatalError("sqlite: \(String(cString: sqlite3_errmsg(db)))")
    }
}

/// Commits per second of wall-clock time, and per second of this thread's CPU time (user and
/// system: on a shared machine, what the commits cost without the waits for a CPU).
struct Rates {
    var wall: Double
    var cpu: Double
}

/// Times `count` commits made by `body`.
func rates(of count: Int, _ body: () throws -> Void) rethrows -> Rates {
    let (wallStart, cpuStart) = (now(), threadCPUTime())
    try body()
    return Rates(wall: Double(count) / (now() - wallStart), cpu: Double(count) / (threadCPUTime() - cpuStart))
}

/// Single-row INSERT commits through the C API, with the store's settings.
func rawInsertRate(path: String, commits: Int) -> Rates {
    var db: OpaquePointer?
    sqliteCheck(sqlite3_open(path, &db), db)
    defer { sqlite3_close(db) }
    for pragma in ["PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL", "PRAGMA foreign_keys=ON", "PRAGMA busy_timeout=10000",
                   "PRAGMA mmap_size=\(1 << 30)",
                   "CREATE TABLE IF NOT EXISTS t(id INTEGER PRIMARY KEY, payload TEXT NOT NULL)"] {
        sqliteCheck(sqlite3_exec(db, pragma, nil, nil, nil), db)
    }
    var begin: OpaquePointer?, insert: OpaquePointer?, commit: OpaquePointer?
    sqliteCheck(sqlite3_prepare_v2(db, "BEGIN IMMEDIATE", -1, &begin, nil), db)
    sqliteCheck(sqlite3_prepare_v2(db, "INSERT INTO t(payload) VALUES (?)", -1, &insert, nil), db)
    sqliteCheck(sqlite3_prepare_v2(db, "COMMIT", -1, &commit, nil), db)
    defer { sqlite3_finalize(begin); sqlite3_finalize(insert); sqlite3_finalize(commit) }
    return rates(of: commits) {
        for index in 0..<commits {
            sqliteCheck(sqlite3_step(begin), db); sqlite3_reset(begin)
            let payload = "row \(index)"
            sqlite3_bind_text(insert, 1, payload, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            sqliteCheck(sqlite3_step(insert), db); sqlite3_reset(insert)
            sqliteCheck(sqlite3_step(commit), db); sqlite3_reset(commit)
        }
    }
}

/// Revisions of one edit each, on a 50-view document: a view hidden, the same view shown again,
/// then a stack's spacing set to a value it never had. Every edit changes something, so each
/// writes a revision (an edit that changes nothing writes none, and would flatter the rate).
func appendRate(store: DocumentStore, name: String, revisions: Int) throws -> Rates {
    try rates(of: revisions) { try appendRevisions(store: store, name: name, revisions: revisions) }
}

func appendRevisions(store: DocumentStore, name: String, revisions: Int) throws {
    for index in 0..<revisions {
        let round = index / 3
        let view = "s\(round % 5)-v\(round % 8 + 1)"  // v1...v8: shown at first (v0 is hidden)
        let edit: Edit
        switch index % 3 {
        case 0: edit = .hide(view: view)
        case 1: edit = .unhide(view: view)
        default: edit = .set(view: "s\(round % 5)", property: .spacing, value: .number(Double(round) + 0.5))
        }
        guard try store.apply([edit], to: name).revision != nil else { fatalError("edit \(index) changed nothing") }
    }
}

func benchmarkAppend() throws {
    let directory = temporaryDirectory()
    let store = try DocumentStore(path: directory + "/append.db")
    try store.importDocument(largeDocument(stacks: 5, perStack: 10), as: "small")
    var ours: [Rates] = []
    var raw: [Rates] = []
    for round in 0..<7 {
        ours.append(try appendRate(store: store, name: "small", revisions: 3000))
        raw.append(rawInsertRate(path: directory + "/raw\(round).db", commits: 3000))
    }
    let oursMedian = median(ours.map(\.wall)), rawMedian = median(raw.map(\.wall))
    report("append: \(Int(oursMedian)) revisions/s (median of 7 x 3000), raw INSERT commits \(Int(rawMedian))/s: ratio \(String(format2(oursMedian / rawMedian)))")
    let oursCPU = median(ours.map(\.cpu)), rawCPU = median(raw.map(\.cpu))
    report("  per second of CPU time (user + system): \(Int(oursCPU)) revisions, raw INSERT commits \(Int(rawCPU)): ratio \(String(format2(oursCPU / rawCPU)))")
}

func format2(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return String(scaled)
}

func benchmarkImport() throws {
    let directory = temporaryDirectory()
    let text = Array(largeDocument(stacks: 100, perStack: 100).jsonText(style: .compact).utf8)
    var times: [Double] = []
    for round in 0..<11 {
        let start = now()
        let document = try Document(json: text)
        let store = try DocumentStore(path: directory + "/import\(round).db")
        try store.importDocument(document)
        times.append(now() - start)
    }
    report("import: 10,000-view document (\(text.count / 1024) KiB JSON) parsed and imported in \(format2(median(times) * 1000)) ms (median of 11)")
}

func benchmarkShow() throws {
    let directory = temporaryDirectory()
    let path = directory + "/show.db"
    try DocumentStore(path: path).importDocument(largeDocument(stacks: 100, perStack: 100))
    let stackdoc = siblingExecutable("stackdoc")
    var times: [Double] = []
    for _ in 0..<21 {
        let start = now()
        let status = system("'\(stackdoc)' show large --db '\(path)' > /dev/null")
        times.append(now() - start)
        precondition(status == 0, "stackdoc show failed")
    }
    // `system` adds a shell; measure it alone and subtract.
    var shell: [Double] = []
    for _ in 0..<21 {
        let start = now()
        _ = system("true")
        shell.append(now() - start)
    }
    report("show: whole-process `stackdoc show` of a 10,000-view document \(format2((median(times) - median(shell)) * 1000)) ms (median of 21, shell start-up of \(format2(median(shell) * 1000)) ms subtracted)")
}

/// Single-row INSERT commits through libpq on the server at `url`, into a table of its own:
/// BEGIN, a prepared INSERT and COMMIT, each sent when the one before has been answered (three
/// round trips, as a libpq client without pipelining runs them), or, `pipelined`, all three
/// in one flight.
func rawPostgreSQLInsertRate(url: String, commits: Int, pipelined: Bool) throws -> Double {
    let connection = try PostgreSQLConnection(url: url)
    try connection.executeScript("CREATE TABLE IF NOT EXISTS raw_inserts (id BIGSERIAL PRIMARY KEY, payload TEXT NOT NULL)")
    let insert = "INSERT INTO raw_inserts (payload) VALUES ($1)"
    let start = now()
    for index in 0..<commits {
        if pipelined {
            try connection.transaction { try connection.enqueue(insert, [.text("row \(index)")]) }
        } else {
            try connection.executeScript("BEGIN")
            try connection.execute(insert, [.text("row \(index)")])
            try connection.executeScript("COMMIT")
        }
    }
    return Double(commits) / (now() - start)
}

/// Appends to a PostgreSQL store against raw INSERT commits on the same server.
func benchmarkPostgreSQLAppend(url: String) throws {
    let store = try DocumentStore(url: url)
    try store.importDocument(largeDocument(stacks: 5, perStack: 10), as: "append-\(Int(now()))")
    let name = try store.documents().last!.name
    var ours: [Double] = []
    var raw: [Double] = []
    var pipelined: [Double] = []
    for _ in 0..<7 {
        ours.append(try appendRate(store: store, name: name, revisions: 2000).wall)
        raw.append(try rawPostgreSQLInsertRate(url: url, commits: 2000, pipelined: false))
        pipelined.append(try rawPostgreSQLInsertRate(url: url, commits: 2000, pipelined: true))
    }
    let oursMedian = median(ours), rawMedian = median(raw), pipelinedMedian = median(pipelined)
    report("append (PostgreSQL): \(Int(oursMedian)) revisions/s (median of 7 x 2000), raw INSERT commits \(Int(rawMedian))/s: ratio \(String(format2(oursMedian / rawMedian)))")
    report("  raw INSERT commits in one flight (BEGIN, INSERT, COMMIT pipelined) \(Int(pipelinedMedian))/s: ratio \(String(format2(oursMedian / pipelinedMedian)))")
}

let which = CommandLine.arguments.dropFirst().first ?? "all"
if which == "append-postgresql" {
    guard CommandLine.arguments.count == 3 else { fatalError("usage: store-benchmarks append-postgresql postgresql://...") }
    try benchmarkPostgreSQLAppend(url: CommandLine.arguments[2])
}
if which == "append" || which == "all" { try benchmarkAppend() }
if which == "import" || which == "all" { try benchmarkImport() }
if which == "show" || which == "all" { try benchmarkShow() }
