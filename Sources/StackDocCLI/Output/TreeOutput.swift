import StackDocument
import StackLayout

/// The tree of a document as `show` prints it: views in z-order (back to front), each
/// stack's arranged order stated on the stack and as a position on each arranged child,
/// hidden views marked, and the key properties of each view.
enum TreeOutput {
    static func text(_ document: Document, revision: Int) -> String {
        var lines: [String] = []
        let canvas = document.canvas.map { " · canvas \(formatNumber($0.width))×\(formatNumber($0.height))" } ?? ""
        lines.append("\(document.name) · revision \(revision) · \(document.viewCount) views\(canvas)")
        func visit(_ id: String, prefix: String, branch: String) {
            let node = document[id]!
            lines.append(prefix + branch + describe(node, in: document))
            let childPrefix = prefix + (branch.isEmpty ? "" : branch == "└─ " ? "   " : "│  ")
            for (index, child) in node.subviews.enumerated() {
                visit(child, prefix: childPrefix, branch: index == node.subviews.count - 1 ? "└─ " : "├─ ")
            }
        }
        visit(document.rootID, prefix: "", branch: "")
        if !document.constraints.isEmpty {
            lines.append("constraints:")
            for constraint in document.constraints {
                lines.append("  \(constraint.id ?? "?"): \(constraint)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ node: ViewNode, in document: Document) -> String {
        let properties = node.properties
        var parts = [node.id, String(describing: properties.kind)]
        if let parent = node.parent.flatMap({ document[$0] }), parent.isStack {
            if let index = parent.arranged.firstIndex(of: node.id) {
                parts.append("#\(index)")
            } else {
                parts.append("(not arranged)")
            }
        }
        if properties.hidden { parts.append("HIDDEN") }
        if let stack = properties.stack {
            var stackText = "\(stack.axis.rawValue) \(stack.distribution.rawValue) \(stack.alignment.rawValue)"
            switch stack.spacing {
            case .system: stackText += " spacing system"
            case .points(let points) where points != 0: stackText += " spacing \(formatNumber(points))"
            default: break
            }
            if stack.baselineRelative { stackText += " baseline-relative" }
            if stack.marginsRelative { stackText += " margins-relative" }
            parts.append("[\(stackText)]")
            if node.arranged != node.subviews {
                parts.append("arranged: \(node.arranged.isEmpty ? "none" : node.arranged.joined(separator: ", "))")
            }
            if !stack.customSpacing.isEmpty {
                parts.append("custom spacing: " + stack.customSpacing.sorted { $0.key < $1.key }
                    .map { "\($0.key) \(formatNumber($0.value))" }.joined(separator: ", "))
            }
        }
        let size = properties.intrinsicSize
        if size.width != nil || size.height != nil {
            parts.append("\(size.width.map(formatNumber) ?? "–")×\(size.height.map(formatNumber) ?? "–")")
        }
        let defaults = ViewProperties(kind: properties.kind)
        if properties.hugging != defaults.hugging {
            parts.append("hug \(formatNumber(properties.hugging.horizontal))/\(formatNumber(properties.hugging.vertical))")
        }
        if properties.compressionResistance != defaults.compressionResistance {
            parts.append("resist \(formatNumber(properties.compressionResistance.horizontal))/\(formatNumber(properties.compressionResistance.vertical))")
        }
        if let frame = properties.frame {
            parts.append("frame (\(formatNumber(frame.x)), \(formatNumber(frame.y)), \(formatNumber(frame.width)), \(formatNumber(frame.height)))")
        }
        return parts.joined(separator: " ")
    }

    /// `show --format json`: the document in `stack-document/1` form with its revision.
    static func json(_ document: Document, revision: Int) -> JSONValue {
        guard case .object(var fields) = DocumentFormat.encode(document) else { return .null }
        fields.insert(("revision", .number(Double(revision))), at: 2)
        return .object(fields)
    }
}
