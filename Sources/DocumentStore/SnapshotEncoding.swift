import StackDocument
import StackLayout

/// The binary encoding of the documents a store keeps as snapshots (`snapshot/1`).
///
/// Snapshots are read far more often than they are written (every rebuild of an old revision
/// starts from one), so they are kept in a form that reads in one pass with no parsing:
/// varints, raw doubles and length-prefixed strings, properties behind a bit set that leaves
/// defaults out, views in depth-first order with each stack's arranged views as positions in
/// its subviews. Reading one costs O(bytes); the document's tree is checked as it is
/// reassembled, and damaged bytes are an error, never a crash.
///
/// Layout: magic `SDS\u{1}`, name, canvas (flag, width, height), view count, the views
/// (id, properties, subview count, arranged positions; then its subviews), constraint count,
/// the constraints.
enum SnapshotEncoding {
    /// The value of `snapshots.encoding` for this encoding.
    static let name = "snapshot/1"
    private static let magic: [UInt8] = [0x53, 0x44, 0x53, 0x01]

    // The codes of enumerations, fixed here: the order of a type's cases may change, these may not.
    private static let axes: [Axis] = [.horizontal, .vertical]
    private static let distributions: [Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
    private static let alignments: [Alignment] = [.fill, .leading, .top, .center, .trailing, .bottom, .firstBaseline, .lastBaseline]
    private static let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    private static let guides: [LayoutGuide] = [.safeArea, .margins, .content, .frame]
    private static let attributes: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .firstBaseline, .lastBaseline,
        .leadingMargin, .trailingMargin, .topMargin, .bottomMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// Bits of a view's property set: which values follow.
    private struct PropertyBits: OptionSet {
        let rawValue: Int
        static let hidden = PropertyBits(rawValue: 1 << 0)
        static let intrinsicWidth = PropertyBits(rawValue: 1 << 1)
        static let intrinsicHeight = PropertyBits(rawValue: 1 << 2)
        static let baseline = PropertyBits(rawValue: 1 << 3)
        static let frame = PropertyBits(rawValue: 1 << 4)
        static let stack = PropertyBits(rawValue: 1 << 5)
        static let hugging = PropertyBits(rawValue: 1 << 6)
        static let compressionResistance = PropertyBits(rawValue: 1 << 7)
        static let layoutMargins = PropertyBits(rawValue: 1 << 8)
        static let safeArea = PropertyBits(rawValue: 1 << 9)
        // Added with store version 7; their values follow everything else, so older
        // snapshots (which never set them) read as before.
        static let name = PropertyBits(rawValue: 1 << 10)
        static let text = PropertyBits(rawValue: 1 << 11)
        static let all = PropertyBits(rawValue: (1 << 12) - 1)
    }

    // MARK: Writing

    static func encode(_ document: Document) -> [UInt8] {
        var out = ByteWriter(capacity: 64 * document.viewCount)
        for byte in magic { out.byte(byte) }
        out.string(document.name)
        if let canvas = document.canvas {
            out.byte(1)
            out.double(canvas.width)
            out.double(canvas.height)
        } else {
            out.byte(0)
        }
        out.varint(document.viewCount)
        var pending = [document.rootID]
        while let id = pending.popLast() {
            let node = document.nodes[id]!
            out.string(id)
            write(node.properties, to: &out)
            out.varint(node.subviews.count)
            out.varint(node.arranged.count)
            if !node.arranged.isEmpty {
                var position: [String: Int] = [:]
                for (index, subview) in node.subviews.enumerated() { position[subview] = index }
                for arranged in node.arranged { out.varint(position[arranged]!) }
            }
            pending.append(contentsOf: node.subviews.reversed())
        }
        out.varint(document.constraints.count)
        for constraint in document.constraints { write(constraint, to: &out) }
        return out.bytes
    }

    private static func write(_ properties: ViewProperties, to out: inout ByteWriter) {
        let defaults = ViewProperties(kind: properties.kind)
        var bits: PropertyBits = []
        if properties.hidden { bits.insert(.hidden) }
        if properties.intrinsicSize.width != nil { bits.insert(.intrinsicWidth) }
        if properties.intrinsicSize.height != nil { bits.insert(.intrinsicHeight) }
        if properties.baseline != nil { bits.insert(.baseline) }
        if properties.frame != nil { bits.insert(.frame) }
        if properties.stack != nil { bits.insert(.stack) }
        if properties.hugging != defaults.hugging { bits.insert(.hugging) }
        if properties.compressionResistance != defaults.compressionResistance { bits.insert(.compressionResistance) }
        if properties.layoutMargins != defaults.layoutMargins { bits.insert(.layoutMargins) }
        if properties.safeArea != defaults.safeArea { bits.insert(.safeArea) }
        if properties.name != nil { bits.insert(.name) }
        if properties.text != nil { bits.insert(.text) }

        out.string(properties.kind.rawValue)
        out.varint(bits.rawValue)
        if let width = properties.intrinsicSize.width { out.double(width) }
        if let height = properties.intrinsicSize.height { out.double(height) }
        if let baseline = properties.baseline {
            out.double(baseline.first)
            out.double(baseline.last)
        }
        if let frame = properties.frame {
            for value in [frame.x, frame.y, frame.width, frame.height] { out.double(value) }
        }
        if bits.contains(.hugging) {
            out.double(properties.hugging.horizontal)
            out.double(properties.hugging.vertical)
        }
        if bits.contains(.compressionResistance) {
            out.double(properties.compressionResistance.horizontal)
            out.double(properties.compressionResistance.vertical)
        }
        if bits.contains(.layoutMargins) { write(properties.layoutMargins, to: &out) }
        if bits.contains(.safeArea) { write(properties.safeArea, to: &out) }
        if let stack = properties.stack {
            out.byte(UInt8(axes.firstIndex(of: stack.axis)!))
            out.byte(UInt8(distributions.firstIndex(of: stack.distribution)!))
            out.byte(UInt8(alignments.firstIndex(of: stack.alignment)!))
            switch stack.spacing {
            case .points(let points):
                out.byte(0)
                out.double(points)
            case .system:
                out.byte(1)
            }
            out.byte((stack.baselineRelative ? 1 : 0) | (stack.marginsRelative ? 2 : 0))
            out.varint(stack.customSpacing.count)
            for (view, spacing) in stack.customSpacing.sorted(by: { $0.key < $1.key }) {
                out.string(view)
                out.double(spacing)
            }
        }
        if let name = properties.name { out.string(name) }
        if let text = properties.text { out.string(text) }
    }

    private static func write(_ insets: EdgeInsets, to out: inout ByteWriter) {
        for value in [insets.top, insets.leading, insets.bottom, insets.trailing] { out.double(value) }
    }

    private static func write(_ constraint: LayoutConstraint, to out: inout ByteWriter) {
        let flags = (constraint.id != nil ? 1 : 0) | (constraint.second != nil ? 2 : 0)
        out.byte(UInt8(flags))
        if let id = constraint.id { out.string(id) }
        write(constraint.first, to: &out)
        out.byte(UInt8(relations.firstIndex(of: constraint.relation)!))
        if let second = constraint.second { write(second, to: &out) }
        out.double(constraint.multiplier)
        out.double(constraint.constant)
        out.double(constraint.priority)
    }

    private static func write(_ anchor: Anchor, to out: inout ByteWriter) {
        out.string(anchor.view)
        out.byte(anchor.guide.map { UInt8(guides.firstIndex(of: $0)! + 1) } ?? 0)
        out.byte(UInt8(attributes.firstIndex(of: anchor.attribute)!))
    }

    // MARK: Reading

    /// The document in `bytes`; throws a message naming the offset where they stop making sense.
    static func decode(_ bytes: [UInt8]) throws(DocumentError) -> Document {
        var input = ByteReader(bytes)
        do {
            for byte in magic where try input.byte() != byte { throw ByteReader.Damaged(offset: 0, problem: "not a snapshot/1 encoding") }
            let name = try input.string()
            let canvas = try input.byte() == 0 ? nil : Size(width: try input.double(), height: try input.double())
            let viewCount = try input.count()

            // The views in the order read, each with its parent's index and its subviews' indexes.
            var ids: [String] = [], properties: [ViewProperties] = [], parents: [Int] = []
            var subviews: [[Int]] = [], arranged: [[Int]] = []
            ids.reserveCapacity(viewCount)
            properties.reserveCapacity(viewCount)
            parents.reserveCapacity(viewCount)
            subviews.reserveCapacity(viewCount)
            arranged.reserveCapacity(viewCount)
            // The views still waiting for subviews: index and how many are still to come.
            var open: [(index: Int, remaining: Int)] = []
            // The current view's subviews by position, and which its arranged positions named so far.
            var arrangeable = SubviewPositions()
            var defaults = DefaultProperties()
            for index in 0..<viewCount {
                while let last = open.last, last.remaining == 0 { open.removeLast() }
                guard index == 0 || !open.isEmpty else { throw ByteReader.Damaged(offset: input.offset, problem: "a view outside the tree") }
                ids.append(try input.string())
                let viewProperties = try readProperties(&input, defaults: &defaults)
                properties.append(viewProperties)
                let subviewCount = try input.count()
                let arrangedCount = try input.count()
                // Most views arrange nothing: they skip the rule, and the look at their stack
                // attributes, which copies their layout values.
                if arrangedCount > 0 {
                    if let violation = ArrangedViewsRule.violation(isStack: viewProperties.stack != nil, hasArranged: true) {
                        throw ByteReader.Damaged(offset: input.offset, problem: problem(violation))
                    }
                    arrangeable.reset(count: subviewCount)
                }
                var positions: [Int] = []
                positions.reserveCapacity(arrangedCount)
                for index in 0..<arrangedCount {
                    let position = try input.varint()
                    if let violation = ArrangedViewsRule.violation(arranging: position, at: index, among: &arrangeable) {
                        throw ByteReader.Damaged(offset: input.offset, problem: problem(violation))
                    }
                    positions.append(position)
                }
                arranged.append(positions)
                subviews.append([])
                subviews[index].reserveCapacity(subviewCount)
                if let parent = open.last {
                    open[open.count - 1].remaining -= 1
                    subviews[parent.index].append(index)
                    parents.append(parent.index)
                } else {
                    parents.append(-1)
                }
                open.append((index, subviewCount))
            }
            guard viewCount > 0, open.allSatisfy({ $0.remaining == 0 }) else {
                throw ByteReader.Damaged(offset: input.offset, problem: "the views do not form a tree")
            }
            var nodes: [String: ViewNode] = [:]
            nodes.reserveCapacity(viewCount)
            for index in 0..<viewCount {
                let children = subviews[index].map { ids[$0] }
                // Most stacks arrange every subview in z-order: they share the subviews' array.
                let positions = arranged[index]
                let arrangedIDs = positions.count == children.count && positions.elementsEqual(positions.indices)
                    ? children : positions.map { children[$0] }
                let node = ViewNode(
                    id: ids[index], properties: properties[index], parent: parents[index] < 0 ? nil : ids[parents[index]],
                    subviews: children, arranged: arrangedIDs)
                guard nodes.updateValue(node, forKey: ids[index]) == nil else {
                    throw ByteReader.Damaged(offset: input.offset, problem: "view \"\(ids[index])\" appears twice")
                }
            }
            let rootID = ids[0]
            let constraintCount = try input.count()
            var constraints: [LayoutConstraint] = []
            constraints.reserveCapacity(constraintCount)
            for _ in 0..<constraintCount { constraints.append(try readConstraint(&input)) }
            guard input.isAtEnd else { throw ByteReader.Damaged(offset: input.offset, problem: "bytes after the end") }
            // The views form one tree by construction (each is a subview of the view whose
            // subviews are being read), ids were found distinct and arranged positions kept
            // `ArrangedViewsRule`.
            return try Document(name: name, canvas: canvas, rootID: rootID, treeNodes: nodes, constraints: constraints)
        } catch let damaged as ByteReader.Damaged {
            throw DocumentError("damaged \(Self.name) encoding at byte \(damaged.offset): \(damaged.problem)")
        } catch let error as DocumentError {
            throw error
        } catch {
            throw DocumentError("damaged \(Self.name) encoding: \(error)")
        }
    }

    /// What a snapshot's arranged positions that break `ArrangedViewsRule` are said to be.
    private static func problem(_ violation: ArrangedViewsViolation) -> String {
        switch violation {
        case .notAStack: "arranged views on a view that is not a stack"
        case .notASubview: "arranged position out of range"
        case .repeated: "a view arranged twice"
        }
    }

    /// The properties of a view of each kind met so far with every value at its default: a
    /// view read starts as a copy of its kind's, rather than having its defaults made anew.
    /// O(kinds) a lookup; documents use a handful of kinds.
    private struct DefaultProperties {
        private var made: [ViewProperties] = []

        mutating func of(_ kind: ViewKind) -> ViewProperties {
            if let found = made.first(where: { $0.layout.kind == kind }) { return found }
            made.append(ViewProperties(kind: kind))
            return made[made.count - 1]
        }
    }

    private static func readProperties(
        _ input: inout ByteReader, defaults: inout DefaultProperties
    ) throws(ByteReader.Damaged) -> ViewProperties {
        let kind = ViewKind(rawValue: try input.string())
        let bits = PropertyBits(rawValue: try input.varint())
        guard PropertyBits.all.isSuperset(of: bits) else { throw ByteReader.Damaged(offset: input.offset, problem: "unknown property bits") }
        var properties = defaults.of(kind)
        properties.layout.hidden = bits.contains(.hidden)
        if bits.contains(.intrinsicWidth) { properties.layout.intrinsicSize.width = try input.double() }
        if bits.contains(.intrinsicHeight) { properties.layout.intrinsicSize.height = try input.double() }
        if bits.contains(.baseline) { properties.layout.baseline = Baselines(first: try input.double(), last: try input.double()) }
        if bits.contains(.frame) {
            properties.layout.frame = Rect(x: try input.double(), y: try input.double(), width: try input.double(), height: try input.double())
        }
        if bits.contains(.hugging) {
            properties.layout.hugging = AxisPriorities(horizontal: try input.double(), vertical: try input.double())
        }
        if bits.contains(.compressionResistance) {
            properties.layout.compressionResistance = AxisPriorities(horizontal: try input.double(), vertical: try input.double())
        }
        if bits.contains(.layoutMargins) { properties.layout.layoutMargins = try readInsets(&input) }
        if bits.contains(.safeArea) { properties.layout.safeArea = try readInsets(&input) }
        guard bits.contains(.stack) == (kind == .stack) else {
            throw ByteReader.Damaged(offset: input.offset, problem: "stack attributes on a view that is not a stack, or missing")
        }
        if bits.contains(.stack) {
            var stack = StackAttributes(
                axis: try input.choice(axes, "axis"), distribution: try input.choice(distributions, "distribution"),
                alignment: try input.choice(alignments, "alignment"))
            stack.spacing = try input.byte() == 0 ? .points(try input.double()) : .system
            let flags = try input.byte()
            stack.baselineRelative = flags & 1 != 0
            stack.marginsRelative = flags & 2 != 0
            for _ in 0..<(try input.count()) { stack.customSpacing[try input.string()] = try input.double() }
            properties.layout.stack = stack
        }
        if bits.contains(.name) { properties.name = try input.string() }
        if bits.contains(.text) { properties.text = try input.string() }
        return properties
    }

    private static func readInsets(_ input: inout ByteReader) throws(ByteReader.Damaged) -> EdgeInsets {
        EdgeInsets(top: try input.double(), leading: try input.double(), bottom: try input.double(), trailing: try input.double())
    }

    private static func readConstraint(_ input: inout ByteReader) throws(ByteReader.Damaged) -> LayoutConstraint {
        let flags = try input.byte()
        let id = flags & 1 != 0 ? try input.string() : nil
        let first = try readAnchor(&input)
        let relation = try input.choice(relations, "relation")
        let second = flags & 2 != 0 ? try readAnchor(&input) : nil
        return LayoutConstraint(
            id: id, first: first, relation: relation, second: second,
            multiplier: try input.double(), constant: try input.double(), priority: try input.double())
    }

    private static func readAnchor(_ input: inout ByteReader) throws(ByteReader.Damaged) -> Anchor {
        let view = try input.string()
        let guideCode = Int(try input.byte())
        guard guideCode <= guides.count else { throw ByteReader.Damaged(offset: input.offset - 1, problem: "unknown guide code \(guideCode)") }
        let guide = guideCode == 0 ? nil : guides[guideCode - 1]
        return Anchor(view: view, guide: guide, attribute: try input.choice(attributes, "attribute"))
    }
}
