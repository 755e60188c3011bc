import Foundation

/// Makes files and directories read-only for this process. Permission bits do not stop root, so
/// for root the file is also made immutable (`chattr +i`), which needs CAP_LINUX_IMMUTABLE and
/// a file system that supports it (ext4, xfs, btrfs, tmpfs).
public enum WriteProtection {
    private static let getFlags: UInt = 0x8008_6601  // FS_IOC_GETFLAGS
    private static let setFlags: UInt = 0x4008_6602  // FS_IOC_SETFLAGS
    private static let immutable: CInt = 0x10  // FS_IMMUTABLE_FL

    /// Whether `protect` really stops this process from creating files in a directory, probed once.
    public static let isSupported: Bool = {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        protect(directory)
        defer { unprotect(directory) }
        return !FileManager.default.createFile(atPath: directory + "/probe", contents: Data())
    }()

    public static func protect(_ path: String) {
        chmod(path, isDirectory(path) ? 0o555 : 0o444)
        if geteuid() == 0 { setImmutable(path, true) }
    }

    public static func unprotect(_ path: String) {
        if geteuid() == 0 { setImmutable(path, false) }
        chmod(path, isDirectory(path) ? 0o755 : 0o644)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func setImmutable(_ path: String, _ on: Bool) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var flags: CInt = 0
        guard ioctl(descriptor, getFlags, &flags) == 0 else { return }
        flags = on ? flags | immutable : flags & ~immutable
        _ = ioctl(descriptor, setFlags, &flags)
    }
}
