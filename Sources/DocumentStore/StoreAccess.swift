/// What a `DocumentStore` may do to its file.
public enum StoreAccess: Sendable, Hashable {
    /// Read only: the store must exist and be up to date; nothing is ever written, created or
    /// migrated, so a store that the user may only read, or that sits in a directory the user
    /// may not write, can be read, creating no file beside it unless a writer has it open.
    /// Every write fails with `StoreError.readOnly`.
    case readOnly
    /// For reading while keeping caches (the frames a query computes): checked as `.readOnly`
    /// is, so nothing is created or migrated, then reopened for writing if this process may
    /// write the store, and left read-only otherwise.
    case readKeepingCaches
    /// Read and write an existing store, upgrading its schema if it is older.
    case readWrite
    /// Read and write, creating the store (and its schema) if the file is missing.
    case create
}
