import DocumentStore
import StackDocument
import StackLayout

/// The history of the documents in a store, put to use: any revision laid out, diffs of two
/// revisions (structure and frames), and replays that walk the revisions in order. It only
/// reads: restores (`DocumentStore.restore(_:to:message:)`), undo and redo write, and are the
/// writing store's.
///
/// Use one service from one thread at a time, like its store.
public final class ReplayService {
    /// The store whose documents it reads.
    public let store: DocumentStoreReader

    /// A service over `store` (a reader, or a `DocumentStore`); it opens nothing and keeps no
    /// state of its own.
    public init(store: DocumentStoreReader) {
        self.store = store
    }

    /// The canvas to lay `document` out at: `canvas` if given, else the document's own.
    package static func canvas(_ canvas: Size?, for document: Document) throws -> Size {
        guard let size = canvas ?? document.canvas else {
            throw HistoryError.noCanvas(document: document.name)
        }
        return size
    }

    /// Revision `revision` (default: the head) laid out at `canvas`, or at the document's own
    /// canvas (`HistoryError.noCanvas` when it has none), or placed on a device's `screen`
    /// (`Document.placed(on:)`). Cost: a rebuild plus one layout.
    public func layout(_ name: String, revision: Int? = nil, canvas: Size? = nil, screen: DeviceScreen? = nil) throws -> LaidOutRevision {
        let (stored, number) = try store.document(name, revisionOrHead: revision)
        let document = screen.map(stored.placed(on:)) ?? stored
        let size = try Self.canvas(canvas, for: document)
        return LaidOutRevision(revision: number, document: document, layout: LayoutEngine.layout(document.layoutScene(canvas: size)))
    }

    /// What changed from revision `from` to revision `to`: the tree, and with `canvas` (or
    /// `withFrames`, at the document's own canvas) the frames after layout. Its `edits` turn
    /// the one into the other. On a device's `screen`, the frames are those of both revisions
    /// placed there (`Document.placed(on:)`). Cost: two rebuilds, O(views) to compare, two
    /// layouts for frames.
    public func diff(
        _ name: String, from: Int, to: Int, canvas: Size? = nil, withFrames: Bool = false, screen: DeviceScreen? = nil
    ) throws -> DocumentDiff {
        try diff(from: try store.document(name, revision: from), to: try store.document(name, revision: to), canvas: canvas, withFrames: withFrames, screen: screen)
    }

    /// The diff from the head of document `name` to the head of document `other` (a branch of
    /// it, `DOC@NAME`, say): views, orderings, properties, constraints, and with `canvas` (or
    /// `withFrames`, or `screen`) the frames that changed. Throws when the two are not
    /// versions of one document (different roots).
    public func diff(
        _ name: String, against other: String, canvas: Size? = nil, withFrames: Bool = false, screen: DeviceScreen? = nil
    ) throws -> DocumentDiff {
        try diff(from: try store.document(name), to: try store.document(other), canvas: canvas, withFrames: withFrames, screen: screen)
    }

    private func diff(from old: Document, to new: Document, canvas: Size?, withFrames: Bool, screen: DeviceScreen?) throws -> DocumentDiff {
        guard let screen else { return try Self.diff(from: old, to: new, canvas: canvas, withFrames: withFrames) }
        let (laidOld, laidNew) = (old.placed(on: screen), new.placed(on: screen))
        let size = try Self.canvas(canvas, for: laidOld)
        return try DocumentDiff(
            from: old, to: new, frames: (old: laidOld.frames(at: size), new: laidNew.frames(at: size)))
    }

    /// The diff between two states of one document, wherever they come from (two files, say):
    /// with `canvas` or `withFrames`, both are laid out at `canvas`, else at `old`'s own canvas
    /// (`HistoryError.noCanvas` when it has none), and the frames that changed are listed too.
    /// Cost: `DocumentDiff.init`, plus two layouts when frames are asked for.
    public static func diff(from old: Document, to new: Document, canvas: Size? = nil, withFrames: Bool = false) throws -> DocumentDiff {
        try diffAndFrames(from: old, to: new, canvas: canvas, withFrames: withFrames).diff
    }

    /// `diff(from:to:canvas:withFrames:)` with the frames it compared, keyed by view id (`nil`
    /// when it laid nothing out), for a caller that needs them too (`ResaveNoise`) rather than
    /// laying both documents out again. Cost: that of `diff(from:to:canvas:withFrames:)`.
    public static func diffAndFrames(
        from old: Document, to new: Document, canvas: Size? = nil, withFrames: Bool = false
    ) throws -> (diff: DocumentDiff, frames: (old: [String: Rect], new: [String: Rect])?) {
        guard canvas != nil || withFrames else { return (try DocumentDiff(from: old, to: new), nil) }
        let size = try Self.canvas(canvas, for: old)
        let frames = (old: old.frames(at: size), new: new.frames(at: size))
        return (try DocumentDiff(from: old, to: new, frames: frames), frames)
    }

    /// Walks revisions `from...to` in order, calling `body` with each one, its document, and
    /// the frames that changed since the previous revision (for the first: none). Layouts are
    /// incremental: each revision re-solves only what its change touched. On a device's
    /// `screen`, each revision is laid out placed there (`Document.placed(on:)`).
    public func replay(
        _ name: String, from: Int = 1, to: Int? = nil, canvas: Size? = nil, screen: DeviceScreen? = nil,
        _ body: (ReplayStep) throws -> Void
    ) throws {
        let engine = LayoutEngine()
        var previous: [String: Rect]?
        try store.walk(name, from: from, to: to) { revision, document in
            let laidOut = screen.map(document.placed(on:)) ?? document
            let size = try Self.canvas(canvas, for: laidOut)
            let frames = engine.layout(laidOut.layoutScene(canvas: size)).framesByID
            var changes: [FrameChange] = []
            if let previous {
                for (id, frame) in frames.sorted(by: { $0.key < $1.key }) {
                    let old = previous[id]
                    if old.map({ !$0.isClose(to: frame, within: DocumentDiff.frameTolerance) }) ?? true { changes.append(FrameChange(view: id, old: old, new: frame)) }
                }
                for (id, frame) in previous.sorted(by: { $0.key < $1.key }) where frames[id] == nil {
                    changes.append(FrameChange(view: id, old: frame, new: nil))
                }
            }
            previous = frames
            try body(ReplayStep(revision: revision, document: document, frameChanges: changes))
        }
    }
}

/// One revision of a replay: what it was, the document after it, and the frames it changed.
public struct ReplayStep: Sendable {
    /// The revision: its number, kind, time, message and edits.
    public var revision: RevisionInfo
    /// The document as it was right after the revision.
    public var document: Document
    /// Frames that differ from the previous revision's (`old` nil: the view is new; `new` nil:
    /// it is gone), by view id.
    public var frameChanges: [FrameChange]

    /// A frame of one view before and after a revision.
    public struct FrameChange: Hashable, Sendable {
        /// The view's id.
        public var view: String
        /// Its frame in its superview before the revision; `nil` when the view is new.
        public var old: Rect?
        /// Its frame in its superview after the revision; `nil` when the view is gone.
        public var new: Rect?
    }
}

typealias FrameChange = ReplayStep.FrameChange

/// Requests the history cannot serve.
public enum HistoryError: Error, CustomStringConvertible, Sendable {
    /// A layout was asked of a document that has no canvas, and no canvas was given.
    case noCanvas(document: String)

    /// One line for people, naming the document.
    public var description: String {
        switch self {
        case .noCanvas(let document): "document \"\(document)\" has no canvas: give a canvas size to lay it out"
        }
    }
}
