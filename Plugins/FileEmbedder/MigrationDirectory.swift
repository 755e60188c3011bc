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
        let fileNames = try DirectoryListing.visibleFiles(in: directory, what: "migrations")
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

    /// The file's SQL: its text (`TextFile`), which must not be blank.
    static func sql(of file: URL) throws(EmbeddingProblems) -> String {
        try TextFile.read(file, blank: "holds no SQL")
    }
}
