/// What a selector looks at beyond the views it tests and their superviews.
struct SelectorFeatures {
    /// `+`, `~`, `:first-arranged`, `:last-arranged` somewhere: arranged lists are needed.
    var arrangedSiblings = false
    /// Whether they are needed above the subject's own stack: a sibling step or an
    /// arranged-order pseudo-class on a compound matched against a superview (after a `>` or
    /// descendant step), or inside `:not(...)`. When false, only the arranged lists of the
    /// candidates' superviews are read.
    var arrangedSiblingsAboveSubject = false
    /// `:empty`, `subviewCount`, `arrangedCount`: how many children a view has.
    var childCounts = false

    init(_ list: SelectorList) {
        visit(list, nested: false)
    }

    private mutating func visit(_ list: SelectorList, nested: Bool) {
        for selector in list.selectors {
            // Right to left: compounds stay siblings of the subject until a `>` or descendant step.
            var aboveSubject = nested
            for index in selector.compounds.indices.reversed() {
                if usesArrangedOrder(selector.compounds[index], nested: nested) {
                    arrangedSiblings = true
                    if aboveSubject { arrangedSiblingsAboveSubject = true }
                }
                guard index > 0 else { break }
                switch selector.combinators[index - 1] {
                case .nextArranged, .laterArranged:
                    arrangedSiblings = true
                    if aboveSubject { arrangedSiblingsAboveSubject = true }
                case .child, .descendant:
                    aboveSubject = true
                }
            }
        }
    }

    /// Whether the compound tests arranged order, counting (and noting) what `:not` holds.
    private mutating func usesArrangedOrder(_ compound: CompoundSelector, nested: Bool) -> Bool {
        var uses = false
        for condition in compound.conditions {
            switch condition {
            case .pseudo(.firstArranged), .pseudo(.lastArranged): uses = true
            case .pseudo(.empty): childCounts = true
            case .attribute(let predicate) where ["subviewCount", "arrangedCount"].contains(predicate.property.path[0]):
                childCounts = true
            case .not(let inner):
                let before = arrangedSiblings
                visit(inner, nested: true)
                if arrangedSiblings && !before { uses = true }
            default: break
            }
        }
        return uses
    }
}
