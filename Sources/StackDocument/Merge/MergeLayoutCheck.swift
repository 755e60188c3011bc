import StackLayout

/// The checks of a merge that is clean view by view, by its layout: the merge and both sides
/// are laid out at their canvas (1000 × 1000 points for a document without one), and what the
/// merge breaks that neither side broke alone is a conflict of its own:
/// - a required constraint the engine has to break in the merge only;
/// - a stack view left with no arranged view while both sides' versions had some.
public enum MergeLayoutCheck {
    /// The size a document without a canvas is laid out at for the check.
    static let fallbackCanvas = Size(width: 1000, height: 1000)

    /// Conflicts that `merged` has and neither `ours` nor `theirs` has. Three layouts.
    public static func conflicts(merged: Document, ours: Document, theirs: Document) -> [DocumentMergeConflict] {
        let sides = [broken(ours), broken(theirs)]
        var conflicts: [DocumentMergeConflict] = []
        for (key, text) in broken(merged).sorted(by: { $0.key < $1.key }) where !sides.contains(where: { $0[key] != nil }) {
            conflicts.append(DocumentMergeConflict(
                kind: .brokenConstraint, element: key, elementKind: "constraint",
                message: "the merge breaks a required constraint that neither side breaks: \(text)"))
        }
        for id in merged.depthFirstIDs {
            guard let node = merged[id], node.isStack, node.arranged.isEmpty else { continue }
            guard [ours, theirs].allSatisfy({ $0[id].map { !$0.arranged.isEmpty } ?? false }) else { continue }
            conflicts.append(DocumentMergeConflict(
                kind: .emptiedStack, element: id, elementKind: "view", name: node.properties.name,
                message: "the merge leaves stack \(merged.path(of: id)) without arranged views; both sides had some"))
        }
        return conflicts
    }

    /// The required constraints the engine breaks laying `document` out, by id (or description).
    static func broken(_ document: Document) -> [String: String] {
        let layout = LayoutEngine.layout(document.layoutScene(canvas: document.canvas ?? fallbackCanvas))
        var broken: [String: String] = [:]
        for constraint in layout.brokenConstraints { broken[constraint.id ?? constraint.description] = constraint.description }
        return broken
    }
}
