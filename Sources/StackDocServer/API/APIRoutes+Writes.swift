import DocumentHistory
import DocumentQuery
import DocumentStore
import Hummingbird
import LayoutRendering
import StackDocOutput
import StackDocument

extension APIRoutes {
    /// Edits, undo and redo: each writes revisions through a writing connection.
    static var writes: [APIRoute] {
        [
            APIRoute(
                method: .post, path: "/api/documents/{name}/edits", summary: "Apply a JSON array of edits as one revision (as `edit --ops`).",
                parameters: [.init(name: "message", description: "A message recorded with the revision.")],
                body: "A JSON array of edits, as `stackdoc edit --ops` reads."
            ) { request in
                let edits: [Edit]
                do { edits = try EditFormat.decodeList(request.body) } catch { throw APIError(status: .badRequest, message: "request body: \(error)") }
                let (name, message) = (request.path("name"), request.query("message"))
                return try await request.pool.writing { store in
                    Answer.json(DocumentJSON.editOutcome(try store.apply(edits, to: name, message: message), document: name))
                }
            },
            historyStep(.undo), historyStep(.redo),
        ]
    }

    private static func historyStep(_ kind: RevisionKind) -> APIRoute {
        let word = kind == .undo ? "undo" : "redo"
        return APIRoute(
            method: .post, path: "/api/documents/{name}/\(word)",
            summary: kind == .undo ? "Undo the most recent changes, each as a new revision (as `undo --format json`)." : "Re-apply undone changes (as `redo --format json`).",
            parameters: [.init(name: "steps", description: "How many changes (default 1).", type: "integer"), .init(name: "message", description: "A message recorded with each revision.")]
        ) { request in
            let (name, steps, message) = (request.path("name"), try request.integer("steps") ?? 1, request.query("message"))
            return try await request.pool.writing { store in
                Answer.json(DocumentJSON.revisions(kind == .undo ? try store.undo(name, steps: steps, message: message) : try store.redo(name, steps: steps, message: message)))
            }
        }
    }
}
