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
        _ = try screen
    }

    /// The device's screen `--device` and `--landscape` name, if given (`CanvasRequest`); an
    /// unknown name is an error with the nearest known one.
    var screen: DeviceScreen? {
        get throws { try CanvasRequest.commandLine(width: nil, height: nil, device: device, landscape: landscape).screen }
    }
}
