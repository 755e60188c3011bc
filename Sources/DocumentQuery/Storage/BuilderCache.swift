/// The tree builders of the documents read so far, by document id. The one used last is
/// kept out of the dictionary, so that consecutive rows of one document (a scan of `views`
/// returns each document's rows together) cost no hashing and no copy.
struct BuilderCache {
    private var stored: [Int64: PartialTreeBuilder] = [:]
    private var currentID: Int64?
    private var current = PartialTreeBuilder()
    /// The capacity a new builder reserves.
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Runs `body` on the builder of `document`, made empty if there is none yet. O(1).
    mutating func modify<T>(_ document: Int64, _ body: (inout PartialTreeBuilder) throws -> T) rethrows -> T {
        if currentID != document {
            if let currentID { stored[currentID] = current }
            current = stored.removeValue(forKey: document) ?? PartialTreeBuilder(capacity: capacity)
            currentID = document
        }
        return try body(&current)
    }

    /// The builder of `document`, if any. O(1).
    func peek(_ document: Int64) -> PartialTreeBuilder? {
        currentID == document ? current : stored[document]
    }

    /// Every builder (copies sharing storage: for reading).
    var all: [Int64: PartialTreeBuilder] {
        var all = stored
        if let currentID { all[currentID] = current }
        return all
    }

    /// Every builder, moved out: the cache is left empty.
    mutating func finish() -> [Int64: PartialTreeBuilder] {
        if let currentID { stored[currentID] = current }
        currentID = nil
        current = PartialTreeBuilder()
        defer { stored = [:] }
        return stored
    }
}
