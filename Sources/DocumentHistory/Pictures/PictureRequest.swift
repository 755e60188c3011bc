import LayoutRendering
import StackDocument
import StackLayout

/// What `ReplayService.picture` draws: a revision's layout, or two revisions side by side with
/// their differences, at a canvas or on a device.
public struct PictureRequest: Sendable {
    /// The revisions drawn.
    public enum Revisions: Sendable, Hashable {
        /// One revision (`nil`: the head).
        case one(Int?)
        /// Two revisions, the first on the left, with their differences.
        case diff(from: Int, to: Int)
    }

    /// The document's name.
    public var document: String
    /// The revision or revisions drawn.
    public var revisions: Revisions
    /// The canvas to lay out at (default: the document's own).
    public var canvas: Size?
    /// A device's screen to place the document on.
    public var screen: DeviceScreen?
    /// How the picture is drawn.
    public var options: RenderOptions

    /// A request drawing `revisions` of `document`.
    public init(document: String, revisions: Revisions = .one(nil), canvas: Size? = nil, screen: DeviceScreen? = nil, options: RenderOptions = RenderOptions()) {
        self.document = document
        self.revisions = revisions
        self.canvas = canvas
        self.screen = screen
        self.options = options
    }
}
