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
    /// Whether the text shows what moves no frame too.
    let all: Bool
    /// The two documents and their frames when the diff laid them out, for the text to find
    /// the re-save noise it leaves out (`ResaveNoise`); `nil` unless both files have the document.
    private let sides: (old: Document, new: Document, frames: (old: [String: Rect], new: [String: Rect])?)?
    /// The canvas asked for.
    private let canvas: Size?

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

    /// Compares one pair (`ReplayService.diff`). Throws, naming the document, when the two
    /// cannot be revisions of one document.
    init(pair: (old: Document?, new: Document?), canvas: Size?, withFrames: Bool, all: Bool = false) throws {
        self.all = all
        self.canvas = canvas
        document = (pair.new ?? pair.old)!.name
        renamedFrom = pair.old.flatMap { old in old.name == pair.new?.name || pair.new == nil ? nil : old.name }
        guard let old = pair.old, let new = pair.new else {
            status = pair.old == nil ? .added : .removed
            diff = nil
            sides = nil
            return
        }
        do {
            let (diff, frames) = try ReplayService.diffAndFrames(from: old, to: new, canvas: canvas, withFrames: withFrames)
            self.diff = diff
            sides = (old, new, frames)
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

    /// The diff's lines, under the document's name when `titled`; without `all`, the re-save
    /// noise is left out, found from the diff's frames when it has them, else by laying both
    /// documents out.
    func text(colored: Bool, titled: Bool) -> String {
        let body: String
        switch status {
        case .added: body = "document added"
        case .removed: body = "document removed"
        case .unchanged: body = "no changes"
        case .changed:
            let noise = all ? nil : sides.map { ResaveNoise(diff: diff!, old: $0.old, new: $0.new, canvas: canvas, frames: $0.frames) }
            let text = diff!.text(colored: colored, hiding: noise)
            body = text.isEmpty ? "no layout changes (--all shows what changed)" : text
        }
        let title = renamedFrom.map { "\(document) (renamed from \($0))" } ?? document
        let showsTitle = titled || status == .added || status == .removed || renamedFrom != nil
        return showsTitle ? "\(title): \(body.contains("\n") ? "\n" : "")\(body)" : body
    }
}
