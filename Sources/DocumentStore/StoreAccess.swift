/// How a `DocumentStore` (a store opened to write) opens its file. A store opened only to
/// read is a `DocumentStoreReader`.
public enum StoreAccess: Sendable, Hashable {
    /// Read and write an existing store, upgrading its schema if it is older.
    case readWrite
    /// Read and write, creating the store (and its schema) if the file is missing.
    case create
}
