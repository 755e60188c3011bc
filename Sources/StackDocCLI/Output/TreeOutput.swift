import StackDocument
import StackLayout

/// The tree of a document as `show` prints it: views in z-order (back to front), each
/// stack's arranged order stated on the stack and as a position on each arranged child,
/// hidden views marked, and the key properties of each view.
enum TreeOutput {
    static func text(_ document: Document, revision: Int) -> String {
        var output = ""
        output.reserveCapacity(document.viewCount * 64)
        output += "\(document.name) · revision \(revision) · \(document.viewCount) views"
        if let canvas = document.canvas { output += " · canvas \(formatNumber(canvas.width))×\(formatNumber(canvas.height))" }
        output += "\n"
        var prefix = ""
        /// `position`: the arranged index among a stack's children (`.some(nil)`: not arranged).
        func visit(_ id: String, branch: String, position: Int??) {
            let node = document[id]!
            output += prefix
            output += branch
            describe(node, position: position, into: &output)
            output += "\n"
            let depth = prefix.utf8.count
            if !branch.isEmpty { prefix += branch == "└─ " ? "   " : "│  " }
            var arrangedIndex: [String: Int] = [:]
            for (index, child) in node.arranged.enumerated() { arrangedIndex[child] = index }
            for (index, child) in node.subviews.enumerated() {
                visit(
                    child, branch: index == node.subviews.count - 1 ? "└─ " : "├─ ",
                    position: node.isStack ? .some(arrangedIndex[child]) : nil)
            }
            prefix = String(prefix.utf8.prefix(depth))!
        }
        visit(document.rootID, branch: "", position: nil)
        if !document.constraints.isEmpty {
            output += "constraints:\n"
            for constraint in document.constraints {
                output += "  \(constraint.id ?? "?"): \(constraint)\n"
            }
        }
        output.removeLast()
        return output
    }

    /// One view: its label, kind, arranged position, hidden flag, stack attributes, intrinsic
    /// size, priorities and (with `storedFrame`) its fixed frame, numbers written by `number`.
    static func describe(
        _ node: ViewNode, position: Int??, into output: inout String, storedFrame: Bool = true,
        number formatNumber: (Double) -> String = formatNumber
    ) {
        let properties = node.properties
        output += ViewLabel.text(id: node.id, name: properties.name)
        output += " "
        output += properties.kind.rawValue
        switch position {
        case .some(.some(let index)): output += " #\(index)"
        case .some(.none): output += " (not arranged)"
        case .none: break
        }
        if properties.hidden { output += " HIDDEN" }
        if let stack = properties.stack {
            output += " [\(stack.axis.rawValue) \(stack.distribution.rawValue) \(stack.alignment.rawValue)"
            switch stack.spacing {
            case .system: output += " spacing system"
            case .points(let points) where points != 0: output += " spacing \(formatNumber(points))"
            default: break
            }
            if stack.baselineRelative { output += " baseline-relative" }
            if stack.marginsRelative { output += " margins-relative" }
            output += "]"
            if node.arranged != node.subviews {
                output += " arranged: \(node.arranged.isEmpty ? "none" : node.arranged.joined(separator: ", "))"
            }
            if !stack.customSpacing.isEmpty {
                output += " custom spacing: " + stack.customSpacing.sorted { $0.key < $1.key }
                    .map { "\($0.key) \(formatNumber($0.value))" }.joined(separator: ", ")
            }
        }
        let size = properties.intrinsicSize
        if size.width != nil || size.height != nil {
            output += " \(size.width.map(formatNumber) ?? "–")×\(size.height.map(formatNumber) ?? "–")"
        }
        let defaults = ViewProperties(kind: properties.kind)
        if properties.hugging != defaults.hugging {
            output += " hug \(formatNumber(properties.hugging.horizontal))/\(formatNumber(properties.hugging.vertical))"
        }
        if properties.compressionResistance != defaults.compressionResistance {
            output += " resist \(formatNumber(properties.compressionResistance.horizontal))/\(formatNumber(properties.compressionResistance.vertical))"
        }
        if storedFrame, let frame = properties.frame {
            output += " frame (\(formatNumber(frame.x)), \(formatNumber(frame.y)), \(formatNumber(frame.width)), \(formatNumber(frame.height)))"
        }
    }
}
