import Foundation

/// One migration file, read and checked.
struct MigrationFile: Equatable {
    let version: Int
    let name: String
    let sql: String
}

/// Reads and checks the migrations of a directory: every visible file must be a migration, the
/// versions must run 1, 2, 3, ... without gap or repeat, and every file must hold SQL text.
/// Subdirectories are skipped: each holds the migrations of another database (`PostgreSQL/`).
enum MigrationDirectory {
    static func read(_ directory: URL) throws(EmbeddingProblems) -> [MigrationFile] {
        let fileNames: [String]
        do {
            fileNames = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { !$0.hasPrefix(".") && !isDirectory(directory.appending(path: $0)) }.sorted()
        } catch {
            throw EmbeddingProblems(path: directory.path, message: "cannot list the migrations directory: \(error.localizedDescription)")
        }
        var problems: [EmbeddingProblems.Problem] = []
        var named: [(fileName: String, parsed: MigrationFileName)] = []
        for fileName in fileNames {
            if let parsed = MigrationFileName(fileName) {
                named.append((fileName, parsed))
            } else {
                problems.append(.init(path: directory.appending(path: fileName).path, message: MigrationFileName.rule))
            }
        }
        problems += numberingProblems(named.map { ($0.fileName, $0.parsed.version) }, in: directory)
        var migrations: [MigrationFile] = []
        for (fileName, parsed) in named {
            let file = directory.appending(path: fileName)
            do {
                migrations.append(MigrationFile(version: parsed.version, name: parsed.name, sql: try sql(of: file)))
            } catch {
                problems += error.problems
            }
        }
        guard problems.isEmpty else { throw EmbeddingProblems(problems) }
        return migrations
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Version 0, versions used by more than one file, and versions missing below the highest.
    static func numberingProblems(_ files: [(fileName: String, version: Int)], in directory: URL) -> [EmbeddingProblems.Problem] {
        let byVersion = Dictionary(grouping: files, by: \.version)
        var problems: [EmbeddingProblems.Problem] = []
        for version in byVersion.keys.sorted() {
            let names = byVersion[version]!.map(\.fileName).sorted()
            if version == 0 {
                problems.append(.init(path: directory.appending(path: names[0]).path, message: "versions start at 0001"))
            }
            if names.count > 1 {
                problems.append(.init(path: directory.appending(path: names[0]).path,
                                      message: "version \(version) is used by more than one file: \(names.joined(separator: ", "))"))
            }
        }
        let highest = byVersion.keys.max() ?? 0
        let missing = stride(from: 1, through: highest, by: 1).filter { byVersion[$0] == nil }
        if !missing.isEmpty {
            let list = missing.map { String(format: "%04d", $0) }.joined(separator: ", ")
            problems.append(.init(path: directory.path,
                                  message: "migrations must be numbered 0001, 0002, ... without gaps; missing: \(list)"))
        }
        return problems
    }

    /// The file's text with line endings normalised to LF (so the checksum does not depend on
    /// how the file was checked out); it must be UTF-8, non-blank, and free of control
    /// characters other than tab and newline.
    static func sql(of file: URL) throws(EmbeddingProblems) -> String {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: file)
        } catch {
            throw EmbeddingProblems(path: file.path, message: "cannot read: \(error.localizedDescription)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw EmbeddingProblems(path: file.path, message: "is not valid UTF-8")
        }
        let sql = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
        if let control = sql.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || $0.value == 0x7F }) {
            throw EmbeddingProblems(path: file.path, message: "contains the control character U+\(String(format: "%04X", control.value))")
        }
        guard sql.contains(where: { !$0.isWhitespace }) else {
            throw EmbeddingProblems(path: file.path, message: "holds no SQL")
        }
        return sql
    }
}
