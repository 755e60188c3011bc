/// The version `stackdoc --version` prints: the release this source tree is, in semantic versioning.
/// The store's schema and the document format carry versions of their own
/// (`Migrations/`, `stack-document/1`), which this number does not change.
public enum StackDocVersion {
    public static let current = "0.16.0"
}
