import ArgumentParser
import StackDocument

/// `--device NAME [--landscape]`: a real device's screen (`stackdoc devices` lists them), by
/// name or Interface Builder id. Shared by the commands that lay documents out on a device
/// (through `CanvasOptions`) and by `check-ib`.
struct DeviceOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Lay out on a device's screen: its size, safe area and root margins (see `stackdoc devices`).", valueName: "name"))
    var device: String?

    @Flag(help: "With --device: the device turned sideways.")
    var landscape = false

    func validate() throws {
        if landscape, device == nil { throw ValidationError("--landscape turns a device: give --device NAME too") }
        _ = try screen
    }

    /// The device's screen `--device` and `--landscape` name, if given; an unknown name is an
    /// error with the nearest known one.
    var screen: DeviceScreen? {
        get throws {
            guard let device else { return nil }
            guard let known = Device.named(device) else {
                let hint = Device.nearestName(to: device).map { "did you mean \"\($0)\"? " } ?? ""
                throw ValidationError("unknown device \"\(device)\" for --device; \(hint)`stackdoc devices` lists them")
            }
            return known.screen(landscape: landscape)
        }
    }
}
