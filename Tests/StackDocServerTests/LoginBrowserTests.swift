import Foundation
import Hummingbird
import StackDocTestSupport
import StackDocument
import Testing

extension TimedServerTests {
    /// A server started with a token, opened in headless Chromium: the login page, the viewer
    /// after logging in, logging out; and a page of another site that knows the token cannot
    /// log the browser in, nor write with the browser's session once it is logged in.
    @Suite("login in Chromium", .serialized, .enabled(if: Chromium.executable != nil, Chromium.skipComment))
    struct LoginBrowserTests {
        static let token = "browser-token-7"

        /// The attacker's page: logins with the token and writes, as forms (into hidden frames)
        /// and as `fetch`es that carry the browser's cookies; records in `data-done` what each
        /// attempt saw.
        static func attackPage(target: String) -> String {
            """
            <!doctype html><html><body>
            <iframe name="sink1"></iframe><iframe name="sink2"></iframe><iframe name="sink3"></iframe>
            <form id="login" method="POST" enctype="text/plain" target="sink1" action="\(target)/api/login">
              <input name='{"token": "\(token)", "x": "' value='"}'></form>
            <form id="undo" method="POST" target="sink2" action="\(target)/api/documents/demo/undo"><input name="a" value="b"></form>
            <form id="edit" method="POST" enctype="text/plain" target="sink3" action="\(target)/api/documents/demo/edits">
              <input name='[{"op": "hide", "view": "note2", "message": "' value='"}]'></form>
            <script>
            (async () => {
              const results = [];
              const loaded = ['sink1', 'sink2', 'sink3'].map(name =>
                new Promise(resolve => document.querySelector(`iframe[name=${name}]`).addEventListener('load', resolve, {once: true})));
              for (const id of ['login', 'undo', 'edit']) document.getElementById(id).submit();
              await Promise.all(loaded);
              results.push('forms');
              const body = JSON.stringify({token: '\(token)'});
              try { await fetch('\(target)/api/login', {method: 'POST', mode: 'no-cors', credentials: 'include', headers: {'Content-Type': 'text/plain'}, body}); results.push('sent'); }
              catch (error) { results.push('failed'); }
              for (const path of ['login', 'documents/demo/undo']) {
                try { const r = await fetch('\(target)/api/' + path, {method: 'POST', credentials: 'include', headers: {'Content-Type': 'application/json'}, body}); results.push(path + ' ' + r.status); }
                catch (error) { results.push(path + ' blocked'); }
              }
              try { await fetch('\(target)/api/documents/demo/undo', {method: 'POST', mode: 'no-cors', credentials: 'include'}); results.push('sent'); }
              catch (error) { results.push('failed'); }
              document.body.dataset.done = results.join(',');
            })();
            </script></body></html>
            """
        }

        @Test("the viewer opens after logging in, and not before; another site can neither log in nor write; logging out ends the session")
        func login() async throws {
            let store = try ServedStore()
            defer { store.remove() }
            let before = store.bytes()
            let revisions = try store.stackdoc(["log", "demo", "--format", "json"])
            let server = try ServeProcess(store: store.path, arguments: ["--token", Self.token])
            let target = server.base
            // The attacker's site: another server, on another loopback port.
            let outcome = try await withAttackerSite(page: Self.attackPage(target: target)) { try Self.drive(attacker: $0, target: target) }
            print("login in Chromium: \(outcome)")
            #expect(outcome.firstAttack.hasPrefix("forms,"), "\(outcome.firstAttack)")
            #expect(outcome.firstAttack.contains("login blocked") && outcome.firstAttack.contains("documents/demo/undo blocked"), "\(outcome.firstAttack)")
            #expect(outcome.pathBeforeLogin == "/login", "the attacker's login attempts logged the browser in")
            #expect(outcome.documents == "demo")
            #expect(outcome.cookieSeenByScript == "", "the session cookie is readable by scripts")
            #expect(outcome.secondAttack.hasPrefix("forms,"), "\(outcome.secondAttack)")
            #expect(outcome.documentState == "document 5")
            #expect(outcome.pathAfterLogout == "/login")
            #expect(outcome.readAfterLogout == 401)
            #expect(try store.stackdoc(["log", "demo", "--format", "json"]) == revisions)
            #expect(store.bytes() == before)
            withExtendedLifetime(server) {}
        }

        struct Outcome: Sendable, CustomStringConvertible {
            var firstAttack = "", pathBeforeLogin = "", documents = "", cookieSeenByScript = "?", secondAttack = ""
            var documentState = "", pathAfterLogout = "", readAfterLogout = 0
            var description: String {
                "attack before login: \(firstAttack); at \(pathBeforeLogin) before login; documents \(documents); "
                    + "attack after login: \(secondAttack); \(documentState); at \(pathAfterLogout) after logout, a read answered \(readAfterLogout)"
            }
        }

        private static func drive(attacker: String, target: String) throws -> Outcome {
            let browser = try Chromium(executable: Chromium.executable!)
            func string(_ expression: String, _ session: String) throws -> String {
                guard case .string(let text) = try browser.evaluate(expression, session: session) else { return "" }
                return text
            }
            func attack() throws -> String {
                let page = try browser.open(attacker)
                try browser.waitUntil("document.body && document.body.dataset.done !== undefined", session: page)
                return try string("document.body.dataset.done", page)
            }
            var outcome = Outcome()
            outcome.firstAttack = try attack()

            // The viewer sends a browser without a session to the login page.
            let tab = try browser.open(target + "/")
            try browser.waitUntil("location.pathname === '/login' && document.body.dataset.state === 'ready'", session: tab)
            outcome.pathBeforeLogin = try string("location.pathname", tab)
            _ = try browser.evaluate(
                "document.getElementById('token').value = '\(token)'; document.getElementById('login').requestSubmit(); true", session: tab)
            try browser.waitUntil("location.pathname === '/' && document.body.dataset.state === 'index'", session: tab)
            outcome.documents = try string("[...document.querySelectorAll('#document-list a')].map(a => a.textContent).join('|')", tab)
            outcome.cookieSeenByScript = try string("document.cookie", tab)

            outcome.secondAttack = try attack()

            let page = try browser.open(target + "/documents/demo")
            try browser.waitUntil("document.body.dataset.state === 'document'", session: page)
            outcome.documentState = try string("document.body.dataset.state + ' ' + document.body.dataset.revision", page)
            _ = try browser.evaluate("document.getElementById('logout').click(); true", session: page)
            try browser.waitUntil("location.pathname === '/login' && document.body.dataset.state === 'ready'", session: page)
            outcome.pathAfterLogout = try string("location.pathname", page)
            if case .number(let status) = try browser.evaluate("fetch('/api/documents').then(r => r.status)", session: page) {
                outcome.readAfterLogout = Int(status)
            }
            return outcome
        }
    }
}
