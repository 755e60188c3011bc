@testable import DocumentStore
import SeededRandom
import StackDocTestSupport
import StackDocument
import Testing

/// The events of every edit the document accepts are written without being parsed again
/// (`RevisionEvent.encodeApplied`): these properties are what lets the store skip the read-back.
/// Whatever `encodeApplied` lets through, `decode` reads back as the same events; whatever it
/// refuses, reading back refuses too (`encodeReadingBack`), so both apply one rule.
@Suite("Event encoding")
struct EventEncodingPropertyTests {
    static let seed: UInt64 = 0x5EED_0029

    @Test func eventsOfAcceptedEditsReadBackAsMadeOrAreRefusedByBoth() throws {
        print("eventsOfAcceptedEditsReadBackAsMadeOrAreRefusedByBoth seed \(Self.seed)")
        var random = RandomDocuments(seed: Self.seed)
        var wild = SplitMix64(seed: Self.seed ^ 0xA11CE)
        var written = 0
        var refused = 0
        for _ in 0..<40 {
            var document = random.document(views: 25)
            for _ in 0..<40 {
                let edits = (0..<Int.random(in: 1...3, using: &wild)).map { _ in
                    Int.random(in: 0..<4, using: &wild) == 0 ? Self.wildSet(on: document, using: &wild) : random.edit(for: document)
                }
                var trial = document
                guard let changes = try? trial.apply(edits) else { continue }
                let events = zip(edits, changes).filter { !$0.1.isEmpty }.map { RevisionEvent(edit: $0, changes: $1) }
                guard !events.isEmpty else { continue }
                let readBack = Result { () throws(DocumentError) in try RevisionEvent.encodeReadingBack(events) }
                switch Result(catching: { () throws(DocumentError) in try RevisionEvent.encodeApplied(events) }) {
                case .success(let text):
                    #expect(try RevisionEvent.decode(text) == events, "\(edits)")
                    #expect((try? readBack.get()) == text, "\(edits)")
                    written += 1
                    document = trial
                case .failure:
                    #expect(throws: DocumentError.self, "\(edits)") { try readBack.get() }
                    refused += 1
                }
            }
        }
        // The document refuses most values that would not read back itself (the `set` edit
        // reads them); `aSetValueThatWouldNotReadBackIsRefused` covers those it would take.
        print("events written: \(written), refused by both: \(refused)")
        #expect(written > 500)
    }

    @Test(arguments: unreadableValues)
    func aSetValueThatWouldNotReadBackIsRefused(value: JSONValue) {
        let edit = Edit.set(view: "a", property: .name, value: value)
        let events = [RevisionEvent(edit: edit, changes: [])]
        #expect(throws: DocumentError.self) { try RevisionEvent.encodeApplied(events) }
        #expect(throws: DocumentError.self) { try RevisionEvent.encodeReadingBack(events) }
    }

    @Test func valuesNestedUpToTheParsersDepthReadBack() throws {
        let deepest = Self.nested(JSONParser.maxDepth - 3)
        let events = [RevisionEvent(edit: .set(view: "a", property: .name, value: deepest), changes: [])]
        #expect(try RevisionEvent.decode(try RevisionEvent.encodeApplied(events)) == events)
    }

    static let unreadableValues: [JSONValue] = [
        .number(.nan), .number(.infinity), .array([.number(-.infinity)]),
        .object([("width", .number(1)), ("width", .number(2))]),
        .object([("outer", .object([("k", .null), ("k", .null)]))]),
        nested(JSONParser.maxDepth - 2),
    ]

    /// `depth` arrays, one inside the other.
    static func nested(_ depth: Int) -> JSONValue {
        (0..<depth).reduce(JSONValue.number(1)) { inner, _ in .array([inner]) }
    }

    /// A `set` of any property of a view of `document` to a value of any shape: most are
    /// refused by the property, some are taken as given, some would not read back.
    static func wildSet(on document: Document, using generator: inout SplitMix64) -> Edit {
        let view = Array(document.nodes.keys).sorted().randomElement(using: &generator)!
        let property = ViewProperty.allCases.randomElement(using: &generator)!
        let number = JSONValue.number((Double.random(in: -50...50, using: &generator) * 4).rounded() / 4)
        let values: [JSONValue] = [
            number, .number(.nan), .number(.infinity), .string("label"), .string("system"), .string("horizontal"), .bool(true), .null,
            .object([("width", number), ("height", .null)]), .object([("width", number), ("width", number), ("height", .null)]),
            .object([("top", number), ("leading", number), ("bottom", number), ("trailing", number)]),
            .object([("top", number), ("top", number), ("leading", number), ("bottom", number), ("trailing", number)]),
            .object([("x", number), ("y", number), ("width", .number(10)), ("height", .number(.nan))]),
            .object([("horizontal", .number(250)), ("vertical", .number(750))]), .array([number]), nested(600),
        ]
        return .set(view: view, property: property, value: values.randomElement(using: &generator)!)
    }
}
