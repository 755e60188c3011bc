import StackDocument
import StackLayout

/// What each Interface Builder view class becomes in a document, and where its intrinsic size
/// comes from.
enum ViewClassMapping {
    /// How a class's intrinsic content size is found.
    enum IntrinsicSource {
        /// None (plain views, stacks, scroll views).
        case none
        /// From font metrics at run time: the stored frame's size stands in for it.
        case storedFrame
        /// Only the height is intrinsic (sliders, progress views, pickers): the stored frame's height.
        case storedHeight
        /// The image's size from `<resources>`.
        case image
    }

    /// Elements that are views when they appear under `<subviews>`, with the document kind
    /// each becomes; any other element under `<subviews>` is a view of its own element name.
    static let kinds: [String: ViewKind] = [
        "view": .view, "stackView": .stack, "label": .label, "button": .button, "imageView": .image,
        "textField": .textField, "textView": .textView, "switch": .switch, "scrollView": .scroll,
        "tableView": .scroll, "collectionView": .scroll,
    ]

    /// The kind of an element; an element name that is not a valid kind (kinds are spelled
    /// like ids) is a plain view.
    static func kind(of elementName: String) -> ViewKind {
        if let kind = kinds[elementName] { return kind }
        return ViewID.isValid(elementName) ? ViewKind(rawValue: elementName) : .view
    }

    static func intrinsicSource(of element: XMLElement) -> IntrinsicSource {
        switch element.name {
        case "label", "button", "textField", "segmentedControl", "switch", "stepper", "activityIndicatorView",
            "pageControl", "searchBar":
            .storedFrame
        // Interface Builder sizes a text view by its stored frame even when it scrolls: it hugs
        // that height at its hugging priority (firebase's Installations screen: a fill column
        // stretches the first of two views hugging at 250, a button, rather than its text view).
        case "textView": .storedFrame
        // Pickers have a height of their own (216 for the wheels) that the file does not hold but
        // stores: Interface Builder keeps it wherever nothing else sets it.
        case "slider", "progressView", "navigationBar", "toolbar", "tabBar", "pickerView", "datePicker": .storedHeight
        case "imageView": .image
        default: .none
        }
    }

    /// UIKit's default font size for a text-bearing class, for baselines.
    static func defaultFontSize(of elementName: String) -> Double? {
        switch elementName {
        case "label": 17
        case "button": 15
        case "textField": 14
        default: nil
        }
    }

    /// Elements that are never views, whatever they contain.
    static let nonViews: Set<String> = [
        "placeholder", "customObject", "exit", "navigationItem", "barButtonItem", "tabBarItem", "viewControllerLayoutGuide",
        "viewLayoutGuide", "layoutGuide", "connections", "constraints", "userDefinedRuntimeAttributes",
    ]

    /// The `key`s of views that a view holds outside its `<subviews>` and places itself: a
    /// cell's content view, a table's header and footer views.
    static let placedViewKeys: Set<String> = ["contentView", "tableHeaderView", "tableFooterView"]

    /// Whether a top-level element of a xib's `<objects>` is a view: it is not a known non-view
    /// object and it stores a frame.
    static func isTopLevelView(_ element: XMLElement) -> Bool {
        !nonViews.contains(element.name) && !element.name.hasSuffix("GestureRecognizer")
            && element.element(named: "rect", key: "frame") != nil
    }

    /// Whether Interface Builder lays a xib's top-level view out as it would a view
    /// controller's view on the design device (its simulated metrics: the device's safe area
    /// and the system's margins, whatever the view's size). Cells and reusable views are laid
    /// out by their list instead, without a screen around them.
    static func fillsSimulatedScreen(topLevel element: XMLElement) -> Bool {
        !["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"].contains(element.name)
    }

    /// How far a class draws beyond its alignment rectangle, which is what Auto Layout and
    /// stacks position: its document kind's `frameOutsets` (a switch: 2 points on its trailing
    /// side, stored 51 wide, arranged as 49).
    static func alignmentInsets(of elementName: String) -> EdgeInsets {
        kind(of: elementName).frameOutsets
    }
}

extension Rect {
    /// The rectangle with `insets` taken off its edges.
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.leading, y: y + insets.top, width: width - insets.leading - insets.trailing,
            height: height - insets.top - insets.bottom)
    }
}
