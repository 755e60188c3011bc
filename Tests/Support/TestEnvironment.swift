#if canImport(Glibc)
import Glibc
#endif

/// Files and executables for tests that run whole processes.
public enum TestEnvironment {
    /// The directory holding the test bundle, where SwiftPM also puts the package's executables.
    public static var productsDirectory: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        precondition(length > 0, "cannot find the test executable")
        let path = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(path[..<path.lastIndex(of: "/")!])
    }

    /// A path to an executable product of this package (`stackdoc`, `stress-writer`).
    public static func executable(_ name: String) -> String { productsDirectory + "/" + name }

    /// A fresh empty directory, removed by `removeDirectory`.
    public static func temporaryDirectory() -> String {
        var template = Array("/tmp/stackdoc-test-XXXXXX".utf8CString)
        guard let directory = mkdtemp(&template) else { fatalError("cannot create a temporary directory") }
        return String(cString: directory)
    }

    public static func removeDirectory(_ path: String) {
        precondition(path.hasPrefix("/tmp/stackdoc-test-"))
        _ = system("rm -rf '\(path)'")
    }

    /// The bytes of a file, or `nil` when it does not exist.
    public static func contents(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes.append(contentsOf: buffer[0..<count])
            if count < buffer.count { return bytes }
        }
    }

    /// Whether `rsvg-convert`, which `stackdoc render` needs for PNG output, is installed where
    /// Debian puts it; `.ci/run` installs it, a fresh machine may lack it.
    public static var pngConverterIsInstalled: Bool {
        let places: [String] = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"]
        return places.contains { access($0, X_OK) == 0 }
    }
}
