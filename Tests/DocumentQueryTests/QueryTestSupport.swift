import DocumentQuery
import DocumentStore
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// A fresh store: a file in a temporary directory, or a new PostgreSQL database.
final class TemporaryStore {
    let directory = TestEnvironment.temporaryDirectory()
    /// The store's path or URL.
    let path: String
    lazy var store = try! DocumentStore(path: path)

    /// An SQLite store.
    init() { path = directory + "/store.db" }

    /// A store on `backend`; cancels the test case (reported as skipped, with the reason) when
    /// the backend is not available here.
    init(on backend: StoreBackend) throws {
        try backend.cancelUnlessAvailable(removing: directory)
        path = try backend.freshLocation(in: directory)
    }

    deinit { TestEnvironment.removeDirectory(directory) }
}

/// Every match of `selector` in every document of `store` at its head, found by reading each
/// document whole and matching every view in memory: what `QueryService` must agree with.
func bruteForceMatches(_ selector: SelectorList, in store: DocumentStore, canvas: Size? = nil) throws -> [String] {
    var found: [String] = []
    for summary in try store.documents() {
        let document = try store.document(summary.name)
        var layout: LayoutResult?
        if selector.needsLayout, let size = canvas ?? document.canvas {
            layout = LayoutEngine.layout(document.layoutScene(canvas: size))
        }
        let matcher = SelectorMatcher(target: QueryTarget(document: document, revision: summary.revision, layout: layout))
        found += matcher.matches(selector).map { "\(summary.name)/\(document.path(of: $0))" }
    }
    return found
}

/// `document/root/.../view` for each match, in the order reported.
func describe(_ outcome: QueryOutcome) -> [String] {
    outcome.matches.map { "\($0.document)/\($0.path.joined(separator: "/"))" }
}

/// Selectors covering every construct, for comparing the store's answer with brute force.
let coverageSelectors = [
    "stack", "*", "label", "#v7", "stack[axis=vertical][distribution=fill]", "stack > label:hidden",
    "stack[axis=horizontal] label:first-arranged + :not(stack)", "[hidden]", "[hidden=false]", ":visible",
    "stack[spacing>8]", "stack[spacing<=4]", "stack[spacing=system]", "stack[spacing!=system]",
    "stack[distribution!=fillEqually]", "[axis!=vertical]", "[hugging.vertical>250]", "[hugging.horizontal<=249]",
    "[compressionResistance.vertical=1000]", "[intrinsicSize.width=null]", "[intrinsicSize.width>100]",
    "[intrinsicSize.height!=null]", "[intrinsicSize]", "[baseline]", "[baseline.first<5]", "[fixedFrame]",
    "[fixedFrame.width>=50]", "[layoutMargins.top>10]", "[customSpacing]", "stack[baselineRelative]",
    "stack[marginsRelative=true]", "[id^=v1]", "[id$='5']", "[id*=\"2\"]", "[parent=root]", "[kind=switch]",
    ":arranged", ":not-arranged", ":empty", "stack:empty", ":first-arranged", ":last-arranged", ":root",
    "stack:not(:arranged)", ":not(label, button)", "stack stack > button", "stack > stack > *:hidden",
    "label + button", "label ~ switch", "button:first-arranged ~ label:last-arranged",
    "stack[arrangedCount>3]", "[subviewCount=0]", "view > stack", "stack label, switch:hidden, #root",
    "stack[axis=vertical] > stack[axis=horizontal] > label:visible + image", ":not(stack[axis=vertical]) > label",
    "image:hidden:first-arranged", "textField ~ :hidden", "stack:first-arranged > label", "stack + stack label",
    "button:not(:last-arranged)", "stack ~ stack > :first-arranged", "stack:last-arranged :first-arranged + *",
    // Combinators whose subject SQL cannot narrow: the candidates start from the compound before.
    "label ~ *", "stack[axis=vertical] > *", "label:first-arranged + :not(label)", "image ~ :not(stack):last-arranged",
    "stack > :empty", "label + :first-arranged",
    // Names and texts (a column each, compared in SQL; the text operators in memory).
    "[name]", "[name=\"Name v3\"]", "[name*=\"v1\"]", "[name^=Name]", "stack[name!=null]", "label[text$='4']", "[text]",
]
