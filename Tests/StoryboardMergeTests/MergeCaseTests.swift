import InterfaceBuilderImport
import StoryboardMerge
import Testing

/// A small storyboard written for a test, edited as text the way Interface Builder would.
enum Sample {
    static let base = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <!--Profile-->
                <scene sceneID="sc1-aa-aaa">
                    <objects>
                        <viewController id="vc1-aa-aaa" customClass="ProfileViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <stackView opaque="NO" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-aaa">
                                        <rect key="frame" x="0.0" y="59" width="393" height="72"/>
                                        <subviews>
                                            <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="lbA-aa-aaa">
                                                <rect key="frame" x="0.0" y="0.0" width="393" height="20.5"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                            <label opaque="NO" text="Email" translatesAutoresizingMaskIntoConstraints="NO" id="lbB-aa-aaa">
                                                <rect key="frame" x="0.0" y="28.5" width="393" height="20.5"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </stackView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="stk-aa-aaa" firstAttribute="top" secondItem="root-aa-aaa" secondAttribute="top" constant="59" id="c01-aa-aaa"/>
                                    <constraint firstItem="stk-aa-aaa" firstAttribute="leading" secondItem="root-aa-aaa" secondAttribute="leading" id="c02-aa-aaa"/>
                                    <constraint firstAttribute="trailing" secondItem="stk-aa-aaa" secondAttribute="trailing" id="c03-aa-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    static let thirdLabel = """
                                            <label opaque="NO" text="Phone" translatesAutoresizingMaskIntoConstraints="NO" id="lbC-aa-aaa">
                                                <rect key="frame" x="0.0" y="57" width="393" height="20.5"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>

        """

    /// The lines of `text` from the one holding `needle` to the first after it that holds `end`.
    static func lines(of text: String, from needle: String, to end: String) -> Range<String.Index> {
        let hit = text.range(of: needle)!.lowerBound
        let start = text[..<hit].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let stop = text[hit...].range(of: end)!.upperBound
        return start..<text[stop...].firstIndex(of: "\n").map { text.index(after: $0) }!
    }

    /// `text` with `insertion` after the lines from `needle` to `end`.
    static func inserting(_ insertion: String, in text: String, after needle: String, _ end: String) -> String {
        let range = lines(of: text, from: needle, to: end)
        return String(text[..<range.upperBound]) + insertion + text[range.upperBound...]
    }

    /// A constraint line indented as the sample's constraints are.
    static func constraintLine(_ body: String) -> String {
        let line = base[lines(of: base, from: "c03-aa-aaa", to: "/>")]
        return String(line.prefix { $0 == " " }) + body + "\n"
    }

    static func replacing(_ text: String, _ old: String, _ new: String) -> String {
        precondition(text.contains(old), "the sample has no \(old)")
        return text.replacingOccurrences(of: old, with: new)
    }

    static func merge(_ base: String, _ ours: String, _ theirs: String) throws -> (text: String, result: TextMergeResult) {
        let result = try StoryboardMerge.merge(base: Array(base.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8))
        return (String(decoding: result.merged, as: UTF8.self), result)
    }
}

extension String {
    func replacingOccurrences(of old: String, with new: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: old) {
            result += rest[..<range.lowerBound] + new
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

@Suite struct MergeCaseTests {
    @Test func changesToDifferentAttributesMergeAndTheRestStaysByteForByte() throws {
        let ours = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Full name\"")
        let theirs = Sample.replacing(Sample.base, "spacing=\"8\"", "spacing=\"12\"")
        let (text, result) = try Sample.merge(Sample.base, ours, theirs)
        #expect(result.isClean)
        #expect(text == Sample.replacing(ours, "spacing=\"8\"", "spacing=\"12\""))
    }

    @Test func changesToDifferentAttributesOfOneElementMerge() throws {
        let ours = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Full name\"")
        let theirs = Sample.replacing(Sample.base, "opaque=\"NO\" text=\"Name\"", "opaque=\"YES\" text=\"Name\" alpha=\"0.5\"")
        let (text, result) = try Sample.merge(Sample.base, ours, theirs)
        #expect(result.isClean)
        #expect(text == Sample.replacing(Sample.base, "opaque=\"NO\" text=\"Name\"", "opaque=\"YES\" text=\"Full name\" alpha=\"0.5\""))
    }

    @Test func anUnchangedSideGivesTheOtherExactly() throws {
        let ours = Sample.replacing(Sample.base, "    <label opaque=\"NO\" text=\"Name\"", "\t<label opaque=\"NO\"   text=\"Name\"")
        #expect(try Sample.merge(Sample.base, ours, Sample.base).text == ours)
        #expect(try Sample.merge(Sample.base, Sample.base, ours).text == ours)
    }

    @Test func theSameAttributeChangedDifferentlyConflictsAroundTheStartTag() throws {
        let ours = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Full name\"")
        let theirs = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Your name\"")
        let (text, result) = try Sample.merge(Sample.base, ours, theirs)
        #expect(result.conflicts.count == 1)
        let conflict = try #require(result.conflicts.first)
        #expect(conflict.kind == .attribute)
        #expect(conflict.element == "lbA-aa-aaa")
        #expect(conflict.attribute == "text")
        #expect(conflict.baseLine == 15 && conflict.oursLine == 15 && conflict.theirsLine == 15)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let marker = try #require(conflict.mergedLine)
        #expect(lines[marker - 1] == "<<<<<<< ours")
        #expect(lines[marker].contains("text=\"Full name\"") && lines[marker].hasPrefix(Sample.thirdLabel.prefix { $0 == " " }))
        #expect(lines[marker + 1] == "=======")
        #expect(lines[marker + 2].contains("text=\"Your name\""))
        #expect(lines[marker + 3] == ">>>>>>> theirs")
        #expect(lines[marker + 4].contains("<rect key=\"frame\" x=\"0.0\" y=\"0.0\""))
    }

    @Test func theSameChangeOnBothSidesIsNoConflict() throws {
        let ours = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Full name\"")
        let (text, result) = try Sample.merge(Sample.base, ours, ours)
        #expect(result.isClean)
        #expect(text == ours)
    }

    @Test func anElementAddedOnOneSideGoesInAtItsPlace() throws {
        // Theirs inserts a label between the two; ours changes the first.
        let theirs = Sample.inserting(Sample.thirdLabel, in: Sample.base, after: "text=\"Name\"", "</label>")
        let ours = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Full name\"")
        let (text, result) = try Sample.merge(Sample.base, ours, theirs)
        #expect(result.isClean)
        #expect(text == Sample.replacing(theirs, "text=\"Name\"", "text=\"Full name\""))
    }

    @Test func insertionsAtTheSamePlaceOfSubviewsConflict() throws {
        let theirs = Sample.inserting(Sample.thirdLabel, in: Sample.base, after: "text=\"Email\"", "</label>")
        let ours = Sample.replacing(theirs, "lbC-aa-aaa", "lbD-aa-aaa")
        let (text, result) = try Sample.merge(Sample.base, ours, theirs)
        #expect(result.conflicts.map(\.kind) == [.insertedAtSamePlace])
        #expect(text.contains("<<<<<<< ours\n" + Sample.thirdLabel.prefix { $0 == " " } + "<label opaque=\"NO\" text=\"Phone\""))
    }

    @Test func constraintsAddedOnBothSidesAreBothKept() throws {
        let ours = Sample.inserting(
            Sample.constraintLine("<constraint firstItem=\"lbA-aa-aaa\" firstAttribute=\"height\" constant=\"20\" id=\"c04-aa-aaa\"/>"),
            in: Sample.base, after: "c03-aa-aaa", "/>")
        let theirs = Sample.inserting(
            Sample.constraintLine("<constraint firstItem=\"lbB-aa-aaa\" firstAttribute=\"height\" constant=\"30\" id=\"c05-aa-aaa\"/>"),
            in: Sample.base, after: "c03-aa-aaa", "/>")
        let (text, result) = try Sample.merge(Sample.base, ours, theirs)
        #expect(result.isClean)
        #expect(text.contains("c04-aa-aaa") && text.contains("c05-aa-aaa"))
        _ = try XMLParser.parse(text)
    }

    @Test func deletedOnOneSideAndUntouchedOnTheOtherIsDeleted() throws {
        let line = Sample.lines(of: Sample.base, from: "c02-aa-aaa", to: "/>")
        let ours = String(Sample.base[..<line.lowerBound] + Sample.base[line.upperBound...])
        let theirs = Sample.replacing(Sample.base, "text=\"Email\"", "text=\"Mail\"")
        let (text, result) = try Sample.merge(Sample.base, ours, theirs)
        #expect(result.isClean)
        #expect(text == Sample.replacing(ours, "text=\"Email\"", "text=\"Mail\""))
    }

    @Test func deletedOnOneSideAndChangedOnTheOtherConflicts() throws {
        let label = Sample.lines(of: Sample.base, from: "text=\"Email\"", to: "</label>")
        let ours = String(Sample.base[..<label.lowerBound] + Sample.base[label.upperBound...])
        let theirs = Sample.replacing(Sample.base, "text=\"Email\"", "text=\"Mail\"")
        let (text, result) = try Sample.merge(Sample.base, ours, theirs)
        let conflict = try #require(result.conflicts.first)
        #expect(result.conflicts.count == 1)
        #expect(conflict.kind == .deletedByOursChangedByTheirs)
        #expect(conflict.element == "lbB-aa-aaa")
        #expect(conflict.oursLine == nil && conflict.theirsLine == 19)
        #expect(text.contains("<<<<<<< ours\n=======\n" + Sample.thirdLabel.prefix { $0 == " " } + "<label opaque=\"NO\" text=\"Mail\""))
    }

    @Test func aConstraintToAViewTheOtherSideDeletedConflicts() throws {
        let label = Sample.lines(of: Sample.base, from: "text=\"Email\"", to: "</label>")
        let theirs = String(Sample.base[..<label.lowerBound] + Sample.base[label.upperBound...])
        let added = Sample.constraintLine("<constraint firstItem=\"lbB-aa-aaa\" firstAttribute=\"height\" constant=\"30\" id=\"c05-aa-aaa\"/>")
        let ours = Sample.inserting(added, in: Sample.base, after: "c03-aa-aaa", "/>")
        let (text, result) = try Sample.merge(Sample.base, ours, theirs)
        #expect(result.conflicts.map(\.kind) == [.danglingReference])
        #expect(result.conflicts.first?.element == "c05-aa-aaa")
        #expect(result.conflicts.first?.message.contains("lbB-aa-aaa") == true)
        #expect(text.contains("<<<<<<< ours\n" + added + "=======\n>>>>>>> theirs\n"))
    }

    @Test func anIdAddedOnBothSidesWithDifferentContentConflicts() throws {
        let ours = Sample.inserting(Sample.thirdLabel, in: Sample.base, after: "text=\"Email\"", "</label>")
        let theirs = Sample.replacing(ours, "text=\"Phone\"", "text=\"Telephone\"")
        let (_, result) = try Sample.merge(Sample.base, ours, theirs)
        #expect(result.conflicts.map(\.kind) == [.addedOnBothSides])
        let (same, clean) = try Sample.merge(Sample.base, ours, ours)
        #expect(clean.isClean && same == ours)
    }

    @Test func aReorderOnOneSideMergesWithAChangeOnTheOther() throws {
        let first = Sample.lines(of: Sample.base, from: "text=\"Name\"", to: "</label>")
        let second = Sample.lines(of: Sample.base, from: "text=\"Email\"", to: "</label>")
        let ours = String(
            Sample.base[..<first.lowerBound] + Sample.base[second] + Sample.base[first] + Sample.base[second.upperBound...])
        let theirs = Sample.replacing(Sample.base, "text=\"Name\"", "text=\"Full name\"")
        let (text, result) = try Sample.merge(Sample.base, ours, theirs)
        #expect(result.isClean)
        #expect(text == Sample.replacing(ours, "text=\"Name\"", "text=\"Full name\""))
    }

    @Test func anInputThatDeclaresAnExternalEntityIsRefused() throws {
        let hostile = "<?xml version=\"1.0\"?>\n<!DOCTYPE document SYSTEM \"file:///etc/passwd\">\n<document/>\n"
        #expect(throws: StoryboardMergeError.self) { try Sample.merge(Sample.base, hostile, Sample.base) }
        do {
            _ = try Sample.merge(Sample.base, Sample.base, hostile)
        } catch let error as StoryboardMergeError {
            #expect(error.side == "theirs" && error.line == 2)
        }
    }
}
