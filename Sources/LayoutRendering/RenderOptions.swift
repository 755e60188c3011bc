/// How hidden views appear in a picture.
public enum HiddenViewStyle: String, CaseIterable, Sendable {
    /// Hidden views and everything inside them are left out, as on screen.
    case omitted
    /// Hidden views are drawn with dashed grey outlines where the layout put them (a hidden
    /// arranged view is collapsed along its stack's axis).
    case dashed
}

/// Choices that apply to every picture.
public struct RenderOptions: Hashable, Sendable {
    /// Whether hidden views are left out (the default) or drawn dashed.
    public var hiddenViews: HiddenViewStyle
    /// Pixels per point in the SVG's width and height (the drawing itself is in points); 2 by
    /// default, as on a 2x screen. A PNG written from the SVG has this many pixels per point.
    public var scale: Double

    /// Options for a picture; the defaults leave hidden views out at 2 pixels per point.
    public init(hiddenViews: HiddenViewStyle = .omitted, scale: Double = 2) {
        self.hiddenViews = hiddenViews
        self.scale = scale
    }
}
