import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// Pickers keep their stored height; a system symbol image is sized by the frame it was stored
/// at (drawn at its configuration's size, not its catalog size), and its constraints, which
/// bind its alignment rectangle, never make stored frames stale.
@Suite struct ControlAndSymbolTests {
    /// A vertical stack of `control` and a 320 x 40 view, stored `storedHeight` + 40 tall, its
    /// bottom free.
    static func column(_ control: String, storedHeight: Double, alignment: String = "top", resources: String = "") -> [UInt8] {
        InterfaceBuilderImportTests.column(control, storedHeight: storedHeight, width: 320, boxHeight: 40, alignment: alignment, resources: resources)
    }

    @Test(arguments: [
        #"<datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="pck-aa-bbb"><rect key="frame" x="0.0" y="0.0" width="320" height="216"/></datePicker>"#,
        #"<pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pck-aa-bbb"><rect key="frame" x="0.0" y="0.0" width="320" height="216"/></pickerView>"#,
    ])
    func pickersKeepTheirStoredHeight(picker: String) throws {
        let scene = try importOne(Self.column(picker, storedHeight: 216, alignment: "fill"))
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!))
        let frame = try #require(result.frame(of: "pck-aa-bbb"))
        #expect(abs(frame.height - 216) <= 1e-6, "\(frame)")
        #expect(StoredFrameCheck.check(scene).misses.isEmpty)
    }

    /// The catalog says 128 x 109; Interface Builder drew the symbol 20 x 19 at the default
    /// configuration, and the layout keeps that.
    @Test func symbolImageIsSizedByItsStoredFrameNotItsCatalogSize() throws {
        let scene = try importOne(Self.column("""
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="heart" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sym-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="20" height="19"/>
            </imageView>
            """, storedHeight: 19, resources: #"<image name="heart" catalog="system" width="128" height="109"/>"#))
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!))
        let frame = try #require(result.frame(of: "sym-aa-bbb"))
        #expect(abs(frame.width - 20) <= 1e-6 && abs(frame.height - 19) <= 1e-6, "\(frame)")
        #expect(StoredFrameCheck.check(scene).misses.isEmpty)
    }

    /// A plain image of the asset catalog keeps the size `<resources>` gives it.
    @Test func assetImageKeepsItsResourceSize() throws {
        let scene = try importOne(Self.column("""
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="img-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="64" height="32"/>
            </imageView>
            """, storedHeight: 32, resources: #"<image name="logo" width="64" height="32"/>"#))
        #expect(scene.document.layoutScene(canvas: scene.document.canvas!).views["img-aa-bbb"]?.intrinsicSize == IntrinsicSize(width: 64, height: 32))
    }

    /// A 30-pt row of a label, a slider and a label, 5 apart: the slider is arranged by its track
    /// (the labels sit 5 from it), its stored frame 2 points wider at each end and 1 taller.
    @Test func sliderIsArrangedByItsTrackAndReportedByItsFrame() throws {
        let scene = try importOne(storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="row-aa-bbb">
                <rect key="frame" x="16" y="40" width="343" height="30"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="R" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="20" height="30"/>
                    </label>
                    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld-aa-bbb">
                        <rect key="frame" x="23" y="0.0" width="276" height="31"/>
                    </slider>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="255" translatesAutoresizingMaskIntoConstraints="NO" id="lb2-aa-bbb">
                        <rect key="frame" x="302" y="0.0" width="41" height="30"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="rwh-aa-bbb"/>
                </constraints>
            </stackView>
            """, constraints: """
            <constraint firstItem="row-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" constant="40" id="rc1-aa-bbb"/>
            <constraint firstItem="row-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" constant="16" id="rc2-aa-bbb"/>
            <constraint firstItem="row-aa-bbb" firstAttribute="width" constant="343" id="rc3-aa-bbb"/>
            """))
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!))
        let slider = try #require(result.frame(of: "sld-aa-bbb"))
        #expect(abs(slider.x - 23) <= 1e-6 && abs(slider.width - 276) <= 1e-6 && abs(slider.height - 31) <= 1e-6, "\(slider)")
        #expect(StoredFrameCheck.check(scene).misses.isEmpty, "\(StoredFrameCheck.check(scene).misses)")
    }

    @Test(.enabled(if: Repros.available, Repros.skipComment))
    func symbolConstraintsNeverMakeStoredFramesStale() throws {
        let file = try InterfaceBuilderImporter.importFile(
            try #require(Repros.bytes("sf-symbol-stale-skip.xib")), baseName: "sym", options: .init(countsArrangedViews: true))
        let (scenes, arranged) = StoredFrameCheck.check(file)
        #expect(scenes[0].skippedBecause[.contradictsRequiredConstraint] == nil, "\(scenes[0].skippedBecause)")
        #expect(scenes[0].compared > 0)
        #expect(arranged.setApart.isEmpty && arranged.compared == 2, "\(arranged.setApart)")
    }
}
