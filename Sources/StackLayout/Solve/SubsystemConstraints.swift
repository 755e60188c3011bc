import ConstraintSolver

/// A subsystem's root sits at the origin of its own system (its frame comes from the parent).
func compileSubsystemOrigin(root: Int, axis: Axis, into sink: inout ConstraintSink) {
    sink.add(RectForm(slot: root).leading(axis), .equal, .constant(0), origin: .subsystemOrigin, subject: root)
}

/// The stand-in for a nested subsystem in its parent: soft bounds on the root's length whose
/// costs add up to the nested subsystem's optimal cost (`CostProfile.hinges`), and its hard
/// limits as required bounds. O(breakpoints).
func compileCostProfile(root: Int, axis: Axis, profile: CostProfile, into sink: inout ConstraintSink) {
    let length = RectForm(slot: root).length(axis)
    for hinge in profile.hinges {
        sink.add(length, hinge.isUpper ? .lessThanOrEqual : .greaterThanOrEqual, .constant(hinge.threshold),
                 strength: .weight(hinge.weight), origin: .subsystemCost, subject: root)
    }
    if let lower = profile.lowerLimit {
        sink.add(length, .greaterThanOrEqual, .constant(lower), origin: .subsystemCost, subject: root)
    }
    if let upper = profile.upperLimit {
        sink.add(length, .lessThanOrEqual, .constant(upper), origin: .subsystemCost, subject: root)
    }
}

/// The pull to zero size that defines the compressed fitting size; its tie order sits below
/// every view's, so a compression resistance of exactly 50 still wins.
func compileFittingPull(root: Int, axis: Axis, into sink: inout ConstraintSink) {
    sink.add(RectForm(slot: root).length(axis), .equal, .constant(0), priority: fittingSizePriority, tie: -1, axis: axis,
             origin: .fallbackSize, subject: root)
}

extension CostProfile {
    /// Where a soft `t == 0` at the fitting-size level moves the minimum: the fitting length.
    /// `axis` is the axis the profile measures (it sets the pull's sub-level).
    func fittingLength(along axis: Axis) -> Double {
        let level = PriorityLevel(priority: fittingSizePriority, tieBreak: -1, subLevel: axis == .vertical ? 1 : 0)
        return adding(pullToward: 0, weight: SymbolicWeight(level: level)).minimizer
    }
}
