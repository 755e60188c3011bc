import InterfaceBuilderImport
import StackDocTestSupport
import Testing

/// Numbers in Interface Builder files go by the document format's number rule: a value out of
/// range is refused naming the element, the attribute and the line, whether read as it is or
/// worked out from others, and nothing is stored.
@Suite struct NumberRangeTests {
    static let stack = """
        <stackView opaque="NO" contentMode="scaleToFill" spacing="SPACING" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
            <edgeInsets key="layoutMargins" top="MARGIN" left="0.0" bottom="0.0" right="0.0"/>
        </stackView>
        """

    /// A file whose stack has `spacing` and a top margin of `margin`, a constraint with
    /// `constant` and `multiplier`, and a root `width` wide.
    static func file(spacing: String = "8", margin: String = "0.0", constant: String = "10", multiplier: String = "1", width: String = "375.0") -> String {
        let subviews = stack.replacingOccurrences(of: "SPACING", with: spacing).replacingOccurrences(of: "MARGIN", with: margin)
        let constraint = #"<constraint firstItem="stk-aa-bbb" firstAttribute="width" secondItem="root-aa-bbb" secondAttribute="width" multiplier="M" constant="C" id="cns-aa-bbb"/>"#
            .replacingOccurrences(of: "M", with: multiplier).replacingOccurrences(of: "C", with: constant)
        return String(decoding: storyboard(subviews: subviews, constraints: constraint), as: UTF8.self)
            .replacingOccurrences(of: #"width="375.0""#, with: #"width="\#(width)""#)
    }

    /// The 1-based line of the first line of `text` that contains `marker`.
    static func line(of marker: String, in text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }! + 1
    }

    static let cases: [(name: String, text: String, message: String, marker: String)] = [
        ("spacing", file(spacing: "1e308"), "<stackView> spacing: 1e308 is out of range", "<stackView"),
        ("margin", file(margin: "1e308"), "<edgeInsets> top: 1e308 is out of range", "<edgeInsets"),
        ("constant", file(constant: "1e308"), "<constraint> constant: 1e308 is out of range", "cns-aa-bbb"),
        ("multiplier", file(multiplier: "1e5"), "multiplier \"1e5\": 100000 is out of range", "cns-aa-bbb"),
        ("tinyMultiplier", file(multiplier: "1:100000"), "too close to zero", "cns-aa-bbb"),
        ("canvas", file(width: "1e308"), "<rect> width: 1e308 is out of range", #"width="1e308""#),
        ("nan", file(spacing: "nan"), "<stackView> spacing: nan is not a finite number", "<stackView"),
        ("overflow", file(constant: "1e999"), "<constraint> constant: 1e999 is out of range", "cns-aa-bbb"),
    ]

    @Test(arguments: cases.map(\.name))
    func importerRefusesNamingTheElementAndLine(_ name: String) throws {
        let entry = Self.cases.first { $0.name == name }!
        let error = try #require(importError(Array(entry.text.utf8)))
        #expect(error.message.contains(entry.message), "\(error)")
        #expect(error.line == Self.line(of: entry.marker, in: entry.text), "\(error)")
    }

    @Test func aWorkedOutMarginOutOfRangeNamesItsView() throws {
        // The stack keeps its superview's margins: 9e6 less its y of -9e6 is 1.8e7, beyond 1e7.
        let text = Self.file().replacingOccurrences(
            of: #"<view key="view" contentMode="scaleToFill" id="root-aa-bbb" >"#,
            with: #"<view key="view" contentMode="scaleToFill" id="root-aa-bbb" ><edgeInsets key="layoutMargins" top="9e6" left="0" bottom="0" right="0"/>"#
        ).replacingOccurrences(of: #"id="stk-aa-bbb""#, with: #"preservesSuperviewLayoutMargins="YES" id="stk-aa-bbb""#)
            .replacingOccurrences(of: #"x="0.0" y="0.0" width="100""#, with: #"x="0.0" y="-9e6" width="100""#)
        let error = try #require(importError(Array(text.utf8)))
        #expect(error.message.contains(#"<stackView> "stk-aa-bbb": layoutMargins.top: 18000000 is out of range"#), "\(error)")
        #expect(error.line == Self.line(of: "<stackView", in: text))
    }

    @Test func numbersWithinRangeImport() throws {
        let scene = try importOne(Array(Self.file(spacing: "-4", margin: "1e7", constant: "-1e7", multiplier: "1e-4").utf8))
        #expect(scene.document["stk-aa-bbb"]?.properties.stack?.spacing == .points(-4))
    }

    @Test(arguments: ["spacing", "margin", "constant", "canvas"])
    func commandLineRefusesAndLeavesTheStoreUnchanged(_ name: String) throws {
        let entry = Self.cases.first { $0.name == name }!
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let store = directory + "/store.db"
        #expect(try runStackdoc(["import", "-", "--db", store, "--name", "existing"], stdin: BadInputTests.minimalJSON).status == 0)
        let before = try #require(TestEnvironment.contents(of: store))
        let path = directory + "/huge.storyboard"
        try writeFile(path, entry.text)
        let result = try runStackdoc(["import", path, "--db", store])
        #expect(result.status == 1)
        #expect(result.stderr.contains(entry.message), "\(result.stderr)")
        #expect(TestEnvironment.contents(of: store) == before)
    }
}
