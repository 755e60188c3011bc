import Foundation
import StoryboardMerge

// Times `stackdoc merge-files` on a storyboard of 1,010 views (10 scenes, each a root view
// holding a vertical stack of 9 horizontal stacks of 10 labels), two sides edited apart:
// ours retitles 50 labels, theirs changes 20 stacks' spacing, inserts 10 labels and deletes 5.
// Reference in the same run: `git merge-file` (line-based) on the same three files.
// Usage: .build/release/merge-benchmarks [runs]   (the release `stackdoc` beside it)

func storyboard(retitled: Set<String> = [], spaced: Set<String> = [], inserted: Set<String> = [], deleted: Set<String> = []) -> String {
    var scenes = ""
    for scene in 0..<10 {
        var rows = ""
        for row in 0..<9 {
            let rowID = "s\(scene)r\(row)-st-ack"
            var labels = ""
            for leaf in 0..<10 {
                let id = "s\(scene)r\(row)l\(leaf)-lb"
                if deleted.contains(id) { continue }
                labels += label(id, text: retitled.contains(id) ? "Renamed \(leaf)" : "Label \(leaf)", x: leaf * 39)
                if inserted.contains(id) { labels += label(id + "n", text: "New", x: leaf * 39 + 20) }
            }
            rows += """
                                            <stackView opaque="NO" contentMode="scaleToFill" spacing="\(spaced.contains(rowID) ? 4 : 2)" translatesAutoresizingMaskIntoConstraints="NO" id="\(rowID)">
                                                <rect key="frame" x="0.0" y="\(row * 24)" width="393" height="20.5"/>
                                                <subviews>
            \(labels)                                    </subviews>
                                            </stackView>

            """
        }
        scenes += """
                    <scene sceneID="s\(scene)-sc-ene">
                        <objects>
                            <viewController id="s\(scene)-vc-ctl" customClass="Screen\(scene)ViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="s\(scene)-rt-vw">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="s\(scene)-st-ack">
                                            <rect key="frame" x="0.0" y="59" width="393" height="212"/>
                                            <subviews>
            \(rows)                                </subviews>
                                        </stackView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="s\(scene)-sa-fe"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
                                        <constraint firstItem="s\(scene)-st-ack" firstAttribute="top" secondItem="s\(scene)-sa-fe" secondAttribute="top" id="s\(scene)-c1-top"/>
                                        <constraint firstItem="s\(scene)-st-ack" firstAttribute="leading" secondItem="s\(scene)-sa-fe" secondAttribute="leading" id="s\(scene)-c2-lead"/>
                                        <constraint firstItem="s\(scene)-sa-fe" firstAttribute="trailing" secondItem="s\(scene)-st-ack" secondAttribute="trailing" id="s\(scene)-c3-trail"/>
                                    </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="s\(scene)-fr-rsp" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>

        """
    }
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
        \(scenes)    </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """
}

func label(_ id: String, text: String, x: Int) -> String {
    """
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                            <rect key="frame" x="\(x)" y="0.0" width="37" height="20.5"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                        </label>

    """
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 15 : 15
let directory = NSTemporaryDirectory() + "merge-benchmarks-\(getpid())"
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }
let retitled = Set((0..<5).flatMap { scene in (0..<10).map { "s\(scene)r\($0 % 9)l\($0)-lb" } })
let spaced = Set((5..<10).flatMap { scene in (0..<4).map { "s\(scene)r\($0)-st-ack" } })
let inserted = Set((5..<10).flatMap { scene in [0, 1].map { "s\(scene)r8l\($0 * 5)-lb" } })
let deleted = Set((0..<5).map { "s9r7l\($0)-lb" })
let base = storyboard()
let ours = storyboard(retitled: retitled)
let theirs = storyboard(spaced: spaced, inserted: inserted, deleted: deleted)
for (name, text) in [("base", base), ("ours", ours), ("theirs", theirs)] {
    try text.write(toFile: "\(directory)/\(name).storyboard", atomically: true, encoding: .utf8)
}
let views = base.components(separatedBy: "<label ").count - 1 + base.components(separatedBy: "<stackView ").count - 1 + 10
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path + "/stackdoc"
var driver: [Double] = []
var reference: [Double] = []
var inProcess: [Double] = []
var semantic: [Double] = []
for _ in 0..<runs {
    driver.append(try time {
        let status = try run(binary, ["merge-files", "\(directory)/base.storyboard", "\(directory)/ours.storyboard", "\(directory)/theirs.storyboard",
                                      "--output", "\(directory)/merged.storyboard", "--path", "Main.storyboard"])
        precondition(status == 0, "stackdoc merge-files exited \(status)")
    })
    reference.append(try time {
        _ = try run("/usr/bin/git", ["merge-file", "-p", "\(directory)/ours.storyboard", "\(directory)/base.storyboard", "\(directory)/theirs.storyboard"])
    })
    var merged: [UInt8] = []
    inProcess.append(try time {
        merged = try StoryboardMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8)).merged
    })
    semantic.append(time {
        precondition(SemanticMergeCheck.check(ours: Array(ours.utf8), theirs: Array(theirs.utf8), merged: merged, baseName: "Main").isEmpty)
    })
}
print("storyboard: \(views) views, \(base.utf8.count) bytes; \(runs) runs, medians")
print(String(format: "stackdoc merge-files (process, with layout checks): %.1f ms", median(driver)))
print(String(format: "  in process: text merge %.1f ms, layout checks %.1f ms", median(inProcess), median(semantic)))
print(String(format: "reference: git merge-file -p (line-based): %.1f ms", median(reference)))
