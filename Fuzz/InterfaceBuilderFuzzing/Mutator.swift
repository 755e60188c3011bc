import SeededRandom

/// Seeded mutations of Interface Builder files: byte flips, inserted, deleted and duplicated
/// ranges, splices of two files, attribute values replaced by awkward ones, tags cut short,
/// and hostile XML fragments (entity declarations, deep nesting, bad references).
public struct Mutator {
    public let corpus: [[UInt8]]
    public var random: SplitMix64

    public init(corpus: [[UInt8]], seed: UInt64) {
        precondition(!corpus.isEmpty, "the fuzzer needs at least one input file")
        self.corpus = corpus
        self.random = SplitMix64(seed: seed)
    }

    /// Values an attribute may be given instead of its own.
    static let awkwardValues: [String] = [
        "", "0", "-1", "1e309", "-1e309", "nan", "inf", "1e8", "-0", "0.0001", "YES", "NO", "vertical", "horizontal",
        "top", "bottom", "leading", "firstBaseline", "equalCentering", "fillProportionally", "standard", "4:3", "0:0",
        "1:0", "x:y", "infinite", "1001", "0.5", "safeArea", "notAnAttribute", "greaterThanOrEqual", "baseline",
        "MacOSX.Cocoa", "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "a b", "&amp;", "é",
    ]

    /// Fragments that stress the parser.
    static let hostileFragments: [String] = [
        "<!DOCTYPE document [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>", "<!DOCTYPE document SYSTEM \"x.dtd\">",
        "<!ENTITY x \"y\">", "&x;", "&#0;", "&#xD800;", "&#x110000;", "&#65;", "&lt;", "<![CDATA[ ]]>", "]]>",
        "<?pi data?>", "<!-- -->", "<!--", "<", ">", "\"", "'", "=", "</document>", "<a>", "</a>", "<a/>",
        "<a b=\"1\" b=\"2\"/>", "\u{0}", "\u{FEFF}", "\n",
    ]

    mutating func index(_ count: Int) -> Int { count <= 0 ? 0 : Int(random.next() % UInt64(count)) }

    /// One mutated input: a corpus file with one mutation applied (a quarter of the time, two to four).
    public mutating func next() -> [UInt8] {
        var bytes = corpus[index(corpus.count)]
        for _ in 0..<(index(4) == 0 ? 2 + index(3) : 1) { mutate(&bytes) }
        return bytes
    }

    mutating func mutate(_ bytes: inout [UInt8]) {
        switch index(12) {
        case 0: flipBytes(&bytes)
        case 1: insertRandomBytes(&bytes)
        case 2: deleteRange(&bytes)
        case 3: duplicateRange(&bytes)
        case 4: splice(&bytes)
        case 5, 6, 7, 8, 9: replaceAttributeValue(&bytes)
        case 10: truncateTag(&bytes)
        default: insertHostileFragment(&bytes)
        }
    }

    mutating func range(in count: Int, maxLength: Int) -> Range<Int> {
        let start = index(count + 1)
        let length = index(min(maxLength, count - start) + 1)
        return start..<(start + length)
    }

    mutating func flipBytes(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        for _ in 0...index(8) { bytes[index(bytes.count)] ^= UInt8(1 << index(8)) }
    }

    mutating func insertRandomBytes(_ bytes: inout [UInt8]) {
        let inserted = (0..<index(16)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        bytes.insert(contentsOf: inserted, at: index(bytes.count + 1))
    }

    mutating func deleteRange(_ bytes: inout [UInt8]) {
        bytes.removeSubrange(range(in: bytes.count, maxLength: 512))
    }

    mutating func duplicateRange(_ bytes: inout [UInt8]) {
        let copied = Array(bytes[range(in: bytes.count, maxLength: 2048)])
        bytes.insert(contentsOf: copied, at: index(bytes.count + 1))
    }

    mutating func splice(_ bytes: inout [UInt8]) {
        let other = corpus[index(corpus.count)]
        let cut = index(bytes.count + 1)
        let otherCut = index(other.count + 1)
        bytes = Array(bytes[..<cut]) + Array(other[otherCut...])
    }

    /// Replaces the value of a random `name="value"` with an awkward value or another file id.
    mutating func replaceAttributeValue(_ bytes: inout [UInt8]) {
        guard bytes.count > 2 else { return }
        var start = index(bytes.count)
        while start + 1 < bytes.count, !(bytes[start] == UInt8(ascii: "=") && bytes[start + 1] == UInt8(ascii: "\"")) { start += 1 }
        guard start + 1 < bytes.count else { return }
        let valueStart = start + 2
        var valueEnd = valueStart
        while valueEnd < bytes.count, bytes[valueEnd] != UInt8(ascii: "\"") { valueEnd += 1 }
        guard valueEnd < bytes.count else { return }
        let replacement: [UInt8]
        if index(4) == 0, let id = randomID(in: bytes) {
            replacement = id
        } else {
            replacement = Array(Self.awkwardValues[index(Self.awkwardValues.count)].utf8)
        }
        bytes.replaceSubrange(valueStart..<valueEnd, with: replacement)
    }

    /// The value of some `id="..."` in the file.
    mutating func randomID(in bytes: [UInt8]) -> [UInt8]? {
        let marker = Array(" id=\"".utf8)
        var position = index(bytes.count)
        while position + marker.count < bytes.count {
            if bytes[position..<(position + marker.count)].elementsEqual(marker) {
                let start = position + marker.count
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                return Array(bytes[start..<end])
            }
            position += 1
        }
        return nil
    }

    /// Cuts a tag short: removes the bytes from inside a random tag to its end.
    mutating func truncateTag(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        var start = index(bytes.count)
        while start < bytes.count, bytes[start] != UInt8(ascii: "<") { start += 1 }
        guard start < bytes.count else { return }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
        let cut = start + 1 + index(max(end - start, 1))
        bytes.removeSubrange(min(cut, bytes.count)..<min(end + 1, bytes.count))
    }

    mutating func insertHostileFragment(_ bytes: inout [UInt8]) {
        var fragment = Array(Self.hostileFragments[index(Self.hostileFragments.count)].utf8)
        if index(8) == 0 {
            let depth = 1 + index(400)
            fragment = Array(String(repeating: "<a>", count: depth).utf8) + Array(String(repeating: "</a>", count: depth).utf8)
        }
        bytes.insert(contentsOf: fragment, at: index(bytes.count + 1))
    }
}
