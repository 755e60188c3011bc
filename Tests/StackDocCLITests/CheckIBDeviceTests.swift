import Foundation
import StackDocTestSupport
import StackDocument
import Testing

/// `check-ib --device NAME [--landscape]`: files that declare no device are compared as read
/// for it; files that declare one are compared at their own, and say so.
@Suite("check-ib on a device")
struct CheckIBDeviceTests {
    /// A xib without `<device>` whose stored frames are the ones Xcode lays out on an iPhone 15:
    /// a stack of one label pinned to the safe area (59 points down) and the margins.
    static let deviceLessXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="top-aa-bbb">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb">
                            <rect key="frame" x="16" y="59" width="361" height="20.333333333333332"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-bbb">
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
        """

    /// `Examples/sign-in.storyboard` declares an iPhone SE (`retina4_7`).
    static let signIn = ExampleFiles.path("sign-in.storyboard")

    @Test func aFileWithoutADeviceIsComparedOnTheDeviceGiven() throws {
        let workspace = Workspace()
        let xib = workspace.file("Legacy.xib", Self.deviceLessXib)
        let onDevice = try runStackdoc(["check-ib", xib, "--device", "iphone15"])
        #expect(onDevice.status == 0, "\(onDevice.stderr)")
        #expect(onDevice.stderr.isEmpty, "\(onDevice.stderr)")
        #expect(onDevice.stdout == """
            \(xib): 1 arranged views compared, 1 within 1 pt; 2 views compared, 2 within 1 pt; at iPhone 15 (--device)
            0 arranged views set apart
            1 views skipped: 1 root
            2 views compared, 2 within 1 pt
            1 arranged views compared, 1 within 1 pt (100%)

            """)
        // Without --device it has no safe area but a status bar's, and no pixel grid.
        let plain = try runStackdoc(["check-ib", xib])
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("\(xib): Legacy: stk-aa-bbb (stackView): ours (16, 20, 361 x 20.333), stored (16, 59, 361 x 20.333)"), "\(plain.stdout)")
        #expect(plain.stdout.contains("\(xib): 1 arranged views compared, 1 within 1 pt; 2 views compared, 1 within 1 pt; at the stored canvas (no device)"), "\(plain.stdout)")
        #expect(plain.stdout.contains("1 compared views keep their stored height (natural height not in the file): 1 noDevice"))
    }

    @Test func aFileWithADeviceIsComparedAtItsOwnAndSaysSo() throws {
        let own = try runStackdoc(["check-ib", Self.signIn])
        #expect(own.stdout.contains("\(Self.signIn): 8 arranged views compared, 8 within 1 pt; 9 views compared, 9 within 1 pt; at iPhone SE (the file's device)"), "\(own.stdout)")
        #expect(own.stderr.isEmpty)
        let other = try runStackdoc(["check-ib", Self.signIn, Self.signIn, "--device", "iphone15", "--landscape"])
        #expect(other.status == 0)
        let line = "\(Self.signIn): 8 arranged views compared, 8 within 1 pt; 9 views compared, 9 within 1 pt; at iPhone SE (the file's device)"
        #expect(
            other.stdout == "\(line)\n\(line)\n0 arranged views set apart\n2 views skipped: 2 root\n18 views compared, 18 within 1 pt\n"
                + "16 arranged views compared, 16 within 1 pt (100%)\n", "\(other.stdout)")
        let note = "note: \(Self.signIn) declares iPhone SE (retina4_7): compared at it, not at iPhone 15 landscape (--device)\n"
        #expect(other.stderr == note + note, "once per file: \(other.stderr)")
        // The same device as the file's says nothing.
        let same = try runStackdoc(["check-ib", Self.signIn, "--device", "iPhone SE"])
        #expect(same.stderr.isEmpty, "\(same.stderr)")
    }

    @Test func jsonNamesTheDeviceOfEachFileAndWhereItCameFrom() throws {
        let workspace = Workspace()
        let xib = workspace.file("Legacy.xib", Self.deviceLessXib)
        let result = try runStackdoc(["check-ib", Self.signIn, xib, "--device", "iphone15", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "JSON carries the note: \(result.stderr)")
        let report = try JSONParser.parse(result.stdout)
        guard case .array(let files)? = report["files"], files.count == 2 else {
            Issue.record("no two files in \(result.stdout)")
            return
        }
        #expect(files[0]["checkedAt"] == ["device": "iphonese", "interfaceBuilderID": "retina4_7", "landscape": false, "from": "file"])
        #expect(files[0]["deviceNotApplied"] == ["device": "iphone15", "landscape": false])
        #expect(files[1]["checkedAt"] == ["device": "iphone15", "interfaceBuilderID": "retina6_12", "landscape": false, "from": "--device"])
        #expect(files[1]["deviceNotApplied"] == .null)
        #expect(files[1]["within"] == 2)
        #expect(report["heightFromStoredFrame"] == [:])
        let plain = try JSONParser.parse(try runStackdoc(["check-ib", xib, "--format", "json"]).stdout)
        guard case .array(let plainFiles)? = plain["files"], let only = plainFiles.first else {
            Issue.record("no file in \(plain)")
            return
        }
        #expect(only["checkedAt"] == ["device": .null, "interfaceBuilderID": .null, "landscape": false, "from": "stored canvas"])
        #expect(only["deviceNotApplied"] == .null)
    }

    @Test(arguments: [
        (["--device", "iphon15"], #"unknown device "iphon15" for --device; did you mean "iphone15"?"#),
        (["--device", "nokia3310"], #"unknown device "nokia3310" for --device; `stackdoc devices` lists them"#),
        (["--landscape"], "--landscape turns a device: give --device NAME too"),
    ])
    func badDeviceFlagsAreClearErrors(flags: [String], message: String) throws {
        let result = try runStackdoc(["check-ib", Self.signIn] + flags)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "nothing is compared")
    }

    @Test func helpExplainsTheDeviceWithAnExample() throws {
        let help = try runStackdoc(["check-ib", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Examples:"))
        #expect(help.stdout.contains("stackdoc check-ib LegacyCell.xib --device iphone15"), "\(help.stdout)")
        #expect(help.stdout.contains("--landscape"))
    }
}
