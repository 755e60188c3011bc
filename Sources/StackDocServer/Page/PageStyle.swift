import LayoutRendering

/// The viewer's style sheet (`Assets/page.css`): views are coloured by kind as `stackdoc render`
/// colours them, and the diff mode's marks are those of `stackdoc render --diff` (added green,
/// removed red, moved orange, hidden grey dashed), all from `PictureStyleSheet`, whose rules
/// take the place of the file's `{{PICTURE_STYLE_SHEET}}` line: after the page's layout, before
/// the rules of hovering and selecting, so that those win over the picture's colours.
enum PageStyle {
    static let source = EmbeddedAssets.pageCSS.replacing("{{PICTURE_STYLE_SHEET}}\n", with: PictureStyleSheet.css, maxReplacements: 1)
}
