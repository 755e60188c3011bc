import StackDocTestSupport
import Testing

@Suite("stackdoc render")
struct RenderCommandTests {
    func workspaceWithHistory() throws -> Workspace {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        #expect(try workspace.run("hide", "simple", "title").status == 0)
        #expect(try workspace.run("insert", "simple", "stack", "--at", "0", "--new", "caption", "--kind", "label",
                                  "--width", "80", "--height", "21").status == 0)
        return workspace
    }

    @Test func writesSVGToAFileOrStandardOutput() throws {
        let workspace = try workspaceWithHistory()
        let toStdout = try workspace.run("render", "simple")
        #expect(toStdout.status == 0, "\(toStdout.stderr)")
        #expect(toStdout.stdout.hasPrefix("<svg "))
        #expect(toStdout.stdout.contains("simple · revision 3 · 375×667"))
        #expect(toStdout.stdout.contains(">caption</text>"))
        #expect(!toStdout.stdout.contains(">title</text>"))

        let path = workspace.directory + "/r1.svg"
        let toFile = try workspace.run("render", "simple", "--rev", "1", "--width", "320", "--height", "480", "--hidden", "dashed", "-o", path)
        #expect(toFile.status == 0, "\(toFile.stderr)")
        #expect(toFile.stdout.isEmpty)
        let svg = String(decoding: try #require(TestEnvironment.contents(of: path)), as: UTF8.self)
        #expect(svg.contains("simple · revision 1 · 320×480"))
        #expect(svg.contains(">title</text>"))
    }

    @Test func drawsADiffOfTwoRevisions() throws {
        let workspace = try workspaceWithHistory()
        let result = try workspace.run("render", "simple", "--diff", "1", "3")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("simple · revision 1 · 375×667") && result.stdout.contains("simple · revision 3 · 375×667"))
        #expect(result.stdout.contains("Changes: 1 added (green)"))
        #expect(result.stdout.contains("hidden: title"))
    }

    @Test func writesPNGWhenTheConverterIsInstalled() throws {
        let workspace = try workspaceWithHistory()
        let path = workspace.directory + "/picture.png"
        guard TestEnvironment.pngConverterIsInstalled else {
            print("rsvg-convert is not installed: PNG output not checked")
            return
        }
        let result = try workspace.run("render", "simple", "--diff", "1", "3", "-o", path)
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try #require(TestEnvironment.contents(of: path))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func explainsAMissingConverter() throws {
        let workspace = try workspaceWithHistory()
        let path = workspace.directory + "/picture.png"
        let result = try runStackdoc(["render", "simple", "-o", path, "--db", workspace.db], environment: ["PATH": workspace.directory])
        #expect(result.status == 1)
        #expect(result.stderr.contains("PNG output needs rsvg-convert, which is not installed"))
        #expect(TestEnvironment.contents(of: path) == nil)
    }

    @Test(arguments: [
        (["-o", "picture.gif"], "cannot tell the format of picture.gif"),
        (["--diff", "1"], "--diff takes two revisions"),
        (["--diff", "1", "2", "--rev", "2"], "give --rev or --diff, not both"),
        (["--scale", "0"], "--scale must be above 0"),
        (["--hidden", "faint"], "faint"),
    ])
    func rejectsBadOptions(arguments: [String], message: String) throws {
        let workspace = try workspaceWithHistory()
        let result = try workspace.run(["render", "simple"] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func unknownRevisionIsAnError() throws {
        let workspace = try workspaceWithHistory()
        let result = try workspace.run("render", "simple", "--rev", "9")
        #expect(result.status == 1)
        #expect(result.stderr.contains("9"))
        #expect(result.stdout.isEmpty)
    }
}
