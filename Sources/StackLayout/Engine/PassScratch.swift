/// What one pass works from and leaves for the next: the owners and subsystems an edit made
/// dirty, the fitting lengths measured during the pass, and the sizes subsystems refused.
///
/// The change phase (`update`, `markAffected`, `rehome`) fills the dirty sets; the solve phase
/// (`runPass`) empties them, and empties the fitting caches when it starts; the fitting
/// lengths (`fittingLength(of:along:)`) fill the caches during the pass, and the solve phase
/// forgets a root's entry when its profile changes. The place phase (`placeAll`) writes
/// `sizeFailures`; the result phase (`finishPass`) and conflict resolution read them.
///
/// Invariants: between passes the dirty sets name only owners and subsystems to rebuild at
/// the next pass; a cached fitting length is the one the current scene gives.
struct PassScratch {
    /// Owners to recompile at the next pass.
    var dirty: Set<ConstraintOwner> = []
    /// Subsystems to re-solve at the next pass (besides those of dirty owners).
    var dirtySubsystems: Set<SubsystemKey> = []
    /// Fitting lengths by `VariableKey.raw` of the view's width or height, for the current pass.
    var fittingCache: [Int: Double] = [:]
    /// Fitting sizes of views whose subtree couples the axes, by slot, for the current pass.
    var temporaryFittingCache: [Int: Size] = [:]
    /// Subsystems whose content could not take the size their parent gave them.
    var sizeFailures: [BrokenConstraint] = []
    /// A number that changes whenever the compiled scene may have changed: with every change to
    /// the engine's compiled scene, and as each pass starts and ends. Within one generation a
    /// leaf's profile (`SceneGraph.leafProfile`) stays the same, so a closed form made again
    /// takes its leaves' profiles from the one it replaces (`ClosedFormStack.generation`).
    var generation = 0
}
