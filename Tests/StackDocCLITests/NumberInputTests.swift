import StackDocTestSupport
import StackDocument
import Testing

/// Numbers that reach a document from the command line — flags, `set`'s VALUE, imported
/// files — are refused by the format's number rule before anything is written, naming the
/// flag or the JSON path; negative numbers after a flag are values.
@Suite("Numbers from the command line")
struct NumberInputTests {
    /// Values a size must refuse, as typed, with what the message says.
    static let refusedSizes: [(String, String)] = [
        ("nan", "nan is not a finite number"),
        ("inf", "inf is not a finite number"),
        ("-inf", "-inf is not a finite number"),
        ("1e309", "1e309 is out of range"),
        ("1e308", "1e308 is out of range"),
        ("1e17", "1e17 is out of range"),
        ("1.0000001e7", "1.0000001e7 is out of range"),
        ("-5", "-5 must be zero or more"),
    ]

    private func workspaceWithSimple() throws -> Workspace {
        let workspace = Workspace()
        let imported = try workspace.run("import", workspace.file("simple.json", simpleDocument))
        #expect(imported.status == 0, "\(imported.stderr)")
        return workspace
    }

    /// Runs `arguments` against a store holding `simple` and checks that it is refused with
    /// `message`, exit status `status`, and the store byte for byte as it was; then that the
    /// document still reads.
    private func expectRefused(_ arguments: [String], stdin: String? = nil, status: Int32, message: String) throws {
        try expectRefused({ _ in arguments }, stdin: stdin, status: status, message: message)
    }

    /// The same, with arguments that may name files written to the workspace.
    private func expectRefused(
        _ makeArguments: (Workspace) -> [String], stdin: String? = nil, status: Int32, message: String
    ) throws {
        let workspace = try workspaceWithSimple()
        let arguments = makeArguments(workspace)
        let before = storeBytes(workspace)
        let result = try workspace.run(arguments, stdin: stdin)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        #expect(storeBytes(workspace) == before, "\(arguments) changed the store")
        for command in ["show", "log", "export", "layout"] {
            #expect(try workspace.run(command, "simple").status == 0, "\(command) after \(arguments)")
        }
    }

    @Test(arguments: refusedSizes)
    func insertRefusesAnIntrinsicWidthOutOfRange(value: String, message: String) throws {
        try expectRefused(["insert", "simple", "stack", "--new", "q1", "--width", value], status: 64, message: "--width: \(message)")
        try expectRefused(["insert", "simple", "stack", "--new", "q1", "--width=\(value)"], status: 64, message: "--width: \(message)")
        try expectRefused(["insert", "simple", "stack", "--new", "q1", "--height", value], status: 64, message: "--height: \(message)")
        try expectRefused(["add-subview", "simple", "root", "--new", "q1", "--width", value], status: 64, message: "--width: \(message)")
    }

    @Test(arguments: ["layout", "render", "lint", "query"], refusedSizes)
    func canvasFlagsRefuseSizesOutOfRange(command: String, refused: (String, String)) throws {
        let selector = command == "query" ? ["stack"] : []
        let arguments = [command] + selector + ["simple", "--width", refused.0, "--height", "100"]
        try expectRefused(arguments, status: 64, message: "--width: \(refused.1)")
    }

    @Test func anIntrinsicWidthWithinRangeIsStored() throws {
        let workspace = try workspaceWithSimple()
        let result = try workspace.run("insert", "simple", "stack", "--new", "q1", "--width", "1e7", "--height", "0")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try workspace.run("export", "simple").stdout.contains(#""width": 10000000"#))
    }

    @Test(arguments: [
        ("1e308", "1e+308 is out of range: a length is within -1e7...1e7 pt"),
        ("-1e308", "-1e+308 is out of range"),
        ("1.0000001e7", "10000001 is out of range"),
        (#"{"top": 1e17}"#, "$.value.top: 1e+17 is out of range"),
    ])
    func setRefusesALengthOutOfRange(value: String, message: String) throws {
        let property = value.hasPrefix("{") ? "layoutMargins" : "spacing"
        try expectRefused(["set", "simple", "stack", property, value], status: 1, message: message)
    }

    @Test func setTakesANegativeSpacing() throws {
        let workspace = try workspaceWithSimple()
        let negative = try workspace.run("set", "simple", "stack", "spacing", "-5")
        #expect(negative.status == 0, "\(negative.stderr)")
        #expect(try workspace.run("export", "simple").stdout.contains(#""spacing": -5"#))
        let afterTerminator = try runStackdoc(["set", "simple", "stack", "spacing", "--db", workspace.db, "--", "-6"])
        #expect(afterTerminator.status == 0, "\(afterTerminator.stderr)")
        #expect(try workspace.run("export", "simple").stdout.contains(#""spacing": -6"#))
    }

    @Test func setSaysANumberTooLargeForJSONIsOutOfRange() throws {
        try expectRefused(["set", "simple", "title", "hugging", #"{"vertical":1e999}"#], status: 1, message: "number 1e999 is out of range")
        try expectRefused(["set", "simple", "stack", "spacing", "12px"], status: 1, message: "VALUE: malformed JSON")
    }

    @Test func setTakesABareWordAsAString() throws {
        let workspace = try workspaceWithSimple()
        for (property, value) in [("axis", "horizontal"), ("spacing", "system"), ("distribution", "fillEqually")] {
            let result = try workspace.run("set", "simple", "stack", property, value)
            #expect(result.status == 0, "\(property) \(value): \(result.stderr)")
        }
    }

    @Test(arguments: [
        (["insert", "simple", "stack", "--at", "-1", "--existing", "badge"], "--at: -1 is out of range"),
        (["add-subview", "simple", "root", "--z", "-1", "--new", "q1"], "--z: -1 is out of range"),
        (["undo", "simple", "--steps", "-1"], "--steps: -1 must be 1 or more"),
        (["redo", "simple", "--steps", "0"], "--steps: 0 must be 1 or more"),
    ])
    func negativeNumbersAfterFlagsAreValuesRefusedWithTheReason(arguments: [String], message: String) throws {
        try expectRefused(arguments, status: 64, message: message)
    }

    @Test(arguments: [
        (#"[{"op": "insert", "stack": "stack", "index": 0, "view": {"id": "q", "intrinsicSize": {"width": 1e308}}}]"#,
         "$[0].view.intrinsicSize.width: 1e+308 is out of range"),
        (#"[{"op": "hide", "view": "title"}, {"op": "addSubview", "parent": "root", "view": {"id": "q", "subviews": [{"id": "r", "frame": {"x": 0, "y": 0, "width": -5, "height": 1}}]}}]"#,
         "$[1].view.subviews[0].frame.width: must be zero or more"),
        (#"[{"op": "addConstraint", "constraint": {"first": "title.width", "constant": 1e17}}]"#,
         "$[0].constraint.constant: constraint: constant 1e+17 is out of range"),
        (#"[{"op": "set", "view": "stack", "property": "spacing", "value": -1e308}]"#,
         "edit 1 (set): $.value: -1e+308 is out of range"),
    ])
    func editNamesTheJSONPathOfANumberOutOfRange(edits: String, message: String) throws {
        try expectRefused(["edit", "simple", "--ops", "-"], stdin: edits, status: 1, message: message)
    }

    @Test func editRefusesASingleObjectWhereAnArrayIsDocumented() throws {
        try expectRefused(
            ["edit", "simple", "--ops", "-"], stdin: #"{"op": "hide", "view": "title"}"#, status: 1,
            message: "$: expected an array of edits, found an object")
    }

    @Test(arguments: [
        (#""spacing": 1e308"#, "$.root.subviews[0].spacing: 1e+308 is out of range"),
        (#""layoutMargins": {"top": 1e308}"#, "$.root.subviews[0].layoutMargins.top: 1e+308 is out of range"),
    ])
    func importRefusesAStackWithHugeNumbers(key: String, message: String) throws {
        let text = #"{"format": "stack-document/1", "name": "huge", "root": {"id": "root", "subviews": [{"id": "s", "kind": "stack", KEY}]}}"#
            .replacingOccurrences(of: "KEY", with: key)
        try expectRefusedImport(text, message: message)
    }

    @Test func importRefusesAHugeConstantOrCanvas() throws {
        try expectRefusedImport(
            #"{"format": "stack-document/1", "name": "huge", "root": {"id": "root"}, "constraints": [{"first": "root.width", "constant": 1e308}]}"#,
            message: "$.constraints[0].constant: constraint: constant 1e+308 is out of range")
        try expectRefusedImport(
            #"{"format": "stack-document/1", "name": "huge", "canvas": {"width": 1e308, "height": 10}, "root": {"id": "root"}}"#,
            message: "$.canvas.width: 1e+308 is out of range: a size is within 0...1e7 pt")
    }

    @Test(arguments: [("\"\"", "must not be empty"), ("\"  \"", "only white space"), ("\"a\\tb\"", "control character")])
    func importRefusesANameThatShowsAsNothing(name: String, message: String) throws {
        let text = #"{"format": "stack-document/1", "name": NAME, "root": {"id": "root"}}"#.replacingOccurrences(of: "NAME", with: name)
        try expectRefusedImport(text, message: message)
        try expectRefusedImport(text, message: "$.name: ")
        let workspace = try workspaceWithSimple()
        let before = storeBytes(workspace)
        let renamed = try workspace.run("import", workspace.file("other.json", simpleDocument), "--name", "")
        #expect(renamed.status == 1 && renamed.stderr.contains("must not be empty"), "\(renamed.stderr)")
        #expect(storeBytes(workspace) == before)
    }

    private func expectRefusedImport(_ text: String, message: String) throws {
        try expectRefused({ ["import", $0.file("bad.json", text)] }, status: 1, message: message)
    }
}
