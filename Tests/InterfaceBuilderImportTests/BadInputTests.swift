#if canImport(Glibc)
import Glibc
#endif
import InterfaceBuilderImport
import StackDocTestSupport
import Testing

/// Files the importer refuses, in-process and through the command line.
@Suite struct BadInputTests {
    static let cases: [(name: String, text: String, message: String, line: Int)] = [
        ("notXML.storyboard", "this is not XML\n", "not XML", 1),
        ("malformed.storyboard", "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>\n",
         "malformed XML", 4),
        ("notIB.xib", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n", "not an Interface Builder document", 2),
        ("appkit.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects/>
            </document>
            """, "AppKit", 2),
        ("doctype.storyboard", """
            <?xml version="1.0"?>
            <!DOCTYPE document [
              <!ENTITY xxe SYSTEM "file:///etc/passwd">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">&xxe;</document>
            """, "internal subset", 2),
        ("external.storyboard", """
            <?xml version="1.0"?>
            <!DOCTYPE document SYSTEM "http://example.com/ib.dtd">
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch"/>
            """, "external identifier", 2),
    ]

    static var dangling: (name: String, text: String, message: String, line: Int) {
        let text = String(decoding: storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a01-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """, constraints: #"<constraint firstItem="a01-aa-bbb" firstAttribute="top" secondItem="zzz-zz-zzz" secondAttribute="top" id="dng-aa-bbb"/>"#),
            as: UTF8.self)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("dng-aa-bbb") }! + 1
        return ("dangling.storyboard", text, "secondItem \"zzz-zz-zzz\" does not exist", line)
    }

    static var all: [(name: String, text: String, message: String, line: Int)] { cases + [dangling] }

    @Test(arguments: all.map(\.name))
    func importerRefusesWithTheProblemAndTheLine(_ name: String) throws {
        let entry = Self.all.first { $0.name == name }!
        let error = try #require(importError(Array(entry.text.utf8)))
        #expect(error.message.contains(entry.message), "\(error)")
        #expect(error.line == entry.line, "\(error)")
    }

    @Test func aNonViewReferenceIsRefused() throws {
        let text = String(decoding: storyboard(subviews: "", constraints:
            #"<constraint firstItem="vc1-aa-bbb" firstAttribute="top" secondItem="root-aa-bbb" secondAttribute="top" id="nvw-aa-bbb"/>"#),
            as: UTF8.self)
        let error = try #require(importError(Array(text.utf8)))
        #expect(error.message.contains("is not a view or layout guide of this scene"), "\(error)")
    }

    @Test(arguments: all.map(\.name))
    func commandLineRefusesAndLeavesTheStoreUnchanged(_ name: String) throws {
        let entry = Self.all.first { $0.name == name }!
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let store = directory + "/store.db"
        let seed = try runStackdoc(["import", "-", "--db", store, "--name", "existing"], stdin: Self.minimalJSON)
        #expect(seed.status == 0, "\(seed.stderr)")
        let before = try #require(TestEnvironment.contents(of: store))
        let path = directory + "/" + entry.name
        try writeFile(path, entry.text)
        let result = try runStackdoc(["import", path, "--db", store])
        #expect(result.status == 1)
        #expect(result.stderr.contains(entry.message), "\(result.stderr)")
        #expect(result.stderr.contains("line \(entry.line)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(TestEnvironment.contents(of: store) == before)
    }

    @Test func aNameClashStoresNoneOfTheScenes() throws {
        let directory = TestEnvironment.temporaryDirectory()
        defer { TestEnvironment.removeDirectory(directory) }
        let store = directory + "/store.db"
        let path = directory + "/Two.storyboard"
        let one = String(decoding: storyboard(subviews: ""), as: UTF8.self)
        let start = one.firstRange(of: "<scene ")!.lowerBound
        let end = one.firstRange(of: "</scene>")!.upperBound
        var second = String(one[start..<end])
        for (old, new) in [("sc1-", "sc2-"), ("vc1-", "vc2-"), ("root-", "rt2-"), ("saf-", "sa2-"), ("MainViewController", "Other")] {
            second = second.replacing(old, with: new)
        }
        try writeFile(path, one.replacingFirst("</scenes>", with: second + "</scenes>"))
        // "Two/Other" exists already: the whole import fails, "Two/MainViewController" is not stored either.
        #expect(try runStackdoc(["import", "-", "--db", store, "--name", "Two/Other"], stdin: Self.minimalJSON).status == 0)
        let before = try #require(TestEnvironment.contents(of: store))
        let result = try runStackdoc(["import", path, "--db", store])
        #expect(result.status == 1)
        #expect(result.stderr.contains("exists already"), "\(result.stderr)")
        #expect(TestEnvironment.contents(of: store) == before)
        let listed = try runStackdoc(["list", "--db", store])
        #expect(!listed.stdout.contains("MainViewController"))
        let imported = try runStackdoc(["import", path, "--db", store, "--name", "Fresh", "--format", "json"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("\"Fresh/MainViewController\"") && imported.stdout.contains("\"Fresh/Other\""))
    }

    static let minimalJSON = #"{ "format": "stack-document/1", "name": "x", "root": { "id": "root" } }"#
}

func writeFile(_ path: String, _ text: String) throws {
    guard let file = fopen(path, "wb") else { throw InterfaceBuilderImportError("cannot write \(path)") }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    _ = fwrite(bytes, 1, bytes.count, file)
}
