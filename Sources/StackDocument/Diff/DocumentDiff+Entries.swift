import StackLayout

/// The entries a diff reports, one per change of one view (or constraint, or frame).
extension DocumentDiff {
    /// A view's place in its superview.
    public struct Position: Hashable, Sendable {
        /// The superview's id.
        public var parent: String
        /// Index in the superview's subviews (z-order, back to front).
        public var zIndex: Int
        /// Index in the superview's arranged views; `nil` when it is not arranged.
        public var arrangedIndex: Int?

        package init(parent: String, zIndex: Int, arrangedIndex: Int? = nil) {
            self.parent = parent
            self.zIndex = zIndex
            self.arrangedIndex = arrangedIndex
        }
    }

    /// A view only the new document has; its own subviews are reported as added views too.
    public struct AddedView: Hashable, Sendable {
        /// The view's id.
        public var view: String
        /// Where it is in the new document.
        public var position: Position
        /// Its kind and property values in the new document.
        public var properties: ViewProperties

        package init(view: String, position: Position, properties: ViewProperties) {
            self.view = view
            self.position = position
            self.properties = properties
        }
    }

    /// A view only the old document has; its own subviews are reported as removed views too.
    public struct RemovedView: Hashable, Sendable {
        /// The view's id.
        public var view: String
        /// Where it was in the old document.
        public var position: Position

        package init(view: String, position: Position) {
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
        /// The view's id.
        public var view: String
        /// The superview it stays under.
        public var parent: String
        /// The ordering it moves in: arranged or z.
        public var order: Order
        /// Old index; `nil` in the arranged order when the view was not arranged.
        public var from: Int?
        /// New index; `nil` in the arranged order when the view is no longer arranged.
        public var to: Int?

        package init(view: String, parent: String, order: Order, from: Int?, to: Int?) {
            self.view = view
            self.parent = parent
            self.order = order
            self.from = from
            self.to = to
        }
    }

    /// A view that changes superview.
    public struct Reparent: Hashable, Sendable {
        /// The view's id.
        public var view: String
        /// Where it was in the old document.
        public var from: Position
        /// Where it is in the new document.
        public var to: Position

        package init(view: String, from: Position, to: Position) {
            self.view = view
            self.from = from
            self.to = to
        }
    }

    /// One property of a view that both documents have, as the JSON values `set` takes,
    /// written out even when they are defaults. `hidden` is reported apart, as hidden / unhidden.
    public struct PropertyChange: Hashable, Sendable {
        /// The view's id.
        public var view: String
        /// The key that changed.
        public var property: ViewProperty
        /// Its value in the old document, as `set` takes it (defaults written out).
        public var old: JSONValue
        /// Its value in the new document, as `set` takes it (defaults written out).
        public var new: JSONValue

        package init(view: String, property: ViewProperty, old: JSONValue, new: JSONValue) {
            self.view = view
            self.property = property
            self.old = old
            self.new = new
        }
    }

    /// A view whose frame after layout moves or resizes by more than `frameTolerance` in x, y,
    /// width or height.
    public struct FrameChange: Hashable, Sendable {
        /// The view's id.
        public var view: String
        /// Its frame in the old document's layout, in points (`ReplayService.diff` gives frames
        /// relative to the superview).
        public var old: Rect
        /// Its frame in the new document's layout, in points.
        public var new: Rect

        package init(view: String, old: Rect, new: Rect) {
            self.view = view
            self.old = old
            self.new = new
        }
    }
}
