/// The layout of one view.
public struct ViewLayout: Hashable, Sendable {
    public var id: String
    /// Relative to the superview (UIKit's convention); the root's is the canvas at the origin.
    /// A subview of a scroll view is relative to the scroll view's content (offset zero).
    public var frame: Rect
    /// In canvas coordinates.
    public var absoluteFrame: Rect
    /// Hidden views are laid out like the others (a hidden arranged view is collapsed along
    /// its stack's axis) but not drawn.
    public var hidden: Bool
    /// Scroll views only: the size of the content layout guide.
    public var contentSize: Size?

    public init(id: String, frame: Rect, absoluteFrame: Rect, hidden: Bool, contentSize: Size? = nil) {
        self.id = id
        self.frame = frame
        self.absoluteFrame = absoluteFrame
        self.hidden = hidden
        self.contentSize = contentSize
    }
}

/// A required constraint that could not be satisfied together with the others, and that the
/// engine therefore left out (as Auto Layout "breaks" it), or a document constraint that could
/// not be read (it names a missing view or an anchor that does not exist).
public struct BrokenConstraint: Hashable, Sendable {
    /// The document constraint's id, when it is a document constraint that has one.
    public var id: String?
    public var description: String

    public init(id: String?, description: String) {
        self.id = id
        self.description = description
    }
}

/// The outcome of laying out a scene at a canvas size.
public struct LayoutResult: Sendable {
    public var canvas: Size
    /// Every view, depth first: each parent before its subviews, siblings in z-order.
    public var views: [ViewLayout]
    public var brokenConstraints: [BrokenConstraint]
    private let indexOfID: [String: Int]

    init(canvas: Size, views: [ViewLayout], brokenConstraints: [BrokenConstraint], indexOfID: [String: Int]) {
        self.canvas = canvas
        self.views = views
        self.brokenConstraints = brokenConstraints
        self.indexOfID = indexOfID
    }

    /// The layout of a view. O(1).
    public subscript(id: String) -> ViewLayout? { indexOfID[id].map { views[$0] } }

    /// A view's frame relative to its superview.
    public func frame(of id: String) -> Rect? { self[id]?.frame }

    /// A view's frame in canvas coordinates.
    public func absoluteFrame(of id: String) -> Rect? { self[id]?.absoluteFrame }

    /// A scroll view's content size.
    public func contentSize(of id: String) -> Size? { self[id]?.contentSize }
}
