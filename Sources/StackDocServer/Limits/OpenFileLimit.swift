#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open files, which bounds the connections the server can hold.
enum OpenFileLimit {
    /// Files kept for everything but connections: the store's, the listening socket, libraries.
    static let reserve = 64

    /// The most connections this process can hold beside its other files: `wanted`, or fewer
    /// when the limit on open files (raised to its hard limit when that helps) is lower.
    static func connections(wanted: Int) -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return wanted }
        let needed = rlim_t(wanted + reserve)
        if limit.rlim_cur < needed, limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = min(needed, limit.rlim_max)
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        // Unlimited is the largest value the type holds.
        let current = limit.rlim_cur > rlim_t(Int32.max) ? Int(Int32.max) : Int(limit.rlim_cur)
        return max(1, min(wanted, current - reserve))
    }
}
