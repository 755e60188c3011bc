import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// The system spacing between baselines comes from the fonts (the taller line of the two), not
/// the 8 points between edges: in stacks with baseline-relative arrangement and the standard
/// spacing, and in standard constraints between two baselines. No shared fixture has either.
@Suite struct BaselineSpacingTests {
    static func label(id: String, points: Double, height: Double, y: Double) -> String {
        NaturalTextSizeTests.label(
            id: id, font: #"<fontDescription key="fontDescription" type="system" pointSize="\#(points)"/>"#, height: height,
            width: 200, y: y)
    }

    static let line17 = 17 * 2444.0 / 2048, line13 = 13 * 2444.0 / 2048
    static let ascender17 = 17 * 1950.0 / 2048, ascender13 = 13 * 1950.0 / 2048

    /// The 13-pt label's top when its first baseline is one 17-pt line (the taller) below the
    /// 17-pt label's, each line centred in its natural height (20.5 and 16 at @2x): 23.95,
    /// which Xcode stores on the half-point grid as 24.
    static let lowerTop = ((20.5 - line17) / 2 + ascender17) + line17 - ((16 - line13) / 2 + ascender13)

    /// A column of a 17-pt and a 13-pt label with baseline-relative arrangement and the standard spacing.
    static let column = storyboard(
        subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="leading" spacingType="standard" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="col-aa-bbb">
                <rect key="frame" x="16" y="100" width="200" height="40"/>
                <subviews>
                    \(label(id: "big-aa-bbb", points: 17, height: 20.5, y: 0))
                    \(label(id: "sml-aa-bbb", points: 13, height: 16, y: 24))
                </subviews>
            </stackView>
            """,
        constraints: """
            <constraint firstItem="col-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" constant="100" id="cc1-aa-bbb"/>
            <constraint firstItem="col-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" constant="16" id="cc2-aa-bbb"/>
            """)

    @Test func baselineRelativeStackSpacesLinesByTheTallerFont() throws {
        let scene = try importOne(Self.column)
        #expect(storedFrameMisses(scene).isEmpty, "\(storedFrameMisses(scene))")
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!))
        let lower = try #require(result.frame(of: "sml-aa-bbb"))
        #expect(abs(lower.y - Self.lowerTop) < 1e-6)
        #expect(scene.document["col-aa-bbb"]?.properties.stack?.spacing == .system)
    }

    /// Without baseline-relative arrangement the standard spacing is 8 points between edges.
    @Test func edgeRelativeStackKeepsEightPoints() throws {
        let bytes = Array(String(decoding: Self.column, as: UTF8.self).replacingOccurrences(of: #"baselineRelativeArrangement="YES""#, with: "").utf8)
        let scene = try importOne(bytes)
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!))
        #expect(result.frame(of: "sml-aa-bbb")?.y == 28.5)
    }

    /// Two labels, the lower one placed by a constraint between baselines.
    static func constrained(_ attributes: String) -> [UInt8] {
        storyboard(
            subviews: label(id: "big-aa-bbb", points: 17, height: 20.5, y: 100) + label(id: "sml-aa-bbb", points: 13, height: 16, y: 124),
            constraints: """
                <constraint firstItem="big-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" constant="100" id="kc1-aa-bbb"/>
                <constraint firstItem="big-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="kc2-aa-bbb"/>
                <constraint firstItem="sml-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="kc3-aa-bbb"/>
                <constraint firstItem="sml-aa-bbb" firstAttribute="firstBaseline" secondItem="big-aa-bbb" secondAttribute="lastBaseline" \(attributes) id="kc4-aa-bbb"/>
                """)
    }

    /// A standard constraint between baselines is the system spacing between the fonts,
    /// whatever constant the file wrote beside `symbolic="YES"`.
    @Test(arguments: [#"symbolic="YES""#, #"constant="8" symbolic="YES""#])
    func standardBaselineConstraintUsesTheFonts(attributes: String) throws {
        let scene = try importOne(Self.constrained(attributes))
        let constraint = try #require(scene.document.constraints.first { $0.id == "kc4-aa-bbb" })
        #expect(abs(constraint.constant - Self.line17) < 1e-9)
        #expect(storedFrameMisses(scene).isEmpty, "\(storedFrameMisses(scene))")
    }

    /// A constant the file states (not standard) stays.
    @Test func statedBaselineConstantStays() throws {
        let scene = try importOne(Self.constrained(#"constant="30""#))
        #expect(scene.document.constraints.first { $0.id == "kc4-aa-bbb" }?.constant == 30)
    }
}
