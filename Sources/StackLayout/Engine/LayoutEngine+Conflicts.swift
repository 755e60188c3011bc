extension LayoutEngine {
    /// Whether the scene is cut into subsystems: `options.decomposition`, unless a conflict
    /// between required constraints has the whole system solved at once.
    var decomposes: Bool { options.decomposition && !solvesWhole }

    /// Whether the last pass broke a required constraint, or left a subsystem's content unable
    /// to take the size its parent gave it (a conflict that crosses a cut).
    var hasConflicts: Bool { !brokenOwners.isEmpty || !sizeFailures.isEmpty }

    /// `result`, or, if its pass was decomposed and broke a required constraint, the layout of
    /// the whole system solved at once: the constraint Auto Layout breaks is the last of the
    /// conflicting ones in the order the system is built (`ConstraintOwner.installOrder`), and
    /// only the whole system builds them all in that order. Cost: a build from scratch of the
    /// whole system, only when a required constraint breaks; the engine then stays whole until
    /// a pass has no conflict (`endConflictMode`).
    func resolvingConflicts(_ result: LayoutResult) -> LayoutResult {
        guard decomposes, hasConflicts else { return result }
        solvesWhole = true
        rebuild(scene!)
        runPass()
        return finishPass()
    }

    /// Before an edit: leaves whole-system solving if the last pass had no conflict, so that
    /// the edit is laid out decomposed again. Returns whether it did (everything must then be
    /// built again).
    func endConflictMode() -> Bool {
        guard solvesWhole, !hasConflicts else { return false }
        solvesWhole = false
        return true
    }
}
