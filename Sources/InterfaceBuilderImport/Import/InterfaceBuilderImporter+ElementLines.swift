extension InterfaceBuilderImporter {
    /// The 1-based line of every element of an Interface Builder file that has an `id`
    /// (views, constraints, scenes), by id: where a tool can point in the file at a view of a
    /// document imported from it, whose view ids are the file's. Empty for bytes that are not
    /// XML. O(n) in the file size.
    public static func elementLines(_ bytes: [UInt8]) -> [String: Int] {
        guard let xml = try? XMLParser.parse(bytes) else { return [:] }
        return elementLines(in: xml.root)
    }

    /// The 1-based line of every element of the tree below `root` (`root` included) that has an
    /// `id`, by id (the line of one of them where several share an id). O(elements).
    static func elementLines(in root: XMLElement) -> [String: Int] {
        var lines: [String: Int] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            if let id = element[attribute: "id"], lines[id] == nil { lines[id] = element.position.line }
            pending.append(contentsOf: element.elements)
        }
        return lines
    }
}
