import DocumentQuery
import StackDocument

/// `lint --format sarif`: the findings as a SARIF 2.1.0 log (the format code-review tools and
/// code scanning read). A finding in a document read from an Interface Builder file points at
/// the file and the line of the view's element; every finding also names its document and view
/// as a logical location (`DOCUMENT/VIEW`), the only location of a document from the store.
enum LintSARIF {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The log of one run of `linter` that found `findings`; relative file paths are relative
    /// to `directory` (the current directory, an absolute path).
    static func log(_ findings: [LocatedFinding], linter: Linter, directory: String) -> JSONValue {
        let ruleIndexes = Dictionary(uniqueKeysWithValues: linter.rules.enumerated().map { ($1.name, $0) })
        let rules: [JSONValue] = linter.rules.map { rule in
            .object([
                ("id", .string(rule.name)), ("shortDescription", .object([("text", .string(rule.summary))])),
                ("defaultConfiguration", .object([("level", .string(linter.severity(of: rule).rawValue))])),
            ])
        }
        let driver: JSONValue = .object([
            ("name", .string("stackdoc lint")), ("semanticVersion", .string(StackDocVersion.current)),
            ("rules", .array(rules)),
        ])
        let results: [JSONValue] = findings.map { located in
            let finding = located.finding
            var location: [(String, JSONValue)] = []
            if let file = located.file {
                var physical: [(String, JSONValue)] = [("artifactLocation", artifact(file))]
                if let line = located.line { physical.append(("region", .object([("startLine", .number(Double(line)))]))) }
                location.append(("physicalLocation", .object(physical)))
            }
            location.append(("logicalLocations", .array([.object([
                ("name", .string(ViewLabel.text(id: finding.view, name: finding.name))),
                ("fullyQualifiedName", .string("\(finding.document)/\(finding.view)")), ("kind", .string("element")),
            ])])))
            var result: [(String, JSONValue)] = [("ruleId", .string(finding.rule))]
            if let index = ruleIndexes[finding.rule] { result.append(("ruleIndex", .number(Double(index)))) }
            result += [
                ("level", .string(finding.severity.rawValue)), ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([.object(location)])),
            ]
            return .object(result)
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("originalUriBaseIds", .object([("SRCROOT", .object([("uri", .string("file://" + percentEncoded(base)))]))])),
            ("results", .array(results)),
        ])
        return .object([("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([run]))])
    }

    /// An artifact location: a relative path against `SRCROOT`, an absolute one as a `file:` URI.
    private static func artifact(_ path: String) -> JSONValue {
        if path.hasPrefix("/") { return .object([("uri", .string("file://" + percentEncoded(path)))]) }
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return .object([("uri", .string(percentEncoded(relative))), ("uriBaseId", .string("SRCROOT"))])
    }

    /// A path as a URI path: bytes other than unreserved characters and `/` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            let unreserved = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/")].contains(byte)
            if unreserved {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
