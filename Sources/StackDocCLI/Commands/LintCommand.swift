import ArgumentParser
import DocumentImport
import DocumentQuery
import PostgreSQLDatabase
import StackDocument

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check documents for stack-view mistakes: ambiguous priorities, collapsing views, small tap targets, …",
        discussion: """
            Rules (and their default severity):
            \(LintRuleHelp.text)

            Each argument is a document of the store or an Interface Builder file (a
            path ending in .storyboard or .xib), which is read in memory as check-ib reads
            it: its findings name the file and the line of the view's element. Rules that
            need frames lay each document out at --width x --height, --device or its own
            canvas; a document with none skips them (a note on stderr says so).

            Configuration: --config FILE, else the nearest .stackdoc-lint.json in the
            current directory or one above it, else the one beside the store file:
              {"rules": {"small-tap-target": "error", "fill-compression-tie": "off"}}
            sets a rule's severity (error, warning or note) or turns it off. --rule runs
            only the rules named, --disable turns rules off and --severity RULE=LEVEL sets
            one, over what the file says; --no-config ignores the file.

            Output: text, json ([{rule, severity, document, view, name?, message, file?,
            line?}]) or sarif (SARIF 2.1.0, for code review and code scanning tools).
            Exit status: 1 when an error is found (or on a failure, such as a file that
            cannot be read: the others are still linted), else 0: warnings and notes are
            reported and pass.

            Examples:
              stackdoc lint
              stackdoc lint demo --width 320 --height 480 --format json
              stackdoc lint Main.storyboard --format sarif > lint.sarif
              stackdoc lint --rule small-tap-target --severity small-tap-target=error
              stackdoc lint demo --disable fill-hugging-tie --disable fill-compression-tie
            """
    )

    @Argument(help: ArgumentHelp("Documents, or .storyboard / .xib files, to check (default: every document).", valueName: "doc-or-file"))
    var documents: [String] = []
    @Option(name: .customLong("rev"), help: "The revision to check in each document of the store (default: the head).")
    var revision: Int?
    @Option(name: .customLong("rule"), help: ArgumentHelp("Run only this rule (repeatable).", valueName: "rule"))
    var onlyRules: [String] = []
    @Option(name: .customLong("disable"), help: ArgumentHelp("Do not run this rule (repeatable).", valueName: "rule"))
    var disabledRules: [String] = []
    @Option(name: .customLong("severity"), help: ArgumentHelp("Report a rule's findings as error, warning or note (repeatable).", valueName: "rule=level"))
    var severities: [String] = []
    @Option(help: ArgumentHelp("The configuration file (default: .stackdoc-lint.json, found as described below).", valueName: "file"))
    var config: String?
    @Flag(help: "Read no configuration file.")
    var noConfig = false
    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var store: StoreOptions
    @Option(help: "Output format: text for people, json for tools, sarif for code review tools.")
    var format: LintFormat = .text

    enum LintFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    func validate() throws {
        if config != nil, noConfig { throw ValidationError("--config names a file and --no-config reads none; give one of them") }
        if let both = onlyRules.first(where: disabledRules.contains) {
            throw ValidationError("\(both) is both run (--rule) and turned off (--disable)")
        }
        _ = try commandLineConfiguration()
        if revision != nil, !documents.isEmpty, documents.allSatisfy(DocumentFile.hasInterfaceBuilderExtension) {
            throw ValidationError("--rev picks a revision of documents in the store; an Interface Builder file has none")
        }
    }

    func run() throws {
        let outcome = try DocumentLint.run(try request()) { try store.open() }
        for error in outcome.unreadable { ImportDiagnostics.printError(error) }
        for name in outcome.withoutCanvas {
            printError("note: \"\(name)\" has no canvas; rules that need frames were skipped (give --width and --height)")
        }
        let findings = outcome.findings
        switch format {
        case .json:
            print(JSONWriter.string(.array(findings.map(LintOutput.json))))
        case .sarif:
            print(JSONWriter.string(LintSARIF.log(findings, linter: outcome.linter, directory: FilePath.currentDirectory ?? "/")))
        case .text:
            for finding in findings { print(LintOutput.line(finding)) }
            print(findings.isEmpty ? "no problems found in \(outcome.documentCount) document(s)" : LintOutput.summary(findings, documents: outcome.documentCount))
        }
        if outcome.failed { throw ExitCode(1) }
    }

    /// The flags as a `LintRequest`.
    private func request() throws -> LintRequest {
        LintRequest(
            targets: documents, revision: revision, configuration: try commandLineConfiguration(),
            configurationSource: noConfig ? .none : config.map(LintRequest.ConfigurationSource.file) ?? .nearest,
            storeFile: ConnectionURL.isPostgreSQL(store.path) ? nil : store.path,
            canvas: canvas.requested, screen: try canvas.screen)
    }

    /// What --rule, --disable and --severity say.
    private func commandLineConfiguration() throws -> LintConfiguration {
        var configuration = LintConfiguration(disabled: Set(disabledRules), only: onlyRules.isEmpty ? nil : Set(onlyRules))
        for setting in severities {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            let levels = LintSeverity.allCases.map(\.rawValue).joined(separator: ", ")
            guard parts.count == 2, let severity = LintSeverity(rawValue: parts[1]) else {
                throw ValidationError("--severity takes RULE=LEVEL with a level of \(levels), as in small-tap-target=error; got \"\(setting)\"")
            }
            configuration.severities[parts[0]] = severity
        }
        do {
            _ = try configuration.linter()
        } catch {
            throw ValidationError(error.description)
        }
        return configuration
    }

}
