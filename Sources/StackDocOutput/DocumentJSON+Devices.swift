import StackDocument
import StackLayout

extension DocumentJSON {
    /// `devices`: every device `--device` (and the API's `device=`) knows, in the table's order.
    public static func devices(_ devices: [Device] = Device.all) -> JSONValue {
        .array(devices.map(device))
    }

    /// One device: `name`, `displayName`, `interfaceBuilderID`, and its `portrait` and
    /// `landscape` screens, each `{canvas, safeArea, rootMargins}`.
    public static func device(_ device: Device) -> JSONValue {
        .object([
            ("name", .string(device.name)), ("displayName", .string(device.displayName)),
            ("interfaceBuilderID", .string(device.interfaceBuilderID)),
            ("portrait", screen(device.screen(landscape: false))), ("landscape", screen(device.screen(landscape: true))),
        ])
    }

    private static func screen(_ screen: DeviceScreen) -> JSONValue {
        [
            "canvas": ["width": .number(screen.canvas.width), "height": .number(screen.canvas.height)],
            "safeArea": insets(screen.safeArea), "rootMargins": insets(screen.rootMargins),
        ]
    }

    private static func insets(_ insets: EdgeInsets) -> JSONValue {
        ["top": .number(insets.top), "leading": .number(insets.leading), "bottom": .number(insets.bottom), "trailing": .number(insets.trailing)]
    }
}
