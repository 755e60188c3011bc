import LayoutRendering
import StackDocument

extension ReplayService {
    /// The picture `request` asks for, as an SVG document (`stackdoc render` and the server's
    /// `render.svg` and `diff.svg`): a revision laid out (`layout`) and drawn
    /// (`LayoutRenderer.svg`), or two revisions and their diff (`LayoutRenderer.diffSVG`).
    /// Cost: one rebuild and one layout per revision drawn.
    public func picture(_ request: PictureRequest) throws -> String {
        switch request.revisions {
        case .one(let revision):
            return LayoutRenderer.svg(
                try layout(request.document, revision: revision, canvas: request.canvas, screen: request.screen), options: request.options)
        case .diff(let from, let to):
            let old = try layout(request.document, revision: from, canvas: request.canvas, screen: request.screen)
            let new = try layout(request.document, revision: to, canvas: request.canvas, screen: request.screen)
            return LayoutRenderer.diffSVG(from: old, to: new, diff: try DocumentDiff(from: old.document, to: new.document), options: request.options)
        }
    }
}
