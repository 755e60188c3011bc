import StackDocument
import StackLayout

/// The tree of a document as `show` prints it: views in z-order (back to front), each
/// stack's arranged order stated on the stack and as a position on each arranged child,
/// hidden views marked, and the key properties of each view. Built as UTF-8 bytes in one
/// buffer, O(views + constraints + the length of the text).
enum TreeOutput {
    /// The tree as text, without a final newline.
    static func text(_ document: Document, revision: Int) -> String {
        String(decoding: utf8(document, revision: revision), as: UTF8.self)
    }

    /// The UTF-8 of `text(document, revision:)`.
    static func utf8(_ document: Document, revision: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(document.viewCount * 64)
        output.append(contentsOf: document.name.utf8)
        output.append(contentsOf: " · revision ".utf8)
        appendInteger(Int64(revision), to: &output)
        output.append(contentsOf: " · ".utf8)
        appendInteger(Int64(document.viewCount), to: &output)
        output.append(contentsOf: " views".utf8)
        if let canvas = document.canvas {
            output.append(contentsOf: " · canvas ".utf8)
            appendNumber(canvas.width, to: &output)
            output.append(contentsOf: "×".utf8)
            appendNumber(canvas.height, to: &output)
        }
        output.append(UInt8(ascii: "\n"))
        var prefix: [UInt8] = []
        var defaults = DefaultProperties()
        /// `position`: the arranged index among a stack's children (`.some(nil)`: not arranged).
        func visit(_ id: String, branch: Branch, position: Int??) {
            let node = document[id]!
            output.append(contentsOf: prefix)
            output.append(contentsOf: branch.text.utf8)
            describe(node, position: position, into: &output, defaults: &defaults)
            output.append(UInt8(ascii: "\n"))
            let depth = prefix.count
            prefix.append(contentsOf: branch.continuation.utf8)
            let subviews = node.subviews
            let isStack = node.isStack
            // Arranged order is most often the subviews' own; a map is made only when not.
            let arrangedIndex: [String: Int]? =
                isStack && node.arranged != subviews
                ? Dictionary(node.arranged.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { _, last in last })
                : nil
            for (index, child) in subviews.enumerated() {
                let position: Int?? = isStack ? .some(arrangedIndex.map { $0[child] } ?? index) : nil
                visit(child, branch: index == subviews.count - 1 ? .last : .middle, position: position)
            }
            prefix.removeLast(prefix.count - depth)
        }
        visit(document.rootID, branch: .root, position: nil)
        if !document.constraints.isEmpty {
            output.append(contentsOf: "constraints:\n".utf8)
            for constraint in document.constraints {
                output.append(contentsOf: "  ".utf8)
                output.append(contentsOf: (constraint.id ?? "?").utf8)
                output.append(contentsOf: ": ".utf8)
                output.append(contentsOf: constraint.description.utf8)
                output.append(UInt8(ascii: "\n"))
            }
        }
        output.removeLast()
        return output
    }

    /// Where a view's line stands among its siblings: what goes before its label, and what
    /// its subviews' lines carry below it.
    private enum Branch {
        case root, middle, last

        var text: String {
            switch self {
            case .root: ""
            case .middle: "├─ "
            case .last: "└─ "
            }
        }

        var continuation: String {
            switch self {
            case .root: ""
            case .middle: "│  "
            case .last: "   "
            }
        }
    }

    /// One view: its label, kind, arranged position, hidden flag, stack attributes, intrinsic
    /// size, priorities and (with `storedFrame`) its fixed frame, each number passed through
    /// `rounding` (when given) and written as `formatNumber` writes it. O(the view's text).
    static func describe(
        _ node: ViewNode, position: Int??, into output: inout [UInt8], storedFrame: Bool = true,
        rounding: ((Double) -> Double)? = nil
    ) {
        var defaults = DefaultProperties()
        describe(node, position: position, into: &output, storedFrame: storedFrame, rounding: rounding, defaults: &defaults)
    }

    private static func describe(
        _ node: ViewNode, position: Int??, into output: inout [UInt8], storedFrame: Bool = true,
        rounding: ((Double) -> Double)? = nil, defaults: inout DefaultProperties
    ) {
        func number(_ value: Double) {
            appendNumber(rounding.map { $0(value) } ?? value, to: &output)
        }
        let properties = node.properties
        let layout = properties.layout
        if let name = properties.name {
            output.append(contentsOf: ViewLabel.text(id: node.id, name: name).utf8)
        } else {
            output.append(contentsOf: node.id.utf8)
        }
        output.append(UInt8(ascii: " "))
        output.append(contentsOf: layout.kind.rawValue.utf8)
        switch position {
        case .some(.some(let index)):
            output.append(contentsOf: " #".utf8)
            appendInteger(Int64(index), to: &output)
        case .some(.none): output.append(contentsOf: " (not arranged)".utf8)
        case .none: break
        }
        if layout.hidden { output.append(contentsOf: " HIDDEN".utf8) }
        if let stack = layout.stack {
            output.append(contentsOf: " [".utf8)
            output.append(contentsOf: stack.axis.rawValue.utf8)
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: stack.distribution.rawValue.utf8)
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: stack.alignment.rawValue.utf8)
            switch stack.spacing {
            case .system: output.append(contentsOf: " spacing system".utf8)
            case .points(let points) where points != 0:
                output.append(contentsOf: " spacing ".utf8)
                number(points)
            default: break
            }
            if stack.baselineRelative { output.append(contentsOf: " baseline-relative".utf8) }
            if stack.marginsRelative { output.append(contentsOf: " margins-relative".utf8) }
            output.append(UInt8(ascii: "]"))
            if node.arranged != node.subviews {
                output.append(contentsOf: " arranged: ".utf8)
                if node.arranged.isEmpty {
                    output.append(contentsOf: "none".utf8)
                } else {
                    for (index, id) in node.arranged.enumerated() {
                        if index > 0 { output.append(contentsOf: ", ".utf8) }
                        output.append(contentsOf: id.utf8)
                    }
                }
            }
            if !stack.customSpacing.isEmpty {
                output.append(contentsOf: " custom spacing: ".utf8)
                for (index, entry) in stack.customSpacing.sorted(by: { $0.key < $1.key }).enumerated() {
                    if index > 0 { output.append(contentsOf: ", ".utf8) }
                    output.append(contentsOf: entry.key.utf8)
                    output.append(UInt8(ascii: " "))
                    number(entry.value)
                }
            }
        }
        let size = layout.intrinsicSize
        if size.width != nil || size.height != nil {
            output.append(UInt8(ascii: " "))
            if let width = size.width { number(width) } else { output.append(contentsOf: "–".utf8) }
            output.append(contentsOf: "×".utf8)
            if let height = size.height { number(height) } else { output.append(contentsOf: "–".utf8) }
        }
        let kindDefaults = defaults.of(layout.kind)
        if layout.hugging != kindDefaults.hugging {
            output.append(contentsOf: " hug ".utf8)
            number(layout.hugging.horizontal)
            output.append(UInt8(ascii: "/"))
            number(layout.hugging.vertical)
        }
        if layout.compressionResistance != kindDefaults.compressionResistance {
            output.append(contentsOf: " resist ".utf8)
            number(layout.compressionResistance.horizontal)
            output.append(UInt8(ascii: "/"))
            number(layout.compressionResistance.vertical)
        }
        if storedFrame, let frame = layout.frame {
            output.append(contentsOf: " frame (".utf8)
            number(frame.x)
            output.append(contentsOf: ", ".utf8)
            number(frame.y)
            output.append(contentsOf: ", ".utf8)
            number(frame.width)
            output.append(contentsOf: ", ".utf8)
            number(frame.height)
            output.append(UInt8(ascii: ")"))
        }
    }

    /// The default layout attributes of each kind met so far, made once per kind rather than
    /// once per view. O(kinds) a lookup; there are a handful of kinds.
    private struct DefaultProperties {
        private var made: [ViewLayoutAttributes] = []

        mutating func of(_ kind: ViewKind) -> ViewLayoutAttributes {
            if let found = made.first(where: { $0.kind == kind }) { return found }
            let attributes = ViewLayoutAttributes(kind: kind)
            made.append(attributes)
            return attributes
        }
    }
}
