/// The name of an asset file: lower-case letters, digits and hyphens, starting with a letter,
/// then one extension of lower-case letters (`page.js`, `login-form.css`). Each becomes a
/// Swift name: the stem in lower camel case, then the extension in capitals (`pageJS`,
/// `loginFormCSS`).
struct AssetFileName: Equatable {
    /// The Swift name of the file's text.
    let identifier: String

    static let rule = "an asset file is named name.ext: lower-case letters, digits and hyphens starting with a letter, a dot, then lower-case letters (e.g. page.js)"

    /// Parses `fileName`, or returns nil if it breaks the rule.
    init?(_ fileName: String) {
        let parts = fileName.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let (stem, ext) = (parts[0], parts[1])
        guard let first = stem.first, first.isASCII, first.isLowercase,
              stem.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }),
              !stem.hasSuffix("-"), !stem.contains("--"),
              !ext.isEmpty, ext.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return nil }
        let words = stem.split(separator: "-")
        identifier = words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + ext.uppercased()
    }
}
