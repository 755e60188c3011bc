import Foundation
import StackDocTestSupport
import Testing

/// Text output never passes control characters through: revision messages and commit authors
/// are escaped as view names are, in `log`, `blame` and error messages.
@Suite("Control characters in text output")
struct TerminalEscapeTests {
    static let hostile = [
        ("\u{1B}[2J", "\\u{1B}[2J"), ("\u{1B}]52;c;aGk=\u{07}", "\\u{1B}]52;c;aGk=\\u{7}"), ("two\nlines", "two\\nlines"),
        ("\u{9B}31m", "\\u{9B}31m"),
    ]

    @Test(arguments: hostile)
    func aMessageIsEscapedInLogAndBlame(message: String, shown: String) throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        #expect(try workspace.run("hide", "simple", "title", "-m", message).status == 0)
        for command in [["log", "simple"], ["blame", "simple", "title"]] {
            let output = try workspace.run(command).stdout
            #expect(output.contains(shown), "\(command): \(output)")
            #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{9B}" }, "\(command)")
        }
        // JSON keeps the message whole.
        let json = try workspace.run("log", "simple", "--format", "json").stdout
        let revisions = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(revisions?.last?["message"] as? String == message, "\(json)")
    }

    @Test func aNameQuotedInAnErrorIsEscaped() throws {
        let workspace = Workspace()
        #expect(try workspace.run("import", workspace.file("simple.json", simpleDocument)).status == 0)
        let result = try workspace.run("show", "\u{1B}[2Jsimple")
        #expect(result.status == 1)
        #expect(result.stderr.contains("\\u{1B}[2Jsimple"), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains("\u{1B}"))
    }
}
