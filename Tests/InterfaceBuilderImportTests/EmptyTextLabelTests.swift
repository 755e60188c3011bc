import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// A label without text is 50 points tall in Interface Builder when it is of one line, wherever
/// nothing else sets its height, and 0 x 0 with any other number of lines.
@Suite struct EmptyTextLabelTests {
    /// A label `text` (absent when nil) of `lines` lines, stored `width` x `height` at the top of a
    /// leading-aligned vertical stack, under a 30-pt view.
    static func document(text: String?, lines: String?, width: Double, height: Double) -> [UInt8] {
        let textAttribute = text.map { "text=\"\($0)\"" } ?? ""
        let linesAttribute = lines.map { "numberOfLines=\"\($0)\"" } ?? ""
        return column("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" \(textAttribute) \(linesAttribute) textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
            </label>
            """, storedHeight: height, width: 200, boxHeight: 30, pinsWidth: true)
    }

    static func laidOut(_ bytes: [UInt8]) throws -> (scene: ImportedScene, outcome: StoredFrameCheck.Outcome, label: Rect) {
        let scene = try importOne(bytes)
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!))
        return (scene, StoredFrameCheck.check(scene), try #require(result.frame(of: "lbl-aa-bbb")))
    }

    /// Empty and absent text, one line stated or by default: 50 tall, at its stored width.
    @Test(arguments: [("", nil), (nil, nil), ("", "1")] as [(String?, String?)])
    func oneLineLabelWithoutTextIsFiftyPointsTall(text: String?, lines: String?) throws {
        let (_, outcome, label) = try Self.laidOut(Self.document(text: text, lines: lines, width: 120, height: 50))
        #expect(abs(label.height - 50) <= 1e-6 && abs(label.width - 120) <= 1e-6, "\(label)")
        #expect(outcome.misses.isEmpty, "\(outcome.misses)")
    }

    @Test(arguments: ["0", "2"])
    func labelWithoutTextOfSeveralLinesIsZeroByZero(lines: String) throws {
        let (_, outcome, label) = try Self.laidOut(Self.document(text: "", lines: lines, width: 0, height: 0))
        #expect(abs(label.width) <= 1e-6 && abs(label.height) <= 1e-6, "\(label)")
        #expect(outcome.misses.isEmpty, "\(outcome.misses)")
    }

    /// A label with text keeps the height of its line (20.5 at 17 pt on @2x), not 50.
    @Test func labelWithTextIsOneLineTall() throws {
        let (_, _, label) = try Self.laidOut(Self.document(text: "Title", lines: nil, width: 120, height: 20.5))
        #expect(abs(label.height - 20.5) <= 1e-6, "\(label)")
    }

    /// Attributed text is text: the label is not measured as empty.
    @Test func attributedTextIsNotEmpty() throws {
        let scene = try importOne(Self.document(text: nil, lines: nil, width: 120, height: 20.5).replacingLabelFont(
            with: #"<attributedString key="attributedText"><fragment content="Hi"/></attributedString>"#))
        let intrinsic = scene.document.layoutScene(canvas: scene.document.canvas!).views["lbl-aa-bbb"]?.intrinsicSize.height
        #expect(intrinsic != nil && intrinsic != 50, "\(String(describing: intrinsic))")
    }

    /// A text Xcode writes as a `<string key="text">` element (it does for text with line breaks)
    /// is text: the one-line label is one line of its font tall (20.5 at 17 pt on @2x), not 50.
    @Test func aTextElementIsText() throws {
        let element = "<string key=\"text\">First line\n\nSecond line</string>"
        let font = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        let scene = try importOne(Self.document(text: nil, lines: nil, width: 120, height: 20.5).replacingLabelFont(with: element + font))
        let intrinsic = scene.document.layoutScene(canvas: scene.document.canvas!).views["lbl-aa-bbb"]?.intrinsicSize.height
        #expect(intrinsic.map { abs($0 - 20.5) <= 1e-6 } == true, "\(String(describing: intrinsic))")
    }

    /// An attributed string without characters is no text: the label is measured as empty,
    /// and it shows nothing to be named by.
    @Test(arguments: [#"<attributedString key="attributedText"/>"#, #"<attributedString key="attributedText"><fragment content=""/></attributedString>"#])
    func attributedTextWithoutCharactersIsEmpty(attributed: String) throws {
        let scene = try importOne(Self.document(text: nil, lines: nil, width: 120, height: 50).replacingLabelFont(with: attributed))
        let intrinsic = scene.document.layoutScene(canvas: scene.document.canvas!).views["lbl-aa-bbb"]?.intrinsicSize.height
        #expect(intrinsic == 50, "\(String(describing: intrinsic))")
        #expect(scene.document["lbl-aa-bbb"]?.properties.text == nil)
    }
    /// A label without text has no line to centre: Auto Layout puts its last baseline the
    /// font's descender above its bottom. In a last-baseline row beside a 17-pt label, an empty
    /// 13-pt label 50 tall puts the text's baseline 46.86 below the row's top, so the text label
    /// sits 30.57 down (Xcode stores 30.5) and the row is 51 tall, not centred on the empty label.
    @Test func anEmptyLabelsLastBaselineIsItsDescenderAboveItsBottom() throws {
        let bytes = storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="lastBaseline" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb">
                <rect key="frame" x="16" y="20" width="202" height="51"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Carbs" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="txt-aa-bbb">
                        <rect key="frame" x="0.0" y="30.5" width="100" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-aa-bbb">
                        <rect key="frame" x="102" y="0.0" width="100" height="50"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                    </label>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stk-aa-bbb" firstAttribute="top" secondItem="saf-aa-bbb" secondAttribute="top" id="sc1-aa-bbb"/>
            <constraint firstItem="stk-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" constant="16" id="sc2-aa-bbb"/>
            """)
        let scene = try importOne(bytes)
        let result = LayoutEngine().layout(scene.document.layoutScene(canvas: scene.document.canvas!))
        let empty = try #require(result.frame(of: "lbl-aa-bbb")), text = try #require(result.frame(of: "txt-aa-bbb"))
        let emptyLastBaseline = 50 - 13 * 494.0 / 2048
        let textBaseline = (20.5 - 17 * 2444.0 / 2048) / 2 + 17 * 1950.0 / 2048
        #expect(abs(empty.y) <= 1e-6 && abs(empty.height - 50) <= 1e-6, "\(empty)")
        #expect(abs(text.y - (emptyLastBaseline - textBaseline)) <= 1e-6, "\(text)")
        #expect(StoredFrameCheck.check(scene).misses.isEmpty, "\(StoredFrameCheck.check(scene).misses)")
    }

    /// Loop's carbs header: two last-baseline rows, each a 42-pt value beside a column of a
    /// 17-pt caption over an empty 13-pt label, bottom-aligned in a 67-point row: each row spans
    /// the whole 67 points, as Xcode stores it.
    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func emptyLabelBaselinesInTheLoopFixture() throws {
        let outcomes = try #require(try fixtureOutcomes("LoopKit__Loop"))
        let missed = Set(outcomes.flatMap(\.misses).map(\.id))
        #expect(missed.isDisjoint(with: ["W9e-ML-5se", "epB-PX-SMb"]), "\(missed)")
    }
}

extension [UInt8] {
    /// The bytes with the first `<fontDescription .../>` replaced by `replacement`.
    func replacingLabelFont(with replacement: String) -> [UInt8] {
        let text = String(decoding: self, as: UTF8.self)
        guard let range = text.range(of: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#) else { return self }
        return Array(text.replacingCharacters(in: range, with: replacement).utf8)
    }

}
