
/// Index moves of views that keep their superview, decided so that a person would call them
/// moves: among the siblings common to both sides, the largest group whose relative order
/// held stays put (`StableOrder`), and only the others are reported. A view inserted or
/// removed before a sibling does not make the sibling look moved.
extension DocumentPair {
    /// Every move, superview by superview in `new`'s order: z-order first, then the arranged
    /// order. O(n log n) for n views.
    var moves: [DocumentDiff.Move] {
        commonViews.flatMap { parent in
            let (before, after) = (old[parent]!, new[parent]!)
            return moves(in: .z, of: parent, from: before.subviews, to: after.subviews)
                + moves(in: .arranged, of: parent, from: before.arranged, to: after.arranged)
        }
    }

    /// Moves in one ordering of `parent`, among the views that are its subviews on both sides:
    /// those outside the stable order (in `newList` order), those that join the ordering (only
    /// the arranged order has such), then those that leave it (in `oldList` order).
    /// O(k log k) for k children.
    private func moves(
        in order: DocumentDiff.Order, of parent: String, from oldList: [String], to newList: [String]
    ) -> [DocumentDiff.Move] {
        let staysChild = Set(old[parent]!.subviews).intersection(new[parent]!.subviews)
        let (oldIndex, newIndex) = (StableOrder.indexes(of: oldList), StableOrder.indexes(of: newList))
        let kept = StableOrder.kept(from: oldList, to: newList)
        let movedOrJoined = newList.filter { staysChild.contains($0) && !kept.contains($0) }
        let left = oldList.filter { staysChild.contains($0) && newIndex[$0] == nil }
        return movedOrJoined.map { DocumentDiff.Move(view: $0, parent: parent, order: order, from: oldIndex[$0], to: newIndex[$0]) }
            + left.map { DocumentDiff.Move(view: $0, parent: parent, order: order, from: oldIndex[$0], to: nil) }
    }
}
