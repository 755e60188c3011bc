#if canImport(Glibc)
import Glibc
#endif

/// Gives the memory that finished layouts freed back to the system. The C library keeps freed
/// memory for the process to reuse, so a server that laid out a large document would go on
/// holding most of the memory the layout took; after the last running layout ends, the server
/// asks for it to be returned (glibc's `malloc_trim`; nothing with a C library without it).
enum FreedMemory {
    private typealias Trim = @convention(c) (Int) -> Int32

    /// glibc's `malloc_trim`, looked up once; `nil` without it.
    private static let trim: Trim? = {
        #if canImport(Glibc)
        dlsym(nil, "malloc_trim").map { unsafeBitCast($0, to: Trim.self) }
        #else
        nil
        #endif
    }()

    /// Returns the free memory of every heap to the system.
    static func release() {
        _ = trim?(0)
    }
}
