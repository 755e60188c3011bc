/// Input the importer refuses: not XML, not an Interface Builder document, an AppKit file, an id
/// that does not exist, a DTD or entity declaration, an attribute value it cannot read. The
/// message names the problem; `line` (and `column` when known) say where.
public struct InterfaceBuilderImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, for people.
    public var message: String
    /// The 1-based line of the file where the problem is, when known.
    public var line: Int?
    /// The 1-based column, when known.
    public var column: Int?

    /// An error about `line` and `column` (the importer makes these).
    package init(_ message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    init(_ message: String, at position: XMLPosition) {
        self.init(message, line: position.line, column: position.column)
    }

    /// `line L, column C: message`, leaving out what is not known.
    public var description: String {
        switch (line, column) {
        case (let line?, let column?): "line \(line), column \(column): \(message)"
        case (let line?, nil): "line \(line): \(message)"
        default: message
        }
    }
}
