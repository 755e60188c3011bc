import StackLayout

/// Natural sizes of text-bearing views from their font, where the stored frame may have been
/// stretched or compressed by constraints (see `NaturalControlHeight` for the rules).
extension SceneBuilder {
    /// The natural height of a label, button or text field, or nil where it cannot be known
    /// (see `NaturalControlHeight`); files without a known device have no pixel grid to round to.
    /// The width is never known (no glyph metrics): the stored width stays the intrinsic width.
    func naturalTextHeight(of element: XMLElement) -> Double? {
        naturalMeasure(of: element)?.height
    }

    /// The baselines of a view whose natural height is known: its line of text centred in the
    /// height it was laid out at (the stored one), as labels, button titles and text fields draw it.
    func naturalTextBaselines(of element: XMLElement, storedHeight: Double?) -> Baselines? {
        guard let measure = naturalMeasure(of: element) else { return nil }
        let baseline = measure.font.controlBaseline(height: storedHeight ?? measure.height)
        return Baselines(first: baseline, last: baseline)
    }

    private func naturalMeasure(of element: XMLElement) -> NaturalControlHeight.Measure? {
        guard let scale = DevicePixels.scale(of: context.device) else { return nil }
        return NaturalControlHeight.measure(element, scale: scale, screen: context.screen)
    }
}
