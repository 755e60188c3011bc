import DocumentStore
import StackDocument

extension DocumentStore {
    /// The names of document `name`'s views as its head has them (id to name), by which
    /// `blame` names views beside their ids; a view the head no longer has, or has without a
    /// name, is not in it. Empty when the document cannot be read. O(views of the head).
    public func headViewNames(of name: String) -> [String: String] {
        ((try? document(name))?.nodes ?? [:]).compactMapValues(\.properties.name)
    }
}
