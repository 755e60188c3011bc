import StackLayout

extension Document {
    /// Each view's frame (in its superview) by id, the document laid out on `canvas`.
    package func frames(at canvas: Size) -> [String: Rect] {
        LayoutEngine.layout(layoutScene(canvas: canvas)).framesByID
    }
}

extension LayoutResult {
    /// Each view's frame (in its superview) by id.
    package var framesByID: [String: Rect] {
        Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0.frame) })
    }
}
