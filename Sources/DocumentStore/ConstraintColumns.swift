import StackLayout

/// How a constraint maps onto the columns of the `constraints` table.
enum ConstraintColumns {
    static let names = [
        "id", "first_view", "first_guide", "first_attribute", "relation",
        "second_view", "second_guide", "second_attribute", "multiplier", "constant", "priority",
    ]

    static var list: String { names.joined(separator: ", ") }

    static func values(of constraint: LayoutConstraint) -> [StoreValue] {
        func text(_ value: String?) -> StoreValue { value.map(StoreValue.text) ?? .null }
        return [
            text(constraint.id), .text(constraint.first.view), text(constraint.first.guide?.rawValue),
            .text(constraint.first.attribute.rawValue), .text(constraint.relation.rawValue),
            text(constraint.second?.view), text(constraint.second?.guide?.rawValue), text(constraint.second?.attribute.rawValue),
            .real(constraint.multiplier), .real(constraint.constant), .real(constraint.priority),
        ]
    }

    static func constraint(from row: StoreRow, startingAt start: Int) throws -> LayoutConstraint {
        func text(_ column: Int) -> String? {
            if case .text(let text) = row[start + column] { return text }
            return nil
        }
        func real(_ column: Int) throws -> Double {
            switch row[start + column] {
            case .real(let real): return real
            case .integer(let integer): return Double(integer)
            default: throw StoreError.corrupt("constraint column \(names[column]) is not a number")
            }
        }
        func anchor(view: Int) throws -> Anchor? {
            guard let viewID = text(view) else { return nil }
            guard let attribute = text(view + 2).flatMap(LayoutAttribute.init(rawValue:)) else {
                throw StoreError.corrupt("constraint with an unknown attribute")
            }
            let guide = text(view + 1)
            guard guide == nil || LayoutGuide(rawValue: guide!) != nil else { throw StoreError.corrupt("unknown guide \(guide!)") }
            return Anchor(view: viewID, guide: guide.flatMap(LayoutGuide.init(rawValue:)), attribute: attribute)
        }
        guard let first = try anchor(view: 1), let relation = text(4).flatMap(Relation.init(rawValue:)) else {
            throw StoreError.corrupt("constraint row without first anchor or relation")
        }
        return LayoutConstraint(
            id: text(0), first: first, relation: relation, second: try anchor(view: 5),
            multiplier: try real(8), constant: try real(9), priority: try real(10))
    }
}
