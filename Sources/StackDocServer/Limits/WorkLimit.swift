/// How much of one kind of work the server runs at once, and how much more it lets wait.
public struct WorkLimit: Sendable, Equatable {
    /// How many run at once.
    public var running: Int
    /// How many more wait for their turn; beyond that a request is answered 503.
    public var waiting: Int

    /// At most `running` at once and `waiting` more waiting.
    public init(running: Int, waiting: Int) {
        self.running = running
        self.waiting = waiting
    }
}
