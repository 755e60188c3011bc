/// The views whose frames the engine bounds (`LayoutEngine+FrameGuards.swift`).
///
/// Built by the read-out phase (`finishPass` notes the views it reads out of range) and by
/// `guardingFrames` (which bounds them and lays the scene out again); read by the compile
/// phase (`compile`, `constraintSystem`: a bounded view's bounds) and the solve phase
/// (`closedForm`: a stack that touches a bound goes to the simplex).
///
/// Invariants: `boundedViews` only grows while one scene is laid out again and again, and is
/// emptied before each edit (`dropGuards`); `outOfRangeViews` holds only views of the last
/// result.
struct FrameGuards {
    /// Views whose numbers the last result read are beyond the layout range (`guardingFrames`).
    var outOfRangeViews: Set<String> = []
    /// Views laid out with their numbers within the layout range, by id (`guardingFrames`).
    var boundedViews: Set<String> = []
}
