import Glibc

/// `LISTEN` / `NOTIFY`: a connection that listens on a channel is told of every notification
/// sent on it, by any session, when the sending transaction commits.
///
/// The four libpq functions this needs are resolved on first use from the library the first
/// connection loaded (`dlopen` of a loaded library returns it again).
extension PostgreSQLConnection {
    /// Starts listening on `channel` (an SQL identifier); notifications sent from now on
    /// wait on the connection for `waitForNotification(timeout:)`. Listening again is a no-op.
    /// Fails on a hot standby, which cannot listen.
    package func listen(_ channel: String) throws {
        _ = try NotificationFunctions.loaded()
        try executeScript("LISTEN \(channel)")
    }

    /// Waits for notifications on the channels listened to, at most `timeout` (milliseconds);
    /// how many arrived (all of them are taken), 0 when none did. Throws when the connection
    /// is lost. Only between transactions.
    package func waitForNotification(timeoutMilliseconds timeout: Int32) throws -> Int {
        let functions = try NotificationFunctions.loaded()
        settle()
        // What arrived while the connection was busy with other statements.
        guard functions.consumeInput(pointer) == 1 else {
            throw PostgreSQLError(message: "the connection to \(redactedURL) was lost: \(message)", connectionLost: true)
        }
        var count = try takeNotifications(functions)
        if count > 0 { return count }
        let socket = functions.socket(pointer)
        guard socket >= 0 else { throw PostgreSQLError(message: "the connection to \(redactedURL) is closed", connectionLost: true) }
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeout)
        guard ready > 0 else { return 0 }
        guard functions.consumeInput(pointer) == 1 else {
            throw PostgreSQLError(message: "the connection to \(redactedURL) was lost: \(message)", connectionLost: true)
        }
        count = try takeNotifications(functions)
        return count
    }

    /// Takes the notifications libpq has read already; how many there were.
    private func takeNotifications(_ functions: NotificationFunctions) throws -> Int {
        var count = 0
        while let notification = functions.notifies(pointer) {
            functions.freemem(UnsafeMutableRawPointer(notification))
            count += 1
        }
        return count
    }
}

/// libpq's `PQsocket`, `PQconsumeInput`, `PQnotifies` and `PQfreemem`.
struct NotificationFunctions: @unchecked Sendable {
    let socket: @convention(c) (OpaquePointer?) -> Int32
    let consumeInput: @convention(c) (OpaquePointer?) -> Int32
    let notifies: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let freemem: @convention(c) (UnsafeMutableRawPointer?) -> Void

    static func loaded() throws -> NotificationFunctions { try loadedOnce.get() }

    private static let loadedOnce = Swift.Result { () throws(PostgreSQLError) in
        let candidates = LibPQ.candidates(environment: getenv("STACKDOC_LIBPQ").map { String(cString: $0) })
        for name in candidates {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { continue }
            func function<F>(_ symbol: String) -> F? { dlsym(handle, symbol).map { unsafeBitCast($0, to: F.self) } }
            if let socket: @convention(c) (OpaquePointer?) -> Int32 = function("PQsocket"),
                let consumeInput: @convention(c) (OpaquePointer?) -> Int32 = function("PQconsumeInput"),
                let notifies: @convention(c) (OpaquePointer?) -> OpaquePointer? = function("PQnotifies"),
                let freemem: @convention(c) (UnsafeMutableRawPointer?) -> Void = function("PQfreemem")
            {
                return NotificationFunctions(socket: socket, consumeInput: consumeInput, notifies: notifies, freemem: freemem)
            }
            dlclose(handle)
        }
        throw PostgreSQLError(message: "libpq has no PQnotifies: LISTEN cannot be used", connectionLost: false)
    }
}
