import StackDocument

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
