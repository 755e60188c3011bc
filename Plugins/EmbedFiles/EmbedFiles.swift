import Foundation
import PackagePlugin

/// Embeds text files into a target at build time, so that they travel inside the binary:
///
/// - into a target that depends on `SQLiteDatabase`, the package's `Migrations/NNNN_name.sql`
///   files (and `Migrations/PostgreSQL/`'s), as `enum EmbeddedMigrations { static let all,
///   postgreSQL: [Migration] }`;
/// - into a target with an `Assets/` folder (excluded from its sources), each of its files as
///   text, as `enum EmbeddedAssets { static let pageJS: String }` (`AssetFileName` names them).
///
/// `file-embedder` checks the files and fails the build with a message naming the culprit.
/// Every file of a directory, and the directory itself (for added or removed files), is an
/// input of the command, so the code is regenerated whenever one of them changes.
@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let embedder = try context.tool(named: "file-embedder").url
        var commands: [Command] = []
        let dependsOnSQLite = target.dependencies.contains {
            if case .target(let dependency) = $0 { dependency.name == "SQLiteDatabase" } else { false }
        }
        if dependsOnSQLite {
            let directory = context.package.directoryURL.appending(path: "Migrations", directoryHint: .isDirectory)
            let postgreSQL = directory.appending(path: "PostgreSQL", directoryHint: .isDirectory)
            // A missing directory is reported by the embedder, with the others.
            let files = Self.files(in: directory) + Self.files(in: postgreSQL)
            let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
            commands.append(.buildCommand(
                displayName: "Embedding \(files.count) migration files from \(directory.path) into \(target.name)",
                executable: embedder,
                arguments: ["migrations", directory.path, output.path],
                inputFiles: [directory, postgreSQL] + files,
                outputFiles: [output]))
        }
        let assets = target.directoryURL.appending(path: "Assets", directoryHint: .isDirectory)
        if FileManager.default.fileExists(atPath: assets.path) {
            let files = Self.files(in: assets)
            let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedAssets.swift")
            commands.append(.buildCommand(
                displayName: "Embedding \(files.count) asset files from \(assets.path) into \(target.name)",
                executable: embedder,
                arguments: ["assets", assets.path, output.path],
                inputFiles: [assets] + files,
                outputFiles: [output]))
        }
        return commands
    }

    /// The visible entries of `directory`, in path order; none when it cannot be listed.
    private static func files(in directory: URL) -> [URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)) ?? []
        return entries.sorted { $0.path < $1.path }
    }
}
