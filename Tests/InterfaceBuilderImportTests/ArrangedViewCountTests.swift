import InterfaceBuilderImport
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// check-ib's headline counts every visible arranged view of a stack with a stored frame, as the
/// fidelity tool does: a view the import left out is a miss, and views whose stored frames
/// cannot be trusted are counted apart, each reason judged from the file alone.
@Suite struct ArrangedViewCountTests {
    /// A horizontal fill-equally row `id` of `count` plain views (the last hidden when told),
    /// 100 x 40 each, stored at `y` (its first view stored `wrongHeight` tall when given, breaking
    /// its own height constraint), pinned to the root's top-left.
    static func row(_ id: String, y: Double, count: Int = 2, hiddenLast: Bool = false, wrongHeight: Double? = nil) -> (String, String) {
        let visible = hiddenLast ? count - 1 : count
        let subviews = fillEquallyRow(
            id, y: y, width: Double(visible) * 100, height: 40, count: count, hiddenLast: hiddenLast, heightConstraints: true,
            firstHeight: wrongHeight)
        let constraints = """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="\(id)-l"/>
            <constraint firstItem="\(id)" firstAttribute="width" constant="\(Double(visible) * 100)" id="\(id)-w"/>
            """
        return (subviews, constraints)
    }

    static var file: [UInt8] {
        let plain = row("plain", y: 100, count: 3, hiddenLast: true)
        let stale = row("stale", y: 200, wrongHeight: 30)
        let inHidden = row("inHidden", y: 0)
        let photo = """
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="photoRow">
                <rect key="frame" x="0.0" y="300" width="90" height="90"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="manny.jpg" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                        <rect key="frame" x="0.0" y="0.0" width="90" height="90"/>
                    </imageView>
                </subviews>
            </stackView>
            """
        return storyboard(subviews: """
            \(plain.0)
            \(stale.0)
            <view contentMode="scaleToFill" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="shade">
                <rect key="frame" x="0.0" y="500" width="200" height="40"/>
                <subviews>\(inHidden.0)</subviews>
                <constraints>\(inHidden.1.replacingOccurrences(of: "root-aa-bbb", with: "shade"))</constraints>
            </view>
            \(photo)
            """, constraints: """
            \(plain.1)
            \(stale.1)
            <constraint firstItem="photoRow" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" constant="300" id="pr-t"/>
            <constraint firstItem="photoRow" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="pr-l"/>
            """, resources: #"<image name="manny.jpg" width="43.2" height="43.2"/>"#)
    }

    @Test func visibleArrangedViewsAreCountedAndUntrustedOnesSetApart() throws {
        let file = try InterfaceBuilderImporter.importFile(Self.file, baseName: "t", options: .init(countsArrangedViews: true))
        let apart = Dictionary(grouping: file.arrangedViews.filter { $0.setApart != nil }, by: { $0.setApart! }).mapValues { Set($0.map(\.id)) }
        #expect(apart[.staleStack] == ["stale-1", "stale-2"])
        #expect(apart[.insideHiddenView] == ["inHidden-1", "inHidden-2"])
        #expect(apart[.imageFileSize] == ["photo"])
        // The hidden third view of the plain row is not counted at all.
        #expect(Set(file.arrangedViews.filter { $0.setApart == nil }.map(\.id)) == ["plain-1", "plain-2"])
        let (_, arranged) = StoredFrameCheck.check(file)
        #expect(arranged.compared == 2 && arranged.within == 2, "\(arranged.misses)")
        #expect(arranged.setApart == [.staleStack: 2, .insideHiddenView: 2, .imageFileSize: 1])
    }

    /// A row whose first view is stored 30 tall against a height constraint of 40 that a
    /// variation excludes by default and includes for compact widths, on `device`.
    static func maskedRow(device: String) -> [UInt8] {
        let row = Self.row("masked", y: 100, wrongHeight: 30)
        let masks = """
            <variation key="default"><mask key="constraints"><exclude reference="masked-h1"/></mask></variation>
            <variation key="widthClass=compact"><mask key="constraints"><include reference="masked-h1"/></mask></variation>
            </view>
            """
        let subviews = row.0.replacingOccurrences(
            of: "id=\"masked-h1\"/></constraints>\n</view>", with: "id=\"masked-h1\"/></constraints>\n" + masks)
        return storyboard(device: device, subviews: subviews, constraints: row.1)
    }

    /// The census reads size-class masks as the import does: where the import installs a masked
    /// constraint that the stored frames break, the stack is set apart as stale, and where it
    /// leaves it out, the stack is compared.
    @Test(arguments: [("retina4_7", true), ("ipad9_7", false)])
    func maskedConstraintsCountAsTheImportInstallsThem(device: String, installed: Bool) throws {
        let bytes = Self.maskedRow(device: device)
        #expect(String(decoding: bytes, as: UTF8.self).contains("<include reference=\"masked-h1\"/>"))
        let file = try InterfaceBuilderImporter.importFile(bytes, baseName: "t", options: .init(countsArrangedViews: true))
        #expect(file.scenes[0].document.constraints.contains { $0.id == "masked-h1" } == installed)
        let views = file.arrangedViews.filter { $0.stackID == "masked" }
        #expect(views.count == 2)
        #expect(views.allSatisfy { $0.setApart == (installed ? .staleStack : nil) }, "\(views)")
    }

    /// A stack the import has no place for (a cell's background view) counts its arranged views
    /// as misses, and the import says what it left out.
    @Test func viewsLeftOutOfTheImportAreMissesAndWarnings() throws {
        let row = Self.row("back", y: 0)
        let text = String(decoding: storyboard(subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" id="cel-aa-bbb">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <view key="backgroundView" contentMode="scaleToFill" id="bgv-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            <subviews>\(row.0)</subviews>
                        </view>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """), as: UTF8.self)
        let file = try InterfaceBuilderImporter.importFile(Array(text.utf8), baseName: "t", options: .init(countsArrangedViews: true))
        #expect(file.leftOutViews == 4)
        #expect(file.warnings.contains { $0.message.contains("\"bgv-aa-bbb\"") && $0.message.contains("with its 3 subviews") }, "\(file.warnings)")
        let (_, arranged) = StoredFrameCheck.check(file)
        #expect(arranged.compared == 2 && arranged.within == 0 && arranged.notImported == 2)
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let path = directory + "/left-out.storyboard"
        try writeFile(path, text)
        let result = try runStackdoc(["check-ib", path])
        #expect(result.stdout.contains("4 views left out of the import (see the warnings)"), "\(result.stdout)")
        #expect(result.stdout.contains("back-1 (arranged in back): not imported"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("2 arranged views compared, 0 within 1 pt (0%, 2 not imported)\n"), "\(result.stdout)")
        #expect(result.stderr.contains("the view \"bgv-aa-bbb\" (<view>) with its 3 subviews is left out"), "\(result.stderr)")
    }

    @Test func checkIBPrintsTheArrangedCountLast() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let path = directory + "/count.storyboard"
        try writeFile(path, String(decoding: Self.file, as: UTF8.self))
        let result = try runStackdoc(["check-ib", path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "2 arranged views compared, 2 within 1 pt (100%)", "\(result.stdout)")
        #expect(lines.contains("5 arranged views set apart: 2 staleStack, 2 insideHiddenView, 1 imageFileSize"), "\(result.stdout)")
        let json = try JSONParser.parse(try runStackdoc(["check-ib", "--format", "json", path]).stdout)
        #expect(json["arranged"]?["compared"] == .number(2))
        #expect(json["arranged"]?["setApart"]?["staleStack"] == .number(2))
    }
}
