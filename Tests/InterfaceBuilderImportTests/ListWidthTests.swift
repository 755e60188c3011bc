import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// A table's cells (and a list-like collection's) take the list's width on any screen, as
/// UIKit sizes them, and their content views fill them: at the file's own size they are where
/// the file stored them.
@Suite("Cells follow their list's width")
struct ListWidthTests {
    /// A table filling a 414-pt iPhone 11 Pro Max screen, with one cell whose content view
    /// holds a bar 16 pt inside its sides; and a collection view below it with a full-width
    /// cell and a 100-pt one.
    static let file = storyboard(device: "retina6_5", subviews: """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="414" height="448"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" rowHeight="44" id="cel-aa-bbb">
                    <rect key="frame" x="0.0" y="28" width="414" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-aa-bbb" id="cnt-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-aa-bbb">
                                <rect key="frame" x="16" y="0.0" width="382" height="44"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bar-aa-bbb" firstAttribute="leading" secondItem="cnt-aa-bbb" secondAttribute="leading" constant="16" id="br1-aa-bbb"/>
                            <constraint firstAttribute="trailing" secondItem="bar-aa-bbb" secondAttribute="trailing" constant="16" id="br2-aa-bbb"/>
                            <constraint firstItem="bar-aa-bbb" firstAttribute="top" secondItem="cnt-aa-bbb" secondAttribute="top" id="br3-aa-bbb"/>
                            <constraint firstAttribute="bottom" secondItem="bar-aa-bbb" secondAttribute="bottom" id="br4-aa-bbb"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="col-aa-bbb">
            <rect key="frame" x="0.0" y="448" width="414" height="448"/>
            <cells>
                <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="wid-aa-bbb">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                </collectionViewCell>
                <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" id="sml-aa-bbb">
                    <rect key="frame" x="10" y="60" width="100" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                </collectionViewCell>
            </cells>
        </collectionView>
        """, constraints: """
        <constraint firstItem="tbl-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="tb1-aa-bbb"/>
        <constraint firstAttribute="trailing" secondItem="tbl-aa-bbb" secondAttribute="trailing" id="tb2-aa-bbb"/>
        <constraint firstItem="tbl-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" id="tb3-aa-bbb"/>
        <constraint firstItem="tbl-aa-bbb" firstAttribute="height" constant="448" id="tb4-aa-bbb"/>
        <constraint firstItem="col-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="cv1-aa-bbb"/>
        <constraint firstAttribute="trailing" secondItem="col-aa-bbb" secondAttribute="trailing" id="cv2-aa-bbb"/>
        <constraint firstItem="col-aa-bbb" firstAttribute="top" secondItem="tbl-aa-bbb" secondAttribute="bottom" id="cv3-aa-bbb"/>
        <constraint firstItem="col-aa-bbb" firstAttribute="height" constant="448" id="cv4-aa-bbb"/>
        """, rootSize: (414, 896))

    static func frames(on device: String?) throws -> [String: Rect] {
        let document = try importOne(file).document
        let request = try CanvasRequest(width: nil, height: nil, device: device, landscape: false)
        let placed = request.placed(document)
        let result = LayoutEngine().layout(placed.layoutScene(canvas: try #require(request.canvas(for: document))))
        return Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, $0.frame) })
    }

    static func expect(_ frame: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ what: String) {
        guard let frame else { Issue.record("no frame for \(what)"); return }
        #expect(
            abs(frame.x - x) <= 1e-6 && abs(frame.y - y) <= 1e-6 && abs(frame.width - width) <= 1e-6 && abs(frame.height - height) <= 1e-6,
            "\(what): \(frame)")
    }

    @Test func atTheFilesOwnSizeCellsAreWhereTheFileStoredThem() throws {
        let frames = try Self.frames(on: nil)
        Self.expect(frames["cel-aa-bbb"], 0, 28, 414, 44, "table cell")
        Self.expect(frames["cnt-aa-bbb"], 0, 0, 414, 44, "content view")
        Self.expect(frames["bar-aa-bbb"], 16, 0, 382, 44, "bar")
        Self.expect(frames["wid-aa-bbb"], 0, 0, 414, 50, "full-width collection cell")
        Self.expect(frames["sml-aa-bbb"], 10, 60, 100, 50, "grid cell")
    }

    @Test(arguments: [("iphone15", 393.0), ("iphone16promax", 440.0), ("ipadair13", 1024.0)])
    func onAnotherDeviceCellsTakeTheirListsWidth(device: String, width: Double) throws {
        let frames = try Self.frames(on: device)
        Self.expect(frames["tbl-aa-bbb"], 0, 0, width, 448, "table")
        Self.expect(frames["cel-aa-bbb"], 0, 28, width, 44, "table cell")
        Self.expect(frames["cnt-aa-bbb"], 0, 0, width, 44, "content view")
        Self.expect(frames["bar-aa-bbb"], 16, 0, width - 32, 44, "bar")
        Self.expect(frames["wid-aa-bbb"], 0, 0, width, 50, "full-width collection cell")
        Self.expect(frames["sml-aa-bbb"], 10, 60, 100, 50, "grid cell keeps its size")
    }

    /// The ivpn control panel, a table of cells saved at 414 pt, on a 393-pt iPhone 15: no
    /// cell, and nothing in one, sticks out of the screen.
    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func theControlPanelFitsAnIPhone15() throws {
        let bytes = try #require(Fixtures.bytes("ivpn__ios-app__Main.storyboard"))
        let file = try InterfaceBuilderImporter.importFile(bytes, baseName: "ivpn__ios-app__Main")
        let scene = try #require(file.scenes.first { $0.document.name.hasSuffix("/ControlPanelViewController") })
        let screen = try #require(Device.named("iphone15")).screen(landscape: false)
        let result = LayoutEngine().layout(scene.document.placed(on: screen).layoutScene(canvas: screen.canvas))
        let cells = scene.document.depthFirstIDs.filter { id in result.views.contains { $0.id == id } && scene.document[id]?.parent == scene.document.rootID }
        #expect(cells.count > 3)
        for view in result.views where cells.contains(view.id) {
            #expect(abs(view.frame.width - 393) <= 1e-6, "\(view.id): \(view.frame)")
        }
        let tooWide = result.views.filter { !$0.hidden && $0.absoluteFrame.x + $0.absoluteFrame.width > 393 + 1e-6 }
        #expect(tooWide.isEmpty, "\(tooWide.map { "\($0.id) \($0.absoluteFrame)" })")
    }
}
