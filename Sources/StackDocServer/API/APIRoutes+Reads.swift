import DocumentHistory
import DocumentQuery
import DocumentStore
import Hummingbird
import LayoutRendering
import StackDocOutput
import StackDocument

extension APIRoutes {
    /// The documents, their revisions, layouts, pictures, blame and queries.
    static var reads: [APIRoute] {
        [
            APIRoute(method: .get, path: "/api/documents", summary: "The documents of the store (as `list --format json`).") { request in
                try await json(request) { DocumentJSON.documentList(try $0.documents()) }
            },
            APIRoute(
                method: .get, path: "/api/documents/{name}/revisions", summary: "A document's revisions, oldest first (as `log --format json`).",
                parameters: [.init(name: "from", description: "The first revision.", type: "integer"), .init(name: "to", description: "The last revision.", type: "integer")]
            ) { request in
                let (name, from, to) = (request.path("name"), try request.integer("from") ?? 1, try request.integer("to"))
                if let to, to < from { throw APIError.badParameter("to", "\(to) is before from (\(from))") }
                return try await json(request) { DocumentJSON.revisions(try $0.log(of: name, from: from, to: to)) }
            },
            APIRoute(method: .get, path: "/api/documents/{name}/revisions/{rev}", summary: "The document at a revision (a number or head), as `show --format json`.") { request in
                let (name, revision) = (request.path("name"), try request.revision())
                return try await json(request) { store in
                    let (document, number) = try store.document(name, revisionOrHead: revision)
                    return DocumentJSON.document(document, revision: number)
                }
            },
            APIRoute(
                method: .get, path: "/api/documents/{name}/revisions/{rev}/layout", summary: "Every frame of the revision laid out (as `layout --format json`).",
                parameters: canvasParameters, laysOut: true
            ) { request in
                let (name, revision, canvas) = (request.path("name"), try request.revision(), try request.canvas())
                return try await json(request) { store in
                    let laidOut = try ReplayService(store: store).layout(name, revision: revision, canvas: canvas.size, screen: canvas.screen)
                    return DocumentJSON.layout(laidOut.layout, document: name, revision: laidOut.revision)
                }
            },
            APIRoute(
                method: .get, path: "/api/documents/{name}/revisions/{rev}/render.svg", summary: "A picture of the revision's layout (as `render`).",
                parameters: canvasParameters + [.init(name: "hidden", description: "omitted (default) or dashed.")], produces: "image/svg+xml", laysOut: true
            ) { request in
                let (name, revision, canvas, options) = (request.path("name"), try request.revision(), try request.canvas(), try renderOptions(request))
                let picture = PictureRequest(document: name, revisions: .one(revision), canvas: canvas.size, screen: canvas.screen, options: options)
                let svg = try await request.pool.reading { store in try ReplayService(store: store).picture(picture) }
                return Answer.text(svg, contentType: "image/svg+xml")
            },
            APIRoute(method: .get, path: "/api/documents/{name}/views/{view}/blame", summary: "The revisions that touched a view, newest first (as `blame --format json`).") { request in
                let (name, view) = (request.path("name"), request.path("view"))
                return try await json(request) { store in
                    DocumentJSON.blame(try ViewBlame(store: store).blame(view, in: name), names: try ViewNames.head(of: name, in: store))
                }
            },
            APIRoute(
                method: .get, path: "/api/query", summary: "Views matching a selector (as `query --format json`).",
                parameters: [
                    .init(name: "selector", description: "The selector.", required: true),
                    .init(name: "document", description: "A document to search (repeat for several; default: all)."),
                    .init(name: "rev", description: "The revision to search in each document.", type: "integer"),
                ] + canvasParameters,
                laysOut: true
            ) { request in
                guard let text = request.query("selector") else { throw APIError.badParameter("selector", "missing; give a selector such as stack > label") }
                let selector: SelectorList
                do { selector = try SelectorList(parsing: text) } catch { throw APIError(status: .badRequest, message: "invalid selector: \(error)") }
                let (documents, revision, canvas) = (request.queryAll("document"), try request.integer("rev"), try request.canvas())
                return try await request.pool.reading { store in
                    let outcome = try QueryService(store: store).query(selector, documents: documents.isEmpty ? nil : documents, revision: revision, canvas: canvas.size, screen: canvas.screen)
                    var writer = QueryMatchWriter(format: .json)
                    for match in outcome.matches { writer.add(match) }
                    return Answer.json(writer.finish())
                }
            },
        ]
    }
}
