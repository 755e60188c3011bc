/// What a `DocumentStore` may do to its file.
public enum StoreAccess: Sendable, Hashable {
    /// Read only: the store must exist and be up to date; nothing is ever written, created or
    /// migrated, so a store that the user may only read, or that sits in a directory the user
    /// may not write, can be read (see `SQLiteDatabase.OpenMode.readOnly` for what that takes).
    /// Every write fails with `StoreError.readOnly`.
    case readOnly
    /// Read and write an existing store, upgrading its schema if it is older.
    case readWrite
    /// Read and write, creating the store (and its schema) if the file is missing.
    case create
}
