extension JSONValue {
    /// Why `JSONParser` would refuse this value as `JSONWriter` writes it, or read it as another
    /// value, or `nil` when it reads back equal (`==`). The parser's own rules, applied to the
    /// value rather than to its text: a number must be finite (the writer writes `null` for
    /// the others), an object's keys distinct, and arrays and objects nested no deeper than
    /// `JSONParser.maxDepth` in the whole text, where `enclosingDepth` arrays and objects
    /// enclose this value. O(size of the value), and no text is made.
    package func readBackProblem(enclosingDepth: Int = 0) -> String? {
        switch self {
        case .null, .bool, .string:
            return nil
        case .number(let number):
            return number.isFinite ? nil : "\(number) is not a finite number"
        case .array(let elements):
            if enclosingDepth + 1 > JSONParser.maxDepth { return "nesting deeper than \(JSONParser.maxDepth) levels" }
            for element in elements {
                if let problem = element.readBackProblem(enclosingDepth: enclosingDepth + 1) { return problem }
            }
            return nil
        case .object(let fields):
            if enclosingDepth + 1 > JSONParser.maxDepth { return "nesting deeper than \(JSONParser.maxDepth) levels" }
            var keys: Set<String> = []
            for field in fields {
                guard keys.insert(field.key).inserted else { return "duplicate key \"\(field.key)\"" }
                if let problem = field.value.readBackProblem(enclosingDepth: enclosingDepth + 1) { return problem }
            }
            return nil
        }
    }
}
