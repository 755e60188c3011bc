import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// A view controller's root view may itself be a stack view (`<stackView key="view">`): it
/// arranges its subviews as any stack does, filling the screen it is the view of.
@Suite struct RootStackViewTests {
    /// A vertical fill-equally root stack on an iPhone 11 (414 x 896), its two plain
    /// arranged views stored at a split no fill-equally stack gives (300 and 596 tall), so that
    /// a layout keeping stored frames cannot pass for one that arranges them.
    static let document = Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                            <stackView key="view" opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" id="stk-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-aa-bbb">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bot-aa-bbb">
                                        <rect key="frame" x="0.0" y="300" width="414" height="596"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-aa-bbb"/>
                            </stackView>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.utf8)

    @Test func theRootStackIsImportedAsAStack() throws {
        let scene = try importOne(Self.document)
        let root = try #require(scene.document["stk-aa-bbb"])
        #expect(root.isStack)
        #expect(root.arranged == ["top-aa-bbb", "bot-aa-bbb"])
    }

    /// Each arranged view takes half the screen's height, whatever frames the file stored.
    @Test(arguments: [("top-aa-bbb", 0.0), ("bot-aa-bbb", 448.0)])
    func theRootStackSplitsTheScreenEqually(id: String, y: Double) throws {
        let scene = try importOne(Self.document)
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!))
        let frame = try #require(result.frame(of: id))
        let expected = Rect(x: 0, y: y, width: 414, height: 448)
        for (got, want) in [(frame.x, expected.x), (frame.y, expected.y), (frame.width, expected.width), (frame.height, expected.height)] {
            #expect(abs(got - want) <= 1e-6, "\(id): \(frame)")
        }
    }
}
