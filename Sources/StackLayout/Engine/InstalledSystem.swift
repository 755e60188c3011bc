/// The constraints installed in the simplex subsystems, owner by owner
/// (`LayoutEngine+Pass.swift`).
///
/// Built by the solve phase (`runPass`, `install`, `rebuildSimplex`) and by window widening
/// (`reinstallCost`); read by the solve phase (which owners to take out or keep), conflict
/// resolution (`conflictRegions`) and the result phase (`brokenConstraints`).
///
/// Invariants: an owner is in `installed` exactly when it is in `ownersBySubsystem` under the
/// subsystem its record names, and that subsystem's solution is a simplex holding the
/// record's tokens; `brokenOwners` holds the installed owners with a broken token.
struct InstalledSystem {
    /// What each owner has installed, and where.
    var installed: [ConstraintOwner: InstalledOwner] = [:]
    /// Owners with a constraint the solver rejected.
    var brokenOwners: Set<ConstraintOwner> = []
    /// The installed owners of each subsystem.
    var ownersBySubsystem = SubsystemTable<Set<ConstraintOwner>>()
}
