// migration-embedder MIGRATIONS_DIRECTORY OUTPUT_FILE
//
// Run by the EmbedMigrations build-tool plugin. Checks Migrations/NNNN_name.sql (SQLite) and
// Migrations/PostgreSQL/NNNN_name.sql, and writes a Swift file embedding both lists; on a problem, prints one "path: error: message" line per problem
// and exits with status 1, which fails the build.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let directory = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: migration-embedder MIGRATIONS_DIRECTORY OUTPUT_FILE\n".utf8))
    exit(2)
}
do {
    let root = URL(filePath: directory, directoryHint: .isDirectory)
    let migrations = try MigrationDirectory.read(root)
    let postgreSQL = try MigrationDirectory.read(root.appending(path: "PostgreSQL", directoryHint: .isDirectory))
    try GeneratedSource.write(migrations, postgreSQL: postgreSQL, from: directory, to: URL(filePath: output))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
