import StackDocument
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONParser.parse(#"{"a": [1, -2.5e1, true, false, null, "x\n\u00e9\ud83d\ude00"], "b": {}}"#)
        #expect(value == ["a": [1, -25, true, false, .null, "x\né😀"], "b": .object([])])
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a string key"),
        ("{\n  \"a\": tru\n}", 2, 8, "invalid literal"),
        ("[1, 2", 1, 6, "unexpected end of input"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
        ("1e999", 1, 1, "out of range"),
        ("NaN", 1, 1, "unexpected character 'N'"),
        ("[01]", 1, 3, "expected ',' or ']'"),
        ("\"abc", 1, 1, "unterminated string"),
        ("{} x", 1, 4, "unexpected text after"),
    ])
    func reportsLineAndColumn(text: String, line: Int, column: Int, message: String) {
        #expect {
            _ = try JSONParser.parse(text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.line == line && error.column == column && error.message.contains(message)
        }
    }

    @Test func limitsNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
    }

    @Test func writesShortestNumbersAndEscapes() throws {
        let value: JSONValue = ["n": 8, "f": 20.5, "s": "a\"b\u{1}", "neg": -0.25]
        let text = JSONWriter.string(value, style: .compact)
        #expect(text == #"{"n":8,"f":20.5,"s":"a\"b\u0001","neg":-0.25}"#)
        #expect(try JSONParser.parse(text) == value)
    }
}

@Suite("JSON numbers written")
struct JSONNumberWritingTests {
    @Test(arguments: [0.0, -0.0, 7, -5, 10, 999_999_999_999_999, -123_456_789_012_345, 1e15, 1.5, -2.25, 1e-7, 0.1])
    func numbersAreWrittenInTheirShortestForm(number: Double) throws {
        let text = JSONWriter.string(.array([.number(number)]), style: .compact)
        #expect(text == "[\(JSONWriter.numberText(number))]")
        guard case .array(let elements) = try JSONParser.parse(text), case .number(let read) = elements.first else {
            Issue.record("\(text) did not read back as a number")
            return
        }
        #expect(read == number)
    }

    @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
    func numbersThatAreNotFiniteAreWrittenAsNull(number: Double) throws {
        let text = JSONWriter.string(["size": ["width": .number(number), "height": 4]], style: .compact)
        #expect(text == #"{"size":{"width":null,"height":4}}"#)
        #expect(try JSONParser.parse(text) == ["size": ["width": .null, "height": 4]])
    }
}
