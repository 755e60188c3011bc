import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// `InterfaceBuilderImportOptions.fallbackDevice`: files that declare no design device are read
/// as if they named it; files that declare one keep their own.
@Suite("A fallback device for files that declare none")
struct FallbackDeviceTests {
    static let iPhone15 = Device.named("iphone15")!.screen(landscape: false)
    static let iPhoneSE = Device.named("iphonese")!.screen(landscape: false)

    /// A xib without `<device>`: a 393 x 852 view with a stack of one one-line label pinned to
    /// its safe area and margins, at the frames Xcode stores on an iPhone 15 (the safe area
    /// 59 points down, the label one line of 17-point text on the @3x grid).
    static func deviceLessXib() -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="top-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb">
                                <rect key="frame" x="16" y="59" width="361" height="20.333333333333332"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-bbb">
                                        <rect key="frame" x="0.0" y="0.0" width="361" height="20.333333333333332"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </stackView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="saf-aa-bbb"/>
                        <constraints>
                            <constraint firstItem="stk-aa-bbb" firstAttribute="top" secondItem="saf-aa-bbb" secondAttribute="top" id="c01-aa-bbb"/>
                            <constraint firstItem="stk-aa-bbb" firstAttribute="leading" secondItem="top-aa-bbb" secondAttribute="leadingMargin" id="c02-aa-bbb"/>
                            <constraint firstAttribute="trailingMargin" secondItem="stk-aa-bbb" secondAttribute="trailing" id="c03-aa-bbb"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
    }

    static func importFile(_ bytes: [UInt8], fallback: DeviceScreen?) throws -> InterfaceBuilderFile {
        try InterfaceBuilderImporter.importFile(bytes, baseName: "test", options: InterfaceBuilderImportOptions(fallbackDevice: fallback))
    }

    @Test func aFileWithoutADeviceIsReadForTheFallbackDevice() throws {
        let file = try Self.importFile(Self.deviceLessXib(), fallback: Self.iPhone15)
        #expect(file.designDevice == DesignDevice(interfaceBuilderID: "retina6_12", landscape: false, declaredByFile: false))
        #expect(file.device == "retina6_12")
        let scene = try #require(file.scenes.first)
        #expect(scene.document.canvas == Size(width: 393, height: 852))
        #expect(scene.document.root.properties.safeArea == Self.iPhone15.safeArea)
        #expect(scene.document.root.properties.layoutMargins == Self.iPhone15.rootMargins)
        let outcome = StoredFrameCheck.check(scene)
        #expect(outcome.compared == 2)
        #expect(outcome.misses.isEmpty, "\(outcome.misses)")
        #expect(outcome.heightFromStoredFrame.isEmpty, "the label's height is measured on the device's pixel grid")
    }

    @Test func withoutAFallbackTheFileIsReadWithoutADevice() throws {
        let file = try Self.importFile(Self.deviceLessXib(), fallback: nil)
        #expect(file.designDevice == nil)
        let scene = try #require(file.scenes.first)
        #expect(scene.document.root.properties.safeArea.top == 20, "a 20-point status bar")
        let outcome = StoredFrameCheck.check(scene)
        #expect(outcome.misses.map(\.id) == ["stk-aa-bbb"])
        #expect(outcome.heightFromStoredFrame == [.noDevice: 1])
    }

    @Test func aDeclaredDeviceWinsOverTheFallback() throws {
        let bytes = storyboard(device: "retina4_7", subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb">
                <rect key="frame" x="16" y="20" width="343" height="44"/>
            </view>
            """, constraints: """
            <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="saf-aa-bbb" secondAttribute="top" id="c01-aa-bbb"/>
            <constraint firstItem="box-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leadingMargin" id="c02-aa-bbb"/>
            <constraint firstAttribute="trailingMargin" secondItem="box-aa-bbb" secondAttribute="trailing" id="c03-aa-bbb"/>
            <constraint firstAttribute="height" secondItem="box-aa-bbb" secondAttribute="height" constant="44" id="c04-aa-bbb"/>
            """)
        for fallback in [nil, Self.iPhone15, Device.named("ipad")!.screen(landscape: true)] {
            let file = try Self.importFile(bytes, fallback: fallback)
            #expect(file.designDevice == DesignDevice(interfaceBuilderID: "retina4_7", landscape: false, declaredByFile: true))
            let scene = try #require(file.scenes.first)
            #expect(scene.document.root.properties.safeArea == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
            #expect(StoredFrameCheck.check(scene).misses.isEmpty)
        }
    }

    @Test(arguments: [false, true])
    func aViewControllersViewWithoutAFrameFillsTheFallbackScreen(landscape: Bool) throws {
        let bytes = Array(String(decoding: storyboard(device: nil, subviews: ""), as: UTF8.self)
            .replacingFirst(#"<rect key="frame" x="0.0" y="0.0" width="375.0" height="667.0"/>"#, with: "").utf8)
        #expect(throws: InterfaceBuilderImportError.self) { try Self.importFile(bytes, fallback: nil) }
        let screen = Device.named("iphone15")!.screen(landscape: landscape)
        let file = try Self.importFile(bytes, fallback: screen)
        #expect(file.designDevice?.landscape == landscape)
        let scene = try #require(file.scenes.first)
        #expect(scene.document.canvas == screen.canvas)
        #expect(scene.document.root.properties.safeArea == screen.safeArea)
        #expect(scene.warnings.map(\.message) == ["the root view stores no frame: the canvas is the design device's screen"])
    }

    @Test func sizeClassesAreTheFallbackDevices() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="horizontal" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb">
                <rect key="frame" x="16" y="20" width="343" height="100"/>
                <variation key="heightClass=regular-widthClass=compact" axis="vertical"/>
            </stackView>
            """
        let bytes = storyboard(device: nil, subviews: stack)
        func axis(_ fallback: DeviceScreen?) throws -> Axis? {
            try Self.importFile(bytes, fallback: fallback).scenes.first?.document["stk-aa-bbb"]?.properties.stack?.axis
        }
        #expect(try axis(nil) == .horizontal)
        #expect(try axis(Self.iPhoneSE) == .vertical)
        #expect(try axis(Device.named("iphonese")!.screen(landscape: true)) == .horizontal)
    }

    /// A view controller's view stored at another size than the fallback screen says so: its
    /// stored frames were laid out for another screen. A xib's top-level view keeps its own
    /// size without a word (Interface Builder lays it out at any size).
    @Test func aViewControllerStoredForAnotherScreenIsWarnedAbout() throws {
        let box = """
            <view contentMode="scaleToFill" id="box-aa-bbb"><rect key="frame" x="10" y="20" width="30" height="40"/></view>
            """
        let anySize = try Self.importFile(storyboard(device: nil, subviews: box, rootSize: (600, 600)), fallback: Self.iPhoneSE)
        #expect(anySize.scenes.first?.warnings.map(\.message) == [
            "the view controller's view is stored at 600 x 600, not at the iPhone SE screen (375 x 667) it is read for: its stored frames were laid out for another screen",
        ])
        let onScreen = try Self.importFile(storyboard(device: nil, subviews: box, rootSize: (375, 667)), fallback: Self.iPhoneSE)
        #expect(onScreen.scenes.first?.warnings == [])
        let declared = try Self.importFile(storyboard(device: "retina6_12", subviews: box, rootSize: (600, 600)), fallback: Self.iPhoneSE)
        #expect(declared.scenes.first?.warnings == [])
        let xibView = try Self.importFile(Self.deviceLessXib(), fallback: Self.iPhoneSE)
        #expect(xibView.scenes.first?.warnings == [])
    }
}
