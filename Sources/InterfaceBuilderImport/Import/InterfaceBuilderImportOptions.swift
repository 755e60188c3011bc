import StackDocument

/// How to read Interface Builder files beyond what they say themselves.
public struct InterfaceBuilderImportOptions: Hashable, Sendable {
    /// The screen to read a file for when it declares no design device (no `<device id=...>`,
    /// as in many xibs and in storyboards saved before Xcode 8): its size classes, simulated
    /// safe area and status bar, side margins and pixel grid apply exactly as if the file had
    /// named that device and orientation. A file that declares a device is always read for its
    /// own. Nil: files without a device are read without one, as `Docs/interface-builder.md` says.
    public var fallbackDevice: DeviceScreen?

    /// Options that read files for `fallbackDevice` when they declare none.
    public init(fallbackDevice: DeviceScreen? = nil) {
        self.fallbackDevice = fallbackDevice
    }
}

/// The device a file was read for, and whether the file declared it.
public struct DesignDevice: Hashable, Sendable {
    /// Interface Builder's id for the screen (`retina6_12`); a file may declare one that
    /// `Device` does not list.
    public var interfaceBuilderID: String
    /// Whether the screen is turned sideways (`orientation="landscape"`).
    public var landscape: Bool
    /// True when the file declares the device (`<device id=...>`), false when it declares
    /// none and the import options supplied it (`InterfaceBuilderImportOptions.fallbackDevice`).
    public var declaredByFile: Bool

    /// A device read for files (the importer makes these).
    package init(interfaceBuilderID: String, landscape: Bool, declaredByFile: Bool) {
        self.interfaceBuilderID = interfaceBuilderID
        self.landscape = landscape
        self.declaredByFile = declaredByFile
    }

    /// The listed device of that id, nil for an id `Device` does not list. O(devices).
    public var known: Device? { Device.interfaceBuilder(interfaceBuilderID) }

    /// The `orientation` attribute Interface Builder writes for it.
    var orientation: String { landscape ? "landscape" : "portrait" }
}
