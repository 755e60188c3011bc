import ArgumentParser
import DocumentImport
import StackDocument

struct DiffFilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff-files",
        abstract: "Show what changed between two .storyboard, .xib or JSON files, without a store.",
        discussion: """
            Reads both files as `import` does and compares each document of OLD with the
            document of NEW of the same name (for files of one document each: those two),
            as `diff` compares two revisions: views added, removed, moved in the arranged
            order or the z-order, reparented, hidden and unhidden, properties and
            constraints changed, and with --frames (or --width and --height) the frames
            that moved. Views are matched by id (Interface Builder ids for storyboards).

            Also accepts the seven arguments git passes to an external diff driver
            (path old-file old-hex old-mode new-file new-hex new-mode; /dev/null for a
            file added or deleted; for a renamed file, two more: the new path and git's
            rename note), so that git shows storyboards this way:
              echo '*.storyboard diff=stackdoc' >> .gitattributes
              git config diff.stackdoc.command 'stackdoc diff-files'
            then `git diff` and `git log -p --ext-diff` print the semantic diff.

            --format json prints {old, new, path, documents: [{document, status,
            ...changes}]}, path being git's path in the repository (null for two files),
            status changed, unchanged, added or removed, and the changes as `diff
            --format json` prints them.

            Examples:
              stackdoc diff-files Main-old.storyboard Main.storyboard
              stackdoc diff-files before.json after.json --frames --format json
            """
    )

    @Argument(help: ArgumentHelp("OLD NEW, or the arguments of git's external diff.", valueName: "files"))
    var files: [String]
    @OptionGroup var canvas: CanvasOptions
    @Flag(help: "Compare frames too, each document laid out at its old canvas.")
    var frames = false
    @Flag(help: "Show what a re-save changes without moving a frame too (stored frames, constraints moved in the list, float noise), and documents that did not change.")
    var all = false
    @OptionGroup var output: FormatOption

    func validate() throws {
        guard [2, 7, 9].contains(files.count) else {
            throw ValidationError(
                "give two files (OLD NEW), or the seven (nine for a rename) arguments git passes to a diff driver; got \(files.count)")
        }
    }

    func run() throws {
        let request = FileDiffRequest(arguments: files, canvas: canvas.requested, withFrames: frames)!
        let result = try FileDiff.run(request)
        let (comparisons, unreadable) = (result.comparisons, result.unreadable)
        switch output.format {
        case .json:
            print(JSONWriter.string(.object([
                ("old", request.oldPath.map(JSONValue.string) ?? .null), ("new", request.newPath.map(JSONValue.string) ?? .null),
                ("path", request.gitPath.map(JSONValue.string) ?? .null),
                ("documents", .array(comparisons.map(\.json))),
                ("unreadable", .array(unreadable.map(JSONValue.string))),
            ])))
        case .text:
            if let gitPath = request.gitPath { print("stackdoc diff \(request.renamedFrom.map { "\($0) -> " } ?? "")\(gitPath)") }
            for line in unreadable { print("! \(line)") }
            let colored = Terminal.wantsColour
            let shown = comparisons.filter { !($0.status == .unchanged && comparisons.count > 1) || all }
            for comparison in shown {
                print(comparison.text(colored: colored, titled: comparisons.count > 1, all: all, canvas: canvas.requested))
            }
            if shown.isEmpty, unreadable.isEmpty, !comparisons.isEmpty { print("no layout changes (--all shows what changed)") }
        }
    }
}
