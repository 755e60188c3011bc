import StackDocument

/// What a read of views fetches besides each view's links and kind: some of its properties,
/// and optionally how many subviews it has. Properties not fetched keep their defaults for the
/// view's kind, so a reader asks for every property it looks at.
package struct ViewColumnSet: Sendable, Hashable {
    /// The properties to fetch.
    package var properties: Set<ViewPropertyGroup>
    /// Whether to count each view's subviews and arranged subviews (two index probes a view).
    package var childCounts: Bool

    /// Fetches `properties`, and the child counts when `childCounts`.
    package init(properties: Set<ViewPropertyGroup> = [], childCounts: Bool = false) {
        self.properties = properties
        self.childCounts = childCounts
    }
}

/// One view as a read of the `views` table returns it.
package struct ViewRecord: Sendable {
    /// The `documents.id` of its document.
    package var documentID: Int64
    package var id: String
    /// Its superview's id; nil for the root.
    package var parent: String?
    /// Its key in its superview's z-order (empty for the root).
    package var zKey: PackedOrderKey
    /// Its key in its superview's arranged views, if it is one.
    package var arrangedKey: PackedOrderKey?
    /// Its kind and the properties fetched (`ViewColumnSet`); the others are defaults.
    package var properties: ViewProperties
    /// How many subviews and arranged subviews it has, when fetched (else 0).
    package var subviewCount = 0
    package var arrangedCount = 0
}
