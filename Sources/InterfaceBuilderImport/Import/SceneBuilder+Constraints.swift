import StackDocument
import StackLayout

/// The scene's constraints: read from `constraintInputs`, with `views` (masks, fonts) and
/// `context` (the file's ids); appends to `warnings`.
extension SceneBuilder {
    /// A constraint read from the file, with the line it came from.
    struct ReadConstraint {
        var constraint: LayoutConstraint
        var line: Int
    }

    /// Every installed `<constraint>` of the scene as a document constraint. A missing item is
    /// the owning view; ids are the file's. Constraints on things a document cannot express
    /// (a `UILayoutGuide` of the file, the height of a top layout guide) are left out with a
    /// warning; a reference to an id that is not a view or guide of the scene is an error.
    mutating func readConstraints() throws(InterfaceBuilderImportError) -> [ReadConstraint] {
        var result: [ReadConstraint] = []
        var usedIDs = Set<String>()
        for (element, owner) in constraintInputs.elements where views.masks.isInstalled(element[attribute: "id"]) {
            let name = element[attribute: "id"].map { "constraint \"\($0)\"" } ?? "constraint"
            func failure(_ message: String) -> InterfaceBuilderImportError {
                InterfaceBuilderImportError("\(name): \(message)", at: element.position)
            }
            func attribute(_ key: String) throws(InterfaceBuilderImportError) -> LayoutAttribute? {
                guard let text = element[attribute: key], text != "notAnAttribute" else { return nil }
                guard let attribute = ConstraintAttributes.byName[text] else { throw failure("unknown \(key) \"\(text)\"") }
                return attribute
            }
            func item(_ key: String) throws(InterfaceBuilderImportError) -> ConstraintItem {
                guard let id = element[attribute: key] else { return .view(owner) }
                if let item = constraintInputs.items[id] { return item }
                if let line = context.definedIDs[id] {
                    throw failure("\(key) \"\(id)\" (line \(line)) is not a view or layout guide of this scene")
                }
                throw failure("\(key) \"\(id)\" does not exist in the file")
            }
            guard let firstAttribute = try attribute("firstAttribute") else { throw failure("has no firstAttribute") }
            let firstItem = try item("firstItem")
            let secondAttribute = try attribute("secondAttribute")
            let secondItem = secondAttribute == nil ? nil : try item("secondItem")
            if secondAttribute == nil, element[attribute: "secondItem"] != nil {
                throw failure("names a secondItem without a secondAttribute")
            }
            let relation: Relation
            if let text = element[attribute: "relation"] {
                guard let parsed = ConstraintAttributes.relations[text] else { throw failure("unknown relation \"\(text)\"") }
                relation = parsed
            } else {
                relation = .equal
            }
            var multiplier = 1.0
            if let text = element[attribute: "multiplier"] {
                guard let parsed = ConstraintAttributes.multiplier(text) else { throw failure("cannot read multiplier \"\(text)\"") }
                do {
                    try NumberRule.multiplier(relatesTwoAnchors: secondAttribute != nil).check(parsed)
                } catch {
                    throw failure("multiplier \"\(text)\": \(error)")
                }
                multiplier = parsed
            }
            var constant = try element.number("constant") ?? 0
            let priority = try element.priority("priority") ?? 1000
            guard let first = try anchor(firstItem, firstAttribute, element: element) else { continue }
            var second: Anchor?
            if let secondItem, let secondAttribute {
                guard let resolved = try anchor(secondItem, secondAttribute, element: element) else { continue }
                second = resolved
            }
            if let system = systemBaselineConstant(first, second, stored: constant, element: element) { constant = system }
            var id = element[attribute: "id"]
            if let given = id, !ViewID.isValid(given) || usedIDs.contains(given) { id = nil }
            if let id { usedIDs.insert(id) }
            let constraint = LayoutConstraint(
                id: id, first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, priority: priority)
            result.append(ReadConstraint(constraint: constraint, line: element.position.line))
        }
        return result
    }

    /// The document anchor for an attribute of an item; nil (with a warning) when a document
    /// cannot express it.
    mutating func anchor(_ item: ConstraintItem, _ attribute: LayoutAttribute, element: XMLElement) throws(InterfaceBuilderImportError) -> Anchor? {
        switch item {
        case .view(let view): return Anchor(view: view, attribute: attribute)
        case .guide(let view, let guide): return Anchor(view: view, guide: guide, attribute: attribute)
        case .topLayoutGuide(let root):
            switch attribute {
            case .top: return Anchor(view: root, attribute: .top)
            case .bottom: return Anchor(view: root, guide: .safeArea, attribute: .top)
            default: break
            }
        case .bottomLayoutGuide(let root):
            switch attribute {
            case .top: return Anchor(view: root, guide: .safeArea, attribute: .bottom)
            case .bottom: return Anchor(view: root, attribute: .bottom)
            default: break
            }
        case .keyboardGuide(let view):
            switch attribute {
            case .top: return Anchor(view: view, guide: .safeArea, attribute: .bottom)
            case .bottom, .leading, .trailing, .left, .right, .width, .centerX: return Anchor(view: view, attribute: attribute)
            default:
                warnings.append(ImportWarning(
                    "constraint \"\(element[attribute: "id"] ?? "?")\" on the \(attribute.rawValue) of a keyboard layout guide left out: documents cannot express it",
                    line: element.position.line))
                return nil
            }
        case .unsupported(let what):
            warnings.append(ImportWarning("constraint \"\(element[attribute: "id"] ?? "?")\" on \(what) left out: documents have no such guide", line: element.position.line))
            return nil
        }
        warnings.append(ImportWarning(
            "constraint \"\(element[attribute: "id"] ?? "?")\" on the \(attribute.rawValue) of a view controller layout guide left out: documents cannot express it",
            line: element.position.line))
        return nil
    }
}
