import StackDocument

/// What an Interface Builder file says about a view that people recognise: the name a designer
/// gave it (`userLabel`), what it shows (a label's text, a button's title, a text field's
/// placeholder, an image's name), and a view controller's title.
enum ViewNaming {
    /// What the view shows, or `nil`: a label's or text view's text (the first of the `text`
    /// attribute, a `<string key="text">` and an attributed string's fragments that is not
    /// empty; a label with none is measured as empty, see `NaturalControlHeight`), a button's
    /// normal title (or its configuration's), a text field's placeholder (else its text), an
    /// image view's image name. Empty text counts as none; a text longer than a document keeps
    /// (`TextRule.maximumTextBytes`) is cut to it. O(size of the element's direct children).
    static func text(of element: XMLElement) -> String? {
        let found: String?
        switch element.name {
        case "button":
            found = element.elements(named: "state").first { $0[attribute: "key"] == "normal" }?[attribute: "title"]
                ?? element.element(named: "buttonConfiguration")?[attribute: "title"]
        case "textField":
            found = element[attribute: "placeholder"] ?? element[attribute: "text"]
        case "imageView":
            found = element[attribute: "image"]
        case "label", "textView":
            let attributed = element.element(named: "attributedString")
                .map { $0.elements(named: "fragment").compactMap { $0[attribute: "content"] }.joined() }
            found = [element[attribute: "text"], element.element(named: "string", key: "text")?.text, attributed]
                .lazy.compactMap { $0 }.first { !$0.isEmpty }
        default:
            found = nil
        }
        guard let found, !found.isEmpty else { return nil }
        return TextRule.cut(found, toBytes: TextRule.maximumTextBytes)
    }

    /// The name people know the view by: its `userLabel`, else what it shows (`text`), else
    /// `fallback` (a view controller's title, for its root view). Empty names count as none; a
    /// longer name than a document keeps (`TextRule.maximumNameBytes`) is cut to it.
    static func name(of element: XMLElement, text: String?, fallback: String? = nil) -> String? {
        [element[attribute: "userLabel"], text, fallback].lazy.compactMap { $0 }.first { !$0.isEmpty }
            .map { TextRule.cut($0, toBytes: TextRule.maximumNameBytes) }
    }

    /// A view controller's title: its `title` attribute, else its navigation item's title, else
    /// its `userLabel`.
    static func title(of controller: XMLElement) -> String? {
        [controller[attribute: "title"], controller.element(named: "navigationItem")?[attribute: "title"],
         controller[attribute: "userLabel"]].lazy.compactMap { $0 }.first { !$0.isEmpty }
    }
}
