import ArgumentParser
import DocumentQuery
import StackDocument

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check documents for stack-view mistakes: ambiguous priorities, collapsing views, small tap targets, …",
        discussion: """
            Rules:
            \(Linter.allRules.map { "  \($0.name)\n" + Terminal.wrap($0.summary, width:
            78, indent: "      ") }.joined(separator: "\n"))

            Rules that need frames lay the document out at --width x --height or its own
            canvas; a document with neither skips them (a note on stderr says so). Exit
            status: 0 when nothing is found, 1 when something is (or on an error).

            Examples:
              stackdoc lint
              stackdoc lint demo --width 320 --height 480 --format json
            """
    )

    @Argument(help: ArgumentHelp("Documents to check (default: all).", valueName: "doc"))
    var documents: [String] = []
    @Option(name: .customLong("rev"), help: "The revision to check in each document (default: the head).")
    var revision: Int?
    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let report = try LintService(store: try store.open())
            .lint(documents: documents.isEmpty ? nil : documents, revision: revision, canvas: canvas.requested, screen: try canvas.screen)
        for name in report.withoutCanvas {
            printError("note: \"\(name)\" has no canvas; rules that need frames were skipped (give --width and --height)")
        }
        switch output.format {
        case .json:
            print(JSONWriter.string(.array(report.findings.map { finding in
                .object([
                    ("rule", .string(finding.rule)), ("document", .string(finding.document)), ("view", .string(finding.view)),
                ] + (finding.name.map { [("name", JSONValue.string($0))] } ?? []) + [("message", .string(finding.message))])
            })))
        case .text:
            for finding in report.findings {
                print("\(finding.document): \(ViewLabel.text(id: finding.view, name: finding.name)): \(finding.rule): \(finding.message)")
            }
            if report.findings.isEmpty { print("no problems found in \(report.documents.count) document(s)") }
        }
        if !report.findings.isEmpty { throw ExitCode(1) }
    }
}
