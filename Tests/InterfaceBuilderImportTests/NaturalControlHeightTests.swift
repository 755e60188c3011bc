import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// System buttons, configuration buttons and rounded-rect text fields take their intrinsic
/// height from their font and their class's padding (see `NaturalControlHeight`), not from a
/// stored frame that constraints stretched; where the file does not say enough the stored height
/// stays.
@Suite struct NaturalControlHeightTests {
    static func button(id: String = "btn-aa-bbb", height: Double, attributes: String = #"buttonType="system""#, content: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(attributes) lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="16" y="100" width="120" height="\(height)"/>
            \(content)
        </button>
        """
    }

    static func textField(height: Double, attributes: String, font: String) -> String {
        """
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(attributes) textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="btn-aa-bbb">
            <rect key="frame" x="16" y="100" width="200" height="\(height)"/>
            \(font)
            <textInputTraits key="textInputTraits"/>
        </textField>
        """
    }

    /// `view` held `height` tall by a required height constraint, at (16, 100).
    static func stretched(_ view: String, height: Double, device: String = "retina4_7", toolsVersion: String = "23504") -> [UInt8] {
        storyboard(
            device: device, toolsVersion: toolsVersion, subviews: view,
            constraints: """
                <constraint firstItem="btn-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" constant="100" id="bc1-aa-bbb"/>
                <constraint firstItem="btn-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" constant="16" id="bc2-aa-bbb"/>
                <constraint firstItem="btn-aa-bbb" firstAttribute="height" constant="\(height)" id="bc3-aa-bbb"/>
                """)
    }

    static func intrinsicHeight(_ bytes: [UInt8]) throws -> Double? {
        let scene = try importOne(bytes)
        return scene.document.layoutScene(canvas: scene.document.canvas!).views["btn-aa-bbb"]?.intrinsicSize.height
    }

    static func font(_ points: Double) -> String {
        #"<fontDescription key="fontDescription" type="system" pointSize="\#(points)"/>"#
    }

    static let title = #"<state key="normal" title="Button"/>"#

    /// Xcode stores a system button's title line plus 6 points above and below, rounded up to a
    /// whole point (15 pt -> 30, 11 pt -> 26, 12 pt -> 27, 14 pt -> 29: ivpn's buttons), or its
    /// line plus its vertical content insets when they are not both zero.
    static let buttonCases: [(content: String, natural: Double)] = [
        (title, 30),
        (font(11) + title, 26),
        (font(12) + title, 27),
        (font(14) + title, 29),
        (#"<fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>"# + title, 33),
        (#"<inset key="contentEdgeInsets" minX="10" minY="10" maxX="10" maxY="10"/>"# + title, 38),
        (#"<inset key="contentEdgeInsets" minX="0.0" minY="0.01" maxX="0.0" maxY="0.01"/>"# + title, 18),
        (#"<inset key="contentEdgeInsets" minX="10" minY="0.0" maxX="10" maxY="0.0"/>"# + title, 30),
    ]

    @Test(arguments: buttonCases)
    func systemButtonHasItsNaturalHeight(content: String, natural: Double) throws {
        let bytes = Self.stretched(Self.button(height: 44, content: content), height: 44)
        #expect(try Self.intrinsicHeight(bytes) == natural)
    }

    /// Once the constraint that stretched it is gone, the button is laid out at the height Xcode
    /// stores for an unconstrained button.
    @Test func stretchedButtonReturnsToItsNaturalHeight() throws {
        let scene = try importOne(Self.stretched(Self.button(height: 44, content: Self.font(11) + Self.title), height: 44))
        #expect(storedFrameMisses(scene).isEmpty, "\(storedFrameMisses(scene))")
        var layout = scene.document.layoutScene(canvas: scene.document.canvas!)
        layout.constraints.removeAll { $0.id == "bc3-aa-bbb" }
        let frame = try #require(LayoutEngine().layout(layout).frame(of: "btn-aa-bbb"))
        #expect(frame.height == 26)
        #expect(frame.width == 120)
    }

    /// A configuration button of the default size: its title's line in the body font (17 pt),
    /// rounded to pixels, plus 7 points above and below.
    static let configurationCases: [(device: String, natural: Double)] = [("retina4_7", 34.5), ("retina6_12", 14 + 61.0 / 3)]

    @Test(arguments: configurationCases)
    func configurationButtonHasItsNaturalHeight(device: String, natural: Double) throws {
        let content = #"<buttonConfiguration key="configuration" style="filled" title="Button"/>"#
        let bytes = Self.stretched(Self.button(height: 50, attributes: "", content: content), height: 50, device: device)
        #expect(abs(try #require(try Self.intrinsicHeight(bytes)) - natural) < 1e-9)
    }

    /// What the file does not say keeps the stored height: an image (its size), a custom
    /// button, a custom font, an attributed title, a configuration of another size, no title.
    static let unmeasuredButtons: [(attributes: String, content: String)] = [
        (#"buttonType="system""#, #"<state key="normal" title="Add" image="plus"/>"#),
        (#"buttonType="custom""#, title),
        (#"buttonType="system""#, #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="15"/>"# + title),
        (#"buttonType="system""#, #"<state key="normal"><attributedString key="attributedTitle"><fragment content="Go"/></attributedString></state>"#),
        ("", #"<buttonConfiguration key="configuration" style="plain" title="Button" buttonSize="large"/>"#),
        ("", #"<buttonConfiguration key="configuration" style="plain" image="plus"/>"#),
        (#"buttonType="system""#, ""),
    ]

    @Test(arguments: unmeasuredButtons)
    func storedHeightStaysWhereTheButtonIsNotMeasured(attributes: String, content: String) throws {
        let bytes = Self.stretched(Self.button(height: 44, attributes: attributes, content: content), height: 44)
        #expect(try Self.intrinsicHeight(bytes) == 44)
    }

    /// A rounded-rect field is 34 tall in files of Xcode 11 and later at sizes up to 17 pt
    /// (openfoodfacts' 17-pt body fields), 30 before (at 14 pt: the UIKit Catalog's fields).
    static let fieldCases: [(toolsVersion: String, font: String, natural: Double)] = [
        ("23504", font(14), 34),
        ("18122", #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#, 34),
        ("23504", "", 34),
        ("13196", font(14), 30),
        ("8191", font(14), 30),
    ]

    @Test(arguments: fieldCases)
    func roundedRectFieldHasItsNaturalHeight(toolsVersion: String, font: String, natural: Double) throws {
        let field = Self.textField(height: 44, attributes: #"borderStyle="roundedRect""#, font: font)
        #expect(try Self.intrinsicHeight(Self.stretched(field, height: 44, toolsVersion: toolsVersion)) == natural)
    }

    /// Fields with a line or bezel border, and fonts larger than the field's fixed height
    /// holds, keep the stored height (borderless ones are one line of their font:
    /// `UnstatedFontTests`).
    static let unmeasuredFields: [(attributes: String, font: String)] = [
        (#"borderStyle="line""#, font(14)),
        (#"borderStyle="bezel""#, font(14)),
        (#"borderStyle="roundedRect""#, font(22)),
        (#"borderStyle="roundedRect""#, #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="14"/>"#),
    ]

    @Test(arguments: unmeasuredFields)
    func storedHeightStaysWhereTheFieldIsNotMeasured(attributes: String, font: String) throws {
        let field = Self.textField(height: 44, attributes: attributes, font: font)
        #expect(try Self.intrinsicHeight(Self.stretched(field, height: 44)) == 44)
    }

    /// A stretched field's text is centred: its baseline is its line centred in the stored height.
    @Test func stretchedFieldsBaselineIsItsCentredLine() throws {
        let scene = try importOne(Self.stretched(Self.textField(height: 44, attributes: #"borderStyle="roundedRect""#, font: Self.font(14)), height: 44))
        let baseline = try #require(scene.document["btn-aa-bbb"]?.properties.baseline)
        let line = 14 * 2444.0 / 2048, ascender = 14 * 1950.0 / 2048
        #expect(abs(baseline.first - ((44 - line) / 2 + ascender)) < 1e-9)
    }

    /// The shared fixtures' buttons and fields at their natural heights (Xcode's frames).
    static let fixtureCases: [(file: String, id: String, natural: Double)] = [
        ("ivpn__ios-app__Main.storyboard", "OqR-DO-cQW", 26),
        ("ivpn__ios-app__Main.storyboard", "c2o-AA-5wb", 27),
        ("ivpn__ios-app__Main.storyboard", "VVR-uG-5Ve", 29),
        ("firebase__quickstart-ios__InstallationsExample-Main.storyboard", "Afz-67-w05", 30),
        ("openfoodfacts__openfoodfacts-ios__Settings.storyboard", "wHV-EG-0Wc", 34),
        ("joshuapekera__UIKitCatalog__UIKitCatalog-StackViewController.storyboard", "XGO-At-Hp0", 30),
    ]

    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment), arguments: fixtureCases)
    func fixtureControlsAreAtTheirNaturalHeight(file: String, id: String, natural: Double) throws {
        let imported = try InterfaceBuilderImporter.importFile(try #require(Fixtures.bytes(file)), baseName: Fixtures.baseName(file))
        let scene = try #require(imported.scenes.first { $0.document[id] != nil })
        #expect(scene.document[id]?.properties.intrinsicSize.height == natural)
        #expect(scene.storedFrames.first { $0.id == id }?.frame.height == natural)
    }
}

extension NaturalControlHeightTests {
    /// A fill column of a margins stack holding a 15-pt button (natural height 30) and a
    /// scrolling text view at least 200 tall, 20 points taller than its content: Xcode stores
    /// the button 50 tall and the text view at its stored height. The text view hugs its stored
    /// height at 250 like the button hugs its title, and the tie goes to the first view.
    static let textViewColumn = storyboard(
        device: "retina4_7", toolsVersion: "15505",
        subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="col-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="top-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="90"/>
                        <subviews>
                            \(button(height: 50, attributes: #"buttonType="roundedRect""#, content: title).replacingOccurrences(of: #"x="16" y="100" width="120""#, with: #"x="8" y="20" width="359""#))
                        </subviews>
                        <edgeInsets key="layoutMargins" top="20" left="8" bottom="20" right="8"/>
                    </stackView>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="txt-aa-bbb">
                        <rect key="frame" x="0.0" y="90" width="375" height="310"/>
                        <constraints>
                            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="200" id="tc1-aa-bbb"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textView>
                </subviews>
            </stackView>
            """,
        constraints: """
            <constraint firstItem="col-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" id="cc1-aa-bbb"/>
            <constraint firstItem="col-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="cc2-aa-bbb"/>
            <constraint firstAttribute="trailing" secondItem="col-aa-bbb" secondAttribute="trailing" id="cc3-aa-bbb"/>
            <constraint firstItem="col-aa-bbb" firstAttribute="height" constant="400" id="cc4-aa-bbb"/>
            """)

    @Test func scrollingTextViewHugsItsStoredHeight() throws {
        let scene = try importOne(Self.textViewColumn)
        #expect(scene.document["btn-aa-bbb"]?.properties.intrinsicSize.height == 30)
        #expect(storedFrameMisses(scene).isEmpty, "\(storedFrameMisses(scene))")
    }
}

extension NaturalControlHeightTests {
    /// The check counts the compared views whose height it could not measure, by why.
    @Test func checkCountsHeightsTakenFromStoredFrames() throws {
        let views = [
            NaturalTextSizeTests.label(id: "one-aa-bbb", font: NaturalTextSizeTests.system17, height: 20.5, y: 0),
            NaturalTextSizeTests.label(id: "two-aa-bbb", font: NaturalTextSizeTests.system17, height: 41, y: 50, extra: #"numberOfLines="2""#),
            Self.button(id: "img-aa-bbb", height: 44, content: #"<state key="normal" image="plus"/>"#),
            NaturalTextSizeTests.label(
                id: "avn-aa-bbb", font: #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="17"/>"#,
                height: 23, y: 150),
        ]
        // Each view pinned where it is stored: (0, 0), (0, 50), (16, 100), (0, 150).
        let pins = ["one-aa-bbb", "two-aa-bbb", "img-aa-bbb", "avn-aa-bbb"].enumerated().map { index, id in
            """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" constant="\(index * 50)" id="t\(index)c-aa-bbb"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" constant="\(index == 2 ? 16 : 0)" id="l\(index)c-aa-bbb"/>
            """
        }
        let scene = try importOne(storyboard(subviews: views.joined(), constraints: pins.joined()))
        let outcome = StoredFrameCheck.check(scene)
        #expect(outcome.compared == 4 && outcome.within == 4, "\(outcome.misses)")
        #expect(outcome.heightFromStoredFrame == [.severalLines: 1, .customFont: 1, .buttonContent: 1])
    }

    /// Over the shared fixtures, the views whose heights stand in, by why (printed).
    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func fixturesReportTheirUnmeasuredHeights() throws {
        var counts: [StoredSizeStandIn: Int] = [:]
        for (name, bytes) in Fixtures.files {
            for scene in try InterfaceBuilderImporter.importFile(bytes, baseName: Fixtures.baseName(name)).scenes {
                counts.merge(StoredFrameCheck.check(scene).heightFromStoredFrame, uniquingKeysWith: +)
            }
        }
        print("heights from stored frames:", counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", "))
        #expect(counts[.noDevice, default: 0] > 0)
        #expect(counts[.severalLines, default: 0] > 0)
    }
}
