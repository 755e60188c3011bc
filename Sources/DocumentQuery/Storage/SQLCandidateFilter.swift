import SQLiteDatabase

/// The part of a selector the `views` table can answer: a `WHERE` clause over the subject
/// view (alias `v`) that every matching view satisfies. It only prunes: views it lets through
/// are matched again in memory, so it may be looser than the selector, never stricter.
///
/// Pushed down: the kind, `#id`, `:hidden` / `:visible` / `:arranged` / `:not-arranged` /
/// `:root`, and comparisons of a property held in one column with a literal of the column's
/// type; for `A > B`, the same conditions on B's superview through its primary key; for
/// `A + B` and `A ~ B`, on an earlier arranged sibling of B (through the arranged-order index).
/// With `storedFrames`, comparisons of `frame.*` with a number go to the frames the store
/// kept (`head_frames`): such a filter is only for documents whose stored layout is current.
package struct SQLCandidateFilter: Sendable, Hashable {
    /// A boolean SQL expression over `views AS v`, with `?` placeholders.
    package var expression: String
    package var arguments: [SQLiteValue]
    /// The parts that start from the views an earlier compound matches (nothing narrows the
    /// subject itself): that compound's index-served conditions, to count how broad a start
    /// it is (`StateTableReader.startsBroadly`).
    package var startingPoints: [StartingPoint] = []

    /// The index-served conditions of a compound over `views AS v`, with `?` placeholders.
    package struct StartingPoint: Sendable, Hashable {
        package var expression: String
        package var arguments: [SQLiteValue]
    }

    /// The filter for `list`, or `nil` when some selector of the list has no condition the
    /// table can test (every view is then a candidate). `storedFrames`: test `frame.*` on the
    /// stored layouts too.
    package init?(_ list: SelectorList, storedFrames: Bool = false) {
        var parts: [String] = []
        var arguments: [SQLiteValue] = []
        var startingPoints: [StartingPoint] = []
        for selector in list.selectors {
            var conditions = Self.conditions(selector.subject, alias: "v", arguments: &arguments, storedFrames: storedFrames)
            if let combinator = selector.combinators.last, combinator != .descendant {
                var previousArguments: [SQLiteValue] = []
                let previous = Self.conditions(
                    selector.compounds[selector.compounds.count - 2], alias: "p", arguments: &previousArguments,
                    storedFrames: storedFrames)
                if !previous.isEmpty {
                    let earlier = previous.joined(separator: " AND ")
                    if conditions.isEmpty {
                        // Nothing narrows the subject itself: start from the views the compound
                        // before it matches (a list SQLite builds once), not from every view.
                        conditions.append(Self.reachedFrom(earlier, by: combinator))
                        var startArguments: [SQLiteValue] = []
                        let start = Self.conditions(
                            selector.compounds[selector.compounds.count - 2], alias: "v", arguments: &startArguments, probing: false,
                            storedFrames: storedFrames)
                        startingPoints.append(StartingPoint(expression: start.joined(separator: " AND "), arguments: startArguments))
                    } else if combinator == .child {
                        conditions.append(
                            "EXISTS (SELECT 1 FROM views AS p WHERE p.document_id = v.document_id AND p.id = v.parent AND "
                                + earlier + ")")
                    } else {
                        // `+`: nothing arranged between the two; `~`: anything may be.
                        let adjacent = combinator == .nextArranged
                            ? "AND NOT EXISTS (SELECT 1 FROM views AS middle WHERE middle.document_id = v.document_id "
                                + "AND middle.parent = v.parent AND middle.arranged_key > p.arranged_key "
                                + "AND middle.arranged_key < v.arranged_key) "
                            : ""
                        conditions.append("v.arranged_key IS NOT NULL")
                        conditions.append(
                            "EXISTS (SELECT 1 FROM views AS p WHERE p.document_id = v.document_id AND p.parent = v.parent "
                                + "AND p.arranged_key < v.arranged_key " + adjacent + "AND " + earlier + ")")
                    }
                    arguments += previousArguments
                }
            }
            guard !conditions.isEmpty else { return nil }
            parts.append("(" + conditions.joined(separator: " AND ") + ")")
        }
        expression = parts.joined(separator: " OR ")
        self.arguments = arguments
        self.startingPoints = startingPoints
    }

    /// `v` is among the views that `combinator` reaches from a view `p` meeting `earlier`: its
    /// subviews (`>`), the next arranged view after it (`+`) or any later one (`~`).
    private static func reachedFrom(_ earlier: String, by combinator: Combinator) -> String {
        switch combinator {
        case .child:
            return "(v.document_id, v.parent) IN (SELECT p.document_id, p.id FROM views AS p WHERE \(earlier))"
        case .nextArranged:
            return """
                (v.document_id, v.parent, v.arranged_key) IN (SELECT p.document_id, p.parent, \
                (SELECT min(n.arranged_key) FROM views AS n WHERE n.document_id = p.document_id AND n.parent = p.parent \
                AND n.arranged_key > p.arranged_key) FROM views AS p WHERE p.arranged_key IS NOT NULL AND \(earlier))
                """
        case .laterArranged:
            return """
                (v.document_id, v.id) IN (SELECT n.document_id, n.id FROM views AS p JOIN views AS n \
                ON n.document_id = p.document_id AND n.parent = p.parent AND n.arranged_key IS NOT NULL \
                AND n.arranged_key > p.arranged_key WHERE \(earlier))
                """
        case .descendant:
            preconditionFailure("descendants are not pushed down")
        }
    }

    /// The conditions on one compound that a row of `views AS alias` can test. The sibling
    /// and child probes of `:first-arranged`, `:last-arranged` and `:empty` only refine other
    /// conditions: alone they would probe every view of the store, which costs more than
    /// reading the documents. `probing: false` leaves them out where a cheap test is wanted.
    /// `storedFrames`: test `frame.*` on `head_frames`.
    static func conditions(
        _ compound: CompoundSelector, alias: String, arguments: inout [SQLiteValue], probing: Bool = true,
        storedFrames: Bool = false
    ) -> [String] {
        var conditions: [String] = []
        var probes: [String] = []
        if let kind = compound.kind {
            conditions.append("\(alias).kind = ?")
            arguments.append(.text(kind))
        }
        for condition in compound.conditions {
            switch condition {
            case .id(let id):
                conditions.append("\(alias).id = ?")
                arguments.append(.text(id))
            case .pseudo(let pseudo):
                switch pseudo {
                case .hidden: conditions.append("\(alias).hidden = 1")
                case .visible: conditions.append("\(alias).hidden = 0")
                case .arranged: conditions.append("\(alias).arranged_key IS NOT NULL")
                case .notArranged: conditions.append("\(alias).arranged_key IS NULL")
                case .root: conditions.append("\(alias).parent IS NULL")
                case .firstArranged, .lastArranged:
                    // No arranged sibling before (after) it: one probe of the arranged-order index.
                    let sibling = alias + "_sibling"
                    probes.append("\(alias).arranged_key IS NOT NULL")
                    probes.append(
                        "NOT EXISTS (SELECT 1 FROM views AS \(sibling) WHERE \(sibling).document_id = \(alias).document_id "
                            + "AND \(sibling).parent = \(alias).parent "
                            + "AND \(sibling).arranged_key \(pseudo == .firstArranged ? "<" : ">") \(alias).arranged_key)")
                case .empty:
                    let child = alias + "_child"
                    probes.append(
                        "NOT EXISTS (SELECT 1 FROM views AS \(child) WHERE \(child).document_id = \(alias).document_id "
                            + "AND \(child).parent = \(alias).id)")
                }
            case .attribute(let predicate):
                if let sql = PropertyColumn.condition(predicate, alias: alias, arguments: &arguments)
                    ?? (storedFrames ? PropertyColumn.storedFrameCondition(predicate, alias: alias, arguments: &arguments) : nil)
                {
                    conditions.append(sql)
                }
            case .not: break
            }
        }
        return !conditions.isEmpty && probing ? conditions + probes : conditions
    }
}
