#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DocumentFuzzing

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

let watchdog = Watchdog(timeLimit: timeLimit, seed: seed)
Watchdog.start(watchdog)

print("seed \(seed), \(corpus.documents.count) corpus documents, \(corpus.editBatches.count) edit batches, time limit \(timeLimit) s")
let start = Watchdog.now()
for index in 0..<count {
    watchdog.starting(index)
    runner.run(index..<(index + 1))
    if (index + 1) % 100_000 == 0 { printError("document-fuzz: \(index + 1) inputs\n") }
}
watchdog.starting(-1)
let seconds = Double(Watchdog.now() - start) / 1e9
print(runner.tally)
print("time: \(Int(seconds.rounded())) s")
exit(runner.tally.hangCount == 0 ? 0 : 1)
