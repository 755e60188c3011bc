import Foundation
import PackagePlugin

/// Compiles the package's `Migrations/NNNN_name.sql` files (and `Migrations/PostgreSQL/`'s) into
/// the target as `enum EmbeddedMigrations { static let all, postgreSQL: [Migration] }`, so the
/// migrations travel inside the binary. The target must depend on `SQLiteDatabase`.
///
/// `migration-embedder` checks the files and fails the build with a message naming the culprit.
/// Every file of the directory, and the directory itself (for added or removed files), is an
/// input of the command, so the code is regenerated whenever one of them changes.
@main
struct EmbedMigrations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let directory = context.package.directoryURL.appending(path: "Migrations", directoryHint: .isDirectory)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
        // A missing directory is reported by the embedder, with the others.
        func files(in directory: URL) -> [URL] {
            (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)) ?? []
        }
        let postgreSQL = directory.appending(path: "PostgreSQL", directoryHint: .isDirectory)
        let files = files(in: directory) + files(in: postgreSQL)
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) migration files from \(directory.path) into \(target.name)",
                executable: try context.tool(named: "migration-embedder").url,
                arguments: [directory.path, output.path],
                inputFiles: [directory, postgreSQL] + files.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
