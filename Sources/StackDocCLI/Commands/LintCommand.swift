import ArgumentParser
import DocumentImport
import DocumentQuery
import InterfaceBuilderImport
import StackDocument

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check documents for stack-view mistakes: ambiguous priorities, collapsing views, small tap targets, …",
        discussion: """
            Rules (and their default severity):
            \(Linter.allRules.map { "  \($0.name) (\($0.defaultSeverity.rawValue))\n" + Terminal.wrap($0.summary, width:
            78, indent: "      ") }.joined(separator: "\n"))

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
        let files = documents.filter(DocumentFile.hasInterfaceBuilderExtension)
        let names = documents.filter { !DocumentFile.hasInterfaceBuilderExtension($0) }
        let readsStore = !names.isEmpty || files.isEmpty
        let linter = try configuration(readsStore: readsStore).linter()
        var findings: [LocatedFinding] = []
        var documentCount = 0
        var withoutCanvas: [String] = []
        if readsStore {
            let report = try LintService(store: try store.open(), linter: linter)
                .lint(documents: names.isEmpty ? nil : names, revision: revision, canvas: canvas.requested, screen: try canvas.screen)
            findings += report.findings.map { LocatedFinding(finding: $0) }
            documentCount += report.documents.count
            withoutCanvas += report.withoutCanvas
        }
        // A file that cannot be read is reported and the others linted; the exit status is then 1.
        var unreadable = 0
        for path in files {
            let bytes: [UInt8]
            let imported: ImportedFile
            do {
                bytes = try FileContents.read(path)
                imported = try ImportedFile.read(bytes, path: path, name: nil)
            } catch {
                ImportDiagnostics.printError("\(error)")
                unreadable += 1
                continue
            }
            let lines = InterfaceBuilderImporter.elementLines(bytes)
            let roots = Dictionary(imported.documents.map { ($0.name, $0.rootID) }, uniquingKeysWith: { first, _ in first })
            let report = LintService.lint(imported.documents, linter: linter, canvas: canvas.requested, screen: try canvas.screen)
            findings += report.findings.map { finding in
                LocatedFinding(finding: finding, file: path, line: lines[finding.view] ?? roots[finding.document].flatMap { lines[$0] })
            }
            documentCount += report.documents.count
            withoutCanvas += report.withoutCanvas
        }
        for name in withoutCanvas {
            printError("note: \"\(name)\" has no canvas; rules that need frames were skipped (give --width and --height)")
        }
        switch format {
        case .json:
            print(JSONWriter.string(.array(findings.map(LintOutput.json))))
        case .sarif:
            print(JSONWriter.string(LintSARIF.log(findings, linter: linter, directory: FilePath.currentDirectory ?? "/")))
        case .text:
            for finding in findings { print(LintOutput.line(finding)) }
            print(findings.isEmpty ? "no problems found in \(documentCount) document(s)" : LintOutput.summary(findings, documents: documentCount))
        }
        if unreadable > 0 || findings.contains(where: { $0.finding.severity == .error }) { throw ExitCode(1) }
    }

    /// The configuration file's settings (unless --no-config), with the command line's over them.
    private func configuration(readsStore: Bool) throws -> LintConfiguration {
        let commandLine = try commandLineConfiguration()
        guard !noConfig, let path = LintConfigurationFile.locate(explicit: config, storePath: readsStore ? store.path : nil) else {
            return commandLine
        }
        return try LintConfigurationFile.load(path).overridden(by: commandLine)
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
