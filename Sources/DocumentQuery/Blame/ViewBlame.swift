import DocumentStore
import StackDocument

/// A revision that touched a view, with what it did to it.
public struct BlameEntry: Sendable, Hashable {
    /// The revision: its number, time, message and kind.
    public var revision: RevisionInfo
    /// The edits of the revision whose changes concern the view (none for undo and redo,
    /// whose changes are computed rather than given).
    public var edits: [Edit]
    /// What the revision did to the view, in order.
    public var actions: [BlameAction]
}

/// The history of one view, from the event log: every revision that created, moved (in
/// either ordering, or to another superview), hid or unhid, changed a property of,
/// constrained or removed it, newest first. Reads every revision's events once: O(size of
/// the log).
public struct ViewBlame {
    /// The store whose event log is read (read only).
    public let store: DocumentStoreReader

    /// A blame over `store`'s history; it opens nothing.
    public init(store: DocumentStoreReader) {
        self.store = store
    }

    /// The revisions of document `name` that touched view `view`, newest first. Throws
    /// `QueryError.unknownView` when the document never had a view `view`.
    ///
    /// Through branches: what a `merge` revision brought to the view is attributed to the
    /// branch revisions that made it (those after the fork, or after the branch revision
    /// merged before, up to the one merged), when any of them touched the view; the merge
    /// itself otherwise. On a branch, its revision 1 (the fork's state) stands for the
    /// document's revisions up to the fork.
    public func blame(_ view: String, in name: String) throws -> [BlameEntry] {
        try store.readConsistently {
            let entries = try oldestFirst(view, in: name, through: nil)
            if entries.isEmpty, try !store.hasEverUsed(viewID: view, in: name) {
                throw QueryError.unknownView(document: name, view: view)
            }
            return entries.reversed()
        }
    }

    /// The revisions of `name` (`after`...`through`, default all) that touched `view`, oldest first.
    private func oldestFirst(_ view: String, in name: String, after: Int = 0, through last: Int?) throws -> [BlameEntry] {
        let records = try store.events(of: name, from: after + 1, to: last)
        var entries: [BlameEntry] = []
        /// The branch revision merged last, by branch document.
        var mergedUpTo: [String: Int] = [:]
        for record in records {
            var actions: [BlameAction] = []
            var edits: [Edit] = []
            if record.info.number == 1 {
                if record.info.kind == .branch, let branch = try store.branch(stored: name) {
                    entries += try oldestFirst(view, in: branch.document, through: branch.forkRevision)
                    continue
                }
                let imported = try store.document(name, revision: 1)
                if let node = imported[view] { actions.append(.created(parent: node.parent)) }
            }
            for event in record.events {
                let found = Self.actions(in: event.changes, concerning: view)
                if !found.isEmpty, let edit = event.edit { edits.append(edit) }
                actions += found
            }
            if let merged = record.info.mergedFrom {
                defer { mergedUpTo[merged.document] = merged.revision }
                if !actions.isEmpty {
                    let start = mergedUpTo[merged.document] ?? 1
                    let fromBranch = start < merged.revision
                        ? try oldestFirst(view, in: merged.document, after: start, through: merged.revision) : []
                    if !fromBranch.isEmpty {
                        entries += fromBranch
                        continue
                    }
                }
            }
            if !actions.isEmpty { entries.append(BlameEntry(revision: record.info, edits: edits, actions: actions)) }
        }
        return entries
    }

    /// What `changes` (one event) did to `view`. An unarrange and an arrange in the same stack
    /// are one move in the arranged order; a remove-and-add is a reparent the edit spelt out.
    static func actions(in changes: [DocumentChange], concerning view: String) -> [BlameAction] {
        var actions: [BlameAction] = []
        for change in changes {
            switch change {
            case let .addView(id, _, parent, _) where id == view:
                actions.append(.created(parent: parent))
            case let .removeView(id, _, parent, _) where id == view:
                actions.append(.removed(parent: parent))
            case let .arrange(id, stack, index) where id == view:
                if case .unarranged(stack, let from)? = actions.last {
                    actions[actions.count - 1] = .movedInArrangedOrder(stack: stack, from: from, to: index)
                } else {
                    actions.append(.arranged(stack: stack, index: index))
                }
            case let .unarrange(id, stack, index) where id == view:
                actions.append(.unarranged(stack: stack, index: index))
            case let .moveZ(id, parent, from, to) where id == view:
                actions.append(.movedInZOrder(parent: parent, from: from, to: to))
            case let .reparent(id, from, to) where id == view:
                actions.append(.reparented(from: from.parent, to: to.parent))
            case let .setProperties(id, old, new) where id == view:
                if old.hidden != new.hidden { actions.append(new.hidden ? .hidden : .unhidden) }
                for property in ViewProperty.allCases where property != .hidden && !old.hasSameValue(of: property, as: new) {
                    actions.append(.propertyChanged(
                        property: property.rawValue, old: old.explicitJSONValue(of: property) ?? .null,
                        new: new.explicitJSONValue(of: property) ?? .null))
                }
            case let .addConstraint(constraint, _) where constraint.views.contains(view):
                actions.append(.constraintAdded(constraint))
            case let .removeConstraint(constraint, _) where constraint.views.contains(view):
                actions.append(.constraintRemoved(constraint))
            default:
                break
            }
        }
        return actions
    }
}
