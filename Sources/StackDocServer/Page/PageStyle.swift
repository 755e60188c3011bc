import LayoutRendering

/// The viewer's style sheet: views are coloured by kind as `stackdoc render` colours them, and
/// the diff mode's marks are those of `stackdoc render --diff` (added green, removed red, moved
/// orange, hidden grey dashed), all from `PictureStyleSheet`.
enum PageStyle {
    static let source = layout + PictureStyleSheet.css + interaction

    private static let layout = #"""
        body { font: 14px system-ui, sans-serif; margin: 0; color: #222; }
        header { padding: 8px 16px; background: #24292f; color: #fff; }
        header a { color: #fff; font-weight: bold; text-decoration: none; }
        #live { float: right; font-size: 12px; }
        main { padding: 12px 16px; }
        #controls { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; margin-bottom: 12px; }
        #slider { width: 280px; vertical-align: middle; }
        #diff-base { width: 4em; }
        #panes { display: flex; gap: 16px; align-items: flex-start; }
        #canvas-pane { flex: none; }
        #canvas { border: 1px solid #bbb; background: #fafafa; }
        aside { flex: 1; min-width: 280px; max-width: 520px; }
        aside h2 { font-size: 14px; margin: 12px 0 4px; }
        #log-list, #blame-list { margin: 0; padding-left: 0; list-style: none; font: 12px ui-monospace, monospace; max-height: 320px; overflow: auto; }
        #log-list li { padding: 2px 4px; cursor: pointer; white-space: pre-wrap; }
        #log-list li.current { background: #ddf4ff; font-weight: bold; }
        #log-list li.after { color: #999; }
        #view-details { font: 12px ui-monospace, monospace; display: grid; grid-template-columns: max-content 1fr; gap: 2px 8px; }
        #view-details dd { margin: 0; white-space: pre-wrap; word-break: break-all; }
        .view text { font: 10px system-ui, sans-serif; pointer-events: none; }
        #diff-summary span { margin-right: 12px; font-weight: bold; }
        #error { color: #cf222e; font-weight: bold; }
        #document-list li { margin: 4px 0; }
        #logout { float: right; margin-left: 12px; font-size: 12px; }
        #login { display: grid; gap: 8px; max-width: 360px; }
        #login input { width: 100%; box-sizing: border-box; }

        """#

    /// After the picture's colours, so that hovering and selecting win over them.
    private static let interaction = #"""
        .view.removed rect { fill-opacity: 0.35; }
        .view.hover rect, .view.selected rect { stroke: #000; stroke-width: 2; }

        """#
}
