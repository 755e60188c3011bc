import ArgumentParser
import StackDocument
import StoryboardMerge

struct MergeFilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-files",
        abstract: "Merge two versions of a .storyboard or .xib with their common ancestor, by element id.",
        discussion: """
            A three-way merge of Interface Builder files as git's merge driver does it:
            BASE is the common ancestor, OURS and THEIRS the two descendants. Elements
            are matched by their Interface Builder id (elements without one by their
            name, key and rank under their parent). Changes to different attributes or
            elements merge; an element added on one side goes in at its place among its
            siblings; one deleted on one side and untouched on the other is deleted.
            Everything neither side changed is copied byte for byte.

            Conflicts (the same attribute changed to different values, an element
            deleted on one side and changed on the other, a constraint left naming a
            view the other side deleted, an id added on both sides with different
            content, both sides inserting at one place of an ordered list) are written
            between git's markers around the smallest element (for attributes: its start
            tag) and listed on standard error with their ids and lines. A clean merge is
            then imported and laid out on its device, and so are both sides: a required
            constraint broken, a view made ambiguous, or a stack emptied by the merge
            and by neither side alone is a conflict too (the merged file is written as
            it is, without markers). Exit status 1 when there is a conflict, 0 when not;
            an input that does not read or is not well-formed XML is an error (exit
            status 2) and nothing is written.

            The result goes to --output, else to OURS (as git expects of a driver). As
            git's merge driver:
              git config merge.stackdoc.name 'stackdoc storyboard merge'
              git config merge.stackdoc.driver 'stackdoc merge-files %O %A %B --path %P --marker-size %L'
              echo '*.storyboard merge=stackdoc' >> .gitattributes
              echo '*.xib merge=stackdoc' >> .gitattributes

            --explain prints the layout diff from each side to the merge. --format json
            prints {path, output, clean, conflicts: [{kind, element, elementName,
            attribute, lines: {base, ours, theirs, merged}, message}]} (and with
            --explain, the diffs).

            Examples:
              stackdoc merge-files base.storyboard mine.storyboard theirs.storyboard --output merged.storyboard
              stackdoc merge-files %O %A %B --path Main.storyboard
            """
    )

    @Argument(help: "The common ancestor.") var base: String
    @Argument(help: "Our version; the result replaces it unless --output is given.") var ours: String
    @Argument(help: "Their version.") var theirs: String
    @Option(help: "Where to write the result (default: OURS).") var output: String?
    @Option(help: "The file's path in the repository (git's %P): names the documents and the messages.") var path: String?
    @Option(help: "The length of the conflict markers (git's %L).") var markerSize = 7
    @Flag(help: "Print the layout diff from each side to the merge.") var explain = false
    @OptionGroup var format: FormatOption

    func validate() throws {
        guard (1...100).contains(markerSize) else { throw ValidationError("--marker-size must be between 1 and 100; got \(markerSize)") }
    }

    func run() throws {
        let request = FileMergeRequest(base: base, ours: ours, theirs: theirs, path: path, markerSize: markerSize)
        let result: FileMergeResult
        // An input that does not read is exit status 2, so that it is not taken for a conflict.
        do {
            result = try FileMerge.run(request)
        } catch {
            ImportDiagnostics.printError("\(error); nothing merged")
            throw ExitCode(2)
        }
        let destination = output ?? ours
        try FileOutput.write(result.merged, to: destination)
        let explained = explain ? try result.explanation() : []
        for conflict in result.conflicts { ImportDiagnostics.writeError("conflict: \(request.shownPath): \(conflict)\n") }
        switch format.format {
        case .json:
            var fields: [(key: String, value: JSONValue)] = [
                ("path", .string(request.shownPath)), ("output", .string(destination)), ("clean", .bool(result.isClean)),
                ("conflicts", .array(result.conflicts.map(\.json))),
            ]
            if explain {
                fields.append(("explain", .object(explained.map { side, comparisons in (key: side, value: JSONValue.array(comparisons.map(\.json))) })))
            }
            print(JSONWriter.string(.object(fields)))
        case .text:
            for (side, comparisons) in explained {
                print("from \(side) to the merge:")
                for comparison in comparisons { print(comparison.text(colored: false, titled: comparisons.count > 1)) }
            }
        }
        if !result.isClean { throw ExitCode(1) }
    }
}
