/// The layout of one view.
public struct ViewLayout: Hashable, Sendable {
    /// The view's id.
    public var id: String
    /// The frame in points, relative to the superview (UIKit's convention); the root's is the
    /// canvas at the origin.
    /// A subview of a scroll view is relative to the scroll view's content (offset zero).
    public var frame: Rect
    /// The frame in points, in canvas coordinates.
    public var absoluteFrame: Rect
    /// Hidden views are laid out like the others (a hidden arranged view is collapsed along
    /// its stack's axis) but not drawn.
    public var hidden: Bool
    /// The size of a scroll view's content layout guide, in points; `nil` for other views.
    public var contentSize: Size?

    /// A view's layout (the engine makes these).
    package init(id: String, frame: Rect, absoluteFrame: Rect, hidden: Bool, contentSize: Size? = nil) {
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
    /// What broke, for people: the constraint as the format writes it, or what could not be read.
    public var description: String

    /// A broken constraint (the engine makes these).
    package init(id: String?, description: String) {
        self.id = id
        self.description = description
    }
}

/// The outcome of laying out a scene at a canvas size.
public struct LayoutResult: Sendable {
    /// The canvas the root filled, in points (each side within `LayoutValueRange`).
    public var canvas: Size
    /// Every view, depth first: each parent before its subviews, siblings in z-order.
    public var views: [ViewLayout]
    /// Constraints the engine left out or could not read; empty when every constraint held.
    public var brokenConstraints: [BrokenConstraint]
    private let indexOfID: [String: Int]

    init(canvas: Size, views: [ViewLayout], brokenConstraints: [BrokenConstraint], indexOfID: [String: Int]) {
        self.canvas = canvas
        self.views = views
        self.brokenConstraints = brokenConstraints
        self.indexOfID = indexOfID
    }

    /// The layout of a view; `nil` for an id not in the layout. O(1).
    public subscript(id: String) -> ViewLayout? { indexOfID[id].map { views[$0] } }

    /// A view's frame relative to its superview; `nil` for an id not in the layout. O(1).
    public func frame(of id: String) -> Rect? { self[id]?.frame }

    /// A view's frame in canvas coordinates; `nil` for an id not in the layout. O(1).
    public func absoluteFrame(of id: String) -> Rect? { self[id]?.absoluteFrame }

    /// A scroll view's content size; `nil` for another view or an id not in the layout. O(1).
    public func contentSize(of id: String) -> Size? { self[id]?.contentSize }
}
