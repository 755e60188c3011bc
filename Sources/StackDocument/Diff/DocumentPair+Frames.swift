import StackLayout

/// Frames after layout, compared for the views both documents have.
extension DocumentPair {
    /// Views of both documents whose frame is in both maps and moved or resized by more than
    /// `DocumentDiff.frameTolerance`, in `new`'s order. A view that only one document has is an
    /// added or removed view, not a frame change; a view missing from either map is skipped.
    /// O(n).
    func frameChanges(old oldFrames: [String: Rect], new newFrames: [String: Rect]) -> [DocumentDiff.FrameChange] {
        commonViews.compactMap { id in
            guard let before = oldFrames[id], let after = newFrames[id], !before.isClose(to: after, within: DocumentDiff.frameTolerance) else { return nil }
            return DocumentDiff.FrameChange(view: id, old: before, new: after)
        }
    }
}
