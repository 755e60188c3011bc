import StackDocument

/// What `DocumentStore.update` did with one document.
public enum DocumentUpdate: Sendable, Hashable {
    /// The store had no document of that identity: it was imported as revision 1.
    case created(RevisionInfo)
    /// The store's head differed: the difference was written as this one revision of edits.
    case updated(RevisionInfo)
    /// The store's head was the same document already: nothing was written.
    case unchanged(document: String, head: Int)
    /// The document took a new name: this `rename` revision records it (`detail`: the old name).
    /// An `updated` entry follows when its views changed too.
    case renamed(RevisionInfo)
    /// The document is no longer in the file: this `delete` revision ends it.
    case deleted(RevisionInfo)
    /// The version was skipped: this `skip` revision of the document records the gap.
    case skipped(RevisionInfo)
    /// The version was skipped, for `reason`: the first entry of a skipped step's updates.
    case versionSkipped(reason: String)

    /// The document's name (after the update); empty for `versionSkipped`.
    public var document: String {
        switch self {
        case .created(let revision), .updated(let revision), .renamed(let revision), .deleted(let revision),
            .skipped(let revision):
            revision.document
        case .unchanged(let document, _): document
        case .versionSkipped: ""
        }
    }
}

/// One state of some documents for `DocumentStore.update`: the documents, and the message and
/// origin of the revisions they write.
public struct DocumentUpdateStep: Sendable {
    /// The documents as they are now, each named as in the store.
    public var documents: [Document]
    /// The storyboard scene id of each document that has one, by document name.
    public var sceneIDs: [String: String]
    /// The name of the file's documents (`NAME`, or `NAME/SCENE` for each scene): stored
    /// documents so named that no document of the step continues are deleted. `nil`: only the
    /// stored documents named as the step's documents are theirs, and none is deleted for being absent.
    public var scope: String?
    /// When not `nil`, the version could not be read, for this reason: every live document of
    /// `scope` records the gap as a `skip` revision.
    public var skipReason: String?
    /// The message of the revisions written.
    public var message: String?
    /// Where this state comes from (a commit), or `nil`.
    public var origin: RevisionOrigin?

    /// A step of `documents`, with the `message` and `origin` of its revisions.
    public init(
        documents: [Document], sceneIDs: [String: String] = [:], scope: String? = nil, skipReason: String? = nil,
        message: String? = nil, origin: RevisionOrigin? = nil
    ) {
        self.documents = documents
        self.sceneIDs = sceneIDs
        self.scope = scope
        self.skipReason = skipReason
        self.message = message
        self.origin = origin
    }

    /// Whether `name` is one of the names the step's scope covers.
    func covers(_ name: String) -> Bool {
        guard let scope else { return documents.contains { $0.name == name } }
        return name == scope || name.hasPrefix(scope + "/")
    }
}

extension DocumentStore {
    /// Brings each of `documents` into the store, in one transaction (all or none), as
    /// `update(_:skippingRefused:)` does one step of them.
    @discardableResult
    public func update(_ documents: [Document], message: String? = nil, origin: RevisionOrigin? = nil) throws -> [DocumentUpdate] {
        try update([DocumentUpdateStep(documents: documents, message: message, origin: origin)])[0]
    }

    /// Applies `steps` in order, all in one transaction: a history read from elsewhere is
    /// stored whole or not at all. Returns each step's updates.
    ///
    /// Each document of a step continues the stored document with the same root view id among
    /// the step's (`DocumentIdentityMatching`): the edits that turn its head into the document
    /// (`Document.edits(toReach:)`, views matched by id) are one new revision, or nothing when
    /// there are none; a new name is a `rename` revision before it; a canvas that differs is
    /// taken. A document no stored one continues is imported as revision 1. A stored document of
    /// the step's `scope` that nothing continues gets a `delete` revision and is marked deleted
    /// (its history stays). A deleted document whose name is wanted again moves aside, to
    /// `NAME (deleted COMMIT)`.
    ///
    /// With an `origin`, every revision written carries it, each continued or new document
    /// remembers `origin.commit` as its last imported commit (`lastImportedCommits`), and the
    /// commit counts as read for the scope (`readCommits(scope:)`).
    ///
    /// A step whose documents break the format's rules or cannot be reached by edits (a view
    /// that turns between a stack and another kind) throws `StoreError.invalid` naming the
    /// document; with `skippingRefused`, the step is skipped instead, as a step with a
    /// `skipReason` is: `versionSkipped`, then a `skip` revision per live document of the scope.
    ///
    /// Cost per stored document: loading its head, plus `edits(toReach:)` (O(n log n) for n
    /// views) and appending the revision.
    @discardableResult
    public func update(_ steps: [DocumentUpdateStep], skippingRefused: Bool = false) throws -> [[DocumentUpdate]] {
        try writing {
            try steps.map { step in
                if let reason = step.skipReason { return try skip(step, reason: reason) }
                let plan: UpdatePlan
                do {
                    plan = try planUpdate(step)
                } catch let error as StoreError where skippingRefused {
                    return try skip(step, reason: error.description)
                }
                return try write(plan, of: step)
            }
        }
    }

    // MARK: Planning

    /// What a step does to each document, worked out before anything is written.
    struct UpdatePlan {
        /// Per document of the step: the stored document it continues and the edits, or nothing (new).
        var continued: [(stored: StoredDocument, head: HeadState, edits: [Edit])?]
        /// The live documents of the scope that nothing continues.
        var deleted: [StoredDocument]
    }

    /// A stored document as identity matching sees it.
    struct StoredDocument {
        var id: Int64
        var identity: DocumentIdentity
        var deleted: Bool
    }

    private func planUpdate(_ step: DocumentUpdateStep) throws -> UpdatePlan {
        for document in step.documents { try document.checkValues() }
        let live = try storedDocuments(of: step).filter { !$0.deleted }
        let identities = step.documents.map { DocumentIdentity(name: $0.name, rootID: $0.rootID, sceneID: step.sceneIDs[$0.name]) }
        let matches = DocumentIdentityMatching.match(identities, to: live.map(\.identity))
        var continued: [(stored: StoredDocument, head: HeadState, edits: [Edit])?] = []
        for (document, match) in zip(step.documents, matches) {
            guard let match else {
                continued.append(nil)
                continue
            }
            let head = try self.head(of: live[match].identity.name)
            do {
                continued.append((live[match], head, try head.document.edits(toReach: document)))
            } catch {
                throw StoreError.invalid(DocumentError("\"\(document.name)\": \(error.message)"))
            }
        }
        let matched = Set(matches.compactMap { $0 })
        return UpdatePlan(continued: continued, deleted: live.indices.filter { !matched.contains($0) }.map { live[$0] })
    }

    /// The stored documents a step's documents may continue: those its scope covers.
    private func storedDocuments(of step: DocumentUpdateStep) throws -> [StoredDocument] {
        let rows: [StoredDocument]
        if let scope = step.scope {
            rows = try connection.query(
                "SELECT id, name, root_view, scene_id, deleted FROM documents WHERE name = ? OR substr(name, 1, CAST(? AS INTEGER)) = ?",
                [scope, scope.unicodeScalars.count + 1, scope + "/"], Self.storedDocument)
        } else {
            rows = try step.documents.compactMap { document in
                try connection.queryFirst(
                    "SELECT id, name, root_view, scene_id, deleted FROM documents WHERE name = ?", [document.name],
                    Self.storedDocument)
            }
        }
        return rows.filter { step.covers($0.identity.name) }
    }

    private static func storedDocument(_ row: StoreRow) throws -> StoredDocument {
        StoredDocument(
            id: try row.get(0),
            identity: DocumentIdentity(name: try row.get(1), rootID: try row.get(2), sceneID: try row.get(3)),
            deleted: try row.get(4, as: Int.self) != 0)
    }

    // MARK: Writing

    private func write(_ plan: UpdatePlan, of step: DocumentUpdateStep) throws -> [DocumentUpdate] {
        var results: [DocumentUpdate] = []
        for stored in plan.deleted {
            results.append(.deleted(try markDeleted(stored, message: step.message, origin: step.origin)))
        }
        // Renamed documents leave their names first, so that names can pass from one to another.
        let renamed = zip(step.documents, plan.continued).compactMap { document, continued in
            continued.flatMap { $0.stored.identity.name == document.name ? nil : ($0.stored, $0.head, document.name) }
        }
        for (stored, head, _) in renamed {
            try connection.execute("UPDATE documents SET name = ? WHERE id = ?", ["\u{1}renaming \(stored.id)", stored.id])
            // The cached head goes by its old name until the new one is written.
            if cachedHead === head { cachedHead = nil }
        }
        var renames: [String: RevisionInfo] = [:]
        for (stored, head, name) in renamed {
            // A document keeps its own name; a new one takes its name as it is inserted.
            try moveDeletedDocumentAside(named: name)
            try connection.execute("UPDATE documents SET name = ? WHERE id = ?", [name, stored.id])
            head.name = name
            head.document.name = name
            renames[name] = try appendMarker(
                to: head, kind: .rename, detail: stored.identity.name, message: step.message, origin: step.origin)
        }
        for (document, continued) in zip(step.documents, plan.continued) {
            if let rename = renames[document.name] { results.append(.renamed(rename)) }
            if let continued {
                results.append(try writeEdits(
                    continued.edits, to: continued.head, reaching: document, message: step.message, origin: step.origin))
            } else {
                results.append(.created(try insertImported(document, message: step.message, origin: step.origin)))
            }
            if let scene = step.sceneIDs[document.name], scene != continued?.stored.identity.sceneID {
                try connection.execute("UPDATE documents SET scene_id = ? WHERE name = ?", [scene, document.name])
            }
            if let origin = step.origin { try rememberImportedCommit(origin.commit, of: document.name) }
        }
        try rememberReadCommit(of: step)
        return results
    }

    /// Appends the planned edits to `head`, the head they were planned on (now named as
    /// `document`), and takes the canvas of `document`.
    private func writeEdits(
        _ edits: [Edit], to head: HeadState, reaching document: Document, message: String?, origin: RevisionOrigin?
    ) throws -> DocumentUpdate {
        if head.document.canvas != document.canvas {
            try connection.execute(
                "UPDATE documents SET canvas_width = ?, canvas_height = ? WHERE id = ?",
                [document.canvas?.width, document.canvas?.height, head.documentID])
            head.document.canvas = document.canvas
        }
        let outcome = try append(edits, to: head, kind: .edit, target: nil, message: message, origin: origin)
        guard let revision = outcome.revision else { return .unchanged(document: document.name, head: head.revision) }
        return .updated(revision)
    }

    private func skip(_ step: DocumentUpdateStep, reason: String) throws -> [DocumentUpdate] {
        var results: [DocumentUpdate] = [.versionSkipped(reason: reason)]
        for stored in try storedDocuments(of: step) where !stored.deleted {
            results.append(.skipped(try appendMarker(
                to: stored.identity.name, kind: .skip, detail: reason, message: step.message, origin: step.origin)))
        }
        try rememberReadCommit(of: step)
        return results
    }

    private func markDeleted(_ stored: StoredDocument, message: String?, origin: RevisionOrigin?) throws -> RevisionInfo {
        let revision = try appendMarker(to: stored.identity.name, kind: .delete, detail: nil, message: message, origin: origin)
        try connection.execute("UPDATE documents SET deleted = 1 WHERE id = ?", [stored.id])
        return revision
    }

    /// Appends a revision that changes no view (rename, delete, skip) to the document `name`.
    private func appendMarker(
        to name: String, kind: RevisionKind, detail: String?, message: String?, origin: RevisionOrigin?
    ) throws -> RevisionInfo {
        try appendMarker(to: try self.head(of: name), kind: kind, detail: detail, message: message, origin: origin)
    }

    /// Appends a revision that changes no view (rename, delete, skip) to `head`.
    private func appendMarker(
        to head: HeadState, kind: RevisionKind, detail: String?, message: String?, origin: RevisionOrigin?
    ) throws -> RevisionInfo {
        let now = currentTimeMilliseconds()
        try append(to: head, kind: kind, message: message, target: nil, at: now, events: [], origin: origin, detail: detail)
        return RevisionInfo(
            document: head.name, number: head.revision, kind: kind, createdAt: now, message: message, target: nil, edits: [],
            origin: origin, detail: detail)
    }

    /// Gives a deleted document that holds `name` another one, `NAME (deleted COMMIT)` after
    /// the commit that deleted it (or `NAME (deleted)`, then ` 2`, ` 3`, ...), so that a live
    /// document can take `name`.
    func moveDeletedDocumentAside(named name: String) throws {
        guard let (id, commit) = try connection.queryFirst(
            """
            SELECT documents.id, head.origin_commit FROM documents
            \(connection.dialect.headRevisionJoin(of: "documents.id"))
            WHERE name = ? AND deleted = 1
            """, [name], { (try $0.get(0, as: Int64.self), try $0.get(1, as: String?.self)) })
        else { return }
        let base = "\(name) (deleted\(commit.map { " " + String($0.prefix(10)) } ?? ""))"
        var candidate = base
        var number = 2
        while try connection.queryFirst("SELECT 1 FROM documents WHERE name = ?", [candidate], { _ in true }) != nil {
            candidate = "\(base) \(number)"
            number += 1
        }
        try connection.execute("UPDATE documents SET name = ? WHERE id = ?", [candidate, id])
        cachedHead = nil
    }

    private func rememberImportedCommit(_ commit: String, of name: String) throws {
        try connection.execute(
            """
            INSERT INTO imported_commits (document_id, commit_id)
            SELECT id, ? FROM documents WHERE name = ?
            ON CONFLICT (document_id) DO UPDATE SET commit_id = excluded.commit_id
            """, [commit, name])
    }

    private func rememberReadCommit(of step: DocumentUpdateStep) throws {
        guard let scope = step.scope, let origin = step.origin else { return }
        try connection.execute(
            "INSERT INTO read_commits (scope, commit_id) VALUES (?, ?) ON CONFLICT (scope, commit_id) DO NOTHING",
            [scope, origin.commit])
    }
}

extension DocumentStoreReader {
    /// For each document that commits were imported into, the last of them, by document name.
    /// One query.
    public func lastImportedCommits() throws -> [String: String] {
        try reading {
            let rows = try connection.query(
                """
                SELECT documents.name, imported_commits.commit_id
                FROM imported_commits JOIN documents ON documents.id = imported_commits.document_id
                """
            ) { (try $0.get(0, as: String.self), try $0.get(1, as: String.self)) }
            return Dictionary(rows, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The commits read into the documents of `scope` (`DocumentUpdateStep.scope`), whether
    /// they changed something or were skipped. One query.
    public func readCommits(scope: String) throws -> Set<String> {
        try reading {
            Set(try connection.query("SELECT commit_id FROM read_commits WHERE scope = ?", [scope]) { try $0.get(0, as: String.self) })
        }
    }
}
