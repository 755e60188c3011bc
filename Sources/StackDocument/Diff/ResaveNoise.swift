import StackLayout

/// What a re-save of an Interface Builder file by another Xcode, or for another simulated
/// device, changes without moving a frame: stored frames (a view's `frame`, the constraints
/// standing for a stored frame, `ID-autoresizing-x`, `ID-list-x`, ...), stored sizes standing in for
/// intrinsic sizes, margins, float noise (a number that moves by less than `floatNoise`:
/// `29.333` saved as `29.33203125`): such an entry is noise unless the layout moves a view it
/// concerns. The root's safe area and layout margins (the simulated device's) and constraints
/// that only moved in the list are noise whatever they move. `DocumentDiff.text(colored:hiding:)`
/// leaves noise out.
public struct ResaveNoise: Sendable {
    /// The largest change of a number that counts as float noise, in points.
    public static let floatNoise = 0.01

    /// Views whose frame, or a subview's frame, moved between the two layouts.
    let movedViews: Set<String>
    /// The root view, whose safe area and margins are the simulated device's.
    let rootID: String

    /// The noise of `diff` from `old` to `new`. `frames` are both documents' frames after
    /// layout, keyed by view id, when the caller has them (`ReplayService.diffAndFrames`, at
    /// `canvas` or the old document's canvas); without them, both are laid out at `canvas`
    /// (default: the old document's canvas, else the new one's). Nothing is laid out when the
    /// diff has no entry that may be noise. With neither frames nor a canvas, every view counts
    /// as moved: only the root's safe area and margins and constraints that only moved in the
    /// list are hidden.
    public init(
        diff: DocumentDiff, old: Document, new: Document, canvas: Size? = nil,
        frames: (old: [String: Rect], new: [String: Rect])? = nil
    ) {
        rootID = new.rootID
        guard diff.hasNoiseCandidates else {
            movedViews = Set(new.nodes.keys).union(old.nodes.keys)
            return
        }
        let before: [String: Rect], after: [String: Rect]
        if let frames {
            (before, after) = frames
        } else if let size = canvas ?? old.canvas ?? new.canvas {
            (before, after) = (old.frames(at: size), new.frames(at: size))
        } else {
            movedViews = Set(new.nodes.keys).union(old.nodes.keys)
            return
        }
        var moved = Set<String>()
        for (id, frame) in after {
            guard let previous = before[id], !previous.isClose(to: frame, within: Self.floatNoise) else { continue }
            // The view and its superviews: a margin or safe area moves what it holds.
            var current: String? = id
            while let view = current, moved.insert(view).inserted { current = new[view]?.parent }
        }
        movedViews = moved
    }

    /// Whether `change` is noise: the root's safe area or margins (the simulated device's,
    /// whatever they move), or of a re-save property, or float noise, and no frame of its view
    /// or its subviews moved.
    func isNoise(_ change: DocumentDiff.PropertyChange) -> Bool {
        if change.view == rootID, change.property == .safeArea || change.property == .layoutMargins { return true }
        guard !movedViews.contains(change.view) else { return false }
        return Self.resaveProperties.contains(change.property) || Self.isFloatNoise(change.old, change.new)
    }

    /// Whether a changed constraint is noise: one standing for an autoresizing mask, one that
    /// only moved in the list, or one whose numbers moved by float noise only, with no frame of
    /// its views moved.
    func isNoise(_ change: DocumentDiff.ConstraintChange) -> Bool {
        if change.differences.isEmpty { return true }
        guard change.new.views.allSatisfy({ !movedViews.contains($0) }) else { return false }
        return change.new.standsForStoredFrame
            || (change.old.relation == change.new.relation && abs(change.old.multiplier - change.new.multiplier) < Self.floatNoise
                && abs(change.old.constant - change.new.constant) < Self.floatNoise
                && abs(Double(change.old.priority) - Double(change.new.priority)) < Self.floatNoise)
    }

    static let resaveProperties: Set<ViewProperty> = [.frame, .safeArea, .layoutMargins, .intrinsicSize]

    /// Two values that differ only in numbers, each by less than `floatNoise`.
    static func isFloatNoise(_ old: JSONValue, _ new: JSONValue) -> Bool {
        switch (old, new) {
        case (.number(let a), .number(let b)): return abs(a - b) < floatNoise
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { isFloatNoise($0, $1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && isFloatNoise($0.value, $1.value) }
        default: return old == new
        }
    }
}

extension DocumentDiff {
    /// Whether some entry may be re-save noise (`ResaveNoise`), so that the layouts must be
    /// compared: a re-save property, float noise, or constraints both removed and added (which
    /// `constraintChanges` may pair, left to the text to build). O(p) for p property changes.
    var hasNoiseCandidates: Bool {
        properties.contains { ResaveNoise.resaveProperties.contains($0.property) || ResaveNoise.isFloatNoise($0.old, $0.new) }
            || (!constraintsAdded.isEmpty && !constraintsRemoved.isEmpty)
    }
}
