import DocumentImport
import StackDocument
import Testing

/// `StoredFrameComparison.run`: Interface Builder files compared with their stored frames,
/// each on its own device or the one asked for, a file that does not read set apart.
@Suite("Stored frame comparison")
struct StoredFrameComparisonTests {
    static let packageRoot: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()
    static let signIn = packageRoot + "/Examples/sign-in.storyboard"

    @Test func filesAreComparedInOrderAndFailuresSetApart() {
        let missing = "/nonexistent/missing.xib"
        let report = StoredFrameComparison.run(StoredFrameRequest(files: [missing, Self.signIn]))
        #expect(report.results.count == 2)
        #expect(report.failures.map(\.file) == [missing])
        #expect(report.failures.first?.message.contains("missing.xib") == true)
        #expect(report.files.map(\.file) == [Self.signIn])
        #expect(report.compared > 0)
        #expect(report.within <= report.compared)
        #expect(report.arranged.compared > 0)
        #expect(report.compared == report.files.reduce(0) { $0 + $1.compared })
    }

    @Test(arguments: [0.0, 1, 1000])
    func aLargerToleranceMatchesNoFewerViews(tolerance: Double) {
        let strict = StoredFrameComparison.run(StoredFrameRequest(files: [Self.signIn], tolerance: 0))
        let report = StoredFrameComparison.run(StoredFrameRequest(files: [Self.signIn], tolerance: tolerance))
        #expect(report.tolerance == tolerance)
        #expect(report.compared == strict.compared)
        #expect(report.within >= strict.within)
        if tolerance >= 1000 { #expect(report.within == report.compared) }
    }

    @Test func theFilesOwnDeviceWinsOverTheOneAskedFor() throws {
        let ipad = try #require(Device.named("ipad")).screen(landscape: false)
        let report = StoredFrameComparison.run(StoredFrameRequest(files: [Self.signIn], device: ipad))
        let device = try #require(report.files.first?.device)
        #expect(device.source == .file)
        #expect(device.device?.interfaceBuilderID == "retina4_7")
        #expect(device.notApplied?.device.name == ipad.device.name)
        let plain = StoredFrameComparison.run(StoredFrameRequest(files: [Self.signIn]))
        #expect(plain.files.first?.device.notApplied == nil)
    }
}
