import DocumentHistory
import StackDocument
import StackLayout

/// One document of two files compared by `diff-files`: its diff, or that it is only in one.
struct FileComparison {
    /// The document's name.
    let document: String
    /// How the two sides relate.
    let status: Status
    /// The diff, when both files have the document.
    let diff: DocumentDiff?

    enum Status: String {
        case changed, unchanged, added, removed
    }

    /// The documents of two files, paired by name, in NEW's order then the ones only OLD has.
    /// Files of one document each pair whatever their names. O(d) for d documents.
    static func pairs(old: [Document], new: [Document]) -> [(old: Document?, new: Document?)] {
        if old.count == 1, new.count == 1 { return [(old[0], new[0])] }
        let oldByName = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(new.map(\.name))
        return new.map { (oldByName[$0.name], $0) } + old.filter { !newNames.contains($0.name) }.map { ($0, nil) }
    }

    /// Compares one pair (`ReplayService.diff`). Throws, naming the document, when the two
    /// cannot be revisions of one document.
    init(pair: (old: Document?, new: Document?), canvas: Size?, withFrames: Bool) throws {
        document = (pair.new ?? pair.old)!.name
        guard let old = pair.old, let new = pair.new else {
            status = pair.old == nil ? .added : .removed
            diff = nil
            return
        }
        do {
            let diff = try ReplayService.diff(from: old, to: new, canvas: canvas, withFrames: withFrames)
            self.diff = diff
            status = diff.isEmpty ? .unchanged : .changed
        } catch {
            throw CLIError("\"\(document)\": \(error)")
        }
    }

    var json: JSONValue {
        var fields: [(key: String, value: JSONValue)] = [("document", .string(document)), ("status", .string(status.rawValue))]
        if let diff, case .object(let changes) = diff.json { fields += changes }
        return .object(fields)
    }

    /// The diff's lines, under the document's name when `titled`.
    func text(colored: Bool, titled: Bool) -> String {
        let body: String
        switch status {
        case .added: body = "document added"
        case .removed: body = "document removed"
        case .unchanged: body = "no changes"
        case .changed: body = diff!.text(colored: colored)
        }
        return titled || status == .added || status == .removed ? "\(document): \(body.contains("\n") ? "\n" : "")\(body)" : body
    }
}
