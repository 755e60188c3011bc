import StackDocument
import StackLayout

/// Lays an imported scene out at its canvas and compares every view's frame with the one
/// Interface Builder stored.
public enum StoredFrameCheck {
    /// A view whose frame differs from the stored one by more than the tolerance.
    public struct Miss: Hashable, Sendable {
        public var id: String
        public var className: String
        public var ours: Rect
        public var stored: Rect
        /// The largest difference of x, y, width and height.
        public var deviation: Double
    }

    /// The outcome for one scene.
    public struct Outcome: Sendable {
        public var document: String
        public var compared: Int
        public var within: Int
        public var misses: [Miss]
        /// Views left out: hidden (or in a hidden subtree), misplaced, ambiguous, arranged by a
        /// misplaced or ambiguous stack, the root.
        public var skipped: Int
        public var brokenConstraints: [BrokenConstraint]
    }

    /// Compares frames relative to the superview (the stored frame's alignment rectangle), each of x, y, width and height within
    /// `tolerance` points. Views in hidden subtrees, misplaced or ambiguous views (their stored
    /// frames are stale or arbitrary), the arranged subviews of misplaced or ambiguous stacks
    /// (the stale arrangement placed them) and the root (it is the canvas) are skipped.
    /// Cost: one layout of the scene plus O(views).
    public static func check(_ scene: ImportedScene, tolerance: Double = 1) -> Outcome {
        let document = scene.document
        let canvas = document.canvas ?? .zero
        let result = LayoutEngine().layout(document.layoutScene(canvas: canvas))
        var outcome = Outcome(
            document: document.name, compared: 0, within: 0, misses: [], skipped: 0, brokenConstraints: result.brokenConstraints)
        for stored in scene.storedFrames {
            guard stored.id != document.rootID, !stored.inHiddenSubtree, !stored.misplaced, !stored.ambiguous, !stored.arrangedByStaleStack,
                  let ours = result.frame(of: stored.id)
            else {
                outcome.skipped += 1
                continue
            }
            outcome.compared += 1
            let deviation = max(
                abs(ours.x - stored.alignmentFrame.x), abs(ours.y - stored.alignmentFrame.y), abs(ours.width - stored.alignmentFrame.width),
                abs(ours.height - stored.alignmentFrame.height))
            if deviation <= tolerance {
                outcome.within += 1
            } else {
                outcome.misses.append(Miss(id: stored.id, className: stored.className, ours: ours, stored: stored.alignmentFrame, deviation: deviation))
            }
        }
        return outcome
    }
}
