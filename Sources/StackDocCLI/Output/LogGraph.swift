import DocumentStore
import StackDocOutput
import StackDocument

/// `log --graph`: a document's revisions and those of its branches, oldest first, each branch
/// in a lane of its own from its fork to its last merge (as `git log --graph` draws them).
///
/// The document's revisions are lane 0. A branch's lane opens after its fork revision (`|\`)
/// and its revisions after revision 1 (which only holds the fork's state) are drawn in it, in
/// the order they were written among the document's; a merge of the branch is drawn after the
/// branch revision it merged, joined by `|/` (`|/|` when the branch goes on after it).
struct LogGraph {
    /// One revision of the graph.
    struct Row {
        var revision: RevisionInfo
        /// 0 for the document, 1... for its branches in the order they were forked.
        var lane: Int
        /// The revisions it follows: the one before it on its lane (for a branch's first, the
        /// fork revision of the document), and for a merge the branch revision merged.
        var parents: [(document: String, revision: Int)]
    }

    /// The lines of the drawing (rows and connectors) and the rows in their order.
    private(set) var lines: [String] = []
    private(set) var rows: [Row] = []

    /// The graph of `document`'s history and its branches' in `store`; views are written as
    /// `names` names them. Reads every revision of the document and its branches.
    init(document: String, store: DocumentStoreReader, names: [String: String]) throws {
        let revisions = try store.log(of: document)
        let branches = try store.branches(of: document).sorted { ($0.forkRevision, $0.name) < ($1.forkRevision, $1.name) }
        var queues: [[RevisionInfo]] = try branches.map { branch in
            branch.head >= 2 ? try store.log(of: branch.storedName, from: 2) : []
        }
        let laneOf = Dictionary(uniqueKeysWithValues: branches.enumerated().map { ($1.storedName, $0 + 1) })
        var open = Set<Int>()
        let laneCount = branches.count + 1

        /// A line of the drawing: each lane at column 2 × lane, `|` where it is open; `body`
        /// then draws on it.
        func drawing(_ body: (inout [Character]) -> Void = { _ in }) -> String {
            var characters = [Character](repeating: " ", count: 2 * laneCount)
            characters[0] = "|"
            for lane in open { characters[2 * lane] = "|" }
            body(&characters)
            return String(String(characters).reversed().drop { $0 == " " }.reversed())
        }
        /// A connector between lane 0 and lane `lane`, ending in `end` just left of it; lanes
        /// crossed are drawn `+`.
        func connector(to lane: Int, end: Character) -> (inout [Character]) -> Void {
            { characters in
                for column in 1..<(2 * lane - 1) { characters[column] = characters[column] == "|" ? "+" : "-" }
                characters[2 * lane - 1] = end
            }
        }
        func emit(_ revision: RevisionInfo, lane: Int, parents: [(String, Int)]) {
            let graph = drawing { $0[2 * lane] = "*" }
            let label = lane == 0 ? "" : "\(revision.document) "
            lines.append(graph.padding(toLength: 2 * laneCount) + label + RevisionOutput.line(revision, names: names))
            rows.append(Row(revision: revision, lane: lane, parents: parents))
        }
        func flush(_ index: Int, upTo limit: (RevisionInfo) -> Bool) {
            while let next = queues[index].first, limit(next) {
                queues[index].removeFirst()
                let parent = next.number == 2 ? (document, branches[index].forkRevision) : (next.document, next.number - 1)
                emit(next, lane: index + 1, parents: [parent])
            }
        }

        for revision in revisions {
            for index in branches.indices where open.contains(index + 1) {
                flush(index) { $0.createdAt < revision.createdAt }
            }
            var parents: [(String, Int)] = revision.number > 1 ? [(document, revision.number - 1)] : []
            if let merged = revision.mergedFrom, let lane = laneOf[merged.document] {
                flush(lane - 1) { $0.number <= merged.revision }
                parents.append((merged.document, merged.revision))
                let goesOn = !queues[lane - 1].isEmpty
                if !goesOn { open.remove(lane) }
                lines.append(drawing(connector(to: lane, end: "/")))
            } else if let merged = revision.mergedFrom {
                parents.append((merged.document, merged.revision))
            }
            emit(revision, lane: 0, parents: parents)
            for (index, branch) in branches.enumerated() where branch.forkRevision == revision.number && !queues[index].isEmpty {
                lines.append(drawing(connector(to: index + 1, end: "\\")))
                open.insert(index + 1)
            }
        }
        for index in branches.indices { flush(index) { _ in true } }
    }

    /// The rows as `log --graph --format json` prints them: each revision as `log` prints it,
    /// with `lane` and `parents` ([{document, revision}]).
    var json: JSONValue {
        .array(rows.map { row in
            guard case .object(var fields) = DocumentJSON.revision(row.revision) else { return .null }
            fields.append(("lane", .number(Double(row.lane))))
            fields.append(("parents", .array(row.parents.map { .object([("document", .string($0.document)), ("revision", .number(Double($0.revision)))]) })))
            return .object(fields)
        })
    }
}
