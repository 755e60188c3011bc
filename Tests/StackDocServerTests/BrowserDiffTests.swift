import Dispatch
import Foundation
import StackDocTestSupport
import StackDocument
import Testing

extension TimedServerTests.BrowserTests {
    /// The diff mode draws removed views beneath the views there now, never over them; views
    /// are coloured by kind and show their text as `render` draws them; the documents are
    /// listed as people sort names. Screenshots in `$STACKDOC_SCREENSHOTS` when it is set.
    @Test("diff mode: no current view covered by a removed one; render's colours and text; names sorted")
    func diffPage() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        // r6: note2 removed; r7: note3, a label with text, inserted where note2 was.
        try store.stackdoc(["remove", "demo", "note2"])
        try store.stackdoc(["insert", "demo", "stack", "--at", "1", "--new", "note3", "--kind", "label", "--width", "80", "--height", "20"])
        try store.stackdoc(["set", "demo", "note3", "text", "Today"])
        for name in ["item 10", "Item 2", "item 1", "Zeta", "alpha"] {
            try store.stackdoc(["import", ServedStore.packageRoot + "/Examples/simple-stack-view.json", "--name", name])
        }
        let server = try ServeProcess(store: store.path)
        let base = server.base
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            DispatchQueue.global().async { continuation.resume(with: Result { try Self.driveDiff(base: base) }) }
        }
        withExtendedLifetime(server) {}
    }

    private static func driveDiff(base: String) throws {
        let browser = try Chromium(executable: Chromium.executable!)
        func string(_ expression: String, _ session: String) throws -> String {
            guard case .string(let text) = try browser.evaluate(expression, session: session) else { return "" }
            return text
        }
        func shoot(_ session: String, _ name: String) throws {
            guard let shots = ProcessInfo.processInfo.environment["STACKDOC_SCREENSHOTS"] else { return }
            try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
            try browser.screenshot(session: session, to: shots + "/" + name + ".png")
        }

        let index = try browser.open(base + "/")
        try browser.waitUntil("document.body.dataset.state === 'index'", session: index)
        #expect(try string("[...document.querySelectorAll('#document-list a')].map(a => a.textContent).join('|')", index)
            == "alpha|demo|item 1|Item 2|item 10|Zeta")

        let page = try browser.open(base + "/documents/demo?rev=8&diff=5")
        try browser.waitUntil("document.body.dataset.mode === 'diff' && document.body.dataset.revision === '8'", session: page)
        #expect(try string("document.body.dataset.removed", page) == "1")
        #expect(try string("document.body.dataset.added", page) == "1")
        try shoot(page, "diff-removed-beneath")

        // The removed view overlaps the view now in its place, so covering would show.
        let overlapping = """
            (() => {
              const box = (g) => g.querySelector('rect').getBoundingClientRect();
              const removed = [...document.querySelectorAll('#canvas g.removed')].map(box);
              const current = [...document.querySelectorAll('#canvas g.view:not(.removed)')].map(box);
              return removed.some((r) => current.some((c) => c.width > 0 && c.height > 0 && r.left < c.right && c.left < r.right && r.top < c.bottom && c.top < r.bottom));
            })()
            """
        #expect(try browser.evaluate(overlapping, session: page) == .bool(true))
        // At its centre and near its corners, each current view is what the page shows on top:
        // the topmost element there is never a removed view.
        let covered = """
            (() => {
              const hits = [];
              for (const g of document.querySelectorAll('#canvas g.view:not(.removed)')) {
                const r = g.querySelector('rect').getBoundingClientRect();
                if (r.width < 4 || r.height < 4) continue;
                for (const [fx, fy] of [[0.5, 0.5], [0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]]) {
                  const top = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
                  const group = top && top.closest('g');
                  if (group && group.classList.contains('removed')) hits.push(g.dataset.view + ' under ' + group.dataset.view);
                }
              }
              return hits.join(', ');
            })()
            """
        #expect(try string(covered, page) == "", "current views covered by removed ones")

        // Coloured by kind as render colours them (a label pale blue), with its text written on it.
        #expect(try string("getComputedStyle(document.querySelector('#canvas g[data-view=\"note3\"] rect')).fill", page) == "rgb(225, 241, 251)")
        #expect(try string("document.querySelector('#canvas g[data-view=\"note3\"] text').textContent", page) == "Today")
        #expect(try string("getComputedStyle(document.querySelector('#canvas g[data-view=\"addItem\"] rect')).fill", page) == "rgb(251, 243, 196)")
    }
}
