import ArgumentParser
import DocumentImport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `serve`'s token: `--token TOKEN`, `--token-file PATH` or `$STACKDOC_TOKEN`. The file and the
/// environment keep it out of the process list, which every user of the machine can read.
struct TokenOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A secret every request must send as 'Authorization: Bearer TOKEN' (required off loopback). Other users can see it in the process list: prefer --token-file or $STACKDOC_TOKEN.", valueName: "token"))
    var token: String?

    @Option(name: .customLong("token-file"), help: ArgumentHelp("Read the token from this file (its first line; - for standard input).", valueName: "path"))
    var tokenFile: String?

    /// The token from the flag, the file or the environment, in that order; nil when none is
    /// given. Throws a message naming the source of a token that cannot be used.
    func resolved() throws -> String? {
        if token != nil, tokenFile != nil { throw ValidationError("give --token or --token-file, not both") }
        if let token { return try Self.checked(token, source: "--token") }
        if let tokenFile {
            let bytes: [UInt8]
            do { bytes = try FileContents.read(tokenFile) } catch { throw ValidationError("--token-file \(tokenFile): \(error)") }
            let text = String(decoding: bytes, as: UTF8.self)
            let firstLine = text.split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let token = firstLine.trimmingWhitespace
            guard !token.isEmpty else { throw ValidationError("--token-file \(tokenFile): the file holds no token") }
            return try Self.checked(token, source: "--token-file \(tokenFile)")
        }
        if let value = getenv("STACKDOC_TOKEN") {
            let token = String(cString: value)
            guard !token.isEmpty else { throw ValidationError("$STACKDOC_TOKEN is set but empty: give a token, or unset it") }
            return try Self.checked(token, source: "$STACKDOC_TOKEN")
        }
        return nil
    }

    /// `token`, refused when a header could not carry it.
    private static func checked(_ token: String, source: String) throws -> String {
        guard !token.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw ValidationError("\(source): the token holds control characters, which no header can carry")
        }
        return token
    }
}
