import ArgumentParser
import DocumentQuery
import StackDocOutput
import StackDocument
import StackLayout

struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Find views with a CSS-like selector, in one, several or every document.",
        discussion: """
            Grammar (spaces around > + ~ , are optional):
              list       := complex ("," complex)*
              complex    := compound (COMBINATOR compound)*
              compound   := (KIND | "*")? ("#" ID | "[" PROPERTY (OP VALUE)? "]"
                            | ":" PSEUDO)*
              COMBINATOR : space = descendant, ">" = child,
                           "+" = next arranged sibling,
                           "~" = any later arranged sibling (same stack)
              KIND       : view stack label image button textField textView
                           switch scroll, or any other kind
              OP         : = != < <= > >= (numbers),
                           ^= $= *= (text: starts, ends, contains)
              VALUE      : number, word, "quoted text", true, false, null
              PSEUDO     : hidden visible arranged not-arranged empty
                           first-arranged last-arranged root not(list)

            PROPERTY: id kind parent hidden axis distribution alignment spacing (the
            system spacing counts as 8; [spacing=system] tests for it) baselineRelative
            marginsRelative subviewCount arrangedCount, and with a field:
            intrinsicSize.width|height baseline.first|last hugging.horizontal|vertical
            compressionResistance.horizontal|vertical
            layoutMargins.top|leading|bottom|trailing safeArea.(same)
            customSpacing.<view-id>, fixedFrame.x|y|width|height (the document's "frame"
            key), frame.x|y|width|height (the laid-out frame in canvas coordinates, at
            --width x --height or the document's canvas). [PROPERTY] alone: present and
            not null/false/empty. A stack key on another kind, or a frame without a
            canvas, matches nothing.

            Without DOC every document is searched; --rev N searches each document at
            revision N (a document without it is an error). Exit status: 0 when something
            matched, 1 when nothing did (or on an error), 64 for a selector that does not
            parse (the column is shown).

            Frames at the head revision are kept in the store after a query lays a
            document out, and read back by the next query while the document, the canvas
            and the engine are unchanged: only the first frame query is slow.

            Examples:
              stackdoc query 'stack[axis=vertical][distribution=fill]'
              stackdoc query 'stack > label:hidden' demo
              stackdoc query 'button[frame.width<44]' demo --width 320 --height 480
              stackdoc query ':not(stack) > label:first-arranged + *' --format json
              stackdoc query '#entry3' demo --rev 4
            """
    )

    @Argument(help: ArgumentHelp("The selector.", valueName: "selector"))
    var selector: String

    @Argument(help: ArgumentHelp("Documents to search (default: all).", valueName: "doc"))
    var documents: [String] = []

    @Option(name: .customLong("rev"), help: "The revision to search in each document (default: the head).")
    var revision: Int?

    @OptionGroup var canvas: CanvasOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let parsed: SelectorList
        do {
            parsed = try SelectorList(parsing: selector)
        } catch {
            printError("Error: invalid selector: \(error)")
            throw ExitCode(64)
        }
        let service = QueryService(store: try store.openKeepingCaches())
        let names = documents.isEmpty ? nil : documents
        var writer = QueryMatchWriter(format: output.format == .json ? .json : .text)
        if parsed.needsLayout {
            // Notes about documents without a canvas come before the matches: collect first.
            let outcome = try service.query(parsed, documents: names, revision: revision, canvas: canvas.requested, screen: try canvas.screen)
            printCanvasNotes(outcome)
            for match in outcome.matches { writer.add(match) }
        } else {
            let outcome = try service.query(parsed, documents: names, revision: revision, canvas: canvas.requested, screen: try canvas.screen) { writer.add($0) }
            printCanvasNotes(outcome)
        }
        writer.print()
        if writer.count == 0 { throw ExitCode(1) }
    }

    private func printCanvasNotes(_ outcome: QueryOutcome) {
        for name in outcome.withoutCanvas {
            printError("note: \"\(name)\" has no canvas; its frame predicates match nothing (give --width and --height)")
        }
    }
}
