import InterfaceBuilderImport
import Testing

@Suite struct XMLParserTests {
    @Test func readsElementsAttributesTextAndPositions() throws {
        let document = try XMLParser.parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- prolog -->
            <root a="1" b='two'>
              <child key="x"/>
              text &lt;here&gt; &amp; &quot;q&quot; &apos;a&apos; &#65;&#x42;
              <![CDATA[<raw> & stuff]]>
              <?target some data?>
              <!--inner-->
            </root>
            """)
        #expect(document.misc.count == 1)
        let root = document.root
        #expect(root.name == "root")
        #expect(root[attribute: "a"] == "1")
        #expect(root[attribute: "b"] == "two")
        #expect(root.position == XMLPosition(line: 3, column: 1))
        let child = try #require(root.element(named: "child", key: "x"))
        #expect(child.position == XMLPosition(line: 4, column: 3))
        #expect(root.text.contains("text <here> & \"q\" 'a' AB"))
        #expect(root.text.contains("<raw> & stuff"))
        #expect(root.children.contains { if case .processingInstruction(target: "target", data: "some data", _) = $0 { true } else { false } })
        #expect(root.children.contains { if case .comment("inner", _) = $0 { true } else { false } })
    }

    @Test func normalisesWhitespaceInAttributeValues() throws {
        let document = try XMLParser.parse("<a v=\"x\ty\nz\"/>")
        #expect(document.root[attribute: "v"] == "x y z")
    }

    @Test func acceptsAByteOrderMarkAndABareDoctype() throws {
        let document = try XMLParser.parse([0xEF, 0xBB, 0xBF] + Array("<!DOCTYPE document><document/>".utf8))
        #expect(document.doctypeName == "document")
        #expect(document.root.name == "document")
    }

    static let malformed: [(String, String, Int, Int)] = [
        ("<a>\n  <b>\n</a>", "does not close <b>", 3, 1),
        ("<a", "unexpected end of input", 1, 1),
        ("<a>\n<b x=1/></a>", "quoted attribute value", 2, 6),
        ("<a x=\"1\" x=\"2\"/>", "duplicate attribute x", 1, 10),
        ("<a>&bogus;</a>", "undefined entity &bogus;", 1, 4),
        ("<a>&#0;</a>", "invalid character", 1, 4),
        ("<a>&#xD800;</a>", "invalid character", 1, 4),
        ("<a>& b</a>", "malformed entity reference", 1, 4),
        ("<a></a><b/>", "exactly one root element", 1, 8),
        ("hello", "not XML", 1, 1),
        ("", "no root element", 1, 1),
        ("<a>\n  <!-- open", "unterminated comment", 2, 3),
        ("<a x=\"<\"/>", "'<' is not allowed", 1, 7),
        ("<a>]]></a>", "']]>' is not allowed", 1, 6),
        ("<a>\n<![CDATA[ x </a>", "unterminated CDATA", 2, 1),
    ]

    @Test(arguments: malformed)
    func reportsMalformedInputWithLineAndColumn(_ input: String, _ message: String, _ line: Int, _ column: Int) {
        do {
            _ = try XMLParser.parse(input)
            Issue.record("parsed malformed input \(input.debugDescription)")
        } catch {
            #expect(error.message.contains(message), "\(error)")
            #expect(error.position == XMLPosition(line: line, column: column), "\(error)")
        }
    }

    @Test func refusesInvalidUTF8() {
        #expect(throws: XMLError.self) { try XMLParser.parse([0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E]) }
    }

    static let declarations: [(String, String, Int)] = [
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x \"y\">]>\n<d>&x;</d>", "internal subset", 2),
        ("<!DOCTYPE d SYSTEM \"http://example.com/d.dtd\">\n<d/>", "external identifier", 1),
        ("\n\n<!DOCTYPE d PUBLIC \"-//x\" \"file:///etc/passwd\"><d/>", "external identifier", 3),
        ("<d>\n<!ENTITY x \"y\">\n</d>", "not allowed inside an element", 2),
        ("<d>&xxe;</d>", "undefined entity", 1),
    ]

    @Test(arguments: declarations)
    func refusesDTDsAndEntityDeclarations(_ input: String, _ message: String, _ line: Int) {
        do {
            _ = try XMLParser.parse(input)
            Issue.record("accepted \(input.debugDescription)")
        } catch {
            #expect(error.message.contains(message), "\(error)")
            #expect(error.position.line == line, "\(error)")
        }
    }

    @Test func limitsNesting() throws {
        let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        do {
            _ = try XMLParser.parse(deep)
            Issue.record("parsed 100000 levels")
        } catch {
            #expect(error.message.contains("deeper than 256"))
        }
        let allowed = String(repeating: "<a>", count: 256) + String(repeating: "</a>", count: 256)
        #expect(try XMLParser.parse(allowed).root.name == "a")
        let limited = XMLParser.Limits(maxDepth: 3, maxAttributes: 256)
        #expect(throws: XMLError.self) { try XMLParser.parse("<a><b><c><d/></c></b></a>", limits: limited) }
    }

    @Test func limitsAttributeCounts() {
        let many = "<a " + (0..<300).map { "x\($0)=\"1\"" }.joined(separator: " ") + "/>"
        do {
            _ = try XMLParser.parse(many)
            Issue.record("parsed 300 attributes")
        } catch {
            #expect(error.message.contains("more than 256 attributes"))
        }
    }
}
