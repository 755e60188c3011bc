import ArgumentParser
import StackDocument
import StackLayout

/// `--width W --height H`: the canvas to lay out at, instead of the document's own. Each is
/// a size by `NumberRule` (0...1e7 pt); a negative value is taken and refused with the reason.
struct CanvasOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Canvas width in points (default: the document's canvas).", valueName: "points"))
    var width: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Canvas height in points (default: the document's canvas).", valueName: "points"))
    var height: String?

    func validate() throws {
        guard (width == nil) == (height == nil) else { throw ValidationError("give both --width and --height, or neither") }
        _ = try FlagNumber.read(width, flag: "--width", as: .size)
        _ = try FlagNumber.read(height, flag: "--height", as: .size)
    }

    /// The size asked for, if any (its texts were checked by `validate`).
    var requested: Size? {
        guard let width = width.flatMap(Double.init), let height = height.flatMap(Double.init) else { return nil }
        return Size(width: width, height: height)
    }

    /// The size to lay `document` out at.
    func canvas(for document: Document) throws -> Size {
        guard let canvas = requested ?? document.canvas else {
            throw CLIError("document \"\(document.name)\" has no canvas; give --width and --height")
        }
        return canvas
    }
}
