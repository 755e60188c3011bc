/// A variable of one `SimplexSolver`; only meaningful to the solver that made it.
package struct Variable: Hashable, Comparable, Sendable {
    /// The solver's internal symbol number.
    package let index: Int

    init(index: Int) { self.index = index }

    package static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}

/// `coefficient * variable`.
package struct LinearTerm: Hashable, Sendable {
    package var variable: Variable
    package var coefficient: Double

    package init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `sum(terms) + constant`.
package struct LinearExpression: Hashable, Sendable {
    package var terms: [LinearTerm]
    package var constant: Double

    package init(_ terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// How an expression compares with zero.
package enum LinearRelation: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// `expression RELATION 0` at `strength`.
package struct LinearConstraint: Hashable, Sendable {
    package var expression: LinearExpression
    package var relation: LinearRelation
    package var strength: Strength

    package init(_ expression: LinearExpression, _ relation: LinearRelation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }
}

/// A constraint added to a `SimplexSolver`, for removing it later.
package struct ConstraintHandle: Hashable, Sendable {
    let index: Int
}

/// An edit constraint (`variable == value`, required) whose value can be changed cheaply.
package struct EditHandle: Hashable, Sendable {
    let constraint: ConstraintHandle
}

package enum SolverError: Error, Hashable, Sendable {
    /// A required constraint conflicts with the required constraints already in the solver;
    /// the solver is left as it was before the call.
    case unsatisfiable
    /// A suggested edit value is infeasible with the required constraints; the edit keeps its
    /// previous value.
    case infeasibleEdit
}
