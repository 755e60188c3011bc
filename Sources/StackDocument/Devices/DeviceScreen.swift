import StackLayout

/// A device's screen in one orientation: the canvas a document is laid out at there, and the
/// safe area and layout margins its root view (a view controller's view) gets.
public struct DeviceScreen: Hashable, Sendable {
    /// The device.
    public let device: Device
    /// Whether the screen is turned sideways.
    public let landscape: Bool
    /// The screen's size in points in this orientation.
    public let canvas: Size
    /// The root's safe-area insets: status bar, notch or Dynamic Island, home indicator.
    public let safeArea: EdgeInsets
    /// The root's layout margins: the safe area plus the system's side margin.
    public let rootMargins: EdgeInsets
}

extension Document {
    /// The document as it is laid out on `screen`: its canvas, and its root's safe area and
    /// layout margins, the screen's. Nothing else changes. O(1) plus a copy on write.
    public func placed(on screen: DeviceScreen) -> Document {
        var placed = self
        placed.canvas = screen.canvas
        placed.nodes[rootID]!.properties.safeArea = screen.safeArea
        placed.nodes[rootID]!.properties.layoutMargins = screen.rootMargins
        return placed
    }
}
