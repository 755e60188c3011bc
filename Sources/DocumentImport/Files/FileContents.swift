#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a whole file, or standard input for `-`, without Foundation.
public enum FileContents {
    /// The bytes of the file at `path` (`-`: standard input, read to its end); throws
    /// `DocumentFileError.unreadable`.
    public static func read(_ path: String) throws -> [UInt8] {
        let file: UnsafeMutablePointer<FILE>
        if path == "-" {
            guard let standardInput = fdopen(dup(0), "rb") else { throw DocumentFileError.unreadable("standard input", reason: nil) }
            file = standardInput
        } else {
            guard let opened = fopen(path, "rb") else {
                throw DocumentFileError.unreadable(path, reason: String(cString: strerror(errno)))
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
                if ferror(file) != 0 { throw DocumentFileError.unreadable(DocumentFile.displayName(path), reason: "read error") }
                break
            }
        }
        return bytes
    }
}
