import StackDocument
import StackLayout

/// The document made from the scene: completes `views` (safe area, margins, kept frames) with
/// `context` and `controller`, reads the constraints, and appends to `warnings`.
extension SceneBuilder {
    /// The scene as a document named `name`, with its stored frames.
    ///
    /// - The canvas is the root's stored size (else the design device's screen). A view
    ///   controller's view stored at another size than the screen of a fallback device (one the
    ///   file does not declare: `InterfaceBuilderImportOptions`) gets a warning: its stored frames
    ///   were not laid out for that device.
    /// - A root that fills the simulated screen (a view controller's view, a xib's top-level
    ///   view) gets the safe area of the design device and of the bars its containers add
    ///   (`defaultSafeArea`, `ContainerBars`) and the system's margins (`screenMargins`), unless
    ///   the file gives margins; other roots (cells, views in a scene's dock) have no safe area.
    ///   Views under the root have their margins grown by the safe area they overlap
    ///   (`insetMarginsFromSafeArea`).
    /// - A view kept at its frame by autoresizing gets that frame: as its `frame` when no
    ///   constraint names it, else as four required constraints (`ID-autoresizing-x`, ...),
    ///   which is what Auto Layout makes of an autoresizing mask at the stored size.
    /// - Table view cells' content views get UIKit's margins (`applyTableCellContentMargins`).
    /// - `preservesSuperviewLayoutMargins` raises a view's margins to its superview's where
    ///   the view's stored frame lies within them.
    mutating func makeScene(name: String, sceneName: String, fillsSimulatedScreen: Bool) throws(InterfaceBuilderImportError) -> ImportedScene {
        var constraints = try readConstraints()
        guard var root = views.records[views.rootID] else { throw InterfaceBuilderImportError("the scene has no root view") }
        let canvas: Size
        if let stored = root.storedFrame {
            canvas = stored.size
            warnIfNotOnTheFallbackScreen(size: canvas, line: root.element.position.line)
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
        if fillsSimulatedScreen {
            if let controllerID = controller.id, let line = context.bars.tallBars[controllerID] {
                warnings.append(ImportWarning(
                    "the navigation bar has a large title or a prompt: the safe area assumes a 44-pt bar", line: line))
            }
            let screenInsets = defaultSafeArea(rootOrigin: root.drawnFrame?.y ?? 0)
            root.properties.safeArea = freeformSafeArea(of: root, canvas: canvas, screenInsets: screenInsets) ?? screenInsets
            if (try? root.element.layoutMargins()).flatMap({ $0 }) == nil {
                root.properties.layoutMargins = screenMargins(of: root, canvas: canvas)
            }
        }
        views.records[views.rootID] = root
        insetMarginsFromSafeArea()
        let cellContentViews = applyTableCellContentMargins(canvas: canvas)
        preserveSuperviewMargins(except: cellContentViews)
        warnAboutReadableWidth(canvas: canvas)
        constraints = keepAutoresizedFrames(named: Set(constraints.flatMap(\.constraint.views))) + constraints
        assignConstraintIDs(&constraints)

        try checkNumbers()
        let tree = viewTree(views.rootID)
        let document: Document
        do {
            document = try Document(name: name, canvas: canvas, root: tree, constraints: constraints.map(\.constraint))
        } catch {
            let line = constraints.first { error.message.contains("\"\($0.constraint.id ?? "")\"") }?.line
            throw InterfaceBuilderImportError(error.message, line: line ?? root.element.position.line)
        }
        let stale = staleFrameIDs(constraints)
        return ImportedScene(
            document: document, sceneName: sceneName, storedFrames: storedFrames(of: document, stale: stale), warnings: warnings)
    }

    /// The warning for a view controller's view whose stored size is not the screen of the
    /// fallback device the file is read for (it declares none).
    mutating func warnIfNotOnTheFallbackScreen(size: Size, line: Int) {
        guard controller.id != nil, let device = context.designDevice, !device.declaredByFile,
              let screen = DeviceTraits.screenSize(of: device.interfaceBuilderID, orientation: device.orientation), screen != size
        else { return }
        let name = device.known?.displayName ?? device.interfaceBuilderID
        warnings.append(ImportWarning(
            "the view controller's view is stored at \(formatNumber(size.width)) x \(formatNumber(size.height)), not at the \(name) screen (\(formatNumber(screen.width)) x \(formatNumber(screen.height))) it is read for: its stored frames were laid out for another screen",
            line: line))
    }

    /// Refuses the first view, in file order, with a number that `NumberRule` does not admit,
    /// naming its element and line. Each attribute was checked as it was read; this catches the
    /// values worked out from them (margins raised to a superview's, sizes from frames).
    func checkNumbers() throws(InterfaceBuilderImportError) {
        for id in views.order {
            guard let record = views.records[id], let violation = record.properties.firstNumberViolation else { continue }
            throw InterfaceBuilderImportError("<\(record.element.name)> \"\(id)\": \(violation)", at: record.element.position)
        }
    }

    /// A full-screen root's safe area: the simulated screen's (`SimulatedScreen`), with the
    /// navigation and tab bars its containers add (`ContainerBars`): below a navigation
    /// controller's stored bar frame when there is one, else below the status bar and a 44-pt bar.
    /// A root stored below the top of the screen (under an opaque bar, which pushes it down)
    /// has that much less inset, and a root under an opaque bar none at that edge.
    func defaultSafeArea(rootOrigin: Double) -> EdgeInsets {
        var insets = context.screen.safeArea
        let controllerID = controller.id ?? ""
        if let bottom = context.bars.navigationBarBottom[controllerID] {
            insets.top = bottom
        } else if context.bars.navigationBar.contains(controllerID) {
            insets.top += ContainerBars.navigationBarHeight
        }
        if context.bars.tabBar.contains(controllerID) { insets.bottom += ContainerBars.tabBarHeight }
        insets.top = max(0, insets.top - rootOrigin)
        // An opaque bar pushes the view out from under itself and the status bar (or home indicator).
        if context.bars.opaqueNavigationBar.contains(controllerID) { insets.top = 0 }
        if context.bars.opaqueTabBar.contains(controllerID) { insets.bottom = 0 }
        return insets
    }

    /// A full-screen root's layout margins: the system's side margin (`SimulatedScreen.sideMargin`)
    /// inside the safe area (unless `insetsLayoutMarginsFromSafeArea="NO"`). Views laid out
    /// before safe areas (files saved before Xcode 9 whose root has no safe-area guide) had top
    /// and bottom margins of 0. A root that preserves its superview's margins keeps the window's
    /// 8 points at least on every side.
    func screenMargins(of root: ViewRecord, canvas: Size) -> EdgeInsets {
        let side = context.screen.sideMargin(canvasWidth: canvas.width)
        let safe = root.element[attribute: "insetsLayoutMarginsFromSafeArea"] == "NO" ? .zero : root.properties.safeArea
        let hasSafeArea = root.element.elements.contains { $0.name == "viewLayoutGuide" && $0[attribute: "key"] == "safeArea" }
            || context.screen.savedByXcode(since: SimulatedScreen.firstXcode9)
        var margins = EdgeInsets(
            top: hasSafeArea ? safe.top : 0, leading: safe.leading + side,
            bottom: hasSafeArea ? safe.bottom : 0, trailing: safe.trailing + side)
        if root.element.flag("preservesSuperviewLayoutMargins") {
            // The window around it has UIView's 8-pt margins, which the root then keeps at least.
            margins = margins.atLeast(.defaultMargins)
        }
        return margins
    }

    /// Raises the margins of views with `preservesSuperviewLayoutMargins` to their
    /// superview's, less the distance from the superview's edge (stored frames), parents first;
    /// views in `except` keep the margins they have.
    mutating func preserveSuperviewMargins(except: Set<String>) {
        for id in views.order where !except.contains(id) {
            guard let record = views.records[id], record.element.flag("preservesSuperviewLayoutMargins"), let parent = record.parent,
                  let frame = record.storedFrame, let parentRecord = views.records[parent], let parentFrame = parentRecord.storedFrame
            else { continue }
            let outer = parentRecord.properties.layoutMargins
            let reaching = EdgeInsets(
                top: outer.top - frame.y, leading: outer.leading - frame.x, bottom: outer.bottom - (parentFrame.height - frame.maxY),
                trailing: outer.trailing - (parentFrame.width - frame.maxX))
            views.records[id]!.properties.layoutMargins = record.properties.layoutMargins.atLeast(reaching)
        }
    }

    /// Readable-width margins only differ from the plain ones on wide screens.
    mutating func warnAboutReadableWidth(canvas: Size) {
        guard canvas.width > 600 else { return }
        for id in views.order where views.records[id]!.element.flag("layoutMarginsFollowReadableWidth") {
            warnings.append(ImportWarning(
                "layoutMarginsFollowReadableWidth on \"\(id)\" is not supported: its margins are the plain ones",
                line: views.records[id]!.element.position.line))
        }
    }

    /// Views kept at their stored frame: the `frame` property, or constraints when named or when
    /// their autoresizing mask follows the superview (`AutoresizingPins`). Subviews come first,
    /// as pinning a subview names its superview. Every other view keeps its stored frame as its
    /// `frame` too: the size it keeps where its constraints leave it undetermined, as in
    /// Interface Builder.
    mutating func keepAutoresizedFrames(named: Set<String>) -> [ReadConstraint] {
        var added: [ReadConstraint] = []
        var named = named
        for id in views.order.reversed() {
            guard let record = views.records[id], let frame = record.storedFrame, let parent = record.parent else { continue }
            guard record.keepsStoredFrame else {
                if frame.width >= 0, frame.height >= 0 { views.records[id]!.properties.frame = frame }
                continue
            }
            let parentSize = views.records[parent]?.storedFrame?.size
            // Cells and the like take their list's width (`ListSizedViews`), where the list's
            // own size may change: the root, or a list laid out by constraints or autoresizing
            // (a list kept at a fixed frame keeps its cells at theirs).
            if let list = views.records[parent], let listSize = parentSize, list.parent == nil || list.keepsStoredFrame || named.contains(parent),
               ListSizedViews.followsListWidth(record.element, frame: frame, list: list.element, listSize: listSize),
               frame.width >= 0, frame.height >= 0 {
                named.insert(parent)
                added += ListSizedViews.constraints(for: id, frame: frame, in: parent, listSize: listSize)
                    .map { ReadConstraint(constraint: $0, line: record.element.position.line) }
                continue
            }
            let mask = ListSizedViews.contentViewMask(of: record.element, otherwise: AutoresizingPins.Mask(of: record.element))
            let follows = parentSize != nil && mask.followsSuperview
            guard named.contains(id) || follows || frame.width < 0 || frame.height < 0 else {
                views.records[id]!.properties.frame = frame
                continue
            }
            named.insert(parent)
            let pins = AutoresizingPins.constraints(
                for: id, frame: frame, in: parent, parentSize: follows ? parentSize : nil, mask: mask)
            added += pins.map { ReadConstraint(constraint: $0, line: record.element.position.line) }
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
        let record = views.records[id]!
        return ViewTree(
            id: id, properties: record.properties, subviews: record.subviews.map { viewTree($0) },
            arranged: record.properties.stack == nil ? [] : record.arranged)
    }

    /// The stored frames of the document's views; those in `stale` contradict the file's required constraints.
    func storedFrames(of document: Document, stale: Set<String>) -> [StoredFrame] {
        document.depthFirstIDs.compactMap { id in
            guard let record = views.records[id], let alignment = record.storedFrame, let frame = record.drawnFrame,
                  let absolute = record.absoluteFrame
            else { return nil }
            return StoredFrame(
                id: id, className: record.element.name, customClass: record.element[attribute: "customClass"], frame: frame, alignmentFrame: alignment,
                absoluteFrame: absolute, misplaced: record.element.flag("misplaced"), ambiguous: record.element.flag("ambiguous"),
                hidden: record.properties.hidden, inHiddenSubtree: record.inHiddenSubtree,
                arrangedByStaleStack: record.parent.flatMap { views.records[$0] }.map { parent in
                    parent.arranged.contains(id) && (parent.element.flag("misplaced") || parent.element.flag("ambiguous"))
                } ?? false,
                contradictsRequiredConstraint: stale.contains(id), heightStandIn: storedHeightStandIn(of: record.element),
                outOfRange: record.absurdFrame)
        }
    }
}
