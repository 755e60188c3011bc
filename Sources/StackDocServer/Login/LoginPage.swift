/// The login page of a token-protected server: a form for the token, sent by its script as
/// JSON (`LoginRoutes`); then the page the browser was sent away from (`?next=`), or `/`.
enum LoginPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Log in · StackDoc</title>
        <link rel="stylesheet" href="/page.css">
        <script src="/login.js" defer></script>
        </head>
        <body data-state="loading">
        <header><a href="/" id="home">StackDoc</a></header>
        <main>
          <form id="login">
            <h1>Log in</h1>
            <p>This server was started with a token (<code>stackdoc serve --token</code>): give it to open the viewer.</p>
            <label>Token <input type="password" id="token" name="token" autocomplete="current-password" required></label>
            <button type="submit">Log in</button>
          </form>
          <p id="error" role="alert" hidden></p>
        </main>
        </body>
        </html>

        """#

    static let script = #"""
        'use strict';
        // Where to go once logged in: `?next=` when it is a path of this server, else `/`.
        function next() {
          const next = new URLSearchParams(location.search).get('next');
          return next && next.startsWith('/') && !/^\/[\/\\]/.test(next) ? next : '/';
        }

        window.addEventListener('DOMContentLoaded', () => {
          const error = document.getElementById('error');
          document.getElementById('login').addEventListener('submit', async (event) => {
            event.preventDefault();
            error.hidden = true;
            try {
              const response = await fetch('/api/login', {
                method: 'POST', headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ token: document.getElementById('token').value }),
              });
              if (response.ok) { location.assign(next()); return; }
              const body = await response.json().catch(() => ({}));
              error.textContent = body.error || 'the login failed (' + response.status + ')';
            } catch (failure) {
              error.textContent = 'the server could not be reached';
            }
            error.hidden = false;
            document.body.dataset.state = 'refused';
          });
          document.body.dataset.state = 'ready';
        });

        """#
}
