import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// The importer and `--device` read one device table: a view controller's view saved for a
/// device by a recent Xcode imports with the canvas, safe area and margins `Device.screen` gives.
@Suite("Device table")
struct DeviceTableTests {
    @Test(arguments: Set(Device.all.map(\.interfaceBuilderID)).sorted().flatMap { id in [false, true].map { (id, $0) } })
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

    @Test func devicesAreFoundByNameDisplayNameAndInterfaceBuilderID() throws {
        #expect(Device.named("iphone15")?.interfaceBuilderID == "retina6_12")
        #expect(Device.named("iPhone 15")?.name == "iphone15")
        #expect(Device.named("retina6_12")?.displayName == "iPhone 15")
        #expect(Device.named("iphone99") == nil)
        #expect(Device.nearestName(to: "iphon15") == "iphone15")
        #expect(Device.nearestName(to: "blackberry") == nil)
        #expect(Set(Device.all.map(\.name)).count == Device.all.count, "names are distinct")
        // Interface Builder's id names the first device of its screen; the later ones share it.
        for device in Device.all {
            let first = try #require(Device.interfaceBuilder(device.interfaceBuilderID))
            #expect(Device.all.firstIndex(of: first)! <= Device.all.firstIndex(of: device)!)
            #expect(first.screen(landscape: false).canvas == device.screen(landscape: false).canvas, "\(device.name)")
        }
    }

    /// The recent devices, with the sizes and insets Apple gives them (points; portrait safe
    /// area top and bottom, landscape sides).
    @Test(arguments: [
        ("iphone16", 393.0, 852.0, 59.0, 34.0, 59.0), ("iphone16plus", 430, 932, 59, 34, 59), ("iphone16pro", 402, 874, 62, 34, 62),
        ("iphone16promax", 440, 956, 62, 34, 62), ("iphone16e", 390, 844, 47, 34, 47), ("iphone17", 402, 874, 62, 34, 62),
        ("iphone17pro", 402, 874, 62, 34, 62), ("iphone17promax", 440, 956, 62, 34, 62),
        ("ipadair13", 1024, 1366, 24, 20, 0), ("ipadpro13", 1032, 1376, 24, 20, 0),
    ])
    func recentDevices(name: String, width: Double, height: Double, top: Double, bottom: Double, landscapeSide: Double) throws {
        let device = try #require(Device.named(name), "\(name)")
        let portrait = device.screen(landscape: false)
        #expect(portrait.canvas == Size(width: width, height: height))
        #expect(portrait.safeArea == EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
        let side = device.isPad || width >= 414 ? 20.0 : 16.0
        #expect(portrait.rootMargins == EdgeInsets(top: top, leading: side, bottom: bottom, trailing: side))
        let landscape = device.screen(landscape: true)
        #expect(landscape.safeArea.leading == landscapeSide && landscape.safeArea.trailing == landscapeSide)
        #expect(Device.named(device.displayName) == device, "found by its own name")
    }

    /// `CanvasRequest`, which the command line and the server read their canvas flags by.
    @Test func canvasRequests() throws {
        #expect(try CanvasRequest(width: nil, height: nil, device: nil, landscape: false) == .documentsOwn)
        #expect(try CanvasRequest(width: 10, height: 20, device: nil, landscape: false).size == Size(width: 10, height: 20))
        let turned = try CanvasRequest(width: nil, height: nil, device: "iPhone 16", landscape: true)
        #expect(turned.size == Size(width: 852, height: 393))
        #expect(turned.screen?.device.name == "iphone16")
        #expect(throws: CanvasRequest.Problem.halfSize) { try CanvasRequest(width: 10, height: nil, device: nil, landscape: false) }
        #expect(throws: CanvasRequest.Problem.deviceAndSize) { try CanvasRequest(width: 10, height: 10, device: "iphone16", landscape: false) }
        #expect(throws: CanvasRequest.Problem.landscapeWithoutDevice) { try CanvasRequest(width: nil, height: nil, device: nil, landscape: true) }
        #expect(throws: CanvasRequest.Problem.unknownDevice("iphnoe16", nearest: "iphone16")) {
            try CanvasRequest(width: nil, height: nil, device: "iphnoe16", landscape: false)
        }
        let document = try Document(name: "d", canvas: Size(width: 1, height: 1), root: ViewTree(id: "root"))
        #expect(CanvasRequest.documentsOwn.placed(document) == document)
        #expect(CanvasRequest.documentsOwn.canvas(for: document) == Size(width: 1, height: 1))
        #expect(turned.placed(document).root.properties.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
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
