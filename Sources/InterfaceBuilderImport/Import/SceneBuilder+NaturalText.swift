import StackLayout

/// Natural sizes of text-bearing views from their font, where the stored frame may have been
/// stretched or compressed by constraints (see `NaturalControlHeight` for the rules). Reads
/// `context` (the device's pixels and screen) only.
extension SceneBuilder {
    /// The natural height of a label, button or text field, or nil where it cannot be known
    /// (see `NaturalControlHeight`); files without a known device have no pixel grid to round to.
    /// The width is never known (no glyph metrics): the stored width stays the intrinsic width.
    func naturalTextHeight(of element: XMLElement) -> Double? {
        naturalMeasure(of: element)?.height
    }

    /// The natural width of a text-bearing view where it is known without glyph metrics (see
    /// `NaturalControlHeight.Measure.width`), else nil.
    func naturalTextWidth(of element: XMLElement) -> Double? {
        naturalMeasure(of: element)?.width
    }

    /// The baselines of a view whose natural height is known. The first: its line of text
    /// centred in the height it was laid out at (the stored one), as labels, button titles and
    /// text fields draw it. The last keeps the distance above the bottom edge that it has at
    /// the natural height (Auto Layout keeps a last baseline a fixed distance above the bottom),
    /// given as an offset from the top at `intrinsicHeight` (see `LayoutView.baseline`). A label
    /// without text has no line: its baselines are where Auto Layout puts a label's, the first
    /// the font's ascender below its top, the last the font's descender above its bottom (an
    /// empty label 50 points tall lines its last baseline up 3 points above its bottom at 13 pt,
    /// not in its middle).
    func naturalTextBaselines(of element: XMLElement, storedHeight: Double?, intrinsicHeight: Double?) -> Baselines? {
        guard let measure = naturalMeasure(of: element) else { return nil }
        let height = storedHeight ?? measure.height
        let reference = intrinsicHeight ?? height
        guard measure.hasText else {
            return Baselines(first: min(height, measure.font.ascender), last: max(0, reference - measure.font.descender))
        }
        let aboveBottom = measure.height - measure.font.controlBaseline(height: measure.height)
        return Baselines(first: measure.font.controlBaseline(height: height), last: reference - aboveBottom)
    }

    /// Why the stored height of a view sized by its stored frame stands in for its intrinsic
    /// height, or nil when its natural height is measured, the file states it
    /// (`placeholderIntrinsicHeight`), or the view has no intrinsic height at all.
    func storedHeightStandIn(of element: XMLElement) -> StoredSizeStandIn? {
        guard ViewClassMapping.intrinsicSource(of: element) == .storedFrame, element[attribute: "placeholderIntrinsicHeight"] == nil else {
            return nil
        }
        if case .standIn(let reason) = naturalOutcome(of: element) { return reason }
        return nil
    }

    private func naturalMeasure(of element: XMLElement) -> NaturalControlHeight.Measure? {
        naturalOutcome(of: element).measure
    }

    private func naturalOutcome(of element: XMLElement) -> NaturalControlHeight.Outcome {
        NaturalControlHeight.measure(element, scale: DevicePixels.scale(of: context.device), screen: context.screen)
    }
}
