/// The whole constraint system the engine generates for a scene, undecomposed, as plain values
/// (for JSON export, inspection, or feeding another solver such as kiwisolver).
///
/// Each constraint reads `sum(coefficient * variable) + constant RELATION 0`. Variables are
/// named `viewID.left`, `viewID.top`, `viewID.width`, `viewID.height`, plus
/// `scrollID.contentWidth` / `contentHeight` and `stackID.spanner.start` / `spanner.length`.
/// Identifiers follow UIKit where it has one (`UISV-spacing`, `UISV-canvas-connection`, ...);
/// document constraints carry their id (or `constraint[index]`).
package struct ConstraintSystem: Hashable, Sendable {
    package struct Term: Hashable, Sendable {
        package var variable: String
        package var coefficient: Double

        package init(variable: String, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    package struct Constraint: Hashable, Sendable {
        package var terms: [Term]
        package var constant: Double
        package var relation: Relation
        /// Auto Layout priority; 1000 is required.
        package var priority: LayoutPriority
        /// Orders equal priorities exactly (higher wins); the engine's index tie-breaking.
        package var tieBreak: Double
        /// Orders equal priorities and tie-breaks (higher wins): 1 for a view's vertical
        /// constraints, 0 for its horizontal ones.
        package var subLevel: Int
        /// Content hugging and compression resistance: the tie-break of the level the
        /// constraint shares with the others of its priority and sub-level, where their errors
        /// add up; it ranks above `tieBreak`, which then decides only between solutions whose
        /// sums are equal. Nil: the constraint counts at its own level only.
        package var sharedTieBreak: Double?
        package var identifier: String

        package init(
            terms: [Term], constant: Double, relation: Relation, priority: LayoutPriority, tieBreak: Double = 0,
            subLevel: Int = 0, sharedTieBreak: Double? = nil, identifier: String
        ) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.priority = priority
            self.tieBreak = tieBreak
            self.subLevel = subLevel
            self.sharedTieBreak = sharedTieBreak
            self.identifier = identifier
        }
    }

    package var variables: [String]
    package var constraints: [Constraint]

    package init(variables: [String], constraints: [Constraint]) {
        self.variables = variables
        self.constraints = constraints
    }
}
