// file-embedder migrations MIGRATIONS_DIRECTORY OUTPUT_FILE
// file-embedder assets ASSETS_DIRECTORY OUTPUT_FILE
//
// Run by the EmbedFiles build-tool plugin. `migrations` checks Migrations/NNNN_name.sql (SQLite)
// and Migrations/PostgreSQL/NNNN_name.sql and writes a Swift file embedding both lists;
// `assets` checks a target's Assets/ folder and writes a Swift file embedding each file's text.
// On a problem, prints one "path: error: message" line per problem and exits with status 1,
// which fails the build.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3, ["migrations", "assets"].contains(arguments[0]) else {
    FileHandle.standardError.write(Data("usage: file-embedder migrations|assets DIRECTORY OUTPUT_FILE\n".utf8))
    exit(2)
}
let (kind, directory, output) = (arguments[0], arguments[1], URL(filePath: arguments[2]))
do {
    let root = URL(filePath: directory, directoryHint: .isDirectory)
    if kind == "assets" {
        try GeneratedFile.write(AssetSource.render(try AssetDirectory.read(root), from: directory), to: output)
    } else {
        let migrations = try MigrationDirectory.read(root)
        let postgreSQL = try MigrationDirectory.read(root.appending(path: "PostgreSQL", directoryHint: .isDirectory))
        try MigrationSource.write(migrations, postgreSQL: postgreSQL, from: directory, to: output)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
