import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// The importer and `--device` read one device table: a view controller's view saved for a
/// device by a recent Xcode imports with the canvas, safe area and margins `Device.screen` gives.
@Suite("Device table")
struct DeviceTableTests {
    @Test(arguments: Device.all.flatMap { device in [false, true].map { (device.interfaceBuilderID, $0) } })
    func importerAndDeviceScreenAgree(id: String, landscape: Bool) throws {
        let device = try #require(Device.interfaceBuilder(id))
        let screen = device.screen(landscape: landscape)
        let scene = try importOne(storyboard(
            device: id, orientation: landscape ? "landscape" : "portrait", subviews: "",
            rootSize: (screen.canvas.width, screen.canvas.height)))
        let root = scene.document.root.properties
        #expect(scene.document.canvas == screen.canvas)
        #expect(root.safeArea == screen.safeArea, "\(device.name) \(landscape ? "landscape" : "portrait")")
        #expect(root.layoutMargins == screen.rootMargins, "\(device.name) \(landscape ? "landscape" : "portrait")")
    }

    @Test func devicesAreFoundByNameDisplayNameAndInterfaceBuilderID() {
        #expect(Device.named("iphone15")?.interfaceBuilderID == "retina6_12")
        #expect(Device.named("iPhone 15")?.name == "iphone15")
        #expect(Device.named("retina6_12")?.displayName == "iPhone 15")
        #expect(Device.named("iphone99") == nil)
        #expect(Device.nearestName(to: "iphon15") == "iphone15")
        #expect(Device.nearestName(to: "blackberry") == nil)
        #expect(Set(Device.all.map(\.name)).count == Device.all.count, "names are distinct")
        #expect(Set(Device.all.map(\.interfaceBuilderID)).count == Device.all.count, "each screen once")
    }

    @Test func placingADocumentChangesOnlyItsCanvasAndRoot() throws {
        let document = try Document(name: "d", canvas: Size(width: 1, height: 1), root: ViewTree(id: "root", subviews: [ViewTree(id: "a")]))
        let screen = try #require(Device.named("iphone15")).screen(landscape: true)
        let placed = document.placed(on: screen)
        #expect(placed.canvas == Size(width: 852, height: 393))
        #expect(placed.root.properties.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(placed.root.properties.layoutMargins == EdgeInsets(top: 0, leading: 75, bottom: 21, trailing: 75))
        #expect(placed["a"] == document["a"])
    }
}
