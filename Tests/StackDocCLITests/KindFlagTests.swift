import Foundation
import StackDocTestSupport
import Testing

/// `--kind`, `--new` and `--existing` take only what a document may hold: a kind or id the
/// store could not read back is refused before anything is written.
@Suite("Kinds and ids given as flags")
struct KindFlagTests {
    @Test(arguments: [["insert", "simple", "stack"], ["add-subview", "simple", "root"]], refusedKinds)
    func aKindTheStoreCouldNotReadIsRefused(command: [String], kind: String) throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        let before = storeBytes(workspace)
        let result = try workspace.run(command + ["--new", "q1", "--kind", kind])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--kind: invalid kind"), "\(result.stderr)")
        #expect(storeBytes(workspace) == before)
        for read in [["log", "simple"], ["show", "simple"], ["export", "simple"], ["layout", "simple"]] {
            #expect(try workspace.run(read).status == 0, "\(read)")
        }
    }

    @Test(arguments: ["--new", "--existing"], ["a b", "", String(repeating: "v", count: 257)])
    func aViewIdFlagOutsideTheRuleIsRefused(flag: String, id: String) throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        let before = storeBytes(workspace)
        let result = try workspace.run("insert", "simple", "stack", flag, id)
        #expect(result.status != 0)
        // `--new` names a view to make, checked as an id; `--existing` names a view of the
        // document by id or name, and no view is called that.
        #expect(result.stderr.contains(flag == "--new" ? "--new " : "unknown view"), "\(result.stderr)")
        #expect(storeBytes(workspace) == before)
    }
}
