import ConstraintSolver
import Testing

/// A weight's leading and trailing levels are its most and least important nonzero components,
/// whatever order the components came in and whatever cancelled.
@Suite struct SymbolicWeightLevelTests {
    static let low = PriorityLevel(priority: 25, tieBreak: 0.5)
    static let middle = PriorityLevel(priority: 250, tieBreak: 0.25)
    static let high = PriorityLevel(priority: 750, tieBreak: 0.75)

    struct Case: Sendable, CustomTestStringConvertible {
        let components: [SymbolicWeight.Component]
        let leading: PriorityLevel?
        let trailing: PriorityLevel?
        var testDescription: String { components.map { "\($0.value)\($0.level)" }.joined(separator: " + ") }
    }

    static let cases: [Case] = [
        Case(components: [], leading: nil, trailing: nil),
        Case(components: [.init(level: middle, value: -1)], leading: middle, trailing: middle),
        Case(components: [.init(level: low, value: 1), .init(level: high, value: -2)], leading: high, trailing: low),
        Case(
            components: [.init(level: middle, value: 1), .init(level: low, value: 1), .init(level: high, value: 1)],
            leading: high, trailing: low),
        // The least important level cancels: the next one up trails.
        Case(
            components: [.init(level: low, value: 1), .init(level: high, value: 1), .init(level: middle, value: 2), .init(level: low, value: -1)],
            leading: high, trailing: middle),
        // Everything cancels.
        Case(components: [.init(level: high, value: 3), .init(level: high, value: -3)], leading: nil, trailing: nil),
    ]

    @Test(arguments: cases) func levels(of example: Case) {
        let weight = SymbolicWeight(components: example.components)
        #expect(weight.leadingLevel == example.leading)
        #expect(weight.trailingLevel == example.trailing)
    }
}
