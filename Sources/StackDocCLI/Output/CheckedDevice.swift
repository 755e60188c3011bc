import DocumentImport
import InterfaceBuilderImport
import StackDocument

/// How `check-ib` says which device a file was compared at: in its line, in a note when the
/// file's own device overrode `--device`, and in JSON.
extension CheckedDevice {
    /// `file`, `--device` or `stored canvas`, as the JSON's `from` says.
    var sourceName: String {
        switch source {
        case .file: "file"
        case .requested: "--device"
        case .storedCanvas: "stored canvas"
        }
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
            ("from", .string(sourceName)),
        ])
    }

    /// The `--device` the file's own device overrode, as `{device, landscape}`, or null.
    var notAppliedJSON: JSONValue {
        guard let notApplied else { return .null }
        return .object([("device", .string(notApplied.device.name)), ("landscape", .bool(notApplied.landscape))])
    }
}
