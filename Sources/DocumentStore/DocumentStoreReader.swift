import PostgreSQLDatabase
import SQLiteDatabase
import StackDocument
import StackLayout

/// A store of layout documents, opened to read: every document, its revisions, its history
/// and the state the queries read, and nothing that changes them. A `DocumentStore` (opened to
/// write) is also a reader; a store opened with `DocumentStoreReader(path:)` is only that, so
/// that a write on it does not compile.
///
/// Reads take no lock and are never blocked (WAL on SQLite): each sees the last commit made
/// before it began. A reader opened read-only never creates, migrates or changes its file
/// (SQLite's `query_only`, PostgreSQL's read-only transactions check it too); one opened
/// `keepingCaches` may also keep what a query computes (the frames of a layout), and nothing
/// else, when this process may write the store.
///
/// A reader is one connection: use it from one thread at a time.
public class DocumentStoreReader {
    /// The store's file, as given when it was opened; for a PostgreSQL store, its URL without
    /// the password.
    public let path: String
    let connection: any StoreConnection
    /// The document written or read last, reused while no other connection has moved its head.
    var cachedHead: HeadState?
    /// `connection.changeCounter` right after the commit that left `cachedHead` current.
    var cachedHeadVersion: UInt64?
    /// The head document `headDocument` rebuilt last, with its document id and revision; its
    /// name and canvas are those of the row then, and each read applies the row's of now.
    var rebuiltHead: (documentID: Int64, revision: Int, document: Document)?
    /// Whether the open transaction checked or loaded `cachedHead`.
    var headCurrentInTransaction = false
    /// Documents at their revisions, shared with the other connections of this process to the
    /// same store (`share(_:)`); nil reads every revision from the store.
    private(set) var sharedDocuments: SharedRevisionDocuments?

    /// `PRAGMA application_id` of StackDoc stores ("SDOC").
    package static let applicationID: Int32 = 0x5344_4F43

    /// A store reading and writing through `connection`.
    init(connection: any StoreConnection) {
        self.connection = connection
        path = connection.location
    }

    /// Opens the store at `path` to read: a file, or a PostgreSQL database when `path` is a
    /// `postgresql://` URL (libpq completes it from the `PG*` environment variables and
    /// `~/.pgpass`). The store must exist and be up to date: nothing is ever created or
    /// migrated, so a store the user may only read, or in a directory the user may not write,
    /// can be read. Refuses a file that is not a StackDoc store (`StoreError.notAStore`, also
    /// for an empty file), a missing one (`StoreError.storeNotFound`), one that needs an
    /// upgrade (`StoreError.needsUpgrade`: open it as a `DocumentStore` to upgrade it), and one
    /// written by a newer StackDoc.
    ///
    /// `keepingCaches`: when this process may write the store, keep what reads compute for
    /// later ones (the frames a query lays out); else read only, as without it.
    /// `busyTimeout` bounds the wait for SQLite's locks held by programs that do not take the
    /// store's writer lock.
    public convenience init(path: String, keepingCaches: Bool = false, busyTimeout: Duration = .seconds(10)) throws {
        let access: ConnectionAccess = keepingCaches ? .readKeepingCaches : .readOnly
        self.init(connection: try StoreOpener.open(path: path, access: access, busyTimeout: busyTimeout))
    }

    /// Opens the store at `url` to read, as `init(path:keepingCaches:busyTimeout:)` does: a
    /// PostgreSQL database (`postgresql://user@host:5432/db`), or an SQLite file for anything
    /// else. `path` and every message show the URL without its password.
    public convenience init(url: String, keepingCaches: Bool = false) throws {
        try self.init(path: url, keepingCaches: keepingCaches)
    }

    /// Whether this store writes nothing: a reader that keeps no caches, or a server that
    /// accepts no writes (a PostgreSQL hot standby).
    public var isReadOnly: Bool {
        connection.isReadOnly
    }

    // MARK: Reading

    /// Every document with its head revision and size, ordered by name; documents whose scene
    /// went away (deleted) only when `includingDeleted`, branches (`DOC@NAME`) only when
    /// `includingBranches`. One query.
    public func documents(includingDeleted: Bool = false, includingBranches: Bool = false) throws -> [DocumentSummary] {
        try readingOneStatement { try documentSummaries(includingDeleted: includingDeleted, includingBranches: includingBranches) }
    }

    private func documentSummaries(includingDeleted: Bool, includingBranches: Bool) throws -> [DocumentSummary] {
        try connection.query(
            """
            SELECT name, head.number, head.view_count, documents.created_at, head.created_at, documents.deleted
            FROM documents
            \(connection.dialect.headRevisionJoin(of: "documents.id"))
            WHERE \(includingDeleted ? "1 = 1" : "documents.deleted = 0") \(includingBranches ? "" : "AND documents.branch_of IS NULL")
            ORDER BY name
            """
        ) { row in
            DocumentSummary(
                name: try row.get(0), revision: try row.get(1), viewCount: try row.get(2),
                createdAt: try row.get(3), updatedAt: try row.get(4), deleted: try row.get(5, as: Int.self) != 0)
        }
    }

    /// The document at its head revision; `StoreError.documentNotFound` for a name the store
    /// does not hold. Cost: one snapshot decode, O(n) for n views, plus applying the changes
    /// since that snapshot (64 at most, or an eighth of the views if more); the head this store
    /// wrote or read last is reused while no other connection has moved it.
    public func document(_ name: String) throws -> Document {
        try document(name, revisionOrHead: nil).document
    }

    /// The number of the document's head (latest) revision; revisions count from 1.
    public func headRevision(of name: String) throws -> Int {
        try readingOneStatement { try documentRow(name).head }
    }

    /// The document as it was right after revision `revision`: the nearest snapshot at or
    /// before it, with the changes of the later revisions applied. Cost: one snapshot parse
    /// plus the changes since it: at most 64, or an eighth of the document's views if more.
    public func document(_ name: String, revision: Int) throws -> Document {
        try document(name, revisionOrHead: revision).document
    }

    /// The document at `revision`, or at its head when nil, with that revision's number, in
    /// one read. At the head it costs what `document(_:)` does: the document's row alone when
    /// this connection read or wrote that head last and it has not moved since.
    /// With `share(_:)`, a revision another connection of the process read already costs the
    /// document's row alone. Whichever way it comes, the document carries the name and canvas
    /// of the row this read found (`DocumentRow`), at every revision.
    public func document(_ name: String, revisionOrHead revision: Int?) throws -> (document: Document, revision: Int) {
        try reading {
            let row = try documentRow(name)
            let number = revision ?? row.head
            guard (1...row.head).contains(number) else {
                throw StoreError.revisionNotFound(document: name, revision: number, head: row.head)
            }
            if let kept = sharedDocuments?.document(of: row, revision: number) {
                // A head another reader built is where this one's next head starts from.
                if number == row.head { rebuiltHead = (row.id, number, kept) }
                return (kept, number)
            }
            let document = number == row.head
                ? try headDocument(of: row) : try RevisionRebuilder(connection: connection, row: row).rebuild(number)
            sharedDocuments?.keep(document, documentID: row.id, revision: number)
            return (document, number)
        }
    }

    /// Shares the documents this reader reads at their revisions with the other readers given
    /// the same `documents`: connections of this process to this one store only.
    public func share(_ documents: SharedRevisionDocuments) {
        sharedDocuments = documents
    }

    /// A document's revisions, oldest first (`from`...`to`, inclusive, when given); reads only
    /// that range. Throws `StoreError.revisionNotFound` for a bound outside the history and
    /// `StoreError.nothingToDo` when `from > to`.
    public func log(of name: String, from: Int = 1, to: Int? = nil) throws -> [RevisionInfo] {
        try events(of: name, from: from, to: to).map(\.info)
    }

    // MARK: Transactions

    /// Runs `body` in a read transaction, or in the open one: reads compose.
    func reading<T>(_ body: () throws -> T) throws -> T {
        connection.isInTransaction ? try body() : try connection.read(body)
    }

    /// Runs `body`, one statement that only reads, in the open transaction, or as a
    /// transaction of its own (`StoreConnection.readOneStatement(_:)`).
    func readingOneStatement<T>(_ body: () throws -> T) throws -> T {
        connection.isInTransaction ? try body() : try connection.readOneStatement(body)
    }

    /// Why a write to this read-only store is refused: opened read-only, or a server that
    /// accepts no writes (a PostgreSQL hot standby).
    var refusedWrite: StoreError {
        connection.serverRefusesWrites ? StoreError.serverReadOnly(path: path) : StoreError.readOnly(path: path)
    }

    /// Runs `body` in a write transaction. The cached head is dropped on failure, as it may
    /// hold changes that were rolled back. Fails with `StoreError.readOnly` on a store opened
    /// read-only, before anything runs. `document`: the one document the transaction writes,
    /// whose lock the backend may then take as the transaction begins, or, with
    /// `lockedByFirstStatement`, that the transaction's first statement locks itself.
    func writing<T>(document: String? = nil, lockedByFirstStatement: Bool = false, _ body: () throws -> T) throws -> T {
        guard !isReadOnly else { throw refusedWrite }
        rebuiltHead = nil
        do {
            headCurrentInTransaction = false
            let result = try document.map { name in
                lockedByFirstStatement
                    ? try connection.write(lockedByFirstStatement: name, body) : try connection.write(lockingDocument: name, body)
            } ?? connection.write(body)
            // A head checked or loaded in this transaction, and kept up to date by it, is current
            // as of this commit: until another connection writes, `head(of:)` need not look.
            cachedHeadVersion = headCurrentInTransaction && cachedHead != nil ? connection.changeCounter : nil
            return result
        } catch {
            cachedHead = nil
            cachedHeadVersion = nil
            throw error
        }
    }

    /// The document at the head revision of `row`, for a read, under the row's name and
    /// canvas: the cached head when it is this document's (the writer's, kept current by its
    /// appends), else the head rebuilt last brought forward by the revisions since it when no
    /// snapshot was written meanwhile (`RevisionRebuilder.advance`), else the nearest snapshot
    /// with the changes since it (`RevisionRebuilder.rebuild`); kept for the next read.
    /// Decoding a snapshot costs about a third of reading the `views` and `constraints` rows
    /// that `HeadLoader` reads (which the writer needs for their ordering keys); each way
    /// applies at most the bounded number of changes since the last snapshot.
    private func headDocument(of row: DocumentRow) throws -> Document {
        if let cachedHead, cachedHead.name == row.name, cachedHead.documentID == row.id {
            return row.applyingNameAndCanvas(to: try head(of: row.name).document)
        }
        let rebuilder = RevisionRebuilder(connection: connection, row: row)
        if let rebuiltHead, rebuiltHead.documentID == row.id, rebuiltHead.revision <= row.head {
            if rebuiltHead.revision == row.head { return row.applyingNameAndCanvas(to: rebuiltHead.document) }
            if let document = try rebuilder.advance(rebuiltHead.document, from: rebuiltHead.revision, to: row.head) {
                self.rebuiltHead = (row.id, row.head, document)
                return document
            }
        }
        let document = try rebuilder.rebuild(row.head)
        rebuiltHead = (row.id, row.head, document)
        return document
    }

    /// The head of `name`, from the cache when no other connection has moved it: O(1) in a
    /// write transaction when nobody else wrote since this store's last commit, one lookup of
    /// the document's row (`documentRow(_:)`) otherwise; when another connection appended, the
    /// cached head brought forward by its revisions (`HeadLoader.advance`), or, if it also
    /// flushed the state tables, the head read again (`HeadLoader.load`).
    func head(of name: String) throws -> HeadState {
        // Writers of a document take turns from here to their commit (a no-op on SQLite, whose
        // writers all take turns), so the head read below stays the head until then.
        if connection.isInWriteTransaction { try connection.lockDocument(named: name) }
        if let cachedHead, cachedHead.name == name {
            headCurrentInTransaction = true
            if let cachedHeadVersion, connection.isInWriteTransaction, cachedHeadVersion == connection.changeCounter {
                return cachedHead
            }
            // Another connection may have written. The cached head is still the head when the
            // document called `name` is the same one (not another that took the name from a
            // deleted one moved aside) at the same revision; its canvas, which an update may
            // change without a revision, is the row's.
            let row = try documentRow(name)
            if row.id == cachedHead.documentID, row.head == cachedHead.revision {
                cachedHead.document.canvas = row.canvas
                return cachedHead
            }
            // Another connection appended: its revisions are read and applied, unless it also
            // flushed the state tables.
            if row.id == cachedHead.documentID, row.head > cachedHead.revision,
                let advanced = try HeadLoader.advance(cachedHead, to: row, from: connection)
            {
                self.cachedHead = advanced
                return advanced
            }
        }
        let head = try HeadLoader.load(name, from: connection)
        cachedHead = head
        headCurrentInTransaction = true
        return head
    }

    /// The row of document `name` with its head revision, its name and its canvas: one
    /// statement (a lookup by the unique name, and one seek for the last revision's key).
    func documentRow(_ name: String) throws -> DocumentRow {
        guard let row = try connection.queryFirst(
            Self.documentRowSQL, [name], { row in
                let width = try row.get(2, as: Double?.self), height = try row.get(3, as: Double?.self)
                return DocumentRow(
                    id: try row.get(0, as: Int64.self), head: try row.get(1, as: Int.self), name: name,
                    canvas: width.flatMap { width in height.map { Size(width: width, height: $0) } })
            })
        else { throw StoreError.missingDocument(name, in: connection) }
        return row
    }

    /// The statement `documentRow(_:)` runs, built once: every read and every check of a
    /// kept head runs it.
    private static let documentRowSQL = """
        SELECT id, \(RevisionKey.headNumberSQL(of: "documents.id")), canvas_width, canvas_height
        FROM documents WHERE name = ?
        """
}
