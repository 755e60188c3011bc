/// Size-class variations: what a `<variation key=...>` child of a view changes on the design
/// device. The import, the arranged-view census and the list of views left out all read them
/// through these two, so that they agree on what applies.
extension XMLElement {
    /// The `<variation>` children that apply for `traits`, least specific first (`default`
    /// first, then by how many size-class conditions the key states).
    func matchingVariations(traits: DeviceTraits) -> [(specificity: Int, variation: XMLElement)] {
        var matching: [(specificity: Int, variation: XMLElement)] = []
        for variation in elements(named: "variation") {
            guard let key = variation[attribute: "key"], let specificity = traits.specificity(ofVariation: key) else { continue }
            matching.append((specificity, variation))
        }
        return matching.sorted { $0.specificity < $1.specificity }
    }

    /// The element with the attributes and child elements of every `<variation>` that applies
    /// for `traits` laid over its own (more specific variations last; a child replaces the
    /// element's children of the same name and `key`, such as its `<fontDescription>`; masks
    /// are left to `MaskDecisions`). O(variations × children).
    func applyingVariations(traits: DeviceTraits) -> XMLElement {
        let matching = matchingVariations(traits: traits)
        guard !matching.isEmpty else { return self }
        var result = self
        for (_, variation) in matching {
            for attribute in variation.attributes where attribute.name != "key" {
                if let index = result.attributes.firstIndex(where: { $0.name == attribute.name }) {
                    result.attributes[index].value = attribute.value
                } else {
                    result.attributes.append(attribute)
                }
            }
            for child in variation.elements where child.name != "mask" {
                result.children.removeAll { node in
                    guard case .element(let existing) = node else { return false }
                    return existing.name == child.name && existing[attribute: "key"] == child[attribute: "key"]
                }
                result.children.append(.element(child))
            }
        }
        return result
    }
}

/// Whether each constraint or subview named in a `<mask>` of a variation is installed on the
/// design device: the `include` or `exclude` of the most specific variation that applies and
/// names it decides (`default` counts 0 conditions; among equals the later one read). An id no
/// applying mask names is installed.
struct MaskDecisions {
    let traits: DeviceTraits
    private var decisions: [String: (specificity: Int, installed: Bool)] = [:]

    /// No decisions yet, for `traits`.
    init(traits: DeviceTraits) { self.traits = traits }

    /// The decisions of the masks of every element of the tree below `root` (`root` included). O(elements).
    init(root: XMLElement, traits: DeviceTraits) {
        self.init(traits: traits)
        var pending = [root]
        while let element = pending.popLast() {
            record(element)
            pending.append(contentsOf: element.elements)
        }
    }

    /// Records the masks of `element`'s variations that apply.
    mutating func record(_ element: XMLElement) {
        for (specificity, variation) in element.matchingVariations(traits: traits) {
            for mask in variation.elements(named: "mask") {
                for entry in mask.elements {
                    guard let reference = entry[attribute: "reference"], entry.name == "include" || entry.name == "exclude" else { continue }
                    if let existing = decisions[reference], existing.specificity > specificity { continue }
                    decisions[reference] = (specificity, entry.name == "include")
                }
            }
        }
    }

    /// Whether the constraint or view `id` is installed (true for nil and for ids no mask names).
    func isInstalled(_ id: String?) -> Bool {
        guard let id, let decision = decisions[id] else { return true }
        return decision.installed
    }
}
