/// The viewer's HTML: an empty frame that `PageScript` fills from the API. It holds no data
/// of its own, so nothing from a document ever passes through HTML parsing.
enum PageHTML {
    static let source = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>StackDoc</title>
        <link rel="stylesheet" href="/page.css">
        <script src="/page.js" defer></script>
        </head>
        <body data-state="loading">
        <header><a href="/" id="home">StackDoc</a> <span id="title"></span> <span id="live" title="live updates"></span> <button id="logout" type="button" hidden>Log out</button></header>
        <main>
          <section id="documents" hidden><h1>Documents</h1><ul id="document-list"></ul></section>
          <section id="viewer" hidden>
            <div id="controls">
              <label>Revision <input type="range" id="slider" min="1" max="1" value="1"></label>
              <output id="revision-label"></output>
              <label><input type="checkbox" id="diff-mode"> Diff against r<input type="number" id="diff-base" min="1" value="1"></label>
              <label>Canvas <select id="device">
                <option value="">document's own</option>
              </select></label>
              <label><input type="checkbox" id="landscape"> landscape</label>
              <a id="svg-link" href="#">picture (SVG)</a>
            </div>
            <div id="panes">
              <div id="canvas-pane"><svg id="canvas" xmlns="http://www.w3.org/2000/svg"></svg><div id="diff-summary"></div></div>
              <aside>
                <div id="inspector"><h2>View</h2><p class="hint">Hover over a view; click it for its blame.</p><dl id="view-details"></dl></div>
                <div id="blame"><h2>Blame</h2><ol id="blame-list"></ol></div>
                <div id="log"><h2>Log</h2><ol id="log-list"></ol></div>
              </aside>
            </div>
          </section>
          <p id="error" role="alert" hidden></p>
        </main>
        </body>
        </html>

        """#

    /// The page of a server with a token: its body marked `data-login="on"`, which shows the
    /// button that logs out.
    static let withLogout = source.replacing(#"<body data-state="loading">"#, with: #"<body data-state="loading" data-login="on">"#, maxReplacements: 1)
}
