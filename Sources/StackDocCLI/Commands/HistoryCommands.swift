import ArgumentParser
import DocumentHistory
import DocumentStore
import StackDocOutput
import StackDocument
import StackLayout

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two revisions: views, both orderings, properties, constraints, frames.",
        discussion: """
            With --width and --height (or --frames, at the document's canvas) both
            revisions are laid out and the frames that changed are listed too. Colour is
            used on a terminal only. --format json prints {document, from, to, added,
            removed, moved, reparented, hidden, unhidden, properties, constraintsAdded,
            constraintsRemoved, frames}.

            `diff DOC OTHER` compares the heads of two documents, such as a document and
            its branch (DOC@NAME); its JSON adds `other`.

            Examples:
              stackdoc diff demo 1 8
              stackdoc diff demo 3 5 --width 375 --height 667 --format json
              stackdoc branch demo wide --from 6
              stackdoc diff demo demo@wide --frames
            """
    )

    @Argument(help: ArgumentHelp("The document's name.", valueName: "doc"))
    var document: String
    @Argument(help: ArgumentHelp("The older revision, or another document (a branch: DOC@NAME) to compare heads with.", valueName: "a"))
    var from: String
    @Argument(help: ArgumentHelp("The newer revision.", valueName: "b"))
    var to: Int?
    @OptionGroup var canvas: CanvasOptions
    @Flag(help: "Compare frames at the document's own canvas.")
    var frames = false
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func validate() throws {
        if to != nil, Int(from) == nil {
            throw ValidationError("\(from): give two revision numbers (diff DOC A B), or another document alone (diff DOC DOC@NAME)")
        }
    }

    func run() throws {
        let opened = try store.open()
        let service = ReplayService(store: opened)
        guard let to else {
            // Two documents: the heads of DOC and of OTHER (its branch, say).
            let other = from
            let diff = try service.diff(document, against: other, canvas: canvas.requested, withFrames: frames, screen: try canvas.screen)
            let heads = (try opened.headRevision(of: document), try opened.headRevision(of: other))
            switch output.format {
            case .json: print(JSONWriter.string(DocumentJSON.diff(diff, document: document, from: heads.0, other: other, to: heads.1)))
            case .text: print(diff.isEmpty ? "no changes between \(document) r\(heads.0) and \(other) r\(heads.1)" : diff.text(colored: Terminal.wantsColour))
            }
            return
        }
        guard let from = Int(from) else { preconditionFailure("validate() checked the revision") }
        let diff = try service.diff(document, from: from, to: to, canvas: canvas.requested, withFrames: frames, screen: try canvas.screen)
        switch output.format {
        case .json:
            print(JSONWriter.string(DocumentJSON.diff(diff, document: document, from: from, to: to)))
        case .text: print(diff.isEmpty ? "no changes between r\(from) and r\(to)" : diff.text(colored: Terminal.wantsColour))
        }
    }
}

struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Bring back the state of an earlier revision as a new revision (history is kept).",
        discussion: "Example:  stackdoc restore demo 3 -m \"back to three entries\""
    )

    @Argument(help: ArgumentHelp("The document's name (DOC@NAME for its branch NAME).", valueName: "doc"))
    var document: String
    @Argument(help: ArgumentHelp("The revision to restore.", valueName: "n"))
    var revision: Int
    @OptionGroup var branch: BranchOption
    @OptionGroup var message: MessageOption
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let restored = try store.openForWriting().restore(branch.target(document), to: revision, message: message.message)
        switch output.format {
        case .json: print(JSONWriter.string(DocumentJSON.revision(restored)))
        case .text: print("\(restored.document): revision \(restored.number): restored r\(revision) (\(restored.edits.count) edits)")
        }
    }
}

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Walk the revisions in order, printing each one's edits and the frames it changed.",
        discussion: """
            Each revision is laid out (incrementally) at the document's canvas or at
            --width x --height; the first revision of the range shows its edits only.

            Example:  stackdoc replay demo --from 2 --to 6 --width 320 --height 480
            """
    )

    @Argument(help: ArgumentHelp("The document's name.", valueName: "doc"))
    var document: String
    @Option(parsing: .unconditional, help: "The first revision (default: 1).")
    var from = 1
    @Option(parsing: .unconditional, help: "The last revision (default: the head).")
    var to: Int?
    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        var steps: [JSONValue] = []
        try ReplayService(store: try store.open()).replay(document, from: from, to: to, canvas: canvas.requested, screen: try canvas.screen) { step in
            switch output.format {
            case .json:
                steps.append(.object([
                    ("revision", .number(Double(step.revision.number))),
                    ("kind", .string(step.revision.kind.rawValue)),
                    ("target", step.revision.target.map { .number(Double($0)) } ?? .null),
                    ("edits", .array(step.revision.edits.map(EditFormat.encode))),
                    ("frames", .array(step.frameChanges.map { change in
                        .object([
                            ("view", .string(change.view)),
                            ("old", change.old.map(DocumentJSON.rect) ?? .null),
                            ("new", change.new.map(DocumentJSON.rect) ?? .null),
                        ])
                    })),
                ]))
            case .text:
                print(RevisionOutput.line(step.revision))
                for change in step.frameChanges {
                    print("    \(change.view): \(change.old.map(LayoutOutput.text) ?? "—") -> \(change.new.map(LayoutOutput.text) ?? "—")")
                }
            }
        }
        if output.format == .json { print(JSONWriter.string(.array(steps))) }
    }
}
