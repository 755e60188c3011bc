// How it works. The engine compiles a scene into linear constraints (UIStackView's rules, content hugging and
// compression resistance, the document's constraints, fallbacks for what nothing determines)
// and solves them with a lexicographic simplex (`ConstraintSolver`). It is stateful: after the
// first `layout(_:)`, each later call (or mutation method) diffs the new scene against the
// previous one, recompiles only the affected constraints and updates the solver state in place.
//
// The scene is cut into subsystems, one per axis (see `Partition`): along each axis, every
// view with subviews whose inside does not touch the outside is solved on its own, and stands
// in its parent's system as an exact cost profile of its length. A stack of the common kinds
// is solved in closed form (`ClosedFormStack`), any other subsystem by the simplex
// (`SimplexSubsystem`). Cuts, profiles and closed forms are exact, so the result equals that
// of solving the whole system at once (`Options.decomposition = false` does that, for
// comparison), at a fraction of the cost; an edit re-solves only the subsystems on the path
// from the edit to the root, and re-reads only the subsystems whose place or solution changed
// (`Placement`).
//
// Exact, that is, while the required constraints can all hold. When they cannot, which one
// breaks depends on the order they meet in, and a cut changes that order: a subsystem's
// requirements reach its parent through its stand-in, ahead of the parent's own constraints.
// So where a pass breaks a required constraint, the subsystem is solved again without cuts
// inside it (widening to its parent while the conflict crosses its edge), and stays so while
// the conflict lasts (`LayoutEngine+Conflicts.swift`).
//
// Ties between equal priorities go to the lowest arranged index, expressed exactly as
// sub-levels of the priority order (see `tieRanks`); results never depend on the order in
// which constraints were added. Views nothing positions fall back to their superview's
// top-left corner, views without an intrinsic size on an axis to their resting length (their
// frame's, else zero), scroll views whose content nothing sizes to an empty content size; all
// fallbacks sit below every document priority. No frame holds a number that is not finite or
// beyond the layout range: where one would, its view is bounded and the conflict breaks a
// constraint (`LayoutEngine+FrameGuards.swift`).
//
// The engine's state is a few values, one file each, handed from phase to phase. The compile
// phase makes the `CompiledScene` (slots, graph, tie ranks, the document constraints resolved,
// the cut into subsystems): `rebuild(_:)` makes one and returns it, and an edit takes the
// engine's out, changes it in place (`update`, `LayoutEngine+Changes.swift`; helpers that change
// it take it `inout`) and puts it back. Every later phase receives it as a parameter
// (`_ compiled: CompiledScene`, or `in compiled:` for their helpers) and only reads it: the solve
// phase (`runPass(_:)`, `LayoutEngine+Pass.swift` and `+Windows.swift`) installs constraint
// owners into the `InstalledSystem` and solves each subsystem into the `SolvedSubsystems`; the
// place phase (`placeAll(_:)`, `+Place.swift`, `+ReadValues.swift`) reads the solutions into the
// `PlacedValues`; the result phase (`finishPass(_:changedSlots:)`, `+Results.swift`) reads those
// into the `LayoutResult` it returns, which conflict resolution (`+Conflicts.swift`) and frame
// guarding (`+FrameGuards.swift`) take and return in turn. `PassScratch` holds what an edit
// leaves for the next pass (dirty owners and subsystems) and what a pass measures (fitting
// lengths, refused sizes); `FrameGuards` the views whose frames are bounded. These stay the
// engine's properties, changed in place, as each pass reuses what the previous one left. Each
// file says which phase builds its value, which read it, and what holds of it.

/// Lays out scenes the way UIStackView and Auto Layout would (`Docs/layout.md` states the
/// rules), and lays them out again incrementally after edits.
///
/// `LayoutEngine.layout(_:)` lays out a scene once. An engine instance keeps its last scene:
/// after the first `layout(_:)`, each later `layout(_:)` or mutation (`setHidden`,
/// `updateViews`, `setConstraints`, `setCanvas`) re-solves only the part of the scene the
/// change reaches, so a small edit of a large scene costs far less than a fresh layout, and
/// gives the same frames.
///
/// Ties between equal priorities go to the lowest arranged index; results never depend on the
/// order in which constraints were given. Views nothing positions fall back to their
/// superview's top-left corner, views without an intrinsic size on an axis to their `frame`'s
/// length, else zero. A required constraint that cannot hold with the others (or only with a
/// number beyond `LayoutValueRange.maximumResult`) is left out and
/// reported in `LayoutResult.brokenConstraints`.
///
/// Numbers beyond `LayoutValueRange` (which a document never holds) are read as its nearest
/// numbers, or make the document constraint holding them broken: every layout is total and its
/// frames finite, whatever numbers a scene holds.
///
/// Not thread-safe: use an engine from one thread at a time.
public final class LayoutEngine {
    /// How the engine solves; every choice gives the same frames. Tests and benchmarks compare them.
    package struct Options: Hashable, Sendable {
        /// Solve independent subsystems separately (true) or the whole system at once (false).
        package var decomposition: Bool

        package init(decomposition: Bool = true) { self.decomposition = decomposition }
    }

    /// The version of the frames this engine computes. Raise it with any change that can move
    /// a frame: frames stored by an engine of another version (a store keeps each document's
    /// last query layout) are then computed again.
    package static let outputVersion = 4

    package let options: Options
    /// The scene of the last layout.
    public internal(set) var scene: LayoutScene?
    /// The result of the last layout.
    public internal(set) var result: LayoutResult?

    /// The current scene compiled (the compile phase); nil before the first layout. The compile
    /// phase (`rebuild`, `update`) makes or edits it, keeps it here for the next edit, and
    /// hands it to the later phases as a parameter (`runPass(_:)`, `finishPass(_:)`), which
    /// read it without copying it. Any change to it starts a new `PassScratch.generation`.
    var compiled: CompiledScene? { didSet { scratch.generation &+= 1 } }
    /// The constraints installed in the simplex subsystems (the solve phase).
    var system = InstalledSystem()
    /// Each subsystem's solution, and the regions solved without cuts (the solve phase).
    var solved = SolvedSubsystems()
    /// The values read out of the solutions, and what they were read from (the place phase).
    var readOut = PlacedValues()
    /// What an edit left for the next pass, and what the pass measured (every phase).
    var scratch = PassScratch()
    /// The views whose frames are bounded (frame guarding).
    var guards = FrameGuards()

    /// An engine with no scene yet: call `layout(_:)` before the mutation methods.
    public convenience init() { self.init(options: Options()) }

    /// An engine that solves as `options` says.
    package init(options: Options) { self.options = options }

    /// Lays out `scene` in one go: a fresh engine's first layout, O(views + constraints) for
    /// the common stacks, more where constraints couple many views.
    public static func layout(_ scene: LayoutScene) -> LayoutResult {
        layout(scene, options: Options())
    }

    /// Lays out `scene` in one go, solving as `options` says.
    package static func layout(_ scene: LayoutScene, options: Options) -> LayoutResult {
        LayoutEngine(options: options).layout(scene)
    }

    /// Lays out `scene`. The first call builds everything; later calls compare the scene with
    /// the previous one and update only what changed (O(views) to compare, plus the work of the
    /// affected subsystems).
    @discardableResult
    public func layout(_ scene: LayoutScene) -> LayoutResult {
        apply(scene)
    }

    // The mutation methods edit the current scene in place and tell `update` what changed, so
    // that an edit costs no comparison of the whole scene.

    /// Hides or shows one view of the current scene and returns the new layout. Call
    /// `layout(_:)` first (a precondition). An id not in the scene changes nothing.
    @discardableResult
    public func setHidden(_ hidden: Bool, forView id: String) -> LayoutResult {
        requireScene()
        guard let previous = scene!.views[id], previous.hidden != hidden else { return result! }
        scene!.views[id]!.hidden = hidden
        return update(previousViews: [id: previous], constraintsChanged: false)
    }

    /// Replaces views of the current scene (adding the new ones) and removes others, and returns
    /// the new layout. Structural edits go through here: to insert an arranged view, pass the new
    /// view and its stack with the updated `subviews` and `arranged`. Call `layout(_:)` first.
    @discardableResult
    public func updateViews(_ views: [LayoutView], removing removed: [String] = []) -> LayoutResult {
        requireScene()
        var previousViews: [String: LayoutView?] = [:]
        for id in views.map(\.id) + removed where previousViews[id] == nil { previousViews[id] = .some(scene!.views[id]) }
        for view in views { scene!.views[view.id] = view }
        for id in removed { scene!.views[id] = nil }
        return update(previousViews: previousViews, constraintsChanged: false)
    }

    /// Replaces the document constraints of the current scene and returns the new layout. Call
    /// `layout(_:)` first.
    @discardableResult
    public func setConstraints(_ constraints: [LayoutConstraint]) -> LayoutResult {
        requireScene()
        let changed = scene!.constraints != constraints
        scene!.constraints = constraints
        return update(previousViews: [:], constraintsChanged: changed)
    }

    /// Lays out the current scene on another canvas, in points, and returns the new layout.
    /// Call `layout(_:)` first.
    @discardableResult
    public func setCanvas(_ canvas: Size) -> LayoutResult {
        requireScene()
        scene!.canvas = canvas
        return update(previousViews: [:], constraintsChanged: false)
    }

    /// The canvas of the current scene as the engine lays it out: each side the nearest length
    /// within `LayoutValueRange` (the result reports this canvas).
    var canvas: Size { scene!.canvas.clampedToLayoutRange }

    private func requireScene() {
        precondition(scene != nil, "LayoutEngine: lay out a scene before editing it")
    }

    /// The compressed fitting size of a view of the current scene (`systemLayoutSizeFitting`
    /// with `UILayoutFittingCompressedSize`): its subtree and the constraints among its views,
    /// with a pull to zero size at priority 50. In points; nil for an id not in the current scene
    /// (or before the first layout).
    public func fittingSize(ofView id: String) -> Size? {
        guard let compiled, let slot = compiled.registry.slotOf[id], compiled.graph.contains(slot) else { return nil }
        return Size(width: fittingLength(of: slot, along: .horizontal, in: compiled), height: fittingLength(of: slot, along: .vertical, in: compiled))
    }
}
