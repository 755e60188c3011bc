import Foundation
import StackDocTestSupport
import Testing

/// Names and ids have limits (`Docs/document-format.md`): 1,024 bytes for names, 256 for ids;
/// beyond, every way in refuses them and the store stays as it was.
@Suite("Limits on names and ids")
struct NameLimitCommandTests {
    @Test(arguments: [1_024, 1_025, 10_000])
    func aDocumentNameIsLimitedOnImport(bytes: Int) throws {
        let workspace = Workspace()
        let file = workspace.file("simple.json", simpleDocument)
        let result = try workspace.run("import", file, "--name", String(repeating: "n", count: bytes))
        #expect((result.status == 0) == (bytes <= 1_024), "\(result.stderr)")
        if bytes > 1_024 {
            #expect(result.stderr.contains("longer than the 1024 bytes allowed"), "\(result.stderr)")
            #expect(result.stderr.utf8.count < 2_000, "the message quotes the start of the name only")
        }
    }

    @Test(arguments: [("name", 1_024), ("text", 65_536)])
    func aViewNameOrTextIsLimitedInSet(property: String, limit: Int) throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        #expect(try workspace.run("set", "simple", "title", property, String(repeating: "a", count: limit)).status == 0)
        let before = storeBytes(workspace)
        let result = try workspace.run("set", "simple", "title", property, String(repeating: "b", count: limit + 1))
        #expect(result.status == 1)
        #expect(result.stderr.contains("longer than the \(limit) bytes allowed"), "\(result.stderr)")
        #expect(storeBytes(workspace) == before)
    }
}
