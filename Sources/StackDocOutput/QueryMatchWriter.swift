import DocumentQuery
import StackDocument
import StackLayout

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The output of `query` and the answer of `/api/query`, built as the matches are found: the
/// JSON (`JSONWriter.string`, pretty, of the array of the matches, then a newline), or the text
/// lines. Each match is one object: document, revision, view, its name when it has one, kind,
/// the path from the root and, for a query that laid the document out, the frame in canvas
/// coordinates; a text line holds the same. Each match is turned into UTF-8 directly, with no `JSONValue` or line `String` in
/// between. The whole output is kept until the end, so that a query that fails part way
/// prints nothing, as before; it is kept in blocks, so that growing it copies nothing.
/// O(output size).
public struct QueryMatchWriter {
    /// JSON for tools, text lines for people.
    public enum Format: Sendable {
        case text, json
    }

    private let format: Format
    /// Full blocks, then the one being filled.
    private var blocks: [[UInt8]] = []
    private var buffer: [UInt8] = []
    /// How many matches were written.
    public private(set) var count = 0
    /// The output of the document and revision of the last match (every match of a document
    /// starts the same way), and which they were.
    private var documentFields: (document: String, revision: Int, bytes: [UInt8])?

    private static let blockSize = 1 << 20

    /// An empty output in `format`.
    public init(format: Format) {
        self.format = format
        buffer.reserveCapacity(Self.blockSize)
    }

    /// Adds one match to the output.
    public mutating func add(_ match: QueryMatch) {
        switch format {
        case .json: writeJSON(match)
        case .text: writeText(match)
        }
        count += 1
        if buffer.count > Self.blockSize - 4096 {
            blocks.append(buffer)
            buffer = []
            buffer.reserveCapacity(Self.blockSize)
        }
    }

    /// The whole output: the matches written, and for JSON the array's closing bracket (or
    /// `[]` when nothing matched). Call once, after the last `add`.
    public mutating func finish() -> [UInt8] {
        finishBlocks().flatMap { $0 }
    }

    /// Writes the whole output (`finish()`) to standard output, file descriptor 1: the
    /// command prints nothing else there.
    public mutating func print() {
        for block in finishBlocks() {
            block.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(1, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { return }
                    offset += written
                }
            }
        }
    }

    /// A frame as text lines show it: `(x, y, width, height)` in points, at most three decimals.
    public static func text(_ frame: Rect) -> String {
        "(\(formatPoints(frame.x)), \(formatPoints(frame.y)), \(formatPoints(frame.width)), \(formatPoints(frame.height)))"
    }

    private mutating func finishBlocks() -> [[UInt8]] {
        if format == .json { append(count == 0 ? "[]\n" : "\n]\n") }
        return blocks + [buffer]
    }

    private mutating func writeText(_ match: QueryMatch) {
        appendDocumentFields(of: match) { writer in
            writer.append(match.document)
            writer.append("  r")
            writer.append(String(match.revision))
            writer.append("  ")
        }
        append(ViewLabel.text(id: match.view, name: match.name))
        append(" (")
        append(match.kind)
        append(")  ")
        for (offset, id) in match.path.enumerated() {
            if offset > 0 { append(" > ") }
            append(id)
        }
        if let frame = match.frame {
            append("  ")
            append(Self.text(frame))
        }
        append("\n")
    }

    /// One element of the pretty-printed array: an object of more than four fields (so one a
    /// line, at indent 4) whose path is an array of strings, on one line when it has at most
    /// 16 of them, and whose frame is a flat object of four numbers (always on one line).
    private mutating func writeJSON(_ match: QueryMatch) {
        append(count == 0 ? "[\n  {\n" : ",\n  {\n")
        appendDocumentFields(of: match) { writer in
            writer.append("    \"document\": ")
            writer.appendJSONString(match.document)
            writer.append(",\n    \"revision\": ")
            writer.append(JSONWriter.numberText(Double(match.revision)))
            writer.append(",\n    \"view\": ")
        }
        appendJSONString(match.view)
        if let name = match.name {
            append(",\n    \"name\": ")
            appendJSONString(name)
        }
        append(",\n    \"kind\": ")
        appendJSONString(match.kind)
        append(",\n    \"path\": [")
        let inline = match.path.count <= 16
        for (offset, id) in match.path.enumerated() {
            if offset > 0 { append(inline ? ", " : ",") }
            if !inline { append("\n      ") }
            appendJSONString(id)
        }
        append(inline ? "]" : "\n    ]")
        if let frame = match.frame {
            append(",\n    \"frame\": { \"x\": ")
            append(JSONWriter.numberText(frame.x))
            append(", \"y\": ")
            append(JSONWriter.numberText(frame.y))
            append(", \"width\": ")
            append(JSONWriter.numberText(frame.width))
            append(", \"height\": ")
            append(JSONWriter.numberText(frame.height))
            append(" }")
        }
        append("\n  }")
    }

    /// Appends what `write` appends for the document and revision of `match`: written once
    /// for each run of matches of one document and copied for the rest.
    private mutating func appendDocumentFields(of match: QueryMatch, _ write: (inout QueryMatchWriter) -> Void) {
        if let fields = documentFields, fields.revision == match.revision, fields.document == match.document {
            buffer.append(contentsOf: fields.bytes)
            return
        }
        let start = buffer.count
        write(&self)
        documentFields = (match.document, match.revision, Array(buffer[start...]))
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
    }

    /// `text` as a JSON string: copied as it is when nothing in it needs escaping (checked on
    /// the bytes copied), else as `JSONWriter` escapes it.
    private mutating func appendJSONString(_ text: String) {
        let start = buffer.count
        buffer.append(UInt8(ascii: "\""))
        append(text)
        if buffer[(start + 1)...].contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            buffer.removeSubrange(start...)
            append(JSONWriter.string(.string(text), style: .compact))
        } else {
            buffer.append(UInt8(ascii: "\""))
        }
    }
}
