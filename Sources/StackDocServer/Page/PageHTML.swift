/// The viewer's HTML (`Assets/page.html`): an empty frame that `PageScript` fills from the API. It holds no data
/// of its own, so nothing from a document ever passes through HTML parsing.
enum PageHTML {
    static let source = EmbeddedAssets.pageHTML

    /// The page of a server with a token: its body marked `data-login="on"`, which shows the
    /// button that logs out.
    static let withLogout = source.replacing(#"<body data-state="loading">"#, with: #"<body data-state="loading" data-login="on">"#, maxReplacements: 1)
}
