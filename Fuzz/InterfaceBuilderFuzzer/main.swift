#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import InterfaceBuilderFuzzing

// ib-fuzz: seeded mutation fuzzing of the Interface Builder importer.
//
//   ib-fuzz --fixtures DIR [--seed N] [--iterations N] [--layout-every N]
//
// Reads every .storyboard and .xib in DIR, mutates them, and runs parse + import (+ layout of
// every Nth imported input). Prints the tally and the time; a crash is a bug.

func printError(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

func fail(_ message: String) -> Never {
    printError("ib-fuzz: \(message)\nusage: ib-fuzz --fixtures DIR [--seed N] [--iterations N] [--layout-every N]\n")
    exit(64)
}

var seed: UInt64 = 1
var iterations = 10_000
var layoutEvery = 10
var fixtures: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    guard let value = arguments.next() else { fail("\(argument) needs a value") }
    switch argument {
    case "--seed": guard let parsed = UInt64(value) else { fail("--seed takes a non-negative integer") }; seed = parsed
    case "--iterations": guard let parsed = Int(value), parsed >= 0 else { fail("--iterations takes a count") }; iterations = parsed
    case "--layout-every": guard let parsed = Int(value), parsed > 0 else { fail("--layout-every takes a positive count") }; layoutEvery = parsed
    case "--fixtures": fixtures = value
    default: fail("unknown option \(argument)")
    }
}
guard let fixtures else { fail("--fixtures DIR is required") }
let corpus = FixtureCorpus.load(directory: fixtures)
guard !corpus.isEmpty else { fail("no .storyboard or .xib files in \(fixtures)") }

var start = timespec()
clock_gettime(CLOCK_MONOTONIC, &start)
var runner = FuzzRunner(corpus: corpus.map(\.bytes), seed: seed, layoutEvery: layoutEvery)
let batch = 10_000
var done = 0
while done < iterations {
    let count = min(batch, iterations - done)
    runner.run(count)
    done += count
    if done % 100_000 == 0 { printError("ib-fuzz: \(done) inputs\n") }
}
var end = timespec()
clock_gettime(CLOCK_MONOTONIC, &end)
let seconds = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
print("seed \(seed), \(corpus.count) fixture files")
print(runner.tally)
print("time: \(String(Int(seconds.rounded()))) s")
