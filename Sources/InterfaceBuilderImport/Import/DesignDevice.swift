import StackLayout

/// The screens of Interface Builder's design devices (`<device id=>`), for laying a document
/// out at a real device's size.
public enum DesignDevice {
    /// The screen size of the device with Interface Builder id `id` (`retina6_1`, `ipad11`, ...)
    /// in the orientation given, or nil for an id it does not know. The table is the importer's.
    public static func screenSize(of id: String, landscape: Bool = false) -> Size? {
        DeviceTraits.screenSize(of: id, orientation: landscape ? "landscape" : "portrait")
    }
}
