/// A storyboard written for a test: scenes of a view controller whose view holds one vertical
/// stack of labels, every id chosen by the test, so that a history can rename, re-create and
/// edit scenes as Interface Builder would.
struct SyntheticStoryboard {
    struct Scene {
        var sceneID: String
        var controllerID: String
        var className: String
        var rootID: String
        var labels: [String]
        var spacing = 8.0
        var height = 667
        var topConstant = 0.0

        /// The stack's id: the root's id with `-stk`.
        var stackID: String { rootID + "-stk" }
    }

    var scenes: [Scene]

    var xml: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <scenes>
        \(scenes.map(Self.scene).joined())    </scenes>
        </document>

        """
    }

    /// `8` for 8, `8.001` for 8.001, as Interface Builder writes numbers.
    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func scene(_ scene: Scene) -> String {
        let labels = scene.labels.enumerated().map { index, id in
            """
                                            <label opaque="NO" text="\(id) text" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                <rect key="frame" x="0.0" y="\(index * 28)" width="375" height="20.5"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>

            """
        }.joined()
        return """
                    <scene sceneID="\(scene.sceneID)">
                        <objects>
                            <viewController id="\(scene.controllerID)" customClass="\(scene.className)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(scene.rootID)">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(scene.height)"/>
                                    <subviews>
                                        <stackView opaque="NO" axis="vertical" spacing="\(formatted(scene.spacing))" translatesAutoresizingMaskIntoConstraints="NO" id="\(scene.stackID)">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(scene.labels.count * 28)"/>
                                            <subviews>

            \(labels)                                </subviews>
                                        </stackView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="\(scene.stackID)" firstAttribute="top" secondItem="\(scene.rootID)" secondAttribute="top" constant="\(formatted(scene.topConstant))" id="\(scene.rootID)-top"/>
                                        <constraint firstItem="\(scene.stackID)" firstAttribute="leading" secondItem="\(scene.rootID)" secondAttribute="leading" id="\(scene.rootID)-lead"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>

            """
    }
}
