import ArgumentParser

/// `serve` in `stackdoc`'s list of commands. `StackDocCommand.main()` hands `serve` to its
/// own program before the parser sees it (`ServeHandOver`), and so does this command when it
/// is parsed in-process; `stackdoc serve --help` shows the program's help.
struct ServeLauncher: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: ServeHandOver.commandName, abstract: ServeHandOver.abstract)

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var arguments: [String] = []

    func run() throws {
        try ServeHandOver.run([ServeHandOver.commandName] + arguments)
    }
}
