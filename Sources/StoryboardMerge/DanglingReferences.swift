/// Constraints that the merge leaves naming a view the merge no longer has: one side deleted
/// the view while the other added or changed a constraint to it. Each becomes a conflict
/// around the constraint (ours' version against theirs'), unless a side's own version already
/// named a missing view (not something the merge did).
enum DanglingReferences {
    static func resolve(
        _ segments: [ThreeWayMerger.Segment], conflicts: inout [MergeConflict], kept: Set<String>, oursIDs: Set<String>, theirsIDs: Set<String>
    ) -> [ThreeWayMerger.Segment] {
        segments.map { segment in
            guard case .referencing(let element) = segment else { return segment }
            let missing = element.references.filter { !kept.contains($0) }
            func resolves(_ version: SpanElement?, in ids: Set<String>) -> Bool {
                guard let version else { return true }
                return ReferenceAttributes.names.allSatisfy { name in version[attribute: name].map(ids.contains) ?? true }
            }
            guard !missing.isEmpty, resolves(element.ours, in: oursIDs), resolves(element.theirs, in: theirsIDs),
                  missing.allSatisfy({ oursIDs.contains($0) || theirsIDs.contains($0) })
            else { return .text(element.text) }
            let deletedBy = missing.allSatisfy(oursIDs.contains) ? "theirs" : "ours"
            conflicts.append(MergeConflict(
                kind: .danglingReference, element: ElementKeys.display(element.key, name: element.name), elementName: element.name,
                oursLine: element.ours?.line, theirsLine: element.theirs?.line,
                message: "names \(missing.joined(separator: ", ")), which \(deletedBy) deleted"))
            return .conflict(ours: element.oursText ?? [], theirs: element.theirsText ?? [], record: conflicts.count - 1)
        }
    }
}
