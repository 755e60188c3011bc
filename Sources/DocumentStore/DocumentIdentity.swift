import StackDocument

/// What identifies a document across versions of the file it is read from: Interface Builder
/// keeps a scene's root view's id when the scene's class, label or storyboard identifier is
/// renamed, so that id, not the name, says which stored document a new version continues
/// (`DocumentIdentityMatching`). The scene's id is recorded with the document, not matched.
public struct DocumentIdentity: Sendable, Hashable {
    /// The document's name.
    public var name: String
    /// Its root view's id.
    public var rootID: String
    /// The storyboard scene's id (`sceneID`), or `nil` (xibs, JSON documents); stored, but
    /// matching does not look at it.
    public var sceneID: String?

    /// An identity of a document named `name` rooted at `rootID`, in scene `sceneID`.
    public init(name: String, rootID: String, sceneID: String? = nil) {
        self.name = name
        self.rootID = rootID
        self.sceneID = sceneID
    }
}

/// Pairs the documents of a new version of a file with the stored documents they continue.
///
/// A stored document is continued by the incoming one with the same root view id: edits reach
/// it, whatever it is called now (a new name is a rename). A root view id that is new is a new
/// document, even under a name or scene id a stored document has: its root was re-created, and
/// no edits turn one root into another. Documents are paired at most once.
enum DocumentIdentityMatching {
    /// For each of `incoming`, the index in `stored` of the document it continues, or `nil`
    /// for a new document. O(n + m).
    static func match(_ incoming: [DocumentIdentity], to stored: [DocumentIdentity]) -> [Int?] {
        var byRoot: [String: Int] = [:]
        for (index, identity) in stored.enumerated() where byRoot[identity.rootID] == nil { byRoot[identity.rootID] = index }
        return incoming.map { identity in
            guard let index = byRoot[identity.rootID] else { return nil }
            byRoot[identity.rootID] = nil
            return index
        }
    }
}
