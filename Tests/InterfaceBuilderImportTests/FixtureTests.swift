import InterfaceBuilderFuzzing
import InterfaceBuilderImport
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// The real files in `../shared/fixtures/interface-builder`: each imports, survives a JSON
/// round trip, and lays out (almost) as Xcode stored it.
@Suite struct FixtureTests {
    static var names: [String] { Fixtures.files.map(\.name) }

    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment), arguments: names)
    func everyFixtureImports(_ name: String) throws {
        let file = try InterfaceBuilderImporter.importFile(Fixtures.bytes(name)!, baseName: Fixtures.baseName(name))
        #expect(!file.scenes.isEmpty)
        for scene in file.scenes {
            #expect(scene.document.viewCount == scene.storedFrames.count)
            #expect(scene.document.canvas != nil)
            #expect(scene.document.nodes.values.contains { $0.isStack } || scene.document.viewCount > 0)
        }
        #expect(file.scenes.contains { $0.document.nodes.values.contains { $0.isStack } })
    }

    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment), arguments: names)
    func roundTripThroughJSONKeepsTheLayout(_ name: String) throws {
        let file = try InterfaceBuilderImporter.importFile(Fixtures.bytes(name)!, baseName: Fixtures.baseName(name))
        for scene in file.scenes {
            let document = scene.document
            let reimported = try DocumentFormat.decode(Array(JSONWriter.string(DocumentFormat.encode(document)).utf8))
            #expect(reimported == document)
            let canvas = document.canvas!
            let before = LayoutEngine().layout(document.layoutScene(canvas: canvas))
            let after = LayoutEngine().layout(reimported.layoutScene(canvas: canvas))
            #expect(before.views.count == after.views.count)
            for (one, other) in zip(before.views, after.views) {
                #expect(one.id == other.id)
                #expect(abs(one.frame.x - other.frame.x) <= 1e-6 && abs(one.frame.y - other.frame.y) <= 1e-6)
                #expect(abs(one.frame.width - other.frame.width) <= 1e-6 && abs(one.frame.height - other.frame.height) <= 1e-6)
            }
        }
    }

    /// The misses that remain, each explained. Any other miss fails the test.
    ///
    /// - `J69-aR-WPX`, `ev7-Zu-mUn` (ivpn, ControlPanelViewController): empty plain views (no
    ///   subviews, constraints or intrinsic size) in 30-pt horizontal stacks aligned `center`.
    ///   UIStackView gives every arranged view of a non-fill alignment `height == 0 @25` (the
    ///   spec's ambiguity suppression), so at run time they are 0 tall, centred at y 15; Xcode
    ///   stored them 30 tall at y 0. No rule found in UIKit's documented behaviour gives 30.
    static let explainedMisses: Set<String> = ["J69-aR-WPX", "ev7-Zu-mUn"]

    /// The acceptance figure is at least 99% of the compared views within 1 pt of Xcode's
    /// frames; the views that miss are exactly the explained ones.
    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func storedFramesAgreeWithinOnePoint() throws {
        var compared = 0
        var within = 0
        var missed = Set<String>()
        for (name, bytes) in Fixtures.files {
            let file = try InterfaceBuilderImporter.importFile(bytes, baseName: Fixtures.baseName(name))
            for scene in file.scenes {
                let outcome = StoredFrameCheck.check(scene)
                compared += outcome.compared
                within += outcome.within
                for miss in outcome.misses {
                    print("miss: \(name) \(miss.id) ours \(miss.ours) stored \(miss.stored)")
                    missed.insert(miss.id)
                }
            }
        }
        print("\(compared) views compared, \(within) within 1 pt")
        #expect(compared >= 580)
        #expect(Double(within) >= 0.99 * Double(compared))
        #expect(missed.isSubset(of: Self.explainedMisses), "unexplained misses: \(missed.subtracting(Self.explainedMisses).sorted())")
        #expect(compared - within <= Self.explainedMisses.count)
    }

    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func checkIBCommandPrintsTheSummary() throws {
        let paths = FixtureTests.names.map { Fixtures.directory + "/" + $0 }
        let result = try runStackdoc(["check-ib"] + paths)
        #expect(result.status == 0, "\(result.stderr)")
        let last = try #require(result.stdout.split(separator: "\n").last.map(String.init))
        let parts = last.split(separator: " ")
        #expect(last.hasSuffix(" within 1 pt") && last.contains(" views compared, "), "\(last)")
        let compared = try #require(Double(String(parts[0])))
        let within = try #require(Double(String(parts[3])))
        #expect(compared >= 580)
        #expect(within >= 0.99 * compared)
        #expect(result.stdout.contains(" views skipped: "), "\(result.stdout)")
        let json = try runStackdoc(["check-ib", "--format", "json"] + paths)
        #expect(json.status == 0)
        let value = try JSONParser.parse(json.stdout)
        #expect(value["compared"] == .number(compared))
        #expect(value["within"] == .number(within))
        // The views compared at a stored height (their natural height is not in the file), by
        // why: printed and in the JSON, with the same total.
        let standInLine = try #require(result.stdout.split(separator: "\n").first { $0.contains(" compared views keep their stored height") })
        guard case .object(let standIns)? = value["heightFromStoredFrame"] else {
            Issue.record("no heightFromStoredFrame object in \(json.stdout)")
            return
        }
        let total = standIns.reduce(0.0) { sum, field in
            if case .number(let count) = field.value { sum + count } else { sum }
        }
        #expect(total > 0)
        #expect(standInLine.hasPrefix("\(Int(total)) "), "\(standInLine)")
        #expect(standIns.contains { $0.key == "severalLines" })
    }

    @Test func checkIBFailsOnAnImportErrorButComparesTheRest() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let bad = directory + "/bad.storyboard"
        let good = directory + "/good.storyboard"
        try writeFile(bad, "<document>")
        try writeFile(good, String(decoding: storyboard(subviews: """
            <view contentMode="scaleToFill" id="fre-aa-bbb">
                <rect key="frame" x="10" y="20" width="30" height="40"/>
            </view>
            """), as: UTF8.self))
        let result = try runStackdoc(["check-ib", bad, good])
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.storyboard: line 1"), "\(result.stderr)")
        #expect(result.stdout.hasSuffix("1 views compared, 1 within 1 pt\n"), "\(result.stdout)")
    }

    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func importCommandImportsEveryScene() throws {
        let name = try #require(FixtureTests.names.first(where: { $0.contains("TabSwitcher") }))
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let store = directory + "/store.db"
        let result = try runStackdoc(["import", Fixtures.directory + "/" + name, "--db", store, "--name", "Tabs"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("imported \"Tabs/TabSwitcherViewController\""))
        #expect(result.stdout.contains("imported \"Tabs/TabsBarViewController\""))
        let layout = try runStackdoc(["layout", "Tabs/TabsBarViewController", "--db", store, "--format", "json"])
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stdout.contains("\"LwM-2c-pnd\""))
    }
}

@Suite struct FuzzTests {
    /// A short seeded run of the fuzzer inside the test suite: it must finish without a crash.
    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func seededMutationsNeverCrash() {
        let seed: UInt64 = 20261122
        print("fuzz seed \(seed)")
        var runner = FuzzRunner(corpus: Fixtures.files.map(\.bytes), seed: seed, layoutEvery: 10)
        runner.run(2_000)
        print(runner.tally)
        #expect(runner.tally.inputs == 2_000)
        #expect(runner.tally.imported > 0 && runner.tally.malformedXML > 0 && runner.tally.refused > 0)
    }
}
