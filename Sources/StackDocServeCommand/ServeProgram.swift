import ArgumentParser
import StackDocCLI

/// The program `stackdoc-serve`: `stackdoc serve` as a program of its own, which `stackdoc`
/// replaces itself with (`ServeHandOver`), so that no other command loads the HTTP server.
/// Its help, usage and errors are those of `stackdoc serve`.
public enum ServeProgram {
    /// Runs `stackdoc serve` with the process's arguments: `serve ...` or `help serve` as
    /// `stackdoc` hands them over, or the options alone when it is run by hand.
    public static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first != ServeHandOver.commandName, arguments.first != "help" {
            arguments.insert(ServeHandOver.commandName, at: 0)
        }
        do {
            var command = try ServingStackDoc.parseAsRoot(arguments)
            try command.run()
        } catch {
            ServingStackDoc.exit(withError: CommandLineHint.adding(to: error))
        }
    }
}

/// `stackdoc` with its one command `serve`, so that the parser names the command as the user
/// typed it: "Usage: stackdoc serve [--host <address>] ...".
struct ServingStackDoc: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stackdoc", subcommands: [ServeCommand.self])
}
