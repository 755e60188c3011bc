/// The three-way merge of one value: the side that changed it wins; both changing it to the
/// same value agree; both changing it to different values is a conflict (`nil`).
package enum ThreeWayValue {
    /// The merged value of `base`, `ours` and `theirs`, or `nil` when both sides changed it differently.
    package static func merge<Value: Equatable>(base: Value, ours: Value, theirs: Value) -> Value? {
        if ours == theirs { return ours }
        if ours == base { return theirs }
        if theirs == base { return ours }
        return nil
    }
}
