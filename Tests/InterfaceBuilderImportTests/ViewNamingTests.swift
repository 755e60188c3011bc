import InterfaceBuilderImport
import StackDocument
import Testing

/// Names and shown text read from Interface Builder files: `userLabel`, a label's text, a
/// button's title, a text field's placeholder, an image's name, the view controller's title.
@Suite("Names from Interface Builder files")
struct ViewNamingTests {
    /// A label whose text is longer than a name may be is named by the start of its text, and a
    /// `userLabel` longer than a name is cut likewise: the file imports, its views keep what
    /// fits (1,024 bytes of name, 65,536 of text), cut at a character boundary.
    @Test func longTextsAndNamesAreCutToTheirLimits() throws {
        let text = String(repeating: "é", count: 40_000)
        let subviews = """
            <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="lab-aa-bbb">
                <rect key="frame" x="0" y="0" width="100" height="20"/>
            </label>
            <view userLabel="\(String(repeating: "n", count: 5_000))" translatesAutoresizingMaskIntoConstraints="NO" id="crd-aa-bbb">
                <rect key="frame" x="0" y="20" width="40" height="40"/>
            </view>
            """
        let document = try importOne(storyboard(subviews: subviews)).document
        let label = try #require(document["lab-aa-bbb"]?.properties)
        #expect(label.text == String(repeating: "é", count: 32_768))
        #expect(label.name == String(repeating: "é", count: 512))
        #expect(document["crd-aa-bbb"]?.properties.name == String(repeating: "n", count: 1_024))
        try document.checkValues()
    }

    @Test func namesAndTextsOfEachKindOfView() throws {
        let subviews = """
            <label text="Welcome &amp; &lt;hello&gt;" translatesAutoresizingMaskIntoConstraints="NO" id="lab-aa-bbb">
                <rect key="frame" x="0" y="0" width="100" height="20"/>
            </label>
            <label userLabel="Total label" text="$ 0.00" translatesAutoresizingMaskIntoConstraints="NO" id="tot-aa-bbb">
                <rect key="frame" x="0" y="20" width="100" height="20"/>
            </label>
            <label translatesAutoresizingMaskIntoConstraints="NO" id="att-aa-bbb">
                <rect key="frame" x="0" y="40" width="100" height="20"/>
                <attributedString key="attributedText"><fragment content="Rich "/><fragment content="text"/></attributedString>
            </label>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="btn-aa-bbb">
                <rect key="frame" x="0" y="60" width="100" height="30"/>
                <state key="normal" title="Sign in"/>
                <state key="highlighted" title="Signing"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="cfg-aa-bbb">
                <rect key="frame" x="0" y="90" width="100" height="30"/>
                <buttonConfiguration key="configuration" style="plain" title="Continue"/>
            </button>
            <textField placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="txt-aa-bbb">
                <rect key="frame" x="0" y="120" width="100" height="30"/>
            </textField>
            <imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="img-aa-bbb">
                <rect key="frame" x="0" y="150" width="40" height="40"/>
            </imageView>
            <view userLabel="Card" translatesAutoresizingMaskIntoConstraints="NO" id="crd-aa-bbb">
                <rect key="frame" x="0" y="190" width="40" height="40"/>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="pln-aa-bbb">
                <rect key="frame" x="0" y="230" width="40" height="40"/>
            </view>
            <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="emp-aa-bbb">
                <rect key="frame" x="0" y="270" width="40" height="20"/>
            </label>
            """
        let document = try importOne(storyboard(subviews: subviews, controllerExtra: #"<navigationItem key="navigationItem" title="Login" id="nav-aa-bbb"/>"#)).document
        func named(_ id: String) -> (String?, String?) { (document[id]?.properties.name, document[id]?.properties.text) }
        #expect(named("lab-aa-bbb") == ("Welcome & <hello>", "Welcome & <hello>"))
        #expect(named("tot-aa-bbb") == ("Total label", "$ 0.00"))
        #expect(named("att-aa-bbb") == ("Rich text", "Rich text"))
        #expect(named("btn-aa-bbb") == ("Sign in", "Sign in"))
        #expect(named("cfg-aa-bbb") == ("Continue", "Continue"))
        #expect(named("txt-aa-bbb") == ("Email", "Email"))
        #expect(named("img-aa-bbb") == ("logo", "logo"))
        #expect(named("crd-aa-bbb") == ("Card", nil))
        #expect(named("pln-aa-bbb") == (nil, nil))
        #expect(named("emp-aa-bbb") == (nil, nil), "empty text is no name")
        #expect(named("root-aa-bbb") == ("Login", nil), "the root takes its controller's title")
    }

    @Test(.enabled(if: Fixtures.available, Fixtures.skipComment))
    func fixturesKeepTheirUserLabels() throws {
        let bytes = try #require(Fixtures.bytes("Swift-Education__Autolayout-Cookbook__Main.storyboard"))
        let file = try InterfaceBuilderImporter.importFile(bytes, baseName: "Main")
        let names = Set(file.scenes.flatMap { $0.document.nodes.values.compactMap(\.properties.name) })
        #expect(names.isSuperset(of: ["Outer Stack View", "Button Stack"]))
    }
}
