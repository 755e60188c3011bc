import StackLayout

/// What every scene of a file shares: the design device's traits, the image sizes from
/// `<resources>`, and every id the file defines (to tell a dangling reference from a reference
/// to something that is not a view).
struct FileContext {
    let kind: InterfaceBuilderFileKind
    /// The device the file is read for: its own, else the options' fallback (see `DesignDevice`).
    let designDevice: DesignDevice?
    /// The design device's Interface Builder id, if there is one.
    var device: String? { designDevice?.interfaceBuilderID }
    let orientation: String?
    let traits: DeviceTraits
    /// The screen Interface Builder simulated (status bar, notch, side margins).
    let screen: SimulatedScreen
    let images: [String: Size]
    /// The names of system symbol images (`<image catalog="system">`), whose stored catalog size
    /// is not the size they are drawn at.
    let symbols: Set<String>
    /// Every `id` attribute in the file, with the line of the element that defines it.
    let definedIDs: [String: Int]
    /// The bars around each view controller (storyboards).
    let bars: ContainerBars

    init(document root: XMLElement, kind: InterfaceBuilderFileKind, options: InterfaceBuilderImportOptions) throws(InterfaceBuilderImportError) {
        self.kind = kind
        let deviceElement = root.element(named: "device")
        let design: DesignDevice?
        if let id = deviceElement?[attribute: "id"] {
            design = DesignDevice(interfaceBuilderID: id, landscape: deviceElement?[attribute: "orientation"] == "landscape", declaredByFile: true)
        } else {
            design = options.fallbackDevice.map {
                DesignDevice(interfaceBuilderID: $0.device.interfaceBuilderID, landscape: $0.landscape, declaredByFile: false)
            }
        }
        designDevice = design
        let device = design?.interfaceBuilderID
        orientation = design?.orientation ?? deviceElement?[attribute: "orientation"]
        traits = DeviceTraits(device: device, orientation: orientation)
        screen = SimulatedScreen(device: device, orientation: orientation, toolsVersion: root[attribute: "toolsVersion"])
        var images: [String: Size] = [:]
        var symbols = Set<String>()
        for resources in root.elements(named: "resources") {
            for image in resources.elements(named: "image") {
                if image[attribute: "catalog"] == "system", let name = image[attribute: "name"] {
                    symbols.insert(name)
                    continue
                }
                guard let name = image[attribute: "name"], let width = try image.number("width", as: .size),
                      let height = try image.number("height", as: .size)
                else { continue }
                images[name] = Size(width: width, height: height)
            }
        }
        self.images = images
        self.symbols = symbols
        definedIDs = InterfaceBuilderImporter.elementLines(in: root)
        bars = kind == .storyboard ? ContainerBars(storyboard: root, screen: screen) : ContainerBars()
    }
}
