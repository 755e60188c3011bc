/// Why a file could not be read as documents; each message names the file (`standard input`
/// for `-`).
public enum DocumentFileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file (by its shown name) could not be read; `reason` says why, when known.
    case unreadable(String, reason: String?)
    /// The file was read but holds neither a JSON document nor an Interface Builder file that
    /// imports; `reason` is the parser's or importer's message.
    case notADocument(String, reason: String)
    /// The Interface Builder file has no scene with a view.
    case noScene(String)

    /// One line: `FILE: what is wrong`.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "cannot read \(file)" + (reason.map { ": \($0)" } ?? "")
        case .notADocument(let file, let reason): "\(file): \(reason)"
        case .noScene(let file): "\(file): the file has no scene with a view; nothing imported"
        }
    }
}
