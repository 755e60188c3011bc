/// The value of a property of one view, as a selector compares it.
enum QueryValue: Equatable {
    case number(Double)
    case text(String)
    case bool(Bool)
    case null
    /// A group (`hugging`, `frame`): present when any field is.
    case group(isEmpty: Bool)

    /// `[path]` with no comparison: present and not null, false or empty.
    var isPresent: Bool {
        switch self {
        case .null, .bool(false), .group(isEmpty: true): false
        default: true
        }
    }

    /// `self OP literal`. Ordering compares numbers only; `=` compares like with like (a
    /// number with a number, text with text) and is false across types; `!=` is its negation.
    func satisfies(_ op: ComparisonOperator, _ literal: QueryLiteral) -> Bool {
        switch op {
        case .equal: return equals(literal)
        case .notEqual: return !equals(literal)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard case .number(let value) = self, case .number(let bound) = literal else { return false }
            switch op {
            case .less: return value < bound
            case .lessOrEqual: return value <= bound
            case .greater: return value > bound
            default: return value >= bound
            }
        case .prefix, .suffix, .contains:
            guard case .text(let value) = self, case .text(let part) = literal else { return false }
            switch op {
            case .prefix: return value.hasPrefix(part)
            case .suffix: return value.hasSuffix(part)
            default: return part.isEmpty || value.contains(part)
            }
        }
    }

    private func equals(_ literal: QueryLiteral) -> Bool {
        switch (self, literal) {
        case (.number(let a), .number(let b)): a == b
        case (.text(let a), .text(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }
}
