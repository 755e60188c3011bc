/// What compiling constraints needs to know beyond a view's own attributes.
struct CompileContext {
    let graph: SceneGraph
    /// Tie order per slot, in [0, 1): among equal priorities, a constraint on behalf of a view
    /// with a lower rank gives way first (so the lowest arranged index stretches first).
    let ranks: [Double]
    /// A view's fitting length along an axis (compressed, as `systemLayoutSizeFitting`), for
    /// fillProportionally lengths and the tallest baseline vendor.
    let fittingLength: (Int, Axis) -> Double

    var resolver: AnchorResolver { AnchorResolver(graph: graph, fittingHeight: { fittingLength($0, .vertical) }) }

    func rank(_ slot: Int) -> Double { ranks[slot] }
}
