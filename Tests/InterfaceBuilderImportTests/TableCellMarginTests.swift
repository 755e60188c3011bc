import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// A table view cell's content view has UIKit's margins (iOS 11 and later): 11 at the top and
/// bottom, the table's side margin (16 on narrow iPhones, 20 from 414 pt) at the sides, 8 beside
/// an accessory. Each expectation is the frame Xcode stores for such a file.
@Suite struct TableCellMarginTests {
    /// A static table filling a `width`-wide root, with one cell whose content view is
    /// `contentWidth` wide and holds a box pinned to its four margins, stored at `box`.
    static func cellDocument(
        device: String, toolsVersion: String = "23504", width: Double, contentWidth: Double, accessory: String = "", box: Rect
    ) -> [UInt8] {
        storyboard(device: device, toolsVersion: toolsVersion, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                <sections>
                    <tableViewSection id="sec-aa-bbb">
                        <cells>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \(accessory) id="cel-aa-bbb">
                                <rect key="frame" x="0.0" y="28" width="\(width)" height="60"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-aa-bbb" id="cnt-aa-bbb">
                                    <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="60"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb">
                                            <rect key="frame" x="\(box.x)" y="\(box.y)" width="\(box.width)" height="\(box.height)"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="cnt-aa-bbb" secondAttribute="topMargin" id="bx1-aa-bbb"/>
                                        <constraint firstItem="box-aa-bbb" firstAttribute="leading" secondItem="cnt-aa-bbb" secondAttribute="leadingMargin" id="bx2-aa-bbb"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="box-aa-bbb" secondAttribute="trailing" id="bx3-aa-bbb"/>
                                        <constraint firstAttribute="bottomMargin" secondItem="box-aa-bbb" secondAttribute="bottom" id="bx4-aa-bbb"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """, constraints: """
            <constraint firstItem="tbl-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" id="tb1-aa-bbb"/>
            <constraint firstItem="tbl-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="tb2-aa-bbb"/>
            <constraint firstItem="tbl-aa-bbb" firstAttribute="width" secondItem="root-aa-bbb" secondAttribute="width" id="tb3-aa-bbb"/>
            <constraint firstItem="tbl-aa-bbb" firstAttribute="height" constant="600" id="tb4-aa-bbb"/>
            """, rootSize: (width, device == "retina6_1" ? 896 : 667))
    }

    @Test(arguments: [
        ("retina4_7", 375.0, 375.0, "", Rect(x: 16, y: 11, width: 343, height: 38)),
        ("retina6_1", 414, 414, "", Rect(x: 20, y: 11, width: 374, height: 38)),
        ("retina6_1", 414, 383.5, #"accessoryType="disclosureIndicator""#, Rect(x: 20, y: 11, width: 355.5, height: 38)),
    ])
    func contentViewMarginsFollowTheTableAndTheAccessory(_ device: String, _ width: Double, _ contentWidth: Double, _ accessory: String, _ box: Rect) throws {
        let scene = try importOne(Self.cellDocument(device: device, width: width, contentWidth: contentWidth, accessory: accessory, box: box))
        #expect(storedFrameMisses(scene).isEmpty, "\(storedFrameMisses(scene))")
    }

    /// The content view's margins are the table's, not the root view's: the cell sits under a
    /// navigation bar, yet its top margin stays 11 with `preservesSuperviewLayoutMargins`.
    @Test func preservingSuperviewMarginsKeepsTheCellsOwnMargins() throws {
        let text = String(decoding: Self.cellDocument(device: "retina4_7", width: 375, contentWidth: 375, box: Rect(x: 16, y: 11, width: 343, height: 38)), as: UTF8.self)
            .replacingFirst(#"tableViewCell="cel-aa-bbb""#, with: #"tableViewCell="cel-aa-bbb" preservesSuperviewLayoutMargins="YES""#)
            .replacingFirst(#"<tableViewCell clipsSubviews="YES""#, with: #"<tableViewCell preservesSuperviewLayoutMargins="YES" clipsSubviews="YES""#)
            .replacingFirst("</viewController>", with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/></viewController>"#)
        let scene = try importOne(Array(text.utf8))
        #expect(scene.document.root.properties.safeArea.top == 64)
        #expect(storedFrameMisses(scene).isEmpty, "\(storedFrameMisses(scene))")
    }

    /// Before iOS 11 (files saved before Xcode 9) a content view had UIView's 8 on every side.
    @Test func filesSavedBeforeXcode9KeepUIViewsMargins() throws {
        let scene = try importOne(Self.cellDocument(
            device: "retina4_7", toolsVersion: "12121", width: 375, contentWidth: 375, box: Rect(x: 8, y: 8, width: 359, height: 44)))
        #expect(storedFrameMisses(scene).isEmpty, "\(storedFrameMisses(scene))")
    }

    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func openFoodFactsCellsAgree() throws {
        let outcomes = try #require(try fixtureOutcomes("openfoodfacts-ios__Settings"))
        for name in ["SettingsTableViewController", "PendingUploadTableViewController"] {
            let outcome = try #require(outcomes.first { $0.document.hasSuffix("/" + name) })
            #expect(outcome.misses.isEmpty && outcome.compared >= 4, "\(name): \(outcome.misses)")
        }
    }
}
