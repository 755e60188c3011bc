import InterfaceBuilderImport
import StackDocument
import StackLayout

/// Runs the parser, the importer and (every `layoutEvery` inputs) the layout of what was
/// imported on mutated inputs, counting how each input ended. A crash ends the process, so
/// a run that returns found none.
public struct FuzzRunner {
    /// How inputs ended.
    public struct Tally: Sendable, CustomStringConvertible {
        public var inputs = 0
        public var malformedXML = 0
        public var refused = 0
        public var imported = 0
        public var scenes = 0
        public var views = 0
        public var laidOut = 0
        public var brokenLayouts = 0

        public init() {}

        public var description: String {
            """
            inputs: \(inputs)
              malformed XML: \(malformedXML)
              well-formed, refused by the importer: \(refused)
              imported: \(imported) (\(scenes) scenes, \(views) views)
              laid out: \(laidOut) scenes (\(brokenLayouts) with broken constraints)
            """
        }
    }

    public var mutator: Mutator
    public let layoutEvery: Int
    public private(set) var tally = Tally()

    public init(corpus: [[UInt8]], seed: UInt64, layoutEvery: Int = 10) {
        mutator = Mutator(corpus: corpus, seed: seed)
        self.layoutEvery = max(1, layoutEvery)
    }

    /// Runs `count` mutated inputs.
    public mutating func run(_ count: Int) {
        for _ in 0..<count { runOne(mutator.next()) }
    }

    public mutating func runOne(_ bytes: [UInt8]) {
        tally.inputs += 1
        guard let xml = try? XMLParser.parse(bytes) else {
            tally.malformedXML += 1
            return
        }
        let file: InterfaceBuilderFile
        do {
            file = try InterfaceBuilderImporter.importDocument(xml, baseName: "fuzz")
        } catch {
            tally.refused += 1
            return
        }
        tally.imported += 1
        tally.scenes += file.scenes.count
        guard tally.inputs % layoutEvery == 0 else {
            tally.views += file.scenes.reduce(0) { $0 + $1.document.viewCount }
            return
        }
        for scene in file.scenes {
            tally.views += scene.document.viewCount
            let outcome = StoredFrameCheck.check(scene)
            tally.laidOut += 1
            if !outcome.brokenConstraints.isEmpty { tally.brokenLayouts += 1 }
        }
    }
}
