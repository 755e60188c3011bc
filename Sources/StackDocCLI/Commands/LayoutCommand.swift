import ArgumentParser
import StackDocOutput
import StackDocument
import StackLayout

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay a document out as UIStackView and Auto Layout would, and print every frame.",
        discussion: """
            Frames are relative to the superview (UIKit's convention); the text form also
            shows each view's absolute origin. --constraints prints the generated
            constraint system instead, named like UIKit's (UISV-spacing,
            UISV-canvas-connection, ...).

            Examples:
              stackdoc layout demo --format json
              stackdoc layout demo --rev 3 --width 667 --height 375
              stackdoc layout demo --constraints --format json > system.json
            """
    )

    @Argument(help: ArgumentHelp("The document's name.", valueName: "doc"))
    var document: String

    @Option(name: .customLong("rev"), help: "The revision to lay out (default: the head).")
    var revision: Int?

    @OptionGroup var canvas: CanvasOptions

    @Flag(help: "Print the generated constraint system instead of the frames.")
    var constraints = false

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let (stored, number) = try store.open().document(document, revisionOrHead: revision)
        let laidOut = try canvas.placed(stored)
        let scene = laidOut.layoutScene(canvas: try canvas.canvas(for: laidOut))
        let engine = LayoutEngine()
        let result = engine.layout(scene)
        switch (constraints, output.format) {
        case (true, .json): print(JSONWriter.string(LayoutOutput.constraintsJSON(engine.constraintSystem())))
        case (true, .text): print(LayoutOutput.constraintsText(engine.constraintSystem()))
        case (false, .json): print(JSONWriter.string(DocumentJSON.layout(result, document: document, revision: number)))
        case (false, .text): print(LayoutOutput.text(result, document: laidOut, revision: number))
        }
    }
}
