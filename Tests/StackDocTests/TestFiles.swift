#if canImport(Glibc)
import Glibc
#endif

/// `<package root>`, from this file's path.
let packageRoot: String = {
    var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)
    return components.joined(separator: "/")
}()

struct FileReadError: Error, CustomStringConvertible {
    let path: String
    var description: String { "cannot read \(path)" }
}

/// The whole file as UTF-8 text.
func readFile(_ path: String) throws -> String {
    guard let file = fopen(path, "rb") else { throw FileReadError(path: path) }
    defer { fclose(file) }
    return String(decoding: readAll(file), as: UTF8.self)
}

/// Everything left to read from `stream` (a file or a pipe).
func readAll(_ stream: UnsafeMutablePointer<FILE>) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, stream)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    return bytes
}

/// The contents of the fenced blocks of `language` in a Markdown text, in order.
func codeBlocks(in markdown: String, language: String = "swift") -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
        if current == nil, line == "```" + language {
            current = []
        } else if current != nil, line.hasPrefix("```") {
            blocks.append(current!.joined(separator: "\n"))
            current = nil
        } else if current != nil {
            current!.append(line)
        }
    }
    return blocks
}

extension String {
    func range(of text: String) -> Range<String.Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(text) { return index..<self.index(index, offsetBy: text.count) }
            index = self.index(after: index)
        }
        return nil
    }
}

func temporaryDirectory() -> String {
    var template = Array("/tmp/stackdoc-test-XXXXXX".utf8CString)
    guard let directory = mkdtemp(&template) else { fatalError("cannot create a temporary directory") }
    return String(cString: directory)
}

func removeDirectory(_ path: String) {
    precondition(path.hasPrefix("/tmp/stackdoc-test-"))
    _ = system("rm -rf '\(path)'")
}

/// Every `.swift` file under `directory`, sorted.
func swiftFiles(under directory: String) throws -> [String] {
    guard let listing = popen("find '\(directory)' -name '*.swift' | sort", "r") else { throw FileReadError(path: directory) }
    defer { pclose(listing) }
    return String(decoding: readAll(listing), as: UTF8.self).split(separator: "\n").map(String.init)
}
