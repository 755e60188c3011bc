import StackDocument

/// How an import (`import --name-scenes`) names the documents of an Interface Builder file: `file` (the
/// default) as `PREFIX/SCENE`, a one-scene file as PREFIX, where PREFIX is `--name` or the
/// file's name; `scene` by SCENE alone (the view controller's class, else its label,
/// storyboard identifier, title or scene id), short names for a store that holds one app.
public enum SceneNaming: String, CaseIterable, Sendable {
    case file
    case scene

    /// `documents` renamed as the naming asks: under `scene`, each by its scene's name.
    /// `sceneNames` holds each document's scene name, in the same order.
    public func named(_ documents: [Document], sceneNames: [String]) -> [Document] {
        guard self == .scene else { return documents }
        return zip(documents, sceneNames).map { document, sceneName in
            var renamed = document
            renamed.name = sceneName
            return renamed
        }
    }
}
