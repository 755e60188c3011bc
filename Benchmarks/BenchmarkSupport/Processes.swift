#if canImport(Glibc)
import Glibc
#endif

/// Runs `arguments` as a process with standard output discarded; returns its exit status, the
/// CPU time it used (user + system, seconds), which other load on the machine does not inflate,
/// and its peak resident memory (bytes). The kernel counts the peak of this process's memory
/// from before the child's `exec` too, so the figure is the larger of the two.
public func spawn(_ arguments: [String]) -> (status: Int32, cpu: Double, peakMemory: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { fatalError("cannot run \(arguments[0])") }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return ((status >> 8) & 0xff, seconds(usage.ru_utime) + seconds(usage.ru_stime), usage.ru_maxrss * 1024)
}
