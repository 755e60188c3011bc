import Foundation
import StackDocTestSupport
import StackDocument
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`:
/// JSON messages ending in a NUL byte, Chromium reading file descriptor 3 and writing 4).
final class Chromium {
    /// The distribution's Chromium, if installed.
    static let executable: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { access($0, X_OK) == 0 }
    static let skipComment: Comment = "headless Chromium is not installed (apt-get install chromium)"

    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: String
    private var nextID = 1
    private var pending: [UInt8] = []

    struct ProtocolError: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts `executable` headless, with `arguments` added to its command line.
    init(executable: String, arguments extra: [String] = []) throws {
        profile = TestEnvironment.temporaryDirectory()
        var commands: [Int32] = [0, 0]
        var replies: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&replies) == 0 else { throw ProtocolError(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, replies[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-pipe",
            "--user-data-dir=\(profile)", "--window-size=1280,900",
        ] + extra + ["about:blank"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, executable, &actions, nil, &argv, environ) == 0 else { throw ProtocolError(description: "could not start \(executable)") }
        pid = child
        close(commands[0])
        close(replies[1])
        toBrowser = commands[1]
        fromBrowser = replies[0]
    }

    /// Sends a command and waits (at most `timeout` seconds) for its answer's `result`.
    @discardableResult
    func send(_ method: String, _ parameters: [(key: String, value: JSONValue)] = [], session: String? = nil, timeout: Double = 20) throws -> JSONValue {
        let id = nextID
        nextID += 1
        var message: [(key: String, value: JSONValue)] = [("id", .number(Double(id))), ("method", .string(method)), ("params", .object(parameters))]
        if let session { message.append(("sessionId", .string(session))) }
        let bytes = Array(JSONWriter.string(.object(message), style: .compact).utf8) + [0]
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard count > 0 else { throw ProtocolError(description: "Chromium closed its pipe") }
            written += count
        }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let reply = try readMessage(until: deadline)
            guard reply["id"] == .number(Double(id)) else { continue }
            if let error = reply["error"] { throw ProtocolError(description: "\(method): \(JSONWriter.string(error, style: .compact))") }
            return reply["result"] ?? .null
        }
        throw ProtocolError(description: "\(method): no answer in \(timeout) s")
    }

    private func readMessage(until deadline: Date) throws -> JSONValue {
        while true {
            if let end = pending.firstIndex(of: 0) {
                let message = Array(pending[..<end])
                pending.removeSubrange(...end)
                return try JSONParser.parse(message)
            }
            var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let wait = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard poll(&descriptor, 1, wait) > 0 else { throw ProtocolError(description: "no message from Chromium in time") }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(fromBrowser, &buffer, buffer.count)
            guard count > 0 else { throw ProtocolError(description: "Chromium closed its pipe") }
            pending += buffer[..<count]
        }
    }

    /// Opens `url` in a new tab; the session id to send the tab's commands with.
    func open(_ url: String) throws -> String {
        let target = try send("Target.createTarget", [("url", .string(url))])
        guard case .string(let targetID)? = target["targetId"] else { throw ProtocolError(description: "no target id") }
        let attached = try send("Target.attachToTarget", [("targetId", .string(targetID)), ("flatten", .bool(true))])
        guard case .string(let session)? = attached["sessionId"] else { throw ProtocolError(description: "no session id") }
        return session
    }

    /// The value of a JavaScript expression in the tab (awaited when it is a promise).
    func evaluate(_ expression: String, session: String) throws -> JSONValue {
        let result = try send(
            "Runtime.evaluate", [("expression", .string(expression)), ("returnByValue", .bool(true)), ("awaitPromise", .bool(true))], session: session)
        return result["result"]?["value"] ?? .null
    }

    /// Evaluates `expression` every 50 ms until it is true, for at most `timeout` seconds.
    func waitUntil(_ expression: String, session: String, timeout: Double = 30) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try evaluate(expression, session: session) == .bool(true) { return }
            usleep(50_000)
        }
        throw ProtocolError(description: "still false after \(timeout) s: \(expression)")
    }

    /// A PNG of the tab, written to `path`.
    func screenshot(session: String, to path: String) throws {
        let result = try send("Page.captureScreenshot", [("format", .string("png"))], session: session)
        guard case .string(let base64)? = result["data"], let data = Data(base64Encoded: base64) else {
            throw ProtocolError(description: "no screenshot data")
        }
        try data.write(to: URL(fileURLWithPath: path))
    }

    deinit {
        _ = try? send("Browser.close", timeout: 5)
        close(toBrowser)
        close(fromBrowser)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        TestEnvironment.removeDirectory(profile)
    }
}
