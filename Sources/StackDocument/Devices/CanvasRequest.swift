import StackLayout

/// Where to lay a document out instead of at its own canvas, as a reader asks for it: a width
/// and a height, or a device's screen (by a name `Device.named` knows), turned sideways or not.
/// The command line's `--width`/`--height`/`--device`/`--landscape` and a server's query
/// parameters follow these rules; each words a `Problem` with its own spelling of the names.
public enum CanvasRequest: Hashable, Sendable {
    /// Nothing asked for: the document's own canvas, safe area and margins.
    case documentsOwn
    /// A canvas of this size; the document's safe area and margins stay its own.
    case size(Size)
    /// A device's screen: its size, and the root's safe area and margins (`Document.placed(on:)`).
    case screen(DeviceScreen)

    /// Why a request cannot be met.
    public enum Problem: Error, Hashable, Sendable {
        /// A width without a height, or a height without a width.
        case halfSize
        /// A device together with a width or a height.
        case deviceAndSize
        /// Landscape asked for without a device to turn.
        case landscapeWithoutDevice
        /// A device name no device has, with the nearest known name if one is close.
        case unknownDevice(String, nearest: String?)
    }

    /// The request `width`, `height`, `device` and `landscape` make (sizes already checked as
    /// sizes); throws the `Problem` when they contradict or the device is unknown. O(devices).
    public init(width: Double?, height: Double?, device: String?, landscape: Bool) throws(Problem) {
        guard let device else {
            if landscape { throw .landscapeWithoutDevice }
            switch (width, height) {
            case let (width?, height?): self = .size(Size(width: width, height: height))
            case (nil, nil): self = .documentsOwn
            default: throw .halfSize
            }
            return
        }
        guard width == nil, height == nil else { throw .deviceAndSize }
        guard let known = Device.named(device) else { throw .unknownDevice(device, nearest: Device.nearestName(to: device)) }
        self = .screen(known.screen(landscape: landscape))
    }

    /// The device's screen, when one is asked for.
    public var screen: DeviceScreen? {
        if case .screen(let screen) = self { screen } else { nil }
    }

    /// The canvas size asked for: the screen's or the given size; nil for the document's own.
    public var size: Size? {
        switch self {
        case .documentsOwn: nil
        case .size(let size): size
        case .screen(let screen): screen.canvas
        }
    }

    /// `document` as it is laid out here: placed on the screen (`Document.placed(on:)`) when a
    /// device is asked for, else unchanged. O(1) plus a copy on write.
    public func placed(_ document: Document) -> Document {
        screen.map(document.placed(on:)) ?? document
    }

    /// The size to lay `document` out at: the size asked for, else the document's canvas;
    /// nil when neither is known.
    public func canvas(for document: Document) -> Size? {
        size ?? document.canvas
    }
}
