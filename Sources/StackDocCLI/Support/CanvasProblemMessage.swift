import ArgumentParser
import StackDocument

extension CanvasRequest.Problem {
    /// The problem as the command line words it, naming its flags.
    var commandLineError: ValidationError {
        switch self {
        case .halfSize: ValidationError("give both --width and --height, or neither")
        case .deviceAndSize: ValidationError("--device sets the canvas; give --device or --width and --height, not both")
        case .landscapeWithoutDevice: ValidationError("--landscape turns a device: give --device NAME too")
        case .unknownDevice(let name, let nearest):
            ValidationError("unknown device \"\(name)\" for --device; \(nearest.map { "did you mean \"\($0)\"? " } ?? "")`stackdoc devices` lists them")
        }
    }
}

extension CanvasRequest {
    /// The request the command line's flags make (sizes already read), its problem worded
    /// as the command line words it.
    static func commandLine(width: Double?, height: Double?, device: String?, landscape: Bool) throws -> CanvasRequest {
        do {
            return try CanvasRequest(width: width, height: height, device: device, landscape: landscape)
        } catch {
            throw error.commandLineError
        }
    }
}
