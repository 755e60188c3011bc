import StackDocument

/// The colours of `render`'s pictures as CSS rules, for pictures drawn elsewhere (the viewer
/// page of `stackdoc serve`): a view of class `view kind-KIND` is filled and outlined as
/// `render` draws that kind (`ViewStyle`'s colours, a stack's outline a little wider; kinds
/// without a style of their own as any other view), its caption written as `render` writes
/// it; the marks of a diff (`added`, `removed`, `moved`, `hidden`) take `Palette`'s colours,
/// widths and dashes as `render` draws them.
package enum PictureStyleSheet {
    /// The kinds with a style of their own, as the class names use them (`kind-textField`).
    package static var styledKinds: [String] { ViewStyle.legendKinds.map(\.kind.rawValue) }
    /// The most characters of a caption written on one line (`…` follows when cut).
    package static var captionLength: Int { ViewCaption.maximumLength }

    /// The rules, for a style sheet.
    package static var css: String {
        let base = ViewStyle.of(.view)
        var rules = [
            ".view rect { fill: \(base.fill); fill-opacity: \(base.fillOpacity); stroke: \(Palette.leafStroke); stroke-width: 1; }",
            ".view text { fill: \(Palette.text); }",
        ]
        for kind in ViewStyle.legendKinds.map(\.kind) where kind != .view {
            let style = ViewStyle.of(kind)
            let stroke = kind == .stack ? Palette.stackStroke : Palette.leafStroke
            rules.append(
                ".view.kind-\(kind.rawValue) rect { fill: \(style.fill); fill-opacity: \(style.fillOpacity); stroke: \(stroke); rx: \(min(style.cornerRadius, 12))px; }")
            rules.append(
                ".view.kind-\(kind.rawValue) text { fill: \(style.textColour);\(style.bold ? " font-weight: bold;" : "") }")
        }
        rules.append(".view.kind-stack rect { stroke-width: 1.2; }")
        let marks: [(String, ViewHighlight)] = [("added", .added), ("removed", .removed), ("moved", .moved)]
        for (mark, highlight) in marks {
            let dashes = Palette.dashes(for: highlight)
            rules.append(
                ".view.\(mark) rect { stroke: \(Palette.stroke(for: highlight)); stroke-width: 2.5; stroke-dasharray: \(dashes); }")
        }
        rules.append(".view.hidden rect { fill: none; stroke: \(Palette.hidden); stroke-width: 1; stroke-dasharray: 4 3; }")
        rules.append(".view.hidden text { fill: \(Palette.mutedText); }")
        rules.append("#diff-summary .added { color: \(Palette.stroke(for: .added)); } #diff-summary .removed { color: \(Palette.stroke(for: .removed)); }")
        rules.append("#diff-summary .moved { color: \(Palette.stroke(for: .moved)); } #diff-summary .hidden { color: \(Palette.mutedText); }")
        return rules.joined(separator: "\n") + "\n"
    }
}
