/// A selector that does not parse, or that names something the language does not know.
/// `column` is 1-based and counts characters (not bytes) of `selector`.
public struct SelectorSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The selector as written.
    public var selector: String
    /// Where the problem is: 1-based, in characters of `selector`.
    public var column: Int
    /// What is wrong, for people: `expected "]" after the value`.
    public var message: String

    /// An error at `column` of `selector` (the parser makes these).
    package init(selector: String, column: Int, message: String) {
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
