import Foundation

/// Runs the `stackdoc` executable as a user would, capturing what it prints and its exit status.
public struct CommandResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs `stackdoc ARGUMENTS` with `stdin` on standard input, `environment` over this process's
/// (without `$STACKDOC_DB`), in `directory` (default: this process's working directory).
/// `executable` runs another program the same way (a path).
public func runStackdoc(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], in directory: String? = nil,
    executable: String = TestEnvironment.executable("stackdoc")
) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    var fullEnvironment = ProcessInfo.processInfo.environment
    fullEnvironment["STACKDOC_DB"] = nil
    fullEnvironment.merge(environment) { $1 }
    process.environment = fullEnvironment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let input = Pipe()
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a large output cannot block the child.
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}
