import ArgumentParser

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create an empty store (or check that an existing one is usable).",
        discussion: "Example:  stackdoc init --db screens.db"
    )

    @OptionGroup var store: StoreOptions

    func run() throws {
        let opened = try store.openForWriting(create: true)
        print("store ready at \(opened.path) (\(try opened.documents().count) documents)")
    }
}
