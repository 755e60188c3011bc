import InterfaceBuilderImport
import StackDocument

/// The device `check-ib` compared a file at, and where it came from: the file's own
/// `<device>`, `--device` (for a file that declares none), or none at all (the stored canvas
/// with no device's safe area, margins or pixel grid). A `--device` that a file's own device
/// overrode is kept, to say so.
struct CheckedDevice {
    enum Source: String {
        case file
        case option = "--device"
        case storedCanvas = "stored canvas"
    }

    /// The device the file was read for, if any.
    let device: DesignDevice?
    let source: Source
    /// `--device`, when the file declares a different device (or orientation) and was compared at its own.
    let notApplied: DeviceScreen?

    init(file: InterfaceBuilderFile, requested: DeviceScreen?) {
        device = file.designDevice
        switch file.designDevice {
        case nil: source = .storedCanvas
        case let device?: source = device.declaredByFile ? .file : .option
        }
        if let requested, let device, device.declaredByFile,
           requested.device.interfaceBuilderID != device.interfaceBuilderID || requested.landscape != device.landscape {
            notApplied = requested
        } else {
            notApplied = nil
        }
    }

    /// `iPhone 15`, `iPhone 15 landscape`; an id the device table does not list as it is.
    static func name(_ device: DesignDevice) -> String {
        (device.known?.displayName ?? device.interfaceBuilderID) + (device.landscape ? " landscape" : "")
    }

    static func name(_ screen: DeviceScreen) -> String {
        screen.device.displayName + (screen.landscape ? " landscape" : "")
    }

    /// `at iPhone SE (the file's device)`, `at iPhone 15 (--device)`, `at the stored canvas (no device)`.
    var text: String {
        guard let device else { return "at the stored canvas (no device)" }
        return "at \(Self.name(device)) (\(source == .file ? "the file's device" : "--device"))"
    }

    /// The note for a file whose own device overrode `--device`, if it did.
    func note(path: String) -> String? {
        guard let notApplied, let device else { return nil }
        let id = device.known == nil ? "" : " (\(device.interfaceBuilderID))"
        return "note: \(path) declares \(Self.name(device))\(id): compared at it, not at \(Self.name(notApplied)) (--device)"
    }

    /// `{device, interfaceBuilderID, landscape, from}`, with `device` and `interfaceBuilderID`
    /// null at the stored canvas, and `device` null for an id the table does not list.
    var json: JSONValue {
        .object([
            ("device", device?.known.map { .string($0.name) } ?? .null),
            ("interfaceBuilderID", device.map { .string($0.interfaceBuilderID) } ?? .null),
            ("landscape", .bool(device?.landscape ?? false)),
            ("from", .string(source.rawValue)),
        ])
    }

    /// The `--device` the file's own device overrode, as `{device, landscape}`, or null.
    var notAppliedJSON: JSONValue {
        guard let notApplied else { return .null }
        return .object([("device", .string(notApplied.device.name)), ("landscape", .bool(notApplied.landscape))])
    }
}
