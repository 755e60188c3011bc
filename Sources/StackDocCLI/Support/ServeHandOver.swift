import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `stackdoc serve` runs in a program of its own, `stackdoc-serve`, installed beside
/// `stackdoc`: the HTTP server and what it is built on (SwiftNIO, Hummingbird) are more than
/// a third of the code and of the type conformances that every start of a program loads and
/// scans, so `stackdoc` leaves them out and, for `serve`, replaces its process with that
/// program (`execv`: the same process id, standard streams and signals).
package enum ServeHandOver {
    package static let commandName = "serve"
    package static let abstract = "Serve the store's documents and their history: a viewer page and an HTTP API."
    /// The program's file name.
    package static let programName = "stackdoc-serve"

    /// Whether `arguments` (without the program's name) ask for `serve` or its help.
    static func isServe(_ arguments: [String]) -> Bool {
        arguments.first == commandName || (arguments.first == "help" && arguments.dropFirst().first == commandName)
    }

    /// Replaces this process with `stackdoc-serve` given `arguments`; throws a `CLIError`
    /// naming the file when it is missing or cannot be run, and only then returns.
    static func run(_ arguments: [String]) throws {
        let program = try programPath()
        guard access(program, X_OK) == 0 else {
            throw CLIError(
                "`stackdoc serve` runs \(programName), which is not beside stackdoc (\(program)): build it with "
                    + "`swift build -c release --product \(programName)` and keep it in the same directory as stackdoc")
        }
        var argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) }
        argv.append(nil)
        execv(program, argv)
        let reason = String(cString: strerror(errno))
        throw CLIError("cannot run \(program): \(reason)")
    }

    /// `stackdoc-serve` in the directory of the running `stackdoc` (as the kernel names its
    /// file, following symbolic links).
    private static func programPath() throws -> String {
        var buffer = [CChar](repeating: 0, count: 4097)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { throw CLIError("cannot find where stackdoc is installed (/proc/self/exe): \(String(cString: strerror(errno)))") }
        let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        return directory + "/" + programName
    }
}
