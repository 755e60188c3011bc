import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// `--device NAME [--landscape]` and `stackdoc devices`.
@Suite("Devices in commands")
struct DeviceCommandTests {
    static let pinned = #"""
        { "format": "stack-document/1", "name": "pinned", "canvas": { "width": 100, "height": 100 },
          "root": { "id": "root", "subviews": [ { "id": "bar", "kind": "view" } ] },
          "constraints": [
            { "first": "bar.top", "second": "root.safeArea.top" }, { "first": "bar.leading", "second": "root.leadingMargin" },
            { "first": "bar.trailing", "second": "root.trailingMargin" }, { "first": "bar.height", "constant": 44 } ] }
        """#

    @Test func layoutQueryLintAndRenderOnADevice() throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("pinned.json", Self.pinned)).status == 0)
        let portrait = try workspace.json("layout", "pinned", "--device", "iphone15")
        #expect(portrait["canvas"] == ["width": 393, "height": 852], "\(portrait)")
        #expect(try workspace.json("layout", "pinned", "--device", "iPhone 15", "--landscape")["canvas"] == ["width": 852, "height": 393])
        let bar = try workspace.json("query", "#bar[frame.y=59][frame.x=16][frame.width=361]", "--device", "iphone15")
        #expect(bar == [["document": "pinned", "revision": 1, "view": "bar", "kind": "view", "path": ["root", "bar"],
                         "frame": ["x": 16, "y": 59, "width": 361, "height": 44]]])
        #expect(try workspace.json("query", "#bar", "--device", "retina6_12", "--landscape") == [
            ["document": "pinned", "revision": 1, "view": "bar", "kind": "view", "path": ["root", "bar"]],
        ], "no frame without a frame predicate")
        #expect(try workspace.run("query", "#bar[frame.x=75]", "--device", "iphone15", "--landscape").status == 0)
        #expect(try workspace.run("lint", "pinned", "--device", "ipad").status == 0)
        let svg = try workspace.run("render", "pinned", "--device", "iphonese")
        #expect(svg.status == 0 && svg.stdout.contains("375"), "\(svg.stdout.prefix(300))")
        // diff and replay lay both sides out on the device too.
        #expect(try workspace.run("set", "pinned", "bar", "name", "Bar").status == 0)
        #expect(try workspace.run("diff", "pinned", "1", "2", "--device", "iphone15").stdout == #"~ Bar (bar).name: null -> "Bar""# + "\n")
        #expect(try workspace.run("replay", "pinned", "--device", "iphone15").status == 0)
        // The document's own canvas and safe area are untouched.
        #expect(try workspace.json("layout", "pinned")["canvas"] == ["width": 100, "height": 100])
    }

    @Test(arguments: [
        (["--device", "iphon15"], #"unknown device "iphon15" for --device; did you mean "iphone15"?"#),
        (["--device", "nokia3310"], #"unknown device "nokia3310" for --device; `stackdoc devices` lists them"#),
        (["--device", "iphone15", "--width", "10", "--height", "10"], "--device sets the canvas; give --device or --width and --height, not both"),
        (["--landscape"], "--landscape turns a device: give --device NAME too"),
    ])
    func badDeviceFlagsAreClearErrors(flags: [String], message: String) throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("pinned.json", Self.pinned)).status == 0)
        for command in [["layout", "pinned"], ["render", "pinned"], ["query", "*"], ["lint"], ["diff", "pinned", "1", "1"], ["replay", "pinned"]] {
            let result = try workspace.run(command + flags)
            #expect(result.status == 64, "\(command) \(flags)")
            #expect(result.stderr.contains(message), "\(command): \(result.stderr)")
        }
    }

    /// A table's cells saved 414 pt wide take a 393-pt iPhone 15's width: every view as wide
    /// as the file's screen there is as wide as the iPhone's.
    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func cellsTakeTheWidthOfTheDevicesTable() throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", Fixtures.directory + "/ivpn__ios-app__Main.storyboard").status == 0)
        let name = "ivpn__ios-app__Main/ControlPanelViewController"
        func frames(_ flags: String...) throws -> [String: JSONValue] {
            let layout = try JSONParser.parse(workspace.run(["layout", name, "--format", "json"] + flags).stdout)
            return Dictionary(uniqueKeysWithValues: (layout["views"]?.array ?? []).compactMap { view in view["id"]?.string.map { ($0, view["frame"]!) } })
        }
        let own = try frames()
        let onPhone = try frames("--device", "iphone15")
        let fullWidth = own.filter { $0.value["width"]?.number == 414 }.map(\.key)
        #expect(fullWidth.count > 5, "\(fullWidth)")
        for id in fullWidth { #expect(onPhone[id]?["width"]?.number == 393, "\(id): \(String(describing: onPhone[id]))") }
        let render = try workspace.run("render", name, "--device", "iphone15")
        #expect(render.status == 0 && render.stdout.contains("<svg"), "\(render.stderr)")
    }

    @Test func devicesListsEveryDevice() throws {
        let text = try runStackdoc(["devices"])
        #expect(text.status == 0)
        #expect(text.stdout.split(separator: "\n").count == Device.all.count)
        #expect(text.stdout.contains("iphone15") && text.stdout.contains("iPhone 15") && text.stdout.contains("retina6_12"))
        let json = try JSONParser.parse(try runStackdoc(["devices", "--format", "json"]).stdout)
        guard case .array(let devices) = json else { Issue.record("not an array"); return }
        let iphone15 = devices.first { $0["name"] == "iphone15" }
        #expect(iphone15?["interfaceBuilderID"] == "retina6_12")
        #expect(iphone15?["landscape"]?["safeArea"] == ["top": 0, "leading": 59, "bottom": 21, "trailing": 59])
        #expect(try runStackdoc(["devices", "--help"]).stdout.contains("Examples"))
    }
}
