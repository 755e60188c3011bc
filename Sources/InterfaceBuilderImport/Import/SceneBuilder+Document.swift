import StackDocument
import StackLayout

extension SceneBuilder {
    /// The scene as a document named `name`, with its stored frames.
    ///
    /// - The canvas is the root's stored size (else the design device's screen).
    /// - The root's safe area and layout margins depend on the device, the OS version and the
    ///   bars Xcode simulated, none of which the file states as numbers: each edge is taken from
    ///   the stored frames where a trusted view is pinned to that edge (equal, required,
    ///   multiplier 1), else from the device (status bar 20, or the notch's inset; margins 16,
    ///   20 on wide screens, inside the safe area).
    /// - A view kept at its frame by autoresizing gets that frame: as its `frame` when no
    ///   constraint names it, else as four required constraints (`ID-autoresizing-x`, ...),
    ///   which is what Auto Layout makes of an autoresizing mask at the stored size.
    /// - `preservesSuperviewLayoutMargins` raises a view's margins to its superview's where
    ///   the view's stored frame lies within them.
    mutating func makeScene(name: String, sceneName: String, isControllerRoot: Bool) throws(InterfaceBuilderImportError) -> ImportedScene {
        var constraints = try readConstraints()
        guard var root = records[rootID] else { throw InterfaceBuilderImportError("the scene has no root view") }
        let canvas: Size
        if let stored = root.storedFrame {
            canvas = stored.size
        } else if let screen = DeviceTraits.screenSize(of: context.device, orientation: context.orientation) {
            canvas = screen
            warnings.append(ImportWarning("the root view stores no frame: the canvas is the design device's screen", line: root.element.position.line))
        } else {
            throw InterfaceBuilderImportError("the root view <\(root.element.name)> stores no frame and the file names no known device", at: root.element.position)
        }
        guard canvas.width >= 0, canvas.height >= 0 else {
            throw InterfaceBuilderImportError("the root view's frame has a negative size", at: root.element.position)
        }
        root.properties.frame = nil
        root.properties.safeArea = environmentInsets(of: constraints.map(\.constraint), canvas: canvas, guide: .safeArea) {
            edge in isControllerRoot ? defaultSafeArea(edge) : 0
        }
        if (try? root.element.layoutMargins()).flatMap({ $0 }) == nil {
            let safe = root.properties.safeArea
            let side: Double = (context.device == nil || canvas.width >= 414) ? 20 : 16
            root.properties.layoutMargins = environmentInsets(of: constraints.map(\.constraint), canvas: canvas, guide: .margins) { edge in
                guard isControllerRoot else { return 8 }
                switch edge {
                case .top: return safe.top
                case .bottom: return safe.bottom
                case .leading: return safe.leading + side
                default: return safe.trailing + side
                }
            }
        }
        records[rootID] = root
        preserveSuperviewMargins()
        warnAboutReadableWidth(canvas: canvas)
        constraints = keepAutoresizedFrames(named: Set(constraints.flatMap(\.constraint.views))) + constraints
        assignConstraintIDs(&constraints)

        let tree = viewTree(rootID)
        let document: Document
        do {
            document = try Document(name: name, canvas: canvas, root: tree, constraints: constraints.map(\.constraint))
        } catch {
            let line = constraints.first { error.message.contains("\"\($0.constraint.id ?? "")\"") }?.line
            throw InterfaceBuilderImportError(error.message, line: line ?? root.element.position.line)
        }
        return ImportedScene(document: document, sceneName: sceneName, storedFrames: storedFrames(of: document), warnings: warnings)
    }

    /// The root's safe area default when no stored frame tells: the status bar, or the notch and home indicator.
    func defaultSafeArea(_ edge: LayoutAttribute) -> Double {
        let notch: [String: (top: Double, bottom: Double)] = [
            "retina5_9": (44, 34), "retina6_1": (44, 34), "retina6_5": (44, 34), "retina6_0": (47, 34),
            "retina6_7": (47, 34), "retina6_12": (59, 34), "retina6_72": (59, 34),
        ]
        let insets = context.device.flatMap { notch[$0] } ?? (20, 0)
        switch edge {
        case .top: return insets.top
        case .bottom: return insets.bottom
        default: return 0
        }
    }

    /// Insets of the root's `guide` (safe area or margins) read from the stored frames of
    /// trusted views pinned to it, edge by edge; `fallback` for edges nothing pins.
    func environmentInsets(
        of constraints: [LayoutConstraint], canvas: Size, guide: LayoutGuide, fallback: (LayoutAttribute) -> Double
    ) -> EdgeInsets {
        var found: [LayoutAttribute: Double] = [:]
        for constraint in constraints where constraint.relation == .equal && constraint.priority == 1000 && constraint.multiplier == 1 {
            guard let second = constraint.second else { continue }
            for (guideSide, other, sign) in [(constraint.first, second, 1.0), (second, constraint.first, -1.0)] {
                guard let edge = rootEdge(guideSide, guide: guide), found[edge] == nil, other.guide == nil, other.view != rootID,
                      let value = trustedValue(of: other)
                else { continue }
                // first == second + constant
                let position = value + sign * constraint.constant
                let inset: Double
                switch edge {
                case .top, .leading: inset = position
                case .bottom: inset = canvas.height - position
                default: inset = canvas.width - position
                }
                let limit = edge == .top || edge == .bottom ? canvas.height / 2 : canvas.width / 2
                if inset >= 0, inset <= limit { found[edge] = inset }
            }
        }
        func value(_ edge: LayoutAttribute) -> Double { found[edge] ?? fallback(edge) }
        return EdgeInsets(top: value(.top), leading: value(.leading), bottom: value(.bottom), trailing: value(.trailing))
    }

    /// The root edge an anchor names through `guide` (`root.safeArea.top`, or for margins
    /// `root.topMargin` / `root.margins.top`), as top / leading / bottom / trailing.
    func rootEdge(_ anchor: Anchor, guide: LayoutGuide) -> LayoutAttribute? {
        guard anchor.view == rootID else { return nil }
        let attribute: LayoutAttribute
        if anchor.guide == guide {
            attribute = anchor.attribute
        } else if guide == .margins, anchor.guide == nil, let inner = anchor.attribute.plainEdgeWithinMargins {
            attribute = inner
        } else {
            return nil
        }
        switch attribute {
        case .top: return .top
        case .bottom: return .bottom
        case .leading, .left: return .leading
        case .trailing, .right: return .trailing
        default: return nil
        }
    }

    /// An edge or centre of a view in root coordinates, from a stored frame that can be trusted.
    func trustedValue(of anchor: Anchor) -> Double? {
        guard let record = records[anchor.view], let frame = record.absoluteFrame, !record.inHiddenSubtree,
              !record.element.flag("misplaced"), !record.element.flag("ambiguous")
        else { return nil }
        switch anchor.attribute {
        case .left, .leading: return frame.x
        case .right, .trailing: return frame.maxX
        case .top: return frame.y
        case .bottom: return frame.maxY
        case .centerX: return frame.x + frame.width / 2
        case .centerY: return frame.y + frame.height / 2
        default: return nil
        }
    }

    /// Raises the margins of views with `preservesSuperviewLayoutMargins` to their
    /// superview's, less the distance from the superview's edge (stored frames), parents first.
    mutating func preserveSuperviewMargins() {
        for id in order {
            guard let record = records[id], record.element.flag("preservesSuperviewLayoutMargins"), let parent = record.parent,
                  let frame = record.storedFrame, let parentRecord = records[parent], let parentFrame = parentRecord.storedFrame
            else { continue }
            let outer = parentRecord.properties.layoutMargins
            var margins = record.properties.layoutMargins
            margins.top = max(margins.top, outer.top - frame.y)
            margins.leading = max(margins.leading, outer.leading - frame.x)
            margins.bottom = max(margins.bottom, outer.bottom - (parentFrame.height - frame.maxY))
            margins.trailing = max(margins.trailing, outer.trailing - (parentFrame.width - frame.maxX))
            records[id]!.properties.layoutMargins = margins
        }
    }

    /// Readable-width margins only differ from the plain ones on wide screens.
    mutating func warnAboutReadableWidth(canvas: Size) {
        guard canvas.width > 600 else { return }
        for id in order where records[id]!.element.flag("layoutMarginsFollowReadableWidth") {
            warnings.append(ImportWarning(
                "layoutMarginsFollowReadableWidth on \"\(id)\" is not supported: its margins are the plain ones",
                line: records[id]!.element.position.line))
        }
    }

    /// Views kept at their stored frame: the `frame` property, or constraints when named.
    /// Subviews come first, as pinning a subview names its superview.
    mutating func keepAutoresizedFrames(named: Set<String>) -> [ReadConstraint] {
        var added: [ReadConstraint] = []
        var named = named
        for id in order.reversed() {
            guard let record = records[id], record.keepsStoredFrame, let frame = record.storedFrame, let parent = record.parent else { continue }
            guard named.contains(id) || frame.width < 0 || frame.height < 0 else {
                records[id]!.properties.frame = frame
                continue
            }
            let line = record.element.position.line
            named.insert(parent)
            let pins: [(String, LayoutAttribute, Anchor?, Double)] = [
                ("x", .left, Anchor(view: parent, attribute: .left), frame.x),
                ("y", .top, Anchor(view: parent, attribute: .top), frame.y),
                ("width", .width, nil, frame.width),
                ("height", .height, nil, frame.height),
            ]
            for (suffix, attribute, second, constant) in pins {
                added.append(ReadConstraint(
                    constraint: LayoutConstraint(
                        id: "\(id)-autoresizing-\(suffix)", first: Anchor(view: id, attribute: attribute), second: second, constant: constant),
                    line: line))
            }
        }
        return added
    }

    /// Names constraints without an id `cN`, distinct from every id in use.
    func assignConstraintIDs(_ constraints: inout [ReadConstraint]) {
        var used = Set(constraints.compactMap(\.constraint.id))
        var number = 1
        for index in constraints.indices where constraints[index].constraint.id == nil {
            while used.contains("c\(number)") { number += 1 }
            constraints[index].constraint.id = "c\(number)"
            used.insert("c\(number)")
        }
    }

    func viewTree(_ id: String) -> ViewTree {
        let record = records[id]!
        return ViewTree(
            id: id, properties: record.properties, subviews: record.subviews.map { viewTree($0) },
            arranged: record.properties.stack == nil ? [] : record.arranged)
    }

    func storedFrames(of document: Document) -> [StoredFrame] {
        document.depthFirstIDs.compactMap { id in
            guard let record = records[id], let alignment = record.storedFrame, let frame = record.drawnFrame,
                  let absolute = record.absoluteFrame
            else { return nil }
            return StoredFrame(
                id: id, className: record.element.name, customClass: record.element[attribute: "customClass"], frame: frame, alignmentFrame: alignment,
                absoluteFrame: absolute, misplaced: record.element.flag("misplaced"), ambiguous: record.element.flag("ambiguous"),
                hidden: record.properties.hidden, inHiddenSubtree: record.inHiddenSubtree,
                arrangedByStaleStack: record.parent.flatMap { records[$0] }.map { parent in
                    parent.arranged.contains(id) && (parent.element.flag("misplaced") || parent.element.flag("ambiguous"))
                } ?? false)
        }
    }
}

extension LayoutAttribute {
    /// `topMargin` -> `top`, ...: the edge a margin attribute names (nil for others and centres).
    var plainEdgeWithinMargins: LayoutAttribute? {
        switch self {
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .topMargin: .top
        case .bottomMargin: .bottom
        default: nil
        }
    }
}
