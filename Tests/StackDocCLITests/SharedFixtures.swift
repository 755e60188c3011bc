import Foundation
import StackDocument
import Testing

/// The Interface Builder files of `../shared/fixtures/interface-builder`, read as text.
enum Fixtures {
    /// `<package root>/../shared/fixtures/interface-builder`.
    static let directory: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/") + "/../shared/fixtures/interface-builder"
    }()

    /// The `.storyboard` and `.xib` files, by name, sorted.
    static let names: [String] = {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return all.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }()

    static var available: Bool { !names.isEmpty }

    /// Why the tests that read the fixtures are skipped on a clone without `../shared`.
    static let skipComment: Comment = "needs the Interface Builder fixtures in ../shared/fixtures/interface-builder beside the package"

    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: directory + "/" + name, encoding: .utf8)
    }
}

/// Edits of Interface Builder XML as text, as a designer's change in Xcode would make them.
enum StoryboardEdit {
    /// The byte ranges of the direct child elements of each `<subviews>` element, in file order.
    static func subviewBlocks(_ xml: [UInt8]) -> [[Range<Int>]] {
        var blocks: [[Range<Int>]] = []
        var index = 0
        let opening = Array("<subviews>".utf8)
        while let start = find(opening, in: xml, from: index) {
            blocks.append(children(in: xml, from: start + opening.count))
            index = start + opening.count
        }
        return blocks
    }

    /// `xml` with ` hidden="YES"` on the first subview (of any block) that is not hidden yet.
    static func hidingAView(_ xml: String) -> String? {
        let bytes = Array(xml.utf8)
        for block in subviewBlocks(bytes) {
            for child in block {
                let tagEnd = tagEnd(in: bytes, from: child.lowerBound)
                let tag = String(decoding: bytes[child.lowerBound..<tagEnd], as: UTF8.self)
                guard !tag.contains("hidden=") else { continue }
                let nameEnd = bytes[child.lowerBound...].firstIndex(of: UInt8(ascii: " "))!
                return String(decoding: bytes[..<nameEnd] + Array(" hidden=\"YES\"".utf8) + bytes[nameEnd...], as: UTF8.self)
            }
        }
        return nil
    }

    /// `xml` with a new plain view `id` first in the first `<subviews>` element.
    static func addingAView(_ xml: String, id: String) -> String? {
        guard let range = xml.range(of: "<subviews>") else { return nil }
        let view = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">\
            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            """
        return xml.replacingCharacters(in: range, with: "<subviews>" + view)
    }

    /// `xml` with the first two subviews of the last `<subviews>` element that has two swapped
    /// (a move in the z-order, and in a stack view's arranged order too).
    static func swappingTwoViews(_ xml: String) -> String? {
        let bytes = Array(xml.utf8)
        guard let block = subviewBlocks(bytes).last(where: { $0.count >= 2 }) else { return nil }
        let (first, second) = (block[0], block[1])
        let swapped = bytes[..<first.lowerBound] + bytes[second] + bytes[first.upperBound..<second.lowerBound] + bytes[first]
            + bytes[second.upperBound...]
        return String(decoding: swapped, as: UTF8.self)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }

    /// The index just past the `>` of the tag starting at `start`, skipping quoted values.
    private static func tagEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }

    /// The direct child elements from `start` to the closing tag of their parent.
    private static func children(in bytes: [UInt8], from start: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var depth = 0
        var childStart = 0
        var index = start
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            let end = tagEnd(in: bytes, from: open)
            let next = bytes[open + 1]
            if next == UInt8(ascii: "/") {
                if depth == 0 { return result }
                depth -= 1
                if depth == 0 { result.append(childStart..<end) }
            } else if next != UInt8(ascii: "!") && next != UInt8(ascii: "?") {
                if depth == 0 { childStart = open }
                if bytes[end - 2] == UInt8(ascii: "/") {
                    if depth == 0 { result.append(childStart..<end) }
                } else {
                    depth += 1
                }
            }
            index = end
        }
        return result
    }
}

extension JSONValue {
    /// The elements of an array; `nil` for any other value.
    var array: [JSONValue]? {
        guard case .array(let values) = self else { return nil }
        return values
    }

    /// The text of a string; `nil` for any other value.
    var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The value of a number; `nil` for any other value.
    var number: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    /// Element `index` of an array; `nil` for any other value or an index out of range.
    subscript(index: Int) -> JSONValue? {
        guard let values = array, values.indices.contains(index) else { return nil }
        return values[index]
    }
}
