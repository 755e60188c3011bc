import StackLayout

/// One arranged view of a stack in an Interface Builder file, with the frame Xcode stored for
/// it: what the fidelity count compares.
public struct ArrangedView: Hashable, Sendable {
    /// The view's id in the file.
    public var id: String
    /// The id of the stack that arranges it.
    public var stackID: String
    /// The frame as stored, relative to the stack.
    public var storedFrame: Rect
    /// Why the view is counted apart rather than compared, or nil when it is compared.
    public var setApart: ArrangedViewSetApart?
}

/// Why an arranged view is counted apart from the fidelity figure, judged from the file alone.
public enum ArrangedViewSetApart: String, CaseIterable, Hashable, Sendable, Comparable {
    /// The stored frames break a required size constraint of the file on its stack or on one
    /// of the stack's arranged views (or on a stack around it): Xcode computed them from an
    /// outdated layout.
    case staleStack
    /// Its stack lies inside a hidden view.
    case insideHiddenView
    /// Its size, or that of its stack's layout, comes from a loose JPEG or PNG, whose stored
    /// size Xcode derives from the file's DPI while it lays the view out at another.
    case imageFileSize

    /// The order of the cases.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Lists the arranged views of every stack of a file that the fidelity count compares: every
/// visible arranged view with a stored frame of a stack that is neither hidden nor flagged
/// `misplaced` / `ambiguous`, and that is not flagged itself (size-class variations applied for
/// `hidden`). Views whose stored frames cannot be trusted are listed with the reason
/// (`ArrangedViewSetApart`). Everything is judged from the file, whether or not the importer
/// made a document of the view. Cost: O(elements + constraints).
enum ArrangedViewCensus {
    /// The arranged views of the file whose root element is `root`, read for `traits`.
    static func arrangedViews(in root: XMLElement, traits: DeviceTraits) -> [ArrangedView] {
        let file = CensusFile(root: root, traits: traits)
        let stale = file.staleStacks()
        var tainted: [String: Bool] = [:]
        var result: [ArrangedView] = []
        for (stack, insideHidden) in file.stacks {
            let attributes = stack.applyingVariations(traits: traits)
            guard let stackID = stack[attribute: "id"], !stack.flag("misplaced"), !stack.flag("ambiguous"), !attributes.flag("hidden")
            else { continue }
            let stackTainted = file.usesImageFileSize(stack, memo: &tainted)
            for child in stack.element(named: "subviews")?.elements ?? [] {
                guard let id = child[attribute: "id"], !child.applyingVariations(traits: traits).flag("hidden"), !child.flag("misplaced"),
                      !child.flag("ambiguous"), let frame = try? child.element(named: "rect", key: "frame")?.rect()
                else { continue }
                var reason: ArrangedViewSetApart?
                if stale.contains(stackID) {
                    reason = .staleStack
                } else if insideHidden {
                    reason = .insideHiddenView
                } else if file.isSizedByImageFile(child) || stackTainted
                    || (child.name == "stackView" && file.isSizedByContent(child) && file.usesImageFileSize(child, memo: &tainted)) {
                    reason = .imageFileSize
                }
                result.append(ArrangedView(id: id, stackID: stackID, storedFrame: frame, setApart: reason))
            }
        }
        return result
    }
}

/// What the census reads from a file: its stacks, its constraints and its image resources.
private struct CensusFile {
    let traits: DeviceTraits
    /// Every `<stackView>` in document order, with whether a hidden view (not a root) holds it.
    var stacks: [(XMLElement, insideHidden: Bool)] = []
    var byID: [String: XMLElement] = [:]
    /// Every `<constraint>` with the id of the view whose `<constraints>` holds it.
    var constraints: [(XMLElement, owner: String?)] = []
    /// The constraints that name each item (a missing first item is the owner), in file order,
    /// with their first and second items.
    var constraintsByItem: [String: [(first: String?, second: String?, XMLElement)]] = [:]
    /// Names of images that are loose JPEG / PNG files (not asset-catalog entries).
    var imageFiles: Set<String> = []
    /// Names of system symbol images (`catalog="system"`).
    var symbols: Set<String> = []
    /// Whether each constraint a size-class variation masks is installed on the design device.
    var masks: MaskDecisions

    init(root: XMLElement, traits: DeviceTraits) {
        self.traits = traits
        masks = MaskDecisions(traits: traits)
        walk(root, insideHidden: false)
        for (constraint, owner) in constraints {
            let first = constraint[attribute: "firstItem"] ?? owner
            let second = constraint[attribute: "secondItem"]
            if let first { constraintsByItem[first, default: []].append((first, second, constraint)) }
            if let second, second != first { constraintsByItem[second, default: []].append((first, second, constraint)) }
        }
        for resources in root.elements(named: "resources") {
            for image in resources.elements(named: "image") {
                guard let name = image[attribute: "name"] else { continue }
                if image[attribute: "catalog"] == "system" {
                    symbols.insert(name)
                } else if [".jpg", ".jpeg", ".png"].contains(where: { name.lowercased().hasSuffix($0) }) {
                    imageFiles.insert(name)
                }
            }
        }
    }

    mutating func walk(_ element: XMLElement, insideHidden: Bool) {
        if let id = element[attribute: "id"], byID[id] == nil { byID[id] = element }
        if element.name == "stackView" { stacks.append((element, insideHidden)) }
        masks.record(element)
        for child in element.elements {
            switch child.name {
            case "constraints":
                for constraint in child.elements(named: "constraint") { constraints.append((constraint, element[attribute: "id"])) }
            case "variation":
                break // read by `masks`
            case "subviews":
                for view in child.elements { walk(view, insideHidden: insideHidden || view.flag("hidden")) }
            default:
                walk(child, insideHidden: insideHidden)
            }
        }
    }

    /// The stacks whose stored frames break a required size constraint of the file (a
    /// constant, or a size against a size, by more than a point) on the stack or one of its
    /// arranged views, and the stacks inside them. Constraints on system symbol images (laid
    /// out by their alignment rectangles, stored by their drawn frames) are not judged.
    func staleStacks() -> Set<String> {
        var items = Set<String>()
        for (constraint, owner) in constraints {
            guard masks.isInstalled(constraint[attribute: "id"]) else { continue }
            guard (try? constraint.number("priority", as: .priority)).flatMap({ $0 }) ?? 1000 >= 1000,
                  let first = constraint[attribute: "firstItem"] ?? owner, let firstAttribute = constraint[attribute: "firstAttribute"],
                  ["width", "height"].contains(firstAttribute), let firstSize = storedSize(of: first, firstAttribute)
            else { continue }
            let secondID = constraint[attribute: "secondItem"]
            let secondAttribute = constraint[attribute: "secondAttribute"]
            if secondID != nil || secondAttribute != nil, !["width", "height"].contains(secondAttribute ?? "") { continue }
            var second = 0.0
            if let secondID, let secondAttribute {
                guard let size = storedSize(of: secondID, secondAttribute) else { continue }
                second = size
            }
            let multiplier = constraint[attribute: "multiplier"].flatMap(ConstraintAttributes.multiplier) ?? 1
            let constant = (try? constraint.number("constant")).flatMap { $0 } ?? 0
            let error = firstSize - (multiplier * second + constant)
            let broken = switch constraint[attribute: "relation"] {
            case "greaterThanOrEqual": error < -1
            case "lessThanOrEqual": error > 1
            default: abs(error) > 1
            }
            if broken {
                items.insert(first)
                if let secondID { items.insert(secondID) }
            }
        }
        var stale = Set<String>()
        for (stack, _) in stacks {
            guard let id = stack[attribute: "id"] else { continue }
            let arranged = (stack.element(named: "subviews")?.elements ?? []).compactMap { $0[attribute: "id"] }
            guard items.contains(id) || arranged.contains(where: items.contains) else { continue }
            stale.insert(id)
            var pending = stack.elements
            while let element = pending.popLast() {
                if element.name == "stackView", let inner = element[attribute: "id"] { stale.insert(inner) }
                pending += element.elements
            }
        }
        return stale
    }

    /// The stored width or height of a view, nil for anything else (a guide, a symbol image).
    func storedSize(of id: String, _ attribute: String) -> Double? {
        guard let element = byID[id], !(element.name == "imageView" && symbols.contains(element[attribute: "image"] ?? "")),
              let frame = try? element.element(named: "rect", key: "frame")?.rect()
        else { return nil }
        return attribute == "width" ? frame.width : frame.height
    }

    /// Whether nothing but the view's content gives it its width or height: no equal constraint
    /// of a constant, an aspect ratio or a size relative to another view's on that axis, and no
    /// placeholder intrinsic size.
    func isSizedByContent(_ element: XMLElement, axis: String) -> Bool {
        guard let id = element[attribute: "id"] else { return true }
        let placeholder = axis == "width" ? "placeholderIntrinsicWidth" : "placeholderIntrinsicHeight"
        if element[attribute: placeholder] != nil { return false }
        for (first, second, constraint) in constraintsByItem[id] ?? [] {
            let firstAttribute = constraint[attribute: "firstAttribute"]
            let secondAttribute = constraint[attribute: "secondAttribute"]
            if first == id, firstAttribute == axis, second == nil, (constraint[attribute: "relation"] ?? "equal") == "equal" { return false }
            if first == id, second == id, firstAttribute == axis || secondAttribute == axis { return false }
            if firstAttribute == axis, secondAttribute == axis, second != nil, first != second { return false }
        }
        return true
    }

    func isSizedByContent(_ element: XMLElement) -> Bool {
        isSizedByContent(element, axis: "width") || isSizedByContent(element, axis: "height")
    }

    /// An image view showing a loose image file on an axis nothing else sizes.
    func isSizedByImageFile(_ element: XMLElement) -> Bool {
        element.name == "imageView" && imageFiles.contains(element[attribute: "image"] ?? "") && isSizedByContent(element)
    }

    /// Whether the stack's own layout uses the size of a loose image file: one of its visible
    /// arranged views is sized by one, or is a stack sized by its content that does.
    func usesImageFileSize(_ stack: XMLElement, memo: inout [String: Bool]) -> Bool {
        let id = stack[attribute: "id"] ?? ""
        if let known = memo[id] { return known }
        memo[id] = false
        var uses = false
        for child in stack.element(named: "subviews")?.elements ?? [] where !child.applyingVariations(traits: traits).flag("hidden") {
            if isSizedByImageFile(child) || (child.name == "stackView" && isSizedByContent(child) && usesImageFileSize(child, memo: &memo)) {
                uses = true
            }
        }
        memo[id] = uses
        return uses
    }
}
