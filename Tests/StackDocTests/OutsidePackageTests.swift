import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A package outside this repository that depends on it by path and writes nothing but
/// `import StackDoc` builds and runs the getting-started article's code.
@Suite("A package that depends on StackDoc")
struct OutsidePackageTests {
    @Test(.timeLimit(.minutes(20)))
    func buildsAndRunsTheGettingStartedCode() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let article = try readFile(packageRoot + "/Sources/StackDoc/StackDoc.docc/GettingStarted.md")
        try writeFile(directory + "/Package.swift", """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Welcome",
                dependencies: [.package(name: "StackDoc", path: "\(packageRoot)")],
                targets: [.executableTarget(name: "Welcome", dependencies: [.product(name: "StackDoc", package: "StackDoc")])]
            )
            """)
        _ = try run("mkdir -p '\(directory)/Sources/Welcome'")
        try writeFile(directory + "/Sources/Welcome/main.swift", """
            import StackDoc

            let storePath = CommandLine.arguments[1]
            \(codeBlocks(in: article).joined(separator: "\n"))
            let signIn = try ImportedFile.read(path: "\(packageRoot)/Examples/sign-in.storyboard")
            let versions = try GitFileHistory(file: "\(packageRoot)/Examples/sign-in.storyboard").versions()
            print("sign-in:", signIn.documents.map(\\.name), "versions:", versions.filter { $0.file != nil }.count > 0)
            print("caption:", captionFrame.map { "\\($0)" } ?? "none")
            """)
        let build = try run("cd '\(directory)' && swift build 2>&1")
        #expect(build.status == 0, "\(build.output)")
        let result = try run("'\(directory)/.build/debug/Welcome' '\(directory)/welcome.db'")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasSuffix("versions: true\ncaption: (x: 0, y: 0, w: 359, h: 21)\n"), "\(result.output)")
        #expect(result.output.contains("(w: 393, h: 852) [\"title\"]"), "\(result.output)")
        #expect(result.output.contains("sign-in: [\"sign-in"), "\(result.output)")
    }

    private func writeFile(_ path: String, _ text: String) throws {
        guard let file = fopen(path, "wb") else { throw FileReadError(path: path) }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw FileReadError(path: path) }
    }

    /// Runs a shell command, returning its exit status and standard output.
    private func run(_ command: String) throws -> (status: Int32, output: String) {
        guard let pipe = popen(command, "r") else { throw FileReadError(path: command) }
        let output = readAll(pipe)
        let status = pclose(pipe)
        return ((status >> 8) & 0xff, String(decoding: output, as: UTF8.self))
    }
}
