// migration-embedder MIGRATIONS_DIRECTORY OUTPUT_FILE
//
// Run by the EmbedMigrations build-tool plugin. Checks Migrations/NNNN_name.sql and writes a
// Swift file embedding them; on a problem, prints one "path: error: message" line per problem
// and exits with status 1, which fails the build.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let directory = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: migration-embedder MIGRATIONS_DIRECTORY OUTPUT_FILE\n".utf8))
    exit(2)
}
do {
    let migrations = try MigrationDirectory.read(URL(filePath: directory, directoryHint: .isDirectory))
    try GeneratedSource.write(migrations, from: directory, to: URL(filePath: output))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
