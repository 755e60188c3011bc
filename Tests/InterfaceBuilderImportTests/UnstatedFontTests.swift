import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// Text whose size the file does not fully state: a borderless text field is one line of its
/// font (rounded up to pixels), a label of a custom class keeps its stored height (its class
/// sets its font), and a size-class `<variation>` replaces child elements such as the font.
@Suite struct UnstatedFontTests {
    static func intrinsicHeight(_ bytes: [UInt8], of id: String) throws -> Double? {
        let scene = try importOne(bytes)
        return scene.document.layoutScene(canvas: scene.document.canvas!).views[id]?.intrinsicSize.height
    }

    static func field(border: String?, font: String, height: Double) -> [UInt8] {
        storyboard(subviews: """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(border.map { "borderStyle=\"\($0)\"" } ?? "") textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-aa-bbb">
                <rect key="frame" x="16" y="40" width="200" height="\(height)"/>
                \(font)
                <textInputTraits key="textInputTraits"/>
            </textField>
            """)
    }

    /// 14 pt (the default): 16.70 -> 17 at @2x; 17 pt: 20.29 -> 20.5; 20 pt: 23.87 -> 24.
    @Test(arguments: [
        (nil, #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#, 17.0),
        ("none", #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, 20.5),
        (nil, #"<fontDescription key="fontDescription" type="system" pointSize="20"/>"#, 24.0),
        (nil, "", 17.0),
    ] as [(String?, String, Double)])
    func borderlessTextFieldIsOneLineOfItsFont(border: String?, font: String, natural: Double) throws {
        let height = try Self.intrinsicHeight(Self.field(border: border, font: font, height: 40), of: "fld-aa-bbb")
        #expect(abs(try #require(height) - natural) <= 1e-6)
    }

    /// A bezel or line border adds padding the file does not show: the stored height stays.
    @Test(arguments: ["bezel", "line"])
    func borderedTextFieldKeepsItsStoredHeight(border: String) throws {
        let height = try Self.intrinsicHeight(
            Self.field(border: border, font: #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#, height: 40), of: "fld-aa-bbb")
        #expect(height == 40)
    }

    @Test func labelOfACustomClassKeepsItsStoredHeight() throws {
        let label = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Price" customClass="PriceLabel" customModule="Shop" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-bbb">
                <rect key="frame" x="16" y="40" width="100" height="26"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let scene = try importOne(storyboard(subviews: label))
        #expect(scene.document.layoutScene(canvas: scene.document.canvas!).views["lbl-aa-bbb"]?.intrinsicSize.height == 26)
        #expect(scene.storedFrames.first { $0.id == "lbl-aa-bbb" }?.heightStandIn == .customClass)
        let plain = try importOne(storyboard(subviews: label.replacingOccurrences(of: #"customClass="PriceLabel" customModule="Shop""#, with: "")))
        #expect(plain.document.layoutScene(canvas: plain.document.canvas!).views["lbl-aa-bbb"]?.intrinsicSize.height == 20.5)
    }

    /// The compact-width variation's 42-pt font replaces the 45-pt one on an iPhone in
    /// portrait (50.5 tall at @2x), not on an iPad (54).
    @Test(arguments: [("retina4_7", 50.5), ("ipad9_7", 54.0)])
    func variationChildFontApplies(device: String, natural: Double) throws {
        let bytes = storyboard(device: device, subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0" translatesAutoresizingMaskIntoConstraints="NO" id="big-aa-bbb">
                <rect key="frame" x="0.0" y="20" width="25.5" height="50.5"/>
                <fontDescription key="fontDescription" type="system" weight="light" pointSize="45"/>
                <variation key="heightClass=regular-widthClass=compact">
                    <fontDescription key="fontDescription" type="system" weight="light" pointSize="42"/>
                </variation>
            </label>
            """)
        let height = try Self.intrinsicHeight(bytes, of: "big-aa-bbb")
        #expect(abs(try #require(height) - natural) <= 1e-6)
    }

    @Test(.enabled(if: Repros.available, Repros.skipComment))
    func variationChildFontReproducerMatchesItsFrames() throws {
        let scene = try importOne(try #require(Repros.bytes("variation-child-font.storyboard")))
        let outcome = StoredFrameCheck.check(scene)
        #expect(outcome.compared > 0 && outcome.misses.isEmpty, "\(outcome.misses)")
    }
}
