#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The Interface Builder files of a directory, read whole, sorted by name.
public enum FixtureCorpus {
    public static func load(directory: String) -> [(name: String, bytes: [UInt8])] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") { names.append(name) }
        }
        return names.sorted().compactMap { name in read("\(directory)/\(name)").map { (name, $0) } }
    }

    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes.append(contentsOf: buffer[0..<count])
            if count < buffer.count { break }
        }
        return bytes
    }
}
