import InterfaceBuilderImport
import StackDocument

/// The device an Interface Builder file's stored frames were compared at, and where it came
/// from: the file's own `<device>`, the device asked for (for a file that declares none), or
/// none at all (the stored canvas with no device's safe area, margins or pixel grid). A
/// device asked for that the file's own device overrode is kept, to say so.
public struct CheckedDevice: Sendable {
    /// Where the device came from.
    public enum Source: Sendable, Hashable {
        /// The file's own `<device>`.
        case file
        /// The device the request asked for, the file declaring none.
        case requested
        /// No device: the stored canvas.
        case storedCanvas
    }

    /// The device the file was read for, if any.
    public let device: DesignDevice?
    /// Where `device` came from.
    public let source: Source
    /// The device asked for, when the file declares a different device (or orientation) and
    /// was compared at its own.
    public let notApplied: DeviceScreen?

    /// The device `file` was read for, `requested` being the device asked for.
    public init(file: InterfaceBuilderFile, requested: DeviceScreen?) {
        device = file.designDevice
        switch file.designDevice {
        case nil: source = .storedCanvas
        case let device?: source = device.declaredByFile ? .file : .requested
        }
        if let requested, let device, device.declaredByFile,
           requested.device.interfaceBuilderID != device.interfaceBuilderID || requested.landscape != device.landscape {
            notApplied = requested
        } else {
            notApplied = nil
        }
    }

    /// `iPhone 15`, `iPhone 15 landscape`; an id the device table does not list as it is.
    public static func name(_ device: DesignDevice) -> String {
        (device.known?.displayName ?? device.interfaceBuilderID) + (device.landscape ? " landscape" : "")
    }

    /// `iPhone 15`, `iPhone 15 landscape`.
    public static func name(_ screen: DeviceScreen) -> String {
        screen.device.displayName + (screen.landscape ? " landscape" : "")
    }
}
