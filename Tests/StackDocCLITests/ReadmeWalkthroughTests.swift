import Foundation
import StackDocTestSupport
import Testing

/// The README's shell blocks, pasted in order into one terminal, all work and print what the
/// README shows.
@Suite("README walk-through")
struct ReadmeWalkthroughTests {
    /// `<package root>`, from this file's path.
    static let packageRoot: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/")
    }()

    @Test func everyBlockRunsAndPrintsWhatTheReadmeShows() throws {
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        let walkthrough = ReadmeWalkthrough(markdown: readme)
        #expect(walkthrough.steps.count >= 10, "the README's shell blocks were not found")

        // A reader's clone: the examples, in a fresh directory, with no store yet.
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        if FileManager.default.fileExists(atPath: Self.packageRoot + "/Examples") {
            try FileManager.default.copyItem(atPath: Self.packageRoot + "/Examples", toPath: directory + "/Examples")
        }
        let scriptPath = directory + "/walkthrough.sh"
        try walkthrough.script().write(toFile: scriptPath, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [scriptPath]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["STACKDOC_DB"] = nil
        environment["PATH"] = TestEnvironment.productsDirectory + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        let outputs = ReadmeWalkthrough.outputs(of: stdout)
        if process.terminationStatus != 0 {
            let started = walkthrough.steps.indices.last { outputs["\($0)"] != nil } ?? 0
            Issue.record("""
                README block at line \(walkthrough.steps[started].line) failed (exit \(process.terminationStatus)):
                \(outputs["\(started)"]?.joined(separator: "\n") ?? "")
                \(stderr)
                """)
            return
        }
        #expect(outputs["end"] != nil)
        // The walk-through cleans up after itself: the clone holds what it held before.
        let left = try FileManager.default.contentsOfDirectory(atPath: directory).filter { !["Examples", "walkthrough.sh"].contains($0) }
        #expect(left.sorted() == [], "the walk-through left files in the clone")
        for (index, step) in walkthrough.steps.enumerated() {
            guard let expected = step.expectedOutput else { continue }
            let actual = outputs["\(index)"] ?? []
            #expect(
                ReadmeWalkthrough.matches(expected, actual),
                "README block at line \(step.line) printed:\n\(actual.joined(separator: "\n"))\nbut the README shows:\n\(expected.joined(separator: "\n"))")
        }
    }

    @Test(arguments: [
        (["a", "...", "d"], ["a", "b", "c", "d"], true),
        (["a", "...", "d"], ["a", "d"], true),
        (["a", "..."], ["a", "b"], true),
        (["a", "d"], ["a", "b", "d"], false),
        (["r1 ... import"], ["r1  2026-11-25 18:00  import"], true),
        (["r1 ... import"], ["r2  2026-11-25 18:00  import"], false),
        (["x"], ["x", "y"], false),
    ])
    func outputMatching(expected: [String], actual: [String], agrees: Bool) {
        #expect(ReadmeWalkthrough.matches(expected, actual) == agrees)
    }

    @Test func blocksAndTheirOutputsAreParsed() {
        let markdown = """
            Intro

            ```sh
            stackdoc list
            swift build -c release
            ```

            ```text
            demo
            ```

            Prose.

            ```json
            {}
            ```

            ```sh
            stackdoc show demo
            ```
            """
        let walkthrough = ReadmeWalkthrough(markdown: markdown)
        #expect(walkthrough.steps.map(\.commands) == [["stackdoc list", "swift build -c release"], ["stackdoc show demo"]])
        #expect(walkthrough.steps.map(\.expectedOutput) == [["demo"], nil])
        #expect(walkthrough.steps.map(\.line) == [3, 18])
        #expect(!walkthrough.script().contains("swift build"))
    }
}
