import StackDoc
import Testing

/// The getting-started article (`Sources/StackDoc/StackDoc.docc/GettingStarted.md`) as a test:
/// its code is the body of `gettingStarted(storePath:)`, word for word, and the article test
/// checks that the two have not drifted apart.
@Suite("Getting started")
struct GettingStartedTests {
    @Test func theArticleRuns() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let outcome = try gettingStarted(storePath: directory + "/screens.db")
        #expect(outcome.revisions == 2)
        #expect(outcome.captionFrame == Rect(x: 0, y: 0, width: 359, height: 21))
        let article = try readFile(packageRoot + "/Sources/StackDoc/StackDoc.docc/GettingStarted.md")
        let printed = try #require(codeBlocks(in: article, language: "text").first)
        #expect(outcome.diffText == printed, "the article shows what the diff prints")
        #expect(outcome.phoneCanvas == Device.named("iphone15")?.portraitSize)
        #expect(outcome.labels == ["title"])
        #expect(outcome.picture.hasPrefix("<svg") && outcome.picture.contains("welcome · 393×852"))
    }

    @Test func theArticleShowsThisCode() throws {
        let article = try readFile(packageRoot + "/Sources/StackDoc/StackDoc.docc/GettingStarted.md")
        let test = try readFile(packageRoot + "/Tests/StackDocTests/GettingStartedTests.swift")
        let fromArticle = codeBlocks(in: article).joined(separator: "\n")
        let start = try #require(test.range(of: "    // The article's code, from here:\n"))
        let end = try #require(test.range(of: "    // ... to here.\n"))
        let fromTest = test[start.upperBound..<end.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }
            .filter { !$0.isEmpty }
        #expect(fromArticle.split(separator: "\n").map(String.init) == fromTest)
    }
}

/// What the article's code produced, for the test to check.
struct GettingStartedOutcome {
    var revisions: Int
    var captionFrame: Rect?
    var diffText: String
    var phoneCanvas: Size
    var labels: [String]
    var picture: String
}

func gettingStarted(storePath: String) throws -> GettingStartedOutcome {
    // The article's code, from here:
    // A vertical stack holding a title, pinned to the root view's margins.
    var stack = ViewProperties(kind: .stack)
    stack.stack?.axis = .vertical
    stack.stack?.spacing = .points(8)
    var title = ViewProperties(kind: .label)
    title.intrinsicSize = IntrinsicSize(width: 120, height: 21)
    let root = ViewTree(id: "root", subviews: [
        ViewTree(id: "stack", properties: stack, subviews: [ViewTree(id: "title", properties: title)]),
    ])
    let pins = [
        LayoutConstraint(first: Anchor(view: "stack", attribute: .leading),
                         second: Anchor(view: "root", attribute: .leadingMargin)),
        LayoutConstraint(first: Anchor(view: "stack", attribute: .trailing),
                         second: Anchor(view: "root", attribute: .trailingMargin)),
        LayoutConstraint(first: Anchor(view: "stack", attribute: .top),
                         second: Anchor(view: "root", guide: .safeArea, attribute: .top)),
    ]
    let document = try Document(name: "welcome", canvas: Size(width: 375, height: 667), root: root, constraints: pins)
    // Store it: revision 1.
    let store = try DocumentStore(path: storePath)
    try store.importDocument(document)
    // Edit it: one revision, two edits, as `insertArrangedSubview` and `isHidden` would.
    var caption = ViewProperties(kind: .label)
    caption.intrinsicSize = IntrinsicSize(width: 200, height: 21)
    try store.apply([
        .insert(stack: "stack", index: 0, view: .new(ViewTree(id: "caption", properties: caption))),
        .hide(view: "title"),
    ], to: "welcome", message: "caption first, title hidden")
    // Lay out the head revision, and compare it with the first.
    let history = ReplayService(store: store)
    let laidOut = try history.layout("welcome")
    let captionFrame = laidOut.layout.views.first { $0.id == "caption" }?.frame
    let diff = try history.diff("welcome", from: 1, to: 2, withFrames: true)
    print(diff.text())
    // Without a store: lay the document out on a phone, draw it, and find its labels.
    let phone = Device.named("iphone15")!
    let onPhone = document.layout(on: phone)
    let picture = document.svg(on: phone)
    let labels = try document.viewIDs(matching: "stack > label")
    print(onPhone.canvas, labels, picture.count)
    // ... to here.
    return GettingStartedOutcome(
        revisions: try store.log(of: "welcome").count, captionFrame: captionFrame, diffText: diff.text(),
        phoneCanvas: onPhone.canvas, labels: labels, picture: picture)
}
