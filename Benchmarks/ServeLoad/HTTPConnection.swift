#if canImport(Glibc)
import Glibc
#endif

/// One keep-alive HTTP/1.1 connection to a server on 127.0.0.1, over a plain socket: requests
/// written whole, answers read by their Content-Length.
final class HTTPConnection {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let socket: Int32
    private var buffer: [UInt8] = []

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect to port \(port): errno \(errno)") }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var noDelay: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
    }

    deinit { close(socket) }

    /// Sends a request and reads the answer: its status and body.
    func request(_ method: String, _ path: String, body: String? = nil) throws -> (status: Int, body: [UInt8]) {
        var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        if let body { text += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + (body ?? "")
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure(description: "send: errno \(errno)") }
            sent += count
        }
        let headerEnd = try readUntilHeaderEnd()
        let head = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        buffer.removeSubrange(..<(headerEnd + 4))
        let lines = head.split(separator: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ")[1]) else {
            throw Failure(description: "bad status line")
        }
        let lengthLine = lines.first { $0.lowercased().hasPrefix("content-length:") }
        guard let length = lengthLine.flatMap({ Int($0.split(separator: ":")[1].trimmingCharacters(in: " ")) }) else {
            throw Failure(description: "no Content-Length in the answer to \(method) \(path)")
        }
        while buffer.count < length { try fill() }
        let answer = Array(buffer[..<length])
        buffer.removeSubrange(..<length)
        return (status, answer)
    }

    private func readUntilHeaderEnd() throws -> Int {
        while true {
            if buffer.count >= 4 {
                for index in 0...(buffer.count - 4) where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
                    return index
                }
            }
            try fill()
        }
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = recv(socket, &chunk, chunk.count, 0)
        guard count > 0 else { throw Failure(description: "recv: \(count == 0 ? "connection closed" : "errno \(errno)")") }
        buffer += chunk[..<count]
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
