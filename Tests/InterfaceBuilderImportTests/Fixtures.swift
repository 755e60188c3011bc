import InterfaceBuilderFuzzing
import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// The Interface Builder fixtures in `../shared` next to the package, when present.
enum Fixtures {
    /// `<package root>/../shared/fixtures/interface-builder`.
    static let directory: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/") + "/../shared/fixtures/interface-builder"
    }()

    static let files: [(name: String, bytes: [UInt8])] = FixtureCorpus.load(directory: directory)

    static var available: Bool { !files.isEmpty }

    /// Why the tests that read the fixtures are skipped on a clone without `../shared`.
    static let skipComment: Comment = "needs the Interface Builder fixtures in ../shared/fixtures/interface-builder beside the package"

    static func bytes(_ name: String) -> [UInt8]? { files.first { $0.name == name }?.bytes }

    static func baseName(_ name: String) -> String { String(name[..<name.lastIndex(of: ".")!]) }
}

/// The one-rule reproducers in `../shared/fixtures/interface-builder-repros`, when present.
enum Repros {
    static let files: [(name: String, bytes: [UInt8])] = FixtureCorpus.load(directory: Fixtures.directory + "/../interface-builder-repros")

    static var available: Bool { !files.isEmpty }

    static let skipComment: Comment = "needs the reproducers in ../shared/fixtures/interface-builder-repros beside the package"

    static func bytes(_ name: String) -> [UInt8]? { files.first { $0.name == name }?.bytes }
}

/// A small storyboard around `content` (the root view's subviews and constraints), for one
/// view controller on the given device, saved by the Xcode of `toolsVersion` (15.3 unless told).
func storyboard(
    device: String? = "retina4_7", orientation: String = "portrait", toolsVersion: String = "23504", subviews: String,
    constraints: String = "", rootExtra: String = "", controllerExtra: String = "", resources: String = "",
    rootSize: (width: Double, height: Double) = (375, 667)
) -> [UInt8] {
    let deviceElement = device.map { "<device id=\"\($0)\" orientation=\"\(orientation)\"/>" } ?? ""
    return Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            \(deviceElement)
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="vc1-aa-bbb" customClass="MainViewController" sceneMemberID="viewController">
                            \(controllerExtra)
                            <view key="view" contentMode="scaleToFill" id="root-aa-bbb" \(rootExtra)>
                                <rect key="frame" x="0.0" y="0.0" width="\(rootSize.width)" height="\(rootSize.height)"/>
                                <subviews>
                                    \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-aa-bbb"/>
                                <constraints>
                                    \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>\(resources)</resources>
        </document>
        """.utf8)
}

/// A storyboard of one vertical stack, `alignment`-aligned, stored at (16, 20) below the safe
/// area's top and `width` wide, its bottom free: `arranged` (the arranged views above, stored
/// `storedHeight` tall), then a plain `width` x `boxHeight` view. With `pinsWidth`, a
/// constraint also holds the stack `width` wide.
func column(
    _ arranged: String, storedHeight: Double, width: Double, boxHeight: Double, alignment: String = "top", pinsWidth: Bool = false,
    resources: String = ""
) -> [UInt8] {
    let widthConstraint = pinsWidth ? #"<constraint firstItem="stk-aa-bbb" firstAttribute="width" constant="\#(width)" id="sc3-aa-bbb"/>"# : ""
    return storyboard(subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="\(alignment)" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb">
            <rect key="frame" x="16" y="20" width="\(width)" height="\(storedHeight + boxHeight)"/>
            <subviews>
                \(arranged)
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb">
                    <rect key="frame" x="0.0" y="\(storedHeight)" width="\(width)" height="\(boxHeight)"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="\(boxHeight)" id="bxh-aa-bbb"/>
                        <constraint firstAttribute="width" constant="\(width)" id="bxw-aa-bbb"/>
                    </constraints>
                </view>
            </subviews>
        </stackView>
        """, constraints: """
        <constraint firstItem="stk-aa-bbb" firstAttribute="top" secondItem="saf-aa-bbb" secondAttribute="top" id="sc1-aa-bbb"/>
        <constraint firstItem="stk-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" constant="16" id="sc2-aa-bbb"/>
        \(widthConstraint)
        """, resources: resources)
}

/// A horizontal fill-equally stack `id`, stored at (0, `y`) and `width` x `height`, of `count`
/// plain views `id-1`, `id-2`... each stored an equal share of the width of the visible ones
/// and `height` tall (the first `firstHeight` tall when given). With `hiddenLast`, the last view
/// is hidden and stored over the one before it; with `heightConstraints`, each view has a
/// height constraint of `height`. The stack's own constraints are the caller's.
func fillEquallyRow(
    _ id: String, y: Double = 0, width: Double, height: Double, count: Int = 2, hiddenLast: Bool = false,
    heightConstraints: Bool = false, firstHeight: Double? = nil
) -> String {
    let visible = hiddenLast ? count - 1 : count
    let share = width / Double(visible)
    let views = (1...count).map { index in
        let hidden = hiddenLast && index == count ? #"hidden="YES""# : ""
        let stored = index == 1 ? firstHeight ?? height : height
        let constraint = heightConstraints
            ? #"<constraints><constraint firstAttribute="height" constant="\#(height)" id="\#(id)-h\#(index)"/></constraints>"# : ""
        return """
            <view contentMode="scaleToFill" \(hidden) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-\(index)">
                <rect key="frame" x="\(Double(min(index, visible) - 1) * share)" y="0.0" width="\(share)" height="\(stored)"/>
                \(constraint)
            </view>
            """
    }
    return """
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
            <subviews>\(views.joined())</subviews>
        </stackView>
        """
}

/// Imports a synthetic file, expecting one scene.
func importOne(_ bytes: [UInt8]) throws -> ImportedScene {
    let file = try InterfaceBuilderImporter.importFile(bytes, baseName: "test")
    guard file.scenes.count == 1 else { throw InterfaceBuilderImportError("expected one scene, found \(file.scenes.count)") }
    return file.scenes[0]
}

func importError(_ bytes: [UInt8]) -> InterfaceBuilderImportError? {
    do {
        _ = try InterfaceBuilderImporter.importFile(bytes, baseName: "test")
        return nil
    } catch {
        return error
    }
}

/// Lays a scene out and compares it with the frames its file stores (`StoredFrameCheck`).
func storedFrameMisses(_ scene: ImportedScene) -> [StoredFrameCheck.Miss] {
    StoredFrameCheck.check(scene).misses
}

/// The check of every scene of a shared fixture whose name contains `fragment`, or nil when
/// the fixtures are not there.
func fixtureOutcomes(_ fragment: String) throws -> [StoredFrameCheck.Outcome]? {
    guard let (name, bytes) = Fixtures.files.first(where: { $0.name.contains(fragment) }) else { return nil }
    let file = try InterfaceBuilderImporter.importFile(bytes, baseName: Fixtures.baseName(name))
    return file.scenes.map { StoredFrameCheck.check($0) }
}

/// A small xib holding one top-level `<view>` of `size` with `content` (its subviews and
/// constraints) and `extra` elements, on the given device, saved by the Xcode of `toolsVersion`.
func xib(
    device: String = "retina6_1", toolsVersion: String = "17156", size: (width: Double, height: Double), subviews: String,
    constraints: String, extra: String = ""
) -> [UInt8] {
    Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="top-aa-bbb" customClass="BannerView">
                    <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        \(subviews)
                    </subviews>
                    <constraints>
                        \(constraints)
                    </constraints>
                    \(extra)
                </view>
            </objects>
        </document>
        """.utf8)
}
