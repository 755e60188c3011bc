import Foundation
import StackDocTestSupport
import StackDocument
import Testing

extension TimedServerTests.BrowserTests {
    /// The page writes a view's text as `render` does: on one line, white space folded, cut
    /// after 40 characters with `…`.
    @Test("captions on one line, cut as render cuts them")
    func captions() async throws {
        let store = try ServedStore()
        defer { store.remove() }
        try store.stackdoc(["set", "demo", "note2", "text", "  Two\n\tlines and a text longer than forty characters in all  "])
        let server = try ServeProcess(store: store.path)
        let base = server.base
        let caption = try await onThread { () throws -> String in
            let browser = try Chromium(executable: Chromium.executable!)
            let page = try browser.open(base + "/documents/demo")
            try browser.waitUntil("document.body.dataset.state === 'document' && document.body.dataset.revision === '6'", session: page)
            guard case .string(let text) = try browser.evaluate("document.querySelector('#canvas g[data-view=\"note2\"] text').textContent", session: page)
            else { return "" }
            return text
        }
        #expect(caption == "Two lines and a text longer than forty c…")
        withExtendedLifetime(server) {}
    }
}
