import ArgumentParser
import StackDocument

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the documents in the store.",
        discussion: "Example:  stackdoc list --format json"
    )

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: FormatOption

    func run() throws {
        let documents = try store.open().documents()
        switch output.format {
        case .json:
            print(JSONWriter.string(.array(documents.map { summary in
                [
                    "name": .string(summary.name), "revision": .number(Double(summary.revision)),
                    "views": .number(Double(summary.viewCount)),
                    "created": .string(Timestamp.iso8601(milliseconds: summary.createdAt)),
                    "updated": .string(Timestamp.iso8601(milliseconds: summary.updatedAt)),
                ]
            })))
        case .text:
            if documents.isEmpty { print("no documents (import one with: stackdoc import FILE)") }
            let width = documents.map(\.name.count).max() ?? 0
            for summary in documents {
                print("\(summary.name.padding(toLength: width + 1)) r\(summary.revision)  \(summary.viewCount) views  updated \(Timestamp.short(milliseconds: summary.updatedAt))")
            }
        }
    }
}
