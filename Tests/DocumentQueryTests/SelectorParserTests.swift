import DocumentQuery
import Testing

@Suite("Selector parser")
struct SelectorParserTests {
    /// Each construct of the grammar, and how the parsed selector prints back.
    @Test(arguments: [
        ("stack", "stack"),
        ("*", "*"),
        ("#title", "#title"),
        ("label#title", "label#title"),
        ("textField", "textField"),
        ("[hidden]", "[hidden]"),
        ("stack[axis=vertical]", "stack[axis=vertical]"),
        ("stack[ axis = vertical ]", "stack[axis=vertical]"),
        ("stack[spacing>8]", "stack[spacing>8]"),
        ("stack[spacing>=8.5]", "stack[spacing>=8.5]"),
        ("stack[spacing<-2]", "stack[spacing<-2]"),
        ("stack[spacing<=1e2]", "stack[spacing<=100]"),
        ("stack[distribution!=fillEqually]", "stack[distribution!=fillEqually]"),
        ("[hugging.vertical>250]", "[hugging.vertical>250]"),
        ("[intrinsicSize.width=null]", "[intrinsicSize.width=null]"),
        ("[hidden=true]", "[hidden=true]"),
        ("[id^=entry]", "[id^=entry]"),
        ("[id$='-delete']", "[id$=\"-delete\"]"),
        ("[id*=\"try\"]", "[id*=try]"),
        ("[kind==label]", "[kind=label]"),
        ("[customSpacing.title=4]", "[customSpacing.title=4]"),
        ("[frame.width<44]", "[frame.width<44]"),
        ("[fixedFrame]", "[fixedFrame]"),
        (":hidden", ":hidden"),
        ("label:visible:arranged", "label:visible:arranged"),
        (":not-arranged:empty:root", ":not-arranged:empty:root"),
        (":first-arranged,:last-arranged", ":first-arranged, :last-arranged"),
        (":not(stack, #a)", ":not(stack, #a)"),
        ("stack label", "stack label"),
        ("stack>label", "stack > label"),
        ("stack  >  label", "stack > label"),
        ("label+image", "label + image"),
        ("label ~ button", "label ~ button"),
        ("view stack > label:hidden + *", "view stack > label:hidden + *"),
        ("  stack , label  ", "stack, label"),
    ])
    func parses(_ text: String, _ printed: String) throws {
        #expect(try SelectorList(parsing: text).description == printed)
    }

    @Test func structureOfAComplexSelector() throws {
        let list = try SelectorList(parsing: "stack[axis=vertical] > label:hidden + #x, *")
        #expect(list.selectors.count == 2)
        let first = list.selectors[0]
        #expect(first.combinators == [.child, .nextArranged])
        #expect(first.compounds.map(\.kind) == ["stack", "label", nil])
        #expect(first.compounds[0].conditions == [.attribute(AttributePredicate(
            property: first.compounds[0].conditions.first.flatMap { if case .attribute(let p) = $0 { p.property } else { nil } }!,
            comparison: .init(op: .equal, value: .text("vertical"))))])
        #expect(first.compounds[1].conditions == [.pseudo(.hidden)])
        #expect(first.compounds[2].conditions == [.id("x")])
        #expect(list.selectors[1].compounds == [CompoundSelector()])
        #expect(!list.needsLayout)
        #expect(try SelectorList(parsing: "a :not([frame.x>1])").needsLayout)
    }

    @Test(arguments: [
        ("", 1, "empty"),
        ("   ", 4, "empty"),
        ("stack[axis=vertical", 20, "expected \"]\""),
        ("stack[", 7, "expected a property name"),
        ("stack[axs=vertical]", 7, "unknown property \"axs\""),
        ("[hugging.diagonal>1]", 10, "no field \"diagonal\""),
        ("[hidden.x]", 9, "has no fields"),
        ("[spacing>wide]", 10, "compares numbers"),
        ("[id^=3]", 6, "matches text"),
        ("[spacing=]", 10, "expected a value"),
        ("[spacing 8]", 10, "expected a comparison"),
        ("stack >", 8, "expected a selector after \">\""),
        ("stack > , label", 9, "expected a selector after \">\""),
        ("stack,", 7, "expected a view kind"),
        (":hovered", 2, "unknown pseudo-class \":hovered\""),
        (":not(stack", 11, "expected \")\""),
        (":not stack", 5, "expected \"(\""),
        ("label stack#", 13, "expected a view id"),
        ("stack!label", 6, "\"!\" must be followed by \"=\""),
        ("stack @", 7, "unexpected character \"@\""),
        ("[id='open", 5, "unterminated string"),
        ("[spacing=8px]", 11, "cannot run into"),
        ("#a label)", 9, "unexpected \")\""),
        (":hidden stack", 9, nil),
    ] as [(String, Int, String?)])
    func syntaxErrorsNameTheColumn(_ text: String, _ column: Int, _ message: String?) {
        do {
            let parsed = try SelectorList(parsing: text)
            #expect(message == nil, "\"\(text)\" parsed as \(parsed)")
        } catch {
            #expect(error.column == column, "\(error)")
            if let message { #expect(error.message.contains(message), "\(error.message)") }
            #expect(error.description.hasSuffix("\n  " + text + "\n  " + String(repeating: " ", count: column - 1) + "^"))
        }
    }

    @Test func kindAfterConditionIsAnError() {
        #expect(throws: SelectorSyntaxError.self) { try SelectorList(parsing: "#a label*") }
        do { _ = try SelectorList(parsing: "[hidden]stack") } catch { #expect(error.column == 9) }
    }
}
