import StackDocTestSupport
import Testing

/// What users see of the options every command shares (`--format`, `--db`, `--lock-timeout`):
/// their help, their shells' completions, and how their values are read and refused.
@Suite("options every command shares")
struct SharedOptionsTests {
    @Test(arguments: ["list", "show", "log", "layout", "query"])
    func helpDescribesTheDefaultsAndTheFormats(command: String) throws {
        let result = try runStackdoc([command, "--help"])
        #expect(result.status == 0, "\(result.stderr)")
        let help = result.stdout.split(separator: "\n").joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(help.contains("--format <format> Output format: text for people, json for tools. (values: text, json; default: text)"), "\(result.stdout)")
        #expect(help.contains("0: as long as it takes). (default: 60.0)"), "\(result.stdout)")
        #expect(help.contains("--db <path> The store to use"), "\(result.stdout)")
    }

    @Test(arguments: [("bash", "-W 'text'$'\\n''json'"), ("fish", "-rfka 'text json'"), ("zsh", "___format=('text' 'json')")])
    func completionsOfferEveryFormat(shell: String, offered: String) throws {
        let result = try runStackdoc(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(offered), "\(shell): \(result.stdout.prefix(2000))")
    }

    @Test(arguments: ["text", "json"])
    func everyFormatIsAccepted(format: String) throws {
        let workspace = Workspace()
        #expect(try workspace.run("init").status == 0)
        let result = try workspace.run("list", "--format", format)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func anUnknownFormatIsRefusedWithTheFormatsThereAre() throws {
        let result = try runStackdoc(["list", "--format", "xml"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text' and 'json'."), "\(result.stderr)")
    }

    @Test(arguments: [
        ("x", "Error: The value 'x' is invalid for '--lock-timeout <seconds>'\n"),
        ("1e7", "Error: --lock-timeout 10000000.0: give a number of seconds from 0 to 1000000 (0 waits as long as it takes)\n"),
        ("inf", "Error: --lock-timeout inf: give a number of seconds from 0 to 1000000 (0 waits as long as it takes)\n"),
    ])
    func aLockTimeoutIsReadAsANumberOfSeconds(value: String, refusal: String) throws {
        let result = try runStackdoc(["list", "--lock-timeout", value])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(refusal), "\(result.stderr)")
    }

    @Test(arguments: ["0", "2.5", "1000000"])
    func aLockTimeoutInRangeIsAccepted(value: String) throws {
        let workspace = Workspace()
        #expect(try workspace.run("init").status == 0)
        let result = try workspace.run("list", "--lock-timeout", value)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
