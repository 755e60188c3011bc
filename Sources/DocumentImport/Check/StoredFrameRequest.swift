import StackDocument

/// What `StoredFrameComparison.run` compares: Interface Builder files, the tolerance of a
/// match, and the device to read files that declare none for.
public struct StoredFrameRequest: Sendable {
    /// The `.storyboard` and `.xib` files, in order.
    public var files: [String]
    /// The largest difference, in points, that still counts as a match.
    public var tolerance: Double
    /// The device a file that declares none is read for (a file's own device wins).
    public var device: DeviceScreen?

    /// A request comparing `files` within `tolerance` points, on `device` for files that
    /// declare none.
    public init(files: [String], tolerance: Double = 1, device: DeviceScreen? = nil) {
        self.files = files
        self.tolerance = tolerance
        self.device = device
    }
}
