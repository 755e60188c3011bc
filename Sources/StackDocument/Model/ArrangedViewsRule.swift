/// The rule that a stack's arranged views are distinct subviews of that stack, and that only
/// stacks have arranged views: the one place it is written.
///
/// Callers name a stack's subviews in their own way (`ArrangeableSubviews`: by id, or by
/// position in the subviews' list) and turn an `ArrangedViewsViolation` into their own kind
/// of error. A caller that reads the arranged views one at a time (a snapshot's decoder) asks
/// `violation(isStack:hasArranged:)` once and `violation(arranging:at:among:)` for each view;
/// one that holds the whole list asks `firstViolation(isStack:arranged:among:)`.
package enum ArrangedViewsRule {
    /// `.notAStack` when a view that is not a stack has arranged views, else nil. O(1).
    @inlinable @inline(__always)
    package static func violation(isStack: Bool, hasArranged: Bool) -> ArrangedViewsViolation? {
        hasArranged && !isStack ? .notAStack : nil
    }

    /// Arranges `child`, the stack's arranged view at `index`, among `subviews`: the
    /// violation when it is not one of them or was arranged already, else nil (and `child` is
    /// then marked arranged). The cost of one `ArrangeableSubviews` lookup and mark.
    @inlinable @inline(__always)
    package static func violation<Subviews: ArrangeableSubviews>(
        arranging child: Subviews.Child, at index: Int, among subviews: inout Subviews
    ) -> ArrangedViewsViolation? {
        guard subviews.contains(child) else { return .notASubview(index: index) }
        guard subviews.markArranged(child) else { return .repeated(index: index) }
        return nil
    }

    /// The first way the arranged views `arranged` of a view (a stack when `isStack`) break
    /// the rule among its `subviews`, or nil when they keep it. O(arranged) lookups and marks.
    @inlinable
    package static func firstViolation<Subviews: ArrangeableSubviews>(
        isStack: Bool, arranged: some Collection<Subviews.Child>, among subviews: inout Subviews
    ) -> ArrangedViewsViolation? {
        if let violation = violation(isStack: isStack, hasArranged: !arranged.isEmpty) { return violation }
        for (index, child) in arranged.enumerated() {
            if let violation = violation(arranging: child, at: index, among: &subviews) { return violation }
        }
        return nil
    }
}

/// How a view's arranged views break `ArrangedViewsRule`; an index counts from the first
/// arranged view.
package enum ArrangedViewsViolation: Hashable, Sendable {
    /// The view has arranged views but is not a stack.
    case notAStack
    /// The arranged view at `index` is not one of the view's subviews.
    case notASubview(index: Int)
    /// The arranged view at `index` was arranged before, at a lower index.
    case repeated(index: Int)
}

extension ArrangedViewsViolation {
    /// The violation as a document's error: view `id`, whose arranged views are `arranged`,
    /// at `path` (the view's object in a JSON text; the error names its `arranged` key, and the
    /// view at fault in it).
    func documentError(view id: String, arranged: [String], at path: JSONPath?) -> DocumentError {
        switch self {
        case .notAStack:
            DocumentError("\"arranged\" applies to stack views only", at: path.map { $0 / "arranged" })
        case .notASubview(let index):
            DocumentError("arranged view \"\(arranged[index])\" is not a subview of \"\(id)\"", at: path.map { $0 / "arranged" / index })
        case .repeated(let index):
            DocumentError("view \"\(arranged[index])\" is arranged twice", at: path.map { $0 / "arranged" / index })
        }
    }
}
