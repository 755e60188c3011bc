import Foundation
import Testing

/// A git repository in a temporary folder, driven through the `git` command line.
final class GitRepository {
    let directory: String

    /// Whether `git` is in `$PATH`.
    static let gitAvailable: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/git") }
    }()

    init(in directory: String) throws {
        self.directory = directory
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try git("init", "-q", "-b", "main")
    }

    /// A repository cloned from `source` (a bundle or another repository) into `directory`.
    init(cloning source: String, into directory: String) throws {
        self.directory = directory
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "clone", "-q", source, directory]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git clone \(source)")
    }

    /// Runs git in the repository as Dana Designer; its standard output.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try git(arguments)
    }

    /// Runs git in the repository as Dana Designer; its standard output. Expects success
    /// unless `mayFail`.
    @discardableResult
    func git(_ arguments: [String], mayFail: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory, "-c", "user.name=Dana Designer", "-c", "user.email=dana@example.com"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if !mayFail { #expect(process.terminationStatus == 0, "git \(arguments)") }
        return String(decoding: data, as: UTF8.self)
    }

    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
    }

    /// Commits every change with `subject` (authored at `date`, ISO 8601, when given); returns
    /// the commit's id.
    @discardableResult
    func commit(_ subject: String, date: String? = nil) throws -> String {
        try git("add", "-A")
        try git(["commit", "-q", "-m", subject] + (date.map { ["--date", $0] } ?? []))
        return try git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
