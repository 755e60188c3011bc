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
    /// The document's name in OLD, when NEW names it otherwise.
    let renamedFrom: String?
    /// What the text leaves out as re-save noise; `nil` when compared with `all`.
    let noise: ResaveNoise?

    enum Status: String {
        case changed, unchanged, added, removed
    }

    /// The documents of two files, paired as the store pairs versions of a file: by root view
    /// id, whatever their names (a new name is a rename), in NEW's order, then the ones only OLD
    /// has. A document whose root was re-created is one removed and one added, even under the
    /// same name. Documents without Interface Builder ids (JSON) pair by name when their roots
    /// differ, and files of one JSON document each pair whatever their names. O(d) for d documents.
    static func pairs(old: [Document], new: [Document], interfaceBuilder: Bool) -> [(old: Document?, new: Document?)] {
        if !interfaceBuilder, old.count == 1, new.count == 1 { return [(old[0], new[0])] }
        var oldByRoot = Dictionary(old.map { ($0.rootID, $0) }, uniquingKeysWith: { first, _ in first })
        var oldByName = interfaceBuilder ? [:] : Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var paired: [(old: Document?, new: Document?)] = []
        for document in new {
            let match = oldByRoot[document.rootID] ?? oldByName[document.name]
            if let match {
                oldByRoot[match.rootID] = nil
                oldByName[match.name] = nil
            }
            paired.append((match, document))
        }
        let pairedOld = Set(paired.compactMap { $0.old?.rootID })
        return paired + old.filter { !pairedOld.contains($0.rootID) }.map { ($0, nil) }
    }

    /// Compares one pair (`ReplayService.diff`); with `all`, nothing is set apart as re-save
    /// noise, so that the text shows what moves no frame too. Throws, naming the document, when
    /// the two cannot be revisions of one document.
    init(pair: (old: Document?, new: Document?), canvas: Size?, withFrames: Bool, all: Bool = false) throws {
        document = (pair.new ?? pair.old)!.name
        renamedFrom = pair.old.flatMap { old in old.name == pair.new?.name || pair.new == nil ? nil : old.name }
        guard let old = pair.old, let new = pair.new else {
            status = pair.old == nil ? .added : .removed
            diff = nil
            noise = nil
            return
        }
        do {
            let diff = try ReplayService.diff(from: old, to: new, canvas: canvas, withFrames: withFrames)
            self.diff = diff
            noise = all ? nil : ResaveNoise(diff: diff, old: old, new: new, canvas: canvas)
            status = diff.isEmpty ? .unchanged : .changed
        } catch {
            throw CLIError("\"\(document)\": \(error)")
        }
    }

    var json: JSONValue {
        var fields: [(key: String, value: JSONValue)] = [("document", .string(document)), ("status", .string(status.rawValue))]
        if let renamedFrom { fields.append(("renamedFrom", .string(renamedFrom))) }
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
        case .changed:
            let text = diff!.text(colored: colored, hiding: noise)
            body = text.isEmpty ? "no layout changes (--all shows what changed)" : text
        }
        let title = renamedFrom.map { "\(document) (renamed from \($0))" } ?? document
        let showsTitle = titled || status == .added || status == .removed || renamedFrom != nil
        return showsTitle ? "\(title): \(body.contains("\n") ? "\n" : "")\(body)" : body
    }
}
