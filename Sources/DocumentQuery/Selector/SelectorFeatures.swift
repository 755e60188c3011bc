/// What a selector looks at beyond the views it tests and their superviews.
struct SelectorFeatures {
    /// `+`, `~`, `:first-arranged`, `:last-arranged`: whole arranged lists of superviews.
    var arrangedSiblings = false
    /// `:empty`, `subviewCount`, `arrangedCount`: how many children a view has.
    var childCounts = false

    init(_ list: SelectorList) {
        visit(list)
    }

    private mutating func visit(_ list: SelectorList) {
        for selector in list.selectors {
            if selector.combinators.contains(where: { $0 == .nextArranged || $0 == .laterArranged }) { arrangedSiblings = true }
            for condition in selector.compounds.flatMap(\.conditions) {
                switch condition {
                case .pseudo(.firstArranged), .pseudo(.lastArranged): arrangedSiblings = true
                case .pseudo(.empty): childCounts = true
                case .attribute(let predicate) where ["subviewCount", "arrangedCount"].contains(predicate.property.path[0]):
                    childCounts = true
                case .not(let inner): visit(inner)
                default: break
                }
            }
        }
    }
}
