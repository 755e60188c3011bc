import StackDocument

/// What `merge(branch:into:)` did: the merge revision written, or the conflicts that kept it
/// from being written.
public struct BranchMergeOutcome: Sendable, Hashable {
    /// The branch merged, as it was before the merge.
    public var branch: BranchSummary
    /// The document whose revision `baseRevision` is the base of the three-way merge: the
    /// document itself (the base is its fork revision) or, after an earlier merge, the branch
    /// (the base is the branch revision merged last).
    public var baseDocument: String
    /// The base's revision number in `baseDocument`.
    public var baseRevision: Int
    /// The conflicts; empty for a clean merge.
    public var conflicts: [DocumentMergeConflict]
    /// The `merge` revision appended to the document; `nil` when there are conflicts.
    public var revision: RevisionInfo?
}

extension DocumentStore {
    /// Merges branch `name` of document `document` into the document: a three-way merge
    /// (`DocumentMerge`) of the document's head (ours) and the branch's head (theirs) from their
    /// common ancestor, the document at the fork revision, or the branch revision merged last.
    ///
    /// A clean merge is appended to the document as one revision of kind `merge` whose events
    /// are the edits from the head to the merged state (so `undo` undoes it as any revision),
    /// with the branch revision as its second parent (`RevisionInfo.mergedFrom`). A merge with
    /// conflicts writes nothing and returns them. The merged document keeps the document's
    /// canvas and name. Throws `nothingToDo` when the head holds every change of the branch
    /// already, and for a branch the document does not have.
    public func merge(branch name: String, into document: String, message: String? = nil) throws -> BranchMergeOutcome {
        try writing(document: document) {
            guard let branch = try branches(of: document).first(where: { $0.name == name }) else {
                let names = try branches(of: document).map(\.name)
                throw StoreError.invalid(DocumentError(
                    "document \"\(document)\" has no branch named \"\(name)\""
                        + (names.isEmpty ? " (it has no branches)" : " (its branches: \(names.joined(separator: ", ")))")))
            }
            let (baseDocument, baseRevision) = branch.lastMerged.map { (branch.storedName, $0) } ?? (document, branch.forkRevision)
            if branch.lastMerged == branch.head {
                throw StoreError.nothingToDo("branch \"\(name)\" has no revision after r\(branch.head), merged already")
            }
            let base = try self.document(baseDocument, revision: baseRevision)
            let theirs = try self.document(branch.storedName)
            let branchID = try documentRow(branch.storedName).id
            let head = try self.head(of: document)
            let result: DocumentMergeResult
            do { result = try DocumentMerge.merge(base: base, ours: head.document, theirs: theirs) } catch let error as DocumentError { throw StoreError.invalid(error) }
            var outcome = BranchMergeOutcome(
                branch: branch, baseDocument: baseDocument, baseRevision: baseRevision, conflicts: result.conflicts, revision: nil)
            guard let merged = result.merged else { return outcome }
            let edits: [Edit]
            do { edits = try head.document.edits(toReach: merged) } catch let error as DocumentError { throw StoreError.invalid(error) }
            guard !edits.isEmpty else {
                throw StoreError.nothingToDo("\"\(document)\" holds every change of branch \"\(name)\" already")
            }
            do {
                try refuseReusedViewIDs(in: edits, head: head)
            } catch StoreError.viewIDReused(let id) {
                outcome.conflicts = [DocumentMergeConflict(
                    kind: .addedOnBothSides, element: id, elementKind: "view", name: merged[id]?.properties.name,
                    message: "added by theirs under an id that ours used and deleted; ids are never reused")]
                return outcome
            }
            outcome.revision = try append(
                edits, to: head, kind: .merge, target: branch.head, message: message,
                mergeParent: RevisionKey.of(branchID, branch.head)
            ).revision
            outcome.revision?.mergedFrom = MergeParent(document: branch.storedName, branch: name, revision: branch.head)
            // A failed check throws, which rolls the revision back (and drops the cached head).
            guard head.document.nodes == merged.nodes, head.document.constraints == merged.constraints else {
                throw StoreError.corrupt("the edits planned to merge branch \"\(name)\" do not reproduce the merge")
            }
            return outcome
        }
    }
}
