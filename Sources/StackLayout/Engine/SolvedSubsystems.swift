/// How each subsystem of the partition is solved, and which regions are solved without cuts
/// (`LayoutEngine+Pass.swift`, `LayoutEngine+Windows.swift`, `LayoutEngine+Conflicts.swift`).
///
/// Built by the solve phase (`runPass`: a closed form or a simplex per subsystem, bottom-up)
/// and by window widening during the pass; read by the place phase (`place`), the fitting
/// lengths and the compile phase (a nested subsystem's stand-in is its profile).
/// `wholeRegions` is written by conflict resolution and frame guarding, and read when the
/// scene is cut into subsystems (`CompiledScene.cut`).
///
/// Invariants: after a pass, every subsystem of the partition has a solution and no other
/// key has one; a solution's profile is exact on its window, which holds the profile's
/// minimum.
struct SolvedSubsystems {
    /// Each subsystem's solution.
    var solutions = SubsystemTable<SubsystemSolution>()
    /// Subsystems solved without cuts inside, by view id, because required constraints
    /// conflicted in them (`LayoutEngine+Conflicts.swift`).
    var wholeRegions: Set<WholeRegion> = []
}
