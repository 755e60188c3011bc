import Foundation

/// One asset file, read and checked.
struct AssetFile: Equatable {
    let fileName: String
    let identifier: String
    let text: String
}

/// Reads and checks a target's `Assets/` folder: every visible file (`DirectoryListing`) must be named by
/// `AssetFileName`'s rule and hold text (`TextFile`); two files may not share a Swift name.
enum AssetDirectory {
    static func read(_ directory: URL) throws(EmbeddingProblems) -> [AssetFile] {
        let fileNames = try DirectoryListing.visibleFiles(in: directory, what: "assets")
        var problems: [EmbeddingProblems.Problem] = []
        var assets: [AssetFile] = []
        for fileName in fileNames {
            let file = directory.appending(path: fileName)
            guard let name = AssetFileName(fileName) else {
                problems.append(.init(path: file.path, message: AssetFileName.rule))
                continue
            }
            if let other = assets.first(where: { $0.identifier == name.identifier }) {
                problems.append(.init(path: file.path, message: "its Swift name \(name.identifier) is also \(other.fileName)'s"))
                continue
            }
            do {
                assets.append(AssetFile(fileName: fileName, identifier: name.identifier, text: try TextFile.read(file, blank: "is empty")))
            } catch {
                problems += error.problems
            }
        }
        guard problems.isEmpty else { throw EmbeddingProblems(problems) }
        return assets
    }
}
