import ConstraintSolver

/// The tie-break of the level that every view's content hugging and compression resistance of
/// one priority share (along one axis): the solver's summing level (`PriorityLevel.summingLevel`),
/// above the views' own tie ranks, which lie in (0, 1), and below the document constraints'
/// shared level (`documentPriorityTie`).
let contentPriorityTie = PriorityLevel.summingTieBreak

extension PriorityLevel {
    /// The level shared by every content priority equal to this one along the same axis: this
    /// level with its tie-break replaced by `contentPriorityTie`.
    var sharedContentLevel: PriorityLevel { summingLevel }
}

extension SymbolicWeight {
    /// The weight of a view's content hugging or compression resistance at `level` (its
    /// priority, its view's tie rank, its axis): a unit at the level that all content priorities
    /// of that priority and axis share, where the errors of every view add up (as Auto Layout
    /// sums the errors of one priority), and a unit at the view's own level just below it, which
    /// decides only between layouts whose sums are exactly equal (the lowest arranged index gives
    /// way first). So a row of three compressed views costs more than a row of two, wherever
    /// they sit. O(1), stored inline (`SymbolicWeight.init(summedAt:value:)`).
    static func summedWithinPriority(at level: PriorityLevel) -> SymbolicWeight {
        SymbolicWeight(summedAt: level)
    }
}
