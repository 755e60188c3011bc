import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// Every view of a file is imported: a table's header and footer views with their subtrees,
/// the views of a scene's dock (each a document of its own), and constraints on a keyboard
/// layout guide (its top is the safe area's bottom when no keyboard is shown).
@Suite struct EveryViewImportedTests {
    /// A fill-equally row of two plain views, `width` x `height`, pinned to its superview `owner`.
    static func row(id: String, owner: String, width: Double, height: Double) -> (subviews: String, constraints: String) {
        (fillEquallyRow(id, width: width, height: height), """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="\(owner)" secondAttribute="top" id="\(id)-t"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(owner)" secondAttribute="leading" id="\(id)-l"/>
            <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="\(id)-r"/>
            <constraint firstAttribute="bottom" secondItem="\(id)" secondAttribute="bottom" id="\(id)-b"/>
            """)
    }

    static func keyed(_ key: String, id: String, width: Double, height: Double) -> String {
        let row = row(id: "\(id)Row", owner: id, width: width, height: height)
        return """
            <view key="\(key)" contentMode="scaleToFill" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>\(row.subviews)</subviews>
                <constraints>\(row.constraints)</constraints>
            </view>
            """
    }

    static let tableWithHeaderAndFooter = storyboard(subviews: """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            \(keyed("tableHeaderView", id: "hdr", width: 375, height: 60))
            \(keyed("tableFooterView", id: "ftr", width: 375, height: 40))
        </tableView>
        """, constraints: """
        <constraint firstItem="tbl-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" id="tc1-aa-bbb"/>
        <constraint firstItem="tbl-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="tc2-aa-bbb"/>
        <constraint firstAttribute="trailing" secondItem="tbl-aa-bbb" secondAttribute="trailing" id="tc3-aa-bbb"/>
        <constraint firstAttribute="bottom" secondItem="tbl-aa-bbb" secondAttribute="bottom" id="tc4-aa-bbb"/>
        """)

    @Test func tableHeaderAndFooterViewsAreImportedWithTheirSubtrees() throws {
        let file = try InterfaceBuilderImporter.importFile(Self.tableWithHeaderAndFooter, baseName: "t", options: .init(countsArrangedViews: true))
        let (scenes, arranged) = StoredFrameCheck.check(file)
        let ids = Set(file.scenes[0].document.depthFirstIDs)
        #expect(ids.isSuperset(of: ["hdr", "hdrRow", "hdrRow-1", "hdrRow-2", "ftr", "ftrRow", "ftrRow-1", "ftrRow-2"]), "\(ids)")
        #expect(scenes[0].misses.isEmpty, "\(scenes[0].misses)")
        #expect(arranged.compared == 4 && arranged.within == 4 && arranged.notImported == 0, "\(arranged.misses)")
    }

    /// A scene's dock holds a view beside its controller: it is a document of its own, laid out
    /// at its stored size with no screen around it.
    @Test func sceneDockViewsAreDocumentsOfTheirOwn() throws {
        let row = Self.row(id: "dockRow", owner: "dck-aa-bbb", width: 200, height: 100)
        let text = String(decoding: storyboard(subviews: ""), as: UTF8.self).replacingOccurrences(of: "</viewController>", with: """
            </viewController>
            <view contentMode="scaleToFill" id="dck-aa-bbb" userLabel="Badge">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>\(row.subviews)</subviews>
                <constraints>\(row.constraints)</constraints>
            </view>
            """)
        let file = try InterfaceBuilderImporter.importFile(Array(text.utf8), baseName: "t", options: .init(countsArrangedViews: true))
        #expect(file.scenes.map(\.document.name) == ["t/MainViewController", "t/Badge"])
        let dock = file.scenes[1].document
        #expect(dock.canvas == Size(width: 200, height: 100))
        #expect(dock.root.properties.safeArea == .zero)
        let (_, arranged) = StoredFrameCheck.check(file)
        #expect(arranged.compared == 2 && arranged.within == 2, "\(arranged.misses)")
    }

    /// `box` runs from the safe area's top to the keyboard guide's top: with no keyboard, the
    /// safe area's bottom (the screen's bottom on a device without a home indicator, 34 above
    /// it on one with).
    @Test(arguments: [("retina4_7", 667.0, 20.0, 0.0), ("retina6_12", 852.0, 59.0, 34.0)])
    func keyboardLayoutGuideTopIsTheSafeAreaBottom(device: String, height: Double, top: Double, bottom: Double) throws {
        let text = String(decoding: storyboard(device: device, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb">
                <rect key="frame" x="0.0" y="\(top)" width="375" height="\(height - top - bottom)"/>
            </view>
            """, constraints: """
            <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="saf-aa-bbb" secondAttribute="top" id="kc1-aa-bbb"/>
            <constraint firstItem="box-aa-bbb" firstAttribute="leading" secondItem="kbd-aa-bbb" secondAttribute="leading" id="kc2-aa-bbb"/>
            <constraint firstItem="kbd-aa-bbb" firstAttribute="trailing" secondItem="box-aa-bbb" secondAttribute="trailing" id="kc3-aa-bbb"/>
            <constraint firstItem="box-aa-bbb" firstAttribute="bottom" secondItem="kbd-aa-bbb" secondAttribute="top" id="kc4-aa-bbb"/>
            """, rootSize: (375, height)), as: UTF8.self)
            .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="saf-aa-bbb"/>"#, with: """
                <viewLayoutGuide key="safeArea" id="saf-aa-bbb"/>
                <keyboardLayoutGuide key="keyboard" id="kbd-aa-bbb"/>
                """)
        let scene = try importOne(Array(text.utf8))
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!))
        let box = try #require(result.frame(of: "box-aa-bbb"))
        #expect(abs(box.y - top) <= 1e-6 && abs(box.maxY - (height - bottom)) <= 1e-6, "\(box)")
        #expect(abs(box.width - 375) <= 1e-6, "\(box)")
        #expect(StoredFrameCheck.check(scene).misses.isEmpty)
    }

    /// The keyboard guide's height has no equivalent: left out with a warning, not refused.
    @Test func keyboardGuideHeightIsAWarning() throws {
        let text = String(decoding: storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb">
                <rect key="frame" x="0.0" y="20" width="375" height="647"/>
            </view>
            """, constraints: """
            <constraint firstItem="box-aa-bbb" firstAttribute="height" secondItem="kbd-aa-bbb" secondAttribute="height" id="kh1-aa-bbb"/>
            """), as: UTF8.self)
            .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="saf-aa-bbb"/>"#, with: #"<keyboardLayoutGuide key="keyboard" id="kbd-aa-bbb"/>"#)
        let scene = try importOne(Array(text.utf8))
        #expect(scene.warnings.contains { $0.message.contains("\"kh1-aa-bbb\"") && $0.message.contains("keyboard layout guide") }, "\(scene.warnings)")
    }

    @Test(.enabled(if: Repros.available, Repros.skipComment))
    func reproducersImportEveryView() throws {
        let header = try InterfaceBuilderImporter.importFile(try #require(Repros.bytes("dropped-table-header.storyboard")), baseName: "h",
            options: .init(countsArrangedViews: true))
        let (_, arranged) = StoredFrameCheck.check(header)
        #expect(arranged.compared == 4 && arranged.within == 4 && header.leftOutViews == 0, "\(arranged.misses)")
        let keyboard = try InterfaceBuilderImporter.importFile(try #require(Repros.bytes("keyboard-guide.storyboard")), baseName: "k")
        let outcome = StoredFrameCheck.check(keyboard.scenes[0])
        #expect(outcome.compared == 1 && outcome.misses.isEmpty, "\(outcome.misses)")
    }
}
