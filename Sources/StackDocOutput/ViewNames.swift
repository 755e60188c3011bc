import DocumentStore
import StackDocument

/// The names by which `blame`, `log` and `diff` name views beside their ids.
public enum ViewNames {
    /// The names of document `name`'s views as its head has them (id to name); a view the
    /// head no longer has, or has without a name, is not in it. Throws what reading the head
    /// throws. O(views of the head).
    public static func head(of name: String, in store: DocumentStoreReader) throws -> [String: String] {
        try store.document(name).nodes.compactMapValues(\.properties.name)
    }
}
