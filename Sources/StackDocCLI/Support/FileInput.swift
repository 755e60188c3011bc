#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a whole file, or standard input for `-`.
enum FileInput {
    static func read(_ path: String) throws -> [UInt8] {
        let file: UnsafeMutablePointer<FILE>
        if path == "-" {
            guard let standardInput = fdopen(dup(0), "rb") else { throw CLIError("cannot read standard input") }
            file = standardInput
        } else {
            guard let opened = fopen(path, "rb") else {
                throw CLIError("cannot read \(path): \(String(cString: strerror(errno)))")
            }
            file = opened
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if count < buffer.count {
                if ferror(file) != 0 { throw CLIError("cannot read \(path == "-" ? "standard input" : path): read error") }
                break
            }
        }
        return bytes
    }

    static func write(_ text: String, to path: String) throws {
        guard let file = fopen(path, "wb") else {
            throw CLIError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw CLIError("cannot write \(path)") }
    }
}

/// An error of the command line itself, with the message to show.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
