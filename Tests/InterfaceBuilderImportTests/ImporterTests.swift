import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

@Suite struct ImporterTests {
    func stack(_ attributes: String, extra: String = "", children: String = "") -> String {
        """
        <stackView opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb">
            <rect key="frame" x="16" y="20" width="343" height="100"/>
            <subviews>\(children)</subviews>
            \(extra)
        </stackView>
        """
    }

    let twoViews = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v01-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
        </view>
        <view contentMode="scaleToFill" hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="v02-aa-bbb">
            <rect key="frame" x="0.0" y="50" width="100" height="50"/>
        </view>
        """

    @Test func stackAttributesAndArrangedOrder() throws {
        let scene = try importOne(storyboard(subviews: stack(
            #"axis="vertical" distribution="fillEqually" alignment="center" spacing="12.5" baselineRelativeArrangement="YES""#,
            children: twoViews)))
        let node = try #require(scene.document["stk-aa-bbb"])
        let attributes = try #require(node.properties.stack)
        #expect(attributes.axis == .vertical)
        #expect(attributes.distribution == .fillEqually)
        #expect(attributes.alignment == .center)
        #expect(attributes.spacing == .points(12.5))
        #expect(attributes.baselineRelative)
        #expect(!attributes.marginsRelative)
        #expect(node.arranged == ["v01-aa-bbb", "v02-aa-bbb"])
        #expect(scene.document["v02-aa-bbb"]?.properties.hidden == true)
        #expect(scene.document.name == "test")
        #expect(scene.sceneName == "MainViewController")
    }

    @Test func stackDefaults() throws {
        let scene = try importOne(storyboard(subviews: stack("", children: twoViews)))
        let attributes = try #require(scene.document["stk-aa-bbb"]?.properties.stack)
        #expect(attributes == StackAttributes(axis: .horizontal, distribution: .fill, alignment: .fill, spacing: .points(0)))
    }

    @Test(arguments: [
        ("vertical", "top", Alignment.leading), ("vertical", "bottom", .trailing), ("horizontal", "top", .top),
        ("horizontal", "bottom", .bottom), ("vertical", "firstBaseline", .firstBaseline), ("horizontal", "leading", .top),
    ])
    func alignmentTopAndBottomMeanLeadingAndTrailingOnVerticalStacks(_ axis: String, _ written: String, _ expected: Alignment) throws {
        let scene = try importOne(storyboard(subviews: stack(#"axis="\#(axis)" alignment="\#(written)""#, children: twoViews)))
        #expect(scene.document["stk-aa-bbb"]?.properties.stack?.alignment == expected)
    }

    @Test func standardSpacingIsSystemSpacing() throws {
        let scene = try importOne(storyboard(subviews: stack(#"spacing="3" spacingType="standard""#, children: twoViews)))
        #expect(scene.document["stk-aa-bbb"]?.properties.stack?.spacing == .system)
    }

    @Test func marginsMakeArrangementMarginsRelative() throws {
        let edge = try importOne(storyboard(subviews: stack(
            "", extra: #"<edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>"#, children: twoViews)))
        let edgeNode = try #require(edge.document["stk-aa-bbb"])
        #expect(edgeNode.properties.stack?.marginsRelative == true)
        #expect(edgeNode.properties.layoutMargins == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        let directional = try importOne(storyboard(subviews: stack(
            "", extra: #"<directionalEdgeInsets key="directionalLayoutMargins" top="5" leading="6" bottom="7" trailing="8"/>"#,
            children: twoViews)))
        let directionalNode = try #require(directional.document["stk-aa-bbb"])
        #expect(directionalNode.properties.stack?.marginsRelative == true)
        #expect(directionalNode.properties.layoutMargins == EdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        let attribute = try importOne(storyboard(subviews: stack(#"layoutMarginsRelativeArrangement="YES""#, children: twoViews)))
        #expect(attribute.document["stk-aa-bbb"]?.properties.stack?.marginsRelative == true)
        #expect(attribute.document["stk-aa-bbb"]?.properties.layoutMargins == .defaultMargins)
    }

    @Test func preservedSuperviewMarginsWinWhereTheViewTouchesThem() throws {
        let scene = try importOne(storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="out-aa-bbb">
                <rect key="frame" x="0.0" y="20" width="375" height="200"/>
                <subviews>
                    <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="inn-aa-bbb">
                        <rect key="frame" x="10" y="0.0" width="365" height="100"/>
                    </view>
                </subviews>
                <edgeInsets key="layoutMargins" top="30" left="30" bottom="30" right="30"/>
            </view>
            """))
        // Leading: 30 - 10 = 20; top: 30 - 0; trailing: 30 - 0; bottom: 30 - 100 < own 8.
        #expect(scene.document["inn-aa-bbb"]?.properties.layoutMargins == EdgeInsets(top: 30, leading: 20, bottom: 8, trailing: 30))
    }

    @Test func prioritiesAndIntrinsicSizes() throws {
        let scene = try importOne(storyboard(
            subviews: stack("", children: """
                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="252" horizontalCompressionResistancePriority="740" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-aa-bbb">
                    <rect key="frame" x="0.0" y="0.0" width="42" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <imageView userInteractionEnabled="NO" image="flowers" translatesAutoresizingMaskIntoConstraints="NO" id="img-aa-bbb">
                    <rect key="frame" x="42" y="0.0" width="300" height="100"/>
                </imageView>
                <view contentMode="scaleToFill" placeholderIntrinsicWidth="33" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="plc-aa-bbb">
                    <rect key="frame" x="342" y="0.0" width="1" height="100"/>
                </view>
                """),
            resources: #"<image name="flowers" width="300" height="400"/>"#))
        let label = try #require(scene.document["lab-aa-bbb"]?.properties)
        #expect(label.kind == .label)
        #expect(label.hugging == AxisPriorities(horizontal: 251, vertical: 252))
        #expect(label.compressionResistance == AxisPriorities(horizontal: 740, vertical: 750))
        #expect(label.intrinsicSize == IntrinsicSize(width: 42, height: 20.5))
        let baseline = try #require(label.baseline)
        #expect(baseline.first > 15 && baseline.first < 17 && baseline.first == baseline.last)
        let image = try #require(scene.document["img-aa-bbb"]?.properties)
        #expect(image.kind == .image)
        #expect(image.intrinsicSize == IntrinsicSize(width: 300, height: 400))
        // Absent priorities are UIKit's 250 / 750 whatever the class.
        #expect(image.hugging == AxisPriorities(horizontal: 250, vertical: 250))
        let placeholder = try #require(scene.document["plc-aa-bbb"]?.properties)
        #expect(placeholder.intrinsicSize == IntrinsicSize(width: 33, height: nil))
    }

    @Test func classesMapOntoKinds() throws {
        let elements = ["button", "textField", "switch", "scrollView", "slider", "segmentedControl", "textView"]
        let subviews = elements.enumerated().map { index, name in
            """
            <\(name) translatesAutoresizingMaskIntoConstraints="NO" id="k\(index)0-aa-bbb">
                <rect key="frame" x="0.0" y="\(index * 40)" width="51" height="31"/>
            </\(name)>
            """
        }.joined()
        let scene = try importOne(storyboard(subviews: stack(#"axis="vertical""#, children: subviews)))
        let kinds = elements.indices.map { scene.document["k\($0)0-aa-bbb"]?.properties.kind.rawValue }
        #expect(kinds == ["button", "textField", "switch", "scroll", "slider", "segmentedControl", "textView"])
        #expect(scene.document["k00-aa-bbb"]?.properties.intrinsicSize == IntrinsicSize(width: 51, height: 31))
        // A switch is arranged by its alignment rectangle, 2 points narrower than its frame.
        #expect(scene.document["k20-aa-bbb"]?.properties.intrinsicSize == IntrinsicSize(width: 49, height: 31))
        // A slider is arranged by its track, 1 point shorter than its frame.
        #expect(scene.document["k40-aa-bbb"]?.properties.intrinsicSize == IntrinsicSize(width: nil, height: 30))
        // A text view, scrolling or not, keeps its stored size as its intrinsic size (see
        // NaturalControlHeightTests.scrollingTextViewHugsItsStoredHeight).
        #expect(scene.document["k60-aa-bbb"]?.properties.intrinsicSize == IntrinsicSize(width: 51, height: 31))
    }

    let pinned = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a01-aa-bbb">
            <rect key="frame" x="16" y="20" width="100" height="75"/>
            <constraints>
                <constraint firstAttribute="width" secondItem="a01-aa-bbb" secondAttribute="height" multiplier="4:3" id="rat-aa-bbb"/>
                <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="100" priority="751" identifier="minimum" id="min-aa-bbb"/>
            </constraints>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b01-aa-bbb">
            <rect key="frame" x="16" y="100" width="50" height="40"/>
            <constraints>
                <constraint firstAttribute="height" constant="40" placeholder="YES" id="plh-aa-bbb"/>
            </constraints>
        </view>
        """

    @Test func constraintsMapEveryField() throws {
        let scene = try importOne(storyboard(subviews: pinned, constraints: """
            <constraint firstItem="a01-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leadingMargin" id="c01-aa-bbb"/>
            <constraint firstItem="a01-aa-bbb" firstAttribute="top" secondItem="saf-aa-bbb" secondAttribute="top" id="c02-aa-bbb"/>
            <constraint firstAttribute="trailing" relation="lessThanOrEqual" secondItem="b01-aa-bbb" secondAttribute="trailing" constant="8" id="c03-aa-bbb"/>
            <constraint firstItem="b01-aa-bbb" firstAttribute="width" secondItem="a01-aa-bbb" secondAttribute="width" multiplier="0.5" id="c04-aa-bbb"/>
            <constraint firstItem="b01-aa-bbb" firstAttribute="baseline" secondItem="a01-aa-bbb" secondAttribute="firstBaseline" id="c05-aa-bbb"/>
            <constraint firstItem="b01-aa-bbb" firstAttribute="left" secondItem="root-aa-bbb" secondAttribute="leftMargin" id="c06-aa-bbb"/>
            """))
        func constraint(_ id: String) throws -> LayoutConstraint {
            try #require(scene.document.constraints.first { $0.id == id })
        }
        #expect(try constraint("rat-aa-bbb").description == "a01-aa-bbb.width == a01-aa-bbb.height * \(4.0 / 3.0)")
        #expect(try constraint("min-aa-bbb").description == "a01-aa-bbb.width >= 100 @751")
        #expect(try constraint("plh-aa-bbb").description == "b01-aa-bbb.height == 40")
        #expect(try constraint("c01-aa-bbb").description == "a01-aa-bbb.leading == root-aa-bbb.leadingMargin")
        #expect(try constraint("c02-aa-bbb").description == "a01-aa-bbb.top == root-aa-bbb.safeArea.top")
        // A missing firstItem is the view whose <constraints> holds the constraint.
        #expect(try constraint("c03-aa-bbb").description == "root-aa-bbb.trailing <= b01-aa-bbb.trailing + 8")
        #expect(try constraint("c04-aa-bbb").description == "b01-aa-bbb.width == a01-aa-bbb.width * 0.5")
        #expect(try constraint("c05-aa-bbb").description == "b01-aa-bbb.lastBaseline == a01-aa-bbb.firstBaseline")
        #expect(try constraint("c06-aa-bbb").description == "b01-aa-bbb.left == root-aa-bbb.leadingMargin")
        // An iPhone 8's status bar; margins 16 inside the safe area.
        #expect(scene.document.root.properties.safeArea == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(scene.document.root.properties.layoutMargins == EdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 16))
    }

    @Test func viewControllerLayoutGuidesAreTheSafeArea() throws {
        let scene = try importOne(storyboard(
            subviews: pinned,
            constraints: """
                <constraint firstItem="a01-aa-bbb" firstAttribute="top" secondItem="tlg-aa-bbb" secondAttribute="bottom" constant="4" id="g01-aa-bbb"/>
                <constraint firstItem="blg-aa-bbb" firstAttribute="top" secondItem="b01-aa-bbb" secondAttribute="bottom" constant="527" id="g02-aa-bbb"/>
                """,
            controllerExtra: """
                <layoutGuides>
                    <viewControllerLayoutGuide type="top" id="tlg-aa-bbb"/>
                    <viewControllerLayoutGuide type="bottom" id="blg-aa-bbb"/>
                </layoutGuides>
                """))
        let descriptions = scene.document.constraints.map(\.description)
        #expect(descriptions.contains("a01-aa-bbb.top == root-aa-bbb.safeArea.top + 4"))
        #expect(descriptions.contains("root-aa-bbb.safeArea.bottom == b01-aa-bbb.bottom + 527"))
        #expect(scene.document.root.properties.safeArea == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    }

    @Test(arguments: [
        ("retina4_7", false, false, 20.0, 0.0), ("retina4_7", true, false, 64, 0), ("retina4_7", true, true, 64, 49),
        ("retina6_1", false, true, 48, 83), ("retina6_12", true, false, 103, 34),
    ])
    func safeAreaOfTheDeviceAndTheContainersBars(_ device: String, _ navigation: Bool, _ tab: Bool, _ top: Double, _ bottom: Double) throws {
        var text = String(decoding: storyboard(device: device, subviews: ""), as: UTF8.self)
        var containers = ""
        if navigation {
            containers += """
                <scene sceneID="nav-sc-000"><objects>
                <navigationController id="nav-aa-bbb" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nbr-aa-bbb"><rect key="frame" x="0.0" y="\(top - 44)" width="375" height="44"/></navigationBar>
                    <connections><segue destination="vc1-aa-bbb" kind="relationship" relationship="rootViewController" id="sg1-aa-bbb"/></connections>
                </navigationController></objects></scene>
                """
        }
        if tab {
            containers += """
                <scene sceneID="tab-sc-000"><objects>
                <tabBarController id="tab-aa-bbb" sceneMemberID="viewController">
                    <connections><segue destination="\(navigation ? "nav" : "vc1")-aa-bbb" kind="relationship" relationship="viewControllers" id="sg2-aa-bbb"/></connections>
                </tabBarController></objects></scene>
                """
        }
        text = text.replacingFirst("</scenes>", with: containers + "</scenes>")
        let scene = try importOne(Array(text.utf8))
        #expect(scene.document.root.properties.safeArea == EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
        #expect(scene.document.root.properties.layoutMargins.top == top)
    }

    @Test func staticCellsAreSubviewsAtTheirFrames() throws {
        let scene = try importOne(storyboard(subviews: """
            <tableView dataMode="static" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <sections>
                    <tableViewSection id="sec-aa-bbb">
                        <cells>
                            <tableViewCell contentMode="scaleToFill" id="cl1-aa-bbb">
                                <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" contentMode="center" id="cv1-aa-bbb">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """))
        #expect(scene.document["tbl-aa-bbb"]?.subviews == ["cl1-aa-bbb"])
        // The table keeps its stored frame (no constraint names it), so its cell keeps its own;
        // the content view fills the cell (`ListSizedViews`).
        #expect(!scene.document.constraints.contains { $0.id == "cl1-aa-bbb-list-width" })
        #expect(scene.document.constraints.contains { $0.id == "cv1-aa-bbb-autoresizing-right" })
        let frames = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!)).views
        func near(_ id: String, _ expected: Rect) -> Bool {
            guard let frame = frames.first(where: { $0.id == id })?.frame else { return false }
            return abs(frame.x - expected.x) <= 1e-6 && abs(frame.y - expected.y) <= 1e-6
                && abs(frame.width - expected.width) <= 1e-6 && abs(frame.height - expected.height) <= 1e-6
        }
        #expect(near("cl1-aa-bbb", Rect(x: 0, y: 28, width: 375, height: 44)))
        #expect(near("cv1-aa-bbb", Rect(x: 0, y: 0, width: 375, height: 44)))
    }

    @Test func scrollViewGuides() throws {
        let scene = try importOne(storyboard(subviews: """
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scr-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="cnt-aa-bbb" firstAttribute="top" secondItem="cg0-aa-bbb" secondAttribute="top" id="s01-aa-bbb"/>
                    <constraint firstItem="cnt-aa-bbb" firstAttribute="width" secondItem="fg0-aa-bbb" secondAttribute="width" id="s02-aa-bbb"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="cg0-aa-bbb"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fg0-aa-bbb"/>
            </scrollView>
            """))
        let descriptions = scene.document.constraints.map(\.description)
        #expect(descriptions.contains("cnt-aa-bbb.top == scr-aa-bbb.content.top"))
        #expect(descriptions.contains("cnt-aa-bbb.width == scr-aa-bbb.frame.width"))
        #expect(scene.document["scr-aa-bbb"]?.properties.kind == .scroll)
    }

    @Test func userLayoutGuidesAreLeftOutWithAWarning() throws {
        let bytes = storyboard(subviews: pinned, constraints:
            #"<constraint firstItem="a01-aa-bbb" firstAttribute="top" secondItem="ulg-aa-bbb" secondAttribute="top" id="u01-aa-bbb"/>"#)
        let text = String(decoding: bytes, as: UTF8.self)
            .replacingFirst(#"<viewLayoutGuide key="safeArea" id="saf-aa-bbb"/>"#,
                            with: #"<viewLayoutGuide key="safeArea" id="saf-aa-bbb"/><layoutGuide key="custom" id="ulg-aa-bbb"/>"#)
        let imported = try importOne(Array(text.utf8))
        #expect(!imported.document.constraints.contains { $0.id == "u01-aa-bbb" })
        #expect(imported.warnings.contains { $0.message.contains("u01-aa-bbb") })
    }

    @Test func sizeClassVariationsForTheDesignDevice() throws {
        let children = stack(#"axis="horizontal""#, extra: #"<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>"#,
                             children: twoViews)
        let portrait = try importOne(storyboard(device: "retina4_7", subviews: children))
        #expect(portrait.document["stk-aa-bbb"]?.properties.stack?.axis == .vertical)
        let landscape = try importOne(storyboard(device: "retina4_7", orientation: "landscape", subviews: children))
        #expect(landscape.document["stk-aa-bbb"]?.properties.stack?.axis == .horizontal)
        let anyDevice = try importOne(storyboard(device: nil, subviews: children))
        #expect(anyDevice.document["stk-aa-bbb"]?.properties.stack?.axis == .horizontal)
        let iPad = try importOne(storyboard(device: "ipad9_7", subviews: children))
        #expect(iPad.document["stk-aa-bbb"]?.properties.stack?.axis == .horizontal)
        // The alignment trap follows the axis the variation gives.
        let trapped = try importOne(storyboard(subviews: stack(
            #"axis="horizontal" alignment="top""#, extra: #"<variation key="widthClass=compact" axis="vertical"/>"#, children: twoViews)))
        #expect(trapped.document["stk-aa-bbb"]?.properties.stack?.alignment == .leading)
    }

    @Test func constraintMasksPerSizeClass() throws {
        let bytes = storyboard(
            subviews: pinned,
            constraints: """
                <constraint firstItem="a01-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" constant="20" id="m01-aa-bbb"/>
                <constraint firstItem="a01-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" constant="40" id="m02-aa-bbb"/>
                """,
            rootExtra: "")
        let text = String(decoding: bytes, as: UTF8.self).replacingFirst("</constraints>\n                    </view>", with: """
            </constraints>
            <variation key="default"><mask key="constraints"><exclude reference="m01-aa-bbb"/><exclude reference="m02-aa-bbb"/></mask></variation>
            <variation key="widthClass=compact"><mask key="constraints"><include reference="m02-aa-bbb"/></mask></variation>
            </view>
            """)
        let scene = try importOne(Array(text.utf8))
        let ids = Set(scene.document.constraints.compactMap(\.id))
        #expect(!ids.contains("m01-aa-bbb"))
        #expect(ids.contains("m02-aa-bbb"))
    }

    @Test func autoresizedViewsKeepTheirFrames() throws {
        let scene = try importOne(storyboard(subviews: """
            <view contentMode="scaleToFill" id="fre-aa-bbb">
                <rect key="frame" x="10" y="20" width="30" height="40"/>
            </view>
            <view contentMode="scaleToFill" id="nam-aa-bbb">
                <rect key="frame" x="50" y="60" width="70" height="80"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sub-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="70" height="80"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="sub-aa-bbb" firstAttribute="width" secondItem="nam-aa-bbb" secondAttribute="width" id="n01-aa-bbb"/>
                </constraints>
            </view>
            """))
        #expect(scene.document["fre-aa-bbb"]?.properties.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        let descriptions = scene.document.constraints.map(\.description)
        #expect(descriptions.contains("nam-aa-bbb.left == root-aa-bbb.left + 50"))
        #expect(descriptions.contains("nam-aa-bbb.height == 80"))
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!))
        #expect(result.frame(of: "nam-aa-bbb") == Rect(x: 50, y: 60, width: 70, height: 80))
        #expect(result.frame(of: "fre-aa-bbb") == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func canvasAndStoredFrames() throws {
        let scene = try importOne(storyboard(subviews: stack("", children: twoViews)))
        #expect(scene.document.canvas == Size(width: 375, height: 667))
        let frames = Dictionary(uniqueKeysWithValues: scene.storedFrames.map { ($0.id, $0) })
        #expect(frames["v01-aa-bbb"]?.absoluteFrame == Rect(x: 16, y: 20, width: 100, height: 50))
        #expect(frames["v02-aa-bbb"]?.frame == Rect(x: 0, y: 50, width: 100, height: 50))
        #expect(frames["v02-aa-bbb"]?.inHiddenSubtree == true)
        #expect(frames["stk-aa-bbb"]?.className == "stackView")
        #expect(scene.storedFrames.first?.id == "root-aa-bbb")
    }

    @Test func scenesAreNamedUniquely() throws {
        let one = String(decoding: storyboard(subviews: ""), as: UTF8.self)
        let start = one.firstRange(of: "<scene ")!.lowerBound
        let end = one.firstRange(of: "</scene>")!.upperBound
        var second = String(one[start..<end])
        for (old, new) in [("sc1-", "sc2-"), ("vc1-", "vc2-"), ("root-", "rt2-"), ("saf-", "sa2-")] {
            second = second.replacing(old, with: new)
        }
        let text = one.replacingFirst("</scenes>", with: second + "</scenes>")
        let file = try InterfaceBuilderImporter.importFile(Array(text.utf8), baseName: "Main")
        #expect(file.scenes.map(\.document.name) == ["Main/MainViewController", "Main/MainViewController 2"])
        #expect(file.kind == .storyboard)
    }

    @Test func xibTopLevelViews() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="top-aa-bbb" customClass="Card">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    </view>
                    <tableViewCell contentMode="scaleToFill" id="cel-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let file = try InterfaceBuilderImporter.importFile(Array(xib.utf8), baseName: "Cell")
        #expect(file.kind == .xib)
        #expect(file.scenes.map(\.document.name) == ["Cell/Card", "Cell/cel-aa-bbb"])
        #expect(file.scenes[1].document["cel-aa-bbb-contentView"] != nil)
        #expect(file.scenes[0].document.canvas == Size(width: 200, height: 100))
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
    }
}
