#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a command's output to standard output as UTF-8 bytes, after whatever `print` has
/// buffered (so the two keep their order), without making a `String` of it first: a long
/// output is neither validated nor copied again. O(bytes).
enum StandardOutput {
    /// Writes `text` and a newline, as `print` writes the string they encode; like `print`,
    /// gives up silently when the output is closed (a pipe whose reader has gone).
    static func printLine(_ text: consuming [UInt8]) {
        var line = text
        line.append(UInt8(ascii: "\n"))
        fflush(nil)
        line.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
