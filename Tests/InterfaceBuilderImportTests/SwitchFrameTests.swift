import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// A switch is arranged by its 49-pt alignment rectangle but drawn 51 wide: layout results are
/// frames, and check-ib compares them with the stored frames (a frame that differs is a miss).
@Suite struct SwitchFrameTests {
    @Test func layoutArrangesTheAlignmentRectangleAndReportsTheFrame() {
        let views: [String: LayoutView] = [
            "root": LayoutView(id: "root", subviews: ["row"]),
            "row": LayoutView(
                id: "row", kind: .stack, frame: Rect(x: 0, y: 0, width: 200, height: 31),
                stack: StackAttributes(axis: .horizontal, distribution: .fill, alignment: .center, spacing: .points(10)),
                subviews: ["toggle", "box"], arranged: ["toggle", "box"]),
            "toggle": LayoutView(
                id: "toggle", kind: .switch, intrinsicSize: IntrinsicSize(width: 49, height: 31), hugging: AxisPriorities(horizontal: 750, vertical: 750)),
            "box": LayoutView(id: "box", intrinsicSize: IntrinsicSize(width: 40, height: 20)),
        ]
        let result = LayoutEngine().layout(LayoutScene(canvas: Size(width: 300, height: 100), rootID: "root", views: views))
        #expect(result.frame(of: "toggle") == Rect(x: 0, y: 0, width: 51, height: 31))
        // The next view follows the alignment rectangle: 49 + 10.
        #expect(result.frame(of: "box")?.x == 59)
    }

    /// An equal-centering row of a label and a switch pinned to a cell's trailing margin, as
    /// Xcode stores it: the switch 51 wide, its alignment rectangle 16 from the trailing edge.
    static func row(storedSwitchWidth: Double) -> [UInt8] {
        storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="equalCentering" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="row-aa-bbb">
                <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Wi-Fi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-bbb">
                        <rect key="frame" x="0.0" y="12" width="60" height="20"/>
                    </label>
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swt-aa-bbb">
                        <rect key="frame" x="294" y="6.5" width="\(storedSwitchWidth)" height="31"/>
                    </switch>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="row-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" id="rw1-aa-bbb"/>
            <constraint firstItem="row-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leadingMargin" id="rw2-aa-bbb"/>
            <constraint firstAttribute="trailingMargin" secondItem="row-aa-bbb" secondAttribute="trailing" id="rw3-aa-bbb"/>
            <constraint firstItem="row-aa-bbb" firstAttribute="height" constant="44" id="rw4-aa-bbb"/>
            """)
    }

    @Test func checkIBComparesTheSwitchsFrame() throws {
        let scene = try importOne(Self.row(storedSwitchWidth: 51))
        let outcome = StoredFrameCheck.check(scene)
        #expect(outcome.misses.isEmpty, "\(outcome.misses)")
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!))
        #expect(result.frame(of: "swt-aa-bbb") == Rect(x: 294, y: 6.5, width: 51, height: 31))
    }

    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func ivpnSwitchRowsAgree() throws {
        let outcomes = try #require(try fixtureOutcomes("ivpn"))
        let switches = outcomes.flatMap(\.misses).filter { $0.className == "switch" }
        #expect(switches.isEmpty, "\(switches)")
    }
}
