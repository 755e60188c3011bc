import StackLayout

/// The diff for people: one line per change.
extension DocumentDiff {
    /// One line per change, in the order of `json`'s keys:
    ///
    ///     + e6 (stack) in stack at arranged 2, z 4
    ///     - e2 from stack
    ///     ↕ e3 arranged 2 -> 1 in stack
    ///     ↕ e4 arranged none -> 0 in stack
    ///     → e5 stack -> panel at z 1
    ///     ~ e7 hidden
    ///     ~ stack.spacing: 8 -> 12
    ///     + constraint c9: e6.top == root.top + 8
    ///     - constraint c2: e2.width == 40
    ///     frame e5: (0, 40, 343, 30) -> (0, 70, 343, 30)
    ///
    /// A view with a name is shown by its name with its id beside it (`Sign in (e5)`, see
    /// `ViewLabel`).
    /// `none` is "not arranged". With `colored`, additions are green, removals red and every
    /// other change yellow, in ANSI escapes: ask for it only when writing to a terminal.
    /// Empty when nothing changed. O(length of the text).
    ///
    /// A constraint that keeps its id and anchors but changes its relation, multiplier,
    /// constant or priority is one line, `~ constraint c9 (e6.top): constant 8 -> 12`; one
    /// that only moved in the list is `↕ constraint c9 moved in the list`. With `noise`, the
    /// entries it counts as re-save noise are left out.
    public func text(colored: Bool = false, hiding noise: ResaveNoise? = nil) -> String {
        lines(hiding: noise).map { colored ? $0.tone.escape + $0.text + Tone.reset : $0.text }.joined(separator: "\n")
    }

    private enum Tone {
        case added, removed, changed

        static let reset = "\u{1B}[0m"

        var escape: String {
            switch self {
            case .added: "\u{1B}[32m"
            case .removed: "\u{1B}[31m"
            case .changed: "\u{1B}[33m"
            }
        }
    }

    private func lines(hiding noise: ResaveNoise?) -> [(tone: Tone, text: String)] {
        func label(_ id: String) -> String { ViewLabel.text(id: id, name: viewNames[id]) }
        let changedConstraints = constraintChanges
        let pairedIDs = Set(changedConstraints.compactMap(\.new.id))
        let shownConstraints = changedConstraints.filter { noise?.isNoise($0) != true }
        let properties = properties.filter { noise?.isNoise($0) != true }
        return added.map { (.added, "+ \(label($0.view)) (\($0.properties.kind)) in \(label($0.position.parent)) at \(Self.indexes($0.position))") }
            + removed.map { (.removed, "- \(label($0.view)) from \(label($0.position.parent))") }
            + moved.map {
                (.changed, "↕ \(label($0.view)) \($0.order.rawValue) \(Self.index($0.from)) -> \(Self.index($0.to)) in \(label($0.parent))")
            }
            + reparented.map { (.changed, "→ \(label($0.view)) \(label($0.from.parent)) -> \(label($0.to.parent)) at \(Self.indexes($0.to))") }
            + hidden.map { (.changed, "~ \(label($0)) hidden") }
            + unhidden.map { (.changed, "~ \(label($0)) unhidden") }
            + properties.map {
                (.changed, "~ \(label($0.view)).\($0.property.rawValue): \(Self.value($0.old)) -> \(Self.value($0.new))")
            }
            + shownConstraints.map { change in
                change.differences.isEmpty
                    ? (.changed, "↕ constraint \(change.new.id ?? "") moved in the list")
                    : (.changed, "~ constraint \(change.new.id ?? "") (\(change.new.first)): \(change.differences)")
            }
            + constraintsAdded.filter { !pairedIDs.contains($0.id ?? "") }.map { (.added, "+ constraint \($0.id ?? ""): \($0)") }
            + constraintsRemoved.filter { !pairedIDs.contains($0.id ?? "") }.map { (.removed, "- constraint \($0.id ?? ""): \($0)") }
            + frames.map { (.changed, "frame \(label($0.view)): \(Self.rect($0.old)) -> \(Self.rect($0.new))") }
    }

    /// `arranged 2, z 4`, or `z 4` for a view that is not arranged.
    private static func indexes(_ position: Position) -> String {
        (position.arrangedIndex.map { "arranged \($0), " } ?? "") + "z \(position.zIndex)"
    }

    private static func index(_ index: Int?) -> String { index.map(String.init) ?? "none" }

    private static func value(_ value: JSONValue) -> String { JSONWriter.string(value, style: .compact) }

    private static func rect(_ rect: Rect) -> String {
        "(\([rect.x, rect.y, rect.width, rect.height].map(formatPoints).joined(separator: ", ")))"
    }
}
