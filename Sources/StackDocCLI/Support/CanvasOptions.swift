import ArgumentParser
import StackDocument
import StackLayout

/// `--width W --height H`: the canvas to lay out at, instead of the document's own.
struct CanvasOptions: ParsableArguments {
    @Option(help: "Canvas width in points (default: the document's canvas).")
    var width: Double?

    @Option(help: "Canvas height in points (default: the document's canvas).")
    var height: Double?

    func validate() throws {
        guard (width == nil) == (height == nil) else { throw ValidationError("give both --width and --height, or neither") }
        for value in [width, height].compactMap({ $0 }) where !(value.isFinite && value >= 0) {
            throw ValidationError("--width and --height must be finite and not negative")
        }
    }

    /// The size asked for, if any.
    var requested: Size? {
        guard let width, let height else { return nil }
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
