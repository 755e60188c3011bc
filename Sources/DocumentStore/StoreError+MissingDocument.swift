import StackDocument

extension StoreError {
    /// The error for a name no document has, naming the closest name the store does have
    /// ("did you mean"): one a slip away, else the one name that holds what was typed, case
    /// ignored (`nested` for `Swift-Education__Autolayout-Cookbook__NestedStackViews`). Reads
    /// every document's name: O(documents), on the error path only.
    static func missingDocument(_ name: String, in connection: any StoreConnection) -> StoreError {
        let names = (try? connection.query("SELECT name FROM documents", [], { try $0.get(0, as: String.self) })) ?? []
        return .documentNotFound(name, nearest: NearestName.closest(to: name, among: names) ?? onlyNameHolding(name, among: names))
    }

    /// The one name of `names` that holds `typed` (case ignored), if exactly one does.
    private static func onlyNameHolding(_ typed: String, among names: [String]) -> String? {
        let part = typed.lowercased()
        guard part.count >= 3 else { return nil }
        let holding = names.filter { $0.lowercased().contains(part) }
        return holding.count == 1 ? holding[0] : nil
    }
}
