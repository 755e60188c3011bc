import StackLayout

/// Views a table or collection view sizes itself, whatever their stored frame says, so that
/// on another screen than the file's they follow their list as UIKit makes them:
///
/// - A table view's cells, and its header and footer views, are as wide as the table: each is
///   pinned at its stored place and height, its width the table's frame width (less what the
///   stored frame leaves out). A collection view's cell stored as wide as its collection (a
///   list) does the same; narrower cells (a grid) keep their stored size.
/// - A cell's content view fills its cell on both axes, less the stored space beside it (an
///   accessory's).
///
/// Laid out at the file's own size, every such view is where the file stored it. A list kept at
/// a fixed frame (no constraint, no autoresizing) never changes size: its cells keep theirs.
enum ListSizedViews {
    /// The elements of the views a list sizes to its width.
    static let tableSized: Set<String> = ["tableViewCell", "tableViewHeaderFooterView"]
    /// The keys under which a table holds its header and footer views.
    static let tableKeys: Set<String> = ["tableHeaderView", "tableFooterView"]
    /// The elements of cells' content views.
    static let contentViews: Set<String> = ["tableViewCellContentView", "collectionViewCellContentView"]

    /// Whether the view of `element`, stored at `frame` in the list of element `list` stored
    /// at `listSize`, takes the list's width.
    static func followsListWidth(_ element: XMLElement, frame: Rect, list: XMLElement, listSize: Size) -> Bool {
        switch list.name {
        case "tableView": tableSized.contains(element.name) || element[attribute: "key"].map(tableKeys.contains) == true
        case "collectionView": element.name == "collectionViewCell" && frame.x == 0 && frame.width == listSize.width
        default: false
        }
    }

    /// The required constraints that keep view `id` stored at `frame` in `list` (stored at
    /// `listSize`) at its stored place and height, its width following the list's frame:
    /// `ID-list-x`, `-y`, `-width`, `-height`. A list is a scroll view, whose edges are its
    /// content's and whose width is its frame's.
    static func constraints(for id: String, frame: Rect, in list: String, listSize: Size) -> [LayoutConstraint] {
        func pin(_ suffix: String, _ attribute: LayoutAttribute, _ second: Anchor?, _ constant: Double) -> LayoutConstraint {
            LayoutConstraint(id: "\(id)-list-\(suffix)", first: Anchor(view: id, attribute: attribute), second: second, constant: constant)
        }
        return [
            pin("x", .left, Anchor(view: list, attribute: .left), frame.x),
            pin("y", .top, Anchor(view: list, attribute: .top), frame.y),
            pin("width", .width, Anchor(view: list, attribute: .width), frame.width - listSize.width),
            pin("height", .height, nil, frame.height),
        ]
    }

    /// The autoresizing of a cell's content view: it grows with its cell on both axes.
    static func contentViewMask(of element: XMLElement, otherwise mask: AutoresizingPins.Mask) -> AutoresizingPins.Mask {
        guard contentViews.contains(element.name) else { return mask }
        var filling = AutoresizingPins.Mask(of: element)
        (filling.widthSizable, filling.heightSizable) = (true, true)
        (filling.flexibleLeft, filling.flexibleRight, filling.flexibleTop, filling.flexibleBottom) = (false, false, false, false)
        return filling
    }
}
