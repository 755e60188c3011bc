import InterfaceBuilderImport
import StackDocument
import StackLayout
import Testing

/// Stored frames that break a required constraint of their own file, when the constraints can
/// all be met, are stale (Xcode's layouts meet every required constraint) even without
/// `misplaced="YES"`: check-ib skips them and the frames placed from them, and says why.
@Suite struct StaleFrameTests {
    /// A vertical stack of a header (required height `headerHeight`, stored `storedHeader` tall)
    /// and a 40-pt footer, pinned to the root's top-left corner.
    static func document(headerHeight: Double, storedHeader: Double, footerHeight: String = "") -> [UInt8] {
        storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="200" height="\(storedHeader + 40)"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="\(storedHeader)"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot-aa-bbb">
                                <rect key="frame" x="90" y="\(storedHeader / 2 - 10)" width="20" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="dtw-aa-bbb"/>
                                    <constraint firstAttribute="height" constant="20" id="dth-aa-bbb"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="\(headerHeight)" id="hdh-aa-bbb"/>
                            <constraint firstItem="dot-aa-bbb" firstAttribute="centerX" secondItem="hdr-aa-bbb" secondAttribute="centerX" id="dtx-aa-bbb"/>
                            <constraint firstItem="dot-aa-bbb" firstAttribute="centerY" secondItem="hdr-aa-bbb" secondAttribute="centerY" id="dty-aa-bbb"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ftr-aa-bbb">
                        <rect key="frame" x="0.0" y="\(storedHeader)" width="200" height="40"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="fth-aa-bbb"/>
                            \(footerHeight)
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="oth-aa-bbb">
                <rect key="frame" x="0.0" y="300" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="otw-aa-bbb"/>
                    <constraint firstAttribute="height" constant="50" id="oth-aa-bbc"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="stk-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" id="st1-aa-bbb"/>
            <constraint firstItem="stk-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="st2-aa-bbb"/>
            <constraint firstItem="stk-aa-bbb" firstAttribute="width" constant="200" id="st3-aa-bbb"/>
            <constraint firstItem="oth-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" constant="300" id="ot1-aa-bbb"/>
            <constraint firstItem="oth-aa-bbb" firstAttribute="leading" secondItem="root-aa-bbb" secondAttribute="leading" id="ot2-aa-bbb"/>
            """)
    }

    @Test func framesThatBreakASatisfiableRequiredConstraintAreSkippedWithTheFramesPlacedFromThem() throws {
        let scene = try importOne(Self.document(headerHeight: 76, storedHeader: 50))
        let outcome = StoredFrameCheck.check(scene)
        #expect(outcome.misses.isEmpty, "\(outcome.misses)")
        // The header, the dot inside it, its stack and the stack's other arranged view.
        #expect(outcome.skippedBecause[.contradictsRequiredConstraint] == 4)
        #expect(outcome.compared == 1 && outcome.within == 1)
        let stale = Set(scene.storedFrames.filter(\.contradictsRequiredConstraint).map(\.id))
        #expect(stale == ["hdr-aa-bbb", "dot-aa-bbb", "stk-aa-bbb", "ftr-aa-bbb"])
    }

    @Test func framesThatAgreeWithTheFileAreCompared() throws {
        let outcome = StoredFrameCheck.check(try importOne(Self.document(headerHeight: 76, storedHeader: 76)))
        #expect(outcome.skippedBecause[.contradictsRequiredConstraint] == nil)
        #expect(outcome.compared == 5 && outcome.misses.isEmpty, "\(outcome.misses)")
    }

    /// The skip is judged from the file alone: frames that break a required constraint are
    /// skipped even when the required constraints cannot all be met and the layout breaks one.
    @Test func staleFramesAreSkippedWhateverTheLayoutBreaks() throws {
        let scene = try importOne(Self.document(
            headerHeight: 76, storedHeader: 50, footerHeight: #"<constraint firstAttribute="height" constant="30" id="ft2-aa-bbb"/>"#))
        let outcome = StoredFrameCheck.check(scene)
        #expect(!outcome.brokenConstraints.isEmpty)
        #expect(outcome.skippedBecause[.contradictsRequiredConstraint] == 4)
        #expect(outcome.compared == 1)
    }

    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func openFoodFactsUserScreenHasAStaleHeaderAndNothingElseMisses() throws {
        let outcomes = try #require(try fixtureOutcomes("openfoodfacts-ios__Settings"))
        let user = try #require(outcomes.first { $0.document.hasSuffix("/UserViewController") })
        #expect(user.misses.isEmpty, "\(user.misses)")
        #expect((user.skippedBecause[.contradictsRequiredConstraint] ?? 0) > 0)
    }
}
