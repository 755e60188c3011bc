/// Finds the views of a file that no imported document holds, so that the import says which it
/// left out and why (and `check-ib` counts them): views a size-class variation removes on the
/// design device, and views held where a document has no place for them (a cell's background
/// view, a text field's input accessory view, ...). The bars of navigation, tab bar and toolbar
/// controllers are not views of a scene: the safe area stands for them.
enum LeftOutViews {
    /// One warning per outermost view left out, naming its subviews left out with it; and how
    /// many views were left out in all. `imported`: the ids of every view of every document;
    /// `traits`: the design device's, which decide the masks. O(elements).
    static func warnings(in root: XMLElement, imported: Set<String>, traits: DeviceTraits) -> (warnings: [ImportWarning], count: Int) {
        let masks = MaskDecisions(root: root, traits: traits)
        var warnings: [ImportWarning] = []
        var count = 0
        func visit(_ element: XMLElement, parent: XMLElement?) {
            if let parent, let id = element[attribute: "id"], isView(element, in: parent), !imported.contains(id) {
                let inside = countViews(below: element)
                count += 1 + inside
                let why = !masks.isInstalled(id)
                    ? "a size-class variation removes it on the design device"
                    : "it is the \(element[attribute: "key"] ?? element.name) of <\(parent.name)>, which a document has no place for"
                let subviews = inside == 0 ? "" : " with its \(inside) subview\(inside == 1 ? "" : "s")"
                warnings.append(ImportWarning("the view \"\(id)\" (<\(element.name)>)\(subviews) is left out: \(why)", line: element.position.line))
                return
            }
            for child in element.elements { visit(child, parent: element) }
        }
        visit(root, parent: nil)
        return (warnings, count)
    }

    /// Whether `element`, held by `parent`, is a view: it has an id and a stored frame, is not a
    /// known non-view, and is not a container controller's bar.
    static func isView(_ element: XMLElement, in parent: XMLElement) -> Bool {
        guard element[attribute: "id"] != nil, element.element(named: "rect", key: "frame") != nil,
              !ViewClassMapping.nonViews.contains(element.name)
        else { return false }
        let isControllerPart = parent.name.hasSuffix("Controller") && element[attribute: "key"] != "view"
        return !isControllerPart
    }

    static func countViews(below element: XMLElement) -> Int {
        element.elements.reduce(0) { sum, child in
            sum + (isView(child, in: element) ? 1 : 0) + countViews(below: child)
        }
    }
}
