/// Where a value sits in a JSON text: `$.root.subviews[2].hugging`.
/// Built as a persistent linked list, so descending costs O(1) and the text is only
/// produced when an error needs it.
package indirect enum JSONPath: Sendable, CustomStringConvertible {
    case root
    case key(JSONPath, String)
    case index(JSONPath, Int)

    package static func / (path: JSONPath, key: String) -> JSONPath { .key(path, key) }
    package static func / (path: JSONPath, index: Int) -> JSONPath { .index(path, index) }

    package var description: String {
        switch self {
        case .root: return "$"
        case .key(let parent, let key):
            let isIdentifier = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            return isIdentifier ? "\(parent).\(key)" : "\(parent)[\"\(key)\"]"
        case .index(let parent, let index): return "\(parent)[\(index)]"
        }
    }
}
