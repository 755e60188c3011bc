/// What `FileImport.run` brings into a store: files (JSON documents, `.storyboard`, `.xib`),
/// how their documents are named, and whether documents already stored are updated.
public struct FileImportRequest: Sendable {
    /// The files, in order (`-`: standard input).
    public var files: [String]
    /// The document's name (the prefix of a multi-scene Interface Builder file's); one file only.
    public var name: String?
    /// How an Interface Builder file's documents are named.
    public var naming: SceneNaming
    /// Whether a document the store already has is updated by one revision of edits, rather
    /// than refused.
    public var update: Bool
    /// The message recorded with each revision.
    public var message: String?

    /// A request importing `files`, named as `import` names them.
    public init(files: [String], name: String? = nil, naming: SceneNaming = .file, update: Bool = false, message: String? = nil) {
        self.files = files
        self.name = name
        self.naming = naming
        self.update = update
        self.message = message
    }
}
