import InterfaceBuilderImport
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// Xcode has saved frames with absurd numbers (a prototype cell at `y="1601601728"`): such a
/// frame is a warning naming the view and its line, read as 0 where it is out of range and not
/// compared; the file is still imported, checked and compared.
@Suite struct AbsurdFrameTests {
    static let file = storyboard(subviews: """
        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-aa-bbb">
            <rect key="frame" x="0.0" y="20" width="375" height="647"/>
            <prototypes>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" id="cel-aa-bbb">
                    <rect key="frame" x="0.0" y="1601601728" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-aa-bbb" id="cnt-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
        </tableView>
        """, constraints: """
        <constraint firstItem="tbl-aa-bbb" firstAttribute="top" secondItem="saf-aa-bbb" secondAttribute="top" id="tc1-aa-bbb"/>
        <constraint firstItem="tbl-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="tc2-aa-bbb"/>
        <constraint firstAttribute="trailing" secondItem="tbl-aa-bbb" secondAttribute="trailing" id="tc3-aa-bbb"/>
        <constraint firstAttribute="bottom" secondItem="tbl-aa-bbb" secondAttribute="bottom" id="tc4-aa-bbb"/>
        """)

    static var line: Int {
        String(decoding: file, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("1601601728") }.map { $0 + 1 } ?? -1
    }

    @Test func anOutOfRangeFrameIsAWarningAndTheViewIsNotCompared() throws {
        let scene = try importOne(Self.file)
        let warning = try #require(scene.warnings.first { $0.message.contains("\"cel-aa-bbb\"") }, "\(scene.warnings)")
        #expect(warning.message.contains("y = 1601601728"), "\(warning.message)")
        #expect(warning.line == Self.line)
        let outcome = StoredFrameCheck.check(scene)
        #expect(outcome.skippedBecause[.outOfRange] == 1)
        #expect(outcome.misses.isEmpty, "\(outcome.misses)")
    }

    /// Text that is no number at all is still refused.
    @Test func aFrameThatIsNotANumberIsRefused() throws {
        let text = String(decoding: Self.file, as: UTF8.self).replacingOccurrences(of: "1601601728", with: "12abc")
        let error = try #require(importError(Array(text.utf8)))
        #expect(error.description.contains("line \(Self.line)") && error.description.contains("y"), "\(error)")
    }

    @Test func checkIBAndDiffFilesReadTheFile() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let old = directory + "/old.storyboard"
        let new = directory + "/new.storyboard"
        try writeFile(old, String(decoding: Self.file, as: UTF8.self))
        try writeFile(new, String(decoding: Self.file, as: UTF8.self).replacingOccurrences(of: "1601601728", with: "28"))
        let check = try runStackdoc(["check-ib", old])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("warning: \(old):\(Self.line): the stored frame of \"cel-aa-bbb\""), "\(check.stderr)")
        let diff = try runStackdoc(["diff-files", old, new])
        #expect(diff.status == 0 || diff.status == 1, "\(diff.stderr)")
        #expect(!diff.stderr.contains("Error"), "\(diff.stderr)")
        #expect(diff.stdout.contains("cel-aa-bbb"), "\(diff.stdout)")
    }
}
