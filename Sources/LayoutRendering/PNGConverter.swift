#if canImport(Glibc)
import Glibc
#endif

/// Turns SVG into PNG with `rsvg-convert` (librsvg), when it is installed.
public enum PNGConverter {
    /// The program used, looked up in `$PATH`.
    public static let program = "rsvg-convert"

    /// The program's path, or `nil` when no directory of `$PATH` holds it.
    public static func programPath() -> String? {
        guard let path = getenv("PATH") else { return nil }
        for directory in String(cString: path).split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Writes `svg`, rendered, to the PNG file at `path`. The SVG goes to the converter's
    /// standard input; its own error messages go to standard error. Throws
    /// `RenderError.converterMissing` when `rsvg-convert` is not installed, and
    /// `RenderError.converterFailed` when it fails.
    public static func write(svg: String, toPNG path: String) throws(RenderError) {
        guard let executable = programPath() else { throw .converterMissing(program) }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw .converterFailed("cannot create a pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])

        let arguments = [executable, "--format=png", "--output", path]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, &argv, environ)
        close(pipeEnds[0])
        guard spawned == 0 else {
            close(pipeEnds[1])
            throw .converterFailed("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }

        // A converter that dies early closes the pipe: write fails with EPIPE instead of a signal.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var bytes = Array(svg.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.write(pipeEnds[1], $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            written += count
        }
        bytes.removeAll()
        close(pipeEnds[1])

        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        guard exited && code == 0 else {
            throw .converterFailed("\(program) failed (\(exited ? "exit status \(code)" : "killed by signal \(status & 0x7f)")) writing \(path)")
        }
    }
}

/// Why a picture could not be written.
public enum RenderError: Error, CustomStringConvertible, Sendable {
    /// The converter, named here, is not installed (not found in `$PATH`).
    case converterMissing(String)
    /// The converter could not be started or failed; the message says how, and names the file.
    case converterFailed(String)

    /// The message for people, with what to do about it (install the converter, or write SVG).
    public var description: String {
        switch self {
        case .converterMissing(let program):
            "PNG output needs \(program), which is not installed (on Debian and Ubuntu: apt-get install librsvg2-bin); write an .svg file instead"
        case .converterFailed(let message): message
        }
    }
}
