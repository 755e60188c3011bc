import StackDocument
import StackLayout

/// Where a read lays documents out, as the query parameters ask, the same as the command
/// line's `CanvasOptions`: `width` and `height`, or `device` (a name `stackdoc devices` lists,
/// or an Interface Builder id) with `landscape=true` to turn it, which also gives the root the
/// screen's safe area and margins. Neither: the document's own canvas.
struct RequestedCanvas: Sendable {
    /// The canvas size: the device's screen, or `width` x `height`; nil for the document's own.
    let size: Size?
    /// The device's screen, when `device` names one.
    let screen: DeviceScreen?

    /// No canvas asked for.
    static let documentsOwn = RequestedCanvas(size: nil, screen: nil)

    /// The canvas `width`, `height`, `device` and `landscape` of `request` ask for; 400 naming
    /// the parameter when one is not a size, the device is unknown, or they contradict.
    init(_ request: APIRequest) throws {
        let width = try request.size("width")
        let height = try request.size("height")
        let landscape = try request.flag("landscape")
        guard let name = request.query("device") else {
            if landscape { throw APIError(status: .badRequest, message: "landscape turns a device: give device too") }
            switch (width, height) {
            case let (width?, height?): self.init(size: Size(width: width, height: height), screen: nil)
            case (nil, nil): self = .documentsOwn
            default: throw APIError(status: .badRequest, message: "give both width and height, or neither")
            }
            return
        }
        guard width == nil, height == nil else { throw APIError(status: .badRequest, message: "device sets the canvas; give device or width and height, not both") }
        guard let device = Device.named(name) else {
            let hint = Device.nearestName(to: name).map { "did you mean \"\($0)\"? " } ?? ""
            throw APIError.badParameter("device", "unknown device \"\(name)\"; \(hint)/api/devices lists them")
        }
        let screen = device.screen(landscape: landscape)
        self.init(size: screen.canvas, screen: screen)
    }

    private init(size: Size?, screen: DeviceScreen?) {
        self.size = size
        self.screen = screen
    }
}
