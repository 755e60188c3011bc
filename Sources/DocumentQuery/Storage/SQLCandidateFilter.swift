import DocumentStore

/// The part of a selector the `views` table can answer (the store runs it in SQL): a condition
/// on the subject view that every matching view satisfies. It only prunes: views it lets
/// through are matched again in memory, so it may be looser than the selector, never stricter.
///
/// Pushed down: the kind, `#id`, `:hidden` / `:visible` / `:arranged` / `:not-arranged` /
/// `:root`, and comparisons of a property held in one column with a literal of the column's
/// type; for `A > B`, the same conditions on B's superview; for `A + B` and `A ~ B`, on an
/// earlier arranged sibling of B. With `storedFrames`, comparisons of `frame.*` with a number
/// go to the frames the store kept (`head_frames`): such a filter is only for documents whose
/// stored layout is current.
package struct SQLCandidateFilter: Sendable, Hashable {
    /// The condition on the subject view.
    package var condition: ViewCondition
    /// The parts that start from the views an earlier compound matches (nothing narrows the
    /// subject itself): that compound's index-served conditions, to count how broad a start
    /// it is (`StateTableReader.startsBroadly`).
    package var startingPoints: [ViewCondition] = []

    /// The filter for `list`, or `nil` when some selector of the list has no condition the
    /// table can test (every view is then a candidate). `storedFrames`: test `frame.*` on the
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
                        // Nothing narrows the subject itself: start from the views the compound
                        // before it matches (a list built once), not from every view.
                        conditions.append(.related(relation, previous, strategy: .listRelatives))
                        let start = Self.conditions(previousCompound, probing: false, storedFrames: storedFrames)
                        startingPoints.append(.all(start))
                    } else {
                        conditions.append(.related(relation, previous, strategy: .probeFromView))
                    }
                }
            }
            guard !conditions.isEmpty else { return nil }
            parts.append(.all(conditions))
        }
        condition = .any(parts)
        self.startingPoints = startingPoints
    }

    /// The conditions on one compound that the table can test. The sibling and child probes of
    /// `:first-arranged`, `:last-arranged` and `:empty` only refine other conditions: alone
    /// they would probe every view of the store, which costs more than reading the documents.
    /// `probing: false` leaves them out where a cheap test is wanted. `storedFrames`: test
    /// `frame.*` on `head_frames`.
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
