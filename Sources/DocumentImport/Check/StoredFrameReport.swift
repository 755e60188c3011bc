import InterfaceBuilderImport

/// What `StoredFrameComparison.run` found over all its files.
public struct StoredFrameReport: Sendable {
    /// Each file in the request's order: compared, or why it could not be read or imported.
    public var results: [Result<CheckedFile, UnreadFile>]
    /// The tolerance the files were compared within.
    public var tolerance: Double

    /// The files compared, in order.
    public var files: [CheckedFile] {
        results.compactMap { if case .success(let file) = $0 { file } else { nil } }
    }

    /// Why each file that was not compared could not be read or imported, in order.
    public var failures: [UnreadFile] {
        results.compactMap { if case .failure(let error) = $0 { error } else { nil } }
    }

    /// Every file's arranged views, together: the headline's figures.
    public var arranged: ArrangedViewOutcome { files.reduce(ArrangedViewOutcome()) { $0 + $1.arranged } }

    /// How many views were compared, over every file.
    public var compared: Int { files.reduce(0) { $0 + $1.compared } }

    /// How many of them were within the tolerance.
    public var within: Int { files.reduce(0) { $0 + $1.within } }

    /// How many views were skipped, by reason, over every file.
    public var skipped: [StoredFrameCheck.SkipReason: Int] {
        var skipped: [StoredFrameCheck.SkipReason: Int] = [:]
        for file in files {
            for outcome in file.outcomes { skipped.merge(outcome.skippedBecause, uniquingKeysWith: +) }
        }
        return skipped
    }

    /// How many compared views keep their stored height, by why, over every file.
    public var heightFromStoredFrame: [StoredSizeStandIn: Int] {
        var standIns: [StoredSizeStandIn: Int] = [:]
        for file in files {
            for outcome in file.outcomes { standIns.merge(outcome.heightFromStoredFrame, uniquingKeysWith: +) }
        }
        return standIns
    }

    /// How many views the imports left out, over every file.
    public var leftOut: Int { files.reduce(0) { $0 + $1.leftOut } }
}
