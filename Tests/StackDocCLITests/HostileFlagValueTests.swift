import Foundation
import PostgreSQLDatabase
import SeededRandom
import StackDocTestSupport
import Testing

/// Every command-line edit flag and every `set` property, given hostile values (kinds and ids
/// the format refuses, control characters, empty and very long strings, non-finite and huge
/// numbers, look-alike letters): each command is refused with the store exactly as it was, or
/// accepted with every later command working. On both backends.
@Suite("Hostile values on the command line", .serialized)
struct HostileFlagValueTests {
    static let seed: UInt64 = 20_261_127

    static let strings = [
        "", " ", "a b", "x.y", "label!", "l\u{0430}bel", "\u{1B}[2J", "tab\there", "line\nbreak", "\u{202E}evil", "\u{7F}",
        String(repeating: "w", count: 257), String(repeating: "n", count: 1_100), "null", "{}", "[1]", "\"quoted\"", "label",
    ]
    static let numbers = [
        "nan", "NaN", "inf", "-inf", "1e309", "-1e309", "1e308", "-1e308", "-0", "1e-320", "99999999999", "0x10", "1_000", "",
        "12abc", "-1", "1e7", "10000001", "0", "3.5",
    ]
    static let jsonValues = [
        #"{"width": 1e308}"#, #"{"width": -1}"#, #"{"top": -1e300, "leading": 1e300}"#, #"{"horizontal": 1001}"#,
        #"{"vertical": -0}"#, #"{"first": 1e308, "last": -1e308}"#, #"{"x": 1, "y": 2, "width": -1, "height": 1}"#,
        #"{"x": 1e308, "y": 1e308, "width": 1e308, "height": 1e308}"#, #"{"title": 1e300}"#, #"{"a b": 1}"#, "true", "null",
        "system", #""\u001b[2J""#, "1e400", #"{"width": null, "height": 1e7}"#,
    ]

    /// One place a hostile value goes, as the arguments of one command (after the document).
    struct Slot: Sendable, CustomStringConvertible {
        var description: String
        var values: [String]
        var arguments: @Sendable (_ value: String, _ fresh: String) -> [String]
    }

    static let properties = [
        "kind", "name", "text", "hidden", "intrinsicSize", "baseline", "hugging", "compressionResistance", "layoutMargins", "frame",
        "safeArea", "axis", "distribution", "alignment", "spacing", "customSpacing", "baselineRelative", "marginsRelative",
    ]

    static let slots: [Slot] = [
        Slot(description: "insert --new", values: strings) { value, _ in ["insert", "simple", "stack", "--new", value] },
        Slot(description: "insert --kind", values: strings) { ["insert", "simple", "stack", "--new", $1, "--kind", $0] },
        Slot(description: "insert --width", values: numbers) { ["insert", "simple", "stack", "--new", $1, "--width", $0] },
        Slot(description: "insert --height", values: numbers) { ["insert", "simple", "stack", "--new", $1, "--height", $0] },
        Slot(description: "insert --at", values: numbers) { ["insert", "simple", "stack", "--new", $1, "--at", $0] },
        Slot(description: "insert --existing", values: strings) { value, _ in ["insert", "simple", "stack", "--existing", value] },
        Slot(description: "insert --view", values: strings + jsonValues) { value, fresh in
            ["insert", "simple", "stack", "--view", #"{"id": "\#(fresh)", "name": \#(Self.quoted(value))}"#]
        },
        Slot(description: "insert -m", values: strings) { ["insert", "simple", "stack", "--new", $1, "-m", $0] },
        Slot(description: "add-subview --z", values: numbers) { ["add-subview", "simple", "root", "--new", $1, "--z", $0] },
        Slot(description: "add-subview --kind", values: strings) { ["add-subview", "simple", "root", "--new", $1, "--kind", $0] },
        Slot(description: "remove --from", values: strings) { value, _ in ["remove", "simple", "badge", "--from", value] },
        Slot(description: "remove view", values: strings) { value, _ in ["remove", "simple", value] },
        Slot(description: "hide", values: strings) { value, _ in ["hide", "simple", value] },
        Slot(description: "unhide", values: strings) { value, _ in ["unhide", "simple", value] },
        Slot(description: "set view", values: strings) { value, _ in ["set", "simple", value, "hidden", "true"] },
    ] + properties.map { property in
        // Stack properties on the stack, the others on a label.
        let view = stackProperties.contains(property) ? "stack" : "title"
        return Slot(description: "set \(property)", values: strings + numbers + jsonValues) { value, _ in
            ["set", "simple", view, property, value]
        }
    }

    static let stackProperties: Set = ["axis", "distribution", "alignment", "spacing", "customSpacing", "baselineRelative", "marginsRelative"]

    static func quoted(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
        return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
    }

    /// The commands that must all work after an accepted edit (`lint` may find something).
    static let laterCommands: [[String]] = [
        ["log", "simple"], ["show", "simple"], ["export", "simple"], ["layout", "simple"], ["blame", "simple", "stack"],
        ["list"], ["query", "*"], ["lint", "simple"], ["undo", "simple"], ["redo", "simple"],
    ]

    @Test(arguments: StoreBackend.allCases)
    func everyHostileValueIsRefusedUntouchedOrWorksLater(backend: StoreBackend) throws {
        try backend.cancelUnlessAvailable()
        print("hostile command-line values seed \(Self.seed) on \(backend)")
        var random = SplitMix64(seed: Self.seed)
        let workspace = Workspace()
        let store = try backend.freshLocation(in: workspace.directory)
        func run(_ arguments: [String]) throws -> CommandResult { try runStackdoc(arguments + ["--db", store]) }
        #expect(try run(["import", workspace.file("simple.json", simpleDocument)]).status == 0)
        var accepted = 0, refused = 0
        for (slotIndex, slot) in Self.slots.enumerated() {
            for pick in 0..<4 {
                let value = slot.values[Int(random.next() % UInt64(slot.values.count))]
                let arguments = slot.arguments(value, "n\(slotIndex)x\(pick)")
                let before = try Self.fingerprint(of: store, backend: backend)
                let result = try run(arguments)
                if result.status == 0 {
                    accepted += 1
                    for command in Self.laterCommands {
                        let later = try run(command)
                        let fine = later.status == 0 || (command[0] == "lint" && later.status == 1)
                            || (["undo", "redo"].contains(command[0]) && later.stderr.contains("nothing to"))
                        #expect(fine, "after \(arguments): \(command) failed: \(later.stderr)")
                    }
                } else {
                    refused += 1
                    #expect(!result.stderr.isEmpty, "\(arguments) failed without a word")
                    #expect(!result.stderr.unicodeScalars.contains("\u{1B}"), "\(arguments): a raw escape on stderr")
                    #expect(try Self.fingerprint(of: store, backend: backend) == before, "\(arguments) changed the store")
                }
            }
        }
        print("hostile command-line values on \(backend): \(accepted) accepted, \(refused) refused")
        #expect(accepted > 0 && refused > 0)
    }

    /// The store's contents: its files' bytes on SQLite, every table's rows on PostgreSQL.
    static func fingerprint(of store: String, backend: StoreBackend) throws -> [String] {
        switch backend {
        case .sqlite:
            return ["", "-wal"].map { suffix in
                TestEnvironment.contents(of: store + suffix).map { String(decoding: $0, as: UTF8.self) } ?? "absent"
            }
        case .postgreSQL:
            let connection = try PostgreSQLConnection(url: store)
            let tables = [
                "documents", "revisions", "snapshots", "used_view_ids", "views", "constraints", "head_layouts", "head_frames",
                "imported_commits",
            ]
            return try tables.map { table in
                try connection.queryFirst("SELECT coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM \(table) AS t") {
                    "\(table): \(try $0.value(at: 0))"
                } ?? table
            }
        }
    }
}
