/// Input the importer refuses: not XML, not an Interface Builder document, an AppKit file, an id
/// that does not exist, a DTD or entity declaration, an attribute value it cannot read. The
/// message names the problem; `line` (and `column` when known) say where.
public struct InterfaceBuilderImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var line: Int?
    public var column: Int?

    public init(_ message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    init(_ message: String, at position: XMLPosition) {
        self.init(message, line: position.line, column: position.column)
    }

    public var description: String {
        switch (line, column) {
        case (let line?, let column?): "line \(line), column \(column): \(message)"
        case (let line?, nil): "line \(line): \(message)"
        default: message
        }
    }
}
