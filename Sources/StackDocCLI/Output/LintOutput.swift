import DocumentQuery
import StackDocument

/// `lint`'s text and JSON output.
enum LintOutput {
    /// `FILE:LINE: document: view: severity: rule: message` (the file part only for a file's documents).
    static func line(_ located: LocatedFinding) -> String {
        let finding = located.finding
        var place = ""
        if let file = located.file { place = file + (located.line.map { ":\($0)" } ?? "") + ": " }
        return "\(place)\(finding.document): \(ViewLabel.text(id: finding.view, name: finding.name)): "
            + "\(finding.severity.rawValue): \(finding.rule): \(finding.message)"
    }

    /// `N findings in M document(s): E errors, W warnings, N notes`.
    static func summary(_ findings: [LocatedFinding], documents: Int) -> String {
        let counts = LintSeverity.allCases.reversed().map { severity in
            let count = findings.count { $0.finding.severity == severity }
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        return "\(findings.count) finding\(findings.count == 1 ? "" : "s") in \(documents) document(s): "
            + counts.joined(separator: ", ")
    }

    /// `{rule, severity, document, view, name?, message, file?, line?}`.
    static func json(_ located: LocatedFinding) -> JSONValue {
        let finding = located.finding
        var fields: [(String, JSONValue)] = [
            ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
            ("document", .string(finding.document)), ("view", .string(finding.view)),
        ]
        if let name = finding.name { fields.append(("name", .string(name))) }
        fields.append(("message", .string(finding.message)))
        if let file = located.file { fields.append(("file", .string(file))) }
        if let line = located.line { fields.append(("line", .number(Double(line)))) }
        return .object(fields)
    }
}
