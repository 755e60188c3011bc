import ConstraintSolver

extension SceneGraph {
    /// A view's own cost along an axis from its intrinsic size and content priorities (a
    /// required priority is a hard limit), at the levels of its tie rank.
    func contentProfile(of slot: Int, along axis: Axis, ranks: [Double]) -> CostProfile {
        let (length, hugging, resistance) = contentAttributes(of: slot, along: axis)
        let subLevel = axis.index, rank = ranks[slot]
        let fallback = length == nil ? fallbackSizePriority(of: slot, along: axis) : StackLayout.fallbackSizePriority
        return CostProfile.content(
            length: length,
            hugging: PriorityLevel(priority: hugging, tieBreak: rank, subLevel: subLevel),
            resistance: PriorityLevel(priority: resistance, tieBreak: rank, subLevel: subLevel),
            fallback: PriorityLevel(priority: fallback, tieBreak: rank, subLevel: subLevel),
            restingLength: length == nil ? frameLength(of: slot, along: axis) : 0)
    }

    /// A leaf's whole cost along an axis: its content profile, plus, for an empty stack that
    /// distributes with equal spacing or centring along this axis, its canvas-fit pull (`StackRule.canvasFitPriority`).
    func leafProfile(of slot: Int, along axis: Axis, ranks: [Double]) -> CostProfile {
        let content = contentProfile(of: slot, along: axis, ranks: ranks)
        guard let attributes = self[slot].view.stack, attributes.axis == axis,
              attributes.distribution == .equalSpacing || attributes.distribution == .equalCentering
        else { return content }
        let canvasFit = PriorityLevel(priority: StackRule.canvasFitPriority, tieBreak: ranks[slot], subLevel: axis.index)
        return CostProfile.sum([content, .pull(toward: 0, at: canvasFit)])
    }
}
