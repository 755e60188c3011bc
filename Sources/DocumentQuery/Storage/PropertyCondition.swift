import DocumentStore

/// A selector's attribute predicate as a condition the store can test on its views (`ViewField`
/// names the properties it compares), so that the store's answer agrees with
/// `QueryValue.satisfies`, or is looser.
enum PropertyCondition {
    /// The condition for `predicate`, or nil when it stays in memory. A field is NULL both for
    /// "null" (no intrinsic width) and for "does not apply" (the axis of a label); `=` and
    /// ordering are false on NULL in both worlds, and `!=` is true on NULL: looser than the
    /// memory answer for "does not apply".
    static func condition(_ predicate: AttributePredicate) -> ViewCondition? {
        guard let field = ViewField(comparablePath: predicate.property.description) else { return nil }
        guard let comparison = predicate.comparison else {
            // Presence: flags must be set; numbers and text are present unless NULL.
            return .present(field)
        }
        if field == .spacing, comparison.value == .text("system") {
            switch comparison.op {
            case .equal: return .compare(.spacingIsSystem, .equal, .flag(true))
            case .notEqual: return .compare(.spacingIsSystem, .equal, .flag(false))
            default: return nil
            }
        }
        let value: ViewFieldValue
        switch (field.type, comparison.value) {
        case (.text, .text(let text)): value = .text(text)
        case (.real, .number(let number)): value = .real(number)
        case (.flag, .bool(let flag)): value = .flag(flag)
        case (_, .null):
            return comparison.op == .equal ? .absent(field) : nil
        default: return nil  // across types: = is false and != true in memory; not worth a column test
        }
        return storeComparison(comparison.op).map { .compare(field, $0, value) }
    }

    /// The condition for a `frame.*` comparison with a number on the frames of the layout the
    /// store kept, or nil for any other predicate. Only for documents whose stored layout
    /// is current.
    static func storedFrameCondition(_ predicate: AttributePredicate) -> ViewCondition? {
        let path = predicate.property.path
        guard path.count == 2, path[0] == "frame", let field = FrameField(rawValue: path[1]),
            let comparison = predicate.comparison, case .number(let number) = comparison.value,
            let op = storeComparison(comparison.op)
        else { return nil }
        return .storedFrame(field, op, number)
    }

    /// The comparison that compares as `op` does in memory on values of one type (`!=` true on
    /// NULL), or nil for the text operators.
    private static func storeComparison(_ op: ComparisonOperator) -> ViewComparison? {
        switch op {
        case .equal: .equal
        case .notEqual: .notEqual
        case .less: .less
        case .lessOrEqual: .lessOrEqual
        case .greater: .greater
        case .greaterOrEqual: .greaterOrEqual
        case .prefix, .suffix, .contains: nil
        }
    }
}
