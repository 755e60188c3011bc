/// How a `Connection` opens its file.
public enum OpenMode: Sendable, Hashable {
    /// Read and write; create the file if it does not exist.
    case create
    /// Read and write; the file must already exist.
    case mustExist
    /// Read only; the file must already exist. The journal mode is left as it is.
    case readOnly
}

/// Settings for opening a `Connection`.
public struct OpenOptions: Sendable, Hashable {
    public var mode: OpenMode
    /// How long one lock request may wait for other connections, in real time, before it fails
    /// with SQLITE_BUSY.
    public var busyTimeout: Duration
    /// How many prepared statements the connection keeps for reuse, least recently used first out.
    public var statementCacheCapacity: Int

    public init(mode: OpenMode = .create, busyTimeout: Duration = .seconds(10), statementCacheCapacity: Int = 64) {
        self.mode = mode
        self.busyTimeout = busyTimeout
        self.statementCacheCapacity = statementCacheCapacity
    }
}
