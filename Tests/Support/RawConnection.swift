import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to a server on 127.0.0.1 that sends exactly the bytes it is given, so that
/// tests can send what no HTTP client library would: any `Host`, a partial head, a chunk size
/// of 2^64, bytes trickled one by one. Blocking; run it off Swift's concurrency threads.
public final class RawConnection {
    /// A response as read off the socket.
    public struct Response: Sendable {
        public var status: Int
        /// Header names lowercased.
        public var headers: [String: String]
        public var body: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let socket: Int32

    /// Connects to `port`; reads wait at most `timeout` seconds (long enough for a server
    /// answering beside a full, parallel test run on a 2-core machine).
    public init(port: Int, timeout: Double = 45, receiveBuffer: Int32? = nil) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        if var receiveBuffer {
            // Before connecting, so that the window the client offers stays small.
            setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &receiveBuffer, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let error = errno
            close(socket)
            throw Failure(description: "connect to port \(port): errno \(error)")
        }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    /// Sends `text`; false when the server has closed the connection.
    @discardableResult
    public func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        return sent == bytes.count
    }

    /// Everything the server sends until it closes the connection (or the read times out).
    public func readToEnd() -> String {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            received += chunk[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Whether the server closed the connection: a read returns end of file (or a reset)
    /// within `timeout` seconds, rather than timing out.
    public func closedByServer(within timeout: Double) -> Bool {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            let ready = poll(&descriptor, 1, Int32(max(1, deadline.timeIntervalSinceNow * 1000)))
            guard ready > 0 else { return false }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { return true }
        }
        return false
    }

    /// One response, read with its `Content-Length` (or up to the end of the connection),
    /// leaving the connection open for the next request. A response to `HEAD` has no body
    /// whatever its `Content-Length` says: pass `head: true`.
    public func readResponse(head: Bool = false) throws -> Response {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let separator = Array("\r\n\r\n".utf8)
        func headEnd() -> Int? {
            guard received.count >= 4 else { return nil }
            return (0...(received.count - 4)).first { Array(received[$0..<$0 + 4]) == separator }
        }
        while headEnd() == nil {
            let count = recv(socket, &chunk, chunk.count, 0)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "no response head; got \(String(decoding: received, as: UTF8.self).debugDescription) (errno \(errno))") }
            received += chunk[..<count]
        }
        let end = headEnd()!
        let lines = String(decoding: received[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = lines[0].split(separator: " ")
        guard statusWords.count >= 2, let status = Int(statusWords[1]) else { throw Failure(description: "bad status line \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Array(received[(end + 4)...])
        if head {
            return Response(status: status, headers: headers, body: String(decoding: body, as: UTF8.self))
        }
        if let length = headers["content-length"].flatMap(Int.init) {
            while body.count < length {
                let count = recv(socket, &chunk, chunk.count, 0)
                guard count > 0 else { break }
                body += chunk[..<count]
            }
        } else {
            body += Array(readToEnd().utf8)
        }
        return Response(status: status, headers: headers, body: String(decoding: body, as: UTF8.self))
    }

    /// Sends one request and reads its response.
    public static func exchange(port: Int, _ request: String, head: Bool = false) throws -> Response {
        let connection = try RawConnection(port: port)
        guard connection.send(request) else { throw Failure(description: "the server closed the connection before the request was sent") }
        return try connection.readResponse(head: head)
    }

    /// A request with the given head lines, `Connection: close` and an optional body with its length.
    public static func request(_ method: String, _ path: String, host: String, headers: [String] = [], body: String? = nil) -> String {
        var lines = ["\(method) \(path) HTTP/1.1", "Host: \(host)"] + headers
        if let body { lines.append("Content-Length: \(body.utf8.count)") }
        lines.append("Connection: close")
        return lines.joined(separator: "\r\n") + "\r\n\r\n" + (body ?? "")
    }
}
