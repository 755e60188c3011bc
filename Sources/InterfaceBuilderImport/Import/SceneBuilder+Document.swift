import StackDocument
import StackLayout

extension SceneBuilder {
    /// The scene as a document named `name`, with its stored frames.
    ///
    /// - The canvas is the root's stored size (else the design device's screen).
    /// - A view controller's view gets the safe area of the design device and of the bars its
    ///   containers add (`defaultSafeArea`, `ContainerBars`) and the system's margins
    ///   (`controllerMargins`), unless the file gives margins; other roots have no safe area.
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
        if isControllerRoot {
            if let controllerID, let line = context.bars.tallBars[controllerID] {
                warnings.append(ImportWarning(
                    "the navigation bar has a large title or a prompt: the safe area assumes a 44-pt bar", line: line))
            }
            root.properties.safeArea = EdgeInsets(
                top: defaultSafeArea(.top), leading: 0, bottom: defaultSafeArea(.bottom), trailing: 0)
            if (try? root.element.layoutMargins()).flatMap({ $0 }) == nil {
                root.properties.layoutMargins = controllerMargins(of: root, canvas: canvas)
            }
        }
        records[rootID] = root
        preserveSuperviewMargins()
        warnAboutReadableWidth(canvas: canvas)
        constraints = keepAutoresizedFrames(named: Set(constraints.flatMap(\.constraint.views))) + constraints
        assignConstraintIDs(&constraints)

        try checkNumbers()
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

    /// Refuses the first view, in file order, with a number that `NumberRule` does not admit,
    /// naming its element and line. Each attribute was checked as it was read; this catches the
    /// values worked out from them (margins raised to a superview's, sizes from frames).
    func checkNumbers() throws(InterfaceBuilderImportError) {
        for id in order {
            guard let record = records[id], let violation = record.properties.firstNumberViolation else { continue }
            throw InterfaceBuilderImportError("<\(record.element.name)> \"\(id)\": \(violation)", at: record.element.position)
        }
    }

    /// A view controller's view's safe-area inset at `edge`: the design device's status bar (20),
    /// or its notch and home indicator, plus the navigation and tab bars its containers add
    /// (`ContainerBars`).
    func defaultSafeArea(_ edge: LayoutAttribute) -> Double {
        let notch: [String: (top: Double, bottom: Double)] = [
            "retina5_9": (44, 34), "retina6_1": (44, 34), "retina6_5": (44, 34), "retina6_0": (47, 34),
            "retina6_7": (47, 34), "retina6_12": (59, 34), "retina6_72": (59, 34),
        ]
        let insets = context.device.flatMap { notch[$0] } ?? (20, 0)
        let controller = controllerID ?? ""
        switch edge {
        case .top: return insets.top + (context.bars.navigationBar.contains(controller) ? ContainerBars.navigationBarHeight : 0)
        case .bottom: return insets.bottom + (context.bars.tabBar.contains(controller) ? ContainerBars.tabBarHeight : 0)
        default: return 0
        }
    }

    /// A view controller's view's layout margins: 16 at the sides (20 on wide screens and in
    /// files without a design device), inside the safe area. Before safe areas (files whose root
    /// has no safe-area guide) the top and bottom margins were 0.
    func controllerMargins(of root: ViewRecord, canvas: Size) -> EdgeInsets {
        let side: Double = (context.device == nil || canvas.width >= 414) ? 20 : 16
        let safe = root.properties.safeArea
        let hasSafeArea = root.element.elements.contains { $0.name == "viewLayoutGuide" && $0[attribute: "key"] == "safeArea" }
        return EdgeInsets(
            top: hasSafeArea ? safe.top : 0, leading: safe.leading + side,
            bottom: hasSafeArea ? safe.bottom : 0, trailing: safe.trailing + side)
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
