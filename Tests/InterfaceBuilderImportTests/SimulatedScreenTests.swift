import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// The screen Interface Builder simulated around a view controller's view or a xib's top-level
/// view when it saved the file: status bar, notch and home indicator by device, orientation and
/// Xcode version, navigation bars from their stored frames and from segues anywhere in a scene.
/// Each expectation is the frame Xcode stores for such a file.
@Suite struct SimulatedScreenTests {
    /// A 100-pt square pinned to the safe area's top and leading edges, stored at `origin`.
    static func pinnedSquare(at origin: (x: Double, y: Double)) -> (subviews: String, constraints: String) {
        ("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sq1-aa-bbb">
                <rect key="frame" x="\(origin.x)" y="\(origin.y)" width="100" height="100"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="sqw-aa-bbb"/>
                    <constraint firstAttribute="height" constant="100" id="sqh-aa-bbb"/>
                </constraints>
            </view>
            """, """
            <constraint firstItem="sq1-aa-bbb" firstAttribute="top" secondItem="saf-aa-bbb" secondAttribute="top" id="sqt-aa-bbb"/>
            <constraint firstItem="sq1-aa-bbb" firstAttribute="leading" secondItem="saf-aa-bbb" secondAttribute="leading" id="sql-aa-bbb"/>
            """)
    }

    @Test(arguments: [
        ("retina4_7", "portrait", "14490.70", 375.0, 667.0, 0.0, 20.0),
        ("retina4_7", "portrait", "15505", 375, 667, 0, 0),
        ("retina4_7", "portrait", "18122", 375, 667, 0, 0),
        ("retina4_7", "portrait", "23504", 375, 667, 0, 20),
        ("retina4_7", "landscape", "23504", 667, 375, 0, 0),
        ("ipad9_7", "landscape", "23504", 1024, 768, 0, 20),
        ("retina6_1", "portrait", "17701", 414, 896, 0, 44),
        ("retina6_1", "portrait", "23504", 414, 896, 0, 48),
        ("retina6_12", "portrait", "22505", 393, 852, 0, 59),
        ("retina5_9", "landscape", "23504", 812, 375, 44, 0),
    ])
    func statusBarNotchAndHomeIndicatorByDeviceOrientationAndXcode(
        _ device: String, _ orientation: String, _ tools: String, _ width: Double, _ height: Double, _ x: Double, _ y: Double
    ) throws {
        let square = Self.pinnedSquare(at: (x, y))
        let scene = try importOne(storyboard(
            device: device, orientation: orientation, toolsVersion: tools, subviews: square.subviews, constraints: square.constraints,
            rootSize: (width, height)))
        #expect(storedFrameMisses(scene).isEmpty, "\(storedFrameMisses(scene))")
    }

    @Test func theBottomInsetOfANotchDeviceInPortraitIsTheHomeIndicator() throws {
        let scene = try importOne(storyboard(device: "retina5_9", subviews: "", rootSize: (375, 812)))
        #expect(scene.document.root.properties.safeArea == EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0))
    }

    /// A root with `insetsLayoutMarginsFromSafeArea="NO"` keeps the system's side margins
    /// without the safe area; a root stored below an opaque navigation bar (pushed down by it)
    /// has no top inset left.
    @Test func rootMarginsWithoutTheSafeAreaAndRootsBelowOpaqueBars() throws {
        let free = try importOne(storyboard(device: "retina5_9", subviews: "", rootExtra: #"insetsLayoutMarginsFromSafeArea="NO""#, rootSize: (375, 812)))
        #expect(free.document.root.properties.layoutMargins == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let text = String(decoding: storyboard(subviews: "", controllerExtra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#), as: UTF8.self)
            .replacingFirst(#"<rect key="frame" x="0.0" y="0.0" width="375.0" height="667.0"/>"#, with: #"<rect key="frame" x="0.0" y="64" width="375" height="603"/>"#)
        let opaque = try importOne(Array(text.utf8))
        #expect(opaque.document.canvas == Size(width: 375, height: 603))
        #expect(opaque.document.root.properties.safeArea.top == 0)
    }

    /// A navigation controller shown as a sheet stores a 56-pt bar at the top of the sheet; the
    /// controllers it shows, and those pushed from a button of theirs, sit below that bar.
    @Test func navigationBarsComeFromTheStoredFrameAndReachControllersPushedFromAView() throws {
        let square = Self.pinnedSquare(at: (0, 56))
        var text = String(decoding: storyboard(
            toolsVersion: "23504", subviews: square.subviews + """
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-aa-bbb">
                    <rect key="frame" x="0.0" y="200" width="100" height="30"/>
                    <connections>
                        <segue destination="vc2-aa-bbb" kind="show" id="sg2-aa-bbb"/>
                    </connections>
                </button>
                """, constraints: square.constraints), as: UTF8.self)
        text = text.replacingFirst("</scenes>", with: """
            <scene sceneID="nav-sc-000"><objects>
                <navigationController id="nav-aa-bbb" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nbr-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                    </navigationBar>
                    <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="sg1-aa-bbb"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="sc2-aa-bbb"><objects>
                <viewController id="vc2-aa-bbb" customClass="DetailViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rt2-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sq2-aa-bbb">
                                <rect key="frame" x="0.0" y="66" width="375" height="100"/>
                                <constraints><constraint firstAttribute="height" constant="100" id="s2h-aa-bbb"/></constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="sa2-aa-bbb"/>
                        <constraints>
                            <constraint firstItem="sq2-aa-bbb" firstAttribute="top" secondItem="sa2-aa-bbb" secondAttribute="top" constant="10" id="s2t-aa-bbb"/>
                            <constraint firstItem="sq2-aa-bbb" firstAttribute="leading" secondItem="rt2-aa-bbb" secondAttribute="leading" id="s2l-aa-bbb"/>
                            <constraint firstAttribute="trailing" secondItem="sq2-aa-bbb" secondAttribute="trailing" id="s2r-aa-bbb"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            </scenes>
            """)
        let file = try InterfaceBuilderImporter.importFile(Array(text.utf8), baseName: "test")
        #expect(file.scenes.count == 2)
        for scene in file.scenes {
            #expect(scene.document.root.properties.safeArea.top == 56, "\(scene.sceneName)")
            #expect(storedFrameMisses(scene).isEmpty, "\(scene.sceneName): \(storedFrameMisses(scene))")
        }
    }

    /// Interface Builder lays a xib's top-level view out as a view controller's view on the
    /// design device, whatever its size: the device's safe area and the system's margins.
    @Test func aXibTopLevelViewIsLaidOutOnTheSimulatedScreen() throws {
        let scene = try importOne(xib(size: (500, 200), subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb">
                <rect key="frame" x="20" y="44" width="460" height="122"/>
            </view>
            """, constraints: """
            <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="top-aa-bbb" secondAttribute="topMargin" id="bx1-aa-bbb"/>
            <constraint firstItem="box-aa-bbb" firstAttribute="leading" secondItem="top-aa-bbb" secondAttribute="leadingMargin" id="bx2-aa-bbb"/>
            <constraint firstAttribute="trailingMargin" secondItem="box-aa-bbb" secondAttribute="trailing" id="bx3-aa-bbb"/>
            <constraint firstAttribute="bottomMargin" secondItem="box-aa-bbb" secondAttribute="bottom" id="bx4-aa-bbb"/>
            """, extra: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#))
        #expect(scene.document.root.properties.layoutMargins == EdgeInsets(top: 44, leading: 20, bottom: 34, trailing: 20))
        #expect(storedFrameMisses(scene).isEmpty, "\(storedFrameMisses(scene))")
    }

    /// A freeform top-level view with a safe-area guide sits at the top of the screen: its safe
    /// area is what it overlaps of the screen's, the status bar (44 on an iPhone 11 before Xcode
    /// 13) but not the home indicator, 800 points below its bottom. A view pinned to its safe
    /// area is stored from 44 to its bottom.
    @Test func aFreeformViewWithASafeAreaGuideOverlapsOnlyTheStatusBar() throws {
        let scene = try importOne(xib(toolsVersion: "18122", size: (275, 94), subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb">
                <rect key="frame" x="0.0" y="44" width="275" height="50"/>
            </view>
            """, constraints: """
            <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="saf-aa-bbb" secondAttribute="top" id="bx1-aa-bbb"/>
            <constraint firstItem="box-aa-bbb" firstAttribute="leading" secondItem="saf-aa-bbb" secondAttribute="leading" id="bx2-aa-bbb"/>
            <constraint firstItem="saf-aa-bbb" firstAttribute="trailing" secondItem="box-aa-bbb" secondAttribute="trailing" id="bx3-aa-bbb"/>
            <constraint firstItem="saf-aa-bbb" firstAttribute="bottom" secondItem="box-aa-bbb" secondAttribute="bottom" id="bx4-aa-bbb"/>
            """, extra: """
            <viewLayoutGuide key="safeArea" id="saf-aa-bbb"/>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            """))
        #expect(scene.document.root.properties.safeArea == EdgeInsets(top: 44, leading: 0, bottom: 0, trailing: 0))
        #expect(storedFrameMisses(scene).isEmpty, "\(storedFrameMisses(scene))")
    }

    /// NoticeView.xib: a 94-point freeform view whose stack is pinned to the safe area's bottom.
    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func freeformNoticeViewFitsItsSafeArea() throws {
        let outcomes = try #require(try fixtureOutcomes("NoticeView"))
        #expect(outcomes.allSatisfy { $0.misses.isEmpty } && outcomes.reduce(0) { $0 + $1.compared } >= 3, "\(outcomes.flatMap(\.misses))")
    }

    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment), arguments: ["SwiftMessages", "InstallationsExample"])
    func sharedFixturesOnTheSimulatedScreen(_ fragment: String) throws {
        let outcomes = try #require(try fixtureOutcomes(fragment))
        #expect(outcomes.allSatisfy { $0.misses.isEmpty }, "\(outcomes.flatMap(\.misses))")
        #expect(outcomes.reduce(0) { $0 + $1.compared } > 5)
    }

    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func ivpnSheetsAndStatusBarsAgree() throws {
        let outcomes = try #require(try fixtureOutcomes("ivpn"))
        let upgrade = try #require(outcomes.first { $0.document.hasSuffix("/UpgradePlanViewController") })
        #expect(upgrade.misses.isEmpty && upgrade.compared >= 6, "\(upgrade.misses)")
    }
}
