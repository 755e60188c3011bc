#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a command's output to a file (`--output`).
enum FileOutput {
    /// Writes `text` to the file at `path`, replacing it.
    static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Writes `bytes` to the file at `path`, replacing it.
    static func write(_ bytes: [UInt8], to path: String) throws {
        guard let file = fopen(path, "wb") else {
            throw CLIError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw CLIError("cannot write \(path)") }
    }
}
