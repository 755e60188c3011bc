import InterfaceBuilderImport
import StackDocTestSupport
import StackDocument
import StackLayout
import Testing

/// Elements and attributes that change layout but are not modelled are reported by the
/// importer, `import` and `check-ib` as warnings with their line, never silently dropped.
@Suite struct UnmodelledInputWarningTests {
    static let rightToLeft = storyboard(subviews: """
        <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" translatesAutoresizingMaskIntoConstraints="NO" id="rtl-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
        </view>
        <datePicker contentMode="scaleToFill" datePickerMode="date" translatesAutoresizingMaskIntoConstraints="NO" id="dtp-aa-bbb">
            <rect key="frame" x="0.0" y="100" width="320" height="216"/>
        </datePicker>
        """, controllerExtra: """
        <simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>
        <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
        """)

    static func line(of fragment: String, in bytes: [UInt8]) -> Int {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(fragment) }.map { $0 + 1 } ?? -1
    }

    @Test(arguments: [
        ("semanticContentAttribute=\"forceRightToLeft\" on \"rtl-aa-bbb\"", "id=\"rtl-aa-bbb\""),
        ("the intrinsic size of <datePicker> \"dtp-aa-bbb\"", "id=\"dtp-aa-bbb\""),
        ("simulated status bar metrics", "simulatedStatusBarMetrics"),
        ("a simulated toolbar", "simulatedToolbarMetrics"),
    ])
    func eachUnmodelledInputIsAWarningWithItsLine(_ message: String, _ element: String) throws {
        let scene = try importOne(Self.rightToLeft)
        let warning = try #require(scene.warnings.first { $0.message.contains(message) }, "\(scene.warnings)")
        #expect(warning.line == Self.line(of: element, in: Self.rightToLeft))
    }

    @Test func checkIBAndImportPrintTheWarnings() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let path = directory + "/rtl.storyboard"
        try writeFile(path, String(decoding: Self.rightToLeft, as: UTF8.self))
        let line = Self.line(of: "id=\"rtl-aa-bbb\"", in: Self.rightToLeft)
        let check = try runStackdoc(["check-ib", path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("warning: \(path):\(line): semanticContentAttribute"), "\(check.stderr)")
        let json = try runStackdoc(["check-ib", "--format", "json", path])
        #expect(json.stdout.contains("semanticContentAttribute"), "\(json.stdout)")
        let imported = try runStackdoc(["import", path, "--db", directory + "/store.db"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("warning: \(path):\(line): semanticContentAttribute"), "\(imported.stderr)")
    }

    @Test func aFileWithNothingUnmodelledHasNoWarnings() throws {
        let scene = try importOne(storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </view>
            """))
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    }
}
