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

/// A small storyboard around `content` (the root view's subviews and constraints), for one
/// view controller on the given device.
func storyboard(
    device: String? = "retina4_7", orientation: String = "portrait", subviews: String, constraints: String = "",
    rootExtra: String = "", controllerExtra: String = "", resources: String = ""
) -> [UInt8] {
    let deviceElement = device.map { "<device id=\"\($0)\" orientation=\"\(orientation)\"/>" } ?? ""
    return Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            \(deviceElement)
            <scenes>
                <scene sceneID="sc1-aa-bbb">
                    <objects>
                        <viewController id="vc1-aa-bbb" customClass="MainViewController" sceneMemberID="viewController">
                            \(controllerExtra)
                            <view key="view" contentMode="scaleToFill" id="root-aa-bbb" \(rootExtra)>
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
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
