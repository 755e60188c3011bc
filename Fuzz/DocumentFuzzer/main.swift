#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DocumentFuzzing
import Synchronization

// document-fuzz: seeded mutation fuzzing of the JSON path (documents and edit batches).
//
//   document-fuzz [--seed N] [--count N] [--time-limit SECONDS] [--fixtures DIR] [--dump INDEX]
//
// Mutates exported documents and JSON edit batches (the corpus: the Interface Builder files of
// DIR, default ../shared/fixtures/interface-builder, imported, and generated documents), and runs
// each input through import, layout, lint, SVG rendering and export. Prints the tally and the
// time; a crash is a bug, and so is a hang: an input over the time limit is counted, and one
// still running at the limit ends the run with its index. `--dump INDEX` writes input INDEX of
// the seed instead (its base document first, for an edit batch), to make a test of it.

func printError(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

let usage = "usage: document-fuzz [--seed N] [--count N] [--time-limit SECONDS] [--fixtures DIR] [--dump INDEX]"

func fail(_ message: String) -> Never {
    printError("document-fuzz: \(message)\n\(usage)\n")
    exit(64)
}

var seed: UInt64 = 1
var count = 10_000
var timeLimit = 5.0
var fixtures = "../shared/fixtures/interface-builder"
var dump: Int?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    guard let value = arguments.next() else { fail("\(argument) needs a value") }
    switch argument {
    case "--seed": guard let parsed = UInt64(value) else { fail("--seed takes a non-negative integer, not \(value)") }; seed = parsed
    case "--count": guard let parsed = Int(value), parsed >= 0 else { fail("--count takes a count, not \(value)") }; count = parsed
    case "--time-limit":
        guard let parsed = Double(value), parsed > 0, parsed <= 86_400 else { fail("--time-limit takes seconds in (0, 86400], not \(value)") }
        timeLimit = parsed
    case "--fixtures": fixtures = value
    case "--dump": guard let parsed = Int(value), parsed >= 0 else { fail("--dump takes an input index, not \(value)") }; dump = parsed
    default: fail("unknown option \(argument)")
    }
}

let corpus = DocumentCorpus(fixtures: fixtures)
var runner = DocumentFuzzRunner(corpus: corpus, seed: seed, timeLimit: timeLimit)
if let dump {
    switch runner.input(dump) {
    case .document(let json):
        print("document input \(dump) of seed \(seed):")
        print(String(decoding: json, as: UTF8.self))
    case .edits(let json, let base):
        print("edit batch input \(dump) of seed \(seed), applied to corpus document \(base):")
        print(String(decoding: corpus.documents[base].json, as: UTF8.self))
        print(String(decoding: json, as: UTF8.self))
    }
    exit(0)
}

/// The input running, and since when (CLOCK_MONOTONIC nanoseconds), for the watchdog.
let running = Atomic<Int>(-1)
let runningSince = Atomic<UInt64>(0)
let limitNanoseconds = Atomic<UInt64>(UInt64(timeLimit * 1e9))
let runSeed = Atomic<UInt64>(seed)

func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Ends the process when one input has run past the time limit.
var watchdog = pthread_t()
pthread_create(&watchdog, nil, { _ in
    while true {
        usleep(200_000)
        let index = running.load(ordering: .acquiring)
        guard index >= 0 else { continue }
        let elapsed = monotonicNanoseconds() &- runningSince.load(ordering: .acquiring)
        if elapsed > limitNanoseconds.load(ordering: .relaxed), running.load(ordering: .acquiring) == index {
            let seed = runSeed.load(ordering: .relaxed)
            printError("document-fuzz: hang: input \(index) of seed \(seed) still running after the time limit; "
                + "see it with --seed \(seed) --dump \(index)\n")
            exit(3)
        }
    }
}, nil)

print("seed \(seed), \(corpus.documents.count) corpus documents, \(corpus.editBatches.count) edit batches, time limit \(timeLimit) s")
let start = monotonicNanoseconds()
for index in 0..<count {
    runningSince.store(monotonicNanoseconds(), ordering: .releasing)
    running.store(index, ordering: .releasing)
    runner.run(index..<(index + 1))
    if (index + 1) % 100_000 == 0 { printError("document-fuzz: \(index + 1) inputs\n") }
}
running.store(-1, ordering: .releasing)
let seconds = Double(monotonicNanoseconds() - start) / 1e9
print(runner.tally)
print("time: \(Int(seconds.rounded())) s")
exit(runner.tally.hangCount == 0 ? 0 : 1)
