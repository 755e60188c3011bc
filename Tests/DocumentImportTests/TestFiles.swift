import Foundation
import StackDocTestSupport

/// Files for the import tests: the package's examples, and a temporary directory to write in.
enum TestFiles {
    /// The package's root directory.
    static let packageRoot: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// `Examples/NAME`.
    static func example(_ name: String) -> String { packageRoot + "/Examples/" + name }

    /// The text of `Examples/NAME`.
    static func exampleText(_ name: String) throws -> String { try String(contentsOfFile: example(name), encoding: .utf8) }
}

/// A temporary directory, removed when the value is dropped.
final class Scratch {
    let directory = TestEnvironment.temporaryDirectory()

    deinit { TestEnvironment.removeDirectory(directory) }

    /// Writes `text` to `NAME` in the directory; its path.
    @discardableResult
    func file(_ name: String, _ text: String) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A path in the directory.
    func path(_ name: String) -> String { directory + "/" + name }
}
