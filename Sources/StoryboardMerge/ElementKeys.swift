/// How the merge matches an element with its versions in the other files: by its Interface
/// Builder id (`id`, or a scene's `sceneID`); an element without one by its name, its `key`
/// (and `name`, `identifier`, `keyPath`, and `reference` in files of old Xcode versions, where present) and its rank among
/// its siblings that share all of these.
enum ElementKeys {
    private static let discriminating = ["key", "name", "identifier", "keyPath", "reference"]

    /// The key of each child of `element`, in order; keys are distinct among siblings. O(children).
    static func keys(of element: SpanElement) -> [String] {
        var seen: [String: Int] = [:]
        return element.children.map { child in
            var key: String
            if let identifier = child.identifier {
                key = "#" + identifier
            } else {
                key = child.name
                for name in discriminating {
                    if let value = child[attribute: name] { key += "|\(name)=\(value)" }
                }
            }
            let rank = seen[key, default: 0]
            seen[key] = rank + 1
            return rank == 0 && key.hasPrefix("#") ? key : key + "@\(rank)"
        }
    }

    /// How a key is shown: the id, or `<name key=...>`.
    static func display(_ key: String, name: String) -> String {
        if key.hasPrefix("#") { return String(key.dropFirst()).split(separator: "@").first.map(String.init) ?? key }
        let attributes = key.split(separator: "@").first.map { $0.split(separator: "|").dropFirst() } ?? []
        let written = attributes.map { pair -> String in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return parts.count == 2 ? " \(parts[0])=\"\(parts[1])\"" : " \(pair)"
        }
        return "<\(name)\(written.joined())>"
    }
}

/// Children whose order carries no meaning: the merge keeps both sides' additions at one place
/// instead of asking which comes first. Every other list (subviews, and with them the arranged
/// order of stacks, segments, cells, items) is merged as an ordered list.
enum UnorderedContainers {
    static let names: Set<String> = [
        "scenes", "objects", "constraints", "connections", "resources", "userDefinedRuntimeAttributes", "dependencies",
        "variation", "mask", "gestureRecognizers", "layoutGuides",
    ]
}
