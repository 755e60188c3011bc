import DocumentHistory
import DocumentQuery
import DocumentStore
import LayoutRendering
import SeededRandom
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// A number an edit may carry that the format does not admit, or that sits at its edge, with
/// the JSON text that writes it (a token the parser must refuse, for those that are not finite).
struct HostileNumber: Sendable {
    var value: Double
    var token: String

    static let all: [HostileNumber] = [
        HostileNumber(value: .nan, token: "NaN"), HostileNumber(value: .infinity, token: "1e999"),
        HostileNumber(value: -.infinity, token: "-1e999"), HostileNumber(value: 1e308, token: "1e308"),
        HostileNumber(value: -1e308, token: "-1e308"), HostileNumber(value: .greatestFiniteMagnitude, token: "1.7976931348623157e308"),
        HostileNumber(value: 1e17, token: "1e17"), HostileNumber(value: 1e7 + 1, token: "10000001"),
        HostileNumber(value: 1e7, token: "10000000"), HostileNumber(value: -1e7, token: "-10000000"),
        HostileNumber(value: -5, token: "-5"), HostileNumber(value: -0.0, token: "-0"), HostileNumber(value: .leastNonzeroMagnitude, token: "5e-324"),
    ]

    /// The kind of number this is, for the summary of failures.
    var kind: String {
        !value.isFinite ? "not finite" : abs(value) > 1e7 ? "beyond ±1e7" : value < 0 && value > -1e7 ? "negative" : "at an edge of ±1e7"
    }
}

/// Edits that carry one number to a place that holds numbers: a view's size, margins, frame,
/// baselines or priorities, a stack's spacing, a new view's properties, a constraint's constant,
/// multiplier or priority.
struct HostileEdits {
    var random: SplitMix64

    mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }

    /// How many kinds of edit `edit(_:carrying:in:newID:)` makes.
    static let kinds = 10

    /// An edit of `document` of kind `kind` (0..<kinds) carrying `value`, as the library
    /// receives it (unchecked).
    mutating func edit(_ kind: Int, carrying value: Double, in document: Document, newID: String) -> Edit {
        let ids = Array(document.nodes.keys).sorted()
        let stacks = ids.filter { document[$0]!.isStack }
        let view = pick(ids)
        let number = JSONValue.number(value)
        switch kind {
        case 0: return .set(view: view, property: .intrinsicSize, value: ["width": number, "height": .null])
        case 1: return .set(view: view, property: .layoutMargins, value: ["top": number, "leading": 0, "bottom": 0, "trailing": 0])
        case 2: return .set(view: view, property: .frame, value: ["x": number, "y": 0, "width": 10, "height": 10])
        case 3: return .set(view: view, property: .baseline, value: ["first": number, "last": 10])
        case 4: return .set(view: view, property: .hugging, value: ["horizontal": number, "vertical": 250])
        case 5 where !stacks.isEmpty: return .set(view: pick(stacks), property: .spacing, value: number)
        case 5:
            var properties = ViewProperties(kind: .stack)
            properties.stack = StackAttributes(spacing: .points(value))
            return .addSubview(parent: view, view: .new(ViewTree(id: newID, properties: properties)), zIndex: nil)
        case 6:
            var properties = ViewProperties(kind: .label)
            properties.intrinsicSize = IntrinsicSize(width: value, height: 20)
            let tree = ViewTree(id: newID, properties: properties)
            return stacks.isEmpty ? .addSubview(parent: view, view: .new(tree), zIndex: nil) : .insert(stack: pick(stacks), index: 0, view: .new(tree))
        case 7:
            return .addConstraint(LayoutConstraint(first: Anchor(view: view, attribute: .width), constant: value), index: nil)
        case 8:
            return .addConstraint(LayoutConstraint(
                first: Anchor(view: view, attribute: .width), second: Anchor(view: document.rootID, attribute: .width),
                multiplier: value, constant: 0), index: nil)
        default:
            return .addConstraint(LayoutConstraint(first: Anchor(view: view, attribute: .height), constant: 10, priority: value), index: nil)
        }
    }
}

/// The bytes of a store: its database file and its write-ahead log.
func storeBytes(_ path: String) -> [[UInt8]?] { [TestEnvironment.contents(of: path), TestEnvironment.contents(of: path + "-wal")] }

@Suite struct EditRobustnessPropertyTests {
    /// Random documents get random edit batches, a little more than half of them carrying a
    /// hostile number (not finite, huge, at the edge of the range), through the JSON edit path
    /// (text decoded as `edit --ops` does) or the library path (`DocumentStore.apply` with the
    /// edits as built). Either the batch is refused and the store is byte-identical, or every
    /// revision afterwards (undos of it included) still rebuilds, lays out with finite frames,
    /// lints and renders.
    @Test func everyEditIsRefusedWithoutATraceOrKeepsEveryRevisionReadable() throws {
        let seed: UInt64 = 20261126
        print("edit robustness seed \(seed)")
        var random = SplitMix64(seed: seed)
        var failures: [(kind: String, text: String)] = []
        var counts = (refused: 0, accepted: 0)
        var acceptedByKind: [String: Int] = [:]
        var hostileCount = 0
        for trial in 0..<48 {
            let directory = TestEnvironment.temporaryDirectory()
            defer { TestEnvironment.removeDirectory(directory) }
            let path = directory + "/store.db"
            let store = try DocumentStore(path: path)
            var documents = RandomDocuments(seed: random.next())
            documents.idPrefix = "t\(trial)v"
            let name = "trial \(trial)"
            _ = try store.importDocument(documents.document(views: 6 + trial % 10), as: name)
            var hostile = HostileEdits(random: SplitMix64(seed: random.next()))
            var acceptedInTrial = 0
            var broken = false
            for round in 0..<8 {
                guard let current = try? store.document(name) else { break }
                // Edits the document accepts, so that a batch is refused for its hostile number only.
                var batch = (0..<(1 + Int(random.next() % 2))).map { seededEdit(for: current, seed: random.next(), revision: $0) }
                var number: HostileNumber?
                var viaJSON = random.next() % 2 == 0
                if random.next() % 4 < 3 {
                    // Every number in every kind of edit through each path, in turn.
                    let carried = HostileNumber.all[hostileCount % HostileNumber.all.count]
                    let editKind = hostileCount / HostileNumber.all.count % HostileEdits.kinds
                    viaJSON = hostileCount / (HostileNumber.all.count * HostileEdits.kinds) % 2 == 1
                    hostileCount += 1
                    number = carried
                    let edit = hostile.edit(editKind, carrying: carried.value, in: current, newID: "t\(trial)h\(round)")
                    batch.insert(edit, at: Int(random.next() % UInt64(batch.count + 1)))
                }
                let context = "trial \(trial) round \(round) (\(viaJSON ? "JSON" : "library")): \(batch.map(\.description).joined(separator: "; "))"
                let kind = (number?.kind ?? "no hostile number") + (viaJSON ? " (JSON)" : " (library)")
                let before = storeBytes(path)
                do {
                    let edits = viaJSON ? try EditFormat.decodeList(Self.json(batch, writing: number)) : batch
                    _ = try store.apply(edits, to: name)
                    counts.accepted += 1
                    acceptedInTrial += 1
                    acceptedByKind[kind, default: 0] += 1
                } catch {
                    counts.refused += 1
                    if storeBytes(path) != before { failures.append((kind, "\(context): refused (\(error)) but the store changed")) }
                    continue
                }
                let problems = Self.problems(in: store, name: name)
                guard problems.isEmpty else {
                    // The first batch that broke the document; what follows would only repeat it.
                    failures.append((kind, "\(context): accepted, then \(problems.joined(separator: "; "))"))
                    broken = true
                    break
                }
            }
            if broken { continue }
            if acceptedInTrial > 0, (try? store.document(name)) != nil {
                do { _ = try store.undo(name, steps: min(2, acceptedInTrial)) } catch {
                    failures.append(("undo", "trial \(trial): undo failed on a readable document: \(error)"))
                }
            }
            failures += Self.problems(in: store, name: name).map { ("undo", "trial \(trial): after undo, \($0)") }
        }
        print("edit batches: \(counts.refused) refused, \(counts.accepted) accepted: \(acceptedByKind.sorted { $0.key < $1.key })")
        let byKind = Dictionary(grouping: failures, by: \.kind).mapValues(\.count)
        print("failures by kind of number: \(byKind.sorted { $0.key < $1.key })")
        for failure in failures.prefix(40) { print("  [\(failure.kind)] \(failure.text)") }
        #expect(counts.refused > 0 && counts.accepted > 0)
        #expect(failures.isEmpty, "\(failures.count) batches broke the contract; first: \(failures.first?.text ?? "")")
    }

    /// What is wrong with the revisions of `name`: each must rebuild, lay out with finite
    /// frames and render with finite numbers; the head must lint.
    static func problems(in store: DocumentStore, name: String) -> [String] {
        guard let head = try? store.headRevision(of: name) else { return ["the head revision cannot be read"] }
        let replay = ReplayService(store: store)
        var problems: [String] = []
        for revision in 1...head {
            let document: Document
            do { document = try store.document(name, revision: revision) } catch {
                problems.append("revision \(revision) does not rebuild (\(error))")
                continue
            }
            guard let laidOut = try? replay.layout(name, revision: revision) else {
                problems.append("revision \(revision) does not lay out")
                continue
            }
            let frames = laidOut.layout.views.flatMap { [$0.absoluteFrame.x, $0.absoluteFrame.y, $0.absoluteFrame.width, $0.absoluteFrame.height] }
            if !frames.allSatisfy({ $0.isFinite }) { problems.append("revision \(revision) has a frame that is not finite") }
            let svg = LayoutRenderer.svg(laidOut)
            if svg.contains("nan") || svg.contains("inf") { problems.append("revision \(revision) renders a number that is not finite") }
            if revision == head { _ = Linter().lint(document, canvas: laidOut.layout.canvas) }
        }
        return problems
    }

    /// `edits` as the JSON text of `edit --ops`, with `number` (if any) written as its token
    /// wherever the edits carry it.
    static func json(_ edits: [Edit], writing number: HostileNumber?) -> [UInt8] {
        let marker = 987_654.321
        func marked(_ value: JSONValue) -> JSONValue {
            switch value {
            case .number(let x) where number.map({ x.isNaN ? $0.value.isNaN : x == $0.value && x.sign == $0.value.sign }) ?? false: .number(marker)
            case .array(let elements): .array(elements.map(marked))
            case .object(let fields): .object(fields.map { ($0.key, marked($0.value)) })
            default: value
            }
        }
        let text = JSONWriter.string(.array(edits.map { marked(EditFormat.encode($0)) }), style: .compact)
        return Array(text.replacing(JSONWriter.numberText(marker), with: number?.token ?? JSONWriter.numberText(marker)).utf8)
    }
}
