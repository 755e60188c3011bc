import ArgumentParser
import DocumentImport
import InterfaceBuilderImport
import StackDocument
import StackLayout

struct CheckIBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-ib",
        abstract: "Lay Interface Builder files out and compare every frame with the one Xcode stored.",
        discussion: """
            Each file is imported in memory (the store is not touched) and each scene is
            laid out at its stored canvas. The headline (the last line, "N arranged views
            compared, M within T pt") counts every visible arranged view of a stack with a
            stored frame, relative to its stack: a view the import left out counts as a
            miss. Set apart from it, by reason, judged from the file alone: the arranged
            views of stacks whose stored frames break a required size constraint of the
            file (and of the stacks inside them), of stacks inside a hidden view, and those
            sized by a loose JPEG or PNG (whose stored size Xcode derives from its DPI).

            Beside it, every view's frame (relative to its superview) is compared too.
            Views in hidden subtrees, misplaced="YES" and ambiguous="YES" views, the
            arranged subviews of such stacks (their stored frames are the stale
            arrangement), views whose stored frames break a required constraint of the file
            (and the frames placed from them), frames stored out of range and the roots are
            skipped. Prints each miss, each warning of the import (something that changes
            layout and is not modelled), a line per file, the views set apart and skipped by
            reason, how many views the import left out (each named in a warning), the count
            of every view, and the headline.

            Stored frames are only valid for the device the file was saved for. A file
            that declares its design device (<device id=...>) is compared at that device,
            whatever --device says (a note on standard error says when --device names
            another one). A file that declares none (many .xib files, storyboards from
            before Xcode 8) is read for --device as if it had named it: the device's safe
            area, root margins, size classes and pixel grid, at the root's stored size (at
            the device's screen when the root stores no frame). Without --device such files
            are compared at their stored canvas with no device. Each file's line says which
            device it was compared at and where that came from.

            Exit status: 0 when every file was imported and compared (whatever the
            figures), 1 when a file could not be read or imported (the others are still
            compared).

            Examples:
              stackdoc check-ib Main.storyboard
              stackdoc check-ib fixtures/*.storyboard fixtures/*.xib --format json
              stackdoc check-ib LegacyCell.xib --device iphone15
            """
    )

    @Argument(help: ArgumentHelp("The .storyboard and .xib files.", valueName: "file"))
    var files: [String]

    @Option(help: "The largest difference, in points, that still counts as a match.")
    var tolerance: Double = 1

    @OptionGroup var onDevice: DeviceOptions

    @OptionGroup var output: FormatOption

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("name at least one file") }
        guard tolerance.isFinite, tolerance >= 0 else { throw ValidationError("--tolerance must be a number >= 0") }
    }

    func run() throws {
        let report = StoredFrameComparison.run(StoredFrameRequest(files: files, tolerance: tolerance, device: try onDevice.screen))
        for result in report.results {
            switch result {
            case .success(let checked):
                if output.format == .text {
                    ImportDiagnostics.printWarnings(checked.warnings, path: checked.file)
                    if let note = checked.device.note(path: DocumentFile.displayName(checked.file)) { ImportDiagnostics.writeError(note + "\n") }
                }
            case .failure(let failure):
                ImportDiagnostics.printError(failure.message)
            }
        }
        switch output.format {
        case .text: Self.printText(report)
        case .json: print(JSONWriter.string(Self.json(report)))
        }
        if !report.failures.isEmpty { throw ExitCode.failure }
    }

    /// The misses, a line per file, the views set apart, skipped and left out, and the headline.
    private static func printText(_ report: StoredFrameReport) {
        let tolerance = report.tolerance
        for checked in report.files {
            let file = checked.file
            for outcome in checked.outcomes {
                for miss in outcome.misses {
                    print("\(file): \(outcome.document): \(miss.id) (\(miss.className)): ours \(Self.text(miss.ours)), stored \(Self.text(miss.stored))")
                }
            }
            for miss in checked.arranged.misses where miss.ours == nil {
                print("\(file): \(miss.id) (arranged in \(miss.stackID)): not imported, stored \(Self.text(miss.stored))")
            }
            print(
                "\(file): \(checked.arranged.compared) arranged views compared, \(checked.arranged.within) within \(formatNumber(tolerance)) pt; "
                    + "\(checked.compared) views compared, \(checked.within) within \(formatNumber(tolerance)) pt; \(checked.device.text)")
        }
        let arranged = report.arranged
        let apart = arranged.setApart.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
        print("\(arranged.setApart.values.reduce(0, +)) arranged views set apart\(apart.isEmpty ? "" : ": " + apart.joined(separator: ", "))")
        let skipped = report.skipped
        let reasons = skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
        print("\(skipped.values.reduce(0, +)) views skipped\(reasons.isEmpty ? "" : ": " + reasons.joined(separator: ", "))")
        if report.leftOut > 0 { print("\(report.leftOut) views left out of the import (see the warnings)") }
        let standIns = report.heightFromStoredFrame
        if !standIns.isEmpty {
            let why = standIns.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
            print("\(standIns.values.reduce(0, +)) compared views keep their stored height (natural height not in the file): \(why.joined(separator: ", "))")
        }
        print("\(report.compared) views compared, \(report.within) within \(formatNumber(tolerance)) pt")
        print(headline(arranged, tolerance: tolerance))
    }

    /// `{files, errors, arranged, compared, within, skipped, heightFromStoredFrame, tolerance}`.
    private static func json(_ report: StoredFrameReport) -> JSONValue {
        .object([
            ("files", .array(report.files.map(json(_:)))),
            ("errors", .array(report.failures.map { .string($0.message) })),
            ("arranged", json(report.arranged)),
            ("compared", .number(Double(report.compared))), ("within", .number(Double(report.within))),
            ("skipped", json(report.skipped)),
            ("heightFromStoredFrame", .object(report.heightFromStoredFrame.sorted { $0.key < $1.key }.map { ($0.key.rawValue, .number(Double($0.value))) })),
            ("tolerance", .number(report.tolerance)),
        ])
    }

    /// `N arranged views compared, M within T pt (P%)`, with the views not imported when there are some.
    static func headline(_ arranged: ArrangedViewOutcome, tolerance: Double) -> String {
        let rate = arranged.compared == 0 ? 100 : 100 * Double(arranged.within) / Double(arranged.compared)
        let notImported = arranged.notImported == 0 ? "" : ", \(arranged.notImported) not imported"
        return "\(arranged.compared) arranged views compared, \(arranged.within) within \(formatNumber(tolerance)) pt "
            + "(\(formatNumber((rate * 10).rounded() / 10))%\(notImported))"
    }

    static func json(_ arranged: ArrangedViewOutcome) -> JSONValue {
        .object([
            ("compared", .number(Double(arranged.compared))), ("within", .number(Double(arranged.within))),
            ("notImported", .number(Double(arranged.notImported))),
            ("setApart", .object(arranged.setApart.sorted { $0.key < $1.key }.map { ($0.key.rawValue, .number(Double($0.value))) })),
            ("misses", .array(arranged.misses.map { miss in
                .object([
                    ("id", .string(miss.id)), ("stack", .string(miss.stackID)), ("ours", miss.ours.map(json(_:)) ?? .null),
                    ("stored", json(miss.stored)),
                ])
            })),
        ])
    }

    static func text(_ rect: Rect) -> String {
        "(\(formatNumber(rounded(rect.x))), \(formatNumber(rounded(rect.y))), \(formatNumber(rounded(rect.width))) x \(formatNumber(rounded(rect.height))))"
    }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    static func json(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    static func json(_ skipped: [StoredFrameCheck.SkipReason: Int]) -> JSONValue {
        .object(skipped.sorted { $0.key < $1.key }.map { ($0.key.rawValue, .number(Double($0.value))) })
    }

    static func json(_ report: CheckedFile) -> JSONValue {
        let (outcomes, warnings) = (report.outcomes, report.warnings)
        return .object([
            ("file", .string(report.file)),
            ("arranged", json(report.arranged)),
            ("leftOut", .number(Double(report.leftOut))),
            ("checkedAt", report.device.json),
            ("deviceNotApplied", report.device.notAppliedJSON),
            ("warnings", .array(warnings.map { .object([("line", .number(Double($0.line))), ("message", .string($0.message))]) })),
            ("compared", .number(Double(report.compared))),
            ("within", .number(Double(report.within))),
            ("documents", .array(outcomes.map { outcome in
                .object([
                    ("document", .string(outcome.document)), ("compared", .number(Double(outcome.compared))),
                    ("within", .number(Double(outcome.within))), ("skipped", .number(Double(outcome.skipped))),
                    ("skippedBecause", json(outcome.skippedBecause)),
                    ("misses", .array(outcome.misses.map { miss in
                        .object([
                            ("id", .string(miss.id)), ("class", .string(miss.className)), ("ours", json(miss.ours)),
                            ("stored", json(miss.stored)), ("deviation", .number(miss.deviation)),
                        ])
                    })),
                    ("brokenConstraints", .array(outcome.brokenConstraints.map { .string($0.description) })),
                ])
            })),
        ])
    }
}
