import ArgumentParser
import DocumentStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `--db PATH`: the store. Defaults to `$STACKDOC_DB`, then `./stackdoc.db`.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The store to use (default: $STACKDOC_DB, else ./stackdoc.db).", valueName: "path"))
    var db: String?

    var path: String {
        if let db { return db }
        if let fromEnvironment = getenv("STACKDOC_DB"), fromEnvironment.pointee != 0 { return String(cString: fromEnvironment) }
        return "stackdoc.db"
    }

    /// Opens the store; reading commands never create one.
    func open(create: Bool = false) throws -> DocumentStore {
        try DocumentStore(path: path, create: create)
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// `--format text|json`.
struct FormatOption: ParsableArguments {
    @Option(name: .long, help: "Output format: text for people, json for tools.")
    var format: OutputFormat = .text
}

/// `--message TEXT` for commands that write a revision.
struct MessageOption: ParsableArguments {
    @Option(name: [.customShort("m"), .long], help: "A message recorded with the revision.")
    var message: String?
}
