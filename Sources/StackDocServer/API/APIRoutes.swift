import DocumentHistory
import DocumentQuery
import DocumentStore
import Hummingbird
import LayoutRendering
import StackDocOutput
import StackDocument

/// The HTTP API: each route answers what the command it mirrors prints with `--format json`.
enum APIRoutes {
    static let canvasParameters: [APIRoute.Parameter] = [
        .init(name: "width", description: "Canvas width in points (with height).", type: "number"),
        .init(name: "height", description: "Canvas height in points (with width).", type: "number"),
        .init(name: "device", description: "An Interface Builder device id (retina6_1, ipad11, ...) instead of width and height."),
        .init(name: "landscape", description: "With device: turn it to landscape.", type: "boolean"),
    ]

    /// Every route, in the order the OpenAPI document lists them.
    static let all: [APIRoute] = [
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
                let number = try revision ?? store.headRevision(of: name)
                return DocumentJSON.document(try store.document(name, revision: number), revision: number)
            }
        },
        APIRoute(
            method: .get, path: "/api/documents/{name}/revisions/{rev}/layout", summary: "Every frame of the revision laid out (as `layout --format json`).",
            parameters: canvasParameters
        ) { request in
            let (name, revision, canvas) = (request.path("name"), try request.revision(), try request.canvas())
            return try await json(request) { store in
                let laidOut = try ReplayService(store: store).layout(name, revision: revision, canvas: canvas)
                return DocumentJSON.layout(laidOut.layout, document: name, revision: laidOut.revision)
            }
        },
        APIRoute(
            method: .get, path: "/api/documents/{name}/revisions/{rev}/render.svg", summary: "A picture of the revision's layout (as `render`).",
            parameters: canvasParameters + [.init(name: "hidden", description: "omitted (default) or dashed.")], produces: "image/svg+xml"
        ) { request in
            let (name, revision, canvas, options) = (request.path("name"), try request.revision(), try request.canvas(), try renderOptions(request))
            let svg = try await request.pool.reading { store in
                LayoutRenderer.svg(try ReplayService(store: store).layout(name, revision: revision, canvas: canvas), options: options)
            }
            return JSONResponse.text(svg, contentType: "image/svg+xml")
        },
        APIRoute(
            method: .get, path: "/api/documents/{name}/diff", summary: "What changed between two revisions (as `diff --format json`).",
            parameters: [
                .init(name: "from", description: "The older revision.", type: "integer", required: true),
                .init(name: "to", description: "The newer revision.", type: "integer", required: true),
                .init(name: "frames", description: "Compare frames at the document's canvas.", type: "boolean"),
            ] + canvasParameters.prefix(2)
        ) { request in
            let (name, from, to) = (request.path("name"), try request.requiredInteger("from"), try request.requiredInteger("to"))
            let (canvas, frames) = (try request.canvas(), try request.flag("frames"))
            return try await json(request) { store in
                let diff = try ReplayService(store: store).diff(name, from: from, to: to, canvas: canvas, withFrames: frames)
                return DocumentJSON.diff(diff, document: name, from: from, to: to)
            }
        },
        APIRoute(
            method: .get, path: "/api/documents/{name}/diff.svg", summary: "Two revisions side by side with their differences (as `render --diff`).",
            parameters: [
                .init(name: "from", description: "The older revision.", type: "integer", required: true),
                .init(name: "to", description: "The newer revision.", type: "integer", required: true),
            ] + canvasParameters + [.init(name: "hidden", description: "omitted (default) or dashed.")], produces: "image/svg+xml"
        ) { request in
            let (name, from, to) = (request.path("name"), try request.requiredInteger("from"), try request.requiredInteger("to"))
            let (canvas, options) = (try request.canvas(), try renderOptions(request))
            let svg = try await request.pool.reading { store in
                let service = ReplayService(store: store)
                let old = try service.layout(name, revision: from, canvas: canvas)
                let new = try service.layout(name, revision: to, canvas: canvas)
                return LayoutRenderer.diffSVG(from: old, to: new, diff: try DocumentDiff(from: old.document, to: new.document), options: options)
            }
            return JSONResponse.text(svg, contentType: "image/svg+xml")
        },
        APIRoute(method: .get, path: "/api/documents/{name}/views/{view}/blame", summary: "The revisions that touched a view, newest first (as `blame --format json`).") { request in
            let (name, view) = (request.path("name"), request.path("view"))
            return try await json(request) { JSONValue.array(try ViewBlame(store: $0).blame(view, in: name).map(DocumentJSON.blameEntry)) }
        },
        APIRoute(
            method: .get, path: "/api/query", summary: "Views matching a selector (as `query --format json`).",
            parameters: [
                .init(name: "selector", description: "The selector.", required: true),
                .init(name: "document", description: "A document to search (repeat for several; default: all)."),
                .init(name: "rev", description: "The revision to search in each document.", type: "integer"),
            ] + canvasParameters.prefix(2)
        ) { request in
            guard let text = request.query("selector") else { throw APIError.badParameter("selector", "missing; give a selector such as stack > label") }
            let selector: SelectorList
            do { selector = try SelectorList(parsing: text) } catch { throw APIError(status: .badRequest, message: "invalid selector: \(error)") }
            let (documents, revision, canvas) = (request.queryAll("document"), try request.integer("rev"), try request.canvas())
            return try await json(request) { store in
                let outcome = try QueryService(store: store).query(selector, documents: documents.isEmpty ? nil : documents, revision: revision, canvas: canvas)
                return .array(outcome.matches.map(DocumentJSON.queryMatch))
            }
        },
        APIRoute(
            method: .post, path: "/api/documents/{name}/edits", summary: "Apply a JSON array of edits as one revision (as `edit --ops`).",
            parameters: [.init(name: "message", description: "A message recorded with the revision.")],
            body: "A JSON array of edits, as `stackdoc edit --ops` reads."
        ) { request in
            let edits: [Edit]
            do { edits = try EditFormat.decodeList(request.body) } catch { throw APIError(status: .badRequest, message: "request body: \(error)") }
            let (name, message) = (request.path("name"), request.query("message"))
            return try await request.pool.writing { store in
                JSONResponse.make(DocumentJSON.editOutcome(try store.apply(edits, to: name, message: message), document: name))
            }
        },
        historyStep(.undo), historyStep(.redo),
        APIRoute(method: .get, path: "/api/events", summary: "Server-sent events: `heads`, each document's head revision, whenever one changes.", produces: "text/event-stream") { request in
            HeadEvents(pool: request.pool, interval: request.headPollInterval).response()
        },
        APIRoute(method: .get, path: "/api/openapi.json", summary: "This description of the API.") { _ in
            JSONResponse.make(OpenAPIDocument.json(for: all))
        },
    ]

    private static func historyStep(_ kind: RevisionKind) -> APIRoute {
        let word = kind == .undo ? "undo" : "redo"
        return APIRoute(
            method: .post, path: "/api/documents/{name}/\(word)",
            summary: kind == .undo ? "Undo the most recent changes, each as a new revision (as `undo --format json`)." : "Re-apply undone changes (as `redo --format json`).",
            parameters: [.init(name: "steps", description: "How many changes (default 1).", type: "integer"), .init(name: "message", description: "A message recorded with each revision.")]
        ) { request in
            let (name, steps, message) = (request.path("name"), try request.integer("steps") ?? 1, request.query("message"))
            return try await request.pool.writing { store in
                JSONResponse.make(DocumentJSON.revisions(kind == .undo ? try store.undo(name, steps: steps, message: message) : try store.redo(name, steps: steps, message: message)))
            }
        }
    }

    /// Reads with a pooled connection and answers the JSON `body` makes.
    private static func json(_ request: APIRequest, _ body: @escaping @Sendable (DocumentStore) throws -> JSONValue) async throws -> Response {
        try await request.pool.reading { JSONResponse.make(try body($0)) }
    }

    private static func renderOptions(_ request: APIRequest) throws -> RenderOptions {
        guard let style = HiddenViewStyle(rawValue: request.query("hidden") ?? "omitted") else {
            throw APIError.badParameter("hidden", "\"\(request.query("hidden") ?? "")\" is neither omitted nor dashed")
        }
        return RenderOptions(hiddenViews: style, scale: 1)
    }
}
