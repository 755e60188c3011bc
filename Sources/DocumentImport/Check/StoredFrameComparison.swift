import InterfaceBuilderImport

/// Lays Interface Builder files out and compares every frame with the one Xcode stored
/// (`stackdoc check-ib`): each file is imported in memory and each scene laid out at its
/// stored canvas, on the file's own device, else the one asked for.
public enum StoredFrameComparison {
    /// Compares each file of `request`; a file that does not read or import is a failure of
    /// the report and the others are still compared. Cost: one import and one layout per scene.
    public static func run(_ request: StoredFrameRequest) -> StoredFrameReport {
        let options = InterfaceBuilderImportOptions(fallbackDevice: request.device, countsArrangedViews: true)
        let results = request.files.map { file -> Result<CheckedFile, UnreadFile> in
            do {
                let bytes = try FileContents.read(file)
                let imported = try DocumentFile.importInterfaceBuilder(bytes, path: file, baseName: DocumentFile.baseName(of: file), options: options)
                let checked = StoredFrameCheck.check(imported, tolerance: request.tolerance)
                return .success(CheckedFile(
                    file: file, outcomes: checked.scenes, arranged: checked.arranged, leftOut: imported.leftOutViews,
                    warnings: imported.warnings + imported.scenes.flatMap(\.warnings),
                    device: CheckedDevice(file: imported, requested: request.device)))
            } catch {
                return .failure(UnreadFile(file: file, error: error))
            }
        }
        return StoredFrameReport(results: results, tolerance: request.tolerance)
    }
}
