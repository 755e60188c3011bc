import DocumentStore
import Foundation
import StackDocTestSupport
import StackDocument
import Testing
import SeededRandom

/// Starts `stress-writer` with `arguments`, its output discarded, or sent to `output`.
func startWriter(_ arguments: [String], environment: [String: String] = [:], output: Pipe? = nil, errors: Pipe? = nil) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestEnvironment.executable("stress-writer"))
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = output ?? FileHandle.nullDevice
    if let errors { process.standardError = errors }
    try process.run()
    return process
}

/// Starts `stress-writer hold` on `path` for `seconds` and returns once it holds the lock.
func startHolder(_ path: String, lock: String, seconds: Int) throws -> Process {
    let output = Pipe()
    let holder = try startWriter(["hold", path, lock, "\(seconds)"], output: output)
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    precondition(line == "holding\n", "the holder did not take the lock: \(line)")
    return holder
}

@Suite("Whole processes writing one store", .serialized)
struct ProcessTests {
    @Test(arguments: StoreBackend.allCases)
    func writersKilledMidRunLeaveEveryCommittedRevisionIntact(backend: StoreBackend) throws {
        let seed: UInt64 = 77
        print("seed \(seed)")
        let temporary = try TemporaryStore(on: backend)
        var random = RandomDocuments(seed: seed)
        var document = random.document(views: 40)
        document.name = "crash"
        try temporary.store.importDocument(document)
        let last = 1001
        var delays = SplitMix64(seed: seed)
        var kills = 0
        var runs = 0
        while try temporary.store.headRevision(of: "crash") < last, runs < 60 {
            runs += 1
            // Killed once it has committed a random number of revisions more, then a random
            // fraction of a revision later: mid-run however fast the machine writes (a fixed
            // delay let a fast machine finish all the revisions before the first kill).
            let target = try temporary.store.headRevision(of: "crash") + Int.random(in: 20...200, using: &delays)
            let writer = try startWriter(["seeded", temporary.path, "crash", "\(seed)", "\(last)"])
            let deadline = Date().addingTimeInterval(60)
            while writer.isRunning, try temporary.store.headRevision(of: "crash") < target, Date() < deadline { usleep(200) }
            usleep(UInt32.random(in: 0...1_500, using: &delays))
            if writer.isRunning {
                kill(writer.processIdentifier, SIGKILL)
                kills += 1
            }
            writer.waitUntilExit()
            #expect(try DocumentStore(path: temporary.path).integrityCheck() == ["ok"], "after kill \(kills)")
        }
        #expect(kills >= 3, "the writers should have been killed mid-run several times (\(kills) in \(runs) runs)")
        // On a slow or busy machine the killed runs may not have reached the end: finish unhindered.
        if try temporary.store.headRevision(of: "crash") < last {
            let writer = try startWriter(["seeded", temporary.path, "crash", "\(seed)", "\(last)"])
            writer.waitUntilExit()
            #expect(writer.terminationStatus == 0)
        }
        let store = try DocumentStore(path: temporary.path)
        #expect(try store.headRevision(of: "crash") == last)
        var expected = document
        for revision in 1...last {
            if revision > 1 { _ = try expected.apply([seededEdit(for: expected, seed: seed, revision: revision)]) }
            let stored = try store.document("crash", revision: revision)
            let same = stored == expected
            #expect(same, "seed \(seed): revision \(revision) differs")
            if !same { break }
        }
        #expect(try store.document("crash") == expected)
    }

    /// A short write whose busy timeout (0.2 s) is far below how long another process holds
    /// the store's locks (2 s) waits for it and succeeds: StackDoc writers wait for each other
    /// through the writer lock, not SQLite's busy timeout.
    @Test func aWriterWaitsForAnotherProcesssLongWriteAndLosesNothing() throws {
        let temporary = TemporaryStore()
        try temporary.store.importDocuments([try stackDocument(children: 0, name: "long"), try stackDocument(children: 0, name: "other")])
        let holder = try startHolder(temporary.path, lock: "writer-lock", seconds: 2)
        let started = Date()
        let writer = try startWriter(["insert", temporary.path, "other", "w", "3"], environment: ["STRESS_BUSY_TIMEOUT_MS": "200"])
        writer.waitUntilExit()
        holder.waitUntilExit()
        #expect(writer.terminationStatus == 0, "the waiting writer failed")
        #expect(Date().timeIntervalSince(started) > 1, "it waited for the holder")
        #expect(try DocumentStore(path: temporary.path).document("other")["stack"]!.arranged == ["w-0", "w-1", "w-2"])
    }

    /// The busy timeout still bounds the wait for a program that holds SQLite's write lock
    /// without the writer lock (the `sqlite3` shell, say): the writer fails, saying why.
    @Test func aLockerWithoutTheWriterLockMakesTheBusyTimeoutFail() throws {
        let temporary = TemporaryStore()
        try temporary.store.importDocument(try stackDocument(children: 0, name: "other"))
        let holder = try startHolder(temporary.path, lock: "sqlite-only", seconds: 2)
        let errors = Pipe()
        let writer = try startWriter(["insert", temporary.path, "other", "w", "1"], environment: ["STRESS_BUSY_TIMEOUT_MS": "200"], errors: errors)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        writer.waitUntilExit()
        holder.waitUntilExit()
        #expect(writer.terminationStatus == 1)
        #expect(message.contains("database is locked"), "\(message)")
    }

    /// The kernel releases the writer lock of a process that dies holding it: the next writer
    /// goes on at once.
    @Test func aWriterKilledHoldingTheLockDoesNotHoldUpTheOthers() throws {
        let temporary = TemporaryStore()
        try temporary.store.importDocument(try stackDocument(children: 0, name: "other"))
        let holder = try startHolder(temporary.path, lock: "writer-lock", seconds: 600)
        let started = Date()
        let writer = try startWriter(["insert", temporary.path, "other", "w", "1"])
        usleep(300_000)
        kill(holder.processIdentifier, SIGKILL)
        holder.waitUntilExit()
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0)
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(try DocumentStore(path: temporary.path).document("other")["stack"]!.arranged == ["w-0"])
    }

    /// Where the concurrent writers write: all to one document, or each to its own.
    enum Target: String, CaseIterable, Sendable {
        case oneDocument, separateDocuments
    }

    /// 16 writer processes append 250 revisions each at once, every one inserting a view
    /// named after its writer and number (first in the stack, so that a writer need not read
    /// the document before it writes): every revision is there, numbered without gaps per
    /// document, and every view.
    @Test(arguments: StoreBackend.allCases, Target.allCases)
    func sixteenWritersAtOnceLoseNothing(backend: StoreBackend, target: Target) throws {
        let temporary = try TemporaryStore(on: backend)
        let writerCount = 16, edits = 250
        let names = (1...writerCount).map { target == .oneDocument ? "shared" : "doc\($0)" }
        try temporary.store.importDocuments(Set(names).sorted().map { try stackDocument(children: 0, name: $0) })
        let writers = try (1...writerCount).map { try startWriter(["prepend", temporary.path, names[$0 - 1], "p\($0)", "\(edits)"]) }
        for writer in writers {
            writer.waitUntilExit()
            #expect(writer.terminationStatus == 0, "a writer failed")
        }
        let store = try DocumentStore(path: temporary.path)
        for name in Set(names) {
            let writersOfIt = (1...writerCount).filter { names[$0 - 1] == name }
            let log = try store.log(of: name)
            #expect(log.map(\.number) == Array(1...(1 + writersOfIt.count * edits)), "revisions of \(name) numbered without gaps or duplicates")
            let arranged = try store.document(name)["stack"]!.arranged
            #expect(arranged.count == writersOfIt.count * edits)
            #expect(Set(arranged) == Set(writersOfIt.flatMap { writer in (0..<edits).map { "p\(writer)-\($0)" } }))
        }
        #expect(try store.integrityCheck() == ["ok"])
    }
}
