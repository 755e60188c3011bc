import ArgumentParser
import DocumentHistory
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
        let request = DiffFilesRequest(arguments: files)
        // As git's diff driver, nothing stops `git log -p`: a version that does not read, or two
        // that do not compare, is one line saying so, and the command succeeds.
        let asDriver = request.gitPath != nil
        var unreadable: [String] = []
        func read(_ path: String?, as shownPath: String?, side: String) throws -> ImportedFile? {
            guard let path else { return nil }
            do {
                // Git's files are temporary copies: errors name the path in the repository instead.
                return try ImportedFile.read(FileContents.read(path), path: shownPath ?? path, baseName: request.baseName)
            } catch {
                guard asDriver else { throw error }
                unreadable.append("the \(side) version does not read: \(error)")
                return nil
            }
        }
        let old = try read(request.oldPath, as: request.renamedFrom ?? request.gitPath, side: "old")
        let new = try read(request.newPath, as: request.gitPath, side: "new")
        let interfaceBuilder = old?.interfaceBuilderKind != nil || new?.interfaceBuilderKind != nil
        // A side that does not read is left out rather than shown as every document removed or added.
        let pairs = unreadable.isEmpty
            ? FileComparison.pairs(old: old?.documents ?? [], new: new?.documents ?? [], interfaceBuilder: interfaceBuilder) : []
        var comparisons: [FileComparison] = []
        for pair in pairs {
            do {
                comparisons.append(try FileComparison(pair: pair, canvas: canvas.requested, withFrames: frames, all: all))
            } catch where asDriver {
                unreadable.append("\(error)")
            }
        }
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
            for comparison in shown { print(comparison.text(colored: colored, titled: comparisons.count > 1)) }
            if shown.isEmpty, unreadable.isEmpty, !comparisons.isEmpty { print("no layout changes (--all shows what changed)") }
        }
    }
}

/// The files `diff-files` compares: two paths, or git's seven external-diff arguments.
struct DiffFilesRequest {
    /// The old file; `nil` when git reports the file as added (`/dev/null`).
    let oldPath: String?
    /// The new file; `nil` when git reports the file as deleted.
    let newPath: String?
    /// The path in the repository, when git called (the new path for a rename).
    let gitPath: String?
    /// The path before a rename, when git reports one.
    let renamedFrom: String?

    /// `[OLD, NEW]`, or `[path, old-file, old-hex, old-mode, new-file, new-hex, new-mode]`,
    /// followed for a rename by `[new-path, rename-note]`.
    init(arguments: [String]) {
        if arguments.count >= 7 {
            gitPath = arguments.count == 9 ? arguments[7] : arguments[0]
            renamedFrom = arguments.count == 9 && arguments[7] != arguments[0] ? arguments[0] : nil
            oldPath = arguments[1] == "/dev/null" ? nil : arguments[1]
            newPath = arguments[4] == "/dev/null" ? nil : arguments[4]
        } else {
            gitPath = nil
            renamedFrom = nil
            oldPath = arguments[0]
            newPath = arguments[1]
        }
    }

    /// The name prefix both Interface Builder files' documents take, so that their scenes pair:
    /// from git's path, else NEW's.
    var baseName: String {
        DocumentFile.baseName(of: gitPath ?? newPath ?? oldPath ?? "file")
    }
}
