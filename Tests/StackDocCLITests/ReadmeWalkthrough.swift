import Foundation

/// The README as a terminal walk-through: its `sh` blocks are the steps, in order, and a
/// `text` block right after a `sh` block is what that step prints on standard output.
struct ReadmeWalkthrough {
    struct Step {
        /// The line of the README where the block's fence opens (1-based).
        let line: Int
        let commands: [String]
        /// What the step prints, when the README shows it: a line `...` stands for any number
        /// of lines, and `...` inside a line for any text.
        let expectedOutput: [String]?
    }

    let steps: [Step]

    /// Commands the walk-through does not run under test, where the test itself stands in:
    /// building and testing the package (the test runs on a build, with `stackdoc` on the PATH).
    static func isBuildCommand(_ command: String) -> Bool {
        let trimmed = command.drop { $0 == " " }
        return trimmed.hasPrefix("swift ") || trimmed.hasPrefix("git clone ") || trimmed.hasPrefix("cd StackDoc")
    }

    init(markdown: String) {
        var steps: [Step] = []
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        var number = 0
        var previousWasShell = false
        while let line = lines.popFirst() {
            number += 1
            guard line.hasPrefix("```") else {
                if !line.allSatisfy({ $0 == " " }) { previousWasShell = false }
                continue
            }
            let language = line.dropFirst(3).filter { $0 != " " }
            let opening = number
            var body: [String] = []
            while let inner = lines.popFirst() {
                number += 1
                if inner.hasPrefix("```") { break }
                body.append(inner)
            }
            switch language {
            case "sh":
                steps.append(Step(line: opening, commands: body, expectedOutput: nil))
                previousWasShell = true
            case "text" where previousWasShell:
                let last = steps.removeLast()
                steps.append(Step(line: last.line, commands: last.commands, expectedOutput: body))
                previousWasShell = false
            default:
                previousWasShell = false
            }
        }
        self.steps = steps
    }

    /// One bash script for the whole walk-through, stopping at the first failing command, with
    /// a marker line on standard output before each step so its output can be told apart.
    func script() -> String {
        var script = "set -e -o pipefail\n"
        for (index, step) in steps.enumerated() {
            script += "printf '\\n\(Self.marker)\(index)\\n'\n"
            for command in step.commands where !Self.isBuildCommand(command) { script += command + "\n" }
        }
        return script + "printf '\\n\(Self.marker)end\\n'\n"
    }

    static let marker = "@@readme-step "

    /// Standard output split by step: the output of step `i` is at index `i`; a step that
    /// never started is missing (the walk-through stopped before it).
    static func outputs(of stdout: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var current: String?
        for line in stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(marker) {
                if let current, result[current]?.last == "" { result[current]!.removeLast() }
                current = String(line.dropFirst(marker.count))
                result[current!] = []
            } else if let current {
                result[current]!.append(String(line))
            }
        }
        return result
    }

    /// Whether `actual` agrees with `expected`: line by line (trailing spaces ignored), a line
    /// `...` matching any number of lines and `...` inside a line any text.
    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        func trim(_ line: String) -> Substring { line[..<(line.lastIndex { $0 != " " }.map(line.index(after:)) ?? line.startIndex)] }
        func match(_ e: ArraySlice<String>, _ a: ArraySlice<String>) -> Bool {
            guard let first = e.first else { return a.isEmpty }
            if trim(first).drop(while: { $0 == " " }) == "..." {
                return a.indices.contains { match(e.dropFirst(), a[$0...]) } || match(e.dropFirst(), a[a.endIndex...])
            }
            guard let line = a.first, lineMatches(String(trim(first)), String(trim(line))) else { return false }
            return match(e.dropFirst(), a.dropFirst())
        }
        return match(expected[...], actual[...])
    }

    /// `pattern` with `...` standing for any text.
    static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        let pieces = pattern.components(separatedBy: "...")
        guard pieces.count > 1 else { return pattern == line }
        guard line.hasPrefix(pieces.first!), line.hasSuffix(pieces.last!),
              line.count >= pieces.first!.count + pieces.last!.count else { return false }
        var rest = Substring(line.dropFirst(pieces.first!.count).dropLast(pieces.last!.count))
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }
}
