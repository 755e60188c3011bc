/// The three-way merge of one element's attributes, and its start tag written from ours'
/// text with theirs' changes spliced in.
struct AttributeMerge {
    /// What the merged start tag does with one attribute.
    enum Decision {
        /// Ours' attribute as it is written.
        case keep
        /// Theirs' attribute text in place of ours'.
        case replace(SpanAttribute)
        /// Ours' attribute removed.
        case remove
    }

    /// Decisions for ours' attributes, by name (absent: keep).
    private(set) var decisions: [String: Decision] = [:]
    /// Theirs' attributes that ours lacks and the merge adds, by the name of the attribute of
    /// ours they follow (`""`: right after the element name).
    private(set) var insertions: [String: [SpanAttribute]] = [:]
    /// The attributes changed differently on the two sides: (name, base, ours, theirs).
    private(set) var conflicts: [(name: String, base: String?, ours: String?, theirs: String?)] = []
    /// The merged value of every attribute that ours or theirs has (nil: absent from the merge;
    /// for a conflict, ours' value).
    private(set) var mergedValues: [String: String] = [:]
    private let oursNames: Set<String>

    /// Merges `base` (nil when the element is new on both sides), `ours` and `theirs`;
    /// `theirsWins` decides every conflict for theirs (the text of theirs' side of a conflict).
    /// O(a²) for a attributes, a being small.
    init(base: SpanElement?, ours: SpanElement, theirs: SpanElement, theirsWins: Bool = false) {
        oursNames = Set(ours.attributes.map(\.name))
        var names = ours.attributes.map(\.name)
        for attribute in theirs.attributes where ours[attribute: attribute.name] == nil { names.append(attribute.name) }
        for name in names {
            let baseValue = base?[attribute: name]
            let oursValue = ours[attribute: name]
            let theirsValue = theirs[attribute: name]
            if oursValue == theirsValue || theirsValue == baseValue {
                mergedValues[name] = oursValue
                continue
            }
            if oursValue != baseValue, let newer = ToolVersions.newer(element: ours.name, attribute: name, oursValue, theirsValue) {
                // Both saved with different tools: the newer one's version stands.
                if newer == .ours { mergedValues[name] = oursValue; continue }
            } else if oursValue != baseValue {
                conflicts.append((name, baseValue, oursValue, theirsValue))
                mergedValues[name] = oursValue
                if !theirsWins { continue }
            }
            mergedValues[name] = theirsValue
            take(name, from: theirs, oursHas: oursValue != nil)
        }
    }

    private mutating func take(_ name: String, from theirs: SpanElement, oursHas: Bool) {
        guard let attribute = theirs.attributes.first(where: { $0.name == name }) else {
            decisions[name] = .remove
            return
        }
        if oursHas {
            decisions[name] = .replace(attribute)
            return
        }
        let index = theirs.attributes.firstIndex { $0.name == name }!
        let anchor = theirs.attributes[..<index].last { oursNames.contains($0.name) }?.name ?? ""
        insertions[anchor, default: []].append(attribute)
    }

    /// Whether the merged start tag is ours' start tag unchanged.
    var keepsOurs: Bool { decisions.isEmpty && insertions.isEmpty }

    /// The merged start tag: ours' text, with theirs' changed attributes in place of ours',
    /// removed ones left out (with the space before them), added ones after the attribute
    /// they follow in theirs.
    func startTag(ours: SpanElement, oursBytes: [UInt8], theirsBytes: [UInt8]) -> [UInt8] {
        if keepsOurs { return Array(oursBytes[ours.startTag]) }
        var out: [UInt8] = []
        var cursor = ours.startTag.lowerBound + 1 + ours.name.utf8.count
        out += oursBytes[ours.startTag.lowerBound..<cursor]
        func insert(after anchor: String) {
            for attribute in insertions[anchor] ?? [] {
                out.append(0x20)
                out += theirsBytes[attribute.range]
            }
        }
        insert(after: "")
        for attribute in ours.attributes {
            switch decisions[attribute.name] {
            case nil, .keep?: out += oursBytes[cursor..<attribute.range.upperBound]
            case .replace(let theirs)?:
                out += oursBytes[cursor..<attribute.range.lowerBound]
                out += theirsBytes[theirs.range]
            case .remove?: break
            }
            cursor = attribute.range.upperBound
            insert(after: attribute.name)
        }
        out += oursBytes[cursor..<ours.startTag.upperBound]
        return out
    }
}

/// Attributes that say which version of Xcode saved the file (`toolsVersion`, a plug-in's
/// `version`, a capability's `minToolsVersion`, `systemVersion`): when both sides changed one,
/// the newer version stands instead of a conflict.
enum ToolVersions {
    enum Side { case ours, theirs }

    static let attributes: Set<String> = ["document toolsVersion", "document systemVersion", "plugIn version", "capability minToolsVersion"]

    /// Which of two versions is newer (numbers compared part by part), or nil when the
    /// attribute is not a tool version or a side has none.
    static func newer(element: String, attribute: String, _ ours: String?, _ theirs: String?) -> Side? {
        guard attributes.contains("\(element) \(attribute)"), let ours, let theirs else { return nil }
        let a = ours.split(whereSeparator: { !$0.isNumber }).map { Int($0) ?? 0 }
        let b = theirs.split(whereSeparator: { !$0.isNumber }).map { Int($0) ?? 0 }
        for (x, y) in zip(a, b) where x != y { return x > y ? .ours : .theirs }
        return a.count >= b.count ? .ours : .theirs
    }
}
