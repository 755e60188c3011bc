#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a command's output to a file (`--output`).
enum FileOutput {
    static func write(_ text: String, to path: String) throws {
        guard let file = fopen(path, "wb") else {
            throw CLIError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw CLIError("cannot write \(path)") }
    }
}
