import PostgreSQLDatabase
import SQLiteDatabase
import StackDocument

/// A persistent store of layout documents, each with its full history, opened to write: a
/// `DocumentStoreReader` that also imports, edits, undoes, branches and merges. Open one only
/// where something is written; a command that only reads opens a `DocumentStoreReader`.
///
/// Every change is a revision appended to the event log in one `BEGIN IMMEDIATE` transaction:
/// the edits are validated against the head in memory, then the revision and its events are
/// written as one row and committed. The state tables that hold each document for fast
/// reading follow in batches, inside the same transactions, so a process
/// killed at any instant leaves every committed revision intact.
///
/// Several processes may write one store at once: each write transaction first takes the
/// store's writer lock (`flock` on `<store>-lock`) and waits for
/// it as long as the writer holding it is alive, however long its write takes; a writer that
/// dies releases it. Readers take no lock and are never blocked (WAL): they see the last commit
/// made before their read began.
///
/// A `DocumentStore` is one connection: use it from one thread at a time.
public final class DocumentStore: DocumentStoreReader {
    package var snapshotPolicy = SnapshotPolicy()
    /// How many changes the state tables may lag behind a document's head before they are
    /// written. 0 writes them with every revision. Every load of the head (each command)
    /// parses and applies the changes of the lag, so this bounds what a command pays for the
    /// history; 64 is as many as the snapshot policy lets a rebuild replay.
    package var stateFlushThreshold = 64
    /// The statements every revision runs, once `appending()` has prepared them.
    var preparedAppending: AppendStatements?

    /// Opens the store at `path`, creating it (and its schema) unless `create` is false.
    /// Refuses a file that is not a StackDoc store, or one written by a newer StackDoc.
    public convenience init(path: String, create: Bool = true) throws {
        try self.init(path: path, access: create ? .create : .readWrite)
    }

    /// Opens the store at `path` for `access`: a file, or a PostgreSQL database when `path` is
    /// a `postgresql://` URL (see `init(url:access:)`), upgrading an older schema. Refuses a
    /// file that is not a StackDoc store, or one written by a newer StackDoc.
    ///
    /// `busyTimeout` bounds the wait for SQLite's locks held by programs that do not take the
    /// store's writer lock (the `sqlite3` shell, say). StackDoc writers wait for each other's
    /// writer lock for `lockTimeout` at most (`nil`: as long as the holder is alive), then fail
    /// saying which process holds it; with `announcingLockWaits`, a writer that has waited a
    /// second says on standard error what it waits for.
    public init(
        path: String, access: StoreAccess, busyTimeout: Duration = .seconds(10), lockTimeout: Duration? = nil,
        announcingLockWaits: Bool = false
    ) throws {
        super.init(connection: try StoreOpener.open(
            path: path, access: ConnectionAccess(access), busyTimeout: busyTimeout, lockTimeout: lockTimeout,
            announcingLockWaits: announcingLockWaits))
    }

    /// Opens the store at `url`: a PostgreSQL database (`postgresql://user@host:5432/db`), or
    /// an SQLite file for anything else (a path). For PostgreSQL, libpq completes the URL from
    /// the `PG*` environment variables and the password from `~/.pgpass`; TLS settings pass
    /// through as URL parameters (`?sslmode=verify-full&sslrootcert=...`). The schema is
    /// created in the database's current schema, or upgraded; on a server that accepts no
    /// writes (a hot standby), only checked, and every write fails with
    /// `StoreError.serverReadOnly`. `path` and every message show the URL without its password.
    public convenience init(url: String, access: StoreAccess = .create) throws {
        try self.init(path: url, access: access)
    }

    // MARK: Writing

    /// Stores `document` (under `name`, when given) as a new document whose revision 1 is this
    /// state. Throws `StoreError.documentExists` for a name in use, and the `DocumentError` of
    /// `Document.checkValues` for a value that breaks the format's rules.
    @discardableResult
    public func importDocument(_ document: Document, as name: String? = nil, message: String? = nil) throws -> RevisionInfo {
        var document = document
        if let name { document.name = name }
        return try writing {
            try document.checkValues()
            return try insertImported(document, message: message)
        }
    }

    /// Stores each of `documents` as a new document, in one transaction: all or none.
    @discardableResult
    public func importDocuments(_ documents: [Document], message: String? = nil) throws -> [RevisionInfo] {
        try writing {
            for document in documents { try document.checkValues() }
            return try documents.map { try insertImported($0, message: message) }
        }
    }

    /// Inserts `document`, whose name and numbers passed the format's rules
    /// (`Document.checkValues`), as revision 1 of a new document, inside the open write
    /// transaction. A deleted document of that name moves aside (`moveDeletedDocumentAside`).
    ///
    /// `branch`: the document is a branch (`DocumentStore+Branches`), named `DOC@NAME`, of the
    /// document with id `of`, forked at its revision `fork`; its revision 1 is of kind `branch`.
    func insertImported(
        _ document: Document, message: String?, origin: RevisionOrigin? = nil, branch: BranchOrigin? = nil
    ) throws -> RevisionInfo {
        let now = currentTimeMilliseconds()
        try moveDeletedDocumentAside(named: document.name)
        if try connection.queryFirst("SELECT 1 FROM documents WHERE name = ?", [document.name], { _ in true }) != nil {
            throw StoreError.documentExists(document.name)
        }
        let documentID: Int64?
        do {
            documentID = try connection.queryFirst(
                """
                INSERT INTO documents (name, root_view, canvas_width, canvas_height, created_at, state_revision,
                                       branch_of, branch_name, fork_revision)
                VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?) RETURNING id
                """,
                [
                    document.name, document.rootID, document.canvas?.width, document.canvas?.height, now, branch?.of, branch?.name,
                    branch?.fork,
                ]
            ) { try $0.get(0, as: Int64.self) }
        } catch where connection.isDuplicate(error) {
            // Another writer imported the name between the check above and this insert.
            throw StoreError.documentExists(document.name)
        }
        guard let documentID else { throw StoreError.corrupt("inserting document \"\(document.name)\" returned no id") }
        let head = HeadState(
            documentID: documentID, name: document.name, revision: 1, document: document,
            stateRevision: 1, pending: [], orderings: OrderingIndex(), changesSinceSnapshot: 0, stacks: UndoStacks())
        let kind: RevisionKind = branch == nil ? .import : .branch
        try insertRevision(
            head, kind: kind, message: message, target: branch?.fork, events: [], links: UndoLinks(), at: now, origin: origin)
        try StateWriter(connection: connection, head: head).writeAll(document)
        try writeSnapshot(head)
        cachedHead = head
        headCurrentInTransaction = true
        return RevisionInfo(
            document: document.name, number: 1, kind: kind, createdAt: now, message: message, target: branch?.fork, edits: [],
            origin: origin)
    }

    /// Applies `edits` to the head of document `name` as one new revision holding the edits
    /// that change something. Edits that change nothing are not recorded, and a batch of
    /// only such edits writes no revision (the outcome says so).
    /// All or nothing: a rejected edit leaves the store unchanged.
    ///
    /// The edits are checked, applied and encoded before the writer lock is taken, while other
    /// writers go on (on the head this store wrote or read last, without a transaction); the
    /// write transaction then only writes, unless another writer moved the head meanwhile,
    /// when the edits are applied again to the new head. On PostgreSQL the transaction is one
    /// round trip: the revision's insert checks the head (`appendInOneFlight`). Cost: O(size
    /// of the edits) outside the lock, plus the rows written inside it.
    @discardableResult
    public func apply(_ edits: [Edit], to name: String, message: String? = nil) throws -> EditOutcome {
        guard !isReadOnly else { throw refusedWrite }
        let prepared: PreparedEdit
        do {
            prepared = try prepare(edits, on: name)
        } catch {
            // The cached head may hold edits whose events were refused.
            cachedHead = nil
            throw error
        }
        guard !prepared.events.isEmpty else {
            return EditOutcome(revision: nil, headRevision: prepared.head.revision, unchanged: prepared.unchanged)
        }
        if let outcome = try appendInOneFlight(prepared, message: message) { return outcome }
        return try writing(document: name) {
            let head = try self.head(of: name)
            // Another writer moved the head since: the edits go onto the new one.
            if head === prepared.head { return try append(prepared, message: message) }
            return try append(PreparedEdit(checking: edits, on: head, in: self), message: message)
        }
    }

    /// `edits` prepared on the head of `name`: on the cached head, without a transaction, when
    /// it is that document's and they change something on it (should another writer have
    /// moved the head since, the head check under the writer's lock finds out); else on the
    /// head read in a read transaction.
    private func prepare(_ edits: [Edit], on name: String) throws -> PreparedEdit {
        if let cachedHead, cachedHead.name == name {
            do {
                let prepared = try PreparedEdit(checking: edits, on: cachedHead, in: self)
                if !prepared.events.isEmpty { return prepared }
            } catch {
                // Refused by a head that may be out of date: the current one decides.
                self.cachedHead = nil
            }
        }
        return try reading { try PreparedEdit(checking: edits, on: head(of: name), in: self) }
    }

    /// Throws `StoreError.viewIDReused` when `edits` add a view under an id the document used
    /// before (ids are never reused). One primary-key lookup per new view.
    func refuseReusedViewIDs(in edits: [Edit], head: HeadState) throws {
        let statements = try appending()
        for id in edits.flatMap(\.newViewIDs) where head.document[id] == nil {
            if try head.pendingAdditions(contain: id)
                || statements.usedViewID.queryFirst([head.documentID, id], { _ in true }) != nil
            {
                throw StoreError.viewIDReused(id)
            }
        }
    }

    /// Writes the state tables of `name` up to its head revision now, rather than with a
    /// later batch (for readers that query the tables directly).
    package func flushState(of name: String) throws {
        try writing(document: name) {
            let head = try self.head(of: name)
            if !head.pending.isEmpty { try StateWriter(connection: connection, head: head).flush() }
        }
    }

    // MARK: Internals shared with history operations

    /// Appends the edits that `prepared` applied to its head (which holds them) as a revision
    /// of `kind`; writes nothing when none changes anything.
    /// `checkingHead`: the head was not checked in this transaction; the revision's insert
    /// fails (`StoreConnection.isNotNullViolation`) unless it is still the document's head.
    func append(
        _ prepared: PreparedEdit, kind: RevisionKind = .edit, target: Int? = nil, message: String?,
        origin: RevisionOrigin? = nil, mergeParent: Int64? = nil, checkingHead: Bool = false
    ) throws -> EditOutcome {
        let head = prepared.head
        guard !prepared.events.isEmpty else {
            return EditOutcome(revision: nil, headRevision: head.revision, unchanged: prepared.unchanged)
        }
        let now = currentTimeMilliseconds()
        try append(
            to: head, kind: kind, message: message, target: target, at: now, events: prepared.events,
            eventText: prepared.eventText, origin: origin, mergeParent: mergeParent, checkingHead: checkingHead)
        let revision = RevisionInfo(
            document: head.name, number: head.revision, kind: kind, createdAt: now, message: message, target: target,
            edits: prepared.events.compactMap(\.edit), origin: origin)
        return EditOutcome(revision: revision, headRevision: head.revision, unchanged: prepared.unchanged)
    }

    /// Applies `edits` to `head` in memory and appends the ones that change something as a
    /// revision of `kind`; writes nothing when none does.
    func append(
        _ edits: [Edit], to head: HeadState, kind: RevisionKind, target: Int?, message: String?, origin: RevisionOrigin? = nil,
        mergeParent: Int64? = nil
    ) throws -> EditOutcome {
        try append(PreparedEdit(edits, on: head), kind: kind, target: target, message: message, origin: origin, mergeParent: mergeParent)
    }


    /// Appends a revision whose changes `head.document` already holds: one row, plus the
    /// state tables when the pending changes reach the threshold, plus a snapshot when the
    /// policy says so.
    func append(
        to head: HeadState, kind: RevisionKind, message: String?, target: Int?, at time: Int64, events: [RevisionEvent],
        eventText: String? = nil, origin: RevisionOrigin? = nil, detail: String? = nil, mergeParent: Int64? = nil,
        checkingHead: Bool = false
    ) throws {
        head.revision += 1
        head.unwrittenEvents = []
        let links = try head.stacks.links(forRevision: head.revision, kind: kind) { try stackNode(head, $0) }
        head.stacks = links.stacksAfter
        try insertRevision(
            head, kind: kind, message: message, target: target, events: events, eventText: eventText, links: links, at: time,
            origin: origin, detail: detail, mergeParent: mergeParent, checkingHead: checkingHead)
        let changeCount = events.reduce(0) { $0 + $1.changes.count }
        head.pending += events.flatMap(\.changes)
        if head.pending.count > stateFlushThreshold {
            try StateWriter(connection: connection, head: head).flush()
        }
        head.changesSinceSnapshot += changeCount
        if snapshotPolicy.isDue(changesSinceSnapshot: head.changesSinceSnapshot, viewCount: head.document.viewCount) {
            try writeSnapshot(head)
        }
    }

    /// Inserts the revision row; `eventText` is `events` as `RevisionEvent.encodeApplied` or
    /// `encodeReadingBack` wrote them, when that was done already (else they are encoded and
    /// read back here).
    private func insertRevision(
        _ head: HeadState, kind: RevisionKind, message: String?, target: Int?, events: [RevisionEvent], eventText: String? = nil,
        links: UndoLinks, at time: Int64, origin: RevisionOrigin? = nil, detail: String? = nil, mergeParent: Int64? = nil,
        checkingHead: Bool = false
    ) throws {
        func integer(_ value: Int?) -> StoreValue { value.map { .integer(Int64($0)) } ?? .null }
        let eventText = try eventText ?? RevisionEvent.encodeReadingBack(events, revision: head.revision, of: head.name)
        let statements = try appending()
        let key = RevisionKey.of(head.documentID, head.revision)
        let keyValues: [StoreValue] = checkingHead
            ? RevisionKey.range(head.documentID, from: 1) + [
                .integer(key - 1), .integer(head.documentID), .text(head.name),
                head.document.canvas.map { .real($0.width) } ?? .null, head.document.canvas.map { .real($0.height) } ?? .null,
                .integer(key),
            ]
            : [.integer(key)]
        // A head is checked by the insert only where that statement exists (`appendInOneFlight`).
        let insert = checkingHead ? statements.insertRevisionCheckingHead! : statements.insertRevision
        try insert.execute(keyValues + [
            .text(kind.rawValue), .integer(time),
            message.map(StoreValue.text) ?? .null, integer(target), integer(events.reduce(0) { $0 + $1.changes.count }),
            integer(head.document.viewCount),
            integer(links.stacksAfter.undoTop), integer(links.undoBelow), integer(links.stacksAfter.redoTop), integer(links.redoBelow),
            .text(eventText),
            origin.map { .text($0.commit) } ?? .null, origin.map { .text($0.author) } ?? .null,
            origin.map { .integer($0.date) } ?? .null, detail.map(StoreValue.text) ?? .null,
            mergeParent.map(StoreValue.integer) ?? .null,
        ])
    }

    /// Writes the head's document as a snapshot. Every document the store holds passed the
    /// format's rules (`Document.checkValues` on import, the rules of each edit as it applied),
    /// and the snapshot reader reads every such document back as the same one: the snapshot
    /// property tests check it on random documents, imported and edited (values of any shape
    /// included), so a release build does not read each snapshot back; a debug build (the
    /// tests) still does, and refuses the revision when it would not read back.
    private func writeSnapshot(_ head: HeadState) throws {
        let bytes = SnapshotEncoding.encode(head.document)
        #if DEBUG
        try SnapshotEncoding.checkReadsBack(bytes, as: head.document, revision: head.revision, of: head.name)
        #endif
        try connection.statement("INSERT INTO snapshots (key, encoding, document) VALUES (?, ?, ?)")
            .execute([.integer(RevisionKey.of(head.documentID, head.revision)), .text(SnapshotEncoding.name), .blob(bytes)])
        head.changesSinceSnapshot = 0
    }
}
