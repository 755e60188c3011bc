import ArgumentParser
import Dispatch
import StackDocServer
import Synchronization

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the store's documents and their history: a viewer page and an HTTP API.",
        discussion: """
            Open http://127.0.0.1:8080/ for the documents; each document's page draws its
            layout at any revision (drag the slider), colours what two revisions changed
            (diff), shows a view's properties on hover and its blame on a click, and
            follows writes by other processes within a second. The address of a page
            names the document and the revision, so it can be shared.

            The API answers the JSON of the commands' --format json: GET
            /api/documents, /api/documents/DOC/revisions[/REV[/layout|/render.svg]],
            /api/documents/DOC/diff?from=A&to=B, /api/query?selector=S, /api/devices
            (layouts, pictures, diffs and queries take device=NAME [&landscape=true], the
            names of --device, or width=W&height=H), POST
            /api/documents/DOC/edits (a JSON array of edits), /undo, /redo. It is
            described at /api/openapi.json. Errors are {"error": message}.

            The server listens on loopback only, unless --host names another address;
            then --token is required, and every request must send 'Authorization: Bearer
            TOKEN'. Stop it with Ctrl-C.

            Examples:
              stackdoc serve
              stackdoc serve --port 9000 --db layouts.db
              curl -s http://127.0.0.1:8080/api/documents/demo/revisions/head/layout
              stackdoc serve --host 0.0.0.0 --token "$(cat token.txt)"
            """
    )

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on (0: any free port).", valueName: "port"))
    var port = 8080

    @Option(help: ArgumentHelp("A secret every request must send as 'Authorization: Bearer TOKEN' (required off loopback).", valueName: "token"))
    var token: String?

    @Option(name: .customLong("max-body"), help: ArgumentHelp("The largest request body taken, in bytes.", valueName: "bytes"))
    var maxBody = 1 << 20

    @OptionGroup var store: StoreOptions

    func validate() throws {
        do {
            try serverConfiguration.validate()
        } catch {
            throw ValidationError(error.description)
        }
    }

    private var serverConfiguration: ServerConfiguration {
        ServerConfiguration(host: host, port: port, token: token, maxBodySize: maxBody)
    }

    /// The connections the server reads and writes through, opened as every command opens the
    /// store (`StoreOptions`): the one place that says which store `serve` serves.
    private var storePool: StorePool {
        let store = self.store
        return StorePool(openReader: { try store.open() }, openWriter: { try store.openForWriting() })
    }

    /// Serves until SIGINT or SIGTERM. The other commands stay synchronous: this one waits
    /// here for the server, which runs on Swift's concurrency threads.
    func run() throws {
        // Opened once now, so that a missing or unreadable store is refused before listening.
        // Its path is the one to show: a PostgreSQL URL without its password.
        let shown = try store.open().path
        let server = StackDocServer(configuration: serverConfiguration, pool: storePool)
        let host = self.host
        let finished = DispatchSemaphore(value: 0)
        let outcome = Mutex<(any Error)?>(nil)
        Task.detached {
            do {
                try await server.run { port in
                    printError("stackdoc: serving \(shown) at http://\(host.contains(":") ? "[\(host)]" : host):\(port)/ (Ctrl-C stops)")
                }
            } catch {
                outcome.withLock { $0 = error }
            }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.withLock({ $0 }) { throw error }
    }
}
