import ArgumentParser
import DocumentHistory
import LayoutRendering
import StackDocument

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a revision's layout, or two revisions side by side with their differences, as SVG or PNG.",
        discussion: """
            Every view is a rectangle at its frame: stacks outlined with a dashed arrow
            along their axis, other views filled and labelled with their id (a label with
            no room is listed under the picture), a scroll view's content dashed in
            purple. Hidden views are left out unless --hidden dashed. With --diff A B,
            revision A is drawn on the left and B on the right: removed views red, added
            green, moved in the tree orange, new frame blue.

            The format follows the output file's extension. PNG needs rsvg-convert (Debian
            and Ubuntu: apt-get install librsvg2-bin). Without -o the SVG goes to standard
            output.

            Examples:
              stackdoc render demo -o demo.svg
              stackdoc render demo --rev 3 --hidden dashed -o r3.png
              stackdoc render demo --width 667 --height 375 -o landscape.svg
              stackdoc render demo --diff 1 8 -o changes.png
            """
    )

    @Argument(help: ArgumentHelp("The document's name.", valueName: "doc"))
    var document: String

    @Option(name: .customLong("rev"), help: "The revision to draw (default: the head).")
    var revision: Int?

    @Option(
        name: .customLong("diff"), parsing: .upToNextOption,
        help: ArgumentHelp("Draw revisions A and B side by side with their differences.", valueName: "a b"))
    var diffRevisions: [Int] = []

    @OptionGroup var canvas: CanvasOptions

    @Option(name: .customLong("hidden"), help: "How to show hidden views: omitted or dashed.")
    var hiddenViews: HiddenViewStyle = .omitted

    @Option(help: "Pixels per point in the output.")
    var scale: Double = 2

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write, FILE.svg or FILE.png.", valueName: "file"))
    var output: String?

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if !diffRevisions.isEmpty {
            guard diffRevisions.count == 2 else { throw ValidationError("--diff takes two revisions, A and B") }
            guard revision == nil else { throw ValidationError("give --rev or --diff, not both") }
        }
        guard scale.isFinite, scale > 0, scale <= 64 else { throw ValidationError("--scale must be above 0 and at most 64") }
        if let output, PictureFormat(path: output) == nil {
            throw ValidationError("cannot tell the format of \(output): name a file ending in .svg or .png")
        }
    }

    func run() throws {
        let revisions: PictureRequest.Revisions = diffRevisions.count == 2 ? .diff(from: diffRevisions[0], to: diffRevisions[1]) : .one(revision)
        let request = PictureRequest(
            document: document, revisions: revisions, canvas: canvas.requested, screen: try canvas.screen,
            options: RenderOptions(hiddenViews: hiddenViews, scale: scale))
        let svg = try ReplayService(store: try store.open()).picture(request)
        switch output.flatMap(PictureFormat.init(path:)) {
        case nil: print(svg, terminator: "")
        case .svg: try FileOutput.write(svg, to: output!)
        case .png: try PNGConverter.write(svg: svg, toPNG: output!)
        }
    }
}

extension HiddenViewStyle: ExpressibleByArgument {}

/// The picture formats `render` writes, told by the file's extension.
enum PictureFormat {
    case svg, png

    init?(path: String) {
        let name = path.lowercased()
        if name.hasSuffix(".svg") {
            self = .svg
        } else if name.hasSuffix(".png") {
            self = .png
        } else {
            return nil
        }
    }
}
