/// A `ViewCondition` as SQL: a boolean expression over `views AS alias`, with `?` placeholders
/// and their arguments in order. Standard SQL only (row values, `IS DISTINCT FROM`, correlated
/// subqueries), so that every backend runs it. Each relation and probe gets its own alias,
/// derived from the alias it hangs off, so that nested conditions never clash.
///
/// The store chooses how each relation is looked up (`RelationLookup`), from what else the
/// condition says of the view: readers state only which views they want.
struct ViewConditionSQL {
    private(set) var text = ""
    private(set) var arguments: [StoreValue] = []

    /// `condition` over the rows of `views AS alias`.
    init(_ condition: ViewCondition, alias: String = "v") {
        text = render(condition, alias, narrowed: false)
    }

    /// `condition` over `views AS a`; `narrowed`: other conditions on the same view stand
    /// beside it (joined by AND), so that few rows reach it.
    private mutating func render(_ condition: ViewCondition, _ a: String, narrowed: Bool) -> String {
        switch condition {
        case .kind(let kind):
            return bind("\(a).kind = ?", .text(kind))
        case .id(let id):
            return bind("\(a).id = ?", .text(id))
        case .compare(let field, let comparison, let value):
            return bind("\(a).\(field.column) \(Self.operator(comparison)) ?", Self.value(value))
        case .present(let field):
            return field.type == .flag ? "\(a).\(field.column) = 1" : "\(a).\(field.column) IS NOT NULL"
        case .absent(let field):
            return "\(a).\(field.column) IS NULL"
        case .hidden(let hidden):
            return "\(a).hidden = \(hidden ? 1 : 0)"
        case .arranged(let arranged):
            return "\(a).arranged_key IS \(arranged ? "NOT NULL" : "NULL")"
        case .root:
            return "\(a).parent IS NULL"
        case .arrangedEdge(let edge):
            // No arranged sibling before (after) it: one probe of the arranged-order index.
            let s = a + "_sibling"
            return "\(a).arranged_key IS NOT NULL AND NOT EXISTS (SELECT 1 FROM views AS \(s) WHERE \(s).document_id = \(a).document_id "
                + "AND \(s).parent = \(a).parent AND \(s).arranged_key \(edge == .first ? "<" : ">") \(a).arranged_key)"
        case .noSubviews:
            let c = a + "_child"
            return "NOT EXISTS (SELECT 1 FROM views AS \(c) WHERE \(c).document_id = \(a).document_id AND \(c).parent = \(a).id)"
        case .storedFrame(let field, let comparison, let number):
            // A primary-key probe per row the other conditions let through: cheaper than listing
            // the frames that pass first, even when no other condition narrows the views.
            let f = a + "_frame"
            return bind(
                "EXISTS (SELECT 1 FROM head_frames AS \(f) WHERE \(f).document_id = \(a).document_id AND \(f).view_id = \(a).id "
                    + "AND \(f).\(field.rawValue) \(Self.operator(comparison)) ?)", .real(number))
        case .related(let relation, let conditions):
            return related(relation, conditions, RelationLookup(narrowed: narrowed), a)
        case .all(let conditions):
            return group(conditions, joinedBy: " AND ", empty: "1 = 1", a, narrowed: narrowed || conditions.count > 1)
        case .any(let conditions):
            // Each alternative stands alone: what narrows one does not narrow the others.
            return group(conditions, joinedBy: " OR ", empty: "1 = 0", a, narrowed: narrowed)
        }
    }

    /// Conditions joined, in parentheses when there are several.
    private mutating func group(
        _ conditions: [ViewCondition], joinedBy separator: String, empty: String, _ a: String, narrowed: Bool
    ) -> String {
        guard conditions.count != 1 else { return render(conditions[0], a, narrowed: narrowed) }
        guard !conditions.isEmpty else { return empty }
        var parts: [String] = []
        for condition in conditions { parts.append(render(condition, a, narrowed: narrowed)) }
        return "(" + parts.joined(separator: separator) + ")"
    }

    /// Every condition of `conditions` over `views AS alias`, joined by AND.
    private mutating func conjunction(_ conditions: [ViewCondition], _ alias: String) -> String {
        var parts: [String] = []
        for condition in conditions { parts.append(render(condition, alias, narrowed: conditions.count > 1)) }
        return parts.isEmpty ? "1 = 1" : parts.joined(separator: " AND ")
    }

    private mutating func related(_ relation: ViewRelation, _ conditions: [ViewCondition], _ strategy: RelationLookup, _ a: String) -> String {
        let r = a + "_rel"
        switch (relation, strategy) {
        case (.superview, .probeFromView):
            // The superview through its primary key.
            let head = "EXISTS (SELECT 1 FROM views AS \(r) WHERE \(r).document_id = \(a).document_id AND \(r).id = \(a).parent AND "
            return head + conjunction(conditions, r) + ")"
        case (.previousArranged, .probeFromView), (.earlierArranged, .probeFromView):
            // An earlier arranged sibling through the arranged-order index; for the previous one,
            // nothing arranged between the two.
            let m = a + "_mid"
            let adjacent = relation == .previousArranged
                ? "AND NOT EXISTS (SELECT 1 FROM views AS \(m) WHERE \(m).document_id = \(a).document_id "
                    + "AND \(m).parent = \(a).parent AND \(m).arranged_key > \(r).arranged_key "
                    + "AND \(m).arranged_key < \(a).arranged_key) "
                : ""
            let head = "\(a).arranged_key IS NOT NULL AND EXISTS (SELECT 1 FROM views AS \(r) WHERE \(r).document_id = \(a).document_id "
                + "AND \(r).parent = \(a).parent AND \(r).arranged_key < \(a).arranged_key " + adjacent + "AND "
            return head + conjunction(conditions, r) + ")"
        case (.superview, .listRelatives):
            // The subviews of the views that match: a list the engine builds once.
            return "(\(a).document_id, \(a).parent) IN (SELECT \(r).document_id, \(r).id FROM views AS \(r) WHERE "
                + conjunction(conditions, r) + ")"
        case (.previousArranged, .listRelatives):
            let n = a + "_next"
            return "(\(a).document_id, \(a).parent, \(a).arranged_key) IN (SELECT \(r).document_id, \(r).parent, "
                + "(SELECT min(\(n).arranged_key) FROM views AS \(n) WHERE \(n).document_id = \(r).document_id "
                + "AND \(n).parent = \(r).parent AND \(n).arranged_key > \(r).arranged_key) "
                + "FROM views AS \(r) WHERE \(r).arranged_key IS NOT NULL AND " + conjunction(conditions, r) + ")"
        case (.earlierArranged, .listRelatives):
            let n = a + "_next"
            return "(\(a).document_id, \(a).id) IN (SELECT \(n).document_id, \(n).id FROM views AS \(r) JOIN views AS \(n) "
                + "ON \(n).document_id = \(r).document_id AND \(n).parent = \(r).parent AND \(n).arranged_key IS NOT NULL "
                + "AND \(n).arranged_key > \(r).arranged_key WHERE " + conjunction(conditions, r) + ")"
        }
    }

    private mutating func bind(_ sql: String, _ value: StoreValue) -> String {
        arguments.append(value)
        return sql
    }

    private static func `operator`(_ comparison: ViewComparison) -> String {
        switch comparison {
        case .equal: "="
        case .notEqual: "IS DISTINCT FROM"
        case .less: "<"
        case .lessOrEqual: "<="
        case .greater: ">"
        case .greaterOrEqual: ">="
        }
    }

    private static func value(_ value: ViewFieldValue) -> StoreValue {
        switch value {
        case .text(let text): .text(text)
        case .real(let real): .real(real)
        case .flag(let flag): .integer(flag ? 1 : 0)
        }
    }
}

/// From which side the SQL looks a relation up (both give the same views): the store's choice.
enum RelationLookup: Hashable {
    /// From the view: each view the other conditions let through looks its relative up
    /// (through an index). For when other conditions narrow the view.
    case probeFromView
    /// From the relatives: the views satisfying the related conditions are listed once, then
    /// the views they reach. For when nothing else narrows the view, where probing from every
    /// view would read them all.
    case listRelatives

    /// The lookup for a relation that other conditions on the view stand beside (`narrowed`),
    /// or that is all the condition says of the view.
    init(narrowed: Bool) {
        self = narrowed ? .probeFromView : .listRelatives
    }
}
