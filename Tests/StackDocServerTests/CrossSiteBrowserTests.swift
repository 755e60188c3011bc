import Foundation
import Hummingbird
import StackDocTestSupport
import StackDocument
import Testing

extension TimedServerTests {
    /// What a hostile web page can do to a running `stackdoc serve` from a real browser: post
    /// forms and no-cors requests to it from another origin, and reach it under a name of its
    /// own that resolves to 127.0.0.1 (DNS rebinding, played by Chromium's resolver rules).
    /// None of it changes the store.
    @Suite("cross-site requests in Chromium", .serialized, .enabled(if: Chromium.executable != nil, Chromium.skipComment))
    struct CrossSiteBrowserTests {
        /// The attacker's page: three form posts (text/plain, form, multipart) into hidden
        /// frames, the same as no-cors `fetch`es, and a JSON `fetch` that needs the server's
        /// permission to cross origins. It records in `data-done` what each attempt saw.
        static func attackPage(target: String) -> String {
            """
            <!doctype html><html><body>
            <iframe name="sink1"></iframe><iframe name="sink2"></iframe><iframe name="sink3"></iframe>
            <form id="edit" method="POST" enctype="text/plain" target="sink1" action="\(target)/api/documents/demo/edits">
              <input name='[{"op": "hide", "view": "note2", "message": "' value='"}]'></form>
            <form id="undo" method="POST" target="sink2" action="\(target)/api/documents/demo/undo"><input name="a" value="b"></form>
            <form id="redo" method="POST" enctype="multipart/form-data" target="sink3" action="\(target)/api/documents/demo/redo"><input name="a" value="b"></form>
            <script>
            (async () => {
              const results = [];
              const loaded = ['sink1', 'sink2', 'sink3'].map(name =>
                new Promise(resolve => document.querySelector(`iframe[name=${name}]`).addEventListener('load', resolve, {once: true})));
              for (const id of ['edit', 'undo', 'redo']) document.getElementById(id).submit();
              await Promise.all(loaded);
              results.push('forms');
              const attempts = [
                ['edits', 'text/plain', '[{"op": "hide", "view": "note2"}]'],
                ['undo', 'application/x-www-form-urlencoded', 'a=b'],
                ['redo', 'multipart/form-data; boundary=x', '--x--'],
                ['undo', 'text/plain', ''],
              ];
              for (const [path, type, body] of attempts) {
                try { await fetch('\(target)/api/documents/demo/' + path, {method: 'POST', mode: 'no-cors', headers: {'Content-Type': type}, body}); results.push('sent'); }
                catch (error) { results.push('failed'); }
              }
              try { const r = await fetch('\(target)/api/documents/demo/undo', {method: 'POST', headers: {'Content-Type': 'application/json'}}); results.push('json ' + r.status); }
              catch (error) { results.push('json blocked'); }
              document.body.dataset.done = results.join(',');
            })();
            </script></body></html>
            """
        }

        @Test("a page of another origin posts forms and no-cors requests, a rebound name reads and writes: the store is unchanged")
        func crossSite() async throws {
            let store = try ServedStore()
            defer { store.remove() }
            try store.stackdoc(["undo", "demo"])
            let before = store.bytes()
            let revisions = try store.stackdoc(["log", "demo", "--format", "json"])
            let server = try ServeProcess(store: store.path)
            let target = server.base
            let servePort = server.port
            // The attacker's site: another server, on another loopback port.
            let outcome = try await withAttackerSite(page: Self.attackPage(target: target)) { try Self.drive(attacker: $0, servePort: servePort) }
            let (done, rebindPage, rebindRead, rebindWrite) = outcome
            print("cross-site page: \(done); rebound name: page \(rebindPage), read \(rebindRead), write \(rebindWrite)")
            #expect(done.hasPrefix("forms,"), "\(done)")
            #expect(rebindPage == .number(421))
            #expect(rebindRead == .number(421))
            #expect(rebindWrite == .number(421))
            #expect(try store.stackdoc(["log", "demo", "--format", "json"]) == revisions)
            #expect(store.bytes() == before)
            withExtendedLifetime(server) {}
        }

        /// Opens the attacker's page and waits for its attempts; then opens the server under a
        /// rebound name and tries a read and a write from there. Returns what the page recorded and
        /// the three statuses under the rebound name.
        private static func drive(attacker: String, servePort: Int) throws -> (String, JSONValue, JSONValue, JSONValue) {
            // Without HTTPS upgrades, which would first try the rebound name over https (the
            // server speaks plain HTTP) and only then fall back: the page must be the server's.
            let browser = try Chromium(
                executable: Chromium.executable!,
                arguments: ["--host-resolver-rules=MAP rebound.example 127.0.0.1", "--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable"])
            let page = try browser.open(attacker)
            try browser.waitUntil("document.body && document.body.dataset.done !== undefined", session: page)
            guard case .string(let done) = try browser.evaluate("document.body.dataset.done", session: page) else { return ("", .null, .null, .null) }
            let rebound = try browser.open("http://rebound.example:\(servePort)/")
            try browser.waitUntil(
                "location.href === 'http://rebound.example:\(servePort)/' && document.readyState === 'complete'", session: rebound)
            // The status the server answers `request` with. A fetch that fails at the network (a
            // kept-alive connection the server closed just as the page reused it: no status at
            // all, `{}` here) is sent again, at most twice, a moment later; a refused one must
            // still answer 421.
            func status(_ request: String) throws -> JSONValue {
                try browser.evaluate(
                    """
                    (async () => {
                      for (let attempt = 0; ; attempt++) {
                        try { return (await \(request)).status; }
                        catch (error) { if (attempt == 2) throw error; await new Promise(resolve => setTimeout(resolve, 200)); }
                      }
                    })()
                    """, session: rebound)
            }
            let pageStatus = try status("fetch(location.href)")
            let read = try status("fetch('/api/documents')")
            let write = try status("fetch('/api/documents/demo/redo', {method: 'POST', headers: {'Content-Type': 'application/json'}})")
            return (done, pageStatus, read, write)
        }
    }
}
