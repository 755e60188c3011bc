import InterfaceBuilderImport

/// One Interface Builder file compared with its stored frames: its scenes' outcomes, its
/// arranged views', its import warnings and the device it was compared at.
public struct CheckedFile: Sendable {
    /// The file, as named.
    public let file: String
    /// Each scene's comparison of every view's frame.
    public let outcomes: [StoredFrameCheck.Outcome]
    /// The comparison of the file's arranged views, relative to their stacks.
    public let arranged: ArrangedViewOutcome
    /// How many views of the file the import left out (each named in a warning).
    public let leftOut: Int
    /// The import's warnings: the file's, then its scenes'.
    public let warnings: [ImportWarning]
    /// The device the file was compared at.
    public let device: CheckedDevice

    /// How many views of the file were compared.
    public var compared: Int { outcomes.reduce(0) { $0 + $1.compared } }
    /// How many of them were within the tolerance.
    public var within: Int { outcomes.reduce(0) { $0 + $1.within } }
}
