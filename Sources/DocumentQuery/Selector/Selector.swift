/// A parsed selector: one or more complex selectors separated by commas. A view matches the
/// list when it matches any of them. `Docs/queries.md` gives the grammar: kinds, `#id`,
/// `[property OP value]`, pseudo-classes such as `:arranged`, `:not(...)`, and the combinators
/// ` `, `>`, `+` and `~` (arranged order).
public struct SelectorList: Sendable, Hashable, CustomStringConvertible {
    package var selectors: [ComplexSelector]

    package init(selectors: [ComplexSelector]) {
        self.selectors = selectors
    }

    /// Parses `text`; throws a `SelectorSyntaxError` naming the column of the first problem.
    /// O(length of `text`).
    public init(parsing text: String) throws(SelectorSyntaxError) {
        self = try SelectorParser.parse(text)
    }

    /// Whether matching needs laid-out frames (a `frame.*` predicate anywhere).
    public var needsLayout: Bool { selectors.contains { $0.compounds.contains(where: \.needsLayout) } }

    /// Whether only the subject's own frame is ever tested: no compound before the subject
    /// tests frames, and none of the subject's `:not` lists reaches other views.
    var testsOnlySubjectFrames: Bool {
        selectors.allSatisfy { selector in
            !selector.compounds.dropLast().contains(where: \.needsLayout)
                && selector.subject.conditions.allSatisfy { condition in
                    guard case .not(let inner) = condition else { return true }
                    return inner.selectors.allSatisfy { $0.compounds.count == 1 } && inner.testsOnlySubjectFrames
                }
        }
    }

    /// The selector written out in a normal form (`stack > label, #title`); parsing it gives an
    /// equal list.
    public var description: String { selectors.map(\.description).joined(separator: ", ") }
}

/// Compound selectors joined by combinators, read left to right; the last compound is the
/// subject (the views reported).
package struct ComplexSelector: Sendable, Hashable, CustomStringConvertible {
    /// At least one compound.
    package var compounds: [CompoundSelector]
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    package var combinators: [Combinator]

    package init(compounds: [CompoundSelector], combinators: [Combinator]) {
        precondition(!compounds.isEmpty && combinators.count == compounds.count - 1)
        self.compounds = compounds
        self.combinators = combinators
    }

    package var subject: CompoundSelector { compounds[compounds.count - 1] }

    package var description: String {
        var text = compounds[0].description
        for (combinator, compound) in zip(combinators, compounds.dropFirst()) {
            text += combinator.separator + compound.description
        }
        return text
    }
}

/// How two compounds relate.
package enum Combinator: String, Sendable, Hashable, CaseIterable {
    /// `A B`: B has A among its superviews.
    case descendant
    /// `A > B`: A is B's superview.
    case child
    /// `A + B`: A comes right before B in their stack's arranged order.
    case nextArranged
    /// `A ~ B`: A comes somewhere before B in their stack's arranged order.
    case laterArranged

    var separator: String {
        switch self {
        case .descendant: " "
        case .child: " > "
        case .nextArranged: " + "
        case .laterArranged: " ~ "
        }
    }
}

/// Conditions on one view: an optional kind (`nil` for `*` or none) and conditions that must
/// all hold.
package struct CompoundSelector: Sendable, Hashable, CustomStringConvertible {
    package var kind: String?
    package var conditions: [Condition]

    package init(kind: String? = nil, conditions: [Condition] = []) {
        self.kind = kind
        self.conditions = conditions
    }

    var needsLayout: Bool {
        conditions.contains { condition in
            switch condition {
            case .attribute(let predicate): predicate.property.needsLayout
            case .not(let list): list.needsLayout
            case .id, .pseudo: false
            }
        }
    }

    package var description: String {
        (kind ?? (conditions.isEmpty ? "*" : "")) + conditions.map(\.description).joined()
    }
}

/// One condition of a compound selector.
package enum Condition: Sendable, Hashable, CustomStringConvertible {
    /// `#id`.
    case id(String)
    /// `[path]`, `[path OP value]`.
    case attribute(AttributePredicate)
    /// `:name`.
    case pseudo(PseudoClass)
    /// `:not(selector, ...)`: the view matches none of them.
    case not(SelectorList)

    package var description: String {
        switch self {
        case .id(let id): "#\(id)"
        case .attribute(let predicate): predicate.description
        case .pseudo(let pseudo): ":\(pseudo.rawValue)"
        case .not(let list): ":not(\(list))"
        }
    }
}

/// Pseudo-classes: facts about a view's place in the tree.
package enum PseudoClass: String, Sendable, Hashable, CaseIterable {
    /// The view's own `hidden` flag is set.
    case hidden
    /// The view's own `hidden` flag is clear.
    case visible
    /// The view is one of its superview's arranged views.
    case arranged
    /// The view is not arranged (a plain subview, or the root).
    case notArranged = "not-arranged"
    /// The view has no subviews.
    case empty
    /// The first of its stack's arranged views.
    case firstArranged = "first-arranged"
    /// The last of its stack's arranged views.
    case lastArranged = "last-arranged"
    /// The document's root view.
    case root
}

/// `[path]` (the value is present and not `null`, `false` or `{}`) or `[path OP value]`.
package struct AttributePredicate: Sendable, Hashable, CustomStringConvertible {
    package var property: QueryProperty
    package var comparison: Comparison?

    package init(property: QueryProperty, comparison: Comparison? = nil) {
        self.property = property
        self.comparison = comparison
    }

    package struct Comparison: Sendable, Hashable {
        package var op: ComparisonOperator
        package var value: QueryLiteral

        package init(op: ComparisonOperator, value: QueryLiteral) {
            self.op = op
            self.value = value
        }
    }

    package var description: String {
        guard let comparison else { return "[\(property)]" }
        return "[\(property)\(comparison.op.rawValue)\(comparison.value)]"
    }
}

package enum ComparisonOperator: String, Sendable, Hashable, CaseIterable {
    case equal = "=", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    /// Text starts with / ends with / contains.
    case prefix = "^=", suffix = "$=", contains = "*="

    /// Whether the operator orders numbers (both sides must be numbers).
    var isOrdering: Bool { [.less, .lessOrEqual, .greater, .greaterOrEqual].contains(self) }
    /// Whether the operator matches text.
    var isTextual: Bool { [.prefix, .suffix, .contains].contains(self) }
}

/// A value written in a selector. Bare words are text, except `true`, `false` and `null`.
package enum QueryLiteral: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case text(String)
    case bool(Bool)
    case null

    package var description: String {
        switch self {
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .text(let t): t.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") } && t.first?.isLetter == true
            ? t : "\"\(t.replacingQuotes)\""
        case .bool(let b): String(b)
        case .null: "null"
        }
    }
}

extension String {
    fileprivate var replacingQuotes: String {
        var out = ""
        for c in self {
            if c == "\"" || c == "\\" { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
