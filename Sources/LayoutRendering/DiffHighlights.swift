import StackDocument
import StackLayout

/// The colour of each changed view on either side of a diff picture.
///
/// Tree changes come from the diff (added, removed, moved in an ordering, reparented); a view
/// on both sides that kept its place in the tree but whose absolute frame changed by more than
/// `frameTolerance` is `reframed`.
struct DiffHighlights {
    static let frameTolerance = 1e-6

    private(set) var old: [String: ViewHighlight] = [:]
    private(set) var new: [String: ViewHighlight] = [:]
    /// One line counting each kind of change, for the legend.
    let summary: String

    init(old oldRevision: LaidOutRevision, new newRevision: LaidOutRevision, diff: DocumentDiff) {
        for view in diff.removed { old[view.view] = .removed }
        for view in diff.added { new[view.view] = .added }
        let moved = Set(diff.moved.map(\.view)).union(diff.reparented.map(\.view))
        for view in moved {
            old[view] = .moved
            new[view] = .moved
        }
        var reframed = 0
        for view in oldRevision.layout.views where old[view.id] == nil && new[view.id] == nil {
            guard let after = newRevision.layout[view.id], !view.absoluteFrame.isClose(to: after.absoluteFrame, within: Self.frameTolerance) else { continue }
            old[view.id] = .reframed
            new[view.id] = .reframed
            reframed += 1
        }
        var counts = [
            "\(diff.added.count) added (green)", "\(diff.removed.count) removed (red)",
            "\(moved.count) moved in the tree (orange)", "\(reframed) with a new frame (blue)",
        ]
        func listed(_ id: String) -> String {
            ViewLabel.text(id: id, name: diff.viewNames[id].map(ViewCaption.oneLine))
        }
        if !diff.hidden.isEmpty { counts.append("hidden: " + diff.hidden.map(listed).joined(separator: ", ")) }
        if !diff.unhidden.isEmpty { counts.append("unhidden: " + diff.unhidden.map(listed).joined(separator: ", ")) }
        summary = "Changes: " + counts.joined(separator: "; ")
    }
}
