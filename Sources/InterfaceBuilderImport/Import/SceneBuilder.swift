import StackDocument
import StackLayout

/// Builds one document from one scene's root view element: the view tree with each view's
/// properties (size-class variations applied), the constraints, and the stored frames.
///
/// Its state is five values (`SceneBuilder+State.swift`): the file's `context`, read only; the
/// scene's `controller`, set before the views are read; the `views` being built; the
/// `constraintInputs` gathered while they are read; and the `warnings`. Each extension says
/// which of them it reads and which it changes. Cost: O(views + constraints) for a scene.
struct SceneBuilder {
    /// One imported view, before it becomes part of a document.
    struct ViewRecord {
        var id: String
        var element: XMLElement
        var parent: String?
        var properties: ViewProperties
        var subviews: [String] = []
        var arranged: [String] = []
        /// The stored frame's alignment rectangle (what layout positions), relative to the superview.
        var storedFrame: Rect?
        /// The frame as stored (the view's drawn bounds).
        var drawnFrame: Rect?
        var absoluteFrame: Rect?
        /// Kept at its stored frame by autoresizing (translatesAutoresizingMaskIntoConstraints).
        var keepsStoredFrame: Bool
        var inHiddenSubtree: Bool
        /// The stored frame held a number out of range, read as 0 (`XMLElement.storedRect`).
        var absurdFrame = false
    }

    /// What the whole file says (its device, screen, bars, images, symbols and ids): made once
    /// per file by the importer, never changed, read by every part of the build.
    let context: FileContext
    /// The view controller whose view is the scene's root: set by the importer before the views
    /// are read (nothing for a xib's view or a view in a scene's dock), then only read.
    var controller = SceneController()
    /// The views being built: made by `addView` as the file is read, their properties then
    /// completed by `makeScene` (safe areas, margins, kept frames); read by everything that
    /// makes the document, its constraints and its stored frames.
    var views: SceneViews
    /// The constraint items and `<constraint>` elements met while the views are read
    /// (`readGuidesAndConstraints`, `bindControllerGuides`); read once all views are, by
    /// `readConstraints`.
    var constraintInputs = SceneConstraintInputs()
    /// What could not be imported as the file says, in the order met: every part appends, and
    /// `makeScene` returns them with the scene.
    var warnings: [ImportWarning] = []

    init(context: FileContext) {
        self.context = context
        views = SceneViews(masks: MaskDecisions(traits: context.traits))
    }

    // MARK: Variations

    /// The element with the variations that apply to the design device laid over it
    /// (`applyingVariations(traits:)`), its masks recorded.
    mutating func applyingVariations(_ element: XMLElement) -> XMLElement {
        views.masks.record(element)
        return element.applyingVariations(traits: context.traits)
    }

    // MARK: Views

    /// Reads the view `element` and its subtree below `parent`.
    mutating func addView(
        _ original: XMLElement, parent: String?, arranged: Bool, parentOrigin: (x: Double, y: Double), parentHidden: Bool
    ) throws(InterfaceBuilderImportError) {
        let element = applyingVariations(original)
        let id = try viewID(of: element, parent: parent)
        warnings += UnmodelledLayoutInput.warnings(forView: element, id: id)
        let kind = ViewClassMapping.kind(of: element.name)
        var properties = ViewProperties(kind: kind)
        properties.text = ViewNaming.text(of: element)
        properties.name = ViewNaming.name(of: element, text: properties.text, fallback: parent == nil ? controller.title : nil)
        properties.hidden = element.flag("hidden")
        properties.hugging = AxisPriorities(
            horizontal: try element.priority("horizontalHuggingPriority") ?? 250,
            vertical: try element.priority("verticalHuggingPriority") ?? 250)
        properties.compressionResistance = AxisPriorities(
            horizontal: try element.priority("horizontalCompressionResistancePriority") ?? 750,
            vertical: try element.priority("verticalCompressionResistancePriority") ?? 750)
        let margins = try element.layoutMargins()
        if let margins { properties.layoutMargins = margins }
        // A subview's absurd frame is a warning; the root's is the canvas, which must be read.
        let frameElement = element.element(named: "rect", key: "frame")
        var read: (rect: Rect, absurd: [String])?
        if let frameElement { read = parent == nil ? (try frameElement.rect(), []) : try frameElement.storedRect() }
        let drawn = read?.rect
        let absurdFrame = !(read?.absurd.isEmpty ?? true)
        if let read, let frameElement, absurdFrame {
            warnings.append(ImportWarning(
                "the stored frame of \"\(id)\" is out of range (\(read.absurd.joined(separator: ", "))): read as 0 there, and the view is not compared",
                line: frameElement.position.line))
        }
        let absolute = drawn.map { Rect(x: parentOrigin.x + $0.x, y: parentOrigin.y + $0.y, width: $0.width, height: $0.height) }
        let stored = drawn.map { $0.inset(by: ViewClassMapping.alignmentInsets(of: element.name)) }
        properties.intrinsicSize = try intrinsicSize(of: element, stored: stored)
        properties.baseline = naturalTextBaselines(
            of: element, storedHeight: stored?.height, intrinsicHeight: properties.intrinsicSize.height)
            ?? baselines(of: element, intrinsic: properties.intrinsicSize)
        if kind == .stack {
            properties.stack = try stackAttributes(of: element, hasMargins: margins != nil)
        }
        let keeps = parent != nil && !arranged
            && (element[attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO" || element.flag("fixedFrame"))
        let hiddenSubtree = parentHidden || properties.hidden
        views.records[id] = ViewRecord(
            id: id, element: element, parent: parent, properties: properties, storedFrame: stored, drawnFrame: drawn, absoluteFrame: absolute,
            keepsStoredFrame: keeps, inHiddenSubtree: hiddenSubtree, absurdFrame: absurdFrame)
        views.order.append(id)
        constraintInputs.items[id] = .view(id)
        if let parent { views.records[parent]!.subviews.append(id) }
        try readGuidesAndConstraints(of: element, view: id, kind: kind)
        let origin = absolute.map { ($0.x, $0.y) } ?? parentOrigin
        for (child, isArranged) in childViews(of: element) where views.masks.isInstalled(child[attribute: "id"]) {
            try addView(child, parent: id, arranged: isArranged && kind == .stack, parentOrigin: origin, parentHidden: hiddenSubtree)
            if isArranged && kind == .stack { views.records[id]!.arranged.append(views.records[id]!.subviews.last!) }
        }
        if kind == .stack { applyBaselineSystemSpacing(toStack: id) }
        if kind == .stack, views.records[id]!.arranged.isEmpty, element[attribute: "placeholderIntrinsicWidth"] == nil,
           element[attribute: "placeholderIntrinsicHeight"] == nil {
            // Interface Builder never squeezes a stack without arranged views below zero, and
            // stretches it before anything that hugs: zero content that resists compression
            // (at the stack's compression resistance) and hugs at the lowest priority.
            views.records[id]!.properties.intrinsicSize = IntrinsicSize(width: 0, height: 0)
            views.records[id]!.properties.hugging = AxisPriorities(horizontal: 1, vertical: 1)
        }
    }

    /// The view's IB id, or for the id-less content view of a cell, one made from its parent's.
    mutating func viewID(of element: XMLElement, parent: String?) throws(InterfaceBuilderImportError) -> String {
        if let id = element[attribute: "id"] {
            guard ViewID.isValid(id) else {
                throw InterfaceBuilderImportError("<\(element.name)> id \"\(id)\" is not a valid view id (letters, digits, '_', '-')", at: element.position)
            }
            guard views.records[id] == nil, constraintInputs.items[id] == nil else {
                throw InterfaceBuilderImportError("duplicate id \"\(id)\"", at: element.position)
            }
            return id
        }
        var base = "\(parent ?? "root")-\(element[attribute: "key"] ?? element.name)"
        base = String(base.unicodeScalars.filter { ViewID.isValid(String($0)) })
        var candidate = base
        var number = 2
        while views.records[candidate] != nil || context.definedIDs[candidate] != nil {
            candidate = "\(base)-\(number)"
            number += 1
        }
        return candidate
    }

    /// Subviews (`<subviews>` children, arranged in a stack), a cell's content view, a table's
    /// header and footer views, and the prototype and static cells of table and collection views
    /// (placed by their list, so kept at their frames).
    func childViews(of element: XMLElement) -> [(XMLElement, Bool)] {
        var children: [(XMLElement, Bool)] = []
        for child in element.elements {
            switch child.name {
            case "subviews": children += child.elements.map { ($0, true) }
            case "cells", "prototypes":
                children += child.elements.filter { $0.element(named: "rect", key: "frame") != nil }.map { ($0, false) }
            case "sections":
                for section in child.elements {
                    for cells in section.elements(named: "cells") {
                        children += cells.elements.filter { $0.element(named: "rect", key: "frame") != nil }.map { ($0, false) }
                    }
                }
            default:
                if let key = child[attribute: "key"], ViewClassMapping.placedViewKeys.contains(key), !ViewClassMapping.nonViews.contains(child.name) {
                    children.append((child, false))
                }
            }
        }
        return children
    }

    /// Layout guides (as constraint items) and `<constraints>` held by the view.
    mutating func readGuidesAndConstraints(of element: XMLElement, view id: String, kind: ViewKind) throws(InterfaceBuilderImportError) {
        for child in element.elements {
            switch child.name {
            case "keyboardLayoutGuide":
                guard let guideID = child[attribute: "id"] else { continue }
                guard constraintInputs.items[guideID] == nil, views.records[guideID] == nil else {
                    throw InterfaceBuilderImportError("duplicate id \"\(guideID)\"", at: child.position)
                }
                constraintInputs.items[guideID] = .keyboardGuide(view: id)
            case "viewLayoutGuide", "layoutGuide":
                guard let guideID = child[attribute: "id"] else { continue }
                guard constraintInputs.items[guideID] == nil, views.records[guideID] == nil else {
                    throw InterfaceBuilderImportError("duplicate id \"\(guideID)\"", at: child.position)
                }
                switch child[attribute: "key"] {
                case "safeArea": constraintInputs.items[guideID] = .guide(id, .safeArea)
                case "contentLayoutGuide" where kind == .scroll: constraintInputs.items[guideID] = .guide(id, .content)
                case "frameLayoutGuide" where kind == .scroll: constraintInputs.items[guideID] = .guide(id, .frame)
                default: constraintInputs.items[guideID] = .unsupported("layout guide \"\(guideID)\" (\(child[attribute: "key"] ?? child.name))")
                }
            case "constraints":
                for constraint in child.elements(named: "constraint") { constraintInputs.elements.append((constraint, id)) }
            default: break
            }
        }
    }

    // MARK: Properties

    func intrinsicSize(of element: XMLElement, stored: Rect?) throws(InterfaceBuilderImportError) -> IntrinsicSize {
        var size = IntrinsicSize.none
        switch ViewClassMapping.intrinsicSource(of: element) {
        case .none: break
        case .storedFrame:
            if let stored { size = IntrinsicSize(width: stored.width, height: stored.height) }
            if let natural = naturalTextHeight(of: element) { size.height = natural }
            if let natural = naturalTextWidth(of: element) { size.width = natural }
        case .storedHeight: if let stored { size.height = stored.height }
        case .image:
            if let name = element[attribute: "image"], let image = context.images[name] {
                size = IntrinsicSize(width: image.width, height: image.height)
            } else if let name = element[attribute: "image"], context.symbols.contains(name), let stored {
                // A system symbol is drawn at the configuration's size (about 20 x 19 for the
                // default), not its catalog size: the stored frame stands in for it.
                size = IntrinsicSize(width: stored.width, height: stored.height)
            }
        }
        func placeholder(_ name: String, _ current: Double?) throws(InterfaceBuilderImportError) -> Double? {
            guard let text = element[attribute: name] else { return current }
            if text == "infinite" { return nil }
            return try element.number(name)
        }
        size.width = try placeholder("placeholderIntrinsicWidth", size.width).map { max(0, $0) }
        size.height = try placeholder("placeholderIntrinsicHeight", size.height).map { max(0, $0) }
        return size
    }

    /// Baselines of labels, buttons and text fields from their font (see `FontMetrics`).
    func baselines(of element: XMLElement, intrinsic: IntrinsicSize) -> Baselines? {
        guard let defaultSize = ViewClassMapping.defaultFontSize(of: element.name), let height = intrinsic.height, height > 0 else {
            return nil
        }
        let font = FontMetrics(of: element, defaultSize: defaultSize)
        if element.name == "label" {
            let (first, last) = font.labelBaselines(height: height)
            return Baselines(first: first, last: last)
        }
        let baseline = font.controlBaseline(height: height)
        return Baselines(first: baseline, last: baseline)
    }

    func stackAttributes(of element: XMLElement, hasMargins: Bool) throws(InterfaceBuilderImportError) -> StackAttributes {
        var attributes = StackAttributes()
        func value<T: RawRepresentable>(_ name: String, _ type: T.Type) throws(InterfaceBuilderImportError) -> T? where T.RawValue == String {
            guard let text = element[attribute: name] else { return nil }
            guard let parsed = T(rawValue: text) else {
                throw InterfaceBuilderImportError("<stackView> has an unknown \(name) \"\(text)\"", at: element.position)
            }
            return parsed
        }
        attributes.axis = try value("axis", Axis.self) ?? .horizontal
        attributes.distribution = try value("distribution", Distribution.self) ?? .fill
        var alignment = try value("alignment", Alignment.self) ?? .fill
        // Interface Builder writes top / bottom on both axes; on a vertical stack they mean leading / trailing.
        switch (attributes.axis, alignment) {
        case (.vertical, .top): alignment = .leading
        case (.vertical, .bottom): alignment = .trailing
        case (.horizontal, .leading): alignment = .top
        case (.horizontal, .trailing): alignment = .bottom
        default: break
        }
        attributes.alignment = alignment
        if element[attribute: "spacingType"] == "standard" {
            attributes.spacing = .system
        } else {
            attributes.spacing = .points(try element.number("spacing") ?? 0)
        }
        attributes.baselineRelative = element.flag("baselineRelativeArrangement")
        attributes.marginsRelative = hasMargins || element.flag("layoutMarginsRelativeArrangement")
        return attributes
    }
}
