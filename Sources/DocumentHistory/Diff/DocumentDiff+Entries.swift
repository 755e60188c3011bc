import StackDocument
import StackLayout

/// The entries a diff reports, one per change of one view (or constraint, or frame).
extension DocumentDiff {
    /// A view's place in its superview.
    public struct Position: Hashable, Sendable {
        public var parent: String
        /// Index in the superview's subviews (z-order, back to front).
        public var zIndex: Int
        /// Index in the superview's arranged views; `nil` when it is not arranged.
        public var arrangedIndex: Int?

        public init(parent: String, zIndex: Int, arrangedIndex: Int? = nil) {
            self.parent = parent
            self.zIndex = zIndex
            self.arrangedIndex = arrangedIndex
        }
    }

    /// A view only the new document has; its own subviews are reported as added views too.
    public struct AddedView: Hashable, Sendable {
        public var view: String
        public var position: Position
        public var properties: ViewProperties

        public init(view: String, position: Position, properties: ViewProperties) {
            self.view = view
            self.position = position
            self.properties = properties
        }
    }

    /// A view only the old document has; its own subviews are reported as removed views too.
    public struct RemovedView: Hashable, Sendable {
        public var view: String
        /// Where it was in the old document.
        public var position: Position

        public init(view: String, position: Position) {
            self.view = view
            self.position = position
        }
    }

    /// The two orderings of a superview's children.
    public enum Order: String, CaseIterable, Hashable, Sendable {
        /// A stack's arranged views.
        case arranged
        /// The subviews, back to front.
        case z
    }

    /// A view that stays under the same superview but moves in one of its orderings: it left
    /// the largest group of siblings whose relative order did not change, or (arranged order
    /// only) it joined or left the arranged views.
    public struct Move: Hashable, Sendable {
        public var view: String
        public var parent: String
        public var order: Order
        /// Old index; `nil` in the arranged order when the view was not arranged.
        public var from: Int?
        /// New index; `nil` in the arranged order when the view is no longer arranged.
        public var to: Int?

        public init(view: String, parent: String, order: Order, from: Int?, to: Int?) {
            self.view = view
            self.parent = parent
            self.order = order
            self.from = from
            self.to = to
        }
    }

    /// A view that changes superview.
    public struct Reparent: Hashable, Sendable {
        public var view: String
        public var from: Position
        public var to: Position

        public init(view: String, from: Position, to: Position) {
            self.view = view
            self.from = from
            self.to = to
        }
    }

    /// One property of a view that both documents have, as the JSON values `set` takes,
    /// written out even when they are defaults. `hidden` is reported apart, as hidden / unhidden.
    public struct PropertyChange: Hashable, Sendable {
        public var view: String
        public var property: ViewProperty
        public var old: JSONValue
        public var new: JSONValue

        public init(view: String, property: ViewProperty, old: JSONValue, new: JSONValue) {
            self.view = view
            self.property = property
            self.old = old
            self.new = new
        }
    }

    /// A view whose frame after layout moves or resizes by more than `frameTolerance` in x, y,
    /// width or height.
    public struct FrameChange: Hashable, Sendable {
        public var view: String
        public var old: Rect
        public var new: Rect

        public init(view: String, old: Rect, new: Rect) {
            self.view = view
            self.old = old
            self.new = new
        }
    }
}
