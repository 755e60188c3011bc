/// A selector that does not parse, or that names something the language does not know.
/// `column` is 1-based and counts characters (not bytes) of `selector`.
public struct SelectorSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var selector: String
    public var column: Int
    public var message: String

    public init(selector: String, column: Int, message: String) {
        self.selector = selector
        self.column = column
        self.message = message
    }

    /// The message, then the selector with a caret under the offending column:
    ///
    ///     column 7: expected "]" after the value
    ///       stack[axis=vertical
    ///                          ^
    public var description: String {
        "column \(column): \(message)\n  \(selector)\n  \(String(repeating: " ", count: max(column - 1, 0)))^"
    }
}
