import ArgumentParser
import StackDocOutput
import StackDocument
import StackLayout

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices --device knows: name, Interface Builder id, screen size, safe area and margins.",
        discussion: """
            layout, render, query and lint take --device NAME [--landscape] to lay documents
            out on a device's screen: the canvas is its size, and the root gets its safe area
            (status bar, notch or Dynamic Island, home indicator) and layout margins (the safe
            area plus the system's side margin). NAME is the name below, the device's own
            name ("iPhone 15") or Interface Builder's id (retina6_12). --format json prints
            [{name, displayName, interfaceBuilderID, portrait, landscape}], each orientation
            {canvas, safeArea, rootMargins}.

            Examples:
              stackdoc devices
              stackdoc layout demo --device iphone15 --landscape
            """
    )

    @OptionGroup var output: FormatOption

    func run() throws {
        switch output.format {
        case .json: print(JSONWriter.string(DocumentJSON.devices()))
        case .text:
            let nameWidth = Device.all.map(\.name.count).max() ?? 0
            let displayWidth = Device.all.map(\.displayName.count).max() ?? 0
            let idWidth = Device.all.map(\.interfaceBuilderID.count).max() ?? 0
            for device in Device.all {
                let screen = device.screen(landscape: false)
                let size = "\(formatNumber(screen.canvas.width))×\(formatNumber(screen.canvas.height))"
                print(
                    device.name.padding(toLength: nameWidth + 2) + device.displayName.padding(toLength: displayWidth + 2)
                        + device.interfaceBuilderID.padding(toLength: idWidth + 2) + size.padding(toLength: 11)
                        + "safe area \(Self.text(screen.safeArea))  margins \(Self.text(screen.rootMargins))")
            }
        }
    }

    /// `top 59 · bottom 34` style insets: the sides that are not zero, or `none`.
    static func text(_ insets: EdgeInsets) -> String {
        let sides = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(formatNumber($0.1))" }
        return sides.isEmpty ? "none" : sides.joined(separator: " ")
    }
}
