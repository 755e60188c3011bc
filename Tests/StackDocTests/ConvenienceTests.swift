import StackDoc
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The library's one-call conveniences: layout, pictures and selectors of a document in
/// memory, files and git histories read as documents, and geometry that prints readably.
@Suite("Library conveniences")
struct ConvenienceTests {
    /// A vertical stack of a label and a hidden label, pinned to the root's safe area and
    /// leading margin, on a 375×667 canvas.
    static func document() throws -> Document {
        var stack = ViewProperties(kind: .stack)
        stack.stack?.axis = .vertical
        stack.stack?.spacing = .points(8)
        var title = ViewProperties(kind: .label)
        title.intrinsicSize = IntrinsicSize(width: 120, height: 21)
        var wide = ViewProperties(kind: .label)
        wide.intrinsicSize = IntrinsicSize(width: 300, height: 40)
        wide.hidden = true
        let root = ViewTree(id: "root", subviews: [
            ViewTree(id: "stack", properties: stack, subviews: [ViewTree(id: "title", properties: title), ViewTree(id: "wide", properties: wide)]),
        ])
        let pins = [
            LayoutConstraint(first: Anchor(view: "stack", attribute: .leading), second: Anchor(view: "root", attribute: .leadingMargin)),
            LayoutConstraint(first: Anchor(view: "stack", attribute: .top), second: Anchor(view: "root", guide: .safeArea, attribute: .top)),
        ]
        return try Document(name: "pair", canvas: Size(width: 375, height: 667), root: root, constraints: pins)
    }

    @Test("a document lays out on its own canvas, or on a device's screen with its safe area and margins", arguments: ["iphone15", "iphonese", "ipadpro11"])
    func layoutOnDevice(name: String) throws {
        let device = try #require(Device.named(name))
        let document = try Self.document()
        let own = try document.layout()
        #expect(own.canvas == Size(width: 375, height: 667))
        let onDevice = document.layout(on: device)
        let screen = device.screen(landscape: false)
        #expect(onDevice.canvas == screen.canvas)
        let stack = try #require(onDevice.views.first { $0.id == "stack" })
        #expect(abs(stack.frame.y - screen.safeArea.top) < 1e-6, "the stack is pinned to the safe area's top")
        #expect(abs(stack.frame.x - screen.rootMargins.leading) < 1e-6, "and to the root's leading margin")
        let landscape = document.layout(on: device, landscape: true)
        #expect(landscape.canvas == device.screen(landscape: true).canvas)
    }

    @Test("a document without a canvas cannot lay out on its own")
    func noCanvas() throws {
        var document = try Self.document()
        document.canvas = nil
        #expect(throws: HistoryError.self) { try document.layout() }
        #expect(throws: HistoryError.self) { try document.svg() }
        #expect(document.layout(on: Device.all[0]).canvas == Device.all[0].portraitSize)
    }

    @Test("a document draws as an SVG picture without a store, as a stored revision draws")
    func picture() throws {
        let document = try Self.document()
        let svg = try document.svg()
        #expect(svg.hasPrefix("<svg") && svg.contains("pair · 375×667"))
        let stored = LayoutRenderer.svg(LaidOutRevision(revision: 1, document: document, layout: try document.layout()))
        #expect(svg.replacing("pair · 375×667", with: "pair · revision 1 · 375×667") == stored, "only the caption differs")
        #expect(document.svg(on: Device.named("iphone15")!).contains("pair · 393×852"))
    }

    @Test("selectors given as text match views of a document in memory", arguments: [
        ("stack > label", ["title", "wide"]), ("label:hidden", ["wide"]), ("label[frame.height>30]", []),
        ("#title", ["title"]), ("stack[frame.height<30]", ["stack"]),
    ])
    func selectors(selector: String, ids: [String]) throws {
        #expect(try Self.document().viewIDs(matching: selector) == ids)
    }

    @Test("text that is not a selector is refused, naming the problem")
    func badSelector() throws {
        let error = try #require(throws: SelectorSyntaxError.self) { try Self.document().viewIDs(matching: "stack >") }
        #expect(!error.description.isEmpty)
    }

    @Test("a store answers a selector given as text as it answers a parsed one")
    func storeQuery() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let store = try DocumentStore(path: directory + "/s.db")
        try store.importDocument(try Self.document())
        let service = QueryService(store: store)
        let fromText = try service.query("stack > label:visible").matches
        #expect(fromText.map(\.view) == ["title"])
        #expect(fromText == (try service.query(SelectorList(parsing: "stack > label:visible")).matches))
        #expect(throws: SelectorSyntaxError.self) { try service.query("label[") }
    }

    @Test("files read as documents: JSON and Interface Builder told apart by content; errors name the file")
    func files() throws {
        let json = try ImportedFile.read(path: packageRoot + "/Examples/dynamic-stack-view.json")
        #expect(json.interfaceBuilderKind == nil && json.documents.count == 1)
        let storyboard = try ImportedFile.read(path: packageRoot + "/Examples/sign-in.storyboard", name: "signin")
        #expect(storyboard.interfaceBuilderKind == "storyboard")
        #expect(!storyboard.documents.isEmpty && storyboard.documents.allSatisfy { $0.name.hasPrefix("signin") })
        #expect(throws: DocumentFileError.unreadable("/nonexistent/x.json", reason: "No such file or directory")) {
            try ImportedFile.read(path: "/nonexistent/x.json")
        }
        let error = try #require(throws: DocumentFileError.self) { try ImportedFile.read(Array("{\"name\":".utf8), path: "broken.json") }
        #expect(error.description.hasPrefix("broken.json: "))
    }

    @Test("a file's git history reads as one version a commit, a version that does not read kept with its problem")
    func gitHistory() throws {
        guard GitRunner.findGit() != nil else { return }
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let script = """
            cd '\(directory)' && git init -q && git config user.email a@b.c && git config user.name A &&
            cat '\(packageRoot)/Examples/simple-stack-view.json' > screen.json && git add screen.json && git commit -qm first &&
            printf '{"broken": ' > screen.json && git commit -qam second &&
            cat '\(packageRoot)/Examples/dynamic-stack-view.json' > screen.json && git commit -qam third
            """
        #expect(system(script) == 0)
        let versions = try GitFileHistory(git: GitRunner(directory: directory), file: "screen.json").versions()
        #expect(versions.map(\.commit.subject) == ["first", "second", "third"])
        #expect(versions.map { $0.file != nil } == [true, false, true])
        #expect(versions[1].problem?.hasPrefix("screen.json: ") == true)
        #expect(versions.compactMap { $0.file?.documents.first?.name } == ["screen", "screen"], "named after the file")
        let fromPath = try GitFileHistory(file: directory + "/screen.json").versions(name: "main")
        #expect(fromPath.map(\.commit.id) == versions.map(\.commit.id))
        #expect(fromPath.compactMap { $0.file?.documents.first?.name } == ["main", "main"])
        #expect(throws: GitError.directoryMissing(directory + "/nowhere")) { try GitFileHistory(file: directory + "/nowhere/screen.json") }
    }

    @Test("geometry prints readably", arguments: [
        (Rect(x: 0, y: 20, width: 375, height: 44).description, "(x: 0, y: 20, w: 375, h: 44)"),
        (Rect(x: -8.5, y: 1.0 / 3, width: 0, height: 1e16).description, "(x: -8.5, y: 0.3333333333333333, w: 0, h: 1e+16)"),
        (Size(width: 393, height: 852).description, "(w: 393, h: 852)"),
        ("\(Size(width: 0.25, height: 2))", "(w: 0.25, h: 2)"),
    ])
    func geometry(text: String, expected: String) {
        #expect(text == expected)
    }
}
