import ConstraintSolver
import Testing

/// Levels order by priority, then tie-break, then sub-level; priorities count in single
/// precision, as UIKit's `UILayoutPriority` does.
@Suite struct PriorityLevelTests {
    @Test(arguments: [
        (PriorityLevel(priority: 250), PriorityLevel(priority: 251)),
        (PriorityLevel(priority: 999.999), PriorityLevel(priority: 1000)),
        (PriorityLevel(priority: 250, tieBreak: 0.9), PriorityLevel(priority: 250.5, tieBreak: 0.1)),
        (PriorityLevel(priority: 250, tieBreak: 0.25), PriorityLevel(priority: 250, tieBreak: 0.5)),
        (PriorityLevel(priority: 250, tieBreak: 0.25, subLevel: 0), PriorityLevel(priority: 250, tieBreak: 0.25, subLevel: 1)),
        (PriorityLevel(priority: 0.5), PriorityLevel(priority: 25)),
    ])
    func levelsOrderLexicographically(lower: PriorityLevel, higher: PriorityLevel) {
        #expect(lower < higher)
        #expect(!(higher < lower))
        #expect(lower != higher)
    }

    @Test func prioritiesThatRoundToOneFloatAreOnePriority() {
        let a = PriorityLevel(priority: 250.000000001, tieBreak: 0.5)
        let b = PriorityLevel(priority: 250, tieBreak: 0.5)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(PriorityLevel(priority: 999.99999999).priority == 1000)
        #expect(PriorityLevel(priority: 999.5).priority == 999.5)
        #expect(PriorityLevel(priority: 750, subLevel: 1).subLevel == 1)
        // Printed and exported as written, not as the Float's binary value.
        #expect(PriorityLevel(priority: 999.999).decimalPriority == 999.999)
        #expect(PriorityLevel(priority: 999.999).priority != 999.999)
        #expect(PriorityLevel(priority: 250).description == "@250.0")
    }
}
