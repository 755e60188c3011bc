import LayoutRendering

/// The viewer's script. Every text that comes from a document (ids, names, messages, property
/// values) reaches the page through `textContent` or an attribute set with `setAttribute`,
/// never through HTML parsing, so a label holding `<script>` shows as text. The page's state
/// is mirrored on `<body data-...>` (`state`, `revision`, `head`, `mode`, `views`, and the diff
/// counts) so that tools can read what it shows. Views are drawn as `render` draws them: each
/// kind in its colours (`PictureStyleSheet`), with what it shows written on it.
///
/// The script is `Assets/page.js`, with `render`'s styled kinds and caption length in place of
/// its `{{STYLED_KINDS}}` and `{{CAPTION_LENGTH}}`.
enum PageScript {
    static let source = EmbeddedAssets.pageJS
        .replacing("{{STYLED_KINDS}}", with: styledKinds)
        .replacing("{{CAPTION_LENGTH}}", with: String(captionLength))

    /// The most characters of a caption, as `render` writes it.
    private static var captionLength: Int { PictureStyleSheet.captionLength }

    /// The kinds `render` styles, for the script's class names.
    private static var styledKinds: String {
        "[" + PictureStyleSheet.styledKinds.map { "'\($0)'" }.joined(separator: ", ") + "]"
    }
}
