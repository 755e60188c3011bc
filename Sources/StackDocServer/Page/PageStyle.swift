/// The viewer's style sheet: the colours of the diff mode are those of `stackdoc render --diff`
/// (added green, removed red, moved orange, hidden grey dashed).
enum PageStyle {
    static let source = #"""
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
        .view rect { fill: #e8eef7; stroke: #5b7bb2; stroke-width: 1; }
        .view.stack rect { fill: none; stroke: #7a4bb0; stroke-dasharray: 4 2; }
        .view.hover rect, .view.selected rect { stroke: #000; stroke-width: 2; }
        .view text { font: 10px ui-monospace, monospace; fill: #333; pointer-events: none; }
        .view.added rect { fill: #c9f2cf; stroke: #1a7f37; stroke-width: 2; }
        .view.removed rect { fill: #ffd7d5; stroke: #cf222e; stroke-width: 2; stroke-dasharray: 5 3; }
        .view.moved rect { fill: #ffe7c2; stroke: #bc4c00; stroke-width: 2; }
        .view.hidden rect { fill: none; stroke: #888; stroke-dasharray: 2 2; }
        #diff-summary span { margin-right: 12px; font-weight: bold; }
        #diff-summary .added { color: #1a7f37; } #diff-summary .removed { color: #cf222e; }
        #diff-summary .moved { color: #bc4c00; } #diff-summary .hidden { color: #666; }
        #error { color: #cf222e; font-weight: bold; }
        #document-list li { margin: 4px 0; }

        """#
}
