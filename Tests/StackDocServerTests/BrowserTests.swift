import Dispatch
import Foundation
import StackDocServer
import StackDocTestSupport
import StackDocument
import Testing

extension TimedServerTests {
    /// The page in real headless Chromium: the documents listed, a document drawn, a device's
    /// screen chosen, the slider moved, the diff mode, hover and blame, a write by another process
    /// followed live, and a hostile document name, message and view name shown as text.
    /// Screenshots are kept in `$STACKDOC_SCREENSHOTS` when it is set.
    @Suite("viewer page in Chromium", .serialized, .enabled(if: Chromium.executable != nil, Chromium.skipComment))
    struct BrowserTests {
        static let hostileName = "<img src=x onerror=window.__xss=1>"
        static let hostileMessage = "<script>window.__xss=2</script>"
        static let hostileViewName = "<img src=x onerror=window.__xss=3>"

        @Test("load, slide, diff, hover, blame, live update, no script from a document")
        func page() async throws {
            let store = try ServedStore()
            defer { store.remove() }
            try store.stackdoc(["import", ServedStore.packageRoot + "/Examples/simple-stack-view.json", "--name", Self.hostileName])
            try store.stackdoc(["set", Self.hostileName, "flowers", "name", Self.hostileViewName])
            try store.stackdoc(["hide", Self.hostileName, "image", "-m", Self.hostileMessage])
            let server = try ServeProcess(store: store.path)
            let base = server.base
            try await onThread { try Self.drive(base: base, store: store) }
            withExtendedLifetime(server) {}
        }

        /// Runs blocking work (the DevTools pipe) on a thread of its own, off Swift's concurrency threads.
        private func onThread(_ work: @escaping @Sendable () throws -> Void) async throws {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
            }
        }

        private static func drive(base: String, store: ServedStore) throws {
            let browser = try Chromium(executable: Chromium.executable!)
            let shots = ProcessInfo.processInfo.environment["STACKDOC_SCREENSHOTS"]
            func shoot(_ session: String, _ name: String) throws {
                guard let shots else { return }
                try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
                try browser.screenshot(session: session, to: shots + "/" + name + ".png")
            }
            func string(_ expression: String, _ session: String) throws -> String {
                guard case .string(let text) = try browser.evaluate(expression, session: session) else { return "" }
                return text
            }

            // The documents, each a link; the hostile name is text, and no script of it ran.
            let index = try browser.open(base + "/")
            try browser.waitUntil("document.body.dataset.state === 'index'", session: index)
            #expect(try string("[...document.querySelectorAll('#document-list a')].map(a => a.textContent).join('|')", index) == "\(hostileName)|demo")
            #expect(try browser.evaluate("document.querySelectorAll('#document-list img').length", session: index) == .number(0))
            try shoot(index, "1-index")

            // A document at its head: 5 revisions, each in the log.
            let page = try browser.open(base + "/documents/demo")
            try browser.waitUntil("document.body.dataset.state === 'document' && document.body.dataset.revision === '5'", session: page)
            #expect(try browser.evaluate("document.querySelectorAll('#log-list li').length", session: page) == .number(5))
            let viewsAtHead = try string("document.body.dataset.views", page)
            try shoot(page, "2-head")

            // The canvas menu lists the device table; a device lays the document out on its screen,
            // and the address says which.
            #expect(try browser.evaluate("document.querySelectorAll('#device option').length", session: page) == .number(Double(Device.all.count + 1)))
            _ = try browser.evaluate("(() => { const d = document.getElementById('device'); d.value = 'iphone15'; d.dispatchEvent(new Event('change')); return true })()", session: page)
            try browser.waitUntil("document.getElementById('revision-label').textContent.endsWith('393×852')", session: page)
            #expect(try string("location.search", page).contains("device=iphone15"))
            _ = try browser.evaluate("(() => { const d = document.getElementById('device'); d.value = ''; d.dispatchEvent(new Event('change')); return true })()", session: page)
            try browser.waitUntil("!location.search.includes('device') && !document.getElementById('revision-label').textContent.endsWith('393×852')", session: page)

            // The slider moved to revision 1: fewer views, the address names the revision.
            _ = try browser.evaluate("(() => { const s = document.getElementById('slider'); s.value = '1'; s.dispatchEvent(new Event('input')); return true })()", session: page)
            try browser.waitUntil("document.body.dataset.revision === '1'", session: page)
            #expect(try string("location.search", page).contains("rev=1"))
            #expect(Int(try string("document.body.dataset.views", page))! < Int(viewsAtHead)!)
            #expect(try string("document.getElementById('revision-label').textContent", page).hasPrefix("r1 of 5"))
            try shoot(page, "3-slider-r1")

            // Diff mode from revision 1 to the head: two views added (note1 hidden since), in green.
            _ = try browser.evaluate("(() => { const s = document.getElementById('slider'); s.value = '5'; s.dispatchEvent(new Event('input')); document.getElementById('diff-mode').click(); const b = document.getElementById('diff-base'); b.value = '1'; b.dispatchEvent(new Event('change')); return true })()", session: page)
            try browser.waitUntil("document.body.dataset.mode === 'diff' && document.body.dataset.revision === '5' && document.body.dataset.added === '2'", session: page)
            #expect(try string("document.getElementById('diff-summary').textContent", page) == "2 added0 removed0 moved0 hidden")
            #expect(try browser.evaluate("document.querySelectorAll('#canvas g.added').length", session: page) == .number(1))
            #expect(try string("location.search", page).contains("diff=1"))
            try shoot(page, "4-diff")

            // Hover shows the view; a click shows its blame.
            _ = try browser.evaluate("(() => { const g = document.querySelector('#canvas g[data-view=\"note2\"]'); g.dispatchEvent(new Event('mouseenter')); g.dispatchEvent(new Event('click')); return true })()", session: page)
            try browser.waitUntil("document.body.dataset.blamed === 'note2'", session: page)
            #expect(try string("document.getElementById('view-details').textContent", page).contains("note2"))
            #expect(try string("document.getElementById('blame-list').textContent", page).contains("r3"))
            try shoot(page, "5-hover-blame")

            // Another process writes: the event reaches the page within a second, and the page
            // follows to the new head (allowed two seconds in all, for a machine busy with other tests).
            let events = try string("document.body.dataset.events", page)
            try store.stackdoc(["hide", "demo", "note2"])
            let written = Date()
            try browser.waitUntil("document.body.dataset.events !== '\(events)'", session: page, timeout: 5)
            let notified = Date().timeIntervalSince(written)
            try browser.waitUntil("document.body.dataset.head === '6' && document.body.dataset.revision === '6'", session: page, timeout: 5)
            let redrawn = Date().timeIntervalSince(written)
            print("live update: event after \(Int(notified * 1000)) ms, page redrawn after \(Int(redrawn * 1000)) ms")
            #expect(notified < 1.0)
            #expect(redrawn < 2.0)
            try shoot(page, "6-live-update")

            // Diff mode against revision 5: the view revision 6 hid is drawn dashed, where it was.
            _ = try browser.evaluate("(() => { const b = document.getElementById('diff-base'); b.value = '5'; b.dispatchEvent(new Event('change')); return true })()", session: page)
            try browser.waitUntil("document.body.dataset.hidden === '1' && document.body.dataset.added === '0'", session: page)
            #expect(try string("[...document.querySelectorAll('#canvas g.hidden')].map(g => g.dataset.view).join()", page) == "note2")
            try shoot(page, "7-diff-hidden")

            // The hostile document: its name, message and view name are shown as text (the view
            // named beside its id, as the command line names it, in the log, on hover and in its
            // blame), and nothing ran.
            let hostile = try browser.open(base + "/documents/" + hostileName.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)
            try browser.waitUntil("document.body.dataset.state === 'document'", session: hostile)
            #expect(try string("document.getElementById('title').textContent", hostile) == hostileName)
            #expect(try string("document.getElementById('log-list').textContent", hostile).contains(hostileMessage))
            #expect(try string("document.getElementById('log-list').textContent", hostile).contains("set \(hostileViewName) (flowers) name"))
            _ = try browser.evaluate("(() => { const g = document.querySelector('#canvas g[data-view=\"flowers\"]'); g.dispatchEvent(new Event('mouseenter')); g.dispatchEvent(new Event('click')); return true })()", session: hostile)
            try browser.waitUntil("document.body.dataset.blamed === 'flowers'", session: hostile)
            #expect(try string("document.getElementById('view-details').textContent", hostile).contains("name\(hostileViewName)kind"))
            #expect(try string("document.querySelector('#canvas g[data-view=\"flowers\"] text').textContent", hostile) == hostileViewName)
            #expect(try string("document.getElementById('blame-list').firstChild.textContent", hostile) == "\(hostileViewName) (flowers):")
            #expect(try browser.evaluate("window.__xss === undefined && document.querySelectorAll('main img, main script').length === 0", session: hostile) == .bool(true))
            try shoot(hostile, "8-hostile-name")
        }
    }
}
