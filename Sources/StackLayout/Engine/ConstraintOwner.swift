/// A unit of constraint generation: the engine compiles, installs and replaces constraints
/// owner by owner, so an edit recompiles only the owners it affects.
enum ConstraintOwner: Hashable, Sendable {
    /// The root at the canvas origin.
    case canvas
    /// A view's content size behaviour and fallbacks (`compileIntrinsicConstraints`).
    case intrinsic(Int)
    /// A non-arranged view's position in its superview (`compilePlacementConstraints`).
    case placement(Int)
    /// A stack's arrangement of its arranged subviews (`StackArrangement`).
    case arrangement(Int)
    /// The document constraint at an index.
    case document(Int)
    /// A subsystem root at its own origin.
    case origin(Int)
    /// A subsystem's cost profiles, standing in for it in its parent subsystem.
    case cost(Int)

    /// Install order within a subsystem (position first, then views in tie order, then the
    /// stand-ins, then document constraints in document order): a from-scratch build always
    /// adds constraints in this order, so the same required constraint breaks every time.
    func installOrder(ranks: [Double]) -> (Int, Double) {
        switch self {
        case .canvas: (0, 0)
        case .origin(let slot): (0, ranks[slot])
        case .intrinsic(let slot): (1, ranks[slot])
        case .placement(let slot): (2, ranks[slot])
        case .arrangement(let slot): (3, ranks[slot])
        case .cost(let slot): (4, ranks[slot])
        case .document(let index): (5, Double(index))
        }
    }
}

/// What an owner currently has installed, and where.
struct InstalledOwner {
    var subsystem: Int
    var constraints: [CompiledConstraint]
    /// One per constraint.
    var tokens: [Subsystem.Token]

    var hasBroken: Bool {
        tokens.contains { if case .broken = $0 { true } else { false } }
    }
}
