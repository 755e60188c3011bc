/// The whole constraint system the engine generates for a scene, undecomposed, as plain values
/// (for JSON export, inspection, or feeding another solver such as kiwisolver).
///
/// Each constraint reads `sum(coefficient * variable) + constant RELATION 0`. Variables are
/// named `viewID.left`, `viewID.top`, `viewID.width`, `viewID.height`, plus
/// `scrollID.contentWidth` / `contentHeight` and `stackID.spanner.start` / `spanner.length`.
/// Identifiers follow UIKit where it has one (`UISV-spacing`, `UISV-canvas-connection`, ...);
/// document constraints carry their id (or `constraint[index]`).
public struct ConstraintSystem: Hashable, Sendable {
    public struct Term: Hashable, Sendable {
        public var variable: String
        public var coefficient: Double

        public init(variable: String, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public struct Constraint: Hashable, Sendable {
        public var terms: [Term]
        public var constant: Double
        public var relation: Relation
        /// Auto Layout priority; 1000 is required.
        public var priority: LayoutPriority
        /// Orders equal priorities exactly (higher wins); the engine's index tie-breaking.
        public var tieBreak: Double
        /// Orders equal priorities and tie-breaks (higher wins): 1 for a view's vertical
        /// constraints, 0 for its horizontal ones.
        public var subLevel: Int
        public var identifier: String

        public init(
            terms: [Term], constant: Double, relation: Relation, priority: LayoutPriority, tieBreak: Double = 0,
            subLevel: Int = 0, identifier: String
        ) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.priority = priority
            self.tieBreak = tieBreak
            self.subLevel = subLevel
            self.identifier = identifier
        }
    }

    public var variables: [String]
    public var constraints: [Constraint]

    public init(variables: [String], constraints: [Constraint]) {
        self.variables = variables
        self.constraints = constraints
    }
}
