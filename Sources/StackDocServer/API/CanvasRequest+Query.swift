import StackDocument

extension CanvasRequest.Problem {
    /// The problem as the API words it: 400, naming its query parameters.
    var apiError: APIError {
        switch self {
        case .halfSize: APIError(status: .badRequest, message: "give both width and height, or neither")
        case .deviceAndSize: APIError(status: .badRequest, message: "device sets the canvas; give device or width and height, not both")
        case .landscapeWithoutDevice: APIError(status: .badRequest, message: "landscape turns a device: give device too")
        case .unknownDevice(let name, let nearest):
            APIError.badParameter("device", "unknown device \"\(name)\"; \(nearest.map { "did you mean \"\($0)\"? " } ?? "")/api/devices lists them")
        }
    }
}

extension APIRequest {
    /// The canvas the query parameters `width`, `height`, `device` and `landscape=true` ask
    /// for, by the command line's rules (`CanvasRequest`); 400 naming the parameter when one
    /// is not a size, the device is unknown, or they contradict.
    func canvas() throws -> CanvasRequest {
        let (width, height, landscape) = (try size("width"), try size("height"), try flag("landscape"))
        do {
            return try CanvasRequest(width: width, height: height, device: query("device"), landscape: landscape)
        } catch {
            throw error.apiError
        }
    }
}
