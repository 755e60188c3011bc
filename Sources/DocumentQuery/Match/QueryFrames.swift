import StackLayout

/// Where the frames a selector tests come from: a layout computed for the query, or the
/// frames the store kept from an earlier one (`DocumentStore.storeLayouts`).
package enum QueryFrames: Sendable {
    case layout(LayoutResult)
    /// Frames in canvas coordinates by view id; views absent from it have no frame.
    case stored([String: Rect])

    /// A view's frame in canvas coordinates. O(1).
    package func absoluteFrame(of id: String) -> Rect? {
        switch self {
        case .layout(let result): result.absoluteFrame(of: id)
        case .stored(let frames): frames[id]
        }
    }
}
