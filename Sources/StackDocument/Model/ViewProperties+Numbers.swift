import StackLayout

/// A number among a view's properties that `NumberRule` does not admit: where it sits below
/// the view (`["intrinsicSize", "width"]`, as the keys of a view object) and what is wrong.
package struct PropertyNumberViolation: Hashable, Sendable, CustomStringConvertible {
    package var keys: [String]
    package var violation: NumberViolation

    /// `intrinsicSize.width: nan is not a finite number`.
    package var description: String { "\(keys.joined(separator: ".")): \(violation)" }

    /// The error for this number of view `id`: at `path` and its keys when the view came
    /// from JSON, else naming the view.
    func error(view id: String, at path: JSONPath?) -> DocumentError {
        guard let path else { return DocumentError("view \"\(id)\": \(self)") }
        return DocumentError(violation.message, at: keys.reduce(path) { $0 / $1 })
    }
}

extension ViewProperties {
    /// The first number of any property that `NumberRule` does not admit, or `nil`.
    /// O(1), plus O(k log k) for k custom spacings.
    package var firstNumberViolation: PropertyNumberViolation? {
        for property in ViewProperty.allCases {
            if let violation = numberViolation(in: property) { return violation }
        }
        return nil
    }

    /// The first number of `property` that `NumberRule` does not admit, or `nil`: lengths,
    /// sizes and priorities each by their rule. Allocates nothing unless a number is refused
    /// (or custom spacings are sorted).
    package func numberViolation(in property: ViewProperty) -> PropertyNumberViolation? {
        func check(_ key: String?, _ value: Double, _ rule: NumberRule) -> PropertyNumberViolation? {
            do throws(NumberViolation) {
                try rule.check(value)
                return nil
            } catch {
                return PropertyNumberViolation(keys: [property.rawValue] + (key.map { [$0] } ?? []), violation: error)
            }
        }
        func sides(_ insets: EdgeInsets) -> PropertyNumberViolation? {
            check("top", insets.top, .length) ?? check("leading", insets.leading, .length)
                ?? check("bottom", insets.bottom, .length) ?? check("trailing", insets.trailing, .length)
        }
        func priorities(_ pair: AxisPriorities) -> PropertyNumberViolation? {
            check("horizontal", pair.horizontal, .priority) ?? check("vertical", pair.vertical, .priority)
        }
        switch property {
        case .kind, .name, .text, .hidden, .axis, .distribution, .alignment, .baselineRelative, .marginsRelative:
            return nil
        case .intrinsicSize:
            return self.intrinsicSize.width.flatMap { check("width", $0, .size) } ?? self.intrinsicSize.height.flatMap { check("height", $0, .size) }
        case .baseline:
            return self.baseline.flatMap { check("first", $0.first, .length) ?? check("last", $0.last, .length) }
        case .hugging:
            return priorities(self.hugging)
        case .compressionResistance:
            return priorities(self.compressionResistance)
        case .layoutMargins:
            return sides(self.layoutMargins)
        case .safeArea:
            return sides(self.safeArea)
        case .frame:
            return self.frame.flatMap {
                check("x", $0.x, .length) ?? check("y", $0.y, .length) ?? check("width", $0.width, .size)
                    ?? check("height", $0.height, .size)
            }
        case .spacing:
            guard case .points(let points)? = self.stack?.spacing else { return nil }
            return check(nil, points, .length)
        case .customSpacing:
            guard let spacing = self.stack?.customSpacing, !spacing.isEmpty else { return nil }
            for (view, points) in spacing.sorted(by: { $0.key < $1.key }) {
                if let violation = check(view, points, .length) { return violation }
            }
            return nil
        }
    }
}

extension ViewTree {
    /// Throws for the first number of the subtree, preorder, that `NumberRule` does not admit,
    /// at `path` and its keys when the tree came from JSON, else naming the view. O(views).
    package func checkNumbers(at path: JSONPath? = nil) throws(DocumentError) {
        if let violation = properties.firstNumberViolation { throw violation.error(view: id, at: path) }
        for (index, child) in subviews.enumerated() {
            try child.checkNumbers(at: path.map { $0 / "subviews" / index })
        }
    }
}
