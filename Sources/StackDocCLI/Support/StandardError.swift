#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a line to standard error (diagnostics that accompany data on standard output).
package func printError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = write(2, bytes, bytes.count)
}
