import DocumentHistory
import DocumentQuery
import DocumentStore
import Hummingbird
import LayoutRendering
import StackDocOutput
import StackDocument

extension APIRoutes {
    /// What changed between two revisions, as JSON and as a picture.
    static var history: [APIRoute] {
        [
            APIRoute(
                method: .get, path: "/api/documents/{name}/diff", summary: "What changed between two revisions (as `diff --format json`).",
                parameters: [
                    .init(name: "from", description: "The older revision.", type: "integer", required: true),
                    .init(name: "to", description: "The newer revision.", type: "integer", required: true),
                    .init(name: "frames", description: "Compare frames at the document's canvas.", type: "boolean"),
                ] + canvasParameters,
                laysOut: true
            ) { request in
                let (name, from, to) = (request.path("name"), try request.requiredInteger("from"), try request.requiredInteger("to"))
                let (canvas, frames) = (try request.canvas(), try request.flag("frames"))
                return try await json(request) { store in
                    let diff = try ReplayService(store: store).diff(name, from: from, to: to, canvas: canvas.size, withFrames: frames, screen: canvas.screen)
                    return DocumentJSON.diff(diff, document: name, from: from, to: to)
                }
            },
            APIRoute(
                method: .get, path: "/api/documents/{name}/diff.svg", summary: "Two revisions side by side with their differences (as `render --diff`).",
                parameters: [
                    .init(name: "from", description: "The older revision.", type: "integer", required: true),
                    .init(name: "to", description: "The newer revision.", type: "integer", required: true),
                ] + canvasParameters + [.init(name: "hidden", description: "omitted (default) or dashed.")], produces: "image/svg+xml", laysOut: true
            ) { request in
                let (name, from, to) = (request.path("name"), try request.requiredInteger("from"), try request.requiredInteger("to"))
                let (canvas, options) = (try request.canvas(), try renderOptions(request))
                let picture = PictureRequest(document: name, revisions: .diff(from: from, to: to), canvas: canvas.size, screen: canvas.screen, options: options)
                let svg = try await request.pool.reading { store in try ReplayService(store: store).picture(picture) }
                return Answer.text(svg, contentType: "image/svg+xml")
            },
        ]
    }
}
