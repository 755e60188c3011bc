#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum Terminal {
    /// Colour only when standard output is a terminal and `NO_COLOR` is not set.
    static var wantsColour: Bool {
        isatty(STDOUT_FILENO) == 1 && getenv("NO_COLOR") == nil
    }
}
