/// A variable of one `SimplexSolver`; only meaningful to the solver that made it.
public struct Variable: Hashable, Comparable, Sendable {
    /// The solver's internal symbol number.
    public let index: Int

    init(index: Int) { self.index = index }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}

/// `coefficient * variable`.
public struct LinearTerm: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `sum(terms) + constant`.
public struct LinearExpression: Hashable, Sendable {
    public var terms: [LinearTerm]
    public var constant: Double

    public init(_ terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// How an expression compares with zero.
public enum LinearRelation: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// `expression RELATION 0` at `strength`.
public struct LinearConstraint: Hashable, Sendable {
    public var expression: LinearExpression
    public var relation: LinearRelation
    public var strength: Strength

    public init(_ expression: LinearExpression, _ relation: LinearRelation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }
}

/// A constraint added to a `SimplexSolver`, for removing it later.
public struct ConstraintHandle: Hashable, Sendable {
    let index: Int
}

/// An edit constraint (`variable == value`, required) whose value can be changed cheaply.
public struct EditHandle: Hashable, Sendable {
    let constraint: ConstraintHandle
}

public enum SolverError: Error, Hashable, Sendable {
    /// A required constraint conflicts with the required constraints already in the solver;
    /// the solver is left as it was before the call.
    case unsatisfiable
    /// A suggested edit value is infeasible with the required constraints; the edit keeps its
    /// previous value.
    case infeasibleEdit
}
