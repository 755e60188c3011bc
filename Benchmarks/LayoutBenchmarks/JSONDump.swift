import StackLayout

/// The constraint system as JSON: {"variables": [...], "constraints": [{"terms": [{"variable",
/// "coefficient"}], "constant", "relation", "priority", "tieBreak", "subLevel", "identifier"}]}.
func json(_ system: ConstraintSystem) -> String {
    func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }
    func number(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)" }
    var out = "{\"variables\":[" + system.variables.map(quoted).joined(separator: ",") + "],\"constraints\":[\n"
    out += system.constraints.map { constraint in
        let terms = constraint.terms.map { "{\"variable\":\(quoted($0.variable)),\"coefficient\":\(number($0.coefficient))}" }
        return "{\"terms\":[\(terms.joined(separator: ","))],\"constant\":\(number(constraint.constant)),"
            + "\"relation\":\(quoted(constraint.relation.rawValue)),\"priority\":\(number(constraint.priority)),"
            + "\"tieBreak\":\(number(constraint.tieBreak)),\"subLevel\":\(constraint.subLevel),"
            + "\"identifier\":\(quoted(constraint.identifier))}"
    }.joined(separator: ",\n")
    return out + "\n]}\n"
}
