#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end with `posix_spawn`, feeding its standard input and collecting its
/// standard output and standard error (one `poll` loop over the three pipes, so none of them
/// fills while another waits). Without Foundation, so that the statically linked `stackdoc`
/// stays small and quick to start.
struct ChildProcess {
    /// How the program ended, and what it wrote.
    struct Result {
        /// The exit status, or 128 + the signal that killed it.
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
    }

    /// Why the program could not be run.
    struct LaunchError: Error {
        var message: String
    }

    /// Runs `executable` with `arguments` (not including the program name), writing `input`
    /// to its standard input and closing it. O(bytes exchanged).
    static func run(_ executable: String, _ arguments: [String], input: [UInt8] = []) throws(LaunchError) -> Result {
        var stdinPipe: [Int32] = [-1, -1], stdoutPipe: [Int32] = [-1, -1], stderrPipe: [Int32] = [-1, -1]
        guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0 else {
            throw LaunchError(message: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
        for descriptor in stdinPipe + stdoutPipe + stderrPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }

        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, &argv, environ)
        for descriptor in [stdinPipe[0], stdoutPipe[1], stderrPipe[1]] { close(descriptor) }
        guard spawned == 0 else {
            for descriptor in [stdinPipe[1], stdoutPipe[0], stderrPipe[0]] { close(descriptor) }
            throw LaunchError(message: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }

        // A child that exits early closes its input: writing fails with EPIPE instead of a signal.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let result = exchange(input: input, stdin: stdinPipe[1], stdout: stdoutPipe[0], stderr: stderrPipe[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let signalled = status & 0x7f
        return Result(status: signalled == 0 ? (status >> 8) & 0xff : 128 + signalled, output: result.output, errors: result.errors)
    }

    /// Writes `input` and reads both outputs until the child closes them; closes the three
    /// descriptors.
    private static func exchange(input: [UInt8], stdin: Int32, stdout: Int32, stderr: Int32) -> (output: [UInt8], errors: [UInt8]) {
        var output: [UInt8] = [], errors: [UInt8] = []
        var written = 0
        var inputOpen = true
        if input.isEmpty {
            close(stdin)
            inputOpen = false
        } else {
            _ = fcntl(stdin, F_SETFL, fcntl(stdin, F_GETFL) | O_NONBLOCK)
        }
        var open: Set<Int32> = [stdout, stderr]
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty || inputOpen {
            var fds = open.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if inputOpen { fds.append(pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0)) }
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for entry in fds where entry.revents != 0 {
                if entry.fd == stdin {
                    let count = input.withUnsafeBytes { write(stdin, $0.baseAddress! + written, $0.count - written) }
                    if count > 0 { written += count }
                    if (count < 0 && errno != EAGAIN && errno != EINTR) || written == input.count {
                        close(stdin)
                        inputOpen = false
                    }
                    continue
                }
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if entry.fd == stdout { output += buffer[0..<count] } else { errors += buffer[0..<count] }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(entry.fd)
                    open.remove(entry.fd)
                }
            }
        }
        return (output, errors)
    }
}
