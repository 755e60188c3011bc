import StackLayout

/// The system spacing between baselines (`BaselineSpacing`) where a file asks for it: stacks
/// with baseline-relative arrangement and the standard spacing, and standard (`symbolic`)
/// constraints between two baselines. Reads and changes `views` only.
extension SceneBuilder {
    /// In a vertical stack with `baselineRelativeArrangement="YES"` and `spacingType="standard"`,
    /// the gap from each visible arranged view to the next is the system spacing between their
    /// fonts, recorded as the custom spacing after the upper view (the stack's own spacing stays
    /// the system 8 points, which is what it means between views without known fonts).
    /// O(arranged views).
    mutating func applyBaselineSystemSpacing(toStack id: String) {
        guard var attributes = views.records[id]?.properties.stack, attributes.axis == .vertical, attributes.baselineRelative,
              attributes.spacing == .system
        else { return }
        let visible = views.records[id]!.arranged.filter { !views.records[$0]!.properties.hidden }
        for (above, below) in zip(visible, visible.dropFirst()) {
            guard let upper = BaselineSpacing.font(of: views.records[above]!.element),
                  let lower = BaselineSpacing.font(of: views.records[below]!.element)
            else { continue }
            attributes.customSpacing[above] = BaselineSpacing.system(upper, lower)
        }
        views.records[id]!.properties.stack = attributes
    }

    /// The constant of a standard (`symbolic="YES"`) constraint between baselines of two views
    /// whose fonts are known: the system spacing between them times `multiplier`, with the sign
    /// of the constant the file stored (the side the second item is on). Nil for any other
    /// constraint: its stored constant stands.
    func systemBaselineConstant(_ first: Anchor, _ second: Anchor?, stored: Double, element: XMLElement) -> Double? {
        guard element.flag("symbolic"), let second, first.guide == nil, second.guide == nil,
              first.attribute.isBaseline, second.attribute.isBaseline, first.view != second.view,
              let firstFont = views.records[first.view].flatMap({ BaselineSpacing.font(of: $0.element) }),
              let secondFont = views.records[second.view].flatMap({ BaselineSpacing.font(of: $0.element) })
        else { return nil }
        return (stored < 0 ? -1 : 1) * BaselineSpacing.system(firstFont, secondFont)
    }
}

extension LayoutAttribute {
    /// Whether the attribute is a first or last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
