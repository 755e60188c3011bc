import Foundation

extension TemporaryDirectory {
    /// A directory holding `files` (name: content), for the embedder's tests.
    convenience init(holding files: [String: String]) throws {
        try self.init()
        for (name, content) in files {
            try Data(content.utf8).write(to: URL(filePath: file(name)))
        }
    }
}
