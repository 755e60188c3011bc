import StackDocOutput
import StackDocument
import StackLayout

/// Layout results as `layout` prints them for people (a table), and its constraint system;
/// the JSON of a layout is `DocumentJSON.layout`.
enum LayoutOutput {
    static func text(_ result: LayoutResult, document: Document, revision: Int) -> String {
        var lines = ["\(document.name) · revision \(revision) · canvas \(formatNumber(result.canvas.width))×\(formatNumber(result.canvas.height))"]
        let depth = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, depthOf($0.id, in: document)) })
        // Views named as `show` names them: `name (id)` where they have a name.
        let labels = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, ViewLabel.text(id: $0.id, name: document[$0.id]?.properties.name)) })
        let width = result.views.map { ((labels[$0.id] ?? $0.id).count + 2 * (depth[$0.id] ?? 0)) }.max() ?? 0
        lines.append("view".padding(toLength: width + 1) + "frame (x, y, width, height) in superview    absolute origin")
        for view in result.views {
            let name = String(repeating: "  ", count: depth[view.id] ?? 0) + (labels[view.id] ?? view.id)
            var line = name.padding(toLength: width + 1) + text(view.frame).padding(toLength: 43)
            line += "(\(formatPoints(view.absoluteFrame.x)), \(formatPoints(view.absoluteFrame.y)))"
            if let content = view.contentSize { line += "  content \(formatPoints(content.width))×\(formatPoints(content.height))" }
            if view.hidden { line += "  HIDDEN" }
            lines.append(line)
        }
        if !result.brokenConstraints.isEmpty {
            lines.append("broken constraints:")
            for broken in result.brokenConstraints { lines.append("  \(broken.id.map { "\($0): " } ?? "")\(broken.description)") }
        }
        return lines.joined(separator: "\n")
    }

    static func constraintsJSON(_ system: ConstraintSystem) -> JSONValue {
        .object([
            ("variables", .array(system.variables.map(JSONValue.string))),
            ("constraints", .array(system.constraints.map { constraint in
                var fields: [(key: String, value: JSONValue)] = [
                    ("identifier", .string(constraint.identifier)),
                    ("terms", .array(constraint.terms.map { .object([("variable", .string($0.variable)), ("coefficient", .number($0.coefficient))]) })),
                    ("constant", .number(constraint.constant)),
                    ("relation", .string(constraint.relation.rawValue)),
                    ("priority", .number(constraint.priority)),
                    ("tieBreak", .number(constraint.tieBreak)),
                ]
                if let shared = constraint.sharedTieBreak { fields.append(("sharedTieBreak", .number(shared))) }
                return .object(fields)
            })),
        ])
    }

    static func constraintsText(_ system: ConstraintSystem) -> String {
        system.constraints.map { constraint in
            let terms = constraint.terms.enumerated().map { index, term in
                let sign = term.coefficient < 0 ? (index == 0 ? "-" : " - ") : (index == 0 ? "" : " + ")
                let magnitude = abs(term.coefficient)
                return sign + (magnitude == 1 ? "" : "\(formatNumber(magnitude))*") + term.variable
            }.joined()
            let constant = constraint.constant == 0 ? "" : (constraint.constant < 0 ? " - " : " + ") + formatNumber(abs(constraint.constant))
            let priority = constraint.priority == 1000 ? "" : " @\(formatNumber(constraint.priority))"
            return "\(constraint.identifier): \(terms.isEmpty ? "0" : terms)\(constant) \(constraint.relation.rawValue) 0\(priority)"
        }.joined(separator: "\n")
    }

    private static func depthOf(_ id: String, in document: Document) -> Int {
        var depth = 0
        var current = document[id]?.parent
        while let parent = current {
            depth += 1
            current = document[parent]?.parent
        }
        return depth
    }

    /// `(x, y, width, height)`.
    static func text(_ rect: Rect) -> String { QueryMatchWriter.text(rect) }
}
