import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// Every device id Xcode writes is known, with its screen as the Xcode that saved the file drew
/// it; an id the table does not list is a warning, never a silent default.
@Suite struct DesignDeviceTests {
    /// The iPhone X's status bar grew from 44 to 50 points with iOS 16 (Xcode 14); its notch
    /// still takes 44 at each side in landscape.
    @Test(arguments: [("17701", "portrait", 44.0, 0.0), ("20037", "portrait", 44, 0), ("21701", "portrait", 50, 0), ("23504", "portrait", 50, 0),
                      ("23504", "landscape", 0, 44)])
    func iPhoneXStatusBarByXcodeVersion(tools: String, orientation: String, top: Double, side: Double) throws {
        let size = orientation == "portrait" ? (375.0, 812.0) : (812.0, 375.0)
        let scene = try importOne(storyboard(device: "retina5_9", orientation: orientation, toolsVersion: tools, subviews: "", rootSize: size))
        let safe = scene.document.root.properties.safeArea
        #expect(safe.top == top && safe.leading == side && safe.trailing == side, "\(safe)")
    }

    /// iPads with rounded corners: a 24-pt status bar and a 20-pt home indicator, either way up.
    @Test(arguments: ["ipad12_9rounded", "ipad10_9rounded", "ipad11_0rounded", "ipad13_0rounded"], [false, true])
    func roundedIPadsHaveAStatusBarAndAHomeIndicator(id: String, landscape: Bool) throws {
        let device = try #require(Device.interfaceBuilder(id))
        let canvas = device.screen(landscape: landscape).canvas
        let scene = try importOne(storyboard(
            device: id, orientation: landscape ? "landscape" : "portrait", subviews: "", rootSize: (canvas.width, canvas.height)))
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        #expect(scene.document.root.properties.safeArea == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(scene.document.root.properties.layoutMargins == EdgeInsets(top: 24, leading: 20, bottom: 20, trailing: 20))
    }

    /// In landscape the side margin beside a notch is 16, whatever the iPhone's width.
    @Test(arguments: ["retina6_1", "retina6_12", "retina6_72", "retina5_9"])
    func landscapeNotchMarginIsTheNotchPlusSixteen(id: String) throws {
        let device = try #require(Device.interfaceBuilder(id))
        let scene = try importOne(storyboard(
            device: id, orientation: "landscape", subviews: "", rootSize: (device.portraitSize.height, device.portraitSize.width)))
        let margins = scene.document.root.properties.layoutMargins
        #expect(margins.leading == device.landscapeNotch + 16 && margins.trailing == device.landscapeNotch + 16, "\(margins)")
    }

    @Test func anUnknownDeviceIsAWarningWithItsLine() throws {
        let file = try InterfaceBuilderImporter.importFile(storyboard(device: "ipad99_9future", subviews: ""), baseName: "t")
        let warning = try #require(file.warnings.first { $0.message.contains("\"ipad99_9future\"") }, "\(file.warnings)")
        #expect(warning.line == 3)
        let known = try InterfaceBuilderImporter.importFile(storyboard(device: "retina4_7", subviews: ""), baseName: "t")
        #expect(!known.warnings.contains { $0.message.contains("unknown design device") })
    }
}
