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
        if onDevice.device != nil, width != nil || height != nil {
            throw ValidationError("--device sets the canvas; give --device or --width and --height, not both")
        }
        guard (width == nil) == (height == nil) else { throw ValidationError("give both --width and --height, or neither") }
        _ = try FlagNumber.read(width, flag: "--width", as: .size)
        _ = try FlagNumber.read(height, flag: "--height", as: .size)
        _ = try screen
    }

    /// The device's screen `--device` and `--landscape` name, if given (`DeviceOptions.screen`).
    var screen: DeviceScreen? {
        get throws { try onDevice.screen }
    }

    /// The size asked for, if any: the device's screen or `--width` x `--height` (checked by
    /// `validate`).
    var requested: Size? {
        if let screen = try? screen { return screen.canvas }
        guard let width = width.flatMap(Double.init), let height = height.flatMap(Double.init) else { return nil }
        return Size(width: width, height: height)
    }

    /// `document` as it is laid out: placed on the device's screen when one is given.
    func placed(_ document: Document) throws -> Document {
        try screen.map(document.placed(on:)) ?? document
    }

    /// The size to lay `document` out at.
    func canvas(for document: Document) throws -> Size {
        guard let canvas = requested ?? document.canvas else {
            throw CLIError("document \"\(document.name)\" has no canvas; give --width and --height, or --device")
        }
        return canvas
    }
}
