import ArgumentParser
import DocumentImport

struct OutlineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "outline",
        abstract: "Print a .storyboard, .xib or JSON file as lines for a line-based diff (git's textconv).",
        discussion: """
            Reads FILE as `import` does, without a store, and prints one line per view
            (`DOC: VIEW kind #INDEX [stack attributes] ... in PARENT`, in tree order) and
            one per constraint (`DOC: constraint ID: a.top == b.top + 8`). What a re-save
            by another Xcode changes without moving a frame is left out: stored frames,
            the constraints standing for an autoresizing mask, and float noise (numbers
            are rounded to a quarter point). So that `git log -p` shows storyboards this
            way without --ext-diff:
              echo '*.storyboard diff=stackdoc' >> .gitattributes
              git config diff.stackdoc.textconv 'stackdoc outline --lenient'
            A file that does not read is an error; with --lenient (for git, which stops
            at a textconv that fails) it is one line saying why, and the command succeeds.

            Example:
              stackdoc outline Examples/sign-in.storyboard
            """
    )

    @Argument(help: ArgumentHelp("The file (- for standard input).", valueName: "file"))
    var file: String

    @Flag(help: "Print a line for a file that does not read, and succeed (for git's textconv).")
    var lenient = false

    func run() throws {
        do {
            let read = try ImportedFile.read(FileContents.read(file), path: file, name: nil)
            for line in FileOutline.lines(read.documents) { print(line) }
        } catch where lenient {
            print("! \(error)")
        }
    }
}
