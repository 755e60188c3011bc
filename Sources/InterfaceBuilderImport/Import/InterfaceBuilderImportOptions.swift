import StackDocument

/// How to read Interface Builder files beyond what they say themselves.
public struct InterfaceBuilderImportOptions: Hashable, Sendable {
    /// The screen to read a file for when it declares no design device (no `<device id=...>`,
    /// as in many xibs and in storyboards saved before Xcode 8): its size classes, simulated
    /// safe area and status bar, side margins and pixel grid apply exactly as if the file had
    /// named that device and orientation. A file that declares a device is always read for its
    /// own. Nil: files without a device are read without one, as `Docs/interface-builder.md` says.
    public var fallbackDevice: DeviceScreen?
    /// Whether to list the arranged views the fidelity count compares
    /// (`InterfaceBuilderFile.arrangedViews`, what `StoredFrameCheck` counts): a second pass
    /// over the file that only a check needs. False: the list is empty.
    public var countsArrangedViews: Bool

    /// Options that read files for `fallbackDevice` when they declare none, and list the
    /// arranged views when `countsArrangedViews`.
    public init(fallbackDevice: DeviceScreen? = nil, countsArrangedViews: Bool = false) {
        self.fallbackDevice = fallbackDevice
        self.countsArrangedViews = countsArrangedViews
    }
}
