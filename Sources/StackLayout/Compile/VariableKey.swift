/// The variables a view contributes to the constraint system.
enum VariableKind: Int, CaseIterable, Sendable {
    case left, top, width, height
    /// A scroll view's content size (its content layout guide's size).
    case contentWidth, contentHeight
    /// A stack's alignment spanner along its cross axis: start edge and length.
    case spannerStart, spannerLength

    var name: String {
        switch self {
        case .left: "left"
        case .top: "top"
        case .width: "width"
        case .height: "height"
        case .contentWidth: "contentWidth"
        case .contentHeight: "contentHeight"
        case .spannerStart: "spanner.start"
        case .spannerLength: "spanner.length"
        }
    }
}

/// One variable of one view: `slot * 8 + kind`.
struct VariableKey: Hashable, Comparable, Sendable {
    let raw: Int

    init(slot: Int, kind: VariableKind) { raw = slot << 3 | kind.rawValue }

    var slot: Int { raw >> 3 }
    var kind: VariableKind { VariableKind(rawValue: raw & 7)! }

    static func < (lhs: VariableKey, rhs: VariableKey) -> Bool { lhs.raw < rhs.raw }
}

/// `coefficient * variable`.
struct Term: Hashable, Sendable {
    var variable: VariableKey
    var coefficient: Double
}

/// A linear expression over view variables: the value of an anchor.
struct LinearForm: Sendable {
    var terms: [Term]
    var constant: Double

    init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(_ variable: VariableKey, constant: Double = 0) {
        self.terms = [Term(variable: variable, coefficient: 1)]
        self.constant = constant
    }

    static func constant(_ value: Double) -> LinearForm { LinearForm(constant: value) }

    /// `self += other * factor`, merging repeated variables. O(n * m) for these short forms.
    mutating func add(_ other: LinearForm, times factor: Double = 1) {
        constant += other.constant * factor
        for term in other.terms { add(term.variable, term.coefficient * factor) }
    }

    mutating func add(_ variable: VariableKey, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable == variable }) {
            terms[index].coefficient += coefficient
            if terms[index].coefficient == 0 { terms.remove(at: index) }
        } else if coefficient != 0 {
            terms.append(Term(variable: variable, coefficient: coefficient))
        }
    }

    static func + (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var result = lhs
        result.add(rhs)
        return result
    }

    static func - (lhs: LinearForm, rhs: LinearForm) -> LinearForm {
        var result = lhs
        result.add(rhs, times: -1)
        return result
    }

    static func + (lhs: LinearForm, rhs: Double) -> LinearForm {
        var result = lhs
        result.constant += rhs
        return result
    }

    static func - (lhs: LinearForm, rhs: Double) -> LinearForm { lhs + -rhs }

    static func * (lhs: LinearForm, rhs: Double) -> LinearForm {
        LinearForm(lhs.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
}
