import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// Multipliers are written as decimals or as ratios, with a colon or a slash (`"16:9"`,
/// `"4/5"`); each expectation is the frame Xcode stores for the ratio.
@Suite struct FractionMultiplierTests {
    static func document(multiplier: String, height: Double) -> [UInt8] {
        storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="160" height="\(height)"/>
                <constraints>
                    <constraint firstAttribute="width" constant="160" id="bxw-aa-bbb"/>
                    <constraint firstAttribute="height" secondItem="box-aa-bbb" secondAttribute="width" multiplier="\(multiplier)" id="bxr-aa-bbb"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" id="bx1-aa-bbb"/>
            <constraint firstItem="box-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="bx2-aa-bbb"/>
            """)
    }

    @Test(arguments: [("4/5", 128.0), ("16:9", 90), ("9/16", 90), ("1:1", 160), ("0.25", 40)])
    func ratiosAndFractionsGiveXcodesFrames(_ multiplier: String, _ height: Double) throws {
        let scene = try importOne(Self.document(multiplier: multiplier, height: height))
        #expect(storedFrameMisses(scene).isEmpty, "\(storedFrameMisses(scene))")
    }

    @Test(arguments: ["4/0", "a/5", "1:2:3", "4/5/6", "1:"])
    func unreadableMultipliersAreRefusedWithTheLine(_ multiplier: String) throws {
        let error = try #require(importError(Self.document(multiplier: multiplier, height: 100)))
        #expect(error.message.contains("cannot read multiplier \"\(multiplier)\""), "\(error.message)")
        #expect(error.line != nil)
    }
}
