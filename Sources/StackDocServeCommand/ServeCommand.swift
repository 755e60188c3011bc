import ArgumentParser
import Dispatch
import StackDocCLI
import StackDocServer
import Synchronization

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: ServeHandOver.commandName,
        abstract: ServeHandOver.abstract,
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
            described at /api/openapi.json. Errors are {"error": message}. HEAD answers
            as GET without the body.

            The server listens on loopback only, unless --host names another address;
            then a token is required (--token, --token-file or $STACKDOC_TOKEN), and
            every request must send 'Authorization: Bearer TOKEN', or come from a
            browser logged in at /login (an HTTP-only session cookie; ten wrong tokens
            a minute, then 429). Stop it with Ctrl-C.

            Each request is logged on standard error as it arrives (method, address)
            and when it is answered (status, milliseconds), never with its headers;
            LOG_LEVEL=warning leaves only warnings and errors.

            Against other web pages: a request whose Host is not the address listened
            on, localhost or a name given with --allowed-host is refused (421), so a
            page cannot reach the server under a name of its own (DNS rebinding). A
            write (POST) must be sent as Content-Type: application/json (else 415) and,
            when it carries an Origin, from the server's own pages (else 403).

            \(Self.limits)

            Examples:
              stackdoc serve
              stackdoc serve --port 9000 --db layouts.db
              curl -s http://127.0.0.1:8080/api/documents/demo/revisions/head/layout
              curl -s -X POST -H 'Content-Type: application/json' \\
                http://127.0.0.1:8080/api/documents/demo/undo
              stackdoc serve --host 0.0.0.0 --token-file token.txt
              STACKDOC_TOKEN="$(cat token.txt)" stackdoc serve --host 0.0.0.0 \\
                --allowed-host layouts.example.org
            """
    )

    /// The connection limits, timeouts and layout limit, as the help states them.
    static var limits: String {
        let defaults = ServerConfiguration()
        return """
            Limits, so that the server can be left running: at most \(defaults.maxConnections)
            connections at once (one more closes the connection idle longest; when all
            are answering, it gets 503). A request's head must arrive within \(seconds(defaults.headerTimeout))
            of its first byte, its body within \(seconds(defaults.bodyTimeout)) of the head (else 408, and
            the connection is closed); a connection with no request is closed after
            \(seconds(defaults.idleTimeout)). At most \(defaults.layoutLimit.running) layouts (layouts, pictures, diffs, queries) run at
            once and \(defaults.layoutLimit.waiting) wait; more are answered 503 with Retry-After.
            """
    }

    private static func seconds(_ duration: Duration) -> String {
        "\(duration.components.seconds) s"
    }

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on (0: any free port).", valueName: "port"))
    var port = 8080

    @OptionGroup var token: TokenOptions

    @Option(
        name: .customLong("allowed-host"),
        help: ArgumentHelp("Also answer requests sent to this name (a proxy's or the machine's); repeat for several.", valueName: "name"))
    var allowedHosts: [String] = []

    @Option(name: .customLong("max-body"), help: ArgumentHelp("The largest request body taken, in bytes.", valueName: "bytes"))
    var maxBody = 1 << 20

    @OptionGroup var store: StoreOptions

    /// The token `validate()` read, which `run()` serves with: a token from standard input
    /// (`--token-file -`) can be read only once. Not an option: left out of `CodingKeys`.
    private var validatedToken: String?

    private enum CodingKeys: String, CodingKey {
        case host, port, token, allowedHosts, maxBody, store
    }

    mutating func validate() throws {
        let resolved = try token.resolved()
        do {
            try serverConfiguration(token: resolved).validate()
        } catch {
            throw ValidationError(ServeFlagMessage.message(for: error))
        }
        validatedToken = resolved
    }

    /// The configuration the options give, serving with `token`.
    private func serverConfiguration(token: String?) -> ServerConfiguration {
        ServerConfiguration(host: host, port: port, token: token, maxBodySize: maxBody, allowedHosts: allowedHosts)
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
        let server = StackDocServer(configuration: serverConfiguration(token: validatedToken), pool: storePool)
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
