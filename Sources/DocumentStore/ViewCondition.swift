/// A condition on a view of a stored document, as readers of the store state it: in terms of
/// views, their fields and their relations, never of tables or SQL. The store alone decides how
/// to read it: which tables and indexes, and from which side a relation is looked up
/// (`ViewConditionSQL`). Conditions describe the documents as the store's state holds them, so
/// they hold only for documents whose state is current (`DocumentStateStatus.isCurrent`).
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
    /// The view's frame in the layout the store kept of its document (`storeLayouts`) compares
    /// so with the number. Only for documents whose stored layout is current.
    case storedFrame(FrameField, ViewComparison, Double)
    /// Some view related to this one by `relation` satisfies every condition of `conditions`.
    case related(ViewRelation, [ViewCondition])
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
