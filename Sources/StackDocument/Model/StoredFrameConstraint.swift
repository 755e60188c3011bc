import StackLayout

extension LayoutConstraint {
    /// Whether the constraint stands for a frame an imported file stored, as the Interface
    /// Builder import names such constraints: a view kept at its frame by its autoresizing mask
    /// (`ID-autoresizing-x`, ...) or sized by its table or collection view (`ID-list-x`, ...).
    /// A re-save that moves only stored frames changes these and nothing a designer wrote.
    public var standsForStoredFrame: Bool {
        guard let id else { return false }
        return id.contains("-autoresizing-") || id.contains("-list-")
    }
}
