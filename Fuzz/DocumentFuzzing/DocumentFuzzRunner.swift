#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DocumentHistory
import DocumentQuery
import LayoutRendering
import SeededRandom
import StackDocument
import StackLayout

/// One input of the JSON path: a document to import, or an edit batch to apply to a corpus
/// document (by index in `DocumentCorpus.documents`).
public enum FuzzInput: Sendable {
    case document(json: [UInt8])
    case edits(json: [UInt8], base: Int)

    public var json: [UInt8] {
        switch self {
        case .document(let json), .edits(let json, _): json
        }
    }
}

/// Runs mutated JSON documents and edit batches through the whole read path: each input is
/// parsed and decoded as a document (or as edits, applied to its base document), and what is
/// accepted is laid out, linted, rendered to SVG and exported and read back, counting how each
/// input ended. A crash ends the process, so a run that returns found none; an input that
/// takes longer than `timeLimit` seconds is a hang, counted and listed.
///
/// Input `i` of a seed is a function of the seed and `i` alone, so any input of a run can be
/// made again on its own (`input(_:)`).
public struct DocumentFuzzRunner {
    /// How inputs ended.
    public struct Tally: Sendable, CustomStringConvertible {
        public var inputs = 0
        public var documentInputs = 0
        public var editInputs = 0
        public var malformedJSON = 0
        public var refused = 0
        public var accepted = 0
        public var views = 0
        public var brokenConstraints = 0
        public var lintFindings = 0
        public var svgBytes = 0
        /// Accepted inputs whose layout held a number that is not finite (a bug, not a crash).
        public var nonFiniteLayouts = 0
        /// Accepted inputs whose export does not read back (a bug, not a crash).
        public var unreadableExports = 0
        /// Inputs over the time limit, by index (the first 20).
        public var hangs: [Int] = []
        public var hangCount = 0
        public var slowestSeconds = 0.0

        public init() {}

        public var description: String {
            """
            inputs: \(inputs) (\(documentInputs) documents, \(editInputs) edit batches)
              malformed JSON: \(malformedJSON)
              well-formed, refused: \(refused)
              accepted, laid out, linted and rendered: \(accepted) (\(views) views, \(brokenConstraints) broken constraints, \
            \(lintFindings) lint findings, \(svgBytes) bytes of SVG)
              layouts with a number that is not finite: \(nonFiniteLayouts)
              exports that do not read back: \(unreadableExports)
              hangs (over the time limit): \(hangCount)\(hangs.isEmpty ? "" : " " + hangs.map(String.init).joined(separator: ", "))
              slowest input: \(Int((slowestSeconds * 1000).rounded())) ms
            """
        }
    }

    public let corpus: DocumentCorpus
    public let seed: UInt64
    public let timeLimit: Double
    public private(set) var tally = Tally()
    let linter = Linter()

    public init(corpus: DocumentCorpus, seed: UInt64, timeLimit: Double = 5) {
        precondition(!corpus.documents.isEmpty, "the fuzzer needs at least one document")
        self.corpus = corpus
        self.seed = seed
        self.timeLimit = timeLimit
    }

    /// Input `index` of this seed: a mutated document export, or a mutated edit batch, half the time each.
    public func input(_ index: Int) -> FuzzInput {
        var stream = SplitMix64(seed: UInt64(truncatingIfNeeded: index))
        var mutator = JSONMutator(random: SplitMix64(seed: seed ^ stream.next()))
        let documents = corpus.documents, batches = corpus.editBatches
        if batches.isEmpty || mutator.chance(2) {
            let original = documents[mutator.index(documents.count)].json
            return .document(json: mutator.mutate(original, donor: documents[mutator.index(documents.count)].json))
        }
        let batch = batches[mutator.index(batches.count)]
        let donor = mutator.chance(4) ? documents[batch.base].json : batches[mutator.index(batches.count)].json
        return .edits(json: mutator.mutate(batch.json, donor: donor), base: batch.base)
    }

    /// Runs inputs `indices` of this seed.
    public mutating func run(_ indices: Range<Int>) {
        for index in indices { run(input(index), index: index) }
    }

    /// Runs one input, timing it.
    public mutating func run(_ input: FuzzInput, index: Int) {
        let start = Self.now()
        process(input)
        let seconds = Self.now() - start
        tally.slowestSeconds = max(tally.slowestSeconds, seconds)
        if seconds > timeLimit {
            tally.hangCount += 1
            if tally.hangs.count < 20 { tally.hangs.append(index) }
        }
    }

    mutating func process(_ input: FuzzInput) {
        tally.inputs += 1
        let json: JSONValue
        do { json = try JSONParser.parse(input.json) } catch {
            tally.malformedJSON += 1
            if case .document = input { tally.documentInputs += 1 } else { tally.editInputs += 1 }
            return
        }
        let document: Document
        switch input {
        case .document:
            tally.documentInputs += 1
            guard let decoded = try? DocumentFormat.decode(json) else {
                tally.refused += 1
                return
            }
            document = decoded
        case .edits(_, let base):
            tally.editInputs += 1
            var edited = corpus.documents[base].document
            guard let edits = try? EditFormat.decodeList(input.json), (try? edited.apply(edits)) != nil else {
                tally.refused += 1
                return
            }
            document = edited
        }
        tally.accepted += 1
        exercise(document)
    }

    /// Lays out, lints, renders and exports `document`, as `layout`, `lint`, `render` and `export` do.
    mutating func exercise(_ document: Document) {
        let canvas = document.canvas ?? Size(width: 375, height: 667)
        let layout = LayoutEngine.layout(document.layoutScene(canvas: canvas))
        tally.views += layout.views.count
        tally.brokenConstraints += layout.brokenConstraints.count
        if !layout.isFinite { tally.nonFiniteLayouts += 1 }
        tally.lintFindings += linter.lint(document, canvas: canvas).count
        tally.svgBytes += LayoutRenderer.svg(LaidOutRevision(revision: 1, document: document, layout: layout)).utf8.count
        if (try? DocumentFormat.decode(Array(document.jsonText(style: .compact).utf8))) == nil { tally.unreadableExports += 1 }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

extension LayoutResult {
    /// Whether every number of the result is finite.
    var isFinite: Bool {
        canvas.width.isFinite && canvas.height.isFinite && views.allSatisfy { view in
            let frame = view.frame, absolute = view.absoluteFrame
            return [frame.x, frame.y, frame.width, frame.height, absolute.x, absolute.y, absolute.width, absolute.height,
                    view.contentSize?.width ?? 0, view.contentSize?.height ?? 0].allSatisfy(\.isFinite)
        }
    }
}
