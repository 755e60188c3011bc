import Logging
import Synchronization

/// A log handler that keeps every line, so that a test can read what the server logged.
final class CapturedLog: Sendable {
    /// One logged line: its message and metadata, as text.
    struct Line: Sendable {
        let message: String
        let metadata: [String: String]

        /// The message and every metadata key and value, for searching.
        var text: String { ([message] + metadata.map { "\($0.key)=\($0.value)" }).joined(separator: " ") }
    }

    private let captured = Mutex<[Line]>([])

    /// Every line so far.
    var lines: [Line] { captured.withLock { $0 } }

    /// A logger writing here, at every level.
    var logger: Logger {
        var logger = Logger(label: "captured") { _ in Handler(log: self) }
        logger.logLevel = .trace
        return logger
    }

    fileprivate func append(_ line: Line) { captured.withLock { $0.append(line) } }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }
            log.append(Line(message: event.message.description, metadata: all.mapValues(\.description)))
        }
    }
}
