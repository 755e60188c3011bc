import StackLayout

extension DocumentDiff {
    /// A constraint both documents have under one id, between the same anchors, whose
    /// relation, multiplier, constant or priority changed, or that only moved in the list.
    public struct ConstraintChange: Hashable, Sendable {
        /// The constraint as the older document has it.
        public var old: LayoutConstraint
        /// The constraint as the newer document has it.
        public var new: LayoutConstraint

        /// `constant 48 -> 44, priority 750 -> 999`: what differs, in the order relation,
        /// multiplier, constant, priority; empty when only the place in the list changed.
        public var differences: String {
            var parts: [String] = []
            if old.relation != new.relation { parts.append("relation \(old.relation.rawValue) -> \(new.relation.rawValue)") }
            if old.multiplier != new.multiplier { parts.append("multiplier \(formatNumber(old.multiplier)) -> \(formatNumber(new.multiplier))") }
            if old.constant != new.constant { parts.append("constant \(formatNumber(old.constant)) -> \(formatNumber(new.constant))") }
            if old.priority != new.priority { parts.append("priority \(formatNumber(old.priority)) -> \(formatNumber(new.priority))") }
            return parts.joined(separator: ", ")
        }
    }

    /// The removed and added constraints that are one constraint changed: same id, same
    /// anchors. O(c) for c constraints of the diff.
    public var constraintChanges: [ConstraintChange] {
        let removedByID = Dictionary(constraintsRemoved.compactMap { c in c.id.map { ($0, c) } }, uniquingKeysWith: { first, _ in first })
        return constraintsAdded.compactMap { new in
            guard let id = new.id, let old = removedByID[id], old.first == new.first, old.second == new.second else { return nil }
            return ConstraintChange(old: old, new: new)
        }
    }
}
