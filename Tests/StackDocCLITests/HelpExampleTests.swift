import Foundation
import StackDocCLI
import StackDocTestSupport
import Testing

/// Every `--help` example that names the document `demo` works as written on the store
/// `stackdoc demo --db` makes (each command's examples in order, on a fresh copy).
@Suite("--help examples on the demo store")
struct HelpExampleTests {
    /// The commands whose help has an example on the demo document, found in `stackdoc`'s own
    /// list of commands, so that a command added later has its examples run too.
    static let commands: [String] = StackDocCommand.configuration.subcommands.compactMap { command in
        let name = command._commandName
        return demoExamples(of: name, in: StackDocCommand.helpMessage(for: command, columns: 80)).isEmpty ? nil : name
    }

    /// The examples of `command`'s help text that run on the demo document: all of `demo`'s,
    /// and those of the others that name it.
    static func demoExamples(of command: String, in help: String) -> [String] {
        examples(in: help).filter { example in command == "demo" || example.split(separator: " ").contains("demo") }
    }

    /// The shell commands under "Example:" or "Examples:" in a help text: a line ending in `\`,
    /// and lines indented deeper than the example they follow, continue it.
    static func examples(in help: String) -> [String] {
        var examples: [String] = []
        var inExamples = false
        var indent = 0
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.drop { $0 == " " }
            let lineIndent = line.count - trimmed.count
            if trimmed.hasPrefix("Example:") || trimmed.hasPrefix("Examples:") {
                inExamples = true
                indent = .max
                let rest = trimmed.drop { $0 != ":" }.dropFirst().drop { $0 == " " }
                if !rest.isEmpty { examples.append(String(rest)) }
                continue
            }
            guard inExamples else { continue }
            if trimmed.isEmpty { inExamples = false; continue }
            if let last = examples.last, last.hasSuffix("\\") || lineIndent > indent {
                examples[examples.count - 1] = (last.hasSuffix("\\") ? String(last.dropLast()) : last + " ") + trimmed
            } else {
                examples.append(String(trimmed))
                indent = lineIndent
            }
        }
        return examples.map { $0.components(separatedBy: "  #")[0].trimmingCharacters(in: .whitespaces) }
    }

    @Test func examplesAreReadWithTheirContinuations() {
        let help = """
            Examples:
              stackdoc show demo
              echo '[{"op": "hide",
                  "view": "x"}]' \\
                | stackdoc edit demo --ops -
              stackdoc remove demo e2   # a comment

            Example:  stackdoc redo demo
            """
        #expect(Self.examples(in: help) == [
            "stackdoc show demo", #"echo '[{"op": "hide", "view": "x"}]' | stackdoc edit demo --ops -"#, "stackdoc remove demo e2",
            "stackdoc redo demo",
        ])
    }

    @Test(arguments: commands)
    func demoExamplesRun(command: String) throws {
        let help = try runStackdoc([command, "--help"])
        #expect(help.status == 0)
        let examples = Self.demoExamples(of: command, in: help.stdout)
        try #require(!examples.isEmpty, "`stackdoc \(command) --help` shows no example on the demo document")
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        if command != "demo" {
            let made = try runStackdoc(["demo", "--db", directory + "/demo.db"])
            #expect(made.status == 0, "\(made.stderr)")
        }
        for example in examples {
            if example.contains(".png"), !TestEnvironment.pngConverterIsInstalled {
                print("rsvg-convert is not installed: `\(example)` not run")
                continue
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", "set -o pipefail; " + example]
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            var environment = ProcessInfo.processInfo.environment
            environment["STACKDOC_DB"] = directory + "/demo.db"
            environment["PATH"] = TestEnvironment.productsDirectory + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            // `query` exits 1 when nothing matched, which an example may show.
            let fine: Set<Int32> = command == "query" ? [0, 1] : [0]
            #expect(fine.contains(process.terminationStatus), "`\(example)` exited \(process.terminationStatus): \(stderr)")
            #expect(!stderr.contains("Error"), "`\(example)`: \(stderr)")
        }
    }
}
