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
        output.appendUTF8(document.name)
        output.appendUTF8(" · revision ")
        appendInteger(Int64(revision), to: &output)
        output.appendUTF8(" · ")
        appendInteger(Int64(document.viewCount), to: &output)
        output.appendUTF8(" views")
        if let canvas = document.canvas {
            output.appendUTF8(" · canvas ")
            appendNumber(canvas.width, to: &output)
            output.appendUTF8("×")
            appendNumber(canvas.height, to: &output)
        }
        output.append(UInt8(ascii: "\n"))
        var prefix: [UInt8] = []
        var defaults = DefaultProperties()
        /// `position`: the arranged index among a stack's children (`.some(nil)`: not arranged).
        func visit(_ id: String, branch: Branch, position: Int??) {
            let node = document[id]!
            output.append(contentsOf: prefix)
            output.appendUTF8(branch.text)
            describe(node, position: position, into: &output, defaults: &defaults)
            output.append(UInt8(ascii: "\n"))
            let depth = prefix.count
            prefix.appendUTF8(branch.continuation)
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
            output.appendUTF8("constraints:\n")
            for constraint in document.constraints {
                output.appendUTF8("  ")
                output.appendUTF8(constraint.id ?? "?")
                output.appendUTF8(": ")
                output.appendUTF8(constraint.description)
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
            output.appendUTF8(ViewLabel.text(id: node.id, name: name))
        } else {
            output.appendUTF8(node.id)
        }
        output.append(UInt8(ascii: " "))
        output.appendUTF8(layout.kind.rawValue)
        switch position {
        case .some(.some(let index)):
            output.appendUTF8(" #")
            appendInteger(Int64(index), to: &output)
        case .some(.none): output.appendUTF8(" (not arranged)")
        case .none: break
        }
        if layout.hidden { output.appendUTF8(" HIDDEN") }
        if let stack = layout.stack {
            output.appendUTF8(" [")
            output.appendUTF8(stack.axis.rawValue)
            output.append(UInt8(ascii: " "))
            output.appendUTF8(stack.distribution.rawValue)
            output.append(UInt8(ascii: " "))
            output.appendUTF8(stack.alignment.rawValue)
            switch stack.spacing {
            case .system: output.appendUTF8(" spacing system")
            case .points(let points) where points != 0:
                output.appendUTF8(" spacing ")
                number(points)
            default: break
            }
            if stack.baselineRelative { output.appendUTF8(" baseline-relative") }
            if stack.marginsRelative { output.appendUTF8(" margins-relative") }
            output.append(UInt8(ascii: "]"))
            if node.arranged != node.subviews {
                output.appendUTF8(" arranged: ")
                if node.arranged.isEmpty {
                    output.appendUTF8("none")
                } else {
                    for (index, id) in node.arranged.enumerated() {
                        if index > 0 { output.appendUTF8(", ") }
                        output.appendUTF8(id)
                    }
                }
            }
            if !stack.customSpacing.isEmpty {
                output.appendUTF8(" custom spacing: ")
                for (index, entry) in stack.customSpacing.sorted(by: { $0.key < $1.key }).enumerated() {
                    if index > 0 { output.appendUTF8(", ") }
                    output.appendUTF8(entry.key)
                    output.append(UInt8(ascii: " "))
                    number(entry.value)
                }
            }
        }
        let size = layout.intrinsicSize
        if size.width != nil || size.height != nil {
            output.append(UInt8(ascii: " "))
            if let width = size.width { number(width) } else { output.appendUTF8("–") }
            output.appendUTF8("×")
            if let height = size.height { number(height) } else { output.appendUTF8("–") }
        }
        let kindDefaults = defaults.of(layout.kind)
        if layout.hugging != kindDefaults.hugging {
            output.appendUTF8(" hug ")
            number(layout.hugging.horizontal)
            output.append(UInt8(ascii: "/"))
            number(layout.hugging.vertical)
        }
        if layout.compressionResistance != kindDefaults.compressionResistance {
            output.appendUTF8(" resist ")
            number(layout.compressionResistance.horizontal)
            output.append(UInt8(ascii: "/"))
            number(layout.compressionResistance.vertical)
        }
        if storedFrame, let frame = layout.frame {
            output.appendUTF8(" frame (")
            number(frame.x)
            output.appendUTF8(", ")
            number(frame.y)
            output.appendUTF8(", ")
            number(frame.width)
            output.appendUTF8(", ")
            number(frame.height)
            output.append(UInt8(ascii: ")"))
        }
    }

    /// The default priorities of each kind met so far, made once per kind rather than once per
    /// view. O(kinds) a lookup; there are a handful of kinds.
    private struct DefaultProperties {
        private var made: [(kind: ViewKind, hugging: AxisPriorities, compressionResistance: AxisPriorities)] = []

        mutating func of(_ kind: ViewKind) -> (hugging: AxisPriorities, compressionResistance: AxisPriorities) {
            if let found = made.first(where: { $0.kind == kind }) { return (found.hugging, found.compressionResistance) }
            let attributes = ViewLayoutAttributes(kind: kind)
            made.append((kind, attributes.hugging, attributes.compressionResistance))
            return (attributes.hugging, attributes.compressionResistance)
        }
    }
}
