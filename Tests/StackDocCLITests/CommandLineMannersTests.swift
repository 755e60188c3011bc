import StackDocCLI
import StackDocTestSupport
import Testing

@Suite("command-line manners")
struct CommandLineMannersTests {
    @Test func versionPrintsTheRelease() throws {
        let result = try runStackdoc(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == StackDocVersion.current + "\n")
        let parts = StackDocVersion.current.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "semantic version: \(StackDocVersion.current)")
    }

    @Test(arguments: [("lsit", "list"), ("shwo", "show"), ("lnt", "lint"), ("improt", "import"), ("rendr", "render")])
    func aMistypedCommandSuggestsTheNearest(typed: String, meant: String) throws {
        let result = try runStackdoc([typed])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("'\(typed)' is not a stackdoc command. Did you mean '\(meant)'?"), "\(result.stderr)")
    }

    @Test func aWordFarFromEveryCommandGetsNoSuggestion() throws {
        let result = try runStackdoc(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("'frobnicate' is not a stackdoc command.") && !result.stderr.contains("Did you mean"))
    }

    @Test func helpStillWorksAsACommand() throws {
        let result = try runStackdoc(["help", "list"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("List the documents"))
    }
}
