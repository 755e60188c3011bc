import ArgumentParser
import StackDocument
import StackLayout

/// Where to lay documents out instead of at their own canvas: `--width W --height H`, or
/// `--device NAME [--landscape]`, a real device's screen (`stackdoc devices` lists them),
/// which also gives the root its safe area and layout margins. Each size is a size by
/// `NumberRule` (0...1e7 pt); a negative value is taken and refused with the reason.
struct CanvasOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Canvas width in points (default: the document's canvas).", valueName: "points"))
    var width: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Canvas height in points (default: the document's canvas).", valueName: "points"))
    var height: String?

    @OptionGroup var onDevice: DeviceOptions

    func validate() throws {
        _ = try request
    }

    /// What the flags ask for (`CanvasRequest`): each size a size by `NumberRule`, and the
    /// flags' problems worded with their names.
    var request: CanvasRequest {
        get throws {
            let width = try FlagNumber.read(width, flag: "--width", as: .size)
            let height = try FlagNumber.read(height, flag: "--height", as: .size)
            return try CanvasRequest.commandLine(width: width, height: height, device: onDevice.device, landscape: onDevice.landscape)
        }
    }

    /// The device's screen `--device` and `--landscape` name, if given.
    var screen: DeviceScreen? {
        get throws { try request.screen }
    }

    /// The size asked for, if any: the device's screen or `--width` x `--height` (checked by
    /// `validate`).
    var requested: Size? {
        (try? request)?.size
    }

    /// `document` as it is laid out: placed on the device's screen when one is given.
    func placed(_ document: Document) throws -> Document {
        try request.placed(document)
    }

    /// The size to lay `document` out at.
    func canvas(for document: Document) throws -> Size {
        guard let canvas = try request.canvas(for: document) else {
            throw CLIError("document \"\(document.name)\" has no canvas; give --width and --height, or --device")
        }
        return canvas
    }
}
