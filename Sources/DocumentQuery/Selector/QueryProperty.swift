/// A property a selector can test: a name, or a name and a field (`hugging.vertical`).
///
/// | path | value |
/// |---|---|
/// | `id`, `kind`, `parent` | text (`parent` is missing on the root) |
/// | `hidden`, `baselineRelative`, `marginsRelative` | true / false (the last two: stacks only) |
/// | `axis`, `distribution`, `alignment` | text (stacks only) |
/// | `spacing` | number, the system spacing as 8; `[spacing=system]` tests for the system spacing (stacks only) |
/// | `intrinsicSize.width` / `.height` | number, or null when the view has no intrinsic metric |
/// | `baseline.first` / `.last` | number, or null |
/// | `hugging.horizontal` / `.vertical`, `compressionResistance.…` | number |
/// | `layoutMargins.top` / `.leading` / `.bottom` / `.trailing`, `safeArea.…` | number |
/// | `fixedFrame.x` / `.y` / `.width` / `.height` | the document's fixed `frame` key: number, or null |
/// | `customSpacing.<view id>` | number (stacks only; missing when not set) |
/// | `subviewCount`, `arrangedCount` | number |
/// | `name`, `text` | text: the name people know the view by, what it shows (null when none) |
/// | `frame.x` / `.y` / `.width` / `.height` | the laid-out frame in canvas coordinates (needs a canvas) |
///
/// A group name alone (`[intrinsicSize]`, `[frame]`) is an object, present when any field is.
package struct QueryProperty: Sendable, Hashable, CustomStringConvertible {
    package let path: [String]

    /// Names that take no field.
    static let scalars: Set<String> = [
        "id", "kind", "name", "text", "parent", "hidden", "baselineRelative", "marginsRelative", "axis", "distribution", "alignment",
        "spacing", "subviewCount", "arrangedCount",
    ]
    /// Names with fields, and their fields (`customSpacing` takes any view id).
    static let groups: [String: [String]] = [
        "intrinsicSize": ["width", "height"],
        "baseline": ["first", "last"],
        "hugging": ["horizontal", "vertical"],
        "compressionResistance": ["horizontal", "vertical"],
        "layoutMargins": ["top", "leading", "bottom", "trailing"],
        "safeArea": ["top", "leading", "bottom", "trailing"],
        "fixedFrame": ["x", "y", "width", "height"],
        "frame": ["x", "y", "width", "height"],
        "customSpacing": [],
    ]

    /// Checks `path` against the names above; the error names the first unknown component
    /// (its index in `path`).
    static func validated(_ path: [String]) -> Result<QueryProperty, PathProblem> {
        let name = path[0]
        if scalars.contains(name) {
            return path.count == 1 ? .success(QueryProperty(path: path)) : .failure(PathProblem(index: 1, message: "\"\(name)\" has no fields"))
        }
        guard let fields = groups[name] else {
            return .failure(PathProblem(index: 0, message: "unknown property \"\(name)\"; known: \(knownNames)"))
        }
        if path.count == 1 { return .success(QueryProperty(path: path)) }
        if path.count > 2 { return .failure(PathProblem(index: 2, message: "\"\(path[0]).\(path[1])\" has no fields")) }
        if name == "customSpacing" || fields.contains(path[1]) { return .success(QueryProperty(path: path)) }
        return .failure(PathProblem(index: 1, message: "\"\(name)\" has no field \"\(path[1])\"; its fields: \(fields.joined(separator: ", "))"))
    }

    struct PathProblem: Error {
        var index: Int
        var message: String
    }

    static var knownNames: String {
        (scalars.sorted() + groups.keys.sorted()).joined(separator: ", ")
    }

    /// Whether the value comes from a layout rather than the document.
    package var needsLayout: Bool { path[0] == "frame" }

    package var description: String { path.joined(separator: ".") }
}
