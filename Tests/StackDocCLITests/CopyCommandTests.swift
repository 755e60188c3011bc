import Foundation
import StackDocTestSupport
import Testing

@Suite("stackdoc copy")
struct CopyCommandTests {
    @Test func copiesAStoreAndRefusesATargetWithDocumentsUnlessReplacing() throws {
        let workspace = Workspace()
        let file = workspace.file("simple.json", simpleDocument)
        #expect(try workspace.run("import", file).status == 0)
        #expect(try workspace.run("hide", "simple", "title").status == 0)
        let target = workspace.db + "-copy.db"
        let copied = try runStackdoc(["copy", "--from", workspace.db, "--to", target, "--format", "json"])
        #expect(copied.status == 0, "\(copied.stderr)")
        #expect(copied.stdout.contains(#""revisions": 2"#), "\(copied.stdout)")
        for revision in ["1", "2"] {
            let original = try runStackdoc(["export", "simple", "--rev", revision, "--db", workspace.db])
            let copy = try runStackdoc(["export", "simple", "--rev", revision, "--db", target])
            #expect(copy.stdout == original.stdout && copy.status == 0)
        }
        let again = try runStackdoc(["copy", "--from", workspace.db, "--to", target])
        #expect(again.status == 1)
        #expect(again.stderr.contains("holds 1 document(s) already") && again.stderr.contains("--replace"), "\(again.stderr)")
        #expect(try runStackdoc(["copy", "--from", workspace.db, "--to", target, "--replace"]).status == 0)
        let same = try runStackdoc(["copy", "--from", workspace.db, "--to", workspace.db])
        #expect(same.status != 0 && same.stderr.contains("the same store"), "\(same.stderr)")
    }
}
