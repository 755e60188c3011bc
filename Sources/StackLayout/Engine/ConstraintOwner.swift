/// A unit of constraint generation: the engine compiles, installs and replaces constraints
/// owner by owner, so an edit recompiles only the owners it affects. Most owners are per axis,
/// as subsystems are.
enum ConstraintOwner: Hashable, Sendable {
    /// The root at the canvas origin.
    case canvas(Axis)
    /// A view's content size behaviour and fallbacks (`compileIntrinsicConstraints`).
    case intrinsic(Int, Axis)
    /// A non-arranged view's position in its superview (`compilePlacementConstraints`).
    case placement(Int, Axis)
    /// A stack's distribution (its own axis) or alignment (the cross axis).
    case arrangement(Int, Axis)
    /// The document constraint at an index.
    case document(Int)
    /// A subsystem root at its own origin.
    case origin(Int, Axis)
    /// A subsystem's cost profile, standing in for it in its parent subsystem.
    case cost(Int, Axis)

    /// Install order within a subsystem (position first, then views in tie order, then the
    /// stand-ins, then document constraints in document order): a from-scratch build always
    /// adds constraints in this order, so the same required constraint breaks every time.
    func installOrder(ranks: [Double]) -> (Int, Double, Int) {
        switch self {
        case .canvas(let axis): (0, 0, axis.index)
        case .origin(let slot, let axis): (0, ranks[slot], axis.index)
        case .intrinsic(let slot, let axis): (1, ranks[slot], axis.index)
        case .placement(let slot, let axis): (2, ranks[slot], axis.index)
        case .arrangement(let slot, let axis): (3, ranks[slot], axis.index)
        case .cost(let slot, let axis): (4, ranks[slot], axis.index)
        case .document(let index): (5, Double(index), 0)
        }
    }
}

/// What an owner currently has installed, and where.
struct InstalledOwner {
    var subsystem: SubsystemKey
    var constraints: [CompiledConstraint]
    /// One per constraint.
    var tokens: [SimplexSubsystem.Token]

    var hasBroken: Bool {
        tokens.contains { if case .broken = $0 { true } else { false } }
    }
}
