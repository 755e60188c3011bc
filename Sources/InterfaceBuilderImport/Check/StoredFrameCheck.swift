import StackDocument
import StackLayout

/// Lays an imported scene out at its canvas and compares every view's frame with the one
/// Interface Builder stored.
public enum StoredFrameCheck {
    /// A view whose frame differs from the stored one by more than the tolerance.
    public struct Miss: Hashable, Sendable {
        /// The view's id.
        public var id: String
        /// The Interface Builder element name (`label`, `stackView`, ...).
        public var className: String
        /// The frame the layout engine computed, in points, relative to the superview.
        public var ours: Rect
        /// The frame the file stored, in points, relative to the superview.
        public var stored: Rect
        /// The largest difference of x, y, width and height.
        public var deviation: Double
    }

    /// Why a view was not compared.
    public enum SkipReason: String, CaseIterable, Hashable, Sendable, Comparable {
        /// The root: it is the canvas.
        case root
        /// The stored frame holds a number out of range (`StoredFrame.outOfRange`).
        case outOfRange
        /// Hidden, or inside a hidden view: its stored frame means nothing.
        case hidden
        /// `misplaced="YES"`: Xcode knew its stored frame was stale.
        case misplaced
        /// `ambiguous="YES"`: Xcode picked an arbitrary frame.
        case ambiguous
        /// An arranged subview of a misplaced or ambiguous stack.
        case arrangedByStaleStack
        /// The stored frames break a required constraint of the file (see
        /// `StoredFrame.contradictsRequiredConstraint`): they are stale.
        case contradictsRequiredConstraint

        /// The order of the cases, in which the first reason that applies is counted.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The outcome for one scene.
    public struct Outcome: Sendable {
        /// The scene's document name.
        public var document: String
        /// How many views had their frames compared (the views not skipped that the layout holds).
        public var compared: Int
        /// How many compared views were within the tolerance.
        public var within: Int
        /// The compared views that were not, in depth-first order.
        public var misses: [Miss]
        /// Views left out: hidden (or in a hidden subtree), misplaced, ambiguous, arranged by a
        /// misplaced or ambiguous stack, contradicting a required constraint, the root.
        public var skipped: Int { skippedBecause.values.reduce(0, +) }
        /// The views left out, by reason (each view counted once, under its first reason in
        /// `SkipReason` order).
        public var skippedBecause: [SkipReason: Int]
        /// The constraints the layout broke.
        public var brokenConstraints: [BrokenConstraint]
        /// The compared views whose intrinsic height is their stored height, by why (their
        /// natural height is not known from the file): a match of their height is no evidence.
        public var heightFromStoredFrame: [StoredSizeStandIn: Int] = [:]
    }

    /// Why a stored frame is not compared, or nil when it is: judged from the file alone.
    package static func skipReason(_ stored: StoredFrame, rootID: String) -> SkipReason? {
        if stored.id == rootID { return .root }
        if stored.outOfRange { return .outOfRange }
        if stored.inHiddenSubtree { return .hidden }
        if stored.misplaced { return .misplaced }
        if stored.ambiguous { return .ambiguous }
        if stored.arrangedByStaleStack { return .arrangedByStaleStack }
        if stored.contradictsRequiredConstraint { return .contradictsRequiredConstraint }
        return nil
    }

    /// Compares frames relative to the superview (the layout's frames, which include a view's
    /// drawing beyond its alignment rectangle, with the stored frames), each of x, y, width and height within
    /// `tolerance` points. Views in hidden subtrees, misplaced or ambiguous views (their stored
    /// frames are stale or arbitrary), the arranged subviews of misplaced or ambiguous stacks
    /// (the stale arrangement placed them), views whose stored frames break a required constraint of the
    /// file (and frames placed from them), frames stored out of range and the root (it is the canvas) are
    /// skipped: each judged from the file alone.
    /// Cost: one layout of the scene plus O(views).
    public static func check(_ scene: ImportedScene, tolerance: Double = 1) -> Outcome {
        check(scene, laidOut: layout(scene), tolerance: tolerance)
    }

    /// The scene laid out at its canvas.
    static func layout(_ scene: ImportedScene) -> LayoutResult {
        LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas ?? .zero))
    }

    /// The check of every scene of a file (`check(_:tolerance:)`), and the fidelity count of its
    /// arranged views (`ArrangedViewOutcome`; the file imported with
    /// `InterfaceBuilderImportOptions.countsArrangedViews`, else none are counted): each scene
    /// laid out once. Cost: one layout per scene.
    public static func check(_ file: InterfaceBuilderFile, tolerance: Double = 1) -> (scenes: [Outcome], arranged: ArrangedViewOutcome) {
        var outcomes: [Outcome] = []
        var frames: [String: Rect] = [:]
        for scene in file.scenes {
            let result = layout(scene)
            outcomes.append(check(scene, laidOut: result, tolerance: tolerance))
            for view in result.views where frames[view.id] == nil { frames[view.id] = view.frame }
        }
        return (outcomes, ArrangedViewOutcome(views: file.arrangedViews, frames: frames, tolerance: tolerance))
    }

    static func check(_ scene: ImportedScene, laidOut result: LayoutResult, tolerance: Double) -> Outcome {
        let document = scene.document
        var outcome = Outcome(
            document: document.name, compared: 0, within: 0, misses: [], skippedBecause: [:], brokenConstraints: result.brokenConstraints)
        for stored in scene.storedFrames {
            if let reason = skipReason(stored, rootID: document.rootID) {
                outcome.skippedBecause[reason, default: 0] += 1
                continue
            }
            guard let ours = result.frame(of: stored.id) else { continue }
            outcome.compared += 1
            if let standIn = stored.heightStandIn { outcome.heightFromStoredFrame[standIn, default: 0] += 1 }
            let deviation = ours.deviation(from: stored.frame)
            if deviation <= tolerance {
                outcome.within += 1
            } else {
                outcome.misses.append(Miss(id: stored.id, className: stored.className, ours: ours, stored: stored.frame, deviation: deviation))
            }
        }
        return outcome
    }
}
