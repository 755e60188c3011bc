import StackLayout

/// What every scene of a file shares: the design device's traits, the image sizes from
/// `<resources>`, and every id the file defines (to tell a dangling reference from a reference
/// to something that is not a view).
struct FileContext {
    let kind: InterfaceBuilderFileKind
    let device: String?
    let orientation: String?
    let traits: DeviceTraits
    /// The screen Interface Builder simulated (status bar, notch, side margins).
    let screen: SimulatedScreen
    let images: [String: Size]
    /// Every `id` attribute in the file, with the line of the element that defines it.
    let definedIDs: [String: Int]
    /// The bars around each view controller (storyboards).
    let bars: ContainerBars

    init(document root: XMLElement, kind: InterfaceBuilderFileKind) throws(InterfaceBuilderImportError) {
        self.kind = kind
        let deviceElement = root.element(named: "device")
        device = deviceElement?[attribute: "id"]
        orientation = deviceElement?[attribute: "orientation"]
        traits = DeviceTraits(device: device, orientation: orientation)
        screen = SimulatedScreen(device: device, orientation: orientation, toolsVersion: root[attribute: "toolsVersion"])
        var images: [String: Size] = [:]
        for resources in root.elements(named: "resources") {
            for image in resources.elements(named: "image") {
                guard let name = image[attribute: "name"], let width = try image.number("width", as: .size),
                      let height = try image.number("height", as: .size)
                else { continue }
                images[name] = Size(width: width, height: height)
            }
        }
        self.images = images
        var ids: [String: Int] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            if let id = element[attribute: "id"], ids[id] == nil { ids[id] = element.position.line }
            pending.append(contentsOf: element.elements)
        }
        definedIDs = ids
        bars = kind == .storyboard ? ContainerBars(storyboard: root) : ContainerBars()
    }
}
