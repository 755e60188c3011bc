import DocumentStore

extension ViewColumnSet {
    /// The properties `list` reads (attribute predicates, and `hidden` for `:hidden` /
    /// `:visible`): rows read for matching carry only these, every other property keeping its
    /// default for the view's kind, which is sound because the matcher never looks at it.
    /// `name` is always read: every match reports it. `childCounts`: count children in the
    /// read as well.
    init(readBy list: SelectorList, childCounts: Bool = false) {
        var properties: Set<ViewPropertyGroup> = [.name]
        func visit(_ list: SelectorList) {
            for compound in list.selectors.flatMap(\.compounds) {
                for condition in compound.conditions {
                    switch condition {
                    case .attribute(let predicate):
                        if let group = ViewPropertyGroup(rawValue: predicate.property.path[0]) { properties.insert(group) }
                    case .pseudo(.hidden), .pseudo(.visible): properties.insert(.hidden)
                    case .not(let inner): visit(inner)
                    case .id, .pseudo: break
                    }
                }
            }
        }
        visit(list)
        self.init(properties: properties, childCounts: childCounts)
    }
}
