import StackLayout

/// What a constraint's `firstItem` / `secondItem` id names.
enum ConstraintItem {
    /// A view of the scene.
    case view(String)
    /// A guide of a view: `safeArea`, a scroll view's `contentLayoutGuide` / `frameLayoutGuide`.
    case guide(String, LayoutGuide)
    /// A view controller's top / bottom layout guide (before safe areas): the band above
    /// (below) the root's safe area.
    case topLayoutGuide(root: String)
    case bottomLayoutGuide(root: String)
    /// A view's keyboard layout guide (`<keyboardLayoutGuide>`), with no keyboard shown: the
    /// band from the view's safe-area bottom to its bottom, across its whole width.
    case keyboardGuide(view: String)
    /// Something with no equivalent in a document (a `UILayoutGuide` added in the file).
    case unsupported(String)
}

/// Interface Builder's attribute names, as document attributes (left-to-right: left is leading).
enum ConstraintAttributes {
    static let byName: [String: LayoutAttribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "baseline": .lastBaseline, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leadingMargin, "rightMargin": .trailingMargin, "leadingMargin": .leadingMargin,
        "trailingMargin": .trailingMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    static let relations: [String: Relation] = [
        "equal": .equal, "greaterThanOrEqual": .greaterThanOrEqual, "lessThanOrEqual": .lessThanOrEqual,
    ]

    /// `"4:3"` -> 4/3, `"4/5"` -> 0.8 (a ratio written as a fraction), `"0.5"` -> 0.5.
    static func multiplier(_ text: String) -> Double? {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        switch parts.count {
        case 1: return Double(text).flatMap { $0.isFinite ? $0 : nil }
        case 2:
            guard let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 else { return nil }
            let value = numerator / denominator
            return value.isFinite ? value : nil
        default: return nil
        }
    }
}
