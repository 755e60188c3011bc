/// Writes the merge's segments as the merged file: conflicts between git's markers, each
/// marker on a line of its own, the conflicting elements' lines (with their indentation)
/// inside the markers.
struct MergeRendering {
    /// The text of the merged file.
    private(set) var bytes: [UInt8] = []
    /// The line of each conflict's `<<<<<<<` marker, by conflict record.
    private(set) var markerLines: [Int: Int] = [:]

    /// Renders `segments` (referencing elements already resolved to text or conflicts),
    /// labelling the sides `oursLabel` and `theirsLabel`, with markers `markerSize` long.
    /// With `resolution`, each conflict is written as that side's text alone, without markers.
    init(_ segments: [ThreeWayMerger.Segment], oursLabel: String, theirsLabel: String, markerSize: Int = 7, resolution: MergeResolution? = nil) {
        var pendingSuffixTrim = false
        var pendingConflicts: [(ours: [UInt8], theirs: [UInt8], record: Int)] = []
        for segment in segments {
            var segment = segment
            if case .referencing(let element) = segment { segment = .text(element.text) }
            switch segment {
            case .text(var text):
                if pendingSuffixTrim {
                    // The rest of the conflict's last line moves inside the markers.
                    var end = 0
                    while end < text.count, text[end] == 0x20 || text[end] == 0x09 || text[end] == 0x0D { end += 1 }
                    let endsLine = end < text.count && text[end] == 0x0A
                    let rest = endsLine ? Array(text[..<(end + 1)]) : [0x0A]
                    if endsLine { text.removeFirst(end + 1) }
                    flush(&pendingConflicts, suffix: rest, oursLabel: oursLabel, theirsLabel: theirsLabel, markerSize: markerSize)
                    pendingSuffixTrim = false
                }
                bytes += text
            case .conflict(let ours, let theirs, let record):
                if let resolution {
                    bytes += resolution == .ours ? ours : theirs
                    continue
                }
                pendingConflicts.append((ours, theirs, record))
                pendingSuffixTrim = true
            case .referencing: break
            }
        }
        if pendingSuffixTrim { flush(&pendingConflicts, suffix: [0x0A], oursLabel: oursLabel, theirsLabel: theirsLabel, markerSize: markerSize) }
    }

    /// Writes the conflicts waiting for the end of their line, as one hunk per conflict when
    /// they follow each other.
    private mutating func flush(
        _ pending: inout [(ours: [UInt8], theirs: [UInt8], record: Int)], suffix: [UInt8], oursLabel: String, theirsLabel: String, markerSize: Int
    ) {
        // The indentation before the first conflict moves inside the markers too.
        var lineStart = bytes.count
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        let before = Array(bytes[lineStart...])
        var prefix: [UInt8] = []
        if before.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            prefix = before
            bytes.removeLast(before.count)
        } else {
            bytes.append(0x0A)
        }
        for (index, conflict) in pending.enumerated() {
            let last = index == pending.count - 1
            func side(_ text: [UInt8]) -> [UInt8] {
                guard !text.isEmpty else { return [] }
                var lines = (index == 0 ? prefix : []) + text + (last ? suffix : [0x0A])
                if lines.last != 0x0A { lines.append(0x0A) }
                return lines
            }
            let line = bytes.reduce(into: 1) { count, byte in if byte == 0x0A { count += 1 } }
            markerLines[conflict.record] = line
            bytes += Array(repeating: UInt8(ascii: "<"), count: markerSize) + Array(" \(oursLabel)\n".utf8)
            bytes += side(conflict.ours)
            bytes += Array(repeating: UInt8(ascii: "="), count: markerSize) + [0x0A]
            bytes += side(conflict.theirs)
            bytes += Array(repeating: UInt8(ascii: ">"), count: markerSize) + Array(" \(theirsLabel)\n".utf8)
        }
        pending.removeAll()
    }
}

/// Which side's text stands for every conflict when a merge is resolved without markers.
public enum MergeResolution: String, Sendable, CaseIterable {
    case ours, theirs
}
