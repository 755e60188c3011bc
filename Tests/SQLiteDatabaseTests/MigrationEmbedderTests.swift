import Foundation
import SchemaMigrations
import SQLiteDatabase
import Testing
@testable import file_embedder

@Suite("Embedding migrations")
struct MigrationEmbedderTests {
    @Test("Migration file names", arguments: [
        ("0001_create_documents.sql", 1, "create_documents"),
        ("0042_add_index_2.sql", 42, "add_index_2"),
    ])
    func validNames(fileName: String, version: Int, name: String) {
        let parsed = MigrationFileName(fileName)
        #expect(parsed?.version == version)
        #expect(parsed?.name == name)
    }

    @Test("Names that break the rule", arguments: [
        "1_create.sql", "001_create.sql", "00001_create.sql", "0001-create.sql", "0001_.sql", "0001create.sql",
        "0001_Create.sql", "0001_create table.sql", "0001_créer.sql", "0001_create.SQL", "0001_create.sql.bak",
        "README.md", "abcd_create.sql",
    ])
    func invalidNames(fileName: String) {
        #expect(MigrationFileName(fileName) == nil)
    }

    func problems(_ files: [String: String]) throws -> [String] {
        let directory = try TemporaryDirectory(holding: files)
        let error = try #require(throws: EmbeddingProblems.self) {
            try MigrationDirectory.read(URL(filePath: directory.path))
        }
        return error.problems.map { $0.path.replacingOccurrences(of: directory.path, with: "Migrations") + ": " + $0.message }
    }

    @Test("Files are read in version order; hidden files are ignored")
    func reads() throws {
        let directory = try TemporaryDirectory(holding: [
            "0002_second.sql": "SELECT 2;\r\nSELECT 22;\r\n", "0001_first.sql": "SELECT 1;", ".DS_Store": "\u{0}",
        ])
        let migrations = try MigrationDirectory.read(URL(filePath: directory.path))
        #expect(migrations == [
            MigrationFile(version: 1, name: "first", sql: "SELECT 1;"),
            MigrationFile(version: 2, name: "second", sql: "SELECT 2;\nSELECT 22;\n"),
        ])
    }

    @Test("A bad file name fails with the rule")
    func badName() throws {
        #expect(try problems(["0001_first.sql": "SELECT 1;", "2_second.sql": "SELECT 2;"])
            == ["Migrations/2_second.sql: " + MigrationFileName.rule])
    }

    @Test("A gap in the numbering fails, naming the missing versions")
    func gap() throws {
        #expect(try problems(["0001_a.sql": "SELECT 1;", "0004_d.sql": "SELECT 4;"])
            == ["Migrations: migrations must be numbered 0001, 0002, ... without gaps; missing: 0002, 0003"])
    }

    @Test("A repeated version fails, naming both files")
    func duplicate() throws {
        #expect(try problems(["0001_a.sql": "SELECT 1;", "0002_b.sql": "SELECT 2;", "0002_c.sql": "SELECT 3;"])
            == ["Migrations/0002_b.sql: version 2 is used by more than one file: 0002_b.sql, 0002_c.sql"])
    }

    @Test("Numbering starts at 0001")
    func zero() throws {
        #expect(try problems(["0000_a.sql": "SELECT 0;", "0001_b.sql": "SELECT 1;"])
            == ["Migrations/0000_a.sql: versions start at 0001"])
    }

    @Test("Contents must be SQL text", arguments: [
        ("SELECT '\u{7}';", "contains the control character U+0007"),
        (" \n\t\n", "holds no SQL"),
    ])
    func badContents(content: String, message: String) throws {
        #expect(try problems(["0001_a.sql": content]) == ["Migrations/0001_a.sql: " + message])
    }

    @Test("Contents must be UTF-8")
    func notUTF8() throws {
        let directory = try TemporaryDirectory(holding: [:])
        try Data([0x53, 0xC3, 0x28]).write(to: URL(filePath: directory.file("0001_a.sql")))
        let error = try #require(throws: EmbeddingProblems.self) { try MigrationDirectory.read(URL(filePath: directory.path)) }
        #expect(error.problems.map(\.message) == ["is not valid UTF-8"])
    }

    @Test("A missing directory fails")
    func missingDirectory() throws {
        let directory = try TemporaryDirectory(holding: [:])
        #expect(throws: EmbeddingProblems.self) { try MigrationDirectory.read(URL(filePath: directory.file("Migrations"))) }
    }

    @Test("Raw string literals use more # than any run of # in the text", arguments: [
        ("SELECT 1;", "#"), ("SELECT \"#1\";", "##"), ("SELECT '\\#(x)', \"###\";", "####"),
    ])
    func rawStringDelimiter(text: String, hashes: String) {
        let literal = RawStringLiteral.of(text, indentation: "  ")
        #expect(literal == hashes + "\"\"\"\n  " + text + "\n  \"\"\"" + hashes)
    }

    @Test("Every line of the text is indented like the closing delimiter")
    func rawStringLines() {
        #expect(RawStringLiteral.of("a\n\nb\n", indentation: "  ") == "#\"\"\"\n  a\n  \n  b\n  \n  \"\"\"#")
    }

    @Test("The generated file declares EmbeddedMigrations.all and imports SchemaMigrations")
    func generatedSource() {
        let source = MigrationSource.render([MigrationFile(version: 1, name: "first", sql: "SELECT 1;")], from: "/p/Migrations")
        #expect(source.contains("import SchemaMigrations\n"))
        #expect(source.contains("enum EmbeddedMigrations {\n    static let all: [Migration] = [\n"))
        let checksum = SHA256.hexDigest("SELECT 1;")
        #expect(source.contains("Migration(\n            version: 1,\n            name: \"first\",\n            sql: #\"\"\"\n                SELECT 1;\n                \"\"\"#,\n            checksum: \"\(checksum)\"\n        ),\n"))
    }

    @Test("The checksum written at build time is the one a migration computes from its SQL")
    func embeddedChecksum() {
        let sql = "CREATE TABLE t (a INTEGER);\n-- a comment with \"quotes\" and # signs\n"
        let source = MigrationSource.render([MigrationFile(version: 1, name: "first", sql: sql)], from: "/p/Migrations")
        #expect(source.contains("checksum: \"\(Migration(version: 1, name: "first", sql: sql).checksum)\""))
    }
}
