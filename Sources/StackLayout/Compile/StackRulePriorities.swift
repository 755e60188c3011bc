/// The priorities UIKit gives the constraints a stack view generates, each owned by the rule
/// (`StackRule`, named after UIKit's constraint identifier) it belongs to. The compiled
/// system (`StackArrangement`, `StackAlignment`) and the closed forms (`ClosedFormStack`,
/// `EqualCentering`, `SceneGraph.leafProfile`) read them here and nowhere else.
extension StackRule {
    /// `UISV-hiding`: a hidden arranged view's length is zero, just below required.
    static let hidingPriority: LayoutPriority = 999.999

    /// `UISV-spanning-boundary` on the edge a leading or trailing alignment shares: just
    /// below required, so that a view that cannot reach it does not break the stack.
    static let sharedSpanningBoundaryPriority: LayoutPriority = 999.5

    /// `UISV-spanning-fit`: the spanner around the arranged views hugs them, just above the
    /// fitting-size level (50).
    static let spanningFitPriority: LayoutPriority = 51

    /// `UISV-canvas-fit`: an equalSpacing or equalCentering stack (and an aligned stack with
    /// one view) hugs its content, just below the fitting-size level (50).
    static let canvasFitPriority: LayoutPriority = 49

    /// `UISV-ambiguity-suppression`: a view not filling the cross axis keeps its resting length.
    static let ambiguitySuppressionPriority: LayoutPriority = 25

    /// `UISV-fill-proportionally`: 999 for the first arranged view and one less for each
    /// next, never below `fillProportionallyWeakestPriority`, so the last views absorb the error.
    static func fillProportionallyPriority(arrangedIndex: Int) -> LayoutPriority {
        max(999 - LayoutPriority(arrangedIndex), fillProportionallyWeakestPriority)
    }

    /// The lowest priority `UISV-fill-proportionally` takes (reached at the 249th arranged view).
    static let fillProportionallyWeakestPriority: LayoutPriority = 751

    /// `UISV-distributing-center`, equalCentering's equal gap after the view at `arrangedIndex`:
    /// 150 for the first and one less for each next, never below 50.
    static func distributingCenterPriority(arrangedIndex: Int) -> LayoutPriority {
        max(distributingCenterStrongestPriority - LayoutPriority(arrangedIndex), 50)
    }

    /// The highest priority `UISV-distributing-center` takes.
    static let distributingCenterStrongestPriority: LayoutPriority = 150
}
