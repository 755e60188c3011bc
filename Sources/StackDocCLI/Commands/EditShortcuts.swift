import ArgumentParser
import StackDocument
import StackLayout

/// Options shared by the shortcuts: the document, the store, a message and the output format.
struct ShortcutOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The document's name (DOC@NAME for its branch NAME).", valueName: "doc"))
    var documentName: String

    @OptionGroup var branch: BranchOption
    @OptionGroup var message: MessageOption
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    /// The document written: the one named, or its branch `--branch` names.
    var document: String { branch.target(documentName) }

    /// Writes `shortcut` as one revision: its views resolved against the document's head,
    /// read read-only (`ShortcutEdit.edits(in:)`), then applied.
    func commit(_ shortcut: ShortcutEdit) throws {
        let edits = try shortcut.edits(in: try store.open().document(document))
        try StackDocCLI.commit(edits, to: document, message: message.message, store: store, format: output.format)
    }
}

/// The view an `insert` or `add-subview` places: `--existing ID`, `--new ID` with a few
/// properties, or `--view JSON` for a whole subtree.
struct ViewSourceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Move a view already in the document (its id or its name).", valueName: "view"))
    var existing: String?

    @Option(name: .customLong("new"), help: ArgumentHelp("Create a view with this id.", valueName: "id"))
    var newID: String?

    @Option(help: "The new view's kind (view, stack, label, image, button, ...).")
    var kind: String = "view"

    @Option(parsing: .unconditional, help: ArgumentHelp("The new view's intrinsic width (0...1e7).", valueName: "points"))
    var width: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The new view's intrinsic height (0...1e7).", valueName: "points"))
    var height: String?

    @Flag(help: "Create the new view hidden.")
    var hidden = false

    @Option(help: ArgumentHelp("The new view's text: what a label shows, a text field's placeholder, an image's name.", valueName: "text"))
    var text: String?

    @Option(help: ArgumentHelp("The new button's title (its text).", valueName: "title"))
    var title: String?

    @Option(help: ArgumentHelp("The name people know the new view by (default: none).", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("A new view and its subtree as a JSON view object.", valueName: "json"))
    var view: String?

    func validate() throws {
        let given = [existing != nil, newID != nil, view != nil].filter { $0 }.count
        guard given == 1 else { throw ValidationError("give exactly one of --existing, --new and --view") }
        // `--existing` takes a view's id or its name, resolved against the document later.
        if let id = newID, !ViewID.isValid(id) {
            throw ValidationError("--new \(TextRule.quoted(id)): a view id is 1 to \(TextRule.maximumIDBytes) letters, digits, '_' and '-'")
        }
        if let problem = TextRule.kindProblem(kind) { throw ValidationError("--kind: \(problem)") }
        try NewViewText.check(text: text, title: title, name: name, kind: kind, creating: newID != nil)
        _ = try FlagNumber.read(width, flag: "--width", as: .size)
        _ = try FlagNumber.read(height, flag: "--height", as: .size)
    }

    func source() throws -> ViewSource {
        if let existing { return .existing(existing) }
        if let view {
            do {
                let tree = try DocumentFormat.decodeView(JSONParser.parse(view), at: .root)
                try tree.checkNumbers(at: .root)
                return .new(tree)
            } catch let error as JSONSyntaxError {
                throw CLIError("--view: malformed JSON at \(error)")
            } catch {
                throw CLIError("--view: \(error)")
            }
        }
        var properties = ViewProperties(kind: ViewKind(rawValue: kind))
        properties.hidden = hidden
        properties.text = text ?? title
        properties.name = name
        properties.intrinsicSize = IntrinsicSize(
            width: try FlagNumber.read(width, flag: "--width", as: .size), height: try FlagNumber.read(height, flag: "--height", as: .size))
        return .new(ViewTree(id: newID!, properties: properties))
    }
}

struct InsertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "insert",
        abstract: "Insert a view into a stack's arranged views (insertArrangedSubview).",
        discussion: """
            A new view also becomes the stack's topmost subview; an arranged view moves to
            the index.

            Examples:
              stackdoc insert demo stack --at 0 --new e9 --kind label --width 80 --hidden
              stackdoc insert demo stack --new note --kind label --text Saved
              stackdoc insert demo stack --existing e9
            """
    )

    @OptionGroup var options: ShortcutOptions
    @Argument(help: ArgumentHelp("The stack view: its id or its name.", valueName: "stack"))
    var stack: String
    @Option(parsing: .unconditional, help: "The arranged index (default: the end, like addArrangedSubview).")
    var at: Int?
    @OptionGroup var view: ViewSourceOptions

    func validate() throws {
        try FlagNumber.check(at, flag: "--at", atLeast: 0, what: "an arranged index")
    }

    func run() throws {
        // A store the user may not write is refused before the views are looked up.
        _ = try options.store.openForWriting()
        try options.commit(.insert(stack: stack, index: at, view: view.source()))
    }
}

struct AddSubviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add-subview",
        abstract: "Add a view as a subview (addSubview / insertSubview(_:at:)); it is not arranged.",
        discussion: """
            Example:
              stackdoc add-subview demo root --new badge --width 20 --height 20 --z 0
            """
    )

    @OptionGroup var options: ShortcutOptions
    @Argument(help: ArgumentHelp("The superview: its id or its name.", valueName: "parent"))
    var parent: String
    @Option(parsing: .unconditional, help: "The z-index (default: on top).")
    var z: Int?
    @OptionGroup var view: ViewSourceOptions

    func validate() throws {
        try FlagNumber.check(z, flag: "--z", atLeast: 0, what: "a z-index")
    }

    func run() throws {
        try options.commit(.addSubview(parent: parent, view: view.source(), zIndex: z))
    }
}

struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a view from its superview (with its subtree and constraints) or from the arranged views only.",
        discussion: """
            Examples:
              stackdoc remove demo entry3                 # removeFromSuperview
              stackdoc remove demo entry1 --from arranged # still a subview
            """
    )

    @OptionGroup var options: ShortcutOptions
    @Argument(help: ArgumentHelp("The view: its id or its name.", valueName: "view"))
    var view: String
    @Option(help: "superview or arranged.")
    var from: RemovalScope = .superview

    func run() throws {
        try options.commit(.remove(view: view, from: from))
    }
}

extension RemovalScope: ExpressibleByArgument {}

struct HideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hide",
        abstract: "Hide views (one revision); a hidden arranged view takes no space in its stack.",
        discussion: "Example:  stackdoc hide demo entry1 entry3"
    )

    @OptionGroup var options: ShortcutOptions
    @OptionGroup var views: ViewList

    func run() throws {
        try options.commit(.hide(views.ids))
    }
}

struct UnhideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unhide",
        abstract: "Unhide views (one revision).",
        discussion: "Example:  stackdoc unhide demo entry1"
    )

    @OptionGroup var options: ShortcutOptions
    @OptionGroup var views: ViewList

    func run() throws {
        try options.commit(.unhide(views.ids))
    }
}

/// One or more view ids.
struct ViewList: ParsableArguments {
    @Argument(help: ArgumentHelp("The views: each an id or a name.", valueName: "view"))
    var ids: [String]

    func validate() throws {
        guard !ids.isEmpty else { throw ValidationError("name at least one view") }
    }
}

struct SetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set a property of a view (axis, spacing, distribution, hugging, intrinsicSize, ...).",
        usage: "stackdoc set <doc> <view> <property> <value> [--message <message>] [--db <path>] [--format <format>]",
        discussion: """
            VALUE is JSON; a bare word (letters, digits, '_' and '-', starting with a
            letter) is taken as a string, and null restores the default. A negative
            number is a value: stackdoc set demo stack spacing -4.

            Examples:
              stackdoc set demo stack axis horizontal
              stackdoc set demo stack spacing 12
              stackdoc set demo addItem hugging '{"vertical": 249}'
              stackdoc set demo addItem name "Add an entry"
            """
    )

    @OptionGroup var options: ShortcutOptions
    @Argument(help: ArgumentHelp("The view: its id or its name.", valueName: "view"))
    var view: String
    @Argument(help: ArgumentHelp("The property.", valueName: "property"))
    var property: ViewProperty
    /// The value; an array only so that a value starting with `-` is taken as one.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The value, as JSON.", valueName: "value"))
    var value: [String] = []

    /// What was given as the value, less a `--` before it.
    private var given: [String] {
        guard let terminator = value.firstIndex(of: "--") else { return value }
        var given = value
        given.remove(at: terminator)
        return given
    }

    func validate() throws {
        guard given.count == 1 else {
            throw ValidationError(
                given.isEmpty ? "Missing expected argument '<value>'" : "give one value; found \(given.count): \(given.joined(separator: " "))")
        }
    }

    func run() throws {
        try options.commit(.set(view: view, property: property, value: try SetValue.json(of: given[0], for: property)))
    }
}

extension ViewProperty: ExpressibleByArgument {}
