/// A scroll view's plain anchor as its content sees it (Apple's rule for scroll views and Auto
/// Layout): its edges, and its margins, facing one of its own descendants are those of its
/// content area (the content layout guide, the margins inset from it); its width, height and
/// centres stay those of its frame. Nil for the attributes that stay on the frame. O(1).
func scrollContentForm(of attribute: LayoutAttribute, scroll slot: Int, graph: SceneGraph) -> LinearForm? {
    let content = RectForm.content(of: slot)
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing:
        return content.edge(attribute)
    case .leadingMargin, .trailingMargin, .topMargin, .bottomMargin:
        return attribute.withinMargins.flatMap { content.inset(by: graph[slot].view.layoutMargins).edge($0) }
    default:
        return nil
    }
}
