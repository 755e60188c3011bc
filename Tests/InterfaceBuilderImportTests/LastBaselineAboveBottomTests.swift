import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// Auto Layout keeps a label's last baseline a fixed distance above its bottom (the font's
/// descender, for one line of text at its natural height), as it keeps the first a fixed
/// distance below its top: a label stretched or a column whose last view is a label moves its
/// last baseline with its bottom edge.
@Suite struct LastBaselineAboveBottomTests {
    /// A last-baseline row 67 points tall: a 42-pt light "0" (in a stack of its own) beside a
    /// column of a 17-pt caption over an empty 13-pt label, as in a health app's header cell.
    /// Xcode stores the column 60 tall at the top (its caption compressed to 10) and the value's
    /// stack 50.5 tall at the bottom: the two last baselines (the value's descender above its
    /// bottom, the empty label's above the column's) meet inside the 67 points.
    static let header = storyboard(subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="lastBaseline" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="row-aa-bbb">
            <rect key="frame" x="16" y="20" width="227.5" height="67"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="val-aa-bbb">
                    <rect key="frame" x="0.0" y="16.5" width="25.5" height="50.5"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="num-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="25.5" height="50.5"/>
                            <fontDescription key="fontDescription" type="system" weight="light" pointSize="42"/>
                        </label>
                    </subviews>
                </stackView>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="col-aa-bbb">
                    <rect key="frame" x="27.5" y="0.0" width="200" height="60"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="g Active Carbs" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="cap-aa-bbb">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="10"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="dat-aa-bbb">
                            <rect key="frame" x="0.0" y="10" width="200" height="50"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                        </label>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstAttribute="height" constant="67" id="rh1-aa-bbb"/>
            </constraints>
        </stackView>
        """, constraints: """
        <constraint firstItem="row-aa-bbb" firstAttribute="top" secondItem="saf-aa-bbb" secondAttribute="top" id="rc1-aa-bbb"/>
        <constraint firstItem="row-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" constant="16" id="rc2-aa-bbb"/>
        """)

    @Test func lastBaselinesMeetAboveTheBottoms() throws {
        let scene = try importOne(Self.header)
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!))
        let value = try #require(result.frame(of: "val-aa-bbb")), column = try #require(result.frame(of: "col-aa-bbb"))
        let empty = try #require(result.frame(of: "dat-aa-bbb"))
        // The value's descender (and half the pixel rounding of its line) above the value's
        // bottom; the footnote's descender above the empty label's, the column's last view.
        let valueAboveBottom = (50.5 - 42 * 2444.0 / 2048) / 2 + 42 * 494.0 / 2048
        let emptyAboveBottom = 13 * 494.0 / 2048
        #expect(abs(value.height - 50.5) <= 1e-6 && abs(value.maxY - 67) <= 1e-6, "\(value)")
        #expect(abs((value.maxY - valueAboveBottom) - (column.maxY - emptyAboveBottom)) <= 1e-6, "\(value) \(column)")
        #expect(abs(column.y) <= 1e-6 && abs(empty.height - 50) <= 1e-6, "\(column) \(empty)")
        // Every arranged view within a point of the frames Xcode stored.
        let outcome = StoredFrameCheck.check(scene)
        #expect(outcome.misses.isEmpty, "\(outcome.misses)")
    }

    /// The same rule in Loop's carbs header cell, as Xcode stored it.
    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func lastBaselinesInTheLoopFixture() throws {
        let outcomes = try #require(try fixtureOutcomes("LoopKit__Loop"))
        let missed = Set(outcomes.flatMap(\.misses).map(\.id))
        #expect(missed.isDisjoint(with: ["4K4-8o-LZp", "zvZ-uf-zMX", "xsa-fa-q0Q", "SQx-au-ZcM", "OEY-lo-WHp"]), "\(missed)")
    }
}
