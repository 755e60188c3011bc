import SQLiteDatabase
import StackDocument

extension StoreError {
    /// The error for a name no document has, naming the closest name the store does have
    /// ("did you mean"). Reads every document's name: O(documents), on the error path only.
    static func missingDocument(_ name: String, in connection: any StoreConnection) -> StoreError {
        let names = (try? connection.query("SELECT name FROM documents", [], { try $0.get(0, as: String.self) })) ?? []
        return .documentNotFound(name, nearest: NearestName.closest(to: name, among: names))
    }
}
