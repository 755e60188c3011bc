/// A file that could not be read or imported, among several: which, and why.
public struct UnreadFile: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as named.
    public var file: String
    /// Why, naming the file (as `DocumentFileError` words it).
    public var message: String

    /// `file` could not be read, for `error`.
    public init(file: String, error: any Error) {
        self.file = file
        message = "\(error)"
    }

    /// The message.
    public var description: String { message }
}
