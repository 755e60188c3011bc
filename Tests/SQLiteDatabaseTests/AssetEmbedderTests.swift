import Foundation
import SQLiteDatabase
import Testing
@testable import file_embedder

@Suite("Embedding assets")
struct AssetEmbedderTests {
    @Test("Asset file names and their Swift names", arguments: [
        ("page.js", "pageJS"), ("page.css", "pageCSS"), ("login-form.html", "loginFormHTML"), ("v2.js", "v2JS"),
    ])
    func validNames(fileName: String, identifier: String) {
        #expect(AssetFileName(fileName)?.identifier == identifier)
    }

    @Test("Names that break the rule", arguments: [
        "page", "Page.js", "page.JS", "page.min.js", "-page.js", "page-.js", "page--x.js", "2page.js", "page_x.js", "pâge.js", ".js",
    ])
    func invalidNames(fileName: String) {
        #expect(AssetFileName(fileName) == nil)
    }

    @Test("Files are read in name order with line endings normalised; hidden files are ignored")
    func reads() throws {
        let directory = try TemporaryDirectory(holding: ["page.js": "let a;\r\nlet b;\r\n", "page.css": "a {}\n", ".DS_Store": "\u{0}"])
        #expect(try AssetDirectory.read(URL(filePath: directory.path)) == [
            AssetFile(fileName: "page.css", identifier: "pageCSS", text: "a {}\n"),
            AssetFile(fileName: "page.js", identifier: "pageJS", text: "let a;\nlet b;\n"),
        ])
    }

    @Test("Bad names, empty files and files that would share a Swift name fail, each named", arguments: [
        (["page.js": "let a;", "Page.js": "let b;"], "Assets/Page.js: " + AssetFileName.rule),
        (["page.js": " \n"], "Assets/page.js: is empty"),
        (["page.js": "let a = '\u{7}';"], "Assets/page.js: contains the control character U+0007"),
    ])
    func problems(files: [String: String], message: String) throws {
        let directory = try TemporaryDirectory(holding: files)
        let error = try #require(throws: EmbeddingProblems.self) { try AssetDirectory.read(URL(filePath: directory.path)) }
        #expect(error.problems.map { $0.path.replacingOccurrences(of: directory.path, with: "Assets") + ": " + $0.message } == [message])
    }

    @Test("Each file becomes a constant holding its text exactly")
    func source() {
        let text = "const a = \"#\";\nconst b = `\\#(x)`;\n"
        let source = AssetSource.render([AssetFile(fileName: "page.js", identifier: "pageJS", text: text)], from: "/p/Assets")
        #expect(source.contains("enum EmbeddedAssets {"))
        #expect(source.contains("    /// `page.js`.\n    static let pageJS = " + RawStringLiteral.of(text, indentation: "        ") + "\n"))
    }
}
