import Foundation
import StackDocTestSupport

/// A fresh directory under the system's temporary directory, removed with its contents when
/// the value is released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array(FileManager.default.temporaryDirectory.appending(path: "SQLiteDatabaseTests.XXXXXX").path.utf8CString)
        guard let created = mkdtemp(&template) else { throw POSIXError(.init(rawValue: errno)!) }
        path = String(cString: created)
    }

    deinit {
        WriteProtection.unprotect(path)
        for entry in (try? entries()) ?? [] {
            WriteProtection.unprotect(file(entry))
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` in the directory.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    /// The bytes of the file `name`, or nil if there is none.
    func bytes(of name: String) -> Data? {
        FileManager.default.contents(atPath: file(name))
    }

    /// The names of the directory's entries, sorted.
    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}
