import DocumentStore

/// The part of a selector the store can answer before any document is read: a condition on
/// the subject view, stated in terms of views (`ViewCondition`), that every matching view
/// satisfies. How the store reads it is the store's business. It only prunes: views it lets
/// through are matched again in memory, so it may be looser than the selector, never stricter.
///
/// Pushed down: the kind, `#id`, `:hidden` / `:visible` / `:arranged` / `:not-arranged` /
/// `:root`, and comparisons of a property the store compares (`ViewField`) with a literal of
/// its type; for `A > B`, the same conditions on B's superview; for `A + B` and `A ~ B`, on an
/// earlier arranged sibling of B. With `storedFrames`, comparisons of `frame.*` with a number
/// go to the frames of the layouts the store kept: such a filter is only for documents whose
/// stored layout is current.
package struct CandidateFilter: Sendable, Hashable {
    /// The condition on the subject view.
    package var condition: ViewCondition
    /// The conditions of the compounds whose matches are all that relates the subject to them
    /// (nothing narrows the subject itself): the views such a filter reaches are those related
    /// to these, so their number says how broad a start it is (`CandidateReader.startsBroadly`).
    /// Only the cheap conditions, without the looks at each view's neighbours.
    package var startingPoints: [ViewCondition] = []

    /// The filter for `list`, or `nil` when some selector of the list has no condition the
    /// store can test (every view is then a candidate). `storedFrames`: test `frame.*` on the
    /// stored layouts too.
    package init?(_ list: SelectorList, storedFrames: Bool = false) {
        var parts: [ViewCondition] = []
        var startingPoints: [ViewCondition] = []
        for selector in list.selectors {
            var conditions = Self.conditions(selector.subject, storedFrames: storedFrames)
            if let combinator = selector.combinators.last, combinator != .descendant {
                let previousCompound = selector.compounds[selector.compounds.count - 2]
                let previous = Self.conditions(previousCompound, storedFrames: storedFrames)
                if !previous.isEmpty {
                    let relation: ViewRelation = switch combinator {
                    case .child: .superview
                    case .nextArranged: .previousArranged
                    case .laterArranged, .descendant: .earlierArranged
                    }
                    if conditions.isEmpty {
                        // Nothing narrows the subject itself: the views the compound before it
                        // matches are where its candidates come from.
                        let start = Self.conditions(previousCompound, probing: false, storedFrames: storedFrames)
                        startingPoints.append(.all(start))
                    }
                    conditions.append(.related(relation, previous))
                }
            }
            guard !conditions.isEmpty else { return nil }
            parts.append(.all(conditions))
        }
        condition = .any(parts)
        self.startingPoints = startingPoints
    }

    /// The conditions on one compound that the store can test. The conditions on siblings and
    /// subviews of `:first-arranged`, `:last-arranged` and `:empty` only refine other
    /// conditions: alone they would look at the neighbours of every view of the store, which
    /// costs more than reading the documents. `probing: false` leaves them out where a cheap
    /// test is wanted. `storedFrames`: test `frame.*` on the frames of the stored layouts.
    static func conditions(_ compound: CompoundSelector, probing: Bool = true, storedFrames: Bool = false) -> [ViewCondition] {
        var conditions: [ViewCondition] = []
        var probes: [ViewCondition] = []
        if let kind = compound.kind { conditions.append(.kind(kind)) }
        for condition in compound.conditions {
            switch condition {
            case .id(let id): conditions.append(.id(id))
            case .pseudo(let pseudo):
                switch pseudo {
                case .hidden: conditions.append(.hidden(true))
                case .visible: conditions.append(.hidden(false))
                case .arranged: conditions.append(.arranged(true))
                case .notArranged: conditions.append(.arranged(false))
                case .root: conditions.append(.root)
                case .firstArranged: probes.append(.arrangedEdge(.first))
                case .lastArranged: probes.append(.arrangedEdge(.last))
                case .empty: probes.append(.noSubviews)
                }
            case .attribute(let predicate):
                if let pushed = PropertyCondition.condition(predicate)
                    ?? (storedFrames ? PropertyCondition.storedFrameCondition(predicate) : nil)
                {
                    conditions.append(pushed)
                }
            case .not: break
            }
        }
        return !conditions.isEmpty && probing ? conditions + probes : conditions
    }
}
