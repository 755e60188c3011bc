import StackLayout

/// What makes a constraint valid in a document: anchors on existing views, guides the
/// view has, attributes on the same axis (or two dimensions), and a multiplier, a constant
/// and a priority that `NumberRule` admits.
enum ConstraintRules {
    static func validate(_ constraint: LayoutConstraint, in document: Document, at path: JSONPath?) throws(DocumentError) {
        let name = constraint.id.map { "constraint \"\($0)\"" } ?? "constraint"
        func error(_ message: String, _ key: String? = nil) -> DocumentError {
            DocumentError("\(name): \(message)", at: key.flatMap { key in path.map { $0 / key } } ?? path)
        }
        if let id = constraint.id, !ViewID.isValid(id) {
            throw error("invalid id \(TextRule.quoted(id)): \(ViewID.rule)", "id")
        }
        try validate(constraint.first, in: document, key: "first", error: error)
        if let second = constraint.second {
            try validate(second, in: document, key: "second", error: error)
            let (a, b) = (constraint.first.attribute.kind, second.attribute.kind)
            switch (a, b) {
            case (.dimension, .dimension): break
            case (.dimension, _), (_, .dimension):
                throw error("cannot relate a size (\(constraint.first.attribute)) to a position (\(second.attribute))")
            default:
                guard a == b else {
                    throw error("cannot relate an x-axis anchor (\(constraint.first)) to a y-axis anchor (\(second))")
                }
            }
        } else if constraint.first.attribute.kind != .dimension {
            throw error("a constraint without \"second\" must constrain a width or height, not \(constraint.first.attribute)")
        }
        try checkNumbers(of: constraint, at: path)
    }

    /// Checks the multiplier, the constant and the priority by `NumberRule`.
    static func checkNumbers(of constraint: LayoutConstraint, at path: JSONPath?) throws(DocumentError) {
        let name = constraint.id.map { "constraint \"\($0)\"" } ?? "constraint"
        let numbers: [(key: String, value: Double, rule: NumberRule)] = [
            ("multiplier", constraint.multiplier, .multiplier(relatesTwoAnchors: constraint.second != nil)),
            ("constant", constraint.constant, .length),
            ("priority", constraint.priority, .priority),
        ]
        for number in numbers {
            do throws(NumberViolation) {
                try number.rule.check(number.value)
            } catch let violation {
                throw DocumentError("\(name): \(number.key) \(violation)", at: path.map { $0 / number.key })
            }
        }
    }

    private static func validate(
        _ anchor: Anchor, in document: Document, key: String, error: (String, String?) -> DocumentError
    ) throws(DocumentError) {
        guard let node = document[anchor.view] else { throw error("names a missing view \"\(anchor.view)\"", key) }
        guard let guide = anchor.guide else { return }
        if guide == .content || guide == .frame, node.properties.kind != .scroll {
            throw error("the \(guide.rawValue) guide belongs to scroll views; \"\(anchor.view)\" is a \(node.properties.kind)", key)
        }
        guard !anchor.attribute.isBaseline, !anchor.attribute.isMarginForm else {
            throw error("a layout guide has no \(anchor.attribute) anchor", key)
        }
    }
}

extension LayoutAttribute {
    /// Positions along x, positions along y (baselines included), and sizes.
    enum Kind { case x, y, dimension }

    var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leadingMargin, .trailingMargin, .centerXWithinMargins: .x
        case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline: .y
        case .width, .height: .dimension
        }
    }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    var isMarginForm: Bool {
        switch self {
        case .leadingMargin, .trailingMargin, .topMargin, .bottomMargin, .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }
}

