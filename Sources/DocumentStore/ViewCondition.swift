/// A condition on a view of the `views` table, as readers of the store state it: in terms of
/// views, their fields and their relations, never of SQL. The store alone turns it into a query
/// (`ViewConditionSQL`). Conditions describe the state tables, so they hold only for documents
/// whose state is current (`DocumentStateStatus.isCurrent`).
package indirect enum ViewCondition: Sendable, Hashable {
    /// The view's kind is this one.
    case kind(String)
    /// The view has this id.
    case id(String)
    /// The field compares so with the value. A NULL field satisfies only `.notEqual`.
    case compare(ViewField, ViewComparison, ViewFieldValue)
    /// The field holds a value: a flag that is set, any other field not NULL.
    case present(ViewField)
    /// The field is NULL.
    case absent(ViewField)
    /// The view's `hidden` flag is this.
    case hidden(Bool)
    /// The view is (or is not) one of its superview's arranged views.
    case arranged(Bool)
    /// The view has no superview.
    case root
    /// The view is arranged and no arranged sibling comes before it (`.first`) or after it (`.last`).
    case arrangedEdge(ArrangedEdge)
    /// The view has no subviews.
    case noSubviews
    /// The stored frame (table `head_frames`) of the view compares so with the number. Only for
    /// documents whose stored layout is current.
    case storedFrame(FrameField, ViewComparison, Double)
    /// Some view related to this one by `relation` satisfies every condition of `conditions`.
    /// `strategy` says how to look (both give the same views).
    case related(ViewRelation, [ViewCondition], strategy: RelationStrategy)
    /// Every condition holds (true when empty).
    case all([ViewCondition])
    /// Some condition holds (false when empty).
    case any([ViewCondition])
}

/// How a field compares with a value.
package enum ViewComparison: Sendable, Hashable {
    case equal
    /// Unequal, or the field is NULL.
    case notEqual
    case less, lessOrEqual, greater, greaterOrEqual
}

/// A value a field is compared with; its case must be the field's type (`ViewField.type`).
package enum ViewFieldValue: Sendable, Hashable {
    case text(String)
    case real(Double)
    case flag(Bool)
}

/// The first or the last of a stack's arranged views.
package enum ArrangedEdge: Sendable, Hashable {
    case first, last
}

/// A field of a stored frame.
package enum FrameField: String, CaseIterable, Sendable, Hashable {
    case x, y, width, height
}

/// How another view relates to the view a condition is about.
package enum ViewRelation: Sendable, Hashable {
    /// It is the view's superview.
    case superview
    /// It is the arranged view just before the view, in the same stack.
    case previousArranged
    /// It is an arranged view before the view, in the same stack.
    case earlierArranged
}

/// Which side of a relation a query starts from.
package enum RelationStrategy: Sendable, Hashable {
    /// From the view: each view the other conditions let through looks its relative up
    /// (through an index). For when other conditions narrow the view.
    case probeFromView
    /// From the relatives: the views satisfying the related conditions are listed once, then
    /// the views they reach. For when nothing else narrows the view.
    case listRelatives
}
