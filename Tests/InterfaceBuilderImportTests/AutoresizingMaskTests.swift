import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// A view laid out by autoresizing follows its superview as its mask says: a flexible width
/// between fixed margins grows with it, a flexible left margin keeps it at the right edge, and
/// any other mask keeps the stored origin and size.
@Suite struct AutoresizingMaskTests {
    /// A box pinned to the root's margins, stored 343 wide, holding `mask`ed `sub` at (10, 5, 100, 40).
    static func document(mask: String) -> [UInt8] {
        storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb">
                <rect key="frame" x="16" y="20" width="343" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="sub-aa-bbb">
                        <rect key="frame" x="10" y="5" width="100" height="40"/>
                        <autoresizingMask key="autoresizingMask" \(mask)/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="bxh-aa-bbb"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="saf-aa-bbb" secondAttribute="top" id="bx1-aa-bbb"/>
            <constraint firstItem="box-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leadingMargin" id="bx2-aa-bbb"/>
            <constraint firstAttribute="trailingMargin" secondItem="box-aa-bbb" secondAttribute="trailing" id="bx3-aa-bbb"/>
            """)
    }

    /// On a canvas 39 points wider the box is 39 wider (375 -> 414 with the same 16-pt margins).
    @Test(arguments: [
        (#"widthSizable="YES""#, Rect(x: 10, y: 5, width: 139, height: 40)),
        (#"flexibleMinX="YES""#, Rect(x: 49, y: 5, width: 100, height: 40)),
        (#"flexibleMaxX="YES" flexibleMaxY="YES""#, Rect(x: 10, y: 5, width: 100, height: 40)),
        ("", Rect(x: 10, y: 5, width: 100, height: 40)),
    ])
    func subviewFollowsItsSuperviewAsItsMaskSays(mask: String, expected: Rect) throws {
        let scene = try importOne(Self.document(mask: mask))
        #expect(StoredFrameCheck.check(scene).misses.isEmpty, "at the stored canvas: \(StoredFrameCheck.check(scene).misses)")
        let wider = LayoutEngine().layout(scene.document.layoutScene(canvas: Size(width: 414, height: 667)))
        let frame = try #require(wider.frame(of: "sub-aa-bbb"))
        #expect(frame.isWithin(1e-6, of: expected), "\(frame)")
    }
}

extension Rect {
    func isWithin(_ tolerance: Double, of other: Rect) -> Bool {
        max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height)) <= tolerance
    }
}
