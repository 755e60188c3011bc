import StackLayout

/// Natural sizes of text-bearing views from their font, where the stored frame may have been
/// stretched or compressed by constraints.
extension SceneBuilder {
    /// The natural height of a one-line label in the system font: one line of the font at the
    /// size the file names, rounded up to the design device's pixels. Nil where it cannot be
    /// known: other classes, labels of several lines (their height depends on a width and a
    /// text the layout does not measure), custom fonts, files without a known device.
    /// The width is never known (no glyph metrics): the stored width stays the intrinsic width.
    func naturalTextHeight(of element: XMLElement) -> Double? {
        oneLineSystemFont(of: element).map { $0.font.textHeight(lines: 1, scale: $0.scale) }
    }

    /// The baselines of a one-line label whose natural height is known: its line centred in the
    /// height it was laid out at (the stored one), as UILabel draws it.
    func naturalTextBaselines(of element: XMLElement, storedHeight: Double?) -> Baselines? {
        guard let text = oneLineSystemFont(of: element) else { return nil }
        let baseline = text.font.controlBaseline(height: storedHeight ?? text.font.textHeight(lines: 1, scale: text.scale))
        return Baselines(first: baseline, last: baseline)
    }

    /// The font of a one-line label in the system font, with the design device's scale (pixels
    /// a point); nil where `naturalTextHeight` cannot be known.
    private func oneLineSystemFont(of element: XMLElement) -> (font: FontMetrics, scale: Double)? {
        guard element.name == "label", let defaultSize = ViewClassMapping.defaultFontSize(of: element.name),
              let scale = DevicePixels.scale(of: context.device)
        else { return nil }
        guard (element[attribute: "numberOfLines"] ?? "1") == "1" else { return nil }
        let font = FontMetrics(of: element, defaultSize: defaultSize)
        guard font.isSystemFont else { return nil }
        return (font, scale)
    }
}
