import StackDocument

/// The merged list of an element's children: which child comes from where, in which order,
/// and where the two sides disagree about the order. The children are keyed by identity
/// (`ElementKeys`) and merged as an ordered list by `OrderedListMerge`, the rule document
/// merges follow too.
struct ChildrenPlan {
    /// Where one child of the merge comes from.
    typealias Item = OrderedListMerge.Item

    private let merge: OrderedListMerge
    /// The children in merged order.
    var items: [Item] { merge.items }
    /// Both sides reordered the children they kept, differently.
    var orderConflict: Bool { merge.orderConflict }

    /// Plans the children of `base` (nil: new on both sides), `ours` and `theirs`. `ordered`:
    /// whether the order carries meaning. `oursUnchanged(b, o)` says whether ours' child `o` is
    /// byte for byte the base's child `b`, and `theirsUnchanged` the same for theirs. O(c) for
    /// c children, plus the comparisons.
    init(
        base: SpanElement?, ours: SpanElement, theirs: SpanElement, ordered: Bool,
        oursUnchanged: (_ base: Int, _ ours: Int) -> Bool, theirsUnchanged: (_ base: Int, _ theirs: Int) -> Bool
    ) {
        merge = OrderedListMerge(
            base: base.map(ElementKeys.keys) ?? [], ours: ElementKeys.keys(of: ours), theirs: ElementKeys.keys(of: theirs),
            ordered: ordered, oursUnchanged: oursUnchanged, theirsUnchanged: theirsUnchanged)
    }
}
