#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a waiting writer says about the writer lock: who holds it (from `/proc/locks`, where
/// Linux lists every `flock` with its process and the file's device and inode) and how long it
/// has waited.
enum LockNotice {
    /// The process holding an exclusive `flock` on the open file `descriptor`, or `nil` when
    /// the system does not say (not Linux, or the lock was released meanwhile). O(locks held
    /// on the system).
    static func holder(of descriptor: Int32) -> Int32? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, let file = fopen("/proc/locks", "r") else { return nil }
        defer { fclose(file) }
        let inode = UInt64(status.st_ino)
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // "1: FLOCK  ADVISORY  WRITE 4242 08:01:1234567 0 EOF"
            let fields = text.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1] == "FLOCK", fields[3] == "WRITE",
                  let pid = Int32(fields[4]), let fileInode = fields[5].split(separator: ":").last.flatMap({ UInt64($0) }),
                  fileInode == inode
            else { continue }
            return pid
        }
        return nil
    }

    static func holderText(_ holder: Int32?) -> String {
        holder.map { "process \($0)" } ?? "another writer"
    }

    /// `1.5 s`, `60 s`.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = attoseconds / 100_000_000_000_000_000
        return tenths == 0 ? "\(seconds) s" : "\(seconds).\(tenths) s"
    }

    /// Writes the line a writer writes when it has waited `LockWaiting.noticeDelay`.
    static func announce(lock path: String, holder: Int32?, timeout: Duration?) {
        let limit = timeout.map { "gives up after \(seconds($0))" } ?? "waits as long as it takes"
        let line = "stackdoc: waiting for the writer lock '\(path)', held by \(holderText(holder)) (a writer of the same store; "
            + "one stopped with Ctrl-Z holds it until it goes on or ends); \(limit)\n"
        let bytes = Array(line.utf8)
        _ = write(2, bytes, bytes.count)
    }
}
