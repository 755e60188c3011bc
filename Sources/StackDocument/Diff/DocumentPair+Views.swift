
/// The per-view entries of a diff that do not depend on orderings: views added, removed and
/// reparented, hidden flags and other properties.
extension DocumentPair {
    /// Views only `new` has, in `new`'s order, with their place and properties. O(n s) for
    /// n views with at most s siblings.
    var addedViews: [DocumentDiff.AddedView] {
        newOrder.filter { old[$0] == nil }.map { id in
            DocumentDiff.AddedView(view: id, position: new.position(of: id)!, properties: new[id]!.properties)
        }
    }

    /// Views only `old` has, in `old`'s order, with the place they had. O(n s).
    var removedViews: [DocumentDiff.RemovedView] {
        oldOrder.filter { new[$0] == nil }.map { id in
            DocumentDiff.RemovedView(view: id, position: old.position(of: id)!)
        }
    }

    /// Views of both documents whose superview changes, in `new`'s order. O(n s).
    var reparentedViews: [DocumentDiff.Reparent] {
        commonViews.filter { old[$0]!.parent != new[$0]!.parent }.map { id in
            DocumentDiff.Reparent(view: id, from: old.position(of: id)!, to: new.position(of: id)!)
        }
    }

    /// Views of both documents that become hidden, and those that become visible. O(n).
    var visibilityChanges: (hidden: [String], unhidden: [String]) {
        let flipped = commonViews.filter { old[$0]!.properties.hidden != new[$0]!.properties.hidden }
        return (flipped.filter { new[$0]!.properties.hidden }, flipped.filter { !new[$0]!.properties.hidden })
    }

    /// Every other property that differs on a view of both documents, in `new`'s order and
    /// `ViewProperty` order. O(n p) for p properties (custom spacing: O(k log k) for k entries).
    var propertyChanges: [DocumentDiff.PropertyChange] {
        commonViews.flatMap { id -> [DocumentDiff.PropertyChange] in
            let (before, after) = (old[id]!.properties, new[id]!.properties)
            guard before != after else { return [] }
            return ViewProperty.allCases.compactMap { property in
                guard property != .hidden, let oldValue = before.explicitJSONValue(of: property),
                    let newValue = after.explicitJSONValue(of: property), oldValue != newValue
                else { return nil }
                return DocumentDiff.PropertyChange(view: id, property: property, old: oldValue, new: newValue)
            }
        }
    }
}
